// A minimal service worker: precaches the app shell so the dashboard opens without a network, and serves
// index.html for in-app navigations. API, realtime and sandbox traffic always goes to the network.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'

declare let self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>
}

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/(kw|sa|__ext|__sandbox|media)(\/|$)/, /^\/maintenance\.json$/, /^\/\.ws/],
  }),
)

// A page may ask a waiting worker to take over (update prompt)
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING') void self.skipWaiting()
})
