// The orders store's live rules: arrival notice once per order, the where-is question and reply, supermarket
// replacements sent after the 1-second pause, and the other-agent flags.
import { HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeManager, makeStore, makeUser } from '../../tests/factories/entities'
import { makeOrder, makeProduct, preparing, type Order } from '../../tests/factories/orders'
import { api } from '../../tests/mocks/api'
import { orderLiveWorld } from '../../tests/mocks/order-live'
import { ordersWorld } from '../../tests/mocks/orders'
import { server } from '../../tests/mocks/server'
import { signInAs } from '../../tests/setup/session'
import { openOrderDrawer } from './drawer'
import {
  applyCustomerMessage,
  applyCustomerStatus,
  applyPendingOrdersUpdate,
  changeOrderStatus,
  orderHooks,
  ordersState,
  replyWhereIs,
  setCurrentOrders,
  setReplacement,
  upsertOrder,
} from './orders'
import { setUser } from './session'
import { storeState } from './store'
import { toasts } from './toasts'

function withStore(manager = true) {
  signInAs()
  storeState.store = makeStore({ id: 101 })
  setUser(manager ? makeManager() : makeUser())
}

const titles = () => toasts.items.map((t) => t.title)
/** The arrival's notice follows the next frame (src/lib/after-paint.ts); its fallback is 250 ms */
const afterPaint = () => new Promise((resolve) => setTimeout(resolve, 300))
const asked = { asked_at: '2026-11-22T10:00:00+03:00', expected_mins: null, replied_at: null }

afterEach(() => {
  vi.useRealTimers()
})

describe('customer arrival', () => {
  it('a customer_status to Arrived shows a notice naming the order and the customer, once per order, and calls the hook', async () => {
    withStore()
    const heard: number[] = []
    orderHooks.onCustomerArrived = (o) => void heard.push(o.id)
    const o = preparing({ code: '100777', user: { ...makeOrder().user, name: 'Sara Al-Ali', status: { id: 2 } } })
    setCurrentOrders([o])
    applyCustomerStatus(o.id, 3, null)
    expect(ordersState.byId[o.id]!.user.status.id).toBe(3)
    await afterPaint()
    expect(titles()).toContainEqual({ key: 'orders.customerArrived', params: { code: '100777', customer: '\u2068Sara Al-Ali\u2069' } })
    expect(heard).toEqual([o.id])
    // the same arrival again (a repeated event, a refreshed order) says nothing more
    applyCustomerStatus(o.id, 3, null)
    upsertOrder({ ...o, user: { ...o.user, status: { id: 3 } } })
    applyCustomerStatus(o.id, 2, null)
    applyCustomerStatus(o.id, 3, null)
    await afterPaint()
    expect(heard).toEqual([o.id])
    expect(titles().filter((t) => 'key' in t && t.key === 'orders.customerArrived')).toHaveLength(1)
  })

  it('a refreshed order whose customer went to Arrived announces it; the first load of an arrived customer does not', async () => {
    withStore()
    const heard: number[] = []
    orderHooks.onCustomerArrived = (o) => void heard.push(o.id)
    const already = preparing({ user: { ...makeOrder().user, status: { id: 3 } } })
    const coming = preparing({ user: { ...makeOrder().user, status: { id: 2 } } })
    setCurrentOrders([already, coming], { announce: false })
    ordersState.load = 'ready'
    await afterPaint()
    expect(heard).toEqual([])
    setCurrentOrders([already, { ...coming, user: { ...coming.user, status: { id: 3 } } }])
    await afterPaint()
    expect(heard).toEqual([coming.id])
  })

  it('a location update sets the location on the matching order only', () => {
    withStore()
    const a = preparing()
    const b = preparing()
    setCurrentOrders([a, b])
    const location = { latitude: 29.3, longitude: 48.07, distance: 3, duration: 6, stores: [{ store_id: 101, distance: 3, duration: 6 }] }
    applyCustomerStatus(a.id, 2, location)
    expect(ordersState.byId[a.id]!.user.location).toEqual(location)
    expect(ordersState.byId[a.id]!.user.status.id).toBe(2)
    expect(ordersState.byId[b.id]!.user.location).toBeNull()
  })
})

