// The wait at the window, measured on this device (issue 25): per order, when the device first saw the customer
// arrive and when it saw the order dispatched, kept in IndexedDB per country and store (across reloads; cleared with
// the rest of the device's data at sign-out). The kitchen and the window order arrived customers by it; the window
// and the board show today's average and longest wait from it.
import { proxy, subscribe } from 'valtio'
import { comesByCar } from '../domain/arrival-first'
import { ARRIVED } from '../domain/customer'
import { wasDispatched, type Order } from '../domain/orders'
import { isRecent, isStale, type ArrivalRecord } from '../domain/wait-stats'
import { deleteArrivals, readArrivals, saveArrival } from '../lib/db/db'
import { onDeviceClock } from '../lib/server-clock'
import { whenIdle } from '../lib/when-idle'
import { registerReset } from './reset'

export interface ArrivalsState {
  /** order id → its record, for the store being recorded */
  records: Record<number, ArrivalRecord>
}

export const arrivals = proxy<ArrivalsState>({ records: {} })

let scope: { country: string; storeId: number } | null = null
/** The store whose records `arrivals.records` holds (kept while its live session restarts; none after sign-out) */
let recorded: { country: string; storeId: number } | null = null

/** The longest a record's write waits for idle time */
const SAVE_IDLE_TIMEOUT_MS = 2000

type Stored = ArrivalRecord & { country: string; storeId: number }
/** Records waiting for idle time, by order: a hidden tab (the tablet put down, a reload) writes them at once */
const waiting = new Map<number, Stored>()
let cancelIdleWrite: (() => void) | null = null

function writeWaiting(): void {
  cancelIdleWrite?.()
  cancelIdleWrite = null
  for (const value of waiting.values()) {
    // signed out (the device's data is being cleared) or another store meanwhile: nothing is written
    if (scope?.country === value.country && scope.storeId === value.storeId) void saveArrival(value).catch(() => undefined)
  }
  waiting.clear()
}

/** Written in idle time: an arrival re-sorts the kitchen in the same moment, and that comes first */
function persist(record: ArrivalRecord): void {
  if (!scope) return
  waiting.set(record.orderId, { ...record, country: scope.country, storeId: scope.storeId })
  cancelIdleWrite ??= whenIdle(writeWaiting, SAVE_IDLE_TIMEOUT_MS)
}

const onHidden = () => document.visibilityState === 'hidden' && writeWaiting()

/** The order's customer is Arrived and it has no record: it gets one now, the first time this device saw it */
export function noteArrived(o: Order, now = Date.now()): void {
  if (!scope || o.user.status.id !== ARRIVED || arrivals.records[o.id]) return
  const record = { orderId: o.id, arrivedAt: now, dispatchedAt: null, byCar: comesByCar(o) }
  arrivals.records[o.id] = record
  persist(record)
}

/** Every order whose customer is Arrived and has no record gets one now */
function noteArrivals(orders: Readonly<Record<number, Order>>): void {
  const now = Date.now()
  for (const o of Object.values(orders)) noteArrived(o, now)
}

/**
 * When the server says the order was dispatched, on this device's clock (the arrival was stamped on it); `heard`
 * (now) when the order does not say or the clocks' offset is unknown
 */
function dispatchedOnThisClock(order: Order, heard = Date.now()): number {
  const stamped = Date.parse(order.timing.dispatched ?? '')
  const at = Number.isNaN(stamped) ? null : onDeviceClock(stamped)
  return at === null ? heard : Math.min(heard, at)
}

/**
 * The order was dispatched (here, on another tablet or by another agent): its wait ends when it was dispatched, which
 * is earlier than now when the news comes late (a realtime event held back while this tablet was offline)
 */
export function noteDispatched(order: Order): void {
  noteDispatchedAt(order, dispatchedOnThisClock(order))
}

/** A dispatch this much before the recorded arrival is not the clocks' disagreement: the wait was not measured */
const BEFORE_ARRIVAL_MS = 60_000

/**
 * The order was dispatched at `at`, learned later (an order read again after it left the board, maybe delivered by
 * then: Basic View learns another tablet's dispatch a minute late)
 */
export function noteDispatchedAt(order: Order, at: number): void {
  if (!scope) return
  const held = arrivals.records[order.id]
  if (!wasDispatched(order) || !held || held.dispatchedAt !== null) return
  // the car was first seen after its order had left (a board saved days ago, say): kept as not measured
  held.dispatchedAt = at < held.arrivedAt - BEFORE_ARRIVAL_MS ? at : Math.max(held.arrivedAt, at)
  persist({ ...held })
}

/** Whether the order's customer was seen arriving and its wait has not ended */
export const waitOpen = (orderId: number): boolean => !!scope && arrivals.records[orderId]?.dispatchedAt === null

/** Merges what the device saved before with what it saw since it started: the earlier arrival wins */
function merge(saved: readonly ArrivalRecord[]): void {
  for (const s of saved) {
    const held = arrivals.records[s.orderId]
    if (!held) arrivals.records[s.orderId] = { orderId: s.orderId, arrivedAt: s.arrivedAt, dispatchedAt: s.dispatchedAt, ...(s.byCar === undefined ? {} : { byCar: s.byCar }) }
    else if (s.arrivedAt < held.arrivedAt || (held.dispatchedAt === null && s.dispatchedAt !== null)) {
      held.arrivedAt = Math.min(held.arrivedAt, s.arrivedAt)
      held.dispatchedAt ??= s.dispatchedAt
      persist({ ...held })
    }
  }
}

/**
 * Records the arrivals of one store while it is live, watching its board (the orders store's `byId`, passed in so this
 * store need not import that one, which calls noteDispatched); returns the stop
 */
export function startArrivalRecording(country: string, storeId: number, board: Record<number, Order>): () => void {
  // the live session restarting for the same store (its realtime config came, say) keeps what it holds: emptied, the
  // arrived customers would stand in at 'now' until the saved records answer, and their tiles jump twice
  const same = recorded?.country === country && recorded.storeId === storeId
  scope = { country, storeId }
  recorded = scope
  if (!same) arrivals.records = {}
  const mine = scope
  void readArrivals(country, storeId)
    .then((saved) => {
      if (scope !== mine) return
      const now = Date.now()
      const stale = saved.filter((r) => isStale(r, now))
      // older records stay on the device for the insights; the live screens need only the last two days
      merge(saved.filter((r) => isRecent(r, now)))
      void deleteArrivals(country, storeId, stale.map((r) => r.orderId)).catch(() => undefined)
    })
    .catch(() => undefined)
  noteArrivals(board)
  const unsubscribe = subscribe(board, () => noteArrivals(board))
  document.addEventListener('visibilitychange', onHidden)
  return () => {
    unsubscribe()
    document.removeEventListener('visibilitychange', onHidden)
    if (scope === mine) scope = null
  }
}

/** Order id → when its customer was first seen arriving, for arrival-first ordering */
export function arrivalTimes(records: Readonly<Record<number, ArrivalRecord>>): Record<number, number> {
  const out: Record<number, number> = {}
  for (const r of Object.values(records)) out[r.orderId] = r.arrivedAt
  return out
}

registerReset(() => {
  scope = null
  recorded = null
  cancelIdleWrite?.()
  cancelIdleWrite = null
  waiting.clear()
  arrivals.records = {}
})
