// Search input rules (SPEC section 5).
import { westernDigits } from './digits'

export const SEARCH_MIN_LENGTH = 3
export const SEARCH_DEBOUNCE_MS = 500

/**
 * Invisible characters that text copied from chat apps and Arabic keyboards carry: the direction marks and
 * embeddings (U+200E, U+200F, U+061C, U+202A–U+202E, U+2066–U+2069) and tatweel (U+0640), which only stretches a
 * letter. They never match what staff mean, and must not count toward the minimum length.
 */
const INVISIBLE = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069\u0640]/g

/**
 * Strips ? * ^ $ [ ] \ / ( ) { } | and the invisible characters above; Arabic-Indic digits read as 0–9 (codes and
 * phones are stored with those)
 */
export function sanitizeSearch(input: string): string {
  return westernDigits(input).replace(INVISIBLE, '').replace(/[?*^$[\]\\/(){}|]/g, '')
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
