// The wait at the window (issue 25): how long a customer waited from the moment this device first saw them arrive
// to the dispatch of their order, the colour of a running wait, and today's average and longest. Pure: no React,
// no I/O; the clock is a parameter.
import { zonedDay } from './zoned'
import type { WaitThresholds } from './wait-thresholds'

/**
 * What the device recorded for one order: when it first saw the customer arrive, when the order was dispatched (a
 * dispatch before the arrival: the wait was not measured), and whether the customer came by car to collect (absent in
 * records kept before it was recorded)
 */
export type ArrivalRecord = { orderId: number; arrivedAt: number; dispatchedAt: number | null; byCar?: boolean }

/** A wait at the window: the customer came by car (a walk-thru or dine-in customer waits at the counter) */
export const atTheWindow = (r: Pick<ArrivalRecord, 'byCar'>): boolean => r.byCar !== false

export type WaitTone = 'calm' | 'amber' | 'red'

/** After the amber threshold amber, after the red one red ('after': a wait of exactly 2:00 is still calm) */
export function waitTone(waitedMs: number, t: WaitThresholds): WaitTone {
  if (waitedMs > t.redMin * 60_000) return 'red'
  if (waitedMs > t.amberMin * 60_000) return 'amber'
  return 'calm'
}

/** m:ss, or h:mm:ss past an hour; never negative (a device clock set back shows 0:00) */
export function formatWait(waitedMs: number): string {
  const total = Math.max(0, Math.floor(waitedMs / 1000))
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  const pad = (n: number) => String(n).padStart(2, '0')
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`
}

export type WaitStats = { count: number; averageMs: number | null; longestMs: number | null }

/**
 * A day's waits, in the store's time zone: the orders dispatched on `day` (YYYY-MM-DD in the zone) whose customer this
 * device saw arrive. A wait still running is not in the figures (its card shows it), nor one not measured (a dispatch
 * before the recorded arrival).
 */
export function waitStatsOfDay(records: readonly ArrivalRecord[], zone: string, day: string): WaitStats {
  const waits: number[] = []
  for (const r of records) {
    if (r.dispatchedAt === null || r.dispatchedAt < r.arrivedAt || zonedDay(zone, r.dispatchedAt) !== day) continue
    waits.push(r.dispatchedAt - r.arrivedAt)
  }
  if (waits.length === 0) return { count: 0, averageMs: null, longestMs: null }
  return { count: waits.length, averageMs: waits.reduce((a, b) => a + b, 0) / waits.length, longestMs: Math.max(...waits) }
}

const DAY_MS = 24 * 60 * 60_000
const age = (r: ArrivalRecord, nowMs: number) => nowMs - (r.dispatchedAt ?? r.arrivedAt)
/** Records kept on the device: 31 days, so the insights' 30 days have their waits at the window */
export const KEEP_RECORDS_MS = 31 * DAY_MS
export const isStale = (r: ArrivalRecord, nowMs: number) => age(r, nowMs) > KEEP_RECORDS_MS
/** Records the live screens hold: the last two days (today's figures need today's; older ones only take room) */
export const RECENT_RECORDS_MS = 2 * DAY_MS
export const isRecent = (r: ArrivalRecord, nowMs: number) => age(r, nowMs) <= RECENT_RECORDS_MS
