import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenIdle } from './when-idle'

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('asks for idle time with the given deadline, and cancels it', () => {
    const calls: { cb: () => void; timeout: number | undefined }[] = []
    const cancelled: number[] = []
    vi.stubGlobal('requestIdleCallback', (cb: () => void, options?: { timeout?: number }) => calls.push({ cb, timeout: options?.timeout }))
    vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle))
    const fn = vi.fn()
    const cancel = whenIdle(fn, 2000)
    expect(calls).toHaveLength(1)
    expect(calls[0]!.timeout).toBe(2000)
    expect(fn).not.toHaveBeenCalled()
    calls[0]!.cb()
    expect(fn).toHaveBeenCalledOnce()
    cancel()
    expect(cancelled).toEqual([1])
  })

  it('falls back to a timeout without requestIdleCallback', () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestIdleCallback', undefined)
    const fn = vi.fn()
    whenIdle(fn, 2000)
    expect(fn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledOnce()
    const later = vi.fn()
    whenIdle(later, 2000)()
    vi.advanceTimersByTime(10)
    expect(later).not.toHaveBeenCalled()
  })
})
