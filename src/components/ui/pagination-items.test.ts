import { describe, expect, it } from 'vitest'
import { pageItems } from './pagination-items'

describe('page buttons', () => {
  it('shows every page of a short list', () => {
    expect(pageItems(1, 1)).toEqual([1])
    expect(pageItems(2, 5)).toEqual([1, 2, 3, 4, 5])
  })
  it('keeps the first, the last and the neighbours, with gaps', () => {
    expect(pageItems(1, 35)).toEqual([1, 2, 'gap', 35])
    expect(pageItems(10, 35)).toEqual([1, 'gap', 9, 10, 11, 'gap', 35])
    expect(pageItems(35, 35)).toEqual([1, 'gap', 34, 35])
    // a gap of a single page shows that page
    expect(pageItems(4, 35)).toEqual([1, 2, 3, 4, 5, 'gap', 35])
  })
})
