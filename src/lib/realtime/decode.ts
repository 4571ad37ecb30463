// Turns the value at store/{uuid}/object into a typed event; anything malformed is dropped, never thrown.
import type { components } from '../api/schema.gen'

export type RealtimeEvent = components['schemas']['RealtimeEvent']
export type RealtimeEventName = components['schemas']['RealtimeEventName']
export type ActiveOrders = Record<string, components['schemas']['ActiveOrderEntry']>
export type MaintenanceSettings = components['schemas']['MaintenanceSettings']

export const EVENT_NAMES: readonly RealtimeEventName[] = [
  'order_new',
  'order_updated',
  'pending_orders_update',
  'order_status_changed',
  'customer_status',
  'customer_location',
  'customer_message',
  'store_status',
  'store_visibility',
  'busy_timer',
  'collection_availability',
  'collection_availability_expired',
  'menu_product',
  'menu_products',
  'maintenance_warning',
]

export type Decoded = { id: string; ts: number; event: RealtimeEvent }

export function decodeWire(value: unknown): Decoded | null {
  if (!value || typeof value !== 'object') return null
  const wire = value as { id?: unknown; event?: unknown; payload?: unknown; ts?: unknown }
  if (typeof wire.event !== 'string' || !EVENT_NAMES.includes(wire.event as RealtimeEventName)) return null
  let payload: unknown = wire.payload
  if (typeof payload === 'string') {
    try {
      payload = JSON.parse(payload)
    } catch {
      return null
    }
  }
  if (!payload || typeof payload !== 'object') return null
  return {
    id: typeof wire.id === 'string' ? wire.id : `${String(wire.ts)}-${wire.event}`,
    ts: typeof wire.ts === 'number' ? wire.ts : 0,
    event: { event: wire.event, payload } as RealtimeEvent,
  }
}
