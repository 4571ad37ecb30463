import { describe, expect, it } from 'vitest'
import { clampOffset, pageCount } from './paging'

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
})
