// The headers production sends with the dashboard, in one place: deploy/nginx.conf is rendered from them
// (deploy/render-nginx.ts) and the sandbox sends the same on its pages (sandbox/security-headers.ts).
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * The hashes of the inline scripts of the built index.html: the one that paints the sign-in page before the app's
 * code and the app's loader (vite.config.ts writes both); no other inline script is allowed
 */
export type InlineHashes = { scripts: string[] }
const NONE: InlineHashes = { scripts: [] }

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** The hashes of a page's inline scripts (those without src) */
export function inlineHashesOf(html: string): InlineHashes {
  const inline = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)].filter((m) => !/\ssrc=/.test(m[1] ?? ''))
  return { scripts: inline.map((m) => sha256(m[2]!)) }
}

/** The hashes of a build's index.html, or none when the folder holds no build */
export function builtInlineHashes(dist: string): InlineHashes {
  try {
    return inlineHashesOf(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'))
  } catch {
    return NONE
  }
}

export type PolicyHosts = {
  /** API, loyalty, analytics, error reporter, IP lookup, maps, the realtime database (https and wss), auth */
  connect: string[]
  /** map tiles, when the build draws them */
  img: string[]
}

/**
 * No 'unsafe-inline' or 'unsafe-eval': index.html's two inline scripts are allowed by their hashes (`inline`, from the
 * build), styles are set through the CSSOM only, and the realtime auth runs in memory
 * without Google's sign-in iframe. Trusted Types: the app has no HTML sink; its one script URL, the service worker's,
 * goes through the policy named here (src/lib/pwa/trusted-types.ts).
 */
export function contentSecurityPolicy(hosts: PolicyHosts = { connect: [], img: [] }, inline: InlineHashes = NONE): string {
  const list = (...sources: string[]) => sources.filter(Boolean).join(' ')
  return [
    `default-src 'self'`,
    `script-src ${list(`'self'`, ...inline.scripts)}`,
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
export function productionHeaders(hosts?: PolicyHosts, inline?: InlineHashes): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(hosts, inline),
    'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  }
}
