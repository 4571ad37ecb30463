// Web Push subscriptions of a signed-in dashboard.
import { ok } from '../http'
import { vapidKeys } from '../push'
import { body, signed, type Handler } from './call'

export const getPushKey: Handler = (c, x) => {
  signed(c, x)
  return ok({ public_key: vapidKeys(x.w).publicKey })
}

export const savePushSubscription: Handler = (c, x) => {
  const { store, account } = signed(c, x)
  const sub = body<{ endpoint: string }>(c)
  x.w.db.savePushSubscription(sub.endpoint, account.id, store.store.id, store.country, sub, x.w.now())
  return ok({ success: true })
}

export const deletePushSubscription: Handler = (c, x) => {
  const { account } = signed(c, x)
  x.w.db.deletePushSubscription(body<{ endpoint: string }>(c).endpoint, account.id)
  return ok({ success: true })
}
