import { describe, expect, it } from 'vitest'
import { addDays, dayAndHour, daysBetween, formatDay, formatInZone, isDay, presetOf, presetRange, rangeBounds, rangeError, today } from './periods'

const KW = 'Asia/Kuwait'
// 02:30 UTC on 22 Nov = 05:30 in Kuwait; 22:30 UTC on 21 Nov = 01:30 on 22 Nov in Kuwait
const MORNING = Date.parse('2026-11-22T02:30:00Z')
const AFTER_MIDNIGHT = Date.parse('2026-11-21T22:30:00Z')

describe('date presets in the store timezone (SPEC 9)', () => {
  it('today is the store day, not the UTC day', () => {
    expect(today(KW, AFTER_MIDNIGHT)).toBe('2026-11-22')
    expect(today('UTC', AFTER_MIDNIGHT)).toBe('2026-11-21')
  })

  it('today, yesterday, last week (the last 7 days) and last month end today', () => {
    expect(presetRange('today', KW, MORNING)).toEqual({ from: '2026-11-22', to: '2026-11-22' })
    expect(presetRange('yesterday', KW, AFTER_MIDNIGHT)).toEqual({ from: '2026-11-21', to: '2026-11-21' })
    expect(presetRange('lastWeek', KW, MORNING)).toEqual({ from: '2026-11-16', to: '2026-11-22' })
    expect(presetRange('lastMonth', KW, MORNING)).toEqual({ from: '2026-10-23', to: '2026-11-22' })
  })

  it('last month across month ends and a new year', () => {
    expect(presetRange('lastMonth', KW, Date.parse('2026-03-31T09:00:00Z'))).toEqual({ from: '2026-03-01', to: '2026-03-31' })
    expect(presetRange('lastWeek', KW, Date.parse('2027-01-03T09:00:00Z'))).toEqual({ from: '2026-12-28', to: '2027-01-03' })
  })

  it('recognises a preset by its days, else custom', () => {
    expect(presetOf({ from: '2026-11-21', to: '2026-11-21' }, KW, MORNING)).toBe('yesterday')
    expect(presetOf({ from: '2026-11-16', to: '2026-11-22' }, KW, MORNING)).toBe('lastWeek')
    expect(presetOf({ from: '2026-11-10', to: '2026-11-12' }, KW, MORNING)).toBe('custom')
    // yesterday's link opened a day later is no longer 'yesterday'
    expect(presetOf({ from: '2026-11-21', to: '2026-11-21' }, KW, MORNING + 86_400_000)).toBe('custom')
  })

  it('ranges run from 00:00 to 23:59, the last minute included (23:59:59)', () => {
    expect(rangeBounds({ from: '2026-11-20', to: '2026-11-22' })).toEqual({ from_date: '2026-11-20 00:00', to_date: '2026-11-22 23:59:59' })
    expect(rangeBounds({})).toEqual({})
  })

  it('a custom period needs two days, in order, not after today', () => {
    expect(rangeError('', '2026-11-20', '2026-11-22')).toBe('required')
    expect(rangeError('2026-02-30', '2026-03-01', '2026-11-22')).toBe('required')
    expect(rangeError('2026-11-21', '2026-11-20', '2026-11-22')).toBe('order')
    expect(rangeError('2026-11-21', '2026-11-23', '2026-11-22')).toBe('future')
    expect(rangeError('2026-11-20', '2026-11-22', '2026-11-22')).toBeUndefined()
    expect(isDay('2026-11-22')).toBe(true)
    expect(isDay('22/11/2026')).toBe(false)
  })
})

describe('date display (SPEC 9)', () => {
  it('DD/MM/YYYY and hh:mm A in the store timezone', () => {
    expect(formatInZone('2026-11-21T22:05:00Z', KW, 'DD/MM/YYYY')).toBe('22/11/2026')
    expect(formatInZone('2026-11-21T22:05:00Z', KW, 'hh:mm A')).toBe('01:05 AM')
    expect(formatInZone('2026-11-22T12:05:00+03:00', KW, 'hh:mm A', 'ar')).toBe('12:05 م')
    expect(formatInZone('2026-11-22T00:05:00+03:00', KW, 'hh:mm A', 'ar')).toBe('12:05 ص')
    expect(formatInZone('2026-11-22T13:05:00+03:00', KW, 'DD/MM/YYYY hh:mm A', 'ar')).toBe('22/11/2026 01:05 م')
    expect(formatInZone('not a date', KW, 'DD/MM/YYYY')).toBe('')
    expect(formatInZone('2026-11-22T12:05:00+03:00', KW, 'D MMM, YYYY', 'ar')).toBe('22 نوفمبر، 2026')
  })

  it('D MMM, YYYY on phones', () => {
    expect(formatDay('2026-11-05', { mobile: true })).toBe('5 Nov, 2026')
    expect(formatDay('2026-11-05')).toBe('05/11/2026')
    expect(formatDay('2026-11-05', { mobile: true, locale: 'ar' })).toBe('5 نوفمبر، 2026')
  })
})

describe('days and hours for the insights', () => {
  it('adds days across a month and lists a range with both ends', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01')
    expect(addDays('2026-11-22', -7)).toBe('2026-11-15')
    expect(daysBetween('2026-11-29', '2026-12-02')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02'])
    expect(daysBetween('2026-11-22', '2026-11-22')).toEqual(['2026-11-22'])
  })

  it('gives the store day and hour of a timestamp, not the UTC ones', () => {
    expect(dayAndHour('2026-11-21T22:30:00Z', KW)).toEqual({ day: '2026-11-22', hour: 1 })
    expect(dayAndHour('not a time', KW)).toBeNull()
  })
})
