// Search input rules (SPEC section 5).
import { westernDigits } from './digits'
import { withoutFormatCharacters } from './invisible'

export const SEARCH_MIN_LENGTH = 3
export const SEARCH_DEBOUNCE_MS = 500

/** Tatweel (U+0640) only stretches a letter: like the invisible characters, it never matches and never counts */
const TATWEEL = /\u0640/g

/**
 * Strips ? * ^ $ [ ] \ / ( ) { } |, the invisible format characters (domain/invisible.ts) and tatweel; Arabic-Indic
 * digits read as 0–9 (codes and phones are stored with those)
 */
export function sanitizeSearch(input: string): string {
  return withoutFormatCharacters(westernDigits(input)).replace(TATWEEL, '').replace(/[?*^$[\]\\/(){}|]/g, '')
}

/** 'search.minLength' when the input is non-empty and shorter than the minimum */
export function searchError(input: string, min = SEARCH_MIN_LENGTH): 'search.minLength' | undefined {
  const v = sanitizeSearch(input).trim()
  return v.length > 0 && v.length < min ? 'search.minLength' : undefined
}

/** Search applies only when the input meets the minimum length or is empty */
export function shouldApplySearch(input: string, min = SEARCH_MIN_LENGTH): boolean {
  const v = sanitizeSearch(input).trim()
  return v.length === 0 || v.length >= min
}
