import { describe, expect, it } from 'vitest'
import { deepFreeze } from './deep-freeze'

describe('deepFreeze', () => {
  it('freezes nested objects and arrays, and leaves primitives as they are', () => {
    const value = deepFreeze({ a: { b: [1, { c: 2 }] }, d: null as null, e: 'x' })
    expect(Object.isFrozen(value)).toBe(true)
    expect(Object.isFrozen(value.a.b)).toBe(true)
    expect(Object.isFrozen(value.a.b[1])).toBe(true)
    expect(() => {
      ;(value.a.b[1] as { c: number }).c = 3
    }).toThrow(TypeError)
    expect(deepFreeze(5)).toBe(5)
  })
})
