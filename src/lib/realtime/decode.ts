// Turns the values read from the realtime database into typed ones, each checked against the contract's schema by
// the validators generated from openapi/ (validators.gen.ts). Anything malformed is dropped, never thrown: the
// caller gets what was wrong (the event name and where) to report it.
import type { components } from '../api/schema.gen'
import * as validators from './validators.gen'

export type RealtimeEvent = components['schemas']['RealtimeEvent']
export type RealtimeEventName = components['schemas']['RealtimeEventName']
export type ActiveOrders = Record<string, components['schemas']['ActiveOrderEntry']>
export type MaintenanceSettings = components['schemas']['MaintenanceSettings']

export type Decoded = { id: string; ts: number; event: RealtimeEvent }
/** A value that broke the contract: `name` is the event name (or the path for active_orders and maintenance) */
export type Invalid = { invalid: true; name: string; where: string }

type Validator = ((value: unknown) => boolean) & { errors?: { instancePath?: string; keyword?: string }[] | null }

const EVENT_VALIDATORS = validators as unknown as Record<string, Validator>

function failure(name: string, validate: Validator | null, fallback: string): Invalid {
  // the deepest error names the field (a oneOf's own error and its null branch's sit at the root)
  const first = [...(validate?.errors ?? [])].sort((a, b) => (b.instancePath?.length ?? 0) - (a.instancePath?.length ?? 0))[0]
  return { invalid: true, name, where: first ? `${first.instancePath || '/'} ${first.keyword ?? ''}`.trim() : fallback }
}

export const isInvalid = (v: unknown): v is Invalid => typeof v === 'object' && v !== null && 'invalid' in v

/** The value at store/{uuid}/object: null when there is none (a cleared object) */
export function decodeWire(value: unknown): Decoded | Invalid | null {
  if (value === null || value === undefined) return null
  const wireName =
    typeof value === 'object' && typeof (value as { event?: unknown }).event === 'string' ? String((value as { event: string }).event).slice(0, 64) : 'unknown'
  const checkWire = validators.RealtimeWireObject as unknown as Validator
  if (!checkWire(value)) return failure(wireName, checkWire, 'wire')
  const wire = value as { id: string; event: RealtimeEventName; payload: string; ts: number }
  let payload: unknown
  try {
    payload = JSON.parse(wire.payload)
  } catch {
    return { invalid: true, name: wire.event, where: '/payload JSON' }
  }
  const event = { event: wire.event, payload }
  const checkEvent = EVENT_VALIDATORS[`RealtimeEvent_${wire.event}`] ?? null
  if (!checkEvent || !checkEvent(event)) return failure(wire.event, checkEvent, 'event')
  return { id: wire.id, ts: wire.ts, event: event as RealtimeEvent }
}

/** The value at store/{uuid}/active_orders (null: no current orders) */
export function decodeActiveOrders(value: unknown): ActiveOrders | null | Invalid {
  const check = validators.ActiveOrders as unknown as Validator
  if (!check(value ?? null)) return failure('active_orders', check, 'value')
  return (value as ActiveOrders | null) ?? null
}

/** The value at settings/maintenance (null: none set) */
export function decodeMaintenance(value: unknown): MaintenanceSettings | null | Invalid {
  if (value === null || value === undefined) return null
  const check = validators.MaintenanceSettings as unknown as Validator
  if (!check(value)) return failure('settings/maintenance', check, 'value')
  return value as MaintenanceSettings
}
