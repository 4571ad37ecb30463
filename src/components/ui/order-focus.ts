// Which control of an order takes the focus back when the one that had it was drawn anew or left (the board's
// FocusFollowsOrder, the order drawer's return): shared so both follow one rule.

export const canTakeFocus = (el: HTMLElement) => !(el as HTMLButtonElement).disabled && el.tabIndex >= 0 && !el.closest('[inert]')

/**
 * The order's control of the same kind (`data-focus-key`); with no kind (the focus was on the order's own element),
 * the order's element when it can take the focus; else its first control that can, else the order's element.
 */
export function orderControl(order: HTMLElement, key: string | null): HTMLElement | null {
  const controls = [...order.querySelectorAll<HTMLElement>('[data-focus-key]')].filter(canTakeFocus)
  const own = canTakeFocus(order) ? order : null
  return controls.find((c) => c.dataset.focusKey === key) ?? (key === null ? own : null) ?? controls[0] ?? own
}
