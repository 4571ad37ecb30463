// Store, status, collection availability, visibility, notifier config and print dictionaries.
import type { Locale, PrintDictionary } from '../contract-types'
import { forbidden, notFound, ok } from '../http'
import { customToken } from '../realtime'
import { iso } from '../time'
import { analyticsOf, keepOnline, setAvailability, setStatus, storeView } from '../services/store'
import { body, locale, param, signed, type Handler } from './call'

const NOTIFIER_TOKEN_SEC = 12 * 60 * 60

function ownStore(storeId: number, actual: number) {
  if (storeId !== actual) throw forbidden('User does not belong to store')
}

export const getStore: Handler = (c, x) => {
  const { store } = signed(c, x)
  ownStore(param(c, 'id'), store.store.id)
  return ok(storeView(x.w, store, locale(c)))
}

export const getStoreAnalytics: Handler = (c, x) => ok(analyticsOf(x.w, signed(c, x).store))

export const setStoreStatus: Handler = (c, x) => {
  const { store, account } = signed(c, x)
  return ok(setStatus(x.w, store, body(c), account))
}

export const setCollectionAvailability: Handler = (c, x) => {
  const { store, account } = signed(c, x)
  return ok({ collection_method: setAvailability(x.w, store, body(c), account) })
}

export const keepStoreOnline: Handler = (c, x) => ok(keepOnline(x.w, signed(c, x).store))

export const getNotifierConfig: Handler = (c, x) => {
  const { store, account, session } = signed(c, x)
  const now = x.w.now()
  const uid = `store-${store.store.id}-user-${account.id}`
  return ok({
    token: customToken(uid, { store_uuid: store.store.uuid, store_id: store.store.id }, now, NOTIFIER_TOKEN_SEC),
    uuid: store.store.uuid,
    impersonate: session.impersonated,
    expires_at: iso(now + NOTIFIER_TOKEN_SEC * 1000, store.store.timezone),
  })
}

export const getPrintDictionary: Handler = (c, x) => {
  const { store } = signed(c, x)
  ownStore(param(c, 'storeId'), store.store.id)
  const dictionaries = x.w.db.kv.get<Record<Locale, PrintDictionary>>('dictionaries')
  const lang = c.request.params.locale as Locale
  if (!dictionaries?.[lang]) throw notFound('Dictionary not found')
  return ok(dictionaries[lang])
}
