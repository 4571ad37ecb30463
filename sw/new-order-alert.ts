// A new order's alert (a push while the dashboard is hidden or the screen is off) and the window a tap on it uses.
import { notificationTarget, PRINT_PAGES } from '../src/domain/dashboard-routes'
import { orderAlertTag } from '../src/domain/order-alerts'
import { orderIdOf, type PushPayload } from '../src/domain/push-payload'
// the dashboard's own texts (pure tables); the backend's title is English only
import { overlaysAr } from '../src/lib/i18n/overlays.ar'
import { overlaysEn } from '../src/lib/i18n/overlays.en'
import type { DeviceRecord } from './device-record'

// Chromium's renotify, missing from TypeScript's lib
type AlertOptions = NotificationOptions & { renotify: boolean }

export function newOrderAlert(payload: PushPayload, { locale, store }: DeviceRecord): { title: string; options: AlertOptions } {
  return {
    title: (locale === 'ar' ? overlaysAr : overlaysEn)['overlays.reminderTitle'],
    options: {
      // no session told (signed out, or before the page said who): no order code or store name of the last user
      ...(store && payload.body ? { body: payload.body } : {}),
      lang: locale,
      dir: locale === 'ar' ? 'rtl' : 'ltr',
      // one alert per order, which the page closes once the order is handled; an order the push does not name gets
      // a tag of its own, so it replaces no other order's alert
      tag: payload.orderId ? orderAlertTag(payload.orderId) : `order-unknown-${crypto.randomUUID()}`,
      // an alert that replaces one on screen sounds again
      renotify: true,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      requireInteraction: true,
      data: { url: payload.url, orderId: payload.orderId },
    },
  }
}

/** The page a tap opens (a dashboard page of this origin, see notificationTarget) and the order to show there */
export function tapOf(data: unknown, origin: string): { target: string; orderId: number | null } {
  const fields = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {}
  return { target: notificationTarget(fields.url, origin), orderId: orderIdOf(fields.orderId) }
}

/**
 * The open window a tap shows its order in: one of the dashboard already at the target's page, else the one focused
 * last (Clients.matchAll lists windows most recently focused first). Never a print page: it is a receipt or report
 * in a tab of its own, printed on open.
 */
export function windowFor<W extends { url: string }>(windows: readonly W[], target: string): W | undefined {
  const { origin, pathname } = new URL(target)
  const ours = windows.filter((w) => {
    const url = new URL(w.url)
    return url.origin === origin && !PRINT_PAGES.includes(url.pathname)
  })
  return ours.find((w) => new URL(w.url).pathname === pathname) ?? ours[0]
}
