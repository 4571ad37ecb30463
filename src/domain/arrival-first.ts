// Arrival-first ordering (issue 25): what the kitchen cooks first and which cars the window serves first. The
// service knows when each customer will be at the store; orders go in the order they will be needed. Pure: no React,
// no I/O; the clock and the device's arrival times are parameters.
import { arrivalView } from './order-view'
import { PREPARING, type Order } from './orders'

/** A ready order leaves the kitchen's Ready lane this long after it was marked ready (unless dispatched before) */
export const READY_LANE_MS = 30 * 60_000

/** When this device first saw each order's customer arrive: order id → epoch ms */
export type ArrivalTimes = Readonly<Record<number, number>>

const ARRIVED_RANK = 0
const ARRIVING_RANK = 1
const IDLE_RANK = 2

type Key = { rank: number; first: number; due: number; id: number }

function keyOf(o: Order, arrivedAt: ArrivalTimes): Key {
  const view = arrivalView(o.user.status, o.user.location)
  const due = Date.parse(o.timing.due)
  const key = { due: Number.isNaN(due) ? Infinity : due, id: o.id }
  // arrived: the longest waiting first (an arrival not yet recorded has only just been seen)
  if (view.kind === 'arrived') return { ...key, rank: ARRIVED_RANK, first: arrivedAt[o.id] ?? Infinity }
  // on the way: the fewest minutes away first (an unknown distance after the known ones)
  if (view.kind === 'arriving') return { ...key, rank: ARRIVING_RANK, first: view.minutes ?? Infinity }
  return { ...key, rank: IDLE_RANK, first: 0 }
}

function compareKeys(a: Key, b: Key): number {
  return a.rank - b.rank || cmp(a.first, b.first) || cmp(a.due, b.due) || a.id - b.id
}

/** Infinity-safe comparison (Infinity - Infinity is NaN) */
const cmp = (a: number, b: number) => (a === b ? 0 : a < b ? -1 : 1)

/**
 * Customers who have arrived first (the longest waiting first), then customers on the way by minutes away (fewest
 * first), then the rest by due time; the order id breaks ties so the order never flickers.
 */
export function arrivalFirst(orders: readonly Order[], arrivedAt: ArrivalTimes): Order[] {
  return orders
    .map((o) => ({ o, k: keyOf(o, arrivedAt) }))
    .sort((a, b) => compareKeys(a.k, b.k))
    .map((x) => x.o)
}

/** Marked ready (the ready call set timing.ready) */
const isMarkedReady = (o: Pick<Order, 'timing'>) => !!o.timing.ready

/**
 * The kitchen's lanes: 'Preparing' holds the store's confirmed orders not yet marked ready; 'Ready' the ones marked
 * ready, until dispatched (they leave the current orders) or READY_LANE_MS after they were marked. Both arrival-first.
 */
export function kitchenLanes(orders: readonly Order[], arrivedAt: ArrivalTimes, nowMs: number): { preparing: Order[]; ready: Order[] } {
  const preparing: Order[] = []
  const ready: Order[] = []
  for (const o of orders) {
    if (o.status.id !== PREPARING) continue
    if (!isMarkedReady(o)) preparing.push(o)
    else if (nowMs - Date.parse(o.timing.ready!) < READY_LANE_MS) ready.push(o)
  }
  return { preparing: arrivalFirst(preparing, arrivedAt), ready: arrivalFirst(ready, arrivedAt) }
}

/** When the next ready order leaves the Ready lane (to re-render then), or null */
export function nextReadyExpiry(orders: readonly Order[], nowMs: number): number | null {
  let next: number | null = null
  for (const o of orders) {
    if (o.status.id !== PREPARING || !o.timing.ready) continue
    const at = Date.parse(o.timing.ready) + READY_LANE_MS
    if (at > nowMs && (next === null || at < next)) next = at
  }
  return next
}

/** A customer who comes by car to collect (a delivery's car is the driver's business, not the window's) */
export const comesByCar = (o: Pick<Order, 'car' | 'delivery'>): boolean => !!o.car && !o.delivery

/**
 * The window's groups: 'Arrived' (the longest waiting first) and 'On the way' (the fewest minutes away first), of the
 * current orders whose customer comes by car. Idle customers are not on their way yet and do not show.
 */
export function windowGroups(orders: readonly Order[], arrivedAt: ArrivalTimes): { arrived: Order[]; onTheWay: Order[] } {
  const cars = arrivalFirst(orders.filter(comesByCar), arrivedAt)
  return {
    arrived: cars.filter((o) => o.user.status.id === 3),
    onTheWay: cars.filter((o) => o.user.status.id === 2),
  }
}

/**
 * The ids that went ahead of others by their own change (to highlight the tiles that moved): a changed id now ahead of
 * an unchanged one it was behind. The ids whose orders did not change keep their order among themselves (the sort is
 * total), so they are the frame the changed ones moved in: a tile that drops back passes no unchanged tile going up, and
 * nothing is highlighted (the tiles it passed did not move). Not the ones pushed back, not new ones.
 * Linear: a lane of 60 re-sorts on every arrival, and this runs in that frame.
 */
export function movedIds(before: readonly number[], after: readonly number[], changed: ReadonlySet<number>): number[] {
  const inAfter = new Set(after)
  // of the ids in both lists, how many unchanged ones were ahead of each
  const steadyAhead = new Map<number, number>()
  let steady = 0
  for (const id of before) {
    if (!inAfter.has(id)) continue
    steadyAhead.set(id, steady)
    if (!changed.has(id)) steady += 1
  }
  const moved: number[] = []
  steady = 0
  for (const id of after) {
    const was = steadyAhead.get(id)
    if (was === undefined) continue
    if (!changed.has(id)) steady += 1
    else if (steady < was) moved.push(id)
  }
  return moved
}
