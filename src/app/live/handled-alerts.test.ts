import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeOrder } from '../../../tests/factories/orders'
import { orderAlertTag } from '../../domain/order-alerts'
import { setCurrentOrders, upsertOrder } from '../../stores/orders'
import { startClosingHandledAlerts } from './handled-alerts'

/** The notifications the worker shows, as the browser lists them */
function showAlerts(tags: string[]) {
  const closed: string[] = []
  const shown = tags.map((tag) => ({ tag, close: () => closed.push(tag) }))
  vi.stubGlobal('PushManager', class {})
  vi.stubGlobal('Notification', class {})
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ getNotifications: async () => shown.filter((n) => !closed.includes(n.tag)) }) },
  })
  return closed
}

let stop: () => void
beforeEach(() => {
  stop = () => undefined
})
afterEach(() => {
  stop()
  vi.unstubAllGlobals()
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

describe('new-order alerts of handled orders', () => {
  it('leave the screen once their order is no longer pending, here or on another tablet; the others stay', async () => {
    const a = makeOrder()
    const b = makeOrder()
    const c = makeOrder()
    setCurrentOrders([a, b, c])
    const closed = showAlerts([orderAlertTag(a.id), orderAlertTag(b.id), orderAlertTag(c.id), 'order'])
    stop = startClosingHandledAlerts()
    // a confirmed (its answer or the live data), b declined and gone from the board
    upsertOrder({ ...a, status: { id: 3, name: 'Preparing' } })
    setCurrentOrders([{ ...a, status: { id: 3, name: 'Preparing' } }, c])
    await vi.waitFor(() => expect(closed.sort()).toEqual([orderAlertTag(a.id), orderAlertTag(b.id)].sort()))
    // c is still waiting: its alert stays, and so does the one without an order
    await new Promise((r) => setTimeout(r, 20))
    expect(closed).not.toContain(orderAlertTag(c.id))
    expect(closed).not.toContain('order')
  })

  it('leave the screen for an order this page never saw pending, once the board holds it as not pending', async () => {
    const other = makeOrder()
    setCurrentOrders([other])
    stop = startClosingHandledAlerts()
    // the screen off, the page frozen: the order came (its alert shown) and another tablet confirmed it
    const taken = makeOrder()
    const closed = showAlerts([orderAlertTag(taken.id), orderAlertTag(other.id)])
    setCurrentOrders([other, { ...taken, status: { id: 3, name: 'Preparing' } }])
    await vi.waitFor(() => expect(closed).toEqual([orderAlertTag(taken.id)]))
  })

  it('a board that starts closes the alerts of the orders it already holds as not pending', async () => {
    const taken = makeOrder({ status: { id: 3, name: 'Preparing' } })
    const waiting = makeOrder()
    const closed = showAlerts([orderAlertTag(taken.id), orderAlertTag(waiting.id)])
    setCurrentOrders([taken, waiting])
    stop = startClosingHandledAlerts()
    await vi.waitFor(() => expect(closed).toEqual([orderAlertTag(taken.id)]))
    // later changes do not ask again for the alerts already closed
    upsertOrder({ ...taken, preparationTime: 25 })
    await new Promise((r) => setTimeout(r, 20))
    expect(closed).toEqual([orderAlertTag(taken.id)])
  })
})
