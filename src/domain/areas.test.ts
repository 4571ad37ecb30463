import { describe, expect, it } from 'vitest'
import { AREAS, areaOf, DEFAULT_AREA, regionName, sortAreas } from './areas'

describe('areas for the phone country code (SPEC 9)', () => {
  it('puts Kuwait and Saudi Arabia first, then the rest alphabetically, in English and Arabic', () => {
    for (const locale of ['en', 'ar']) {
      const sorted = sortAreas(AREAS, (c) => regionName(c, locale), locale)
      expect(sorted.slice(0, 2).map((a) => a.code)).toEqual(['KW', 'SA'])
      const rest = sorted.slice(2).map((a) => regionName(a.code, locale))
      expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, locale)))
    }
    expect(regionName('AE', 'en')).toBe('United Arab Emirates')
    expect(regionName('KW', 'ar')).toBe('الكويت')
  })

  it('defaults to Kuwait (+965); every code is unique with a dial code', () => {
    expect(DEFAULT_AREA).toBe('KW')
    expect(areaOf('KW').dial).toBe('965')
    expect(areaOf('SA').dial).toBe('966')
    expect(areaOf('??')).toEqual({ code: 'KW', dial: '965' })
    expect(new Set(AREAS.map((a) => a.code)).size).toBe(AREAS.length)
    expect(AREAS.every((a) => /^[A-Z]{2}$/.test(a.code) && /^\d{1,4}$/.test(a.dial))).toBe(true)
  })
})
