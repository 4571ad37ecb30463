import { describe, expect, it } from 'vitest'
import { storeDateTime } from './dates'

describe('storeDateTime', () => {
  it("writes the moment in the store's zone", () => {
    const noonUtc = Date.UTC(2026, 10, 25, 12, 0, 5)
    expect(storeDateTime(noonUtc, 'Asia/Kuwait')).toBe('2026-11-25 15:00:05')
    expect(storeDateTime(noonUtc, 'Asia/Riyadh')).toBe('2026-11-25 15:00:05')
    expect(storeDateTime(Date.UTC(2026, 10, 25, 22, 30), 'Asia/Kuwait')).toBe('2026-11-26 01:30:00')
  })
})
