// Everything the handlers, the control API, the timers and the simulator share: one object per running sandbox.
import type { Db } from './db'
import type { Realtime } from './realtime'
import type { MaintenanceSettings, RealtimeEvent } from './contract-types'
import type { SeedStore } from './seed/types'
import type { Rng } from './seed/rng'
import { schemaErrors } from './schemas'

export type Fault = { path: string; status: number; count: number; malformed?: boolean }
export type RequestLogEntry = { at: number; method: string; path: string; status: number; body: unknown }

export type World = {
  db: Db
  realtime: Realtime
  now: () => number
  log: (line: string) => void
  rng: Rng
  strict: boolean
  origin: () => string
  /**
   * activeOrdersDelayMs: active_orders is written this long after the event that changed it; dropEvents: that many of
   * the next realtime events are lost on the way, so a tablet learns their change from active_orders (fault control)
   */
  faults: { latencyMs: number; failNext: Fault[]; activeOrdersDelayMs: number; dropEvents: number }
  maintenance: { file: boolean; warning: MaintenanceSettings }
  ip: { country: string | null; fail: boolean }
  collected: {
    analytics: unknown[]
    errors: unknown[]
    violations: { where: string; errors: unknown }[]
    requests: RequestLogEntry[]
    push: { at: number; endpoint: string; payload: unknown; status: number | string }[]
    pushReceived: { at: number; id: string; encoding: string; authorization: string; ttl: string; bytes: number }[]
    /** stand-in push service ids whose browser unsubscribed */
    pushGone: string[]
  }
  /** hooks filled in by the server once every part exists */
  hooks: {
    storeChanged: (storeId: number) => void
    newPendingOrder: (seedStore: SeedStore, orderId: number, code: string) => void
  }
}

/** Most entries a collector keeps: the oldest go first, so a long run or a flood cannot grow the process */
export const COLLECTOR_CAP = 2000

/** Adds to one of the collectors, keeping it within COLLECTOR_CAP */
export function collect<T>(list: T[], ...items: T[]): void {
  list.push(...items.slice(-COLLECTOR_CAP))
  if (list.length > COLLECTOR_CAP) list.splice(0, list.length - COLLECTOR_CAP)
}

export function recordViolation(w: World, where: string, errors: unknown) {
  collect(w.collected.violations, { where, errors })
  w.log(`CONTRACT VIOLATION in ${where}: ${JSON.stringify(errors).slice(0, 500)}`)
}

/** Publishes a realtime event to the store's object; a payload that breaks the contract is a sandbox bug. */
export function emit(w: World, seedStore: SeedStore, event: RealtimeEvent) {
  const errors = schemaErrors(`RealtimeEvent_${event.event}`, event)
  if (errors) recordViolation(w, `realtime ${event.event}`, errors)
  if (w.faults.dropEvents > 0) {
    w.faults.dropEvents -= 1
    w.log(`fault: realtime ${event.event} lost on the way`)
    return
  }
  w.realtime.publish(seedStore.country, seedStore.store.uuid, event, w.now())
}

/** The delayed active_orders writes of each world: a reset or a close cancels them before the database goes */
const delayedWrites = new WeakMap<World, Set<ReturnType<typeof setTimeout>>>()

export function cancelDelayedWrites(w: World): void {
  for (const timer of delayedWrites.get(w) ?? []) clearTimeout(timer)
  delayedWrites.delete(w)
}

export function syncActiveOrders(w: World, seedStore: SeedStore) {
  // The fault: the event is out before the store's active_orders catches up, as a busy backend may write them
  if (w.faults.activeOrdersDelayMs > 0) {
    const pending = delayedWrites.get(w) ?? new Set()
    delayedWrites.set(w, pending)
    const timer = setTimeout(() => {
      pending.delete(timer)
      writeActiveOrders(w, seedStore)
    }, w.faults.activeOrdersDelayMs)
    timer.unref?.()
    pending.add(timer)
    return
  }
  writeActiveOrders(w, seedStore)
}

function writeActiveOrders(w: World, seedStore: SeedStore) {
  const entries: Record<string, { code: string; status_id: 2 | 3; updated: number }> = {}
  for (const { order, meta } of w.db.currentOrders(seedStore.store.id)) {
    // a seeded order never changed here: its placing (or confirming) time
    const updated = meta.changedAt ?? Date.parse(order.timing.confirmed ?? order.timing.pending)
    entries[String(order.id)] = { code: order.code, status_id: order.status.id as 2 | 3, updated }
  }
  w.realtime.setActiveOrders(seedStore.country, seedStore.store.uuid, entries)
}
