/** Joins class names, skipping falsy ones */
export function cx(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ')
}

// outline-hidden (not outline-none, which in Tailwind v4 also sets the style to none) keeps the focus outline solid
const RING = 'outline-hidden focus-visible:outline-solid focus-visible:outline-3 focus-visible:outline-focus data-focus:outline-solid data-focus:outline-3 data-focus:outline-focus'

/** The visible focus ring shared by every interactive primitive, just outside its box */
export const focusRing = `${RING} focus-visible:outline-offset-2 data-focus:outline-offset-2`

/**
 * The same ring without its offset, for a box that draws it inside (a row in a box that clips, a scroller): add the
 * offset beside it. Adding a second offset to focusRing does not work: Tailwind orders two classes of one variant
 * and property by itself, not by the class list, and the positive one came last.
 */
export const focusRingUnplaced = RING
