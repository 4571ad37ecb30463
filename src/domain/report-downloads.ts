// The reports list (SPEC sections 2 and 7): the two report types, the csv file names (from the type and the
// day), and the print page address. Pure.
import { offsetFromUrl } from './paging'
import type { Day } from './periods'

export const REPORT_TYPES = ['daily', 'items'] as const
export type ReportType = (typeof REPORT_TYPES)[number]

/** File name stems of the downloads */
const FILE_STEMS: Record<ReportType, string> = {
  daily: 'daily-closing-report',
  items: 'items-daily-sales-report',
}

/** e.g. daily-closing-report-2026-11-20.csv, items-daily-sales-report-2026-11-20.csv */
export function reportFileName(type: ReportType, day: Day): string {
  return `${FILE_STEMS[type]}-${day}.csv`
}

/** Days per page of the reports list */
export const REPORTS_PAGE_SIZE = 10

/** The printable daily report, opened in a new tab; dscnt is true unless the store hides discounts */
export function reportPrintPath(day: Day, showDiscount: boolean): string {
  const params = new URLSearchParams({ date: day, dscnt: String(showDiscount) })
  return `/report-print?${params.toString()}`
}

/** The reports page's offset from its URL: a multiple of the page size the server accepts, else the first page */
export function reportsOffset(params: URLSearchParams): number {
  return offsetFromUrl(params.get('offset'), REPORTS_PAGE_SIZE)
}
