import { describe, expect, it } from 'vitest'
import { makeOrder } from '../../../tests/factories/orders'
import { decodeActiveOrders, decodeMaintenance, decodeWire, isInvalid } from './decode'

const wire = (event: string, payload: unknown) => ({ id: 'a1', event, payload: typeof payload === 'string' ? payload : JSON.stringify(payload), ts: 5 })

describe('decodeWire', () => {
  it('parses the JSON payload of a known event', () => {
    const d = decodeWire(wire('busy_timer', { in_minutes: 1, busy_until: '2026-11-22T10:00:00+03:00' }))
    expect(d).toEqual({ id: 'a1', ts: 5, event: { event: 'busy_timer', payload: { in_minutes: 1, busy_until: '2026-11-22T10:00:00+03:00' } } })
  })

  it('accepts a whole order, as the contract describes it', () => {
    const order = makeOrder()
    const d = decodeWire(wire('order_new', { order }))
    expect(isInvalid(d)).toBe(false)
    expect(d).toMatchObject({ event: { event: 'order_new', payload: { order: { id: order.id } } } })
  })

  it('a cleared object is nothing, not an error', () => {
    expect(decodeWire(null)).toBeNull()
  })

  it.each([
    ['an unknown event', { id: 'x', event: 'made_up', payload: '{}', ts: 1 }, 'made_up'],
    ['broken JSON', wire('order_new', '{"broken": '), 'order_new'],
    ['a payload that is not an object', wire('order_new', '42'), 'order_new'],
    ['a partial order', wire('order_new', { order: { id: 5, code: '100005' } }), 'order_new'],
    ['an order without its products', wire('order_updated', { order: { ...makeOrder(), products: undefined } }), 'order_updated'],
    ['an order whose id is a string', wire('order_new', { order: { ...makeOrder(), id: '7' } }), 'order_new'],
    ['a payload not JSON-encoded', { id: 'x', event: 'order_new', payload: { order: makeOrder() }, ts: 1 }, 'order_new'],
    ['a wire object without its id', { event: 'busy_timer', payload: '{}', ts: 1 }, 'busy_timer'],
    ['a store status of a made-up id', wire('store_status', { status: { id: 9, name: 'x' }, busy_timer_mins: null, busy_until: null }), 'store_status'],
    ['a busy_until that is not a date', wire('busy_timer', { in_minutes: 1, busy_until: 'soon' }), 'busy_timer'],
    ['a customer status of a string order id', wire('customer_status', { order_id: '1', status: { id: 2 } }), 'customer_status'],
    ['a number where the wire object should be', 42, 'unknown'],
  ])('drops %s and names the event', (_, value, name) => {
    const d = decodeWire(value)
    expect(isInvalid(d)).toBe(true)
    expect(d).toMatchObject({ invalid: true, name })
  })
})

describe('decodeActiveOrders', () => {
  it('accepts null and well-formed entries', () => {
    expect(decodeActiveOrders(null)).toBeNull()
    expect(decodeActiveOrders({ '5': { code: '100005', status_id: 2, updated: 1 } })).toEqual({ '5': { code: '100005', status_id: 2, updated: 1 } })
  })

  it.each([[[1, 2]], ['x'], [{ '5': { code: 100005, status_id: 2, updated: 1 } }], [{ '5': { code: '1', status_id: 99, updated: 1 } }], [{ '5': null }]])(
    'drops %j',
    (value) => {
      expect(decodeActiveOrders(value)).toMatchObject({ invalid: true, name: 'active_orders' })
    },
  )

  it('names the field that is wrong', () => {
    expect(decodeActiveOrders({ '5': { code: 100005, status_id: 2, updated: 1 } })).toMatchObject({ where: '/5/code type' })
    expect(decodeActiveOrders({ '5': { code: '1', status_id: 99, updated: 1 } })).toMatchObject({ where: '/5/status_id enum' })
  })
})

describe('decodeMaintenance', () => {
  it('accepts the settings and their absence', () => {
    expect(decodeMaintenance(undefined)).toBeNull()
    const ok = { enabled: true, message_english: 'a', message_arabic: 'ب' }
    expect(decodeMaintenance(ok)).toEqual(ok)
  })

  it.each([[{ enabled: 'yes', message_english: 'a', message_arabic: 'b' }], [{ enabled: true }], ['on'], [[]]])('drops %j', (value) => {
    expect(decodeMaintenance(value)).toMatchObject({ invalid: true, name: 'settings/maintenance' })
  })
})
