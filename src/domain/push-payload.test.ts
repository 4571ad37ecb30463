import { describe, expect, it } from 'vitest'
import { orderIdOf, PUSH_BODY_MAX, readPushPayload } from './push-payload'

describe('a new-order push as the worker reads it', () => {
  it('takes the body, order id and url as the backend sends them', () => {
    expect(readPushPayload({ type: 'new_order', title: 'You Have a New Order', body: '#A12 · Salmiya', order_id: 12, url: '/orders' })).toEqual({
      body: '#A12 · Salmiya',
      orderId: 12,
      url: '/orders',
    })
  })

  it('leaves out a body that is not a non-empty string, and trims and cuts the rest', () => {
    for (const body of [undefined, null, '', '   ', 42, { code: '#1' }, ['#1']]) expect([body, readPushPayload({ body }).body]).toEqual([body, null])
    expect(readPushPayload({ body: '  #A12  ' }).body).toBe('#A12')
    expect(readPushPayload({ body: 'x'.repeat(PUSH_BODY_MAX + 50) }).body).toBe('x'.repeat(PUSH_BODY_MAX))
    // whole characters: an emoji at the cut is not split in half
    expect([...readPushPayload({ body: '😀'.repeat(PUSH_BODY_MAX + 1) }).body!]).toHaveLength(PUSH_BODY_MAX)
  })

  it('reads nothing from data that is not an object', () => {
    for (const data of [undefined, null, 'text', 12, true]) expect(readPushPayload(data)).toEqual({ body: null, orderId: null, url: null })
    expect(readPushPayload({ url: { href: '/orders' } }).url).toBeNull()
  })
})

describe('an order id', () => {
  it('is a positive integer, or one written as digits', () => {
    expect([orderIdOf(42), orderIdOf('42'), orderIdOf(' 7 ')]).toEqual([42, 42, 7])
  })

  it('is nothing else', () => {
    for (const value of [0, -3, 1.5, NaN, Infinity, 2 ** 60, '', '4x', '-4', '1e3', '0x10', null, undefined, {}, [4]]) expect([value, orderIdOf(value)]).toEqual([value, null])
  })
})
