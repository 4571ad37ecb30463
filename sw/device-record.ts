// What the worker knows of the dashboard on this device: its language and the signed-in store, told by the page
// (src/app/worker-link.ts). Kept in Cache Storage, not in memory: the browser stops an idle worker, and a push
// starts a new one.
export type Locale = 'en' | 'ar'
export type SessionStore = { country: string; id: number }
export type DeviceRecord = { locale: Locale; store: SessionStore | null }

const CACHE = 'device-record-v1'
const EMPTY: DeviceRecord = { locale: 'en', store: null }
const key = () => new URL('/__device-record', self.location.origin).href

export const localeOf = (value: unknown): Locale | null => (value === 'en' || value === 'ar' ? value : null)

export function storeOf(value: unknown): SessionStore | null {
  const { country, id } = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  return typeof country === 'string' && country !== '' && Number.isSafeInteger(id) && (id as number) > 0 ? { country, id: id as number } : null
}

let record: Promise<DeviceRecord> | null = null
let saved: Promise<void> = Promise.resolve()

/** The record as last told; English and no session when nothing was (or it cannot be read) */
export function readRecord(): Promise<DeviceRecord> {
  // a record that cannot be read, however it fails, must not keep a push from showing its alert
  record ??= Promise.resolve()
    .then(() => caches.open(CACHE))
    .then((cache) => cache.match(key()))
    .then((response) => (response ? (response.json() as Promise<unknown>) : null))
    .then((stored) => {
      const fields = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {}
      return { locale: localeOf(fields.locale) ?? EMPTY.locale, store: storeOf(fields.store) }
    })
    .catch(() => EMPTY)
  return record
}

/** Changes the record; changes are applied and saved in the order they were asked for */
export function updateRecord(change: Partial<DeviceRecord>): Promise<void> {
  const next = readRecord().then((current) => ({ ...current, ...change }))
  record = next
  saved = saved
    .then(async () => {
      const cache = await caches.open(CACHE)
      await cache.put(key(), new Response(JSON.stringify(await next), { headers: { 'Content-Type': 'application/json' } }))
    })
    .catch(() => undefined)
  return saved
}
