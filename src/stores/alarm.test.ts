import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeBrand, makeStore } from '../../tests/factories/entities'
import { makeOrder } from '../../tests/factories/orders'
import { fakeSound } from '../../tests/mocks/sound'
import { signInAs } from '../../tests/setup/session'
import { acknowledgeReminder, alarmState, startAlarm } from './alarm'
import { setCurrentOrders, upsertOrder } from './orders'
import { resetAllStores } from './reset'
import { startSound } from './sound'
import { storeState } from './store'

vi.mock('../lib/audio/audio', () => import('../../tests/mocks/sound'))

let stop: () => void
const alarms = () => fakeSound.plays.filter((p) => p.name === 'alarm')
const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms)

beforeEach(() => {
  vi.useFakeTimers()
  fakeSound.reset()
  startSound()
  signInAs()
  storeState.store = makeStore()
  stop = startAlarm()
})

afterEach(() => {
  stop()
  vi.useRealTimers()
})

describe('the alarm', () => {
  it('sounds at once when an order is pending and every 2 s after, and stops when pending orders reach zero', async () => {
    await tick(10_000)
    expect(alarms()).toHaveLength(0)
    const order = makeOrder()
    upsertOrder(order)
    await tick(0)
    expect(alarms()).toHaveLength(1)
    await tick(6_000)
    expect(alarms()).toHaveLength(4)
    const gaps = alarms().slice(1).map((p, i) => p.at - alarms()[i]!.at)
    expect(gaps).toEqual([2000, 2000, 2000])
    // a second pending order does not start a second alarm
    upsertOrder(makeOrder())
    await tick(2_000)
    expect(alarms()).toHaveLength(5)

    setCurrentOrders([{ ...order, status: { id: 3, name: 'Preparing' } }])
    await tick(0)
    expect(alarmState.ringing).toBe(false)
    expect(fakeSound.stops).toContain('alarm')
    await tick(10_000)
    expect(alarms()).toHaveLength(5)
  })

  it('never sounds for a supermarket brand', async () => {
    storeState.store = makeStore({ brand: makeBrand({ supermarket: true }) })
    upsertOrder(makeOrder())
    await tick(70_000)
    expect(alarms()).toHaveLength(0)
    expect(alarmState.reminder).toBe(false)
  })

  it('stops when the store turns out to be a supermarket, and when signed out', async () => {
    upsertOrder(makeOrder())
    await tick(0)
    expect(alarmState.ringing).toBe(true)
    storeState.store = makeStore({ brand: makeBrand({ supermarket: true }) })
    await tick(0)
    expect(alarmState.ringing).toBe(false)

    storeState.store = makeStore()
    upsertOrder(makeOrder())
    await tick(0)
    expect(alarmState.ringing).toBe(true)
    resetAllStores() // what sign-out does
    const heard = alarms().length
    await tick(70_000)
    expect(alarmState).toMatchObject({ ringing: false, reminder: false })
    expect(alarms()).toHaveLength(heard)
  })

  it("shows the reminder 60 s after pending orders began; OKAY hides it and it comes back 60 s later", async () => {
    upsertOrder(makeOrder())
    await tick(59_999)
    expect(alarmState.reminder).toBe(false)
    await tick(1)
    expect(alarmState.reminder).toBe(true)
    acknowledgeReminder()
    expect(alarmState.reminder).toBe(false)
    await tick(59_999)
    expect(alarmState.reminder).toBe(false)
    await tick(1)
    expect(alarmState.reminder).toBe(true)
  })

  it('turns the reminder off when pending orders reach zero, and starts its 60 s again with the next one', async () => {
    const a = makeOrder()
    upsertOrder(a)
    await tick(60_000)
    expect(alarmState.reminder).toBe(true)
    upsertOrder({ ...a, status: { id: 6, name: 'Declined' } })
    await tick(0)
    expect(alarmState).toMatchObject({ reminder: false, ringing: false, pendingSince: null })
    upsertOrder(makeOrder())
    await tick(30_000)
    expect(alarmState.reminder).toBe(false)
    await tick(30_000)
    expect(alarmState.reminder).toBe(true)
  })

  it('keeps trying every 2 s while the browser blocks sound (the overlay asks for a tap)', async () => {
    fakeSound.answer = () => 'blocked'
    upsertOrder(makeOrder())
    await tick(4_000)
    expect(alarms()).toHaveLength(3)
    expect(fakeSound.blocked).toBe(true)
  })
})
