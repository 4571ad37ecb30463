// Web Push subscriptions of a signed-in dashboard. An endpoint belongs to the account that registered it: another
// account cannot take it over (409), and only its own account, or the device proving it holds the subscription
// (its keys.auth secret), can remove it.
import type { Context } from 'openapi-backend'
import { ApiError, ok } from '../http'
import { vapidKeys } from '../push'
import { body, signed, type Handler } from './call'

type Subscription = { endpoint: string; expirationTime?: number | null; keys: { p256dh: string; auth: string } }

export const getPushKey: Handler = (c, x) => {
  signed(c, x)
  return ok({ public_key: vapidKeys(x.w).publicKey })
}

const refused = (field: string, message: string) =>
  new ApiError(400, { code: 400, message: 'Validation Failed', errors: { children: { [field]: { errors: [message] } } } })

/** The contract lets the sandbox accept a plain-http endpoint only on its stand-in push service; it must be this sandbox's own */
function checkOwnStandIn(c: Context, endpoint: string) {
  const url = new URL(endpoint)
  if (url.protocol === 'https:') return
  const host = c.request.headers.host
  if (url.host !== (Array.isArray(host) ? host[0] : host)) throw refused('endpoint', 'A push endpoint must be an https URL.')
}

export const savePushSubscription: Handler = (c, x) => {
  const { store, account } = signed(c, x)
  const sub = body<Subscription>(c)
  checkOwnStandIn(c, sub.endpoint)
  const owner = x.w.db.pushSubscriptionOwner(sub.endpoint)
  if (owner !== null && owner !== account.id)
    throw new ApiError(409, { code: 409, message: 'This push endpoint is registered by another account.' })
  x.w.db.savePushSubscription(sub.endpoint, account.id, store.store.id, store.country, sub, x.w.now())
  return ok({ success: true })
}

export const deletePushSubscription: Handler = (c, x) => {
  const { account } = signed(c, x)
  const { endpoint, auth } = body<{ endpoint: string; auth?: string }>(c)
  x.w.db.deletePushSubscription(endpoint, account.id, auth ?? null)
  return ok({ success: true })
}
