// The only module that imports idb: the last current orders per store, so /orders paints at once on start and
// whenever live data is missing. Everything here is user data and is cleared on sign-out.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb'
import type { components } from '../api/schema.gen'

type Order = components['schemas']['Order']
type S = components['schemas']

export type CachedOrders = { storeId: number; orders: Order[]; savedAt: number }
/** The signed-in user's store as last loaded, so the layout and the board can open without a network */
export type CachedStore = { key: 'last'; country: string; user: S['User']; store: S['Store']; analytics: S['Analytics'] | null; savedAt: number }
/** When this device first saw an order's customer arrive and when it saw the order dispatched (epoch ms) */
export type StoredArrival = { country: string; storeId: number; orderId: number; arrivedAt: number; dispatchedAt: number | null }

interface DashboardDb extends DBSchema {
  currentOrders: { key: number; value: CachedOrders }
  lastStore: { key: string; value: CachedStore }
  arrivals: { key: [string, number, number]; value: StoredArrival; indexes: { byStore: [string, number] } }
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
      if (oldVersion < 3) {
        const arrivals = database.createObjectStore('arrivals', { keyPath: ['country', 'storeId', 'orderId'] })
        arrivals.createIndex('byStore', ['country', 'storeId'])
      }
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

export async function saveArrival(value: StoredArrival): Promise<void> {
  if (!idbAvailable()) return
  await (await db()).put('arrivals', value)
}

/** The arrival records of one store of one country */
export async function readArrivals(country: string, storeId: number): Promise<StoredArrival[]> {
  if (!idbAvailable()) return []
  return (await db()).getAllFromIndex('arrivals', 'byStore', [country, storeId])
}

export async function deleteArrivals(country: string, storeId: number, orderIds: readonly number[]): Promise<void> {
  if (!idbAvailable() || orderIds.length === 0) return
  const tx = (await db()).transaction('arrivals', 'readwrite')
  await Promise.all([...orderIds.map((id) => tx.store.delete([country, storeId, id])), tx.done])
}

/** Sign-out: no order or store data stays on a shared tablet */
export async function clearUserData(): Promise<void> {
  if (!idbAvailable()) return
  const d = await db()
  await Promise.all([d.clear('currentOrders'), d.clear('lastStore'), d.clear('arrivals')])
}
