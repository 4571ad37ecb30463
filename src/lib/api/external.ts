// Calls outside the country API: the maintenance file, the IP country lookup and route directions. They show no
// toasts (the catalogue middleware belongs to the country API client; the maps host is not the API).
import createClient from 'openapi-fetch'
import type { components, paths } from './schema.gen'
import { config } from '../config'

type MaintenanceFile = components['schemas']['MaintenanceFile']
type IpLookup = paths['/json']['get']['responses']['200']['content']['application/json']

async function getJson(url: string, timeoutMs = config.requestTimeoutMs): Promise<Response> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    return await globalThis.fetch(url, { signal: controller.signal, headers: { Accept: 'application/json' }, cache: 'no-store' })
  } finally {
    clearTimeout(timer)
  }
}

/** The maintenance file: its messages when present (200), null when absent (404); throws on anything else */
export async function fetchMaintenanceFile(): Promise<MaintenanceFile | null> {
  const response = await getJson(config.maintenanceUrl)
  // 204: the service worker's answer for a missing file (sw/sw.ts)
  if (response.status === 404 || response.status === 204) return null
  if (!response.ok) throw new Error(`maintenance file: HTTP ${response.status}`)
  const body = (await response.json()) as Partial<MaintenanceFile>
  return { message_english: body.message_english ?? '', message_arabic: body.message_arabic ?? '' }
}

/** The caller's country from the IP lookup: KW or SA only, null for anything else or on any failure */
export async function lookupCountry(): Promise<'KW' | 'SA' | null> {
  try {
    const response = await getJson(config.ipLookupUrl, 5000)
    if (!response.ok) return null
    const body = (await response.json()) as Partial<IpLookup>
    const code = typeof body.country_code === 'string' ? body.country_code.toUpperCase() : ''
    return code === 'KW' || code === 'SA' ? code : null
  } catch {
    return null
  }
}

type Directions = components['schemas']['DirectionsResponse']
export type DirectionsProfile = paths['/directions/v5/mapbox/{profile}/{coordinates}']['get']['parameters']['path']['profile']
export type DirectionsRoute = { coordinates: number[][]; distanceM: number; durationS: number }

/** A directions failure: the service's own message (SPEC 8: 'an error notice with the server's message') */
export class DirectionsError extends Error {
  readonly status: number | undefined
  constructor(message: string, status?: number) {
    super(message)
    this.name = 'DirectionsError'
    this.status = status
  }
}

let maps: ReturnType<typeof createClient<paths>> | null = null
const mapsClient = () =>
  (maps ??= createClient<paths>({
    baseUrl: config.mapsBase,
    // looked up per call, so test interceptors apply
    fetch: (request: Request) => globalThis.fetch(request),
  }))

/**
 * GET {mapsBase}/directions/v5/mapbox/{profile}/{lng,lat;lng,lat}?geometries=geojson&access_token=…: the first
 * route's line ([longitude, latitude] pairs), metres and seconds. Throws DirectionsError with the server's message;
 * an abort from `signal` rethrows the AbortError untouched.
 */
export async function fetchDirections(profile: DirectionsProfile, coordinates: string, signal?: AbortSignal): Promise<DirectionsRoute> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new DOMException('The request timed out', 'TimeoutError')), config.requestTimeoutMs)
  const onAbort = () => controller.abort(signal?.reason)
  if (signal?.aborted) controller.abort(signal.reason)
  else signal?.addEventListener('abort', onAbort, { once: true })
  try {
    const { data, error, response } = await mapsClient().GET('/directions/v5/mapbox/{profile}/{coordinates}', {
      params: { path: { profile, coordinates }, query: { geometries: 'geojson', access_token: config.mapsToken } },
      signal: controller.signal,
    })
    if (!response.ok || !data) {
      const message = (error as { message?: unknown } | undefined)?.message
      throw new DirectionsError(typeof message === 'string' && message ? message : response.statusText || `HTTP ${response.status}`, response.status)
    }
    const route = (data as Directions).routes[0]
    if (!route) throw new DirectionsError((data as Directions).code || 'No route', response.status)
    return { coordinates: route.geometry.coordinates, distanceM: route.distance, durationS: route.duration }
  } catch (e) {
    if (signal?.aborted) throw e
    if (e instanceof DirectionsError) throw e
    if (e instanceof DOMException && e.name === 'TimeoutError') throw new DirectionsError('The request timed out')
    if (controller.signal.aborted && controller.signal.reason instanceof DOMException) throw new DirectionsError(controller.signal.reason.message)
    throw new DirectionsError(e instanceof Error ? e.message : String(e))
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', onAbort)
  }
}
