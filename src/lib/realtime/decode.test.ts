import { describe, expect, it } from 'vitest'
import { decodeWire } from './decode'

describe('decodeWire', () => {
  it('parses the JSON payload of a known event', () => {
    const d = decodeWire({ id: 'a1', event: 'busy_timer', payload: JSON.stringify({ in_minutes: 1, busy_until: '2026-11-22T10:00:00+03:00' }), ts: 5 })
    expect(d).toEqual({ id: 'a1', ts: 5, event: { event: 'busy_timer', payload: { in_minutes: 1, busy_until: '2026-11-22T10:00:00+03:00' } } })
  })

  it('drops unknown events, broken JSON and empty values', () => {
    expect(decodeWire(null)).toBeNull()
    expect(decodeWire({ id: 'x', event: 'made_up', payload: '{}', ts: 1 })).toBeNull()
    expect(decodeWire({ id: 'x', event: 'order_new', payload: '{"broken": ', ts: 1 })).toBeNull()
    expect(decodeWire({ id: 'x', event: 'order_new', payload: '42', ts: 1 })).toBeNull()
  })
})
