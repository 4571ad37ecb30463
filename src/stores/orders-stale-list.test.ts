// An orders list is the server's board as it was when it was asked for. What this tablet learned after that (an event,
// its own Confirm or Decline) is newer, and a list answered late (a slow network, a poll in Basic View or the
// fallback) must not undo it, drop it, or bring back and announce an order that has left. Nor is a board held for
// another store (the device's saved store was not the user's any more) the new store's.
import { HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { makeStore } from '../../tests/factories/entities'
import { makeOrder } from '../../tests/factories/orders'
import { api } from '../../tests/mocks/api'
import type { Order } from '../domain/orders'
import { ordersWorld } from '../../tests/mocks/orders'
import { server } from '../../tests/mocks/server'
import { signInAs } from '../../tests/setup/session'
import { openOrderDrawer } from './drawer'
import { changeOrderStatus } from './order-status'
import { boardFor, fetchCurrentOrders, ordersState, paintSavedOrders, setCurrentOrders, upsertOrder } from './orders'
import { storeState } from './store'

function boardWith(orders: Order[]) {
  signInAs()
  storeState.store = makeStore({ id: 101 })
  setCurrentOrders(orders, { announce: false })
  ordersState.load = 'ready'
}

/** The orders list answers with what the server held when it was asked, once the test lets it */
function slowList(heldThen: () => Order[]) {
  let release = () => undefined as void
  const open = new Promise<void>((r) => (release = r))
  server.use(
    api.get('/api/v1/store/{id}/order', async () => {
      const list = heldThen()
      await open
      return HttpResponse.json(list)
    }),
  )
  return release
}

const tick = () => new Promise((r) => setTimeout(r, 5))
const statusOf = (id: number) => ordersState.byId[id]?.status.id

describe('a list asked for before a change', () => {
  it('does not undo an event that came while it was on its way, nor drop or announce again the order it brought', async () => {
    const a = makeOrder()
    boardWith([a])
    let server_ = [a]
    const release = slowList(() => server_)
    const late = fetchCurrentOrders({ background: true })
    await tick()
    const confirmed = { ...a, status: { id: 3 as const, name: 'Preparing' } }
    upsertOrder(confirmed)
    const b = makeOrder()
    expect(upsertOrder(b).newPending).toEqual([b])
    server_ = [confirmed, b]
    release()
    const changes = await late
    expect(statusOf(a.id)).toBe(3)
    expect(statusOf(b.id)).toBe(2)
    expect(changes?.newPending).toEqual([])

    // a list asked for after them is the server's word again: without b, b goes
    server.use(api.get('/api/v1/store/{id}/order', () => HttpResponse.json([confirmed])))
    await fetchCurrentOrders({ background: true })
    expect(ordersState.byId[b.id]).toBeUndefined()
  })

  it("keeps this tablet's own Confirm, and does not call it processed elsewhere", async () => {
    const a = makeOrder()
    boardWith([a])
    server.use(...ordersWorld([a]).handlers)
    const release = slowList(() => [a])
    openOrderDrawer(a, 'current')
    const poll = fetchCurrentOrders({ background: true })
    await tick()
    await changeOrderStatus(a.id, 'confirm', { preparationTime: 10 })
    release()
    const changes = await poll
    expect(statusOf(a.id)).toBe(3)
    expect(changes?.processedElsewhere).toEqual([])
  })

  it('does not bring back, as a new order, one this tablet declined meanwhile', async () => {
    const a = makeOrder()
    boardWith([a])
    server.use(...ordersWorld([a]).handlers)
    const release = slowList(() => [a])
    const poll = fetchCurrentOrders({ background: true })
    await tick()
    await changeOrderStatus(a.id, 'decline')
    release()
    const changes = await poll
    expect(ordersState.byId[a.id]).toBeUndefined()
    expect(changes?.newPending).toEqual([])
  })

  it('the saved board is as old as its save: the list asked for at the start replaces it, events since stay', async () => {
    signInAs()
    storeState.store = makeStore({ id: 101 })
    const [gone, changed, same] = [makeOrder(), makeOrder(), makeOrder()]
    const release = slowList(() => [{ ...changed, status: { id: 3 as const, name: 'Preparing' } }, same])
    const start = fetchCurrentOrders({ background: true })
    expect(paintSavedOrders([gone, changed, same], Date.now() - 60_000)).toBe(true)
    const arrived = makeOrder()
    upsertOrder(arrived)
    release()
    await start
    expect(ordersState.byId[gone.id]).toBeUndefined()
    expect(statusOf(changed.id)).toBe(3)
    expect(statusOf(same.id)).toBe(2)
    expect(statusOf(arrived.id)).toBe(2)
  })
})

describe("another store's board", () => {
  it('is emptied when the live data starts for another store, whose first list then announces nothing', async () => {
    boardFor('KW', 101)
    boardWith([makeOrder()])
    // the same store again (Basic View switched, a new notifier token): the board stays
    boardFor('KW', 101)
    expect(Object.keys(ordersState.byId)).toHaveLength(1)
    boardFor('KW', 102)
    expect(ordersState.byId).toEqual({})
    expect(ordersState.load).toBe('idle')
    storeState.store = makeStore({ id: 102 })
    const theirs = makeOrder()
    server.use(api.get('/api/v1/store/{id}/order', () => HttpResponse.json([theirs])))
    const changes = await fetchCurrentOrders()
    expect(changes?.newPending).toEqual([])
    expect(Object.keys(ordersState.byId).map(Number)).toEqual([theirs.id])
  })
})
