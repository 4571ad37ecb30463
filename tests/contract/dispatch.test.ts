// Dispatch as the server enforces it, with the dashboard's own rules (src/domain/dispatch.ts), and the promise that
// no order is stuck: every current order of every seeded store, after a simulated hour of new ones, has a way off the
// board for a manager, and the server takes it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { components } from '../../src/lib/api/schema.gen'
import { canDecline, canDispatch, canNoShow, forceDispatchFacts, STATUS_CHANGE, type DrawerAction } from '../../src/domain/orders'
import { DELIVERY_METHOD } from '../../src/domain/dispatch'
import { canForceDispatch } from '../../src/domain/permissions'
import { Simulator } from '../../sandbox/simulator'
import { api, control, DEMO, signIn, startSandbox, type TestSandbox } from '../support/sandbox'

type Order = components['schemas']['Order']
type User = components['schemas']['User']

const SHIFT_START = Date.parse('2026-03-10T09:00:00Z')
const TICK_MS = 5_000
const HOUR_MS = 60 * 60_000

let clock = SHIFT_START
let sb: TestSandbox
const tokens: Record<string, string> = {}
const MANAGERS = [
  { email: DEMO.kwManager, country: 'kw', storeId: 101 },
  { email: DEMO.kwPolling, country: 'kw', storeId: 102 },
  { email: DEMO.saManager, country: 'sa', storeId: 201 },
] as const

beforeAll(async () => {
  sb = await startSandbox({ currentOrders: true, now: () => clock })
  for (const email of [DEMO.kwManager, DEMO.kwStaff, DEMO.saManager, DEMO.kwPolling]) tokens[email] = await signIn(sb, email)
})
afterAll(async () => {
  expect(sb.world.collected.violations).toEqual([])
  await sb.close()
})

const patchStatus = (email: string, country: 'kw' | 'sa', order: Order, action: DrawerAction) =>
  api(sb, country, tokens[email]).PATCH('/api/v1/order/status', {
    body: { order_id: order.id, customer_status: order.user.status.id, ...STATUS_CHANGE[action] },
  })

describe('the server enforces Dispatch', () => {
  it('refuses a plain dispatch of a preparing order whose customer has not arrived, with the error shape, and changes nothing', async () => {
    const order = await control<Order>(sb, '/kw/stores/101/orders', { collectionMethod: { id: 3 } })
    await control(sb, `/kw/orders/${order.id}/status`, { status_id: 3 })
    const preparing = await control<Order>(sb, `/kw/orders/${order.id}`)
    // the body's customer_status is the client's word, not the server's knowledge: it does not open Dispatch
    const r = await api(sb, 'kw', tokens[DEMO.kwStaff]).PATCH('/api/v1/order/status', {
      body: { order_id: order.id, status_id: 4, status_name: 'dispatched', customer_status: 3 },
    })
    expect(r.response.status).toBe(400)
    expect(r.error).toMatchObject({ code: 400, message: expect.stringMatching(/force dispatch/i) })
    expect(await control<Order>(sb, `/kw/orders/${order.id}`)).toEqual(preparing)

    await control(sb, `/kw/orders/${order.id}/customer`, { status: 3 })
    const ok = await patchStatus(DEMO.kwStaff, 'kw', { ...preparing, user: { ...preparing.user, status: { id: 3 } } }, 'dispatch')
    expect(ok.data?.status.id).toBe(4)
  })

  it('dispatches a store-delivery order to an apartment or an office without an arrived customer', async () => {
    for (const kind of [2, 3] as const) {
      const order = await control<Order>(sb, '/kw/stores/102/orders', { collectionMethod: { id: 6 }, delivery: { home: { type: kind } } })
      expect(order.delivery).toMatchObject({ method: 2, type: 1, driver: null, home: { type: kind } })
      await control(sb, `/kw/orders/${order.id}/status`, { status_id: 3 })
      const r = await patchStatus(DEMO.kwPolling, 'kw', order, 'dispatch')
      expect(r.data?.status.id, `address kind ${kind}`).toBe(4)
    }
  })

  it('holds Force Dispatch to the same driver rule as the drawer: a company delivery waits for its driver', async () => {
    const order = await control<Order>(sb, '/kw/stores/101/orders', { collectionMethod: { id: 6 }, delivery: { driver: null } })
    await control(sb, `/kw/orders/${order.id}/status`, { status_id: 3 })
    const held = await control<Order>(sb, `/kw/orders/${order.id}`)
    expect(forceDispatchFacts(held)).toMatchObject({ needsDriver: true, hasDriver: false })
    expect((await patchStatus(DEMO.kwManager, 'kw', held, 'force_dispatch')).response.status).toBe(400)
    await control(sb, `/kw/orders/${order.id}/driver`, { status: 2 })
    expect((await patchStatus(DEMO.kwManager, 'kw', held, 'force_dispatch')).data?.status.id).toBe(4)
  })
})

