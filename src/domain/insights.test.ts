import { describe, expect, it } from 'vitest'
import { makeOrder, type Order } from '../../tests/factories/orders'
import {
  busiestHour,
  dayFigures,
  hourlyOrders,
  isLate,
  lateByDay,
  lateSummary,
  preparation,
  prepByDay,
  prepSummary,
  quantile,
  rangeDays,
  salesByDay,
  shortDay,
  hourLabel,
  sumMoney,
  percent,
  waitByDay,
  waitSummary,
  type DayFigures,
} from './insights'
import type { ReportTotals } from './print-report'

const KW = 'Asia/Kuwait'

const TOTALS: ReportTotals = {
  orders_count_delivered: 2,
  orders_count_declined: 0,
  orders_count_no_show: 0,
  sales_gross: 10,
  sales_vat: null,
  sales_sub_total: 9,
  sales_discount: 1,
  sales_tips: null,
  driver_tips: null,
  sales_total: 9.5,
  sales_refunds: null,
  payments_cash: 4,
  payments_online: 5.5,
  payments_total: 9.5,
}

/** An order placed at `created` (UTC), confirmed a minute later, promised `promised` min, done after `took` min */
function finished(created: string, options: { method?: 1 | 2 | 3 | 4 | 5 | 6; promised?: number; took?: number; ready?: boolean } = {}): Order {
  const c = Date.parse(created)
  const confirmed = c + 60_000
  const promised = options.promised ?? 10
  const done = confirmed + (options.took ?? 8) * 60_000
  const iso = (ms: number) => new Date(ms).toISOString()
  return makeOrder({
    status: { id: 5, name: 'Delivered' },
    collectionMethod: { id: options.method ?? 1, name: 'x' },
    preparationTime: promised,
    timing: {
      created: iso(c),
      pending: iso(c),
      confirmed: iso(confirmed),
      due: iso(c + promised * 60_000),
      ready: options.ready ? iso(done - 30_000) : null,
      dispatched: iso(done),
    },
  })
}

describe('ranges', () => {
  it('today is shown against the same weekday last week; 7 and 30 days end today', () => {
    expect(rangeDays('today', '2026-11-25')).toEqual(['2026-11-18', '2026-11-25'])
    const week = rangeDays('week', '2026-11-25')
    expect(week).toHaveLength(7)
    expect(week[0]).toBe('2026-11-19')
    expect(week.at(-1)).toBe('2026-11-25')
    const month = rangeDays('month', '2026-11-25')
    expect(month).toHaveLength(30)
    expect(month[0]).toBe('2026-10-27')
  })
})

describe('one order', () => {
  it('preparation runs from confirmed to ready, or to dispatched when never marked ready, against the promised minutes', () => {
    expect(preparation(finished('2026-11-25T10:00:00Z', { took: 8, promised: 10 }))).toEqual([8, 10])
    expect(preparation(finished('2026-11-25T10:00:00Z', { took: 8, promised: 10, ready: true }))).toEqual([7.5, 10])
  })

  it('an order without a preparation time is promised its due time from confirmation', () => {
    const o = finished('2026-11-25T10:00:00Z', { took: 8, promised: 10 })
    expect(preparation({ ...o, preparationTime: null })).toEqual([8, 9])
  })

  it('an order never confirmed or never done has no preparation', () => {
    const o = finished('2026-11-25T10:00:00Z')
    expect(preparation({ ...o, timing: { ...o.timing, confirmed: null } })).toBeNull()
    expect(preparation({ ...o, timing: { ...o.timing, dispatched: null, ready: null } })).toBeNull()
  })

  it('late means dispatched after due', () => {
    expect(isLate(finished('2026-11-25T10:00:00Z', { took: 8, promised: 10 }))).toBe(false)
    expect(isLate(finished('2026-11-25T10:00:00Z', { took: 10, promised: 10 }))).toBe(true)
  })
})

describe('a day', () => {
  // 19:05 and 19:40 in Kuwait are 16:05 and 16:40 UTC; 08:10 is 05:10 UTC
  const orders = [
    finished('2026-11-25T16:05:00Z', { method: 1, took: 12 }),
    finished('2026-11-25T16:40:00Z', { method: 3, took: 6 }),
    finished('2026-11-25T05:10:00Z', { method: 1, took: 4 }),
  ]
  const day = dayFigures('2026-11-25', orders, { totals: TOTALS, currency: 'KWD' }, KW)

  it('counts every order, per store hour and method', () => {
    expect(day.orders).toBe(3)
    expect(day.hourly[1]?.[19]).toBe(1)
    expect(day.hourly[1]?.[8]).toBe(1)
    expect(day.hourly[3]?.[19]).toBe(1)
    expect(day.hourly[2]).toBeUndefined()
  })

  it('keeps each preparation and the late count', () => {
    expect(day.prep).toEqual([
      [12, 10],
      [6, 10],
      [4, 10],
    ])
    expect(day.dispatched).toBe(3)
    expect(day.late).toBe(1)
  })
})

