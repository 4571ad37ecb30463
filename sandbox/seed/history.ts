// Two months of finished orders per store, so past orders, refunds, reports and analytics have real data:
// 8–20 orders a day between 08:00 and 23:00 store time, mostly delivered, with every end state, force
// dispatches, driver tips, where-is chats, supermarket replacements and refunds in every state.
import type { CollectionMethodId, OrderStatusId } from '../contract-types'
import { lastEventMs, makeOrder, methodsOf, pickMethod } from './order-factory'
import { applyReplacements } from './replacements'
import { REFUND_COMBINATIONS, makeRefund } from './refunds'
import type { Rng } from './rng'
import { MINUTE, isoAt, localMidnight } from './time'
import type { SeedCustomer, SeedMenu, SeedOrder, SeedStore } from './types'

/** Days of history before today (today's finished orders come on top), comfortably more than 60 */
export const HISTORY_DAYS = 62

const OPEN_MINUTE = 8 * 60
const CLOSE_MINUTE = 23 * 60

/** Minute of the day an order is placed: a lunch and a dinner rush over a steady trickle */
export function orderMinute(rng: Rng): number {
  const r = rng.next()
  const around = (centre: number, spread: number) => centre + Math.round((rng.next() + rng.next() - 1) * spread)
  const m = r < 0.5 ? rng.int(OPEN_MINUTE, CLOSE_MINUTE - 1) : r < 0.75 ? around(13 * 60, 120) : around(20 * 60, 150)
  return Math.min(CLOSE_MINUTE - 1, Math.max(OPEN_MINUTE, m))
}

export function pickStatus(rng: Rng, method: CollectionMethodId): OrderStatusId {
  const r = rng.next()
  const delivery = method === 4 || method === 5 || method === 6
  if (r < 0.77) return 5
  if (r < 0.82) return 4
  if (r < 0.88) return 6
  if (r < 0.94) return 7
  // a delivery cannot be a no-show: the driver collects it
  return delivery ? 7 : 8
}

/** Regulars order more often: earlier customers in the list are picked more */
function pickCustomer(rng: Rng, customers: SeedCustomer[], needsCar: boolean): SeedCustomer {
  const pool = needsCar ? customers.filter((c) => c.car !== null) : customers
  const list = pool.length > 0 ? pool : customers
  return list[Math.min(list.length - 1, Math.floor(rng.next() ** 1.6 * list.length))] as SeedCustomer
}

function addWhereIs(so: SeedOrder, rng: Rng): void {
  const t = so.order.timing
  if (!t.confirmed || !t.dispatched) return
  const from = Date.parse(t.confirmed)
  const to = Date.parse(t.dispatched)
  if (to - from < 2 * MINUTE) return
  const asked = from + Math.floor(rng.next() * (to - from - MINUTE))
  const replied = asked + rng.int(15, 50) * 1000
  t.where_is = isoAt(asked)
  t.where_is_reply = isoAt(replied)
  so.order.whereIs = { asked_at: t.where_is, expected_mins: rng.pick([0, 2, 5, 10] as const), replied_at: t.where_is_reply }
}

export function buildOrderHistory(
  seedStore: SeedStore,
  menu: SeedMenu,
  customers: SeedCustomer[],
  rng: Rng,
  now: Date,
  startId: number,
  codeFor: (id: number) => string,
): SeedOrder[] {
  const nowMs = now.getTime()
  const local = customers.filter((c) => c.country === seedStore.country)
  const methods = methodsOf(seedStore, true)
  const counts = new Map<number, number>()
  const orders: SeedOrder[] = []
  let refundIndex = 0
  let id = startId

  for (let d = HISTORY_DAYS; d >= 0; d--) {
    const dayStart = localMidnight(nowMs, -d)
    const perDay = rng.int(8, 20)
    const times = Array.from({ length: perDay }, () => dayStart + orderMinute(rng) * MINUTE + rng.int(0, 59) * 1000).sort((a, b) => a - b)
    for (const createdMs of times) {
      if (createdMs >= nowMs) continue
      const method = pickMethod(rng, methods)
      const status = pickStatus(rng, method)
      const customer = pickCustomer(rng, local, method === 1)
      const count = (counts.get(customer.id) ?? 0) + 1
      const forceDispatched = (status === 4 || status === 5) && rng.chance(0.06)
      const delivery = method === 4 || method === 5 || method === 6
      const so = makeOrder({
        seedStore,
        menu,
        customer,
        rng,
        now: new Date(createdMs),
        id,
        code: codeFor(id),
        status,
        collectionMethodId: method,
        countOrders: count,
        // a forced dispatch happens because the customer has not arrived yet
        customerStatus: forceDispatched && !delivery ? 2 : undefined,
      })
      so.meta.forceDispatched = forceDispatched
      if (seedStore.store.brand.supermarket && so.order.timing.confirmed && rng.chance(0.3)) applyReplacements(so, rng)
      if ((status === 4 || status === 5) && rng.chance(0.08)) addWhereIs(so, rng)
      if (status === 5 && (refundIndex < REFUND_COMBINATIONS.length ? rng.chance(0.08) : rng.chance(0.035))) {
        const delivered = Date.parse(so.order.timing.delivered as string)
        const createdRefund = Math.min(nowMs - MINUTE, delivered + rng.int(10, 60 * 48) * MINUTE)
        if (createdRefund > delivered) {
          const combo = REFUND_COMBINATIONS[refundIndex % REFUND_COMBINATIONS.length] ?? [2, 3]
          // after the first round of every pairing, most refunds end accepted and paid back
          const [status2, payment] = refundIndex < REFUND_COMBINATIONS.length || rng.chance(0.4) ? combo : ([3, 1] as const)
          so.order.refund = makeRefund(so.order, { rng, status: status2, paymentStatus: payment, createdMs: createdRefund })
          refundIndex++
        }
      }
      if (lastEventMs(so.order) > nowMs) continue
      counts.set(customer.id, count)
      orders.push(so)
      id++
    }
  }
  return orders
}

