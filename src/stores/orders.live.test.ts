// The orders store's live rules: an arrival reported once per order, the where-is question and reply
// and the other-agent flags (the supermarket quantities: order-replacements.test.ts).
import { HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeManager, makeStore, makeUser } from '../../tests/factories/entities'
import { makeOrder, preparing } from '../../tests/factories/orders'
import { api } from '../../tests/mocks/api'
import { orderLiveWorld } from '../../tests/mocks/order-live'
import { server } from '../../tests/mocks/server'
import { signInAs } from '../../tests/setup/session'
import { openOrderDrawer } from './drawer'
import {
  applyCustomerMessage,
  applyCustomerStatus,
  applyPendingOrdersUpdate,
  ordersState,
  replyWhereIs,
  setCurrentOrders,
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
const asked = { asked_at: '2026-11-22T10:00:00+03:00', expected_mins: null, replied_at: null }

afterEach(() => {
  vi.useRealTimers()
})

describe('customer arrival', () => {
  it('a customer_status to Arrived is reported once per order (the live path shows its notice)', () => {
    withStore()
    const o = preparing({ code: '100777', user: { ...makeOrder().user, name: 'Sara Al-Ali', status: { id: 2 } } })
    setCurrentOrders([o])
    const heard = applyCustomerStatus(o.id, 3, null).arrived.map((a) => a.id)
    expect(ordersState.byId[o.id]!.user.status.id).toBe(3)
    expect(heard).toEqual([o.id])
    // the same arrival again (a repeated event, a refreshed order) reports nothing more
    const again = [
      applyCustomerStatus(o.id, 3, null),
      upsertOrder({ ...o, user: { ...o.user, status: { id: 3 } } }),
      applyCustomerStatus(o.id, 2, null),
      applyCustomerStatus(o.id, 3, null),
    ].flatMap((c) => c.arrived)
    expect(again).toEqual([])
    expect(titles()).toEqual([])
  })

  it('a refreshed order whose customer went to Arrived announces it; the first load of an arrived customer does not', () => {
    withStore()
    const already = preparing({ user: { ...makeOrder().user, status: { id: 3 } } })
    const coming = preparing({ user: { ...makeOrder().user, status: { id: 2 } } })
    expect(setCurrentOrders([already, coming], { announce: false }).arrived).toEqual([])
    ordersState.load = 'ready'
    const heard = setCurrentOrders([already, { ...coming, user: { ...coming.user, status: { id: 3 } } }]).arrived.map((a) => a.id)
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
  it('a customer message replaces the order and reports the "Where is my order?" once', () => {
    withStore()
    const o = preparing({ code: '100778' })
    setCurrentOrders([o])
    const withQuestion = { ...o, whereIs: asked, timing: { ...o.timing, where_is: asked.asked_at } }
    const heard = [applyCustomerMessage(withQuestion), applyCustomerMessage(withQuestion)].flatMap((c) => c.asked.map((a) => a.id))
    expect(ordersState.byId[o.id]!.whereIs).toEqual(asked)
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

  it('an answer with only timing (SPEC 7) shows the reply sent, and keeps the times it lacks (a ready learned meanwhile)', async () => {
    withStore()
    const o = preparing({ whereIs: asked })
    setCurrentOrders([o])
    const ready = '2026-11-22T10:02:30+03:00'
    const at = '2026-11-22T10:03:00+03:00'
    server.use(
      api.post('/api/v1/order/where/reply', () => {
        // the ready time arrives live while the reply is on its way
        upsertOrder({ ...o, timing: { ...o.timing, ready } })
        return HttpResponse.json({ order_id: o.id, timing: { ...o.timing, ready: null, where_is_reply: at } } as never)
      }),
    )
    await replyWhereIs(o.id, 5)
    expect(ordersState.byId[o.id]!.whereIs).toEqual({ ...asked, expected_mins: 5, replied_at: at })
    expect(ordersState.byId[o.id]!.timing).toMatchObject({ ready, where_is_reply: at, due: o.timing.due })
    expect(titles()).toEqual([])
  })

  it('an answer that breaks the contract ({}) leaves the order as held, with the catalogue\'s Something went wrong', async () => {
    withStore()
    const o = preparing({ whereIs: asked })
    setCurrentOrders([o])
    server.use(api.post('/api/v1/order/where/reply', () => HttpResponse.json({} as never)))
    await expect(replyWhereIs(o.id, 5)).rejects.toThrow('Malformed response')
    expect(ordersState.byId[o.id]).toBe(o)
    expect(ordersState.acting[o.id]).toBeUndefined()
    expect(titles()).toEqual([{ key: 'error.somethingWentWrong' }])
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

describe('several tablets at one store', () => {
  it('the open order changed in status elsewhere: flagged notActual and announced once', () => {
    withStore()
    const o = makeOrder({ code: '100900' })
    setCurrentOrders([o])
    openOrderDrawer(o, 'current')
    const seen = [upsertOrder({ ...o, status: { id: 3, name: 'Preparing' } }), upsertOrder({ ...o, status: { id: 3, name: 'Preparing' } })].flatMap((c) =>
      c.processedElsewhere.map((p) => p.code),
    )
    expect(ordersState.flags[o.id]).toMatchObject({ notActual: true })
    expect(seen).toEqual(['100900'])
  })

  it('the open order vanished (cancelled elsewhere): flagged and announced; an order not open vanishes quietly', () => {
    withStore()
    const open = makeOrder({ code: '100901' })
    const other = makeOrder({ code: '100902' })
    setCurrentOrders([open, other])
    openOrderDrawer(open, 'current')
    const seen = setCurrentOrders([]).processedElsewhere.map((p) => p.code)
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
