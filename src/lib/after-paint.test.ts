import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint } from './after-paint'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('afterNextPaint', () => {
  it('runs later, not in the caller’s task, and once', async () => {
    const ran = vi.fn()
    afterNextPaint(ran)
    expect(ran).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(ran).toHaveBeenCalledTimes(1))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(ran).toHaveBeenCalledTimes(1)
  })

  it('runs after the fallback when no frame comes (a hidden page)', () => {
    vi.stubGlobal('requestAnimationFrame', () => 0)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const ran = vi.fn()
    afterNextPaint(ran, 250)
    vi.advanceTimersByTime(249)
    expect(ran).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(ran).toHaveBeenCalledTimes(1)
  })
})
