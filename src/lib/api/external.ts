// Calls outside the country API: the maintenance file and the IP country lookup. They show no toasts.
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
  if (response.status === 404) return null
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
