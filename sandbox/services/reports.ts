// Daily closing report, report days and the items sales csv, all computed from the orders themselves.
import type { DailyReport, Order } from '../contract-types'
import type { OrderMeta, SeedMenu, SeedStore } from '../seed/types'
import { roundMoney } from '../seed/money'
import { dayRange, localDate, localTime } from '../time'
import type { World } from '../world'

type Rec = { order: Order; meta: OrderMeta }

const isSold = (o: Order) => o.status.id === 4 || o.status.id === 5
const lineQty = (p: Order['products'][number]) => (p.replacement ? p.replacement.qty : p.qty)
const lineTotal = (p: Order['products'][number]) => (p.replacement ? p.replacement.total_price : p.total_price)

export function reportDays(w: World, s: SeedStore): string[] {
  const days: string[] = []
  for (const ms of w.db.reportDays(s.store.id)) {
    const d = localDate(ms, s.store.timezone)
    if (days[days.length - 1] !== d) days.push(d)
  }
  return days
}

function categoryName(menu: SeedMenu, categoryId: number) {
  return menu.categories.find((c) => c.id === categoryId)?.name.en ?? 'Other'
}

export function dailyReport(w: World, s: SeedStore, date: string, managerName: string): DailyReport {
  const zone = s.store.timezone
  const currency = s.store.currency.code
  const [from, to] = dayRange(date, zone)
  const orders: Rec[] = w.db.ordersBetween(s.store.id, from, to)
  const sold = orders.filter(({ order }) => isSold(order))
  const sum = (pick: (r: Rec) => number, of: Rec[] = sold) => roundMoney(of.reduce((t, r) => t + pick(r), 0), currency)
  /** a price row is printed only when the day has a value for it */
  const present = (v: number) => (v === 0 ? null : v)

  const gross = sum(({ order }) => order.financial.products_price)
  const discount = sum(({ order }) => order.financial.discount)
  const vat = sum(({ order }) => order.financial.total_vat_price)
  const driverTips = sum(({ meta }) => meta.driverTips)
  const tips = roundMoney(sum(({ order }) => order.financial.tips) - driverTips, currency)
  const total = sum(({ order }) => order.financial.total_price)
  const refunds = sum(({ order }) => (order.refund && order.refund.status === 3 ? order.refund.amount : 0), orders)
  const cash = sum(({ order }) => (order.payment.method.id === 2 ? order.financial.total_paid : 0))
  const online = sum(({ order }) => (order.payment.method.id !== 2 ? order.financial.total_paid : 0))

  const menu = w.db.menu(s.store.id)
  const byCategory = new Map<number, { id: number; name: string; quantity: number; sales_gross: number }>()
  for (const { order } of sold) {
    for (const p of order.products) {
      const categoryId = menu?.products.find((x) => x.id === p.original.id)?.category_id ?? 0
      const row = byCategory.get(categoryId) ?? { id: categoryId, name: menu ? categoryName(menu, categoryId) : 'Other', quantity: 0, sales_gross: 0 }
      row.quantity += lineQty(p)
      row.sales_gross = roundMoney(row.sales_gross + lineTotal(p), currency)
      byCategory.set(categoryId, row)
    }
  }
  const hasSales = sold.length > 0
  return {
    date,
    time: localTime(w.now(), zone),
    brand: s.store.brand.name,
    store: s.store.name,
    user: managerName,
    currency,
    totals: {
      orders_count_delivered: sold.length,
      orders_count_declined: orders.filter(({ order }) => order.status.id === 6).length,
      orders_count_no_show: orders.filter(({ order }) => order.status.id === 8).length,
      sales_gross: hasSales ? gross : null,
      sales_vat: present(vat),
      sales_sub_total: hasSales ? roundMoney(gross - discount, currency) : null,
      sales_discount: present(discount),
      sales_tips: present(tips),
      driver_tips: present(driverTips),
      sales_total: hasSales ? total : null,
      sales_refunds: present(refunds),
      payments_cash: present(cash),
      payments_online: present(online),
      payments_total: hasSales ? roundMoney(cash + online, currency) : null,
    },
    categories: [...byCategory.values()].sort((a, b) => a.id - b.id),
  }
}

const csvCell = (v: unknown) => {
  const s = v === null || v === undefined ? '' : String(v)
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}
export const toCsv = (rows: unknown[][]) => rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n'

export function dailyReportCsv(report: DailyReport): string {
  const rows: unknown[][] = [
    ['Daily Closing Report', report.date],
    ['Brand', report.brand],
    ['Store', report.store],
    ['User', report.user],
    ['Currency', report.currency],
    [],
    ['Total', 'Value'],
    ...Object.entries(report.totals).map(([k, v]) => [k, v]),
    [],
    ['Category ID', 'Category', 'Quantity', 'Sales gross'],
    ...report.categories.map((c) => [c.id, c.name, c.quantity, c.sales_gross]),
  ]
  return toCsv(rows)
}

export function productsCsv(w: World, s: SeedStore, fromDate: string, toDate: string): string {
  const zone = s.store.timezone
  const [from] = dayRange(fromDate, zone)
  const [, to] = dayRange(toDate, zone)
  const rows = new Map<string, { date: string; id: number; name: string; quantity: number; gross: number }>()
  for (const { order } of w.db.ordersBetween(s.store.id, from, to)) {
    if (!isSold(order)) continue
    const date = localDate(Date.parse(order.timing.created), zone)
    for (const p of order.products) {
      const key = `${date}:${p.original.id}`
      const row = rows.get(key) ?? { date, id: p.original.id, name: p.original.name, quantity: 0, gross: 0 }
      row.quantity += lineQty(p)
      row.gross = roundMoney(row.gross + lineTotal(p), s.store.currency.code)
      rows.set(key, row)
    }
  }
  const sorted = [...rows.values()].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
  return toCsv([['Date', 'Product ID', 'Product', 'Quantity', `Sales gross (${s.store.currency.code})`], ...sorted.map((r) => [r.date, r.id, r.name, r.quantity, r.gross])])
}
