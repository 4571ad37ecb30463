// The figures of the insights page, from the past orders and daily reports the product already shows: orders per
// hour by collection method, preparation time against the promised time, late orders, sales, and the wait at the
// window from this device's arrival records. Pure: the orders, reports and records are parameters.
import type { components } from '../lib/api/schema.gen'
import type { Order } from './orders'
import { addDays, dayAndHour, today, type Day } from './periods'
import { decimalsFor } from './money'
import { printedTotals, type ReportTotals } from './print-report'

type CollectionMethodId = components['schemas']['CollectionMethodId']

export const RANGES = ['today', 'week', 'month'] as const
export type InsightRange = (typeof RANGES)[number]
/** Days a range covers, today included */
export const RANGE_DAYS: Record<InsightRange, number> = { today: 1, week: 7, month: 30 }
/** Today is compared with the same weekday of the week before */
export const COMPARE_DAYS_BACK = 7
export const HOURS = 24
const MINUTE_MS = 60_000

/** One store day's figures: what the cache keeps, so a closed day is never fetched again */
export interface DayFigures {
  day: Day
  /** the finished orders placed that day: Past Orders' 'Total orders' for the day */
  orders: number
  /** orders placed in each hour (0–23) of the day, per collection method id */
  hourly: Partial<Record<CollectionMethodId, number[]>>
  /** [actual, promised] preparation minutes of each confirmed order that reached ready or dispatched */
  prep: Array<[number, number]>
  /** orders with a dispatch time, and those of them dispatched after their due time */
  dispatched: number
  late: number
  /** the day's closing report totals as the server gives them; the store's discount rule applies when shown */
  totals: ReportTotals
  currency: string
}

/** The days a range shows: the last n days up to today, or for 'today' the same weekday last week and today */
export function rangeDays(range: InsightRange, todayDay: Day): Day[] {
  if (range === 'today') return [addDays(todayDay, -COMPARE_DAYS_BACK), todayDay]
  const n = RANGE_DAYS[range]
  return Array.from({ length: n }, (_, i) => addDays(todayDay, i - n + 1))
}

const minutesBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / MINUTE_MS

/**
 * Preparation of one order: confirmed → ready (or dispatched when it was never marked ready), against the minutes
 * promised at confirmation (the order's preparationTime; due − confirmed when it has none). Null when the order was
 * never confirmed or never reached ready or dispatched.
 */
export function preparation(order: Pick<Order, 'timing' | 'preparationTime'>): [number, number] | null {
  const { confirmed, ready, dispatched, due } = order.timing
  const done = ready ?? dispatched
  if (!confirmed || !done) return null
  const actual = minutesBetween(confirmed, done)
  const promised = order.preparationTime ?? minutesBetween(confirmed, due)
  if (!Number.isFinite(actual) || !Number.isFinite(promised) || actual < 0) return null
  return [round1(actual), round1(promised)]
}

/** Late: dispatched after its due time */
export function isLate(order: Pick<Order, 'timing'>): boolean {
  const { dispatched, due } = order.timing
  return !!dispatched && Date.parse(dispatched) > Date.parse(due)
}

/** A day's figures from its finished orders (every page of the day) and its daily report */
export function dayFigures(day: Day, orders: readonly Order[], report: { totals: ReportTotals; currency: string }, zone: string): DayFigures {
  const hourly: DayFigures['hourly'] = {}
  const prep: DayFigures['prep'] = []
  let dispatched = 0
  let late = 0
  for (const order of orders) {
    const at = dayAndHour(order.timing.created, zone)
    if (at) {
      const row = (hourly[order.collectionMethod.id] ??= new Array<number>(HOURS).fill(0))
      row[at.hour] = (row[at.hour] ?? 0) + 1
    }
    const p = preparation(order)
    if (p) prep.push(p)
    if (order.timing.dispatched) {
      dispatched++
      if (isLate(order)) late++
    }
  }
  return { day, orders: orders.length, hourly, prep, dispatched, late, totals: report.totals, currency: report.currency }
}

const round1 = (n: number) => Math.round(n * 10) / 10

/** The q-quantile (0–1) of numbers, linear between the closest ranks; null for none */
export function quantile(values: readonly number[], q: number): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const pos = (sorted.length - 1) * q
  const lo = Math.floor(pos)
  const hi = Math.ceil(pos)
  const a = sorted[lo] as number
  const b = sorted[hi] as number
  return round1(a + (b - a) * (pos - lo))
}

export interface Hourly {
  /** the methods that have orders, in the collection methods' order */
  methods: CollectionMethodId[]
  /** per method (same order), orders in each hour summed over the days */
  byMethod: number[][]
  total: number[]
}

/** Orders per hour over some days, by collection method */
export function hourlyOrders(days: readonly DayFigures[]): Hourly {
  const sums = new Map<CollectionMethodId, number[]>()
  for (const d of days) {
    for (const [key, row] of Object.entries(d.hourly)) {
      const id = Number(key) as CollectionMethodId
      const sum = sums.get(id) ?? new Array<number>(HOURS).fill(0)
      row.forEach((n, h) => (sum[h] = (sum[h] ?? 0) + n))
      sums.set(id, sum)
    }
  }
  const methods = [...sums.keys()].sort((a, b) => a - b)
  const byMethod = methods.map((m) => sums.get(m) as number[])
  const total = Array.from({ length: HOURS }, (_, h) => byMethod.reduce((t, row) => t + (row[h] ?? 0), 0))
  return { methods, byMethod, total }
}

/** Orders in each hour of one day, all methods together (today's comparison line) */
export function hourlyTotal(day: DayFigures | undefined): number[] {
  return hourlyOrders(day ? [day] : []).total
}

