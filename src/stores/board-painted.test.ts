import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.useRealTimers()
  vi.resetModules()
})

describe('afterBoardPaint', () => {
  it('waits for the screen to show its orders, then runs after the next frame, once', async () => {
    vi.useFakeTimers()
    const { afterBoardPaint, boardShown } = await import('./board-painted')
    const fn = vi.fn()
    afterBoardPaint(fn, 2500)
    await vi.advanceTimersByTimeAsync(1000)
    // the orders store may be ready long before the screen renders them: nothing runs until the screen says so
    expect(fn).not.toHaveBeenCalled()
    boardShown()
    await vi.advanceTimersByTimeAsync(50)
    expect(fn).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(5000)
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('runs at the latest after the wait given (a page with no board), and not at all once cancelled', async () => {
    vi.useFakeTimers()
    const { afterBoardPaint } = await import('./board-painted')
    const late = vi.fn()
    afterBoardPaint(late, 2500)
    const cancelled = vi.fn()
    afterBoardPaint(cancelled, 2500)()
    await vi.advanceTimersByTimeAsync(2500)
    expect(late).toHaveBeenCalledTimes(1)
    expect(cancelled).not.toHaveBeenCalled()
  })
})
