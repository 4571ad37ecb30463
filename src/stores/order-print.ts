// What an order receipt prints (SPEC 7 'Order print'), for the print pages and the device's receipt printer.
// Every call goes through the country's client with unwrap(); a failure rejects (the client has already shown the
// catalogue toast).
import { otherLocale, receiptOrder, type PrintDictionary, type ReceiptData } from '../domain/print'
import { printLocale, type PrintLocale } from '../domain/print-locale'
import { ApiError, apiClient, unwrap } from '../lib/api/client'
import { sessionEpoch } from '../lib/session-epoch'
import { currentCountry } from './session'

export function fetchDictionary(storeId: number, locale: PrintLocale): Promise<PrintDictionary> {
  return unwrap(apiClient(currentCountry()).GET('/api/v1/dictionary/{storeId}/{locale}', { params: { path: { storeId, locale } } }))
}

/**
 * GET the order with type=json, then the same order with _locale set to the opposite language; both must succeed.
 * The first call asks for the query's locale (English when the query has none); the receipt's language is then the
 * query's, or Arabic for a supermarket brand, so between the two responses the page always holds both languages.
 * Then the print dictionary of the order's store in the receipt's language.
 * A sign-out between two calls stops it, rejecting with a notified ApiError (there is nothing to say): the next call
 * would go without a token, and its 401 would show 'Unauthorized' on the sign-in screen and sign out a second time.
 */
export async function loadOrderPrint(id: number, localeParam: string | null): Promise<ReceiptData> {
  const api = apiClient(currentCountry())
  const epoch = sessionEpoch()
  const sameSession = <T>(value: T): T => {
    if (sessionEpoch() !== epoch) throw new ApiError('Signed out', { notified: true })
    return value
  }
  const first: PrintLocale = localeParam === 'ar' ? 'ar' : 'en'
  // One after the other, as SPEC 7 orders them: a missing order fails the first call and shows one toast, not two.
  const firstOrder = sameSession(await unwrap(api.GET('/api/v1/order/{id}', { params: { path: { id }, query: { type: 'json', _locale: first } } })))
  const secondOrder = sameSession(await unwrap(api.GET('/api/v1/order/{id}', { params: { path: { id }, query: { _locale: otherLocale(first) } } })))
  const locale = printLocale(localeParam, firstOrder.store.brand.supermarket)
  const [primary, alternate] = locale === first ? [firstOrder, secondOrder] : [secondOrder, firstOrder]
  const dictionary = sameSession(await fetchDictionary(primary.store.id, locale))
  return { locale, order: receiptOrder(locale, primary, alternate), dictionary }
}