const fig = (day: string, over: Partial<DayFigures> = {}): DayFigures => ({
  day,
  orders: 0,
  hourly: {},
  prep: [],
  dispatched: 0,
  late: 0,
  totals: TOTALS,
  currency: 'KWD',
  ...over,
})

describe('over several days', () => {
  it('quantiles interpolate between ranks', () => {
    expect(quantile([], 0.5)).toBeNull()
    expect(quantile([5], 0.9)).toBe(5)
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5)
    expect(quantile([10, 1, 2, 3, 4, 5, 6, 7, 8, 9], 0.9)).toBe(9.1)
  })

  it('orders per hour sum the days per method, and the busiest hour is the first of the largest', () => {
    const h19 = new Array(24).fill(0)
    h19[19] = 3
    const h12 = new Array(24).fill(0)
    h12[12] = 3
    h12[19] = 1
    const hourly = hourlyOrders([fig('a', { hourly: { 1: h19 } }), fig('b', { hourly: { 3: h12, 1: h19 } })])
    expect(hourly.methods).toEqual([1, 3])
    expect(hourly.total[19]).toBe(7)
    expect(hourly.total[12]).toBe(3)
    expect(hourly.total.reduce((a, b) => a + b, 0)).toBe(10)
    expect(busiestHour(hourly.total)).toEqual({ hour: 19, orders: 7 })
    expect(busiestHour([0, 2, 2])).toEqual({ hour: 1, orders: 2 })
    expect(busiestHour(new Array(24).fill(0))).toBeNull()
  })

  it('preparation per day and over the range', () => {
    const days = [fig('a', { prep: [[4, 10], [6, 10], [12, 10]] }), fig('b')]
    expect(prepByDay(days)).toEqual([
      { day: 'a', median: 6, p90: 10.8, promised: 10 },
      { day: 'b', median: null, p90: null, promised: null },
    ])
    expect(prepSummary(days)).toEqual({ median: 6, p90: 10.8, promised: 10, withinPromise: 2 / 3 })
  })

  it('late share per day of the dispatched orders; none dispatched gives no share', () => {
    const days = [fig('a', { dispatched: 4, late: 1 }), fig('b')]
    expect(lateByDay(days).map((d) => d.share)).toEqual([0.25, null])
    expect(lateSummary(days)).toEqual({ share: 0.25, late: 1, dispatched: 4 })
  })

  it("sales follow the store's discount rule: hidden discounts are added back into the report's total", () => {
    const days = [fig('a'), fig('b', { totals: { ...TOTALS, sales_total: null, sales_discount: null } })]
    expect(salesByDay(days, { dscnt: true }).map((d) => d.total)).toEqual([9.5, null])
    expect(salesByDay(days, { dscnt: false }).map((d) => d.total)).toEqual([10.5, null])
  })
})

describe('wait at the window', () => {
  const at = (iso: string, minutes: number | null, orderId = 1) => ({
    orderId,
    arrivedAt: iso,
    dispatchedAt: minutes === null ? null : new Date(Date.parse(iso) + minutes * 60_000).toISOString(),
  })
  const records = [
    at('2026-11-24T16:00:00Z', 2),
    at('2026-11-24T17:00:00Z', 4),
    at('2026-11-24T18:00:00Z', 9),
    at('2026-11-24T22:30:00Z', 3), // 01:30 on the 25th in Kuwait
    at('2026-11-24T19:00:00Z', null),
  ]

  it('groups the waits by the store day of the arrival; a customer still waiting is left out', () => {
    expect(waitByDay(records, ['2026-11-24', '2026-11-25', '2026-11-26'], KW)).toEqual([
      { day: '2026-11-24', median: 4, p90: 8, count: 3 },
      { day: '2026-11-25', median: 3, p90: 3, count: 1 },
      { day: '2026-11-26', median: null, p90: null, count: 0 },
    ])
  })

  it('sums up only the days of the range', () => {
    expect(waitSummary(records, ['2026-11-25'], KW)).toEqual({ median: 3, p90: 3, count: 1 })
    expect(waitSummary([], ['2026-11-25'], KW)).toEqual({ median: null, p90: null, count: 0 })
  })
})

describe('labels and sums', () => {
  it('short days, hours, money sums and percentages', () => {
    expect(shortDay('2026-11-05')).toBe('05/11')
    expect(hourLabel(9)).toBe('09:00')
    expect(sumMoney([0.1, 0.2, null], 'KWD')).toBe(0.3)
    expect(sumMoney([1.25, 2.13, 0.01], 'SAR')).toBe(3.39)
    expect(percent(0.126)).toBe(13)
  })
})
