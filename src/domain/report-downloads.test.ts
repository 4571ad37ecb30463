import { describe, expect, it } from 'vitest'
import { reportFileName, reportPrintPath, reportsOffset } from './report-downloads'

describe('report downloads and print (SPEC 2, 7)', () => {
  it('names the csv from the type and the day', () => {
    expect(reportFileName('daily', '2026-11-20')).toBe('daily-closing-report-2026-11-20.csv')
    expect(reportFileName('items', '2026-11-20')).toBe('items-daily-sales-report-2026-11-20.csv')
  })

  it('prints at /report-print with the day and whether discounts show', () => {
    expect(reportPrintPath('2026-11-20', true)).toBe('/report-print?date=2026-11-20&dscnt=true')
    expect(reportPrintPath('2026-11-20', false)).toBe('/report-print?date=2026-11-20&dscnt=false')
  })

  it('reads the page offset from the URL', () => {
    expect(reportsOffset(new URLSearchParams(''))).toBe(0)
    expect(reportsOffset(new URLSearchParams('offset=20'))).toBe(20)
    expect(reportsOffset(new URLSearchParams('offset=25'))).toBe(20)
    expect(reportsOffset(new URLSearchParams('offset=-3'))).toBe(0)
  })

  it("an offset the contract's server would refuse (400) is the first page: a number from 0 to 100000", () => {
    for (const offset of ['Infinity', '1e400', 'NaN', '200000', '100010']) expect(reportsOffset(new URLSearchParams(`offset=${offset}`))).toBe(0)
    expect(reportsOffset(new URLSearchParams('offset=100000'))).toBe(100000)
    expect(reportsOffset(new URLSearchParams('offset=99999'))).toBe(99990)
  })
})
