// The ready call (the kitchen's Ready, the drawer's Notify): its answer against what was learned meanwhile, an answer
// that is not a current order, and an answer lost on the way.
import { HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { makeStore } from '../../tests/factories/entities'
import { preparing, type Order } from '../../tests/factories/orders'
import { api } from '../../tests/mocks/api'
import { server } from '../../tests/mocks/server'
import { signInAs } from '../../tests/setup/session'
import { ApiError } from '../lib/api/client'
import { openOrderDrawer } from './drawer'
import { applyCustomerStatus, notifyReady, ordersState, setCurrentOrders } from './orders'
import { storeState } from './store'
import { toasts } from './toasts'

const READY_AT = '2026-11-22T07:20:00.000Z'

/** A board holding the order, learned a while before the call */
function board(order: Order = preparing()): Order {
  signInAs()
  storeState.store = makeStore({ id: 101 })
  setCurrentOrders([order], { sentAt: Date.now() - 1_000 })
  ordersState.load = 'ready'
  return order
}

const markedReady = (order: Order): Order => ({ ...order, timing: { ...order.timing, ready: READY_AT } })
const titles = () => toasts.items.map((t) => ('key' in t.title ? t.title.key : t.title.text))

describe('the ready call', () => {
  it('a customer who arrives while the call is on its way stays arrived: the answer adds only its timing.ready', async () => {
    const order = board()
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    // the server's order as of when it handled the call: its customer had not arrived yet
    server.use(
      api.post('/api/v1/order/ready', async () => {
        await gate
        return HttpResponse.json(markedReady(order))
      }),
    )
    const call = notifyReady(order.id)
    applyCustomerStatus(order.id, 3, null)
    release()
    await call
    expect(ordersState.byId[order.id]?.user.status.id).toBe(3)
    expect(ordersState.byId[order.id]?.timing.ready).toBe(READY_AT)
  })

  it('with nothing learned during the call, the answer replaces the order', async () => {
    const order = board()
    server.use(api.post('/api/v1/order/ready', () => HttpResponse.json({ ...markedReady(order), comments: 'from the answer' })))
    await notifyReady(order.id)
    expect(ordersState.byId[order.id]?.comments).toBe('from the answer')
    expect(ordersState.byId[order.id]?.timing.ready).toBe(READY_AT)
  })

  it('an answer saying the order was cancelled takes it off the board, and the open drawer says another agent processed it', async () => {
    const order = board()
    openOrderDrawer(order, 'current')
    server.use(api.post('/api/v1/order/ready', () => HttpResponse.json({ ...markedReady(order), status: { id: 7, name: 'Cancelled' } })))
    await notifyReady(order.id)
    expect(ordersState.byId[order.id]).toBeUndefined()
    expect(ordersState.flags[order.id]?.notActual).toBe(true)
    expect(titles()).toEqual(['orders.processedElsewhere'])
  })

  it('an answer that is not a whole order is not held: the order is read back, and held when it shows it was marked', async () => {
    const order = board()
    let reads = 0
    server.use(
      api.post('/api/v1/order/ready', () => HttpResponse.json({ id: order.id, code: order.code, status: order.status, timing: markedReady(order).timing } as unknown as Order)),
      api.get('/api/v1/order/{id}', () => {
        reads++
        return HttpResponse.json(markedReady(order))
      }),
    )
    await notifyReady(order.id)
    expect(reads).toBe(1)
    expect(ordersState.byId[order.id]).toEqual(markedReady(order))
    expect(titles()).toEqual([])
  })

  it('an answer that is not a whole order, read back in vain: the held order stays, and the call fails with one error', async () => {
    const order = board()
    server.use(
      api.post('/api/v1/order/ready', () => HttpResponse.json({ id: order.id } as unknown as Order)),
      api.get('/api/v1/order/{id}', () => HttpResponse.json({ code: 502, message: 'Bad Gateway' }, { status: 502 })),
    )
    await expect(notifyReady(order.id)).rejects.toThrow('Malformed response')
    expect(ordersState.byId[order.id]).toEqual(order)
    expect(titles()).toEqual(['error.somethingWentWrong'])
  })

  it('a lost answer the server applied: the order is read back, held marked ready, and the call succeeds without an error', async () => {
    const order = board()
    let reads = 0
    server.use(
      api.post('/api/v1/order/ready', () => HttpResponse.error()),
      api.get('/api/v1/order/{id}', () => {
        reads++
        return HttpResponse.json(markedReady(order))
      }),
    )
    await notifyReady(order.id)
    expect(reads).toBe(1)
    expect(ordersState.byId[order.id]?.timing.ready).toBe(READY_AT)
    expect(ordersState.acting[order.id]).toBeUndefined()
    expect(titles()).toEqual([])
  })

  it('a lost answer the server did not apply: the call fails with its network error, after one error', async () => {
    const order = board()
    server.use(
      api.post('/api/v1/order/ready', () => HttpResponse.error()),
      api.get('/api/v1/order/{id}', () => HttpResponse.json(order)),
    )
    const failure = await notifyReady(order.id).then(
      () => null,
      (error: unknown) => error,
    )
    expect(failure).toBeInstanceOf(ApiError)
    expect((failure as ApiError).message).toBe('Network Error')
    expect(ordersState.byId[order.id]).toEqual(order)
    expect(titles()).toEqual(['error.somethingWentWrong'])
  })

  it('a lost answer whose read-back fails too: the call fails with its network error (the tile says no connection), after one error', async () => {
    const order = board()
    server.use(
      api.post('/api/v1/order/ready', () => HttpResponse.error()),
      api.get('/api/v1/order/{id}', () => HttpResponse.error()),
    )
    await expect(notifyReady(order.id)).rejects.toThrow('Network Error')
    expect(ordersState.byId[order.id]).toEqual(order)
    expect(titles()).toEqual(['error.somethingWentWrong'])
  })

  it('a refusal is not read back: the call fails with the server\'s message, toasted once', async () => {
    const order = board()
    // no GET handler: a read-back would be an unhandled request
    server.use(api.post('/api/v1/order/ready', () => HttpResponse.json({ code: 400, message: 'Order is not preparing' }, { status: 400 })))
    await expect(notifyReady(order.id)).rejects.toThrow('Order is not preparing')
    expect(titles()).toEqual(['Order is not preparing'])
  })
})
