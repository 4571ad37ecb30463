import { describe, expect, it } from 'vitest'
import { parseReportDate, printedTotals, reportSections, type ReportTotals } from './print-report'

// A KWD day: 3 delivered orders, gross 120.500, a 10.000 discount, no VAT, 3.000 tips of which 1.000 went to drivers
const day: ReportTotals = {
  orders_count_delivered: 3,
  orders_count_declined: 1,
  orders_count_no_show: 0,
  sales_gross: 120.5,
  sales_vat: null,
  sales_sub_total: 110.5, // 120.500 - 10.000
  sales_discount: 10,
  sales_tips: 2,
  driver_tips: 1,
  sales_total: 113.5, // 110.500 + 3.000 tips
  sales_refunds: 3.25,
  payments_cash: 40,
  payments_online: 73.5,
  payments_total: 113.5, // 40.000 + 73.500
}

const rows = (s: ReturnType<typeof reportSections>) => ({
  orders: s.orders.map((r) => [r.key, r.value]),
  sales: s.sales.map((r) => [r.key, r.value]),
  payments: s.payments.map((r) => [r.key, r.value]),
})

describe('daily report print rows (SPEC 2, 6)', () => {
  it('dscnt=true: the report as it is, with the discount row; absent price rows are left out', () => {
    expect(rows(reportSections(day, { dscnt: true, currency: 'KWD' }))).toEqual({
      orders: [
        ['orders_count_delivered', 3],
        ['orders_count_declined', 1],
        ['orders_count_no_show', 0],
      ],
      sales: [
        ['sales_gross', 120.5],
        ['sales_sub_total', 110.5],
        ['sales_discount', 10],
        ['sales_tips', 2],
        ['driver_tips', 1],
        ['sales_total', 113.5],
        ['sales_refunds', 3.25],
      ],
      payments: [
        ['payments_cash', 40],
        ['payments_online', 73.5],
        ['payments_total', 113.5],
      ],
    })
  })

  it('dscnt not true: no discount row; 10.000 added back to total (123.500), online (83.500) and payments total (123.500)', () => {
    const printed = rows(reportSections(day, { dscnt: false, currency: 'KWD' }))
    expect(printed.sales).toEqual([
      ['sales_gross', 120.5],
      ['sales_sub_total', 110.5],
      ['sales_tips', 2],
      ['driver_tips', 1],
      ['sales_total', 123.5],
      ['sales_refunds', 3.25],
    ])
    expect(printed.payments).toEqual([
      ['payments_cash', 40],
      ['payments_online', 83.5],
      ['payments_total', 123.5],
    ])
    // cash + online still equals the payments total
    expect(40 + 83.5).toBe(123.5)
  })

  it('adds in minor units of the currency (SAR: 0.10 + 0.20 is 0.30)', () => {
    const t = printedTotals({ ...day, sales_discount: 0.1, sales_total: 0.2, payments_online: 0.2, payments_total: 0.2 }, { dscnt: false, currency: 'SAR' })
    expect([t.sales_total, t.payments_online, t.payments_total]).toEqual([0.3, 0.3, 0.3])
    const k = printedTotals({ ...day, sales_discount: 0.125, sales_total: 1.005 }, { dscnt: false, currency: 'KWD' })
    expect(k.sales_total).toBe(1.13)
  })

  it('an absent online figure becomes the discount when it is added back; no discount changes nothing', () => {
    const cashOnly = { ...day, payments_online: null, payments_cash: 113.5 }
    expect(printedTotals(cashOnly, { dscnt: false, currency: 'KWD' }).payments_online).toBe(10)
    const noDiscount = { ...day, sales_discount: null }
    expect(printedTotals(noDiscount, { dscnt: false, currency: 'KWD' })).toEqual(noDiscount)
    expect(reportSections(noDiscount, { dscnt: true, currency: 'KWD' }).sales.map((r) => r.key)).not.toContain('sales_discount')
  })

  it('a day without sales prints the counts only', () => {
    const empty: ReportTotals = {
      orders_count_delivered: 0,
      orders_count_declined: 2,
      orders_count_no_show: 1,
      sales_gross: null,
      sales_vat: null,
      sales_sub_total: null,
      sales_discount: null,
      sales_tips: null,
      driver_tips: null,
      sales_total: null,
      sales_refunds: null,
      payments_cash: null,
      payments_online: null,
      payments_total: null,
    }
    for (const dscnt of [true, false]) {
      const s = reportSections(empty, { dscnt, currency: 'SAR' })
      expect(s.orders.map((r) => r.value)).toEqual([0, 2, 1])
      expect(s.sales).toEqual([])
      expect(s.payments).toEqual([])
    }
  })
})

describe('report date query', () => {
  it('takes real YYYY-MM-DD days only', () => {
    expect(parseReportDate('2026-02-28')).toBe('2026-02-28')
    for (const v of ['2026-02-30', '2026-13-01', '26-01-01', '2026-01-01T00:00', '', null]) expect(parseReportDate(v)).toBeNull()
  })
})
