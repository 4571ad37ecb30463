// The only module that imports idb: the last current orders per store, so /orders paints at once on start and
// whenever live data is missing; the insights' figures of closed days and the arrival records behind the window's
// waits, per country and store (all user data, cleared on sign-out); and the device's print queue (kept: see
// clearUserData).
import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb'
import type { components } from '../api/schema.gen'
import { sessionEpoch } from '../session-epoch'

type Order = components['schemas']['Order']
type S = components['schemas']

/** A store's board; `savedAt`: when it last matched the server (not when it was written) */
export type CachedOrders = { country: string; storeId: number; orders: Order[]; savedAt: number }
/** The signed-in user's store as last loaded, so the layout and the board can open without a network */
export type CachedStore = { key: 'last'; country: string; user: S['User']; store: S['Store']; analytics: S['Analytics'] | null; savedAt: number }
/** When this device first saw an order's customer arrive and when it saw the order dispatched (epoch ms) */
export type StoredArrival = { country: string; storeId: number; orderId: number; arrivedAt: number; dispatchedAt: number | null; byCar?: boolean }

/**
 * A receipt waiting for this device's printer: the printer's bytes as made when the order was confirmed, so it
 * prints as it was then, without a network. Removed once written to the printer, or when staff dismiss it.
 */
export interface PrintJob {
  id: number
  /** what staff see in the queue: the order code, or 'test' */
  label: string
  createdAt: number
  bytes: Uint8Array
  /** the store whose order it is (none: the device's own, a test page); absent on jobs queued before stores were kept */
  store?: PrintJobStore | null
}
export type PrintJobStore = { country: string; storeId: number }
/** One closed store day's insight figures (their shape belongs to the insights; this module only keeps them) */
export type InsightDay<T = unknown> = { key: string; country: string; storeId: number; day: string; figures: T; savedAt: number }

interface DashboardDb extends DBSchema {
  currentOrders: { key: [string, number]; value: CachedOrders }
  lastStore: { key: string; value: CachedStore }
  printJobs: { key: number; value: PrintJob }
  insightDays: { key: string; value: InsightDay }
  arrivals: { key: [string, number, number]; value: StoredArrival; indexes: { byStore: [string, number] } }
}

const NAME = 'store-dashboard'
const VERSION = 3
/**
 * How long a call waits while another tab's connection holds up the open (an older build's that does not let go, say)
 * before it fails: the open itself waits on and serves the calls after it once that tab lets go.
 */
export const BLOCKED_WAIT_MS = 3000

type Db = IDBPDatabase<DashboardDb>

function upgrade(database: Db, oldVersion: number): void {
  // Versioned upgrades: each step brings the schema from one version to the next.
  if (oldVersion < 1) database.createObjectStore('currentOrders', { keyPath: 'storeId' })
  if (oldVersion < 2) database.createObjectStore('lastStore', { keyPath: 'key' })
  if (oldVersion < 3) {
    // a saved board is keyed by country and store from here on: a KW and an SA store may share an id
    database.deleteObjectStore('currentOrders')
    database.createObjectStore('currentOrders', { keyPath: ['country', 'storeId'] })
    database.createObjectStore('printJobs', { keyPath: 'id', autoIncrement: true })
    database.createObjectStore('insightDays', { keyPath: 'key' })
    const arrivals = database.createObjectStore('arrivals', { keyPath: ['country', 'storeId', 'orderId'] })
    arrivals.createIndex('byStore', ['country', 'storeId'])
  }
}

type Callbacks = { blocked(): void; blocking(): void; terminated(): void }

/**
 * Opens the database at this build's version. One a newer build left (the deploy was rolled back) refuses this version
 * for good: it is this device's cache (receipts still waiting go with it), so it is deleted and made again in this
 * build's shape, as on a first start.
 */
async function openOrRecreate(on: Callbacks): Promise<Db> {
  const open = () => openDB<DashboardDb>(NAME, VERSION, { upgrade, ...on })
  try {
    return await open()
  } catch (error) {
    if ((error as { name?: unknown } | null)?.name !== 'VersionError') throw error
    await deleteDB(NAME, { blocked: on.blocked })
    return open()
  }
}

/** One open of the database: `db` once it is open, `gaveUp` fails once other tabs held it up for BLOCKED_WAIT_MS */
type Connection = { opened: Promise<Db>; gaveUp: Promise<never>; db: Db | null }

/** The connection open or opening. A failed open is not kept, nor one the browser or a newer tab closed: the next call opens again. */
let current: Connection | null = null

