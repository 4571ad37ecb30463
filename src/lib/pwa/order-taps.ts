// A tap on a new-order alert while a window of the dashboard is open: the service worker (sw/sw.ts) focuses the
// window and asks it to show the order, so the page moves inside the app instead of loading again.
import { notificationTarget } from '../../domain/dashboard-routes'
import { orderIdOf } from '../../domain/push-payload'

export type OrderTap = { path: string; orderId: number | null }

/** Calls onTap for each OPEN_ORDER message of the worker; returns the stop */
export function listenForOrderTaps(onTap: (tap: OrderTap) => void): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => undefined
  const onMessage = (event: MessageEvent<unknown>) => {
    const fields = typeof event.data === 'object' && event.data !== null ? (event.data as Record<string, unknown>) : {}
    if (fields.type !== 'OPEN_ORDER') return
    // the worker checked it already; a page of this dashboard either way
    const target = new URL(notificationTarget(fields.url, window.location.origin))
    onTap({ path: target.pathname + target.search, orderId: orderIdOf(fields.orderId) })
  }
  navigator.serviceWorker.addEventListener('message', onMessage)
  return () => navigator.serviceWorker.removeEventListener('message', onMessage)
}
