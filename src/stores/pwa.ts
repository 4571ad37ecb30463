// The installed app: a waiting new version (applied when no order is pending, or when the user accepts) and
// push alerts for new orders while the screen is off (asked from a clear in-app prompt, never at load).
import { proxy, subscribe } from 'valtio'
import { apiClient, unwrap } from '../lib/api/client'
import { pushSupported, subscribePush, unsubscribePush } from '../lib/pwa/push'
import { registerServiceWorker } from '../lib/pwa/register'
import { drawer } from './drawer'
import { registerReset } from './reset'
import { currentCountry, registerBeforeSignOut } from './session'

/** 'checking': permission was granted and the subscription is being looked up (the prompt stays hidden) */
export type AlertsState = 'unsupported' | 'checking' | 'ask' | 'asking' | 'on' | 'blocked' | 'failed'

export interface PwaState {
  updateReady: boolean
  applying: boolean
  alerts: AlertsState
}

function alertsNow(): AlertsState {
  if (!pushSupported()) return 'unsupported'
  if (Notification.permission === 'denied') return 'blocked'
  return 'ask'
}

/** Known before the first render, so the prompt above the board never appears late and shifts it down */
function alertsAtStart(): AlertsState {
  if (typeof window === 'undefined' || !pushSupported()) return 'unsupported'
  return Notification.permission === 'granted' ? 'checking' : alertsNow()
}

export const pwa = proxy<PwaState>({ updateReady: false, applying: false, alerts: alertsAtStart() })

let applyUpdate: (() => Promise<void>) | null = null
subscribe(drawer, () => applyWhenQuiet())

// The board reports here (src/stores/orders.ts) rather than this store importing it: the board's code stays out of
// /login, where no order can be pending anyway.
let hasPendingOrders = () => false
/** The orders board registers how to tell whether an order is pending; call `boardChanged` on every change */
export function watchPendingOrders(check: () => boolean): void {
  hasPendingOrders = check
}
export const boardChanged = () => applyWhenQuiet()
/** Someone is in the middle of typing something (an empty focused search box does not count) */
const typing = () => {
  const el = document.activeElement
  return (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && el.value !== ''
}
/** Never by surprise: nothing pending, no order open, nobody typing */
const quietMoment = () => !hasPendingOrders() && drawer.orderId === null && !typing()

function applyWhenQuiet() {
  if (pwa.updateReady && !pwa.applying && applyUpdate && quietMoment()) void acceptUpdate()
}

/** The user accepted the prompt (or a quiet moment came): the new version takes over and the page reloads */
export async function acceptUpdate(): Promise<void> {
  if (!applyUpdate || pwa.applying) return
  pwa.applying = true
  try {
    await applyUpdate()
  } finally {
    // Normally the page reloads first; if the new version did not take over, it can be tried again.
    pwa.applying = false
  }
}

/** A new version is installed and waiting: apply it at the first quiet moment, or when the user accepts */
export function updateReady(apply: () => Promise<void>): void {
  applyUpdate = apply
  pwa.updateReady = true
  applyWhenQuiet()
}

export async function initPwa(): Promise<void> {
  await registerServiceWorker({ onUpdateReady: updateReady, onOfflineReady: () => undefined })
  if (pushSupported() && Notification.permission === 'granted') {
    const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined)
    const subscribed = await registration?.pushManager.getSubscription().catch(() => null)
    pwa.alerts = subscribed ? 'on' : alertsNow()
  } else pwa.alerts = alertsNow()
}

/** 'Turn on alerts': permission, subscription, and the backend learns where to send */
export async function enableAlerts(): Promise<void> {
  if (!pushSupported() || pwa.alerts === 'asking') return
  pwa.alerts = 'asking'
  try {
    const api = apiClient(currentCountry())
    const { public_key } = await unwrap(api.GET('/api/v1/push/key'))
    const subscription = await subscribePush(public_key)
    if (!subscription) {
      pwa.alerts = Notification.permission === 'denied' ? 'blocked' : 'ask'
      return
    }
    const { endpoint, keys, expirationTime } = subscription
    if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('incomplete push subscription')
    await unwrap(api.POST('/api/v1/push/subscription', { body: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth }, expirationTime: expirationTime ?? null } }))
    pwa.alerts = 'on'
  } catch {
    pwa.alerts = 'failed'
  }
}

/** After sign-in: ask the browser to keep this site's storage (saved orders, the menu) under pressure */
export function requestPersistentStorage(): void {
  void navigator.storage?.persist?.().catch(() => undefined)
}

registerBeforeSignOut(({ token, country }) => {
  void unsubscribePush().then((endpoint) => {
    if (!endpoint) return
    void apiClient(country)
      .DELETE('/api/v1/push/subscription', { body: { endpoint }, headers: { Authorization: `Bearer ${token}` } })
      .catch(() => undefined)
  })
})

registerReset(() => {
  // The browser subscription goes with the user (also after a 401, when nothing can be sent any more).
  if (pwa.alerts === 'on') void unsubscribePush()
  pwa.alerts = alertsNow()
})

