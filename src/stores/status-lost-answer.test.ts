// A status change whose answer was lost: the order is read again, and what the server did decides what staff see.
import { HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { makeStore } from '../../tests/factories/entities'
import { makeOrder } from '../../tests/factories/orders'
import { api } from '../../tests/mocks/api'
import { server } from '../../tests/mocks/server'
import { signInAs } from '../../tests/setup/session'
import { changeOrderStatus } from './order-status'
import { ordersState, setCurrentOrders } from './orders'
import { storeState } from './store'
import { toasts } from './toasts'

function board() {
  signInAs()
  storeState.store = makeStore({ id: 101 })
  const order = makeOrder()
  setCurrentOrders([order])
  ordersState.load = 'ready'
  return order
}

const titles = () => toasts.items.map((t) => ('key' in t.title ? t.title.key : t.title.text))

describe('a status change whose answer was lost', () => {
  it('the server applied it: staff see success, not an error', async () => {
    const order = board()
    server.use(
      api.patch('/api/v1/order/status', () => HttpResponse.error()),
      api.get('/api/v1/order/{id}', () => HttpResponse.json({ ...order, status: { id: 3, name: 'Preparing' } })),
    )
    const next = await changeOrderStatus(order.id, 'confirm', { preparationTime: 10 })
    expect(next.status.id).toBe(3)
    expect(ordersState.byId[order.id]?.status.id).toBe(3)
    expect(titles()).toEqual(['orders.processed.confirmed'])
  })

  it('the server did not apply it: one error, and the order stays as it was', async () => {
    const order = board()
    server.use(
      api.patch('/api/v1/order/status', () => HttpResponse.error()),
      api.get('/api/v1/order/{id}', () => HttpResponse.json(order)),
    )
    await expect(changeOrderStatus(order.id, 'confirm', { preparationTime: 10 })).rejects.toThrow()
    expect(ordersState.byId[order.id]?.status.id).toBe(2)
    expect(titles()).toEqual(['error.somethingWentWrong'])
  })

  it('an answer whose order breaks the contract is not held: the order read back decides', async () => {
    const order = board()
    server.use(
      api.patch('/api/v1/order/status', () => HttpResponse.json({ order: { id: order.id }, status: { id: 3, name: 'Preparing' } } as never)),
      api.get('/api/v1/order/{id}', () => HttpResponse.json({ ...order, status: { id: 3, name: 'Preparing' } })),
    )
    const next = await changeOrderStatus(order.id, 'confirm', { preparationTime: 10 })
    expect(next.status.id).toBe(3)
    expect(ordersState.byId[order.id]).toEqual({ ...order, status: { id: 3, name: 'Preparing' } })
    expect(titles()).toEqual(['orders.processed.confirmed'])
  })

  it('the read fails too, on an HTTP error: still the one error, not the read\'s as well', async () => {
    const order = board()
    server.use(
      api.patch('/api/v1/order/status', () => HttpResponse.error()),
      api.get('/api/v1/order/{id}', () => HttpResponse.json({ code: 502, message: 'Bad Gateway' }, { status: 502 })),
    )
    await expect(changeOrderStatus(order.id, 'confirm', { preparationTime: 10 })).rejects.toThrow()
    expect(ordersState.byId[order.id]?.status.id).toBe(2)
    expect(titles()).toEqual(['error.somethingWentWrong'])
  })
})
