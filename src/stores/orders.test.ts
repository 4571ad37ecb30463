import { HttpResponse } from 'msw'
import { snapshot } from 'valtio'
import { describe, expect, it, vi } from 'vitest'
import { makeStore } from '../../tests/factories/entities'
import { makeOrder, preparing } from '../../tests/factories/orders'
import { api } from '../../tests/mocks/api'
import { server } from '../../tests/mocks/server'
import { signInAs } from '../../tests/setup/session'
import { resetServerClock, setRealtimeServerOffset } from '../lib/server-clock'
import { drawer, openOrderDrawer } from './drawer'
import {
  applyCustomerStatus,
  applyPendingOrdersUpdate,
  fetchCurrentOrders,
  ordersState,
  ACTIVE_ORDERS_CATCH_UP_MS,
  reconcileActiveOrders,
  setCurrentOrders,
  upsertOrder,
} from './orders'
import { changeOrderStatus } from './order-status'
import { storeState } from './store'
import { toasts } from './toasts'

function withStore() {
  signInAs()
  storeState.store = makeStore({ id: 101 })
}

describe('orders store', () => {
  it('fetches the current orders in English and keeps only pending and preparing ones', async () => {
    withStore()
    const a = makeOrder()
    const b = preparing()
    let locale: string | null = null
    server.use(
      api.get('/api/v1/store/{id}/order', ({ request }) => {
        locale = new URL(request.url).searchParams.get('_locale')
        return HttpResponse.json([a, b, { ...makeOrder(), status: { id: 4, name: 'Dispatched' } }])
      }),
    )
    await fetchCurrentOrders()
    expect(locale).toBe('en')
    expect(Object.keys(ordersState.byId).map(Number).sort()).toEqual([a.id, b.id].sort())
    expect(ordersState.load).toBe('ready')
  })

  it('keeps the list as it was when the fetch fails', async () => {
    withStore()
    const a = makeOrder()
    setCurrentOrders([a])
    server.use(api.get('/api/v1/store/{id}/order', () => HttpResponse.json({ code: 500, message: 'boom' }, { status: 500 })))
    await fetchCurrentOrders()
    expect(Object.keys(ordersState.byId)).toEqual([String(a.id)])
    expect(toasts.items.at(-1)?.title).toEqual({ key: 'error.internalServerError' })
  })

  it('a call made while one runs joins it: no changes of its own when that one came back, null when it failed', async () => {
    withStore()
    const a = makeOrder()
    let fail = false
    server.use(api.get('/api/v1/store/{id}/order', () => (fail ? HttpResponse.json({ code: 500, message: 'boom' }, { status: 500 }) : HttpResponse.json([a]))))
    const [first, joined] = await Promise.all([fetchCurrentOrders(), fetchCurrentOrders()])
    expect(first?.newPending.map((o) => o.id) ?? []).toEqual([])
    expect(joined).toEqual({ newPending: [], arrived: [], asked: [], left: [], vanished: [], processedElsewhere: [] })
    fail = true
    expect(await Promise.all([fetchCurrentOrders(), fetchCurrentOrders()])).toEqual([null, null])
  })

  it("a list without the open order, while this tablet's own Dispatch of it is on its way, is not another agent", () => {
    withStore()
    const order = preparing({ user: { ...makeOrder().user, status: { id: 3 } } })
    setCurrentOrders([order])
    ordersState.load = 'ready'
    openOrderDrawer(order, 'current')
    ordersState.acting[order.id] = 'dispatch'
    const changes = setCurrentOrders([], { sentAt: Date.now() + 1 })
    expect(changes.processedElsewhere).toEqual([])
    expect(ordersState.flags[order.id]?.notActual).toBeUndefined()
  })

  it('holds orders as frozen values outside the proxy tree: a change replaces only the changed order', () => {
    withStore()
    const a = makeOrder()
    const b = makeOrder()
    setCurrentOrders([a, b])
    const heldB = ordersState.byId[b.id]
    // the snapshot hands out the held object itself: nothing under an order is proxied or copied
    expect(snapshot(ordersState).byId[a.id]).toBe(ordersState.byId[a.id])
    expect(Object.isFrozen(ordersState.byId[a.id]!.user.status)).toBe(true)
    expect(() => {
      ;(ordersState.byId[a.id]!.user as { status: unknown }).status = { id: 3 }
    }).toThrow(TypeError)
    const before = ordersState.byId[a.id]
    applyCustomerStatus(a.id, 3, undefined)
    expect(ordersState.byId[a.id]).not.toBe(before)
    expect(ordersState.byId[a.id]!.user.status.id).toBe(3)
    expect(before!.user.status.id).toBe(a.user.status.id)
    expect(ordersState.byId[b.id]).toBe(heldB)
  })

  it('keeps the object of an order the fresh list holds unchanged (its row does not render again), and takes a changed one', () => {
    withStore()
    const a = makeOrder()
    const b = makeOrder()
    setCurrentOrders([a, b])
    const heldA = ordersState.byId[a.id]
    const heldB = ordersState.byId[b.id]
    setCurrentOrders([JSON.parse(JSON.stringify(a)) as typeof a, { ...b, preparationTime: 25 }])
    expect(ordersState.byId[a.id]).toBe(heldA)
    expect(ordersState.byId[b.id]).not.toBe(heldB)
    expect(ordersState.byId[b.id]?.preparationTime).toBe(25)
  })

  it('reports a new pending order once, and removes orders that left the current lists', () => {
    withStore()
    const a = makeOrder()
    expect(upsertOrder(a).newPending).toEqual([a])
    expect(upsertOrder({ ...a, comments: 'updated' }).newPending).toEqual([])
    const declined = { ...a, status: { id: 6 as const, name: 'Declined' } }
    expect(upsertOrder(declined).left).toEqual([declined])
    expect(ordersState.byId[a.id]).toBeUndefined()
  })

  it('flags the open order when another agent changes it, and says so once', () => {
    withStore()
    const a = makeOrder()
    setCurrentOrders([a])
    openOrderDrawer(a, 'current')
    const notices = [upsertOrder({ ...a, status: { id: 3, name: 'Preparing' } }), upsertOrder({ ...a, status: { id: 4, name: 'Dispatched' } })].flatMap(
      (c) => c.processedElsewhere.map((o) => o.code),
    )
    expect(notices).toEqual([a.code])
    expect(ordersState.flags[a.id]).toMatchObject({ notActual: true })
  })

  it('flags the open order when it vanishes from a refetch without being passed here', () => {
    withStore()
    const a = makeOrder()
    setCurrentOrders([a])
    openOrderDrawer(a, 'current')
    expect(setCurrentOrders([]).processedElsewhere.map((o) => o.id)).toEqual([a.id])
  })

  it('replaces only matching pending entries on a pending-orders update', () => {
    withStore()
    const a = makeOrder()
    const b = preparing()
    setCurrentOrders([a, b])
    applyPendingOrdersUpdate([{ ...a, comments: 'new' }, { ...b, comments: 'ignored' }, makeOrder()])
    expect(ordersState.byId[a.id]?.comments).toBe('new')
    expect(ordersState.byId[b.id]?.comments).toBeNull()
    expect(Object.keys(ordersState.byId)).toHaveLength(2)
  })

  it('reconciles with active_orders: drops what the server dropped, asks to refetch what it lacks', async () => {
    withStore()
    const a = makeOrder()
    const b = makeOrder()
    setCurrentOrders([a, b])
    const c = makeOrder()
    let fetched = 0
    server.use(
      api.get('/api/v1/store/{id}/order', () => {
        fetched++
        return HttpResponse.json([a, c])
      }),
    )
    const { refetch } = reconcileActiveOrders({ [a.id]: { code: a.code, status_id: 2, updated: 1 }, [c.id]: { code: c.code, status_id: 2, updated: 1 } })
    expect(ordersState.byId[b.id]).toBeUndefined()
    expect(refetch).toBe(true)
    // the live path fetches (src/app/live/session.ts)
    void fetchCurrentOrders()
    await expect.poll(() => fetched).toBe(1)
    await expect.poll(() => !!ordersState.byId[c.id]).toBe(true)
  })

  it('keeps an order that arrived by event while the active_orders list trails it; drops it once the server had time to list it', () => {
    withStore()
    const a = makeOrder()
    setCurrentOrders([a])
    const sentAt = Date.now()
    const only = { [a.id]: { code: a.code, status_id: 2 as const, updated: 1 } }
    // the event lands after the read went out, before its answer
    const late = makeOrder()
    const learned = sentAt + 5
    vi.spyOn(Date, 'now').mockReturnValue(learned)
    try {
      upsertOrder(late)
      reconcileActiveOrders(only, sentAt)
      expect(ordersState.byId[late.id]).toBeDefined()
      // a read sent after the event, the server's list not caught up yet: still newer than the list
      reconcileActiveOrders(only, learned + 7_000)
      expect(ordersState.byId[late.id]).toBeDefined()
      // never listed, two reads later: the server dropped it
      reconcileActiveOrders(only, learned + ACTIVE_ORDERS_CATCH_UP_MS)
      expect(ordersState.byId[late.id]).toBeUndefined()
      // an order the server listed and no longer lists leaves at once
      upsertOrder(late)
      reconcileActiveOrders({ ...only, [late.id]: { code: late.code, status_id: 2, updated: 1 } }, learned + 1)
      reconcileActiveOrders(only, learned + 2)
      expect(ordersState.byId[late.id]).toBeUndefined()
    } finally {
      vi.restoreAllMocks()
    }
  })

  it('active_orders: an entry changed after this tablet last learned of its order asks for the list again, same status or not', () => {
    withStore()
    const a = preparing()
    const learned = Date.now() - 10_000
    setCurrentOrders([a], { sentAt: learned })
    // the server's clock a minute ahead of this device's: `updated` is read on this device's
    setRealtimeServerOffset(60_000)
    try {
      const entry = (updated: number) => ({ [a.id]: { code: a.code, status_id: 3 as const, updated } })
      // a missed 'marked ready', which leaves the status as it is
      expect(reconcileActiveOrders(entry(learned + 60_000 + 5_000)).refetch).toBe(true)
      // changed before this tablet learned of it: nothing missed, though the server's number is the larger
      expect(reconcileActiveOrders(entry(learned + 60_000 - 5_000)).refetch).toBe(false)
      // this tablet's own action on it is on its way: its answer will say
      ordersState.acting[a.id] = 'notify'
      expect(reconcileActiveOrders(entry(learned + 60_000 + 5_000)).refetch).toBe(false)
      delete ordersState.acting[a.id]
      // the clocks' offset unknown: not compared
      resetServerClock()
      expect(reconcileActiveOrders(entry(learned + 60_000 + 5_000)).refetch).toBe(false)
    } finally {
      resetServerClock()
    }
  })

  it('a failed load is asked for again at the next active_orders read, even when nothing is missing', async () => {
    withStore()
    let answer: 'broken' | 'ok' = 'broken'
    server.use(
      api.get('/api/v1/store/{id}/order', () => (answer === 'broken' ? HttpResponse.json({ code: 503, message: 'down' }, { status: 503 }) : HttpResponse.json([]))),
    )
    await fetchCurrentOrders()
    expect(ordersState.load).toBe('failed')
    // an order realtime brought meanwhile: the read lists it and the board holds it, so nothing is missing
    const a = makeOrder()
    upsertOrder(a)
    answer = 'ok'
    expect(reconcileActiveOrders({ [a.id]: { code: a.code, status_id: 2, updated: 1 } }).refetch).toBe(true)
    await fetchCurrentOrders()
    expect(ordersState.load).toBe('ready')
  })

  it('confirms with the prep time, keeps the drawer open and shows the processed message', async () => {
    withStore()
    const a = makeOrder()
    setCurrentOrders([a])
    openOrderDrawer(a, 'current')
    let sent: unknown = null
    server.use(
      api.patch('/api/v1/order/status', async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({ order: { ...a, status: { id: 3, name: 'Preparing' }, preparationTime: 15 }, status: { id: 3, name: 'Preparing' } })
      }),
    )
    await changeOrderStatus(a.id, 'confirm', { preparationTime: 15 })
    expect(sent).toEqual({ order_id: a.id, customer_status: 1, status_id: 3, status_name: 'confirmed', preparation_time: 15 })
    expect(ordersState.byId[a.id]?.status.id).toBe(3)
    expect(ordersState.flags[a.id]).toMatchObject({ confirmed: true })
    expect(drawer.orderId).toBe(a.id)
    expect(toasts.items.at(-1)?.title).toEqual({ key: 'orders.processed.confirmed' })
  })

  it('closes the drawer after a decline, and leaves everything as it was when the change fails', async () => {
    withStore()
    const a = makeOrder()
    setCurrentOrders([a])
    openOrderDrawer(a, 'current')
    server.use(api.patch('/api/v1/order/status', () => HttpResponse.json({ code: 400, message: 'Order already confirmed' }, { status: 400 })))
    await expect(changeOrderStatus(a.id, 'decline')).rejects.toThrow()
    expect(ordersState.byId[a.id]?.status.id).toBe(2)
    expect(drawer.orderId).toBe(a.id)
    expect(ordersState.acting[a.id]).toBeUndefined()
    server.use(api.patch('/api/v1/order/status', () => HttpResponse.json({ order: { ...a, status: { id: 6, name: 'Declined' } }, status: { id: 6, name: 'Declined' } })))
    await changeOrderStatus(a.id, 'decline')
    expect(ordersState.byId[a.id]).toBeUndefined()
    expect(drawer.orderId).toBeNull()
  })

  it('applies a customer arriving to its order', () => {
    withStore()
    const a = preparing()
    setCurrentOrders([a])
    applyCustomerStatus(a.id, 3, { latitude: 1, longitude: 2, distance: 0, duration: 0, stores: [] })
    expect(ordersState.byId[a.id]?.user.status.id).toBe(3)
    expect(ordersState.byId[a.id]?.user.location?.distance).toBe(0)
  })
})
