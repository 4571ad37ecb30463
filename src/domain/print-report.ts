// The rows of the printed daily closing report (SPEC section 2 'Daily report print', 6 'Discount display').
// Pure: no React, no I/O.
import type { components } from '../lib/api/schema.gen'
import { addMoney } from './money'

export type DailyReport = components['schemas']['DailyReport']
export type ReportTotals = components['schemas']['ReportTotals']
export type ReportTotalKey = keyof ReportTotals

export type ReportRow =
  | { key: 'orders_count_delivered' | 'orders_count_declined' | 'orders_count_no_show'; kind: 'count'; value: number }
  | { key: Exclude<ReportTotalKey, 'orders_count_delivered' | 'orders_count_declined' | 'orders_count_no_show'>; kind: 'money'; value: number }

export interface ReportSections {
  orders: ReportRow[]
  sales: ReportRow[]
  payments: ReportRow[]
}

const COUNT_KEYS = ['orders_count_delivered', 'orders_count_declined', 'orders_count_no_show'] as const
const SALES_KEYS = ['sales_gross', 'sales_vat', 'sales_sub_total', 'sales_discount', 'sales_tips', 'driver_tips', 'sales_total', 'sales_refunds'] as const
const PAYMENT_KEYS = ['payments_cash', 'payments_online', 'payments_total'] as const
type MoneyKey = (typeof SALES_KEYS)[number] | (typeof PAYMENT_KEYS)[number]


/**
 * The money figures as printed. With dscnt=true they are the report's own. Otherwise the store hides its
 * discounts (dscnt = !hide_discount), and SPEC 2 says 'the discount is added back into the total and online
 * payment totals'. Our reading: the discount was paid to the store by someone other than the customer (it is
 * settled online), so the printed sales_total is sales_total + sales_discount, payments_online is
 * payments_online + sales_discount, and payments_total (cash + online) grows by the same amount so the payments
 * still add up. A figure that was absent becomes present when a discount is added to it. Every other figure
 * (gross, VAT, sub-total, tips, refunds, cash) prints as the report gives it; the discount row itself is not
 * printed. No discount (null or 0) changes nothing.
 */
export function printedTotals(totals: ReportTotals, options: { dscnt: boolean; currency: string }): ReportTotals {
  const discount = totals.sales_discount
  if (options.dscnt || discount === null || discount === 0) return { ...totals }
  const plus = (v: number | null) => addMoney(v ?? 0, discount, options.currency)
  return {
    ...totals,
    sales_total: plus(totals.sales_total),
    payments_online: plus(totals.payments_online),
    payments_total: plus(totals.payments_total),
  }
}

/**
 * The printed rows: the three order counts always; a price row only when its value is present (not null); the
 * discount row only with dscnt=true; totals adjusted by printedTotals when dscnt is not true.
 */
export function reportSections(totals: ReportTotals, options: { dscnt: boolean; currency: string }): ReportSections {
  const t = printedTotals(totals, options)
  const money = (keys: readonly MoneyKey[]): ReportRow[] =>
    keys.flatMap((key): ReportRow[] => {
      const value = t[key]
      if (value === null || value === undefined) return []
      if (key === 'sales_discount' && !options.dscnt) return []
      return [{ key, kind: 'money', value }]
    })
  return {
    orders: COUNT_KEYS.map((key): ReportRow => ({ key, kind: 'count', value: t[key] })),
    sales: money(SALES_KEYS),
    payments: money(PAYMENT_KEYS),
  }
}

/** The report page's `date` query: a real YYYY-MM-DD day, else null */
export function parseReportDate(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null
  const [y, m, d] = value.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? value : null
}
