// The current-orders list is checked order by order against the contract, with the validator realtime checks its
// orders with: one malformed order is left out and reported, the others still show and ring. Only an answer that is
// not a list fails the call.
import { HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { makeStore } from '../../tests/factories/entities'
import { makeOrder, preparing } from '../../tests/factories/orders'
import { api, ext } from '../../tests/mocks/api'
import { server } from '../../tests/mocks/server'
import { signInAs } from '../../tests/setup/session'
import { boardShown } from './board-painted'
import { fetchCurrentOrders, ordersState, paintSavedOrders } from './orders'
import { storeState } from './store'
import { toasts } from './toasts'

type Report = { message: string; level: string; tags: Record<string, string> }

/** Store 101's board, its list answering with what `list()` returns, and the error reports sent */
function board(list: () => unknown) {
  signInAs()
  storeState.store = makeStore({ id: 101 })
  const reports: Report[] = []
  server.use(
    api.get('/api/v1/store/{id}/order', () => HttpResponse.json(list() as never)),
    ext.errors(async ({ request }) => {
      reports.push((await request.json()) as Report)
      return new HttpResponse(null, { status: 204 })
    }),
  )
  return reports
}

const held = () => Object.keys(ordersState.byId).map(Number).sort()
const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('a current-orders list with a malformed order', () => {
  it('holds the sound orders, leaves the malformed one out and reports it, without a toast', async () => {
    const good = [makeOrder(), preparing()]
    const bad = { ...makeOrder(), status: null }
    const reports = board(() => [good[0], bad, good[1]])
    const changes = await fetchCurrentOrders()
    expect(changes).not.toBeNull()
    expect(held()).toEqual(good.map((o) => o.id).sort())
    expect(ordersState.load).toBe('ready')
    expect(toasts.items).toEqual([])
    await vi.waitFor(() => expect(reports).toHaveLength(1))
    expect(reports[0]).toMatchObject({ level: 'warning', tags: { rest_call: 'GET /store/{id}/order' } })
    expect(reports[0]!.message).toContain(`order ${bad.id}`)
    expect(reports[0]!.message).toContain('/status')
  })

  it('once the contract validator has loaded (after the first list), a breach deeper than the shape is left out too', async () => {
    const good = makeOrder()
    const deep = { ...makeOrder(), products: [{ order_product_id: 'one' }] }
    let list: unknown[] = [good]
    board(() => list)
    // the first list paints without waiting for the validator, which loads once the board has painted
    await fetchCurrentOrders()
    boardShown()
    await import('../lib/realtime/validators.gen')
    list = [good, deep]
    await vi.waitFor(
      async () => {
        await fetchCurrentOrders()
        expect(held()).toEqual([good.id])
      },
      { timeout: 5000 },
    )
  })

  it('reports a malformed order once per session, however often it is listed, and still announces new orders', async () => {
    const first = makeOrder()
    const bad = { ...makeOrder(), user: null }
    const later = makeOrder()
    let list: unknown[] = [first, bad]
    const reports = board(() => list)
    await fetchCurrentOrders({ background: true })
    list = [first, bad, later]
    const changes = await fetchCurrentOrders({ background: true })
    expect(changes?.newPending.map((o) => o.id)).toEqual([later.id])
    expect(held()).toEqual([first.id, later.id].sort())
    await vi.waitFor(() => expect(reports).toHaveLength(1))
    await settle()
    expect(reports).toHaveLength(1)
  })

  it('keeps a held order as it was when the server lists it again in a malformed shape', async () => {
    const a = makeOrder()
    const b = makeOrder()
    let list: unknown[] = [a, b]
    board(() => list)
    await fetchCurrentOrders()
    const heldA = ordersState.byId[a.id]
    list = [{ ...a, status: { id: 'preparing' } }, b]
    const changes = await fetchCurrentOrders()
    expect(ordersState.byId[a.id]).toBe(heldA)
    expect(changes?.vanished).toEqual([])
    // once the server no longer lists it, it goes
    list = [b]
    expect((await fetchCurrentOrders())?.vanished.map((o) => o.id)).toEqual([a.id])
  })

  it('an answer that is not a list fails the call: the board stays as it was, the user is told, it is reported', async () => {
    const a = makeOrder()
    let answer: unknown = [a]
    const reports = board(() => answer)
    await fetchCurrentOrders()
    answer = { orders: [makeOrder()] }
    expect(await fetchCurrentOrders()).toBeNull()
    expect(held()).toEqual([a.id])
    expect(ordersState.load).toBe('ready')
    expect(toasts.items.at(-1)?.title).toEqual({ key: 'error.somethingWentWrong' })
    await vi.waitFor(() => expect(reports.map((r) => r.message)).toEqual([expect.stringContaining('not a list')]))
  })

  it('a first answer that is not a list leaves the board failed, and a later sound list loads it', async () => {
    let answer: unknown = null
    board(() => answer)
    await fetchCurrentOrders()
    expect(ordersState.load).toBe('failed')
    expect(toasts.items.at(-1)?.title).toEqual({ key: 'error.somethingWentWrong' })
    const a = makeOrder()
    answer = [a]
    await fetchCurrentOrders()
    expect(ordersState.load).toBe('ready')
    expect(held()).toEqual([a.id])
  })
})

describe('the board saved on this device, in an older or damaged shape', () => {
  it('paints its sound orders: an order without a status is left out alone and reported once, nothing throws', async () => {
    const reports = board(() => [])
    const good = [makeOrder(), preparing()]
    const { status: _status, ...old } = makeOrder()
    const savedAt = Date.now() - 60_000
    expect(paintSavedOrders([good[0], old, good[1]], savedAt)).toBe(true)
    expect(held()).toEqual(good.map((o) => o.id).sort())
    expect(ordersState.load).toBe('ready')
    await vi.waitFor(() => expect(reports).toHaveLength(1))
    expect(reports[0]).toMatchObject({ level: 'warning', tags: { device_data: 'currentOrders' } })
    expect(reports[0]!.message).toContain(`order ${old.id}`)
  })

  it('a record whose orders is not a list paints nothing and throws nothing: the list from the server loads the board', async () => {
    const a = makeOrder()
    const reports = board(() => [a])
    expect(paintSavedOrders({ [a.id]: a }, Date.now())).toBe(false)
    expect(paintSavedOrders([a], 'yesterday')).toBe(false)
    expect(ordersState.load).not.toBe('ready')
    await vi.waitFor(() => expect(reports.map((r) => r.message)).toEqual([expect.stringContaining('not a list')]))
    await fetchCurrentOrders()
    expect(held()).toEqual([a.id])
  })

  it('a record whose orders all break the contract paints nothing (it would pass for an empty store)', () => {
    board(() => [])
    expect(paintSavedOrders([{ id: 1 }, null], Date.now())).toBe(false)
    expect(ordersState.load).not.toBe('ready')
    // an empty saved board is an empty store
    expect(paintSavedOrders([], Date.now())).toBe(true)
  })
})
