// The signed-in dashboard's pages (src/app/router.tsx, inside the app layout), as one list the service worker can
// import without React: a notification may open only these. Not the sign-in pages, the impersonation link (it would
// replace whoever is signed in), the print pages (they print on open) or the maintenance page.
export const DASHBOARD_ROUTES: readonly string[] = [
  '/',
  '/orders',
  '/past-orders',
  '/menu',
  '/reports',
  '/loyalty',
  '/device',
  '/insights',
  '/kitchen',
  '/window',
]

/** Where a new-order alert opens */
export const NOTIFICATION_HOME = '/orders'

/** The print pages (opened in a tab of their own, they print on open): a tap on an alert never takes one over */
export const PRINT_PAGES: readonly string[] = ['/report-print', '/print-normal', '/print-thermal']

/** The query parameter of the order a newly opened window shows (read once by src/app/layout/useOrderParam.ts) */
export const ORDER_PARAM = 'order'

/** A notification's target with the order to show, for a window opened anew */
export function withOrderParam(target: string, orderId: number | null): string {
  if (orderId === null) return target
  const url = new URL(target)
  url.searchParams.set(ORDER_PARAM, String(orderId))
  return url.href
}

/**
 * The page a click on a notification opens: its URL when it is a dashboard page on the dashboard's own origin (its
 * query kept, no fragment), else /orders. A push message is data from outside; it never sends staff elsewhere.
 */
export function notificationTarget(url: unknown, origin: string): string {
  const home = new URL(NOTIFICATION_HOME, origin).href
  if (typeof url !== 'string' || url === '' || url.length > 2000) return home
  let parsed: URL
  try {
    parsed = new URL(url, origin)
  } catch {
    return home
  }
  if (parsed.origin !== origin || parsed.username || parsed.password || !DASHBOARD_ROUTES.includes(parsed.pathname)) return home
  return `${parsed.origin}${parsed.pathname}${parsed.search}`
}