/** The hour with the most orders (the earliest of equals); null when there are none */
export function busiestHour(total: readonly number[]): { hour: number; orders: number } | null {
  let best: { hour: number; orders: number } | null = null
  total.forEach((orders, hour) => {
    if (orders > 0 && (!best || orders > best.orders)) best = { hour, orders }
  })
  return best
}

export interface PrepDay {
  day: Day
  median: number | null
  p90: number | null
  promised: number | null
}

/** Per day: median and p90 of the actual preparation minutes, and the median promised minutes */
export function prepByDay(days: readonly DayFigures[]): PrepDay[] {
  return days.map((d) => ({
    day: d.day,
    median: quantile(d.prep.map(([a]) => a), 0.5),
    p90: quantile(d.prep.map(([a]) => a), 0.9),
    promised: quantile(d.prep.map(([, p]) => p), 0.5),
  }))
}

/** The same over all the days together, and the share of orders ready within their promised minutes */
export function prepSummary(days: readonly DayFigures[]): { median: number | null; p90: number | null; promised: number | null; withinPromise: number | null } {
  const all = days.flatMap((d) => d.prep)
  const within = all.filter(([a, p]) => a <= p).length
  return {
    median: quantile(all.map(([a]) => a), 0.5),
    p90: quantile(all.map(([a]) => a), 0.9),
    promised: quantile(all.map(([, p]) => p), 0.5),
    withinPromise: all.length ? within / all.length : null,
  }
}

/** Share (0–1) of the dispatched orders dispatched after due, per day; null on a day with none dispatched */
export function lateByDay(days: readonly DayFigures[]): Array<{ day: Day; share: number | null; late: number; dispatched: number }> {
  return days.map((d) => ({ day: d.day, share: d.dispatched ? d.late / d.dispatched : null, late: d.late, dispatched: d.dispatched }))
}

/** Late share over all the days together */
export function lateSummary(days: readonly DayFigures[]): { share: number | null; late: number; dispatched: number } {
  const late = days.reduce((t, d) => t + d.late, 0)
  const dispatched = days.reduce((t, d) => t + d.dispatched, 0)
  return { share: dispatched ? late / dispatched : null, late, dispatched }
}

/**
 * Sales per day: the daily report's sales total under the store's discount rule (printedTotals, the rule the printed
 * report follows: with hide_discount the discount is added back into the total). Null on a day without sales.
 */
export function salesByDay(days: readonly DayFigures[], options: { dscnt: boolean }): Array<{ day: Day; total: number | null; currency: string }> {
  return days.map((d) => ({ day: d.day, total: printedTotals(d.totals, { dscnt: options.dscnt, currency: d.currency }).sales_total, currency: d.currency }))
}

/** A customer's arrival at the window and the dispatch of their order, as this device recorded them */
export interface ArrivalRecord {
  orderId: number
  arrivedAt: string
  dispatchedAt: string | null
}

export interface WaitDay {
  day: Day
  median: number | null
  p90: number | null
  count: number
}

/** Minutes each customer waited from arrival to dispatch, per store day of the arrival; records without a dispatch wait on */
export function waitByDay(records: readonly ArrivalRecord[], days: readonly Day[], zone: string): WaitDay[] {
  const waits = new Map<Day, number[]>()
  for (const r of records) {
    if (!r.dispatchedAt) continue
    const minutes = minutesBetween(r.arrivedAt, r.dispatchedAt)
    const at = dayAndHour(r.arrivedAt, zone)
    if (!at || !Number.isFinite(minutes) || minutes < 0) continue
    const list = waits.get(at.day) ?? []
    list.push(minutes)
    waits.set(at.day, list)
  }
  return days.map((day) => {
    const list = waits.get(day) ?? []
    return { day, median: quantile(list, 0.5), p90: quantile(list, 0.9), count: list.length }
  })
}

/** Waits over all the days together */
export function waitSummary(records: readonly ArrivalRecord[], days: readonly Day[], zone: string): { median: number | null; p90: number | null; count: number } {
  const inRange = new Set(days)
  const list = records.flatMap((r) => {
    if (!r.dispatchedAt) return []
    const at = dayAndHour(r.arrivedAt, zone)
    const minutes = minutesBetween(r.arrivedAt, r.dispatchedAt)
    return at && inRange.has(at.day) && Number.isFinite(minutes) && minutes >= 0 ? [minutes] : []
  })
  return { median: quantile(list, 0.5), p90: quantile(list, 0.9), count: list.length }
}

/** A day on a chart axis: DD/MM */
export const shortDay = (day: Day) => `${day.slice(8, 10)}/${day.slice(5, 7)}`

/** An hour of the day as the charts and readings show it: 19:00 */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`

/** Amounts added in the currency's minor units (no 0.30000000000000004) */
export function sumMoney(values: ReadonlyArray<number | null>, currency: string): number {
  const f = 10 ** decimalsFor(currency)
  return Math.round(values.reduce<number>((t, v) => t + Math.round((v ?? 0) * f), 0)) / f
}

/** A share 0–1 as a whole percentage */
export const percent = (share: number) => Math.round(share * 100)

/**
 * How long after its midnight a day's figures may still change: an order placed late in the evening counts on its day
 * once it is finished, after midnight. A day kept on the device before then is fetched again on the next open.
 */
export const DAY_SETTLES_MS = 6 * 60 * 60_000

/** A closed day's figures saved at `savedAt` hold for good: the day had settled (DAY_SETTLES_MS past its end, in the zone) */
export const settledWhenSaved = (day: Day, savedAt: number, zone: string): boolean => today(zone, savedAt - DAY_SETTLES_MS) > day
