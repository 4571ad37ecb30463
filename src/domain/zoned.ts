// The store's day and time of a moment, through Intl rather than dayjs: the live board needs them before it paints
// (the wait at the window, Basic View's last refresh), and dayjs with its zone plugins loads with the pages that
// compute periods instead. Pure: the clock is a parameter.

/** The store's zone when the store has not loaded yet */
export const COUNTRY_TIMEZONES = { KW: 'Asia/Kuwait', SA: 'Asia/Riyadh' } as const

const formats = new Map<string, Intl.DateTimeFormat>()

/** year, month, day, hour, minute and second of the moment in the zone, each zero-padded */
function partsIn(nowMs: number, zone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  let format = formats.get(zone)
  if (!format) {
    // one formatter per zone: building one costs far more than using it
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formats.set(zone, format)
  }
  const out = { year: '', month: '', day: '', hour: '', minute: '', second: '' }
  for (const { type, value } of format.formatToParts(nowMs)) if (type in out) out[type as keyof typeof out] = value
  return out
}

/** The store day of the moment, 'YYYY-MM-DD' */
export function zonedDay(zone: string, nowMs: number): string {
  const p = partsIn(nowMs, zone)
  return `${p.year}-${p.month}-${p.day}`
}

/** The time `nowMs` in the store's zone, 'YYYY-MM-DD HH:mm:ss' (Basic View's last refresh) */
export function storeDateTime(nowMs: number, zone: string): string {
  const p = partsIn(nowMs, zone)
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`
}

/** This device's own time zone: for times shown before the store (and its zone) is known */
export const deviceTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone
