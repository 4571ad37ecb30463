/** Joins class names, skipping falsy ones */
export function cx(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ')
}

/** The visible focus ring shared by every interactive primitive */
export const focusRing =
  // outline-hidden (not outline-none, which in Tailwind v4 also sets the style to none) keeps the focus outline solid
  'outline-hidden focus-visible:outline-solid focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus data-focus:outline-solid data-focus:outline-3 data-focus:outline-offset-2 data-focus:outline-focus'
