import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeOrder, preparing } from '../../tests/factories/orders'
import { closeOrderDrawer, openOrderDrawer } from './drawer'
import { setCurrentOrders } from './orders'
import { acceptUpdate, pwa, updateReady } from './pwa'

const flush = () => new Promise((r) => setTimeout(r, 0))

// The version stays waiting across sign-outs (no reset in the app); the next test file in this worker starts without one
afterEach(() => {
  Object.assign(pwa, { updateReady: false, applying: false })
})

describe('a waiting new version', () => {
  it('is applied at once when no order is pending and no order is open', async () => {
    setCurrentOrders([preparing()])
    const apply = vi.fn(async () => undefined)
    updateReady(apply)
    expect(apply).toHaveBeenCalledOnce()
  })

  it('waits while an order is pending, then applies when none is', async () => {
    const pending = makeOrder()
    setCurrentOrders([pending])
    const apply = vi.fn(async () => undefined)
    updateReady(apply)
    expect(pwa.updateReady).toBe(true)
    expect(apply).not.toHaveBeenCalled()
    setCurrentOrders([])
    await flush()
    expect(apply).toHaveBeenCalledOnce()
  })

  it('waits while an order is open in the drawer', async () => {
    const order = preparing()
    setCurrentOrders([order])
    openOrderDrawer(order, 'current')
    const apply = vi.fn(async () => undefined)
    updateReady(apply)
    expect(apply).not.toHaveBeenCalled()
    closeOrderDrawer()
    await flush()
    expect(apply).toHaveBeenCalledOnce()
  })

  it('is applied when the user accepts the prompt, even with orders pending', async () => {
    setCurrentOrders([makeOrder()])
    const apply = vi.fn(async () => undefined)
    updateReady(apply)
    expect(apply).not.toHaveBeenCalled()
    await acceptUpdate()
    expect(apply).toHaveBeenCalledOnce()
  })
})
