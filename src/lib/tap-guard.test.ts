import { beforeEach, describe, expect, it } from 'vitest'
import { landedOnMoved, MOVED_WITHIN_MS, recordShifts, resetTapGuard, type ShiftEntry } from './tap-guard'

const rect = (top: number, height = 70, left = 0, width = 1000) => new DOMRect(left, top, width, height)
/** a row of the board moved from one top to another, rendered at this time */
const rowMoved = (time: number, from: number, to: number): ShiftEntry => ({ startTime: time, sources: [{ previousRect: rect(from), currentRect: rect(to) }] })

beforeEach(resetTapGuard)

describe('the tap guard', () => {
  it('refuses a finger that came down on a row moved there just before', () => {
    recordShifts([rowMoved(1000, 300, 370)], 1000)
    expect(landedOnMoved({ time: 1200, x: 500, y: 400 })).toBe(true)
  })

  it('refuses a finger that came down where a row was before it moved away (a new row took its place)', () => {
    recordShifts([rowMoved(1000, 300, 370)], 1000)
    expect(landedOnMoved({ time: 1200, x: 500, y: 310 })).toBe(true)
  })

  it('lets through a tap elsewhere, a tap once the move is old enough to have been seen, and a tap before the move', () => {
    recordShifts([rowMoved(1000, 300, 370)], 1000)
    expect(landedOnMoved({ time: 1200, x: 500, y: 600 })).toBe(false)
    expect(landedOnMoved({ time: 1000 + MOVED_WITHIN_MS, x: 500, y: 400 })).toBe(false)
    expect(landedOnMoved({ time: 990, x: 500, y: 400 })).toBe(false)
  })

  it('treats a shift that names no element, or as many as the browser names at most, as a move anywhere', () => {
    recordShifts([{ startTime: 1000, sources: [] }], 1000)
    expect(landedOnMoved({ time: 1100, x: 5, y: 5 })).toBe(true)
    resetTapGuard()
    const five = [0, 1, 2, 3, 4].map((i) => ({ previousRect: rect(100 * i, 10), currentRect: rect(100 * i + 10, 10) }))
    recordShifts([{ startTime: 1000, sources: five }], 1000)
    expect(landedOnMoved({ time: 1100, x: 500, y: 790 })).toBe(true)
  })

  it('forgets shifts once they are too old to matter', () => {
    recordShifts([rowMoved(1000, 300, 370)], 1000)
    recordShifts([], 1000 + 2 * MOVED_WITHIN_MS)
    expect(landedOnMoved({ time: 1200, x: 500, y: 400 })).toBe(false)
  })
})

describe('what moved', () => {
  it('counts only moves of the page under the finger: a notice moving over the board does not refuse a tap', () => {
    const page = document.createElement('main')
    const notice = document.createElement('div')
    const moved = (node: Node): ShiftEntry => ({ startTime: 1000, sources: [{ node, previousRect: rect(300), currentRect: rect(370) }] })
    const onPage = (node: Node | null) => node === null || page.contains(node)
    recordShifts([moved(notice)], 1000, onPage)
    expect(landedOnMoved({ time: 1200, x: 500, y: 310 })).toBe(false)
    recordShifts([moved(page)], 1000, onPage)
    expect(landedOnMoved({ time: 1200, x: 500, y: 310 })).toBe(true)
  })
})
