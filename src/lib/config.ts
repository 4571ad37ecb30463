// The one place that knows where every backend and service lives, per country.
// Defaults point at the local sandbox on the page's own origin (any port); a production build sets the
// VITE_* variables listed in docs/configuration.md.

export type CountryCode = 'KW' | 'SA'
export const COUNTRIES: readonly CountryCode[] = ['KW', 'SA']

export interface FirebaseOptions {
  apiKey: string
  authDomain: string
  projectId: string
  databaseURL: string
}

export interface CountryConfig {
  code: CountryCode
  /** Base of every /api/v1 path, e.g. https://api.example.kw (no trailing slash) */
  apiBase: string
  /** Base of the loyalty paths (/store/loyalty/...) */
  loyaltyBase: string
  /** Options of the country's Firebase app (realtime database and its auth) */
  firebase: FirebaseOptions
  /** The built-in public account used by /impersonate */
  publicAccount: { username: string; password: string }
}

export interface AppConfig {
  /** true: the realtime module connects to the sandbox emulators on this page's host and port */
  sandbox: boolean
  /** Host and port of the realtime emulator in sandbox mode (connectDatabaseEmulator / connectAuthEmulator) */
  emulator: { host: string; port: number; authUrl: string }
  countries: Record<CountryCode, CountryConfig>
  maintenanceUrl: string
  ipLookupUrl: string
  mapsBase: string
  mapsToken: string
  /** Tile URL template with {z}/{x}/{y} for the map's background, or null: the map is drawn without tiles */
  mapTilesUrl: string | null
  /** The tile provider's attribution, shown on the map when tiles are drawn */
  mapTilesAttribution: string
  analyticsBase: string
  errorReporterBase: string
  release: string
  environment: string
  requestTimeoutMs: number
}

export const APP_VERSION = '1.4.16'
export const REQUEST_TIMEOUT_MS = 20000

type Env = Partial<Record<keyof ImportMetaEnv, string | undefined>>

const trimSlash = (s: string) => s.replace(/\/+$/, '')
const pick = (value: string | undefined, fallback: string) =>
  value !== undefined && value.trim() !== '' ? value.trim() : fallback

function country(env: Env, code: CountryCode, origin: string): CountryConfig {
  const lc = code.toLowerCase()
  const v = (name: string) => env[`VITE_${code}_${name}` as keyof ImportMetaEnv]
  return {
    code,
    apiBase: trimSlash(pick(v('API_BASE'), `${origin}/${lc}`)),
    loyaltyBase: trimSlash(pick(v('LOYALTY_BASE'), `${origin}/${lc}/loyalty`)),
    firebase: {
      apiKey: pick(v('FIREBASE_API_KEY'), `sandbox-${lc}-key`),
      projectId: pick(v('FIREBASE_PROJECT_ID'), `sandbox-${lc}`),
      databaseURL: pick(v('FIREBASE_DATABASE_URL'), `https://sandbox-${lc}.firebaseio.com`),
      authDomain: pick(v('FIREBASE_AUTH_DOMAIN'), `sandbox-${lc}.firebaseapp.com`),
    },
    publicAccount: {
      username: pick(v('PUBLIC_USERNAME'), `public@${lc}.sandbox`),
      password: pick(v('PUBLIC_PASSWORD'), 'Public@1234'),
    },
  }
}

/** Builds the configuration from build-time variables and the page location (pure, for tests). */
export function buildConfig(env: Env, location: { origin: string; hostname: string; port: string; protocol: string }): AppConfig {
  const origin = trimSlash(location.origin)
  // Sandbox mode unless a real KW API host is configured, or VITE_SANDBOX says otherwise explicitly.
  const sandbox = env.VITE_SANDBOX !== undefined && env.VITE_SANDBOX !== ''
    ? env.VITE_SANDBOX === 'true' || env.VITE_SANDBOX === '1'
    : !env.VITE_KW_API_BASE
  const defaultPort = location.protocol === 'https:' ? 443 : 80
  return {
    sandbox,
    emulator: {
      host: location.hostname,
      port: location.port ? Number(location.port) : defaultPort,
      authUrl: origin,
    },
    countries: { KW: country(env, 'KW', origin), SA: country(env, 'SA', origin) },
    maintenanceUrl: pick(env.VITE_MAINTENANCE_URL, `${origin}/maintenance.json`),
    ipLookupUrl: pick(env.VITE_IP_LOOKUP_URL, `${origin}/__ext/ip/json`),
    mapsBase: trimSlash(pick(env.VITE_MAPS_BASE, `${origin}/__ext/maps`)),
    mapsToken: pick(env.VITE_MAPS_TOKEN, 'sandbox-maps-token'),
    mapTilesUrl: pick(env.VITE_MAP_TILES_URL, '') || null,
    mapTilesAttribution: pick(env.VITE_MAP_TILES_ATTRIBUTION, ''),
    analyticsBase: trimSlash(pick(env.VITE_ANALYTICS_BASE, `${origin}/__ext/analytics`)),
    errorReporterBase: trimSlash(pick(env.VITE_ERROR_REPORTER_BASE, `${origin}/__ext/errors`)),
    release: APP_VERSION,
    environment: 'production',
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
  }
}

export const config: AppConfig = buildConfig(import.meta.env, window.location)

export function isCountryCode(value: unknown): value is CountryCode {
  return value === 'KW' || value === 'SA'
}

/**
 * Media paths in API responses are root-relative (/media/...): they live on the country API host. Any other URL is
 * used as it is when it is a web address (http or https); anything else (a javascript: or data: URL a customer's
 * app sent) is no picture.
 */
export function mediaUrl(path: string | null | undefined, country: CountryCode): string | null {
  if (!path) return null
  if (path.startsWith('/') && !path.startsWith('//')) return `${new URL(config.countries[country].apiBase).origin}${path}`
  try {
    const { protocol } = new URL(path, window.location.href)
    return protocol === 'https:' || protocol === 'http:' ? path : null
  } catch {
    return null
  }
}
