// Busy history on demand (the insights benchmark): each of the last `days` closed days of a store topped up to
// `perDay` finished orders, placed over the day as the seed places them (a lunch and a dinner rush) and built by the
// seed's own order factory, so past orders, reports and insights read them like any other.
import { badRequest, notFound } from '../http'
import { lastEventMs, makeOrder, methodsOf, pickMethod } from '../seed/order-factory'
import { orderMinute, pickStatus } from '../seed/history'
import { MINUTE, DAY, localMidnight } from '../seed/time'
import type { World } from '../world'
import { uniqueCode } from './orders'

/** Longest history one call adds, and most orders a day (what a very busy store does) */
export const MAX_HISTORY_DAYS = 62
export const MAX_PER_DAY = 1000

export function fillHistory(w: World, storeId: number, days: number, perDay: number): { days: number; added: number } {
  if (!Number.isInteger(days) || days < 1 || days > MAX_HISTORY_DAYS) throw badRequest(`days must be 1 to ${MAX_HISTORY_DAYS}`)
  if (!Number.isInteger(perDay) || perDay < 1 || perDay > MAX_PER_DAY) throw badRequest(`per_day must be 1 to ${MAX_PER_DAY}`)
  const seedStore = w.db.seedStore(storeId)
  const menu = w.db.menu(storeId)
  if (!seedStore || !menu) throw notFound('Store not found')
  const customers = w.db.customers(seedStore.country)
  const methods = methodsOf(seedStore, true)
  const rng = w.rng.fork(`history:${storeId}:${days}:${perDay}`)
  const now = w.now()
  let id = w.db.maxOrderId() + 1
  const made: Array<ReturnType<typeof makeOrder>> = []
  // codes are unique per country: the ones of this batch are not in the database yet
  const codes = new Set<string>()
  const code = () => {
    for (;;) {
      const c = uniqueCode(w, seedStore.country)
      if (!codes.has(c)) {
        codes.add(c)
        return c
      }
    }
  }
  for (let d = days; d >= 1; d--) {
    const start = localMidnight(now, -d)
    const have = w.db.ordersBetween(storeId, start, start + DAY).filter(({ order }) => order.status.id >= 4).length
    for (let i = have; i < perDay; i++) {
      const createdMs = start + orderMinute(rng) * MINUTE + rng.int(0, 59) * 1000
      const method = pickMethod(rng, methods)
      const order = makeOrder({
        seedStore,
        menu,
        customer: customers.length ? rng.pick(customers) : null,
        rng,
        now: new Date(createdMs),
        id,
        code: code(),
        status: pickStatus(rng, method),
        collectionMethodId: method,
      })
      // an order whose life would run past now (a late one at 23:59 yesterday) waits for another draw
      if (lastEventMs(order.order) > now) {
        i--
        continue
      }
      made.push(order)
      id++
    }
  }
  w.db.saveOrders(made)
  return { days, added: made.length }
}
