import { describe, expect, it } from 'vitest'
import { makeManager, makeUser } from '../../tests/factories/entities'
import {
  awaitsDecision,
  changeFilters,
  DEFAULT_FILTERS,
  decisionError,
  exportQuery,
  filtersToParams,
  listQuery,
  parseFilters,
  type PastOrderFilters,
} from './past-orders'
import { canDecideRefund } from './permissions'

const parse = (search: string) => parseFilters(new URLSearchParams(search))

describe('past-order filters in the URL (SPEC 7, 9)', () => {
  it('no parameters give the defaults: completed orders, newest first, 25 a page, first page', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS)
    expect(listQuery(DEFAULT_FILTERS)).toEqual({ completed: 1, order_dir: 'DESC', limit: 25, offset: 0 })
  })

  it('reads every filter', () => {
    expect(parse('q=sara&status_id=5&from_date=2026-11-20&to_date=2026-11-22&order_dir=ASC&limit=50&offset=100')).toEqual({
      refunds: false,
      q: 'sara',
      statusId: 5,
      from: '2026-11-20',
      to: '2026-11-22',
      dir: 'ASC',
      limit: 50,
      offset: 100,
    })
  })

  it('ignores what a hand-edited link gets wrong', () => {
    const f = parse('q=ab&status_id=2&from_date=2026-13-01&to_date=yesterday&order_dir=up&limit=30&offset=-5')
    expect(f).toEqual(DEFAULT_FILTERS)
    // a reversed period is dropped, an offset snaps to its page, a search is sanitised
    expect(parse('from_date=2026-11-22&to_date=2026-11-20')).toMatchObject({ from: null, to: null })
    expect(parse('limit=10&offset=37').offset).toBe(30)
    expect(parse('q=(abc)').q).toBe('abc')
  })

  it("an address the contract's server would refuse (400) takes the defaults: offset 0 to 100000, q up to 100", () => {
    for (const offset of ['Infinity', '-Infinity', '1e400', 'NaN', '200000', '100001', 'abc']) expect(parse(`offset=${offset}`).offset).toBe(0)
    expect(parse('offset=100000').offset).toBe(100000)
    expect(parse('limit=100&offset=99999').offset).toBe(99900)
    expect(listQuery(parse('offset=Infinity')).offset).toBe(0)
    expect(parse(`q=${'a'.repeat(101)}`).q).toBe('')
    expect(parse(`q=${'a'.repeat(100)}`).q).toBe('a'.repeat(100))
    // the limit is of the search sent, after the special characters are stripped
    expect(parse(`q=${'a'.repeat(100)}()`).q).toBe('a'.repeat(100))
  })

  it('half a period is dropped, so the list is never filtered by a period the date button does not show', () => {
    expect(parse('from_date=2026-11-01')).toMatchObject({ from: null, to: null })
    expect(parse('to_date=2026-11-01')).toMatchObject({ from: null, to: null })
    expect(parse('from_date=2026-11-01&to_date=later')).toMatchObject({ from: null, to: null })
    expect(listQuery(parse('from_date=2026-11-01'))).toEqual(listQuery(DEFAULT_FILTERS))
    expect(exportQuery(parse('to_date=2026-11-01'))).toEqual(exportQuery(DEFAULT_FILTERS))
    expect(parse('from_date=2026-11-01&to_date=2026-11-01')).toMatchObject({ from: '2026-11-01', to: '2026-11-01' })
  })

  it('round-trips through the URL, leaving the defaults out', () => {
    const f: PastOrderFilters = { refunds: false, q: '96550', statusId: 8, from: '2026-11-01', to: '2026-11-22', dir: 'ASC', limit: 100, offset: 200 }
    expect(parseFilters(filtersToParams(f))).toEqual(f)
    expect(filtersToParams(DEFAULT_FILTERS).toString()).toBe('')
    expect(filtersToParams({ ...DEFAULT_FILTERS, refunds: true }).toString()).toBe('refunds=1')
  })

  it('the refunds variant has no status filter', () => {
    expect(parse('refunds=1&status_id=5')).toMatchObject({ refunds: true, statusId: null })
    expect(listQuery(parse('refunds=1'))).toEqual({ completed: 1, refunds: 1, order_dir: 'DESC', limit: 25, offset: 0 })
    expect(changeFilters(parse('status_id=5'), { refunds: true }).statusId).toBeNull()
  })

  it('any change but the page goes back to the first page', () => {
    const f = parse('offset=50')
    expect(changeFilters(f, { statusId: 4 }).offset).toBe(0)
    expect(changeFilters(f, { limit: 10 }).offset).toBe(0)
    expect(changeFilters(f, { offset: 75 }).offset).toBe(75)
  })

  it('maps status, period (00:00 to 23:59) and search to the query', () => {
    expect(listQuery(parse('q=sara&status_id=6&from_date=2026-11-15&to_date=2026-11-21&offset=25'))).toEqual({
      completed: 1,
      q: 'sara',
      status_id: 6,
      from_date: '2026-11-15 00:00',
      to_date: '2026-11-21 23:59:59',
      order_dir: 'DESC',
      limit: 25,
      offset: 25,
    })
  })

  it('the export sends the same filters except limit and offset, plus export=1', () => {
    const f = parse('q=sara&status_id=5&from_date=2026-11-21&to_date=2026-11-21&order_dir=ASC&limit=50&offset=100')
    expect(exportQuery(f)).toEqual({
      completed: 1,
      q: 'sara',
      status_id: 5,
      from_date: '2026-11-21 00:00',
      to_date: '2026-11-21 23:59:59',
      order_dir: 'ASC',
      export: 1,
    })
  })
})

describe('refund decisions (SPEC 2, 6)', () => {
  it('only Reviewed refunds wait for a decision', () => {
    expect(awaitsDecision({ refund: { status: 2 } })).toBe(true)
    expect(awaitsDecision({ refund: { status: 3 } })).toBe(false)
    expect(awaitsDecision({ refund: null })).toBe(false)
  })

  it('a rejection needs a reason; an acceptance does not', () => {
    expect(decisionError(null, '')).toBe('decisionRequired')
    expect(decisionError('reject', '   ')).toBe('reasonRequired')
    expect(decisionError('reject', 'Item was delivered')).toBeUndefined()
    expect(decisionError('accept', '')).toBeUndefined()
    expect(decisionError('accept', 'x'.repeat(501))).toBe('reasonTooLong')
  })

  it('only store managers decide', () => {
    expect(canDecideRefund(makeManager())).toBe(true)
    expect(canDecideRefund(makeUser())).toBe(false)
    expect(canDecideRefund(null)).toBe(false)
  })
})
