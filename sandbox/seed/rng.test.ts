import { describe, expect, it } from 'vitest'
import { createRng } from './rng'

describe('createRng', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createRng(42)
    const b = createRng(42)
    expect(Array.from({ length: 20 }, () => a.next())).toEqual(Array.from({ length: 20 }, () => b.next()))
    expect(createRng(43).next()).not.toBe(createRng(42).next())
  })

  it('keeps int within both bounds and reaches each of them', () => {
    const r = createRng(7)
    const seen = new Set<number>()
    for (let i = 0; i < 2000; i++) {
      const x = r.int(3, 6)
      expect(x).toBeGreaterThanOrEqual(3)
      expect(x).toBeLessThanOrEqual(6)
      seen.add(x)
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6])
    expect(() => r.int(5, 4)).toThrow(RangeError)
  })

  it('shuffles into a permutation without touching the input, and picks from the array', () => {
    const r = createRng(1)
    const input = [1, 2, 3, 4, 5, 6, 7, 8]
    const out = r.shuffle(input)
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(out.slice().sort()).toEqual(input)
    expect(input).toContain(r.pick(input))
    expect(() => r.pick([])).toThrow(RangeError)
  })

  it('chance follows its probability and forks are independent streams', () => {
    const r = createRng(9)
    let hits = 0
    for (let i = 0; i < 10000; i++) if (r.chance(0.3)) hits++
    expect(hits).toBeGreaterThan(2700)
    expect(hits).toBeLessThan(3300)
    const root = createRng(5)
    const a = root.fork('a')
    root.next()
    expect(createRng(5).fork('a').next()).toBe(a.next())
    expect(createRng(5).fork('b').next()).not.toBe(createRng(5).fork('a').next())
  })
})
