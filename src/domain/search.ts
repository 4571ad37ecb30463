// Search input rules (SPEC section 5).
import { westernDigits } from './digits'

export const SEARCH_MIN_LENGTH = 3
export const SEARCH_DEBOUNCE_MS = 500

/** Strips ? * ^ $ [ ] \ / ( ) { } |; Arabic-Indic digits read as 0–9 (codes and phones are stored with those) */
export function sanitizeSearch(input: string): string {
  return westernDigits(input).replace(/[?*^$[\]\\/(){}|]/g, '')
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
