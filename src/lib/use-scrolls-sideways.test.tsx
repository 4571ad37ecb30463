import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useScrollsSideways } from './use-scrolls-sideways'

function Strip({ items }: { items: string[] }) {
  const [ref, scrolls] = useScrollsSideways<HTMLUListElement>()
  return (
    <ul ref={ref} aria-label="strip" tabIndex={scrolls ? 0 : undefined}>
      {items.map((i) => (
        <li key={i}>{i}</li>
      ))}
    </ul>
  )
}

describe('useScrollsSideways', () => {
  let report: (() => void) | null = null
  const observed: Element[] = []
  let reads = 0

  beforeEach(() => {
    observed.length = 0
    reads = 0
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          report = callback
        }
        observe(el: Element) {
          observed.push(el)
        }
        disconnect() {}
      },
    )
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      reads++
      return this.children.length * 100
    })
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => 250)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('measures only when the browser reports a size, never while React commits (a forced layout)', () => {
    const { rerender } = render(<Strip items={['a', 'b']} />)
    const strip = screen.getByRole('list', { name: 'strip' })
    expect(reads).toBe(0)
    expect(observed).toEqual([strip, ...strip.children])
    act(() => report!())
    expect(strip).not.toHaveAttribute('tabindex')

    // a third item makes the content wider than the strip: a tab stop once the observer reports
    rerender(<Strip items={['a', 'b', 'c']} />)
    expect(strip).not.toHaveAttribute('tabindex')
    expect(observed).toContain(strip.children[2])
    act(() => report!())
    expect(strip).toHaveAttribute('tabindex', '0')
  })
})
