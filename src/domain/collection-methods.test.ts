import { describe, expect, it } from 'vitest'
import { makeCollection } from '../../tests/factories/entities'
import {
  allListedUnavailable,
  buildAvailabilityUpdate,
  busyChoicesFor,
  choiceOf,
  choicesFor,
  COLLECTION_METHODS,
  listedMethods,
  methodByPrefix,
} from './collection-methods'

describe('collection methods (SPEC 3 and 4)', () => {
  it('has the six methods with their ids', () => {
    expect(COLLECTION_METHODS.map((m) => [m.prefix, m.id])).toEqual([
      ['dt', 1], ['di', 2], ['wt', 3], ['sh', 4], ['od', 5], ['hd', 6],
    ])
  })

  it('lists only available or busy methods, sorted by precedence', () => {
    const a = makeCollection({
      dt_available: true, dt_precedence: 3,
      di_available: false, di_busy_mins: null,
      wt_available: false, wt_busy_mins: 15, wt_precedence: 1,
      hd_available: true, hd_precedence: 2,
    })
    expect(listedMethods(a).map((x) => [x.method.prefix, x.available, x.busyMins])).toEqual([
      ['wt', false, 15],
      ['hd', true, null],
      ['dt', true, null],
    ])
    expect(listedMethods(null)).toEqual([])
  })

  it('uses the pickup list for dt, di, wt and the delivery list for sh, od, hd', () => {
    for (const p of ['dt', 'di', 'wt'] as const) expect(busyChoicesFor(methodByPrefix(p))).toEqual([5, 10, 15, 20, 30, 45])
    for (const p of ['sh', 'od', 'hd'] as const) expect(busyChoicesFor(methodByPrefix(p))).toEqual([15, 30, 45, 60, 75, 90])
  })

  it('keeps a current busy value outside the list so the select can show it', () => {
    const [wt] = listedMethods(makeCollection({ wt_busy_mins: 60 }))
    expect(wt && choicesFor(wt)).toEqual([5, 10, 15, 20, 30, 45, 60])
  })

  it('maps a method to its select value', () => {
    expect(choiceOf({ available: true, busyMins: null })).toBe('available')
    expect(choiceOf({ available: false, busyMins: 30 })).toBe('30')
  })

  it('builds a request with only the changed methods', () => {
    const initial = { dt: 'available', wt: '15', hd: 'available' } as const
    expect(buildAvailabilityUpdate(initial, { dt: 'available', wt: '15', hd: 'available' })).toEqual({})
    expect(buildAvailabilityUpdate(initial, { dt: '10', wt: 'available', hd: 'available' })).toEqual({
      dt_available: false,
      dt_busy_mins: 10,
      wt_available: true,
      wt_busy_mins: null,
    })
  })

  it('knows when every listed method is unavailable', () => {
    expect(allListedUnavailable(makeCollection({ dt_busy_mins: 5, wt_busy_mins: 10 }))).toBe(true)
    expect(allListedUnavailable(makeCollection({ dt_busy_mins: 5, wt_available: true }))).toBe(false)
    expect(allListedUnavailable(makeCollection())).toBe(false)
  })
})
