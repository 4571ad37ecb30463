// Registers the service worker and reports a waiting new version; checks for one every 15 minutes and whenever
// the dashboard becomes visible. Applying it is the caller's decision (src/stores/pwa.ts).
import { installTrustedTypesPolicy } from './trusted-types'

export const UPDATE_CHECK_MS = 15 * 60_000

export type SwHooks = { onUpdateReady(apply: () => Promise<void>): void; onOfflineReady(): void }

export async function registerServiceWorker(hooks: SwHooks): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  installTrustedTypesPolicy()
  const { registerSW } = await import('virtual:pwa-register')
  let registration: ServiceWorkerRegistration | undefined
  const check = () => {
    if (registration && navigator.onLine) void registration.update().catch(() => undefined)
  }
  // workbox-window reloads only for updates it found itself; ours are also found by the periodic check, so the
  // page reloads here once the accepted version takes control.
  let accepted = false
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (accepted) window.location.reload()
  })
  // The new version took control because another window accepted it: this window keeps its prompt and its own
  // quiet-moment rule, and reloads when it accepts (no version is waiting any more for it to activate).
  let takenOver = false
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh: () =>
      hooks.onUpdateReady(() => {
        accepted = true
        if (takenOver) {
          window.location.reload()
          return Promise.resolve()
        }
        return updateSW(true)
      }),
    // without it, vite-plugin-pwa reloads every window of the dashboard, whatever each is in the middle of
    onNeedReload: () => {
      takenOver = true
    },
    onOfflineReady: hooks.onOfflineReady,
    onRegisteredSW: (_url, reg) => {
      registration = reg
      setInterval(check, UPDATE_CHECK_MS)
    },
  })
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check()
  })
}
