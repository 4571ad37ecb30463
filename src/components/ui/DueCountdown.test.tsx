import { act, render, screen } from '@testing-library/react'
import { Profiler } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clockReaders } from '../../lib/clock'
import { DueCountdown } from './DueCountdown'

const NOW = Date.parse('2026-11-24T10:00:00Z')
const format = (c: { late: boolean; text: string }) => (c.late ? `${c.text} late` : `Due ${c.text}`)

afterEach(() => vi.useRealTimers())

describe('DueCountdown', () => {
  it('follows the clock without React re-rendering it, then turns late', () => {
    vi.useFakeTimers({ now: NOW })
    const onRender = vi.fn()
    const { unmount } = render(
      <Profiler id="countdown" onRender={onRender}>
        <DueCountdown due={new Date(NOW + 2_000).toISOString()} format={format} className="font-bold" lateClassName="text-danger-700 underline" />
      </Profiler>,
    )
    const renders = onRender.mock.calls.length
    const countdown = screen.getByText('Due 0:02')
    expect(countdown).not.toHaveAttribute('data-late')

    act(() => vi.advanceTimersByTime(1000))
    expect(countdown).toHaveTextContent('Due 0:01')
    act(() => vi.advanceTimersByTime(2000))
    expect(countdown).toHaveTextContent('0:01 late')
    expect(countdown).toHaveAttribute('data-late', 'true')
    expect(countdown).toHaveClass('font-bold', 'text-danger-700', 'underline')
    // the tick went to the DOM, not through React: a board of countdowns re-renders nothing each second
    expect(onRender).toHaveBeenCalledTimes(renders)

    unmount()
    expect(clockReaders()).toBe(0)
  })

  it('shows the new time at once when its due time or classes change, keeping the late state', () => {
    vi.useFakeTimers({ now: NOW })
    const late = new Date(NOW - 65_000).toISOString()
    const { rerender } = render(<DueCountdown due={late} format={format} className="font-bold" lateClassName="text-danger-700" />)
    const countdown = screen.getByText('1:05 late')
    rerender(<DueCountdown due={late} format={format} className="font-semibold" lateClassName="text-danger-700" />)
    expect(countdown).toHaveClass('font-semibold', 'text-danger-700')
    rerender(<DueCountdown due={new Date(NOW + 600_000).toISOString()} format={format} className="font-semibold" lateClassName="text-danger-700" />)
    expect(countdown).toHaveTextContent('Due 10:00')
    expect(countdown).not.toHaveClass('text-danger-700')
    expect(countdown).not.toHaveAttribute('data-late')
  })
})
