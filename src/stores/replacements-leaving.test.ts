// A supermarket quantity change still waiting its 1 s pause is sent when the session ends or the page goes away.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeManager, makeStore } from '../../tests/factories/entities'
import { makeOrder, makeProduct } from '../../tests/factories/orders'
import { orderLiveWorld } from '../../tests/mocks/order-live'
import { server } from '../../tests/mocks/server'
import { signInAs } from '../../tests/setup/session'
import { setReplacement } from './order-replacements'
import { setCurrentOrders } from './orders'
import { setUser, signOut } from './session'
import { storeState } from './store'

afterEach(() => vi.useRealTimers())

function setup() {
  signInAs({ token: 'staff-token' })
  storeState.store = makeStore({ id: 101 })
  setUser(makeManager())
  const milk = makeProduct({ order_product_id: 51, qty: 3, total_price: 3, original: { id: 501, name: 'Milk', photo: null, loyalty: false, nutritional: null } })
  const order = makeOrder({ products: [milk] })
  const world = orderLiveWorld([order])
  server.use(...world.handlers)
  setCurrentOrders([order])
  return { order, world }
}

describe('a quantity change waiting its pause', () => {
  it('is sent at once on sign-out, with the token still valid', async () => {
    const { order, world } = setup()
    setReplacement(order.id, 51, 2)
    signOut()
    await vi.waitFor(() => expect(world.replacementCalls).toEqual([{ order_id: String(order.id), order_product_id: '51', replacement_product_id: '501', qty: '2' }]))
  })

  it('is sent at once on pagehide, and not again after its pause', async () => {
    const { order, world } = setup()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    setReplacement(order.id, 51, 1)
    window.dispatchEvent(new Event('pagehide'))
    vi.useRealTimers()
    await vi.waitFor(() => expect(world.replacementCalls).toHaveLength(1))
    expect(world.replacementCalls[0]).toMatchObject({ qty: '1' })
  })
})
