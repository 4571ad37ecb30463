// What the print pages fetch (SPEC 7 'Order print', 'Reports'). Every call goes through the country's client
// with unwrap(); a failure rejects (the client has already shown the catalogue toast).
import { otherLocale, printLocale, receiptOrder, type PrintDictionary, type PrintLocale, type PrintOrder } from '../../domain/print'
import type { DailyReport } from '../../domain/print-report'
import { apiClient, unwrap } from '../../lib/api/client'
import { currentCountry } from '../../stores/session'
import { loadStore, storeState } from '../../stores/store'

export interface OrderPrintData {
  /** The receipt's language */
  locale: PrintLocale
  /** The order as printed: texts in the receipt's language, the car as SPEC 7 says (see receiptOrder) */
  order: PrintOrder
  dictionary: PrintDictionary
}

function fetchDictionary(storeId: number, locale: PrintLocale): Promise<PrintDictionary> {
  return unwrap(apiClient(currentCountry()).GET('/api/v1/dictionary/{storeId}/{locale}', { params: { path: { storeId, locale } } }))
}

/**
 * GET the order with type=json, then the same order with _locale set to the opposite language; both must succeed.
 * The first call asks for the query's locale (English when the query has none); the receipt's language is then the
 * query's, or Arabic for a supermarket brand, so between the two responses the page always holds both languages.
 * Then the print dictionary of the order's store in the receipt's language.
 */
export async function loadOrderPrint(id: number, localeParam: string | null): Promise<OrderPrintData> {
  const api = apiClient(currentCountry())
  const first: PrintLocale = localeParam === 'ar' ? 'ar' : 'en'
  // One after the other, as SPEC 7 orders them: a missing order fails the first call and shows one toast, not two.
  const firstOrder = await unwrap(api.GET('/api/v1/order/{id}', { params: { path: { id }, query: { type: 'json', _locale: first } } }))
  const secondOrder = await unwrap(api.GET('/api/v1/order/{id}', { params: { path: { id }, query: { _locale: otherLocale(first) } } }))
  const locale = printLocale(localeParam, firstOrder.store.brand.supermarket)
  const [primary, alternate] = locale === first ? [firstOrder, secondOrder] : [secondOrder, firstOrder]
  const dictionary = await fetchDictionary(primary.store.id, locale)
  return { locale, order: receiptOrder(locale, primary, alternate), dictionary }
}

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
