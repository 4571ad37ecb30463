// The menu page's search and its show filter (SPEC 5, 8).
import { sanitizeSearch, SEARCH_MIN_LENGTH } from './search'

export type ShowFilter = 'all' | 'inStock' | 'outOfStock'
export const SHOW_FILTERS: readonly ShowFilter[] = ['all', 'inStock', 'outOfStock']

export type MenuSearch =
  | { kind: 'none' }
  | { kind: 'pattern'; pattern: RegExp }
  | { kind: 'tooShort' }
  | { kind: 'invalid'; message: string }

/**
 * Alef with hamza or madda (أ إ آ) and alef wasla (ٱ) as plain alef: names and searches write them either way, and
 * keyboards in Kuwait and Saudi Arabia type the plain one. One letter for one, so lengths do not change.
 */
const foldAlef = (text: string) => text.replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')

/** Any run of spaces as one plain space: names pasted from a web page or a sheet hold no-break spaces, searches never do */
const oneSpace = (text: string) => text.replace(/\s+/g, ' ')

/**
 * The menu search (SPEC 5): the characters ? * ^ $ [ ] \ / ( ) { } | are stripped, as from every search, and the rest
 * matches literally and case-insensitively. Product names are compared with the same characters stripped, so
 * 'Burger (L)' finds 'Burger (L)', and 'a[' is a search for 'a' (too short) instead of an invalid pattern. The minimum
 * length of 3 counts the stripped, trimmed input. Direction marks and tatweel are stripped too (sanitizeSearch), the
 * forms of alef match each other (foldAlef), and a run of spaces of any kind is one space (oneSpace), in the input and
 * in the names alike. The escaped pattern cannot fail to compile; should the engine refuse it anyway, its message is
 * shown (SPEC 8).
 */
export function parseMenuSearch(input: string, min = SEARCH_MIN_LENGTH): MenuSearch {
  const text = oneSpace(foldAlef(sanitizeSearch(input))).trim()
  if (text === '') return { kind: 'none' }
  if (text.length < min) return { kind: 'tooShort' }
  try {
    return { kind: 'pattern', pattern: new RegExp(text.replace(/[.+-]/g, '\\$&'), 'i') }
  } catch (error) {
    return { kind: 'invalid', message: error instanceof Error ? error.message : String(error) }
  }
}

/** A name as the menu search sees it: the stripped characters left out, alef folded and spaces made one, as in the input */
export const searchableName = (name: string) => oneSpace(foldAlef(sanitizeSearch(name)))

export function matchesShow(inStock: boolean, show: ShowFilter): boolean {
  return show === 'all' || (show === 'inStock' ? inStock : !inStock)
}
