import { describe, expect, it } from 'vitest'
import { makeCollection, makeStore } from '../../tests/factories/entities'
import { makeOrder, preparing } from '../../tests/factories/orders'
import { maintenance } from '../stores/maintenance'
import { ordersState, setCurrentOrders } from '../stores/orders'
import { storeState } from '../stores/store'
import { dispatchEvent, eventListeners } from './live-events'

describe('realtime events drive the stores', () => {
  it('adds, updates and removes orders, and applies arrivals and messages', () => {
    storeState.store = makeStore()
    const a = makeOrder()
    dispatchEvent({ event: 'order_new', payload: { order: a } })
    expect(ordersState.byId[a.id]).toBeDefined()
    dispatchEvent({ event: 'order_status_changed', payload: { order_id: a.id, code: a.code, status: { id: 3, name: 'Preparing' }, order: { ...a, status: { id: 3, name: 'Preparing' } } } })
    expect(ordersState.byId[a.id]?.status.id).toBe(3)
    dispatchEvent({ event: 'customer_status', payload: { order_id: a.id, status: { id: 2 }, minutes: 4, location: { latitude: 1, longitude: 2, distance: 2, duration: 4, stores: [] } } })
    expect(ordersState.byId[a.id]?.user).toMatchObject({ status: { id: 2 }, location: { duration: 4 } })
    const asked = { ...ordersState.byId[a.id]!, whereIs: { asked_at: '2026-11-22T10:00:00+03:00', expected_mins: null, replied_at: null } }
    dispatchEvent({ event: 'customer_message', payload: { order: asked } })
    expect(ordersState.byId[a.id]?.whereIs?.asked_at).toBe('2026-11-22T10:00:00+03:00')
    dispatchEvent({ event: 'order_updated', payload: { order: { ...asked, status: { id: 4, name: 'Dispatched' } } } })
    expect(ordersState.byId[a.id]).toBeUndefined()
  })

  it('replaces pending entries on a pending-orders update', () => {
    const p = makeOrder()
    setCurrentOrders([p, preparing()])
    dispatchEvent({ event: 'pending_orders_update', payload: { orders: [{ ...p, comments: 'changed' }] } })
    expect(ordersState.byId[p.id]?.comments).toBe('changed')
  })

  it('applies the store status, the collection methods and the maintenance warning', () => {
    storeState.store = makeStore()
    dispatchEvent({ event: 'store_status', payload: { status: { id: 3, name: 'Busy' }, busy_timer_mins: 15, busy_until: '2026-11-22T10:15:00+03:00' } })
    expect(storeState.store.status.id).toBe(3)
    expect(storeState.store.busy_timer_mins).toBe(15)
    const cm = makeCollection({ dt_available: false, dt_busy_mins: 30 })
    dispatchEvent({ event: 'collection_availability_expired', payload: { method: 'dt', collection_method: cm } })
    expect(storeState.store.collection_method.dt_busy_mins).toBe(30)
    dispatchEvent({ event: 'maintenance_warning', payload: { enabled: true, message_english: 'Tonight', message_arabic: 'الليلة' } })
    expect(maintenance.warning).toEqual({ enabled: true, message_english: 'Tonight', message_arabic: 'الليلة' })
  })

  it('passes every event on to the registered listeners (overlays, sounds)', () => {
    const seen: string[] = []
    const listener = (e: { event: string }) => void seen.push(e.event)
    eventListeners.add(listener)
    dispatchEvent({ event: 'busy_timer', payload: { in_minutes: 1, busy_until: '2026-11-22T10:15:00+03:00' } })
    eventListeners.delete(listener)
    expect(seen).toEqual(['busy_timer'])
  })
})
