import { describe, expect, it } from 'vitest'
import { sameData } from './same-data'

describe('sameData', () => {
  it('compares JSON values by content, key order aside', () => {
    expect(sameData({ a: 1, b: [1, { c: 'x' }], d: null }, { d: null, b: [1, { c: 'x' }], a: 1 })).toBe(true)
    expect(sameData({ a: 1 }, { a: 2 })).toBe(false)
    expect(sameData({ a: 1 }, { a: 1, b: undefined })).toBe(false)
    expect(sameData([1, 2], [1, 2, 3])).toBe(false)
    expect(sameData([1], { 0: 1 })).toBe(false)
    expect(sameData({ a: null }, { a: {} })).toBe(false)
    expect(sameData('1', 1)).toBe(false)
  })
})
