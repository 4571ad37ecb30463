import { describe, expect, it } from 'vitest'
import { parseMenuSearch, searchableName } from './menu-search'

describe('menu search (SPEC 5, 8)', () => {
  it('strips the special characters and matches the rest literally, case-insensitive; short input waits', () => {
    const s = parseMenuSearch('BURGER (L)')
    expect(s.kind).toBe('pattern')
    if (s.kind === 'pattern') {
      expect(s.pattern.test(searchableName('Classic Burger (L)'))).toBe(true)
      expect(s.pattern.test(searchableName('Classic Burger'))).toBe(false)
    }
    // the rest is literal: '.' and '+' are no pattern
    const dot = parseMenuSearch('7.5% Cola+')
    if (dot.kind === 'pattern') {
      expect(dot.pattern.test('7.5% Cola+ 330ml')).toBe(true)
      expect(dot.pattern.test('7x5% Colaa')).toBe(false)
    }
    expect(parseMenuSearch('Col[')).toMatchObject({ kind: 'pattern' })
    expect(parseMenuSearch('a[')).toEqual({ kind: 'tooShort' })
    expect(parseMenuSearch('fries|burger').kind).toBe('pattern')
    expect(parseMenuSearch('ab')).toEqual({ kind: 'tooShort' })
    expect(parseMenuSearch('   ')).toEqual({ kind: 'none' })
    expect(parseMenuSearch(' ^$[] ')).toEqual({ kind: 'none' })
  })

  it('Arabic as phones and keyboards write it: direction marks and tatweel ignored, the forms of alef alike', () => {
    const finds = (query: string, name: string) => {
      const s = parseMenuSearch(query)
      return s.kind === 'pattern' && s.pattern.test(searchableName(name))
    }
    expect(finds('\u200fبرجر', 'برجر لحم')).toBe(true)
    expect(finds('برجر', 'بـرجر دجاج')).toBe(true)
    expect(finds('بـرجر', 'برجر دجاج')).toBe(true)
    expect(finds('اضافات', 'إضافات الصوص')).toBe(true)
    expect(finds('إضافات', 'اضافات الصوص')).toBe(true)
    expect(finds('ايس كريم', 'آيس كريم')).toBe(true)
    expect(finds('اكبر', 'أكبر حجم')).toBe(true)
    expect(finds('الفطور', 'ٱلفطور')).toBe(true)
    // the marks count toward no minimum: two letters and a mark are still too short
    expect(parseMenuSearch('\u200fبر\u200f')).toEqual({ kind: 'tooShort' })
    // other letters stay apart
    expect(finds('برجر', 'بيتزا')).toBe(false)
  })

  it('a no-break space (or any other space) in a name matches a typed space, and a run of them is one', () => {
    const finds = (query: string, name: string) => {
      const s = parseMenuSearch(query)
      return s.kind === 'pattern' && s.pattern.test(searchableName(name))
    }
    expect(finds('fresh milk', 'Fresh\u00A0Milk 1L')).toBe(true)
    expect(finds('milk 1l', 'Fresh Milk\u00A01L')).toBe(true)
    expect(finds('milk  1l', 'Fresh Milk\u2009\u20091L')).toBe(true)
    expect(finds('حليب طازج', 'حليب\u00A0طازج')).toBe(true)
  })
})
