// What the report print page fetches (SPEC 7 'Reports'; the order's print data is in stores/order-print.ts, which
// the device's receipt printer shares). Every call goes through the country's client
// with unwrap(); a failure rejects (the client has already shown the catalogue toast).
import type { PrintDictionary } from '../../domain/print'
import type { PrintLocale } from '../../domain/print-locale'
import type { DailyReport } from '../../domain/print-report'
import { apiClient, unwrap } from '../../lib/api/client'
import { fetchDictionary } from '../../stores/order-print'
import { currentCountry } from '../../stores/session'
import { loadStore, storeState } from '../../stores/store'

export interface ReportPrintData {
  report: DailyReport
  dictionary: PrintDictionary
  logo: string | null
  timezone: string | null
}

/**
 * The signed-in store (for its id, logo and timezone), then the day's report as json and the print dictionary in
 * the dashboard's language.
 */
export async function loadReportPrint(date: string, locale: PrintLocale): Promise<ReportPrintData> {
  await loadStore()
  const store = storeState.store
  if (!store) throw new Error('The store could not be loaded')
  const [report, dictionary] = await Promise.all([
    unwrap(apiClient(currentCountry()).GET('/api/v1/report/store/daily', { params: { query: { date, format: 'json' } } })),
    fetchDictionary(store.id, locale),
  ])
  if (typeof report !== 'object' || report === null) throw new Error('The report is not json')
  return { report, dictionary, logo: store.brand.photo, timezone: store.timezone }
}
