import { HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeLoyaltyCard } from '../../tests/factories/menu'
import { makeOrder, preparing } from '../../tests/factories/orders'
import { api, loyalty } from '../../tests/mocks/api'
import { ordersWorld } from '../../tests/mocks/orders'
import { server } from '../../tests/mocks/server'
import { signInAs } from '../../tests/setup/session'
import { startPrinter, updateDeviceSettings } from './device'
import { closeOrderDrawer, openOrderDrawer } from './drawer'
import { addLoyaltyPunches, loyaltyState } from './loyalty'
import { changeOrderStatus } from './order-status'
import { setCurrentOrders } from './orders'
import { acceptUpdate, pwa, updateReady } from './pwa'

const flush = () => new Promise((r) => setTimeout(r, 0))

// The version stays waiting across sign-outs (no reset in the app); the next test file in this worker starts without one
afterEach(() => {
  Object.assign(pwa, { updateReady: false, applying: false })
  document.body.replaceChildren()
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

  it("waits while the receipt of the order just confirmed is being made, then applies once it is queued", async () => {
    signInAs()
    const order = makeOrder()
    setCurrentOrders([order])
    server.use(...ordersWorld([order]).handlers)
    updateDeviceSettings({ printOnConfirm: true })
    let queued = () => undefined as void
    const stopPrinter = startPrinter(() => new Promise<void>((resolve) => (queued = resolve)))
    try {
      const apply = vi.fn(async () => undefined)
      updateReady(apply)
      // the last pending order is confirmed: its receipt is now being made (the order GETs, the logo, the raster)
      await changeOrderStatus(order.id, 'confirm', { preparationTime: 10 })
      await flush()
      expect(apply).not.toHaveBeenCalled()
      queued()
      await flush()
      expect(apply).toHaveBeenCalledOnce()
    } finally {
      stopPrinter()
      updateDeviceSettings({ printOnConfirm: false })
    }
  })

  it('waits while an order action is on its way, then applies once it is answered', async () => {
    signInAs()
    const order = preparing()
    setCurrentOrders([order])
    let answer = () => undefined as void
    const held = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      api.patch('/api/v1/order/status', async () => {
        await held
        const status = { id: 4 as const, name: 'Dispatched' }
        return HttpResponse.json({ order: { ...order, status }, status })
      }),
    )
    const dispatching = changeOrderStatus(order.id, 'dispatch')
    const apply = vi.fn(async () => undefined)
    updateReady(apply)
    await flush()
    expect(apply).not.toHaveBeenCalled()
    answer()
    await dispatching
    await flush()
    // the board's change and the end of the call each find the quiet moment; a second SKIP_WAITING is harmless
    expect(apply).toHaveBeenCalled()
  })

  it('waits while a change is on its way (a loyalty punch), then applies once it is answered', async () => {
    signInAs()
    let answer = () => undefined as void
    const held = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      loyalty.post('/store/loyalty/punch/add', async () => {
        await held
        return HttpResponse.json({ manual_punches_added: 2, loyalty: { count_punches: 6 } })
      }),
    )
    Object.assign(loyaltyState, { card: makeLoyaltyCard(), phone: '+96550001234', status: 'found' })
    const punching = addLoyaltyPunches({ receipt: 'R-1', amount: '4.500', countPunches: 2 })
    await vi.waitFor(() => expect(loyaltyState.punch.status).toBe('saving'))
    const apply = vi.fn(async () => undefined)
    updateReady(apply)
    await flush()
    expect(apply).not.toHaveBeenCalled()
    answer()
    await punching
    await vi.waitFor(() => expect(apply).toHaveBeenCalledOnce())
  })

  it('waits while a dialog is open', () => {
    document.body.innerHTML = '<div role="alertdialog" aria-label="Are you still there?"></div>'
    const apply = vi.fn(async () => undefined)
    updateReady(apply)
    expect(apply).not.toHaveBeenCalled()
  })

  it('waits while the focus is on a select of a half-filled form', () => {
    document.body.innerHTML = '<form><input name="receipt" value="R-778"><select name="count"><option>3</option></select></form>'
    document.querySelector('select')!.focus()
    const apply = vi.fn(async () => undefined)
    updateReady(apply)
    expect(apply).not.toHaveBeenCalled()
  })

  it('waits while a form the user changed is on the page, wherever the focus is', () => {
    document.body.innerHTML = '<form><select name="count"><option>1</option><option>3</option></select></form><button>elsewhere</button>'
    const select = document.querySelector('select')!
    select.value = '3'
    select.dispatchEvent(new Event('change', { bubbles: true }))
    document.querySelector('button')!.focus()
    const apply = vi.fn(async () => undefined)
    updateReady(apply)
    expect(apply).not.toHaveBeenCalled()
    // put back as it was shown
    document.querySelector('form')!.reset()
    updateReady(apply)
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
