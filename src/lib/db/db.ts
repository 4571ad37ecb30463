// The only module that imports idb: the last current orders per store, so /orders paints at once on start and
// whenever live data is missing; and the insights' figures of closed days per country and store, so a closed day is
// fetched once. Everything here is user data and is cleared on sign-out.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb'
import type { components } from '../api/schema.gen'

type Order = components['schemas']['Order']
type S = components['schemas']

export type CachedOrders = { storeId: number; orders: Order[]; savedAt: number }
/** The signed-in user's store as last loaded, so the layout and the board can open without a network */
export type CachedStore = { key: 'last'; country: string; user: S['User']; store: S['Store']; analytics: S['Analytics'] | null; savedAt: number }

/** One closed store day's insight figures (their shape belongs to the insights; this module only keeps them) */
export type InsightDay<T = unknown> = { key: string; country: string; storeId: number; day: string; figures: T; savedAt: number }

interface DashboardDb extends DBSchema {
  currentOrders: { key: number; value: CachedOrders }
  lastStore: { key: string; value: CachedStore }
  insightDays: { key: string; value: InsightDay }
}

const NAME = 'store-dashboard'
const VERSION = 3

let opening: Promise<IDBPDatabase<DashboardDb>> | null = null

function db(): Promise<IDBPDatabase<DashboardDb>> {
  opening ??= openDB<DashboardDb>(NAME, VERSION, {
    upgrade(database, oldVersion) {
      // Versioned upgrades: each step brings the schema from one version to the next.
      if (oldVersion < 1) database.createObjectStore('currentOrders', { keyPath: 'storeId' })
      if (oldVersion < 2) database.createObjectStore('lastStore', { keyPath: 'key' })
      if (oldVersion < 3) database.createObjectStore('insightDays', { keyPath: 'key' })
    },
    blocking() {
      // A newer tab wants to upgrade: let it.
      void opening?.then((d) => d.close())
      opening = null
    },
  })
  return opening
}

export const idbAvailable = () => typeof indexedDB !== 'undefined'

export async function saveCurrentOrders(storeId: number, orders: readonly Order[]): Promise<void> {
  if (!idbAvailable()) return
  await (await db()).put('currentOrders', { storeId, orders: [...orders], savedAt: Date.now() })
}

export async function readCurrentOrders(storeId: number): Promise<CachedOrders | null> {
  if (!idbAvailable()) return null
  return (await (await db()).get('currentOrders', storeId)) ?? null
}

export async function saveLastStore(value: Omit<CachedStore, 'key' | 'savedAt'>): Promise<void> {
  if (!idbAvailable()) return
  await (await db()).put('lastStore', { ...value, key: 'last', savedAt: Date.now() })
}

export async function readLastStore(): Promise<CachedStore | null> {
  if (!idbAvailable()) return null
  return (await (await db()).get('lastStore', 'last')) ?? null
}

const insightKey = (country: string, storeId: number, day: string) => `${country}:${storeId}:${day}`

/** The saved figures of those days of a country's store that have them, by day */
export async function readInsightDays<T>(country: string, storeId: number, days: readonly string[]): Promise<Map<string, T>> {
  const found = new Map<string, T>()
  if (!idbAvailable()) return found
  const tx = (await db()).transaction('insightDays')
  const rows = await Promise.all(days.map((day) => tx.store.get(insightKey(country, storeId, day))))
  for (const row of rows) if (row) found.set(row.day, row.figures as T)
  return found
}

/** Keeps a closed day's figures */
export async function saveInsightDay<T>(country: string, storeId: number, day: string, figures: T): Promise<void> {
  if (!idbAvailable()) return
  await (await db()).put('insightDays', { key: insightKey(country, storeId, day), country, storeId, day, figures, savedAt: Date.now() })
}

/** Sign-out: no order or store data stays on a shared tablet */
export async function clearUserData(): Promise<void> {
  if (!idbAvailable()) return
  const d = await db()
  await Promise.all([d.clear('currentOrders'), d.clear('lastStore'), d.clear('insightDays')])
}
