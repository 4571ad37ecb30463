// The headers production sends with the dashboard, in one place: deploy/nginx.conf is rendered from them
// (deploy/render-nginx.ts) and the sandbox sends the same on its pages (sandbox/security-headers.ts).
import { createHash } from 'node:crypto'
import { SIGN_IN_BOOT_SCRIPT } from '../src/domain/sign-in-boot'

/** The one inline script index.html carries (it paints the sign-in page before the app's code), allowed by its hash */
const SIGN_IN_BOOT_HASH = `'sha256-${createHash('sha256').update(SIGN_IN_BOOT_SCRIPT).digest('base64')}'`

export type PolicyHosts = {
  /** API, loyalty, analytics, error reporter, IP lookup, maps, the realtime database (https and wss), auth */
  connect: string[]
  /** map tiles, when the build draws them */
  img: string[]
}

/**
 * No 'unsafe-inline' or 'unsafe-eval' (the one inline script is allowed by its hash): styles are set through the CSSOM only, and the realtime auth runs in memory
 * without Google's sign-in iframe. Trusted Types: the app has no HTML sink; its one script URL, the service worker's,
 * goes through the policy named here (src/lib/pwa/trusted-types.ts).
 */
export function contentSecurityPolicy(hosts: PolicyHosts = { connect: [], img: [] }): string {
  const list = (...sources: string[]) => sources.filter(Boolean).join(' ')
  return [
    `default-src 'self'`,
    `script-src 'self' ${SIGN_IN_BOOT_HASH}`,
    `style-src 'self'`,
    `img-src ${list(`'self'`, 'data:', 'blob:', ...hosts.img)}`,
    `font-src 'self'`,
    `media-src 'self'`,
    `connect-src ${list(`'self'`, ...hosts.connect)}`,
    `worker-src 'self'`,
    `manifest-src 'self'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `frame-ancestors 'none'`,
    `form-action 'self'`,
    `require-trusted-types-for 'script'`,
    `trusted-types default`,
  ].join('; ')
}

/**
 * Browser features the dashboard may use: sound (the new-order alarm) and keeping the screen on; everything else
 * off. A feature that needs one (Web Serial for a receipt printer) adds it here.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self)',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'screen-wake-lock=(self)',
  // the receipt printer of 'This device' pairs over Web Serial (docs/printing.md)
  'serial=(self)',
  'usb=()',
].join(', ')

/** A year, with subdomains: the dashboard is served over HTTPS only */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains'

/** Every header of every response of the production host, but Cache-Control (by path, in nginx.conf) */
export function productionHeaders(hosts?: PolicyHosts): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(hosts),
    'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  }
}
