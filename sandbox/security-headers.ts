// The security headers every response of the sandbox carries, and the policy a production host must send with
// the dashboard (README, "Security headers"). The sandbox serves everything from its own origin, so 'self' is
// every host it needs; a production host adds the configured hosts (README, "Security headers").

export type PolicyHosts = {
  /** API, loyalty, analytics, error reporter, IP lookup, maps, the realtime database (https and wss), auth */
  connect: string[]
  /** map tiles, when the build draws them */
  img: string[]
}

export function contentSecurityPolicy(hosts: PolicyHosts = { connect: [], img: [] }): string {
  const list = (...sources: string[]) => sources.filter(Boolean).join(' ')
  return [
    `default-src 'self'`,
    `script-src 'self'`,
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
  ].join('; ')
}

/** On every response: no MIME sniffing, and no page address sent to other sites */
export const COMMON_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
}

/** On the dashboard's own files (its pages, scripts and the service worker) */
export const PAGE_HEADERS: Record<string, string> = {
  ...COMMON_HEADERS,
  'content-security-policy': contentSecurityPolicy(),
}
