import { describe, expect, it } from 'vitest'
import { clampOffset, offsetFromUrl, OFFSET_MAX, pageCount } from './paging'

describe('offset pagination', () => {
  it('counts pages', () => {
    expect(pageCount(0, 25)).toBe(1)
    expect(pageCount(50, 25)).toBe(2)
    expect(pageCount(51, 25)).toBe(3)
  })
  it('brings an offset past the end back to the last page', () => {
    expect(clampOffset(200, 25, 60)).toBe(50)
    expect(clampOffset(25, 25, 60)).toBe(25)
    expect(clampOffset(25, 25, 0)).toBe(0)
    expect(clampOffset(60, 10, 60)).toBe(50)
  })
  it("reads a page URL's offset within the contract's 0 to 100000, at the start of a page; anything else is 0", () => {
    expect(OFFSET_MAX).toBe(100000)
    expect(offsetFromUrl(null, 25)).toBe(0)
    expect(offsetFromUrl('60', 25)).toBe(50)
    expect(offsetFromUrl('100000', 25)).toBe(100000)
    for (const raw of ['Infinity', '1e400', '-25', '100001', 'x']) expect(offsetFromUrl(raw, 25)).toBe(0)
  })
})
