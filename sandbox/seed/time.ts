// Every seeded store is in Kuwait or Saudi Arabia; both sit at UTC+03:00 all year (no daylight saving),
// so one fixed offset gives correct local times and lets us skip a timezone library.

export const STORE_UTC_OFFSET = '+03:00'
const OFFSET_MS = 3 * 60 * 60 * 1000
export const MINUTE = 60_000
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR

const pad = (n: number, w = 2) => String(n).padStart(w, '0')

/** ISO 8601 with the stores' +03:00 offset, seconds precision: what the contract's DateTime fields carry */
export function isoAt(t: Date | number): string {
  const local = new Date((typeof t === 'number' ? t : t.getTime()) + OFFSET_MS)
  return (
    `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}` +
    `T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}${STORE_UTC_OFFSET}`
  )
}

/** Epoch ms of local midnight (store time) of the day holding t, shifted by `days` */
export function localMidnight(t: Date | number, days = 0): number {
  const ms = typeof t === 'number' ? t : t.getTime()
  const local = ms + OFFSET_MS
  return local - (((local % DAY) + DAY) % DAY) - OFFSET_MS + days * DAY
}

/** YYYY-MM-DD of t in store time */
export function localDate(t: Date | number): string {
  return isoAt(t).slice(0, 10)
}

/** Seconds are the finest unit the contract shows; dropping milliseconds keeps ISO strings and epochs in step */
export function floorToSecond(ms: number): number {
  return Math.floor(ms / 1000) * 1000
}
