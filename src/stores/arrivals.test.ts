import { afterEach, describe, expect, it, vi } from 'vitest'
import { CAR_FIXTURE } from '../../tests/factories/arrival'
import { preparing } from '../../tests/factories/orders'
import { saveArrival } from '../lib/db/db'
import { resetServerClock, setRealtimeServerOffset } from '../lib/server-clock'
import { arrivals, arrivalTimes, noteDispatched, startArrivalRecording } from './arrivals'
import { applyCustomerStatus, ordersState, setCurrentOrders, upsertOrder } from './orders'

// IndexedDB is the browser's (jsdom has none): the writes are watched here
vi.mock('../lib/db/db', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/db/db')>()),
  readArrivals: vi.fn(async () => []),
  deleteArrivals: vi.fn(async () => undefined),
  saveArrival: vi.fn(async () => undefined),
}))

describe('arrivals store', () => {
  afterEach(() => vi.useRealTimers())

  it('records when the device first saw a customer arrive and when the order was dispatched', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-22T10:00:00+03:00'), toFake: ['Date'] })
    const order = preparing()
    setCurrentOrders([order], { announce: false })
    const stop = startArrivalRecording('KW', 101, ordersState.byId)
    expect(arrivals.records[order.id]).toBeUndefined()

    vi.setSystemTime(Date.parse('2026-11-22T10:01:00+03:00'))
    applyCustomerStatus(order.id, 3, undefined)
    return Promise.resolve().then(() => {
      const arrivedAt = Date.parse('2026-11-22T10:01:00+03:00')
      expect(arrivals.records[order.id]).toEqual({ orderId: order.id, arrivedAt, dispatchedAt: null, byCar: false })
      expect(arrivalTimes(arrivals.records)).toEqual({ [order.id]: arrivedAt })

      // the customer moving again or a second arrival keeps the first sight
      vi.setSystemTime(Date.parse('2026-11-22T10:02:00+03:00'))
      applyCustomerStatus(order.id, 3, undefined)
      vi.setSystemTime(Date.parse('2026-11-22T10:04:30+03:00'))
      // the live path hands each order that left to noteDispatched (src/app/live/events.ts)
      upsertOrder({ ...order, user: { ...order.user, status: { id: 3 } }, status: { id: 4, name: 'Dispatched' } }).left.forEach(noteDispatched)
      expect(arrivals.records[order.id]).toEqual({ orderId: order.id, arrivedAt, dispatchedAt: Date.parse('2026-11-22T10:04:30+03:00'), byCar: false })
      stop()
    })
  })

  it('records whether the customer came by car to collect (the waits at the window are theirs)', () => {
    const walkIn = preparing({ car: null, user: { ...preparing().user, status: { id: 3 } } })
    const byCar = preparing({ car: CAR_FIXTURE, delivery: null, user: { ...preparing().user, status: { id: 3 } } })
    setCurrentOrders([walkIn, byCar], { announce: false })
    const stop = startArrivalRecording('KW', 101, ordersState.byId)
    expect(arrivals.records[walkIn.id]?.byCar).toBe(false)
    expect(arrivals.records[byCar.id]?.byCar).toBe(true)
    stop()
  })

  it("a dispatch heard late (realtime back after an outage) ends the wait when the server says it was dispatched", () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-22T10:00:00+03:00'), toFake: ['Date'] })
    // the realtime SDK has told the clocks' offset: they agree
    setRealtimeServerOffset(0)
    const order = preparing({ user: { ...preparing().user, status: { id: 3 } } })
    setCurrentOrders([order], { announce: false })
    const stop = startArrivalRecording('KW', 101, ordersState.byId)
    // dispatched on another tablet at 10:02; this tablet hears of it at 10:22
    vi.setSystemTime(Date.parse('2026-11-22T10:22:00+03:00'))
    upsertOrder({ ...order, status: { id: 4, name: 'Dispatched' }, timing: { ...order.timing, dispatched: '2026-11-22T07:02:00.000Z' } }).left.forEach(noteDispatched)
    expect(arrivals.records[order.id]?.dispatchedAt).toBe(Date.parse('2026-11-22T10:02:00+03:00'))
    resetServerClock()
    stop()
  })

  it('an order that leaves another way (cancelled) ends no wait', async () => {
    const order = preparing({ user: { ...preparing().user, status: { id: 3 } } })
    setCurrentOrders([order], { announce: false })
    const stop = startArrivalRecording('KW', 101, ordersState.byId)
    expect(arrivals.records[order.id]?.dispatchedAt).toBeNull()
    upsertOrder({ ...order, status: { id: 7, name: 'Cancelled' } }).left.forEach(noteDispatched)
    await Promise.resolve()
    expect(arrivals.records[order.id]?.dispatchedAt).toBeNull()
    stop()
  })

  it('a live session restarting for the same store keeps the arrival times it holds: no tile jumps', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-22T10:00:00+03:00'), toFake: ['Date'] })
    const order = preparing({ user: { ...preparing().user, status: { id: 3 } } })
    setCurrentOrders([order], { announce: false })
    let stop = startArrivalRecording('KW', 101, ordersState.byId)
    const arrivedAt = arrivals.records[order.id]?.arrivedAt
    expect(arrivedAt).toBe(Date.parse('2026-11-22T10:00:00+03:00'))
    vi.setSystemTime(Date.parse('2026-11-22T10:05:00+03:00'))
    stop()
    stop = startArrivalRecording('KW', 101, ordersState.byId)
    expect(arrivals.records[order.id]?.arrivedAt).toBe(arrivedAt)
    stop()
    // another store's recording starts anew: the customer is first seen by it now
    stop = startArrivalRecording('KW', 102, ordersState.byId)
    expect(arrivals.records[order.id]?.arrivedAt).toBe(Date.parse('2026-11-22T10:05:00+03:00'))
    stop()
  })

  it('writes the records waiting for idle time at once when the tab is hidden (a reload, the tablet put down)', async () => {
    // a busy main thread: idle time does not come
    vi.stubGlobal('requestIdleCallback', () => 1)
    vi.stubGlobal('cancelIdleCallback', () => undefined)
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible')
    try {
      const order = preparing({ user: { ...preparing().user, status: { id: 3 } } })
      setCurrentOrders([order], { announce: false })
      const stop = startArrivalRecording('KW', 101, ordersState.byId)
      upsertOrder({ ...order, status: { id: 4, name: 'Dispatched' } }).left.forEach(noteDispatched)
      expect(saveArrival).not.toHaveBeenCalled()
      hidden.mockReturnValue('hidden')
      document.dispatchEvent(new Event('visibilitychange'))
      expect(vi.mocked(saveArrival).mock.calls.map(([r]) => [r.orderId, r.dispatchedAt !== null])).toEqual([[order.id, true]])
      stop()
    } finally {
      hidden.mockRestore()
      vi.unstubAllGlobals()
    }
  })
})
