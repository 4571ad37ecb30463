import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { noteServerDate, onDeviceClock, resetServerClock, serverNow, setRealtimeServerOffset } from './server-clock'

const LOCAL = Date.parse('2026-11-22T07:00:00Z')
const MIN = 60_000

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(LOCAL)
})
afterEach(() => {
  resetServerClock()
  vi.useRealTimers()
})

describe("the server's clock", () => {
  it("is this device's clock until something says otherwise", () => {
    expect(serverNow()).toBe(LOCAL)
  })

  it('learns from a REST answer\'s Date header (to the second), and ignores a missing or broken one', () => {
    noteServerDate(new Date(LOCAL - 35 * MIN).toUTCString())
    expect(serverNow()).toBe(LOCAL - 35 * MIN + 500)
    noteServerDate(null)
    noteServerDate('yesterday')
    expect(serverNow()).toBe(LOCAL - 35 * MIN + 500)
  })

  it("takes a Date header within a second or so of this clock as agreeing (no jitter from one answer to the next)", () => {
    noteServerDate(new Date(LOCAL - 900).toUTCString())
    expect(serverNow()).toBe(LOCAL)
  })

  it('prefers the realtime offset, to the millisecond, over later Date headers', () => {
    setRealtimeServerOffset(5 * MIN + 123)
    noteServerDate(new Date(LOCAL - 35 * MIN).toUTCString())
    expect(serverNow()).toBe(LOCAL + 5 * MIN + 123)
  })

  it("reads a server time on this device's clock once the offset is known, and not before", () => {
    const stamped = LOCAL + 5 * MIN
    expect(onDeviceClock(stamped)).toBeNull()
    setRealtimeServerOffset(5 * MIN)
    expect(onDeviceClock(stamped)).toBe(LOCAL)
  })
})
