import { describe, expect, it } from 'vitest'
import { validThresholds } from './wait-thresholds'

describe('validThresholds', () => {
  it('accepts choices with amber before red and refuses anything else', () => {
    expect(validThresholds({ amberMin: 2, redMin: 5 })).toBe(true)
    expect(validThresholds({ amberMin: 5, redMin: 5 })).toBe(false)
    expect(validThresholds({ amberMin: 6, redMin: 3 })).toBe(false)
    expect(validThresholds({ amberMin: 2.5, redMin: 5 })).toBe(false)
    expect(validThresholds({ amberMin: '2', redMin: 5 })).toBe(false)
  })
})
