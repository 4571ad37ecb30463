import { describe, expect, it } from 'vitest'
import { atTheWindow, formatWait, isRecent, isStale, KEEP_RECORDS_MS, RECENT_RECORDS_MS, waitStatsOfDay, waitTone } from './wait-stats'
import { DEFAULT_WAIT_THRESHOLDS } from './wait-thresholds'

const ZONE = 'Asia/Kuwait'
// 10:00 in Kuwait
const NOW = Date.parse('2026-11-22T10:00:00+03:00')
const TODAY = '2026-11-22'
const MIN = 60_000

describe('waitTone', () => {
  it('turns amber after 2 minutes and red after 5 by default', () => {
    expect(waitTone(2 * MIN, DEFAULT_WAIT_THRESHOLDS)).toBe('calm')
    expect(waitTone(2 * MIN + 1000, DEFAULT_WAIT_THRESHOLDS)).toBe('amber')
    expect(waitTone(5 * MIN, DEFAULT_WAIT_THRESHOLDS)).toBe('amber')
    expect(waitTone(5 * MIN + 1000, DEFAULT_WAIT_THRESHOLDS)).toBe('red')
  })
  it('follows the thresholds the device set', () => {
    expect(waitTone(3 * MIN + 1, { amberMin: 4, redMin: 8 })).toBe('calm')
    expect(waitTone(9 * MIN, { amberMin: 4, redMin: 8 })).toBe('red')
  })
})

describe('formatWait', () => {
  it('writes m:ss, h:mm:ss past an hour, and never a negative wait', () => {
    expect(formatWait(0)).toBe('0:00')
    expect(formatWait(125_900)).toBe('2:05')
    expect(formatWait(3_725_000)).toBe('1:02:05')
    expect(formatWait(-5000)).toBe('0:00')
  })
})

describe('waitStatsOfDay', () => {
  it("averages the waits of the orders dispatched today in the store's zone; running waits and yesterday's do not count", () => {
    const stats = waitStatsOfDay(
      [
        { orderId: 1, arrivedAt: NOW - 10 * MIN, dispatchedAt: NOW - 8 * MIN }, // 2 min
        { orderId: 2, arrivedAt: NOW - 7 * MIN, dispatchedAt: NOW - 1 * MIN }, // 6 min
        { orderId: 3, arrivedAt: NOW - 3 * MIN, dispatchedAt: null }, // still waiting
        // dispatched 23:50 yesterday, Kuwait time
        { orderId: 4, arrivedAt: NOW - 10 * 60 * MIN - 20 * MIN, dispatchedAt: NOW - 10 * 60 * MIN - 10 * MIN },
      ],
      ZONE,
      TODAY,
    )
    expect(stats).toEqual({ count: 2, averageMs: 4 * MIN, longestMs: 6 * MIN })
  })
  it('has no figures before the first dispatch of the day', () => {
    expect(waitStatsOfDay([], ZONE, TODAY)).toEqual({ count: 0, averageMs: null, longestMs: null })
  })
  it('leaves out a wait not measured (a dispatch recorded before the arrival)', () => {
    expect(waitStatsOfDay([{ orderId: 1, arrivedAt: NOW, dispatchedAt: NOW - 1000 }], ZONE, TODAY)).toEqual({ count: 0, averageMs: null, longestMs: null })
  })
  it('takes the waits at the window to be those of customers by car, and records kept before that was recorded', () => {
    expect([{ byCar: true }, { byCar: false }, {}].map(atTheWindow)).toEqual([true, false, true])
  })
})

describe('isStale', () => {
  it("keeps 31 days of records on the device (the insights' 30 days) and holds two days on the live screens", () => {
    expect(KEEP_RECORDS_MS).toBe(31 * 24 * 3_600_000)
    expect(isStale({ orderId: 1, arrivedAt: NOW - KEEP_RECORDS_MS, dispatchedAt: null }, NOW)).toBe(false)
    expect(isStale({ orderId: 1, arrivedAt: NOW - KEEP_RECORDS_MS - 1, dispatchedAt: null }, NOW)).toBe(true)
    expect(isRecent({ orderId: 1, arrivedAt: NOW - RECENT_RECORDS_MS, dispatchedAt: null }, NOW)).toBe(true)
    expect(isRecent({ orderId: 1, arrivedAt: NOW - RECENT_RECORDS_MS - 1, dispatchedAt: null }, NOW)).toBe(false)
  })
})
