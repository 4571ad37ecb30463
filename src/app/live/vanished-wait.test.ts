// A waiting customer's order that leaves the board without an event saying how (Basic View's poll, an active_orders
// read after a missed event): the window's wait still ends, at the order's own dispatch time.
import { HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeStore } from '../../../tests/factories/entities'
import { preparing } from '../../../tests/factories/orders'
import { api } from '../../../tests/mocks/api'
import { server } from '../../../tests/mocks/server'
import { signInAs } from '../../../tests/setup/session'
import type { Order } from '../../domain/orders'
import { waitStatsOfDay } from '../../domain/wait-stats'
import { zonedDay } from '../../domain/zoned'
import { resetServerClock, setRealtimeServerOffset } from '../../lib/server-clock'
import { arrivals, startArrivalRecording } from '../../stores/arrivals'
import { ordersState, reconcileActiveOrders, setCurrentOrders } from '../../stores/orders'
import { storeState } from '../../stores/store'
import { reactToOrders } from './reactions'

/** The customer was seen arriving five minutes ago; the order was dispatched three minutes after that */
const ARRIVED_AT = Date.now() - 5 * 60_000
const DISPATCHED_AT = new Date(ARRIVED_AT + 180_000).toISOString()

afterEach(() => {
  vi.useRealTimers()
  resetServerClock()
})

function waitingCustomer(answer: (order: Order) => Order | null, arrivedAt = ARRIVED_AT) {
  signInAs()
  storeState.store = makeStore({ id: 101 })
  const order = preparing({ user: { ...preparing().user, status: { id: 3 } } })
  setCurrentOrders([order], { announce: false })
  ordersState.load = 'ready'
  vi.useFakeTimers({ now: arrivedAt, toFake: ['Date'] })
  const stop = startArrivalRecording('KW', 101, ordersState.byId)
  vi.useRealTimers()
  const asked: number[] = []
  server.use(
    api.get('/api/v1/order/{id}', ({ params }) => {
      asked.push(Number(params.id))
      const now = answer(order)
      return now ? HttpResponse.json(now) : HttpResponse.json({ code: 500, message: 'Internal Server Error' }, { status: 500 })
    }),
  )
  return { order, stop, asked }
}

const dispatched = (o: Order): Order => ({ ...o, status: { id: 4, name: 'Dispatched' }, timing: { ...o.timing, dispatched: DISPATCHED_AT } })

describe('the wait of an order that vanished from the board', () => {
  it('a poll without it: the order is read, and its wait ends at its dispatch time', async () => {
    const { order, stop, asked } = waitingCustomer(dispatched)
    reactToOrders(setCurrentOrders([]))
    await expect.poll(() => arrivals.records[order.id]?.dispatchedAt).toBe(Date.parse(DISPATCHED_AT))
    expect(asked).toEqual([order.id])
    stop()
  })

  it('delivered by the time it is read (Basic View learns a dispatch a minute late): its wait ends at its dispatch', async () => {
    const { order, stop } = waitingCustomer((o) => ({ ...dispatched(o), status: { id: 5, name: 'Delivered' } }))
    reactToOrders(setCurrentOrders([]))
    await expect.poll(() => arrivals.records[order.id]?.dispatchedAt).toBe(Date.parse(DISPATCHED_AT))
    stop()
  })

  it('an active_orders read without it does the same', async () => {
    const { order, stop } = waitingCustomer(dispatched)
    reactToOrders(reconcileActiveOrders({}, Date.now() + 1).changes)
    await expect.poll(() => arrivals.records[order.id]?.dispatchedAt).toBe(Date.parse(DISPATCHED_AT))
    stop()
  })

  it("a dispatch stamped by the server is read on this device's clock when the offset is known", async () => {
    // this tablet's clock runs five minutes ahead of the server's
    setRealtimeServerOffset(-5 * 60_000)
    const onServer = new Date(ARRIVED_AT - 5 * 60_000 + 180_000).toISOString()
    const { order, stop } = waitingCustomer((o) => ({ ...dispatched(o), timing: { ...o.timing, dispatched: onServer } }))
    reactToOrders(setCurrentOrders([]))
    await expect.poll(() => arrivals.records[order.id]?.dispatchedAt).not.toBeNull()
    expect(arrivals.records[order.id]!.dispatchedAt! - ARRIVED_AT).toBe(180_000)
    stop()
  })

  it('dispatched days before this device first saw the car (a board saved days ago): not measured, not a wait of today', async () => {
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString()
    const { order, stop } = waitingCustomer((o) => ({ ...dispatched(o), timing: { ...o.timing, dispatched: threeDaysAgo } }), Date.now())
    reactToOrders(setCurrentOrders([]))
    await expect.poll(() => arrivals.records[order.id]?.dispatchedAt).not.toBeNull()
    const zone = 'Asia/Kuwait'
    expect(waitStatsOfDay(Object.values(arrivals.records), zone, zonedDay(zone, Date.now())).count).toBe(0)
    stop()
  })

  it('cancelled, or the read failed: the wait stays open (not measured)', async () => {
    const cancelled = waitingCustomer((o) => ({ ...o, status: { id: 7, name: 'Cancelled' } }))
    reactToOrders(setCurrentOrders([]))
    await expect.poll(() => cancelled.asked.length).toBe(1)
    expect(arrivals.records[cancelled.order.id]?.dispatchedAt).toBeNull()
    cancelled.stop()

    const failed = waitingCustomer(() => null)
    reactToOrders(setCurrentOrders([]))
    await expect.poll(() => failed.asked.length).toBe(1)
    expect(arrivals.records[failed.order.id]?.dispatchedAt).toBeNull()
    failed.stop()
  })
})
