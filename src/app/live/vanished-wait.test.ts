// A waiting customer's order that leaves the board without an event saying how (Basic View's poll, an active_orders
// read after a missed event): the window's wait still ends, at the order's own dispatch time.
import { HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { makeStore } from '../../../tests/factories/entities'
import { preparing } from '../../../tests/factories/orders'
import { api } from '../../../tests/mocks/api'
import { server } from '../../../tests/mocks/server'
import { signInAs } from '../../../tests/setup/session'
import type { Order } from '../../domain/orders'
import { arrivals, startArrivalRecording } from '../../stores/arrivals'
import { ordersState, reconcileActiveOrders, setCurrentOrders } from '../../stores/orders'
import { storeState } from '../../stores/store'
import { reactToOrders } from './reactions'

/** three minutes after the customer was seen arriving (now) */
const DISPATCHED_AT = new Date(Date.now() + 180_000).toISOString()

function waitingCustomer(answer: (order: Order) => Order | null) {
  signInAs()
  storeState.store = makeStore({ id: 101 })
  const order = preparing({ user: { ...preparing().user, status: { id: 3 } } })
  setCurrentOrders([order], { announce: false })
  ordersState.load = 'ready'
  const stop = startArrivalRecording('KW', 101, ordersState.byId)
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
