// Web Push to the dashboards of a store when a new pending order arrives (VAPID keys made once and kept).
import webpush from 'web-push'
import { collect, type World } from './world'
import type { SeedStore } from './seed/types'

type Keys = { publicKey: string; privateKey: string }

export function vapidKeys(w: World): Keys {
  let keys = w.db.kv.get<Keys>('vapid')
  if (!keys) {
    keys = webpush.generateVAPIDKeys()
    w.db.kv.set('vapid', keys)
  }
  return keys
}

export async function notifyNewOrder(w: World, s: SeedStore, orderId: number, code: string) {
  const subs = w.db.pushSubscriptions(s.store.id)
  if (subs.length === 0) return
  const keys = vapidKeys(w)
  const payload = { type: 'new_order', title: 'You Have a New Order', body: `#${code} · ${s.store.name}`, order_id: orderId, url: '/orders' }
  await Promise.all(
    subs.map(async ({ endpoint, subscription }) => {
      let status: number | string
      try {
        // web-push builds the encrypted, VAPID-signed request; it is sent with fetch so that an http endpoint
        // (the sandbox's push-service stand-in) works as well as a vendor's https one.
        const request = webpush.generateRequestDetails(subscription, JSON.stringify(payload), {
          vapidDetails: { subject: 'mailto:sandbox@localhost', publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: 120,
        })
        const response = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body ? new Uint8Array(request.body) : null,
          signal: AbortSignal.timeout(5000),
        })
        status = response.status
        // 404 or 410: the browser unsubscribed (or the service expired it); sending there again is pointless
        if (status === 404 || status === 410) w.db.dropPushSubscription(endpoint)
      } catch (e) {
        // A closed network cannot reach the browser vendor's push service; the attempt is still recorded.
        status = String((e as Error).message ?? e)
      }
      collect(w.collected.push, { at: w.now(), endpoint, payload, status })
    }),
  )
}
