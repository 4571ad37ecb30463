// Report days, the daily closing report (json for printing, csv to download) and the items sales csv.
import { fieldError, forbidden, ok } from '../http'
import { isManager } from '../services/permissions'
import { dailyReport, dailyReportCsv, productsCsv, reportDays } from '../services/reports'
import { isValidDate } from '../time'
import { query, signed, type Handler, type Signed } from './call'

/** Longest period of one items sales export */
const MAX_PRODUCTS_DAYS = 93

function manager(s: Signed) {
  if (!isManager(s.account)) throw forbidden('Reports are for store managers only')
  return s
}

function date(c: Parameters<Handler>[0], name: string): string {
  const v = query(c, name) ?? ''
  if (!isValidDate(v)) throw fieldError(name, 'This value is not a valid date.')
  return v
}

export const getReportDates: Handler = (c, x) => {
  const { store } = manager(signed(c, x))
  const days = reportDays(x.w, store)
  const limit = Number(query(c, 'limit') ?? 10)
  const offset = Number(query(c, 'offset') ?? 0)
  return ok({ count: days.length, days: days.slice(offset, offset + limit) })
}

export const getDailyReport: Handler = (c, x) => {
  const { store, account } = manager(signed(c, x))
  const day = date(c, 'date')
  const managerName = x.w.db.accounts().find((a) => a.store_id === store.store.id && isManager(a))?.name ?? account.name
  const report = dailyReport(x.w, store, day, managerName)
  if (query(c, 'format') === 'csv') {
    return {
      status: 200,
      text: dailyReportCsv(report),
      contentType: 'text/csv; charset=utf-8',
      headers: { 'content-disposition': `attachment; filename="daily-closing-report-${day}.csv"` },
    }
  }
  return ok(report)
}

export const getProductsReport: Handler = (c, x) => {
  const { store } = manager(signed(c, x))
  const from = date(c, 'from_date')
  const to = date(c, 'to_date')
  if (from > to) throw fieldError('from_date', 'The start of the period is after its end.')
  if ((Date.parse(to) - Date.parse(from)) / 86_400_000 > MAX_PRODUCTS_DAYS) throw fieldError('to_date', `A report covers at most ${MAX_PRODUCTS_DAYS} days.`)
  return {
    status: 200,
    text: productsCsv(x.w, store, from, to),
    contentType: 'text/csv; charset=utf-8',
    headers: { 'content-disposition': `attachment; filename="items-daily-sales-report-${from}.csv"` },
  }
}
