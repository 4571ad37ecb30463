// The live path's one map: each realtime event through its store action to its reactions.
import { describe, expect, it } from 'vitest'
import { makeCollection, makeStore } from '../../../tests/factories/entities'
import { makeOrder, preparing } from '../../../tests/factories/orders'
import { maintenance } from '../../stores/maintenance'
import { ordersState, setCurrentOrders } from '../../stores/orders'
import { arrivals, startArrivalRecording } from '../../stores/arrivals'
import { openOrderDrawer } from '../../stores/drawer'
import { storeState } from '../../stores/store'
import { toasts } from '../../stores/toasts'
import { nextSessionEpoch } from '../../lib/session-epoch'
import { handleEvent } from './events'

const titles = () => toasts.items.map((t) => t.title)
/** past the frame after which the arrival's notice shows (its fallback timer included) */
const afterPaint = () => new Promise((resolve) => setTimeout(resolve, 300))

describe('realtime events drive the stores', () => {
  it('adds, updates and removes orders, and applies arrivals and messages', () => {
    storeState.store = makeStore()
    const a = makeOrder()
    handleEvent({ event: 'order_new', payload: { order: a } })
    expect(ordersState.byId[a.id]).toBeDefined()
    handleEvent({ event: 'order_status_changed', payload: { order_id: a.id, code: a.code, status: { id: 3, name: 'Preparing' }, order: { ...a, status: { id: 3, name: 'Preparing' } } } })
    expect(ordersState.byId[a.id]?.status.id).toBe(3)
    handleEvent({ event: 'customer_status', payload: { order_id: a.id, status: { id: 2 }, minutes: 4, location: { latitude: 1, longitude: 2, distance: 2, duration: 4, stores: [] } } })
    expect(ordersState.byId[a.id]?.user).toMatchObject({ status: { id: 2 }, location: { duration: 4 } })
    const asked = { ...ordersState.byId[a.id]!, whereIs: { asked_at: '2026-11-22T10:00:00+03:00', expected_mins: null, replied_at: null } }
    handleEvent({ event: 'customer_message', payload: { order: asked } })
    expect(ordersState.byId[a.id]?.whereIs?.asked_at).toBe('2026-11-22T10:00:00+03:00')
    handleEvent({ event: 'order_updated', payload: { order: { ...asked, status: { id: 4, name: 'Dispatched' } } } })
    expect(ordersState.byId[a.id]).toBeUndefined()
  })

  it('replaces pending entries on a pending-orders update', () => {
    const p = makeOrder()
    setCurrentOrders([p, preparing()])
    handleEvent({ event: 'pending_orders_update', payload: { orders: [{ ...p, comments: 'changed' }] } })
    expect(ordersState.byId[p.id]?.comments).toBe('changed')
  })

  it('applies the store status, the collection methods and the maintenance warning', () => {
    storeState.store = makeStore()
    handleEvent({ event: 'store_status', payload: { status: { id: 3, name: 'Busy' }, busy_timer_mins: 15, busy_until: '2026-11-22T10:15:00+03:00' } })
    expect(storeState.store.status.id).toBe(3)
    expect(storeState.store.busy_timer_mins).toBe(15)
    const cm = makeCollection({ dt_available: false, dt_busy_mins: 30 })
    handleEvent({ event: 'collection_availability_expired', payload: { method: 'dt', collection_method: cm } })
    expect(storeState.store.collection_method.dt_busy_mins).toBe(30)
    handleEvent({ event: 'maintenance_warning', payload: { enabled: true, message_english: 'Tonight', message_arabic: 'الليلة' } })
    expect(maintenance.warning).toEqual({ enabled: true, message_english: 'Tonight', message_arabic: 'الليلة' })
  })

  it('reacts to what the orders actions report: the arrival and question notices, the dispatch that ends a wait', async () => {
    storeState.store = makeStore()
    const stopRecording = startArrivalRecording('KW', 101, ordersState.byId)
    const a = preparing({ code: '100777', user: { ...makeOrder().user, name: 'Sara Al-Ali', status: { id: 2 } } })
    handleEvent({ event: 'order_new', payload: { order: a } })
    handleEvent({ event: 'customer_status', payload: { order_id: a.id, status: { id: 3 }, minutes: 0, location: null } })
    // the arrival's record in the same change as the status; its notice after the frame that shows it
    expect(arrivals.records[a.id]?.dispatchedAt).toBeNull()
    expect(titles()).not.toContainEqual(expect.objectContaining({ key: 'orders.customerArrived' }))
    await afterPaint()
    expect(titles()).toContainEqual({ key: 'orders.customerArrived', params: { code: '100777', customer: '\u2068Sara Al-Ali\u2069' } })
    const asked = { ...ordersState.byId[a.id]!, whereIs: { asked_at: '2026-11-22T10:00:00+03:00', expected_mins: null, replied_at: null } }
    handleEvent({ event: 'customer_message', payload: { order: asked } })
    expect(titles()).toContainEqual({ key: 'chat.whereIsNotice', params: { code: '100777', customer: '\u2068Sara Al-Ali\u2069' } })
    handleEvent({ event: 'order_updated', payload: { order: { ...asked, status: { id: 4, name: 'Dispatched' } } } })
    expect(arrivals.records[a.id]?.dispatchedAt).toEqual(expect.any(Number))
    stopRecording()
  })

  it('shows no arrival notice once the session that heard the arrival has ended', async () => {
    storeState.store = makeStore()
    const a = preparing({ user: { ...makeOrder().user, status: { id: 2 } } })
    handleEvent({ event: 'order_new', payload: { order: a } })
    handleEvent({ event: 'customer_status', payload: { order_id: a.id, status: { id: 3 }, minutes: 0, location: null } })
    nextSessionEpoch()
    await afterPaint()
    expect(titles()).not.toContainEqual(expect.objectContaining({ key: 'orders.customerArrived' }))
  })

  it("says 'processed elsewhere' once when another agent changes the order open in the drawer", () => {
    storeState.store = makeStore()
    const a = makeOrder({ code: '100900' })
    setCurrentOrders([a])
    openOrderDrawer(a, 'current')
    handleEvent({ event: 'order_status_changed', payload: { order_id: a.id, code: a.code, status: { id: 3, name: 'Preparing' }, order: { ...a, status: { id: 3, name: 'Preparing' } } } })
    handleEvent({ event: 'order_updated', payload: { order: { ...a, status: { id: 4, name: 'Dispatched' } } } })
    expect(toasts.items.filter((t) => t.kind === 'warning')).toHaveLength(1)
  })
})
