// The service worker: precaches the app shell and serves navigations offline; keeps the last menu (categories
// and products) so /menu opens offline; shows new-order alerts from Web Push when the dashboard is hidden.
// Orders and every other authenticated call always go to the network and are never put in Cache Storage.
import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { NetworkFirst } from 'workbox-strategies'
// what the worker shares with the page: pure rules and data of src/domain (no React)
import { withOrderParam } from '../src/domain/dashboard-routes'
import { readPushPayload } from '../src/domain/push-payload'
import { markSavedCopy, stampSavedAt } from '../src/domain/saved-copy'
import { localeOf, readRecord, storeOf, updateRecord } from './device-record'
import { newOrderAlert, tapOf, windowFor } from './new-order-alert'

declare let self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>
}

/** Cache Storage name of the menu; dropped on sign-out (CLEAR_USER_DATA below, and src/stores/device-data.ts) */
const MENU_CACHE = 'menu-v1'

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()
// The first worker takes over the open dashboard at once, so its first visit already caches the menu. A later
// version still waits (it only activates after SKIP_WAITING).
clientsClaim()

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/(kw|sa|__ext|__sandbox|media)(\/|$)/, /^\/maintenance\.json$/, /^\/\.ws/],
  }),
)

// The menu: the network when it answers within 4 s, else the last copy (per store, per language). A copy is kept
// under its URL alone: Cache Storage keeps a request's headers, and the menu's carry the bearer token.
// A sign-out moves the user epoch on: an answer to a request made before it belongs to the last user and is not kept.
let userEpoch = 0
registerRoute(
  ({ url, request }) => request.method === 'GET' && /\/api\/v1\/store\/\d+\/(category|product)$/.test(url.pathname),
  new NetworkFirst({
    cacheName: MENU_CACHE,
    networkTimeoutSeconds: 4,
    plugins: [
      {
        cacheKeyWillBeUsed: async ({ request }) => request.url,
        requestWillFetch: async ({ request, state }) => {
          if (state) state.epoch = userEpoch
          return request
        },
        // a plugin of this hook replaces Workbox's own 200-only rule: an error answer must not replace the last good copy
        // (kept with when it was saved)
        cacheWillUpdate: async ({ response, state }) => (response.status === 200 && state?.epoch === userEpoch ? stampSavedAt(response) : null),
        // the copy says it is one, and since when, so the page does not pass it off as the menu now
        cachedResponseWillBeUsed: async ({ cachedResponse }) => (cachedResponse ? markSavedCopy(cachedResponse) : cachedResponse),
      },
    ],
  }),
)

// The maintenance file's absence is its normal state: the page would log a failed-resource error for every 404
// (a console error on every visit), so the worker answers "no file" as 204 No Content; the page reads both the same.
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.pathname.endsWith('/maintenance.json'),
  async ({ request }) => {
    const response = await fetch(request, { cache: 'no-store' })
    return response.status === 404 ? new Response(null, { status: 204, statusText: 'No Content' }) : response
  },
)

// A page asks a waiting worker to take over when the user accepts the update, or when no order is pending; at
// sign-out it asks the worker to drop the user's menu itself, so no answer still on its way can fill it again. It
// also tells the worker its language and the signed-in store, for the alerts (src/app/worker-link.ts).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data
  const fields = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {}
  if (fields.type === 'SKIP_WAITING') void self.skipWaiting()
  if (fields.type === 'LOCALE') {
    const locale = localeOf(fields.locale)
    if (locale) event.waitUntil(updateRecord({ locale }))
  }
  if (fields.type === 'SESSION') {
    const store = storeOf(fields.store)
    if (store) event.waitUntil(updateRecord({ store }))
  }
  if (fields.type === 'CLEAR_USER_DATA') {
    userEpoch += 1
    // the last user's new-order alerts leave the screen with them, and later pushes show none of their orders
    const closeAlerts = self.registration.getNotifications().then((shown) => shown.forEach((n) => n.close()))
    event.waitUntil(Promise.all([caches.delete(MENU_CACHE), closeAlerts, updateRecord({ store: null })]))
  }
})

/** The push's JSON, or its text as the body when it is not JSON */
function pushData(data: PushMessageData | null): unknown {
  try {
    return data?.json()
  } catch {
    return { body: data?.text() }
  }
}

self.addEventListener('push', (event: PushEvent) => {
  const payload = readPushPayload(pushData(event.data))
  event.waitUntil(
    readRecord().then((record) => {
      const { title, options } = newOrderAlert(payload, record)
      return self.registration.showNotification(title, options)
    }),
  )
})

// Only a page of the dashboard opens, on its own origin (the push message's url is data from outside). An open window
// of the dashboard is focused and asked to show the order (src/lib/pwa/order-taps.ts): it moves inside the app, never
// loads again (a window this worker does not control could not be navigated anyway). With none, one opens there.
self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close()
  const { target, orderId } = tapOf(event.notification.data, self.location.origin)
  event.waitUntil(
    (async () => {
      const open = windowFor(await self.clients.matchAll({ type: 'window', includeUncontrolled: true }), target)
      if (!open) {
        await self.clients.openWindow(withOrderParam(target, orderId))
        return
      }
      await open.focus().catch(() => undefined)
      open.postMessage({ type: 'OPEN_ORDER', url: target, orderId })
    })(),
  )
})