function connect(): Connection {
  let giveUp!: (reason: Error) => void
  const gaveUp = new Promise<never>((_, reject) => (giveUp = reject))
  // only the calls that race it hear of it
  gaveUp.catch(() => undefined)
  let timer: ReturnType<typeof setTimeout> | undefined
  const forget = () => {
    if (current === connection) current = null
  }
  const opened = openOrRecreate({
    blocked: () => void (timer ??= setTimeout(() => giveUp(new Error('IndexedDB is held open by another tab')), BLOCKED_WAIT_MS)),
    // another tab wants to upgrade (or to start again after a rollback): let it; this tab opens again when it next needs to
    blocking: () => {
      connection.db?.close()
      forget()
    },
    // closed by the browser (site data cleared, a storage failure): every later call would fail on it
    terminated: forget,
  })
  const connection: Connection = { opened, gaveUp, db: null }
  opened.then(
    (d) => {
      clearTimeout(timer)
      connection.db = d
    },
    () => {
      clearTimeout(timer)
      forget()
    },
  )
  return connection
}

function db(): Promise<Db> {
  current ??= connect()
  return current.db ? Promise.resolve(current.db) : Promise.race([current.opened, current.gaveUp])
}

export const idbAvailable = () => typeof indexedDB !== 'undefined'

/** `savedAt`: when the board last matched the server */
export async function saveCurrentOrders(country: string, storeId: number, orders: readonly Order[], savedAt: number): Promise<void> {
  if (!idbAvailable()) return
  const epoch = sessionEpoch()
  const d = await db()
  // a sign-out while the database opened has cleared it: this save belongs to the last user
  if (sessionEpoch() !== epoch) return
  await d.put('currentOrders', { country, storeId, orders: [...orders], savedAt })
}

export async function readCurrentOrders(country: string, storeId: number): Promise<CachedOrders | null> {
  if (!idbAvailable()) return null
  return (await (await db()).get('currentOrders', [country, storeId])) ?? null
}

export async function saveLastStore(value: Omit<CachedStore, 'key' | 'savedAt'>): Promise<void> {
  if (!idbAvailable()) return
  const epoch = sessionEpoch()
  const d = await db()
  if (sessionEpoch() !== epoch) return
  await d.put('lastStore', { ...value, key: 'last', savedAt: Date.now() })
}

export async function readLastStore(): Promise<CachedStore | null> {
  if (!idbAvailable()) return null
  return (await (await db()).get('lastStore', 'last')) ?? null
}

/** Adds a job at the end of the queue; returns its id */
export async function addPrintJob(job: Omit<PrintJob, 'id'>): Promise<number> {
  if (!idbAvailable()) throw new Error('IndexedDB is not available')
  // the key path fills the id: the value is stored without one
  return (await db()).add('printJobs', job as PrintJob)
}

/** The queue, oldest first */
export async function listPrintJobs(): Promise<PrintJob[]> {
  if (!idbAvailable()) return []
  return (await db()).getAll('printJobs')
}

export async function deletePrintJob(id: number): Promise<void> {
  if (!idbAvailable()) return
  await (await db()).delete('printJobs', id)
}

const insightKey = (country: string, storeId: number, day: string) => `${country}:${storeId}:${day}`

/** The saved figures of those days of a country's store that have them, by day */
export async function readInsightDays<T>(country: string, storeId: number, days: readonly string[]): Promise<Map<string, { figures: T; savedAt: number }>> {
  const found = new Map<string, { figures: T; savedAt: number }>()
  if (!idbAvailable()) return found
  const tx = (await db()).transaction('insightDays')
  const rows = await Promise.all(days.map((day) => tx.store.get(insightKey(country, storeId, day))))
  for (const row of rows) if (row) found.set(row.day, { figures: row.figures as T, savedAt: row.savedAt })
  return found
}

/** Keeps a closed day's figures */
export async function saveInsightDay<T>(country: string, storeId: number, day: string, figures: T): Promise<void> {
  if (!idbAvailable()) return
  const epoch = sessionEpoch()
  const d = await db()
  if (sessionEpoch() !== epoch) return
  await d.put('insightDays', { key: insightKey(country, storeId, day), country, storeId, day, figures, savedAt: Date.now() })
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

/**
 * Sign-out: no order or store data stays on a shared tablet. The print queue stays: its receipts were confirmed
 * at this counter and are owed to its printer whoever of the same store signs in next (see docs/printing.md).
 */
export async function clearUserData(): Promise<void> {
  if (!idbAvailable()) return
  const d = await db()
  await Promise.all([d.clear('currentOrders'), d.clear('lastStore'), d.clear('insightDays'), d.clear('arrivals')])
}
