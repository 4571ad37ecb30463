import { beforeEach, describe, expect, it } from 'vitest'
import { landedOnMoved, MOVED_WITHIN_MS, recordShifts, resetTapGuard, type ShiftEntry } from './tap-guard'

const rect = (top: number, height = 70, left = 0, width = 1000) => new DOMRect(left, top, width, height)

// a board: a section of two rows, each with its Dispatch button (44 px, in the middle of a 70 px row)
const section = document.createElement('section')
const [upper, lower] = [0, 1].map(() => section.appendChild(document.createElement('div')))
const [upperButton, lowerButton] = [upper!, lower!].map((row) => row.appendChild(document.createElement('button')))
/** the lower row's Dispatch as it is now (row top 370) and a finger in its middle */
const target = { node: lowerButton!, rect: new DOMRect(880, 383, 100, 44) }
const finger = (time: number) => ({ time, x: 930, y: 405 })

const moved = (time: number, node: Node | null, from: DOMRectReadOnly, to: DOMRectReadOnly): ShiftEntry => ({ startTime: time, sources: [{ node, previousRect: from, currentRect: to }] })

beforeEach(resetTapGuard)

describe('the tap guard', () => {
  it('refuses a finger on a button whose row was pushed there just before (a new order above it)', () => {
    recordShifts([moved(1000, section, rect(300, 140), rect(370, 140))], 1000)
    expect(landedOnMoved(finger(1200), target)).toBe(true)
  })

  it('refuses a finger on a button that took the place of a row pushed away from under it', () => {
    recordShifts([moved(1000, upper!, rect(370), rect(440))], 1000)
    expect(landedOnMoved(finger(1200), target)).toBe(true)
  })

  it('lets through a finger already on the button when its row only grew a little (the customer arrived)', () => {
    recordShifts([moved(1000, lowerButton!, new DOMRect(880, 373, 100, 44), target.rect)], 1000)
    expect(landedOnMoved(finger(1200), target)).toBe(false)
  })

  it('lets through a row that moved and came back within the same moment: the finger was on it before', () => {
    recordShifts([moved(1000, section, rect(300, 140), rect(373, 140)), moved(1016, section, rect(373, 140), rect(300, 140))], 1016)
    expect(landedOnMoved(finger(1200), target)).toBe(false)
  })

  it('lets through a tap away from what moved, a tap once the move is old enough to have been seen, and a tap before it', () => {
    recordShifts([moved(1000, upperButton!, rect(900, 44, 880, 100), rect(960, 44, 880, 100))], 1000)
    expect(landedOnMoved(finger(1200), target)).toBe(false)
    resetTapGuard()
    recordShifts([moved(1000, section, rect(300, 140), rect(370, 140))], 1000)
    expect(landedOnMoved(finger(1000 + MOVED_WITHIN_MS), target)).toBe(false)
    expect(landedOnMoved(finger(990), target)).toBe(false)
  })

  it('treats a shift that names no element, or as many as the browser names at most, as a move of the button', () => {
    recordShifts([{ startTime: 1000, sources: [] }], 1000)
    expect(landedOnMoved(finger(1100), target)).toBe(true)
    resetTapGuard()
    const five = [0, 1, 2, 3, 4].map((i) => ({ node: null, previousRect: rect(1000 + 100 * i, 10), currentRect: rect(1010 + 100 * i, 10) }))
    recordShifts([{ startTime: 1000, sources: five }], 1000)
    expect(landedOnMoved(finger(1100), target)).toBe(true)
  })

  it('forgets shifts once they are too old to matter', () => {
    recordShifts([moved(1000, section, rect(300, 140), rect(370, 140))], 1000)
    recordShifts([], 1000 + 2 * MOVED_WITHIN_MS)
    expect(landedOnMoved(finger(1200), target)).toBe(false)
  })
})

describe('what moved', () => {
  it('counts only moves of the page under the finger: a notice moving over the board does not refuse a tap', () => {
    const page = document.createElement('main')
    page.appendChild(section)
    const notice = document.createElement('div')
    const onPage = (node: Node | null) => node === null || page.contains(node)
    recordShifts([moved(1000, notice, rect(370), rect(440))], 1000, onPage)
    expect(landedOnMoved(finger(1200), target)).toBe(false)
    recordShifts([moved(1000, upper!, rect(370), rect(440))], 1000, onPage)
    expect(landedOnMoved(finger(1200), target)).toBe(true)
  })
})

describe('a finger the page handled late', () => {
  it('refuses a finger that touched before the frame moving the rows and was hit-tested after it', () => {
    recordShifts([moved(1000, section, rect(300, 140), rect(370, 140))], 1000)
    expect(landedOnMoved({ ...finger(990), handled: 1010 }, target)).toBe(true)
    expect(landedOnMoved({ ...finger(990), handled: 995 }, target), 'hit-tested before that frame: on what it saw').toBe(false)
  })

  it('counts the frame after the finger when the rows had already changed unseen as it landed', () => {
    recordShifts([moved(1000, section, rect(300, 140), rect(370, 140))], 1000)
    expect(landedOnMoved({ ...finger(990), handled: 995, unseen: true }, target)).toBe(true)
  })
})
