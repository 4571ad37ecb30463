import { describe, expect, it } from 'vitest'
import { en } from '../lib/i18n/en'
import { sanitizeSearch, searchError, shouldApplySearch } from './search'

describe('search input (SPEC 5)', () => {
  it('strips ? * ^ $ [ ] \\ / ( ) { } |', () => {
    expect(sanitizeSearch('a?b*c^d$e[f]g\\h/i(j)k{l}m|n')).toBe('abcdefghijklmn')
  })
  it('reads Arabic-Indic digits as 0–9: an order code typed on an Arabic keyboard finds the order', () => {
    expect(sanitizeSearch('٢٩١٥')).toBe('2915')
    expect(sanitizeSearch('۵۰۰')).toBe('500')
    expect(sanitizeSearch('برجر ٢')).toBe('برجر 2')
  })
  it('strips direction marks and tatweel: pasted from a chat they are invisible, and count toward no minimum', () => {
    expect(sanitizeSearch('\u200fبرجر\u200e')).toBe('برجر')
    expect(sanitizeSearch('\u061C\u202A\u202B\u202C\u202D\u202Eab\u2066\u2067\u2068\u2069')).toBe('ab')
    expect(sanitizeSearch('بـــرجر')).toBe('برجر')
    expect(searchError('\u200f\u200fab')).toBe('search.minLength')
    expect(shouldApplySearch('\u200f\u200f\u200f')).toBe(true)
    expect(searchError('\u200f\u200f\u200f')).toBeUndefined()
  })
  it('strips the other invisible format characters the e-mail drops: zero-width space and joiners, BOM, soft hyphen', () => {
    expect(sanitizeSearch('\u200B12\uFEFF3\u00AD4')).toBe('1234')
    expect(sanitizeSearch('بر\u200Cجر\u200D')).toBe('برجر')
    expect(searchError('\u200Bab\uFEFF')).toBe('search.minLength')
  })
  it('needs 3 characters unless empty', () => {
    expect(searchError('ab')).toBe('search.minLength')
    expect(en['search.minLength']).toBe('Search key must contain at least 3 characters.')
    expect(searchError('')).toBeUndefined()
    expect(searchError('abc')).toBeUndefined()
    expect(searchError('a()')).toBe('search.minLength')
    expect(shouldApplySearch('')).toBe(true)
    expect(shouldApplySearch('ab')).toBe(false)
    expect(shouldApplySearch('12345')).toBe(true)
  })
})
