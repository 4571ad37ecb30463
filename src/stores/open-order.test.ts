import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeOrder } from '../../tests/factories/orders'
import { closeOrderDrawer, drawer, openOrderDrawer } from './drawer'
import { OPEN_ORDER_WAIT_MS, openOrderWhenOnBoard } from './open-order'
import { setCurrentOrders } from './orders'
import { resetAllStores } from './reset'

const settle = () => new Promise((r) => setTimeout(r, 0))

afterEach(() => vi.useRealTimers())

describe("a tapped alert's order", () => {
  it('opens at once when it is on the board', () => {
    const order = makeOrder()
    setCurrentOrders([makeOrder(), order])
    openOrderWhenOnBoard(order.id)
    expect([drawer.orderId, drawer.source]).toEqual([order.id, 'current'])
  })

  it('opens once the board has loaded it', async () => {
    const order = makeOrder()
    openOrderWhenOnBoard(order.id)
    expect(drawer.orderId).toBeNull()
    setCurrentOrders([order])
    await vi.waitFor(() => expect(drawer.orderId).toBe(order.id))
  })

  it('is given up, quietly, when it does not come in time', async () => {
    vi.useFakeTimers()
    const order = makeOrder()
    openOrderWhenOnBoard(order.id)
    vi.advanceTimersByTime(OPEN_ORDER_WAIT_MS)
    setCurrentOrders([order])
    await vi.runAllTimersAsync()
    expect(drawer.orderId).toBeNull()
  })

  it('does not take the drawer from an order staff opened meanwhile, nor open after a sign-out', async () => {
    const order = makeOrder()
    const theirs = makeOrder()
    setCurrentOrders([theirs])
    openOrderWhenOnBoard(order.id)
    openOrderDrawer(theirs, 'current')
    setCurrentOrders([theirs, order])
    await settle()
    expect(drawer.orderId).toBe(theirs.id)

    closeOrderDrawer()
    openOrderWhenOnBoard(order.id + 1)
    resetAllStores()
    setCurrentOrders([makeOrder({ id: order.id + 1 })])
    await settle()
    expect(drawer.orderId).toBeNull()
  })

  it('a later tap replaces the one still waiting', async () => {
    const first = makeOrder()
    const second = makeOrder()
    openOrderWhenOnBoard(first.id)
    openOrderWhenOnBoard(second.id)
    setCurrentOrders([first])
    await settle()
    expect(drawer.orderId).toBeNull()
    setCurrentOrders([first, second])
    await vi.waitFor(() => expect(drawer.orderId).toBe(second.id))
  })
})
