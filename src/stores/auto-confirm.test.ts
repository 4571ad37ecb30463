import { HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeBrand, makeStore } from '../../tests/factories/entities'
import { makeOrder } from '../../tests/factories/orders'
import { startAttention } from '../app/live/attention'
import { refreshOrders } from '../app/live/reactions'
import type { Order } from '../domain/orders'
import { api } from '../../tests/mocks/api'
import { failStatusChange, ordersWorld } from '../../tests/mocks/orders'
import { server } from '../../tests/mocks/server'
import { fakeSound } from '../../tests/mocks/sound'
import { signInAs } from '../../tests/setup/session'
import { alarmState, startAlarm } from './alarm'
import { autoConfirmNewOrder } from './auto-confirm'
import { deviceState, updateDeviceSettings } from './device'
import { fetchCurrentOrders, ordersState, upsertOrder } from './orders'
import { resetAllStores } from './reset'
import { startSound } from './sound'
import { storeState } from './store'
import { toasts } from './toasts'

vi.mock('../lib/audio/audio', () => import('../../tests/mocks/sound'))

let stop: () => void
const plays = (name: string) => fakeSound.plays.filter((p) => p.name === name)
const catchUp = () => fetchCurrentOrders({ background: true })
const settle = () => vi.waitFor(() => expect(Object.keys(deviceState.autoConfirming)).toHaveLength(0))

beforeEach(() => {
  fakeSound.reset()
  startSound()
  signInAs()
  storeState.store = makeStore({ default_prep_time: 12 })
  // the device's settings outlive a sign-out, so the reset between tests leaves them: start each test with it off
  updateDeviceSettings({ autoConfirm: false })
  stop = startAlarm()
})

afterEach(() => stop())

describe('auto-confirm', () => {
  it("confirms a new order with the store's default preparation time: one chime, its notice, no alarm", async () => {
    updateDeviceSettings({ autoConfirm: true })
    const order = makeOrder()
    const world = ordersWorld([order])
    server.use(...world.handlers)
    upsertOrder(order)
    expect(autoConfirmNewOrder(order, catchUp)).toBe(true)
    await settle()
    expect(world.statusCalls).toEqual([expect.objectContaining({ order_id: order.id, status_id: 3, preparation_time: 12 })])
    expect(ordersState.byId[order.id]?.status.id).toBe(3)
    expect(toasts.items.map((t) => t.title)).toEqual([{ key: 'device.autoConfirmed', params: { code: order.code, n: 12 } }])
    expect(plays('new-order')).toHaveLength(1)
    expect(plays('alarm')).toHaveLength(0)
    expect(alarmState.ringing).toBe(false)
  })

  it('a confirm answered after a sign-out shows no notice on the next screen', async () => {
    updateDeviceSettings({ autoConfirm: true })
    const order = makeOrder()
    let answer = () => undefined as void
    const held = new Promise<void>((r) => (answer = r))
    server.use(
      api.patch('/api/v1/order/status', async () => {
        await held
        const status = { id: 3 as const, name: 'Preparing' }
        return HttpResponse.json({ order: { ...order, status }, status })
      }),
    )
    upsertOrder(order)
    expect(autoConfirmNewOrder(order, catchUp)).toBe(true)
    await vi.waitFor(() => expect(ordersState.acting[order.id]).toBe('confirm'))
    resetAllStores()
    answer()
    await settle()
    expect(toasts.items).toEqual([])
    expect(ordersState.byId).toEqual({})
  })

  it("another tablet was first ('Order already confirmed'): nothing is shown, the board catches up, no alarm", async () => {
    updateDeviceSettings({ autoConfirm: true })
    const order = makeOrder()
    server.use(
      failStatusChange(400, 'Order already confirmed'),
      api.get('/api/v1/store/{id}/order', () => HttpResponse.json([{ ...order, status: { id: 3, name: 'Preparing' } }])),
    )
    upsertOrder(order)
    autoConfirmNewOrder(order, catchUp)
    await settle()
    expect(toasts.items).toEqual([])
    expect(ordersState.byId[order.id]?.status.id).toBe(3)
    expect(plays('alarm')).toHaveLength(0)
  })

  it('a failed confirm leaves the order pending, says so, and the alarm rings as usual', async () => {
    updateDeviceSettings({ autoConfirm: true })
    const order = makeOrder()
    server.use(failStatusChange(500, 'Server exploded'))
    upsertOrder(order)
    autoConfirmNewOrder(order, catchUp)
    await settle()
    expect(ordersState.byId[order.id]?.status.id).toBe(2)
    expect(toasts.items.at(-1)?.title).toEqual({ key: 'error.internalServerError' })
    await vi.waitFor(() => expect(alarmState.ringing).toBe(true))
  })

  it('a new order found by a list (Basic View, a reconnection) is taken without the alarm starting for a moment', async () => {
    updateDeviceSettings({ autoConfirm: true })
    stop()
    stop = startAttention() // the shell's: the live path rings and announces only while it is on screen
    const order = makeOrder()
    const world = ordersWorld([order])
    let listed: Order[] = []
    server.use(...world.handlers, api.get('/api/v1/store/{id}/order', () => HttpResponse.json(listed)))
    expect(await refreshOrders()).toBe(true) // the board's first list: empty
    listed = [order]
    expect(await refreshOrders({ background: true })).toBe(true)
    await settle()
    expect(world.statusCalls).toEqual([expect.objectContaining({ order_id: order.id, status_id: 3 })])
    expect(plays('new-order')).toHaveLength(1)
    expect(plays('alarm')).toHaveLength(0)
    expect(fakeSound.stops).not.toContain('alarm')
  })

  it('leaves the order to staff when switched off, and always for a supermarket', () => {
    const order = makeOrder()
    upsertOrder(order)
    expect(autoConfirmNewOrder(order, catchUp)).toBe(false)
    updateDeviceSettings({ autoConfirm: true })
    storeState.store = makeStore({ brand: makeBrand({ supermarket: true }) })
    expect(autoConfirmNewOrder(order, catchUp)).toBe(false)
    expect(deviceState.autoConfirming).toEqual({})
  })
})
