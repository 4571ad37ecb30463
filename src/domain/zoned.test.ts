import { describe, expect, it } from 'vitest'
import { dayjs } from './dates'
import { storeDateTime, zonedDay } from './zoned'

describe('storeDateTime', () => {
  it("writes the moment in the store's zone", () => {
    const noonUtc = Date.UTC(2026, 10, 25, 12, 0, 5)
    expect(storeDateTime(noonUtc, 'Asia/Kuwait')).toBe('2026-11-25 15:00:05')
    expect(storeDateTime(noonUtc, 'Asia/Riyadh')).toBe('2026-11-25 15:00:05')
    expect(storeDateTime(Date.UTC(2026, 10, 25, 22, 30), 'Asia/Kuwait')).toBe('2026-11-26 01:30:00')
  })

  it('writes midnight as 00, never 24', () => {
    expect(storeDateTime(Date.UTC(2026, 10, 25, 21, 0, 0), 'Asia/Kuwait')).toBe('2026-11-26 00:00:00')
  })
})

describe('zonedDay', () => {
  it('is the store day, not the UTC day', () => {
    const afterMidnightKw = Date.UTC(2026, 10, 21, 21, 30)
    expect(zonedDay('Asia/Kuwait', afterMidnightKw)).toBe('2026-11-22')
    expect(zonedDay('UTC', afterMidnightKw)).toBe('2026-11-21')
  })

  it('agrees with dayjs in every zone the dashboard may meet, across a year in steps of 79 h 13 min', () => {
    const zones = ['Asia/Kuwait', 'Asia/Riyadh', 'UTC', 'Europe/London', 'America/New_York', 'Asia/Kolkata']
    const step = (79 * 60 + 13) * 60_000
    for (const zone of zones) {
      for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += step) {
        const expected = dayjs(ms).tz(zone)
        expect(zonedDay(zone, ms)).toBe(expected.format('YYYY-MM-DD'))
        expect(storeDateTime(ms, zone)).toBe(expected.format('YYYY-MM-DD HH:mm:ss'))
      }
    }
  })
})
