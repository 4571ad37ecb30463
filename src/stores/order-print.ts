// What an order receipt prints (SPEC 7 'Order print'), for the print pages and the device's receipt printer.
// Every call goes through the country's client with unwrap(); a failure rejects (the client has already shown the
// catalogue toast).
import { otherLocale, receiptOrder, type PrintDictionary, type ReceiptData } from '../domain/print'
import { printLocale, type PrintLocale } from '../domain/print-locale'
import { apiClient, unwrap } from '../lib/api/client'
import { currentCountry } from './session'

export function fetchDictionary(storeId: number, locale: PrintLocale): Promise<PrintDictionary> {
  return unwrap(apiClient(currentCountry()).GET('/api/v1/dictionary/{storeId}/{locale}', { params: { path: { storeId, locale } } }))
}

/**
 * GET the order with type=json, then the same order with _locale set to the opposite language; both must succeed.
 * The first call asks for the query's locale (English when the query has none); the receipt's language is then the
 * query's, or Arabic for a supermarket brand, so between the two responses the page always holds both languages.
 * Then the print dictionary of the order's store in the receipt's language.
 */
export async function loadOrderPrint(id: number, localeParam: string | null): Promise<ReceiptData> {
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