/** The ways a manager's drawer offers to take the order off the board, by the dashboard's own rules */
function waysOff(order: Order, manager: User): DrawerAction[] {
  const ways: DrawerAction[] = []
  if (canDispatch(order)) ways.push('dispatch')
  if (canForceDispatch(manager, forceDispatchFacts(order))) ways.push('force_dispatch')
  if (canDecline(order)) ways.push('decline')
  if (canNoShow(order)) ways.push('no_show')
  return ways
}

/** A delivery that waits for the delivery company to assign its Hero: only then may it be force-dispatched */
const awaitsCompanyDriver = (o: Order) => o.delivery?.method === DELIVERY_METHOD.company && !o.delivery.driver

describe('every order has a way off the board', () => {
  it('for a manager, on every seeded store and after a simulated hour of new orders; the server takes that way', { timeout: 240_000 }, async () => {
    const simulator = new Simulator(sb.world)
    for (clock = SHIFT_START; clock < SHIFT_START + HOUR_MS; clock += TICK_MS) {
      simulator.tick()
      // let the server's sockets breathe between ticks, as the real interval would
      await new Promise((r) => setImmediate(r))
    }
    // the hour has passed for the sessions too
    for (const m of MANAGERS) tokens[m.email] = await signIn(sb, m.email)

    let walked = 0
    for (const m of MANAGERS) {
      const client = api(sb, m.country, tokens[m.email])
      const me = (await client.GET('/api/v1/user/store')).data!.user
      const board = (await client.GET('/api/v1/store/{id}/order', { params: { path: { id: m.storeId }, query: { _locale: 'en' } } })).data!
      expect(board.length, `store ${m.storeId} has orders to walk`).toBeGreaterThan(0)
      for (const order of board) {
        const label = `store ${m.storeId} order ${order.code} (status ${order.status.id}, method ${order.collectionMethod.id})`
        const ways = waysOff(order, me)
        expect(ways, label).not.toEqual([])
        // an order on its way to a customer's door leaves by being dispatched, not by No Show
        if (order.status.id === 3 && order.delivery && !awaitsCompanyDriver(order)) {
          expect(ways.some((w) => w === 'dispatch' || w === 'force_dispatch'), label).toBe(true)
        }
        // the server agrees with the drawer: a plain dispatch it does not offer is refused
        if (order.status.id === 3 && !ways.includes('dispatch')) {
          expect((await patchStatus(m.email, m.country, order, 'dispatch')).response.status, label).toBe(400)
        }
        const r = await patchStatus(m.email, m.country, order, ways[0]!)
        expect(r.response.status, `${label}: ${ways[0]} → ${JSON.stringify(r.error)}`).toBe(200)
        walked++
      }
      const after = (await client.GET('/api/v1/store/{id}/order', { params: { path: { id: m.storeId } } })).data!
      expect(after, `store ${m.storeId} board after`).toEqual([])
    }
    expect(walked).toBeGreaterThan(20)
  })
})
