import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { saveSchedule } from './save-schedule'

const o = { debounceMs: 400, maxWaitMs: 5000, idleTimeoutMs: 2000 }

describe('saveSchedule', () => {
  let writes: number[]
  const save = () => void writes.push(Date.now())

  beforeEach(() => {
    vi.useFakeTimers({ now: 0 })
    writes = []
    // a busy main thread: idle time never comes, so each write goes at its idle timeout
    vi.stubGlobal('requestIdleCallback', (cb: () => void, opts: { timeout: number }) => setTimeout(cb, opts.timeout))
    vi.stubGlobal('cancelIdleCallback', (h: ReturnType<typeof setTimeout>) => clearTimeout(h))
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('writes once after the changes pause, then waits for idle time', () => {
    const s = saveSchedule(save, o)
    s.changed()
    vi.advanceTimersByTime(300)
    s.changed()
    vi.advanceTimersByTime(2399)
    expect(writes).toEqual([])
    vi.advanceTimersByTime(1)
    expect(writes).toEqual([2700])
    vi.advanceTimersByTime(10_000)
    expect(writes).toHaveLength(1)
  })

  it('still writes a board that changes every 300 ms, at least every maxWait and idle timeout', () => {
    const s = saveSchedule(save, o)
    for (let t = 0; t < 30_000; t += 300) {
      s.changed()
      vi.advanceTimersByTime(300)
    }
    expect(writes.length).toBeGreaterThanOrEqual(4)
    const gaps = writes.map((w, i) => w - (writes[i - 1] ?? 0))
    expect(Math.max(...gaps)).toBeLessThanOrEqual(o.maxWaitMs + o.idleTimeoutMs + 300)
  })

  it('does not put back a write that waits for idle time', () => {
    const s = saveSchedule(save, o)
    s.changed()
    vi.advanceTimersByTime(400 + 1000)
    s.changed()
    vi.advanceTimersByTime(1000)
    expect(writes).toEqual([2400])
  })

  it('writes at once on flush when a write waits, and not otherwise', () => {
    const s = saveSchedule(save, o)
    s.flush()
    expect(writes).toEqual([])
    s.changed()
    vi.advanceTimersByTime(100)
    s.flush()
    expect(writes).toEqual([100])
    vi.advanceTimersByTime(10_000)
    expect(writes).toEqual([100])
  })

  it('writes nothing after cancel', () => {
    const s = saveSchedule(save, o)
    s.changed()
    vi.advanceTimersByTime(500)
    s.cancel()
    vi.advanceTimersByTime(10_000)
    expect(writes).toEqual([])
  })
})
