// The route a path belongs to, as the router declares it (src/app/router.tsx), for anything that leaves the device:
// the error reporter sends '/resetting/reset/:resetToken', never the token itself.
import { DASHBOARD_ROUTES } from '../domain/dashboard-routes'

const DYNAMIC: readonly [RegExp, string][] = [
  [/^\/resetting\/reset\/[^/]+\/?$/, '/resetting/reset/:resetToken'],
  [/^\/impersonate\/[^/]+\/[^/]+\/?$/, '/impersonate/:countryCode/:authRequest'],
]

const STATIC = new Set([
  ...DASHBOARD_ROUTES,
  '/login',
  '/forgot-password',
  '/resetting/reset',
  '/report-print',
  '/print-normal',
  '/print-thermal',
  '/maintenance',
])

/** The route pattern of a path; '/*' for a path of no route (which may hold anything) */
export function routePattern(pathname: string): string {
  for (const [re, pattern] of DYNAMIC) if (re.test(pathname)) return pattern
  return STATIC.has(pathname) ? pathname : '/*'
}

/** Takes a secret out of the address bar (and so of the history and of what is shared), keeping the page as it is */
export function hideFromAddressBar(path: string): void {
  if (typeof window === 'undefined' || window.location.pathname === path) return
  window.history.replaceState(window.history.state, '', path)
}