describe('where-is chat', () => {
  it('a customer message replaces the order and says "Where is my order?" once', () => {
    withStore()
    const heard: number[] = []
    orderHooks.onCustomerMessage = (o) => void heard.push(o.id)
    const o = preparing({ code: '100778' })
    setCurrentOrders([o])
    const withQuestion = { ...o, whereIs: asked, timing: { ...o.timing, where_is: asked.asked_at } }
    applyCustomerMessage(withQuestion)
    expect(ordersState.byId[o.id]!.whereIs).toEqual(asked)
    expect(titles()).toContainEqual({ key: 'chat.whereIsNotice', params: { code: '100778', customer: '\u2068Sara Al-Ali\u2069' } })
    applyCustomerMessage(withQuestion)
    expect(heard).toEqual([o.id])
  })

  it('a message for an order not on the board is ignored', () => {
    withStore()
    setCurrentOrders([])
    applyCustomerMessage(preparing({ whereIs: asked }))
    expect(Object.keys(ordersState.byId)).toEqual([])
  })

  it('the reply sends expected_mins and shows the answer: timing and whereIs replace the held ones', async () => {
    withStore()
    const o = preparing({ whereIs: asked })
    const world = orderLiveWorld([o])
    server.use(...world.handlers)
    setCurrentOrders([o])
    await replyWhereIs(o.id, 5)
    expect(world.replyCalls).toEqual([{ order_id: o.id, expected_mins: 5 }])
    expect(ordersState.byId[o.id]!.whereIs).toMatchObject({ expected_mins: 5, replied_at: '2026-11-22T10:03:00+03:00' })
    expect(ordersState.byId[o.id]!.timing.where_is_reply).toBe('2026-11-22T10:03:00+03:00')
    expect(ordersState.acting[o.id]).toBeUndefined()
  })

  it('a failed reply leaves the question open', async () => {
    withStore()
    const o = preparing({ whereIs: asked })
    setCurrentOrders([o])
    server.use(api.post('/api/v1/order/where/reply', () => HttpResponse.json({ code: 500, message: 'boom' }, { status: 500 })))
    await expect(replyWhereIs(o.id, 0)).rejects.toThrow()
    expect(ordersState.byId[o.id]!.whereIs).toEqual(asked)
    expect(ordersState.acting[o.id]).toBeUndefined()
  })
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

describe('several tablets at one store', () => {
  it('the open order changed in status elsewhere: flagged notActual and announced once', () => {
    withStore()
    const seen: string[] = []
    orderHooks.onProcessedElsewhere = (o) => void seen.push(o.code)
    const o = makeOrder({ code: '100900' })
    setCurrentOrders([o])
    openOrderDrawer(o, 'current')
    upsertOrder({ ...o, status: { id: 3, name: 'Preparing' } })
    upsertOrder({ ...o, status: { id: 3, name: 'Preparing' } })
    expect(ordersState.flags[o.id]).toMatchObject({ notActual: true })
    expect(seen).toEqual(['100900'])
  })

  it('the open order vanished (cancelled elsewhere): flagged and announced; an order not open vanishes quietly', () => {
    withStore()
    const seen: string[] = []
    orderHooks.onProcessedElsewhere = (o) => void seen.push(o.code)
    const open = makeOrder({ code: '100901' })
    const other = makeOrder({ code: '100902' })
    setCurrentOrders([open, other])
    openOrderDrawer(open, 'current')
    setCurrentOrders([])
    expect(seen).toEqual(['100901'])
    expect(ordersState.flags[open.id]).toMatchObject({ notActual: true })
    expect(ordersState.flags[other.id]).toBeUndefined()
  })

  it('pending_orders_update replaces pending entries by id and adds nothing', () => {
    withStore()
    const a = makeOrder()
    const b = preparing()
    setCurrentOrders([a, b])
    const newer = { ...a, comments: 'updated' }
    applyPendingOrdersUpdate([newer, { ...b, comments: 'not pending' }, makeOrder()])
    expect(ordersState.byId[a.id]!.comments).toBe('updated')
    expect(ordersState.byId[b.id]!.comments).toBeNull()
    expect(Object.keys(ordersState.byId)).toHaveLength(2)
  })
})
