// Supermarket quantity changes: sent after the 1-second pause, one request at a time, first before a status change.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeManager, makeStore, makeUser } from '../../tests/factories/entities'
import { makeOrder, makeProduct, preparing, type Order } from '../../tests/factories/orders'
import { orderLiveWorld } from '../../tests/mocks/order-live'
import { ordersWorld } from '../../tests/mocks/orders'
import { api, HttpResponse } from '../../tests/mocks/api'
import { server } from '../../tests/mocks/server'
import { signInAs } from '../../tests/setup/session'
import { setReplacement } from './order-replacements'
import { changeOrderStatus } from './order-status'
import { ordersState, setCurrentOrders, upsertOrder } from './orders'
import { setUser } from './session'
import { storeState } from './store'
import { toasts } from './toasts'

function withStore(manager = true) {
  signInAs()
  storeState.store = makeStore({ id: 101 })
  setUser(manager ? makeManager() : makeUser())
}

const titles = () => toasts.items.map((t) => t.title)

afterEach(() => {
  vi.useRealTimers()
})

describe('supermarket replacements', () => {
  const milk = () => makeProduct({ order_product_id: 51, qty: 3, total_price: 3, original: { id: 501, name: 'Milk', photo: null, loyalty: false, nutritional: null } })

  function setup(order: Order = makeOrder({ products: [milk(), makeProduct({ order_product_id: 52 })] }), options: Parameters<typeof orderLiveWorld>[1] = {}) {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    withStore()
    // the worlds copy the orders before the store takes them
    const world = orderLiveWorld([order], options)
    server.use(...world.handlers)
    setCurrentOrders([order])
    return { order, world }
  }

  it('a burst of changes sends one request with the last quantity, 1 second after the last one; the answer replaces the order', async () => {
    const { order, world } = setup()
    setReplacement(order.id, 51, 2)
    await vi.advanceTimersByTimeAsync(600)
    setReplacement(order.id, 51, 1)
    expect(ordersState.replacing[order.id]).toEqual({ 51: 1 })
    await vi.advanceTimersByTimeAsync(999)
    expect(world.replacementCalls).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    await vi.waitFor(() => expect(ordersState.replacing[order.id]).toBeUndefined())
    expect(world.replacementCalls).toEqual([{ order_id: String(order.id), order_product_id: '51', replacement_product_id: '501', qty: '1' }])
    expect(ordersState.byId[order.id]!.products[0]!.replacement).toEqual({ qty: 1, total_price: 1 })
    expect(ordersState.byId[order.id]!.financial.total_price).toBe(4)
  })

  it('each product has its own pause', async () => {
    const { order, world } = setup()
    setReplacement(order.id, 51, 2)
    setReplacement(order.id, 52, 1)
    await vi.advanceTimersByTimeAsync(1000)
    await vi.waitFor(() => expect(world.replacementCalls).toHaveLength(2))
    expect(world.replacementCalls.map((c) => [c.order_product_id, c.qty])).toEqual([
      ['51', '2'],
      ['52', '1'],
    ])
  })

  it('keeps quantities between 0 and the original; back to the server quantity sends nothing', async () => {
    const { order, world } = setup()
    setReplacement(order.id, 51, 9)
    expect(ordersState.replacing[order.id]).toEqual({ 51: 3 })
    await vi.advanceTimersByTimeAsync(1000)
    await vi.waitFor(() => expect(ordersState.replacing[order.id]).toBeUndefined())
    expect(world.replacementCalls).toEqual([])
  })

  it('switching out (qty 0) needs the manager role', async () => {
    const { order, world } = setup()
    setUser(makeUser())
    setReplacement(order.id, 51, 0)
    expect(ordersState.replacing[order.id]).toBeUndefined()
    setUser(makeManager())
    setReplacement(order.id, 51, 0)
    await vi.advanceTimersByTimeAsync(1000)
    await vi.waitFor(() => expect(world.replacementCalls).toHaveLength(1))
    expect(world.replacementCalls[0]!.qty).toBe('0')
  })

  it('a failure puts the server quantity back (the catalogue toast is shown)', async () => {
    const { order, world } = setup(undefined, { failReplacement: { status: 400, message: 'Order already confirmed' } })
    setReplacement(order.id, 51, 2)
    await vi.advanceTimersByTimeAsync(1000)
    await vi.waitFor(() => expect(ordersState.replacing[order.id]).toBeUndefined())
    expect(world.replacementCalls).toHaveLength(1)
    expect(ordersState.byId[order.id]!.products[0]!.replacement).toBeNull()
    expect(titles()).toContainEqual({ text: 'Order already confirmed' })
  })

  it('confirming sends the waiting change first, without waiting for the pause', async () => {
    const order = makeOrder({ products: [milk()] })
    const status = ordersWorld([order])
    const { world } = setup(order)
    server.use(...status.handlers)
    setReplacement(order.id, 51, 2)
    const confirming = changeOrderStatus(order.id, 'confirm', { preparationTime: 30 })
    await vi.advanceTimersByTimeAsync(0)
    await confirming
    expect(world.replacementCalls.map((c) => c.qty)).toEqual(['2'])
    expect(status.statusCalls).toHaveLength(1)
    expect(ordersState.replacing[order.id]).toBeUndefined()
  })

  it('a waiting change that fails stops the confirm: the order stays pending, and only the change is told', async () => {
    const order = makeOrder({ products: [milk()] })
    const status = ordersWorld([order])
    const { world } = setup(order, { failReplacement: { status: 500, message: 'boom' } })
    server.use(...status.handlers)
    setReplacement(order.id, 51, 1)
    const confirming = changeOrderStatus(order.id, 'confirm', { preparationTime: 30 }).then(
      () => 'confirmed',
      (e: unknown) => e,
    )
    await vi.advanceTimersByTimeAsync(0)
    expect(await confirming).toMatchObject({ name: 'ApiError', notified: true })
    expect(world.replacementCalls.map((c) => c.qty)).toEqual(['1'])
    expect(status.statusCalls).toHaveLength(0)
    expect(ordersState.byId[order.id]!.status.id).toBe(order.status.id)
    expect(ordersState.acting[order.id]).toBeUndefined()
    expect(titles()).toEqual([{ key: 'error.internalServerError' }])
    // asked again, with the server's quantity on screen, it goes out
    const again = changeOrderStatus(order.id, 'confirm', { preparationTime: 30 })
    await vi.advanceTimersByTimeAsync(0)
    await again
    expect(status.statusCalls).toHaveLength(1)
  })

  it('a change that failed before the confirm was asked for does not stop it', async () => {
    const order = makeOrder({ products: [milk()] })
    const status = ordersWorld([order])
    const { world } = setup(order, { failReplacement: { status: 500, message: 'boom' } })
    server.use(...status.handlers)
    setReplacement(order.id, 51, 1)
    await vi.advanceTimersByTimeAsync(1000)
    await vi.waitFor(() => expect(ordersState.replacing[order.id]).toBeUndefined())
    expect(world.replacementCalls).toHaveLength(1)
    const confirming = changeOrderStatus(order.id, 'confirm', { preparationTime: 30 })
    await vi.advanceTimersByTimeAsync(0)
    await confirming
    expect(status.statusCalls).toHaveLength(1)
  })

  it('Confirm with every product switched out on screen sends the change and not the confirm', async () => {
    const order = makeOrder({ products: [milk()] })
    const status = ordersWorld([order])
    const { world } = setup(order)
    server.use(...status.handlers)
    setReplacement(order.id, 51, 0)
    const confirming = changeOrderStatus(order.id, 'confirm', { preparationTime: 30 }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(0)
    expect(await confirming).toMatchObject({ name: 'ApiError', notified: true })
    expect(world.replacementCalls.map((c) => c.qty)).toEqual(['0'])
    expect(status.statusCalls).toHaveLength(0)
  })

  it('a change still waiting when another agent confirms the order is not sent', async () => {
    const { order, world } = setup()
    setReplacement(order.id, 51, 2)
    upsertOrder({ ...order, status: { id: 3, name: 'Preparing' }, preparationTime: 30 })
    await vi.advanceTimersByTimeAsync(1500)
    expect(world.replacementCalls).toEqual([])
    expect(ordersState.replacing[order.id]).toBeUndefined()
    expect(titles()).toEqual([])
  })

  it('an answer whose order breaks the contract (no user) is a failed change: the catalogue toast, the server quantity, the order as held', async () => {
    const { order } = setup()
    server.use(
      api.post('/api/v1/order/product/replacement', () => {
        const { user: _user, ...rest } = order
        return HttpResponse.json({ ...rest, products: [{ ...milk(), replacement: { qty: 2, total_price: 2 } }] } as never)
      }),
    )
    setReplacement(order.id, 51, 2)
    await vi.advanceTimersByTimeAsync(1000)
    await vi.waitFor(() => expect(ordersState.replacing[order.id]).toBeUndefined())
    expect(ordersState.byId[order.id]).toBe(order)
    expect(titles()).toEqual([{ key: 'error.somethingWentWrong' }])
  })

  it('an answer landing after another agent confirmed the order takes only its products and financial: the order stays preparing', async () => {
    const { order } = setup()
    let release = () => undefined as void
    const open = new Promise<void>((r) => (release = r))
    let sent = false
    server.use(
      api.post('/api/v1/order/product/replacement', async () => {
        sent = true
        await open
        // built by the server before the confirm: still pending
        return HttpResponse.json({ ...order, products: [{ ...milk(), replacement: { qty: 2, total_price: 2 } }, order.products[1]!], financial: { ...order.financial, total_price: 3 } })
      }),
    )
    setReplacement(order.id, 51, 2)
    await vi.advanceTimersByTimeAsync(1000)
    await vi.waitFor(() => expect(sent).toBe(true))
    upsertOrder({ ...order, status: { id: 3, name: 'Preparing' }, preparationTime: 30 })
    release()
    await vi.waitFor(() => expect(ordersState.replacing[order.id]).toBeUndefined())
    const held = ordersState.byId[order.id]!
    expect(held.status.id).toBe(3)
    expect(held.preparationTime).toBe(30)
    expect(held.products[0]!.replacement).toEqual({ qty: 2, total_price: 2 })
    expect(held.financial.total_price).toBe(3)
  })

  it('nothing is sent for an order that is not pending or not on the board', async () => {
    const { world } = setup()
    const other = preparing({ products: [milk()] })
    setReplacement(other.id, 51, 2)
    upsertOrder(other)
    setReplacement(other.id, 51, 2)
    await vi.advanceTimersByTimeAsync(1000)
    expect(world.replacementCalls).toEqual([])
  })
})

