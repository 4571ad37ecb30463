// Web Push for new pending orders while the dashboard is hidden or the screen is off: the browser's side (permission,
// the device's subscription, the notifications on screen). Who the subscription belongs to is src/stores/pwa.ts's.
import { orderAlertTag } from '../../domain/order-alerts'

export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/')
  const raw = atob(padded)
  const bytes = new Uint8Array(new ArrayBuffer(raw.length))
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i)
  return bytes
}

/** The subscription in the browser's own shape, as the contract takes it */
export type DeviceSubscription = { endpoint: string; keys: { p256dh: string; auth: string }; expirationTime: number | null }

function asJson(subscription: PushSubscription): DeviceSubscription | null {
  const { endpoint, keys, expirationTime } = subscription.toJSON()
  if (!endpoint || !keys?.p256dh || !keys.auth) return null
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth }, expirationTime: expirationTime ?? null }
}

/** Asks permission (only from a user's click) and subscribes; null when refused */
export async function subscribePush(vapidPublicKey: string): Promise<DeviceSubscription | null> {
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') return null
  const registration = await navigator.serviceWorker.ready
  const existing = await registration.pushManager.getSubscription()
  const subscription =
    existing ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(vapidPublicKey) }))
  const json = asJson(subscription)
  if (!json) throw new Error('incomplete push subscription')
  return json
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!pushSupported()) return undefined
  return navigator.serviceWorker.getRegistration().catch(() => undefined)
}

/** The device's subscription, whoever made it */
export async function deviceSubscription(): Promise<DeviceSubscription | null> {
  const subscription = await (await registration())?.pushManager.getSubscription().catch(() => null)
  return subscription ? asJson(subscription) : null
}

/** The device stops receiving alerts; what it was subscribed with, for telling the backend */
export async function unsubscribePush(): Promise<DeviceSubscription | null> {
  const subscription = await (await registration())?.pushManager.getSubscription().catch(() => null)
  if (!subscription) return null
  const json = asJson(subscription)
  await subscription.unsubscribe().catch(() => undefined)
  return json
}

/** The alerts already on screen go with the session (the worker closes them too, see sw/sw.ts CLEAR_USER_DATA) */
export async function closeNotifications(): Promise<void> {
  const notifications = await (await registration())?.getNotifications().catch(() => [])
  for (const n of notifications ?? []) n.close()
}

/** Takes these orders' new-order alerts off the screen: they were handled, on this tablet or another */
export async function closeOrderAlerts(orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return
  const shown = await (await registration())?.getNotifications().catch(() => [])
  const tags = new Set(orderIds.map(orderAlertTag))
  for (const n of shown ?? []) if (tags.has(n.tag)) n.close()
}
