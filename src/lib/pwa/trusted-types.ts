// Trusted Types (the production policy requires them for scripts: deploy/policy.ts). The dashboard writes no HTML
// and loads no script by URL; its one script URL is the service worker's, which workbox-window hands
// navigator.serviceWorker.register as a string. The default policy lets exactly that URL through and refuses
// everything else, so an injected string never reaches a script sink.
type TrustedTypePolicyFactory = {
  createPolicy(name: string, rules: { createScriptURL?: (input: string) => string | null }): unknown
  defaultPolicy: unknown
}

/** The service worker's URL as vite-plugin-pwa registers it, on this origin */
export const SERVICE_WORKER_PATH = '/sw.js'

/** What the default policy lets through as a script URL: the service worker's on this page's origin, or nothing */
export function allowedScriptUrl(input: string, origin: string): string | null {
  let url: URL
  try {
    url = new URL(input, origin)
  } catch {
    return null
  }
  return url.origin === origin && url.pathname === SERVICE_WORKER_PATH && url.search === '' && url.hash === '' ? input : null
}

export function installTrustedTypesPolicy(): void {
  const factory = (globalThis as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes
  if (!factory || factory.defaultPolicy) return
  factory.createPolicy('default', { createScriptURL: (input) => allowedScriptUrl(input, window.location.origin) })
}
