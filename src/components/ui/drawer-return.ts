// Where the focus goes back to when the order drawer closes. Its opener (a board row, a card's Details) is often
// drawn anew meanwhile (Confirm moves the row to another group) or gone (Dispatch): the focus would fall to the page
// and a keyboard user start again from the top. The rule is the board's (FocusFollowsOrder): the same order's control
// of the same kind, else the order after it (before it at the end), else its group's header, else the page's main.
import { canTakeFocus, orderControl } from './order-focus'

type Place = { id: string | null; key: string | null; ids: string[]; group: Element | null }

/** Read when the drawer opens: the opener's order, its kind of control, the orders around it and its group */
export function placeOf(opener: HTMLElement | null, panel: HTMLElement): Place {
  const order = opener?.closest<HTMLElement>('[data-order-id]') ?? null
  const ids = [...document.querySelectorAll<HTMLElement>('[data-order-id]')].filter((el) => !panel.contains(el)).map((el) => el.dataset.orderId ?? '')
  return {
    id: order?.dataset.orderId ?? null,
    key: opener?.closest<HTMLElement>('[data-focus-key]')?.dataset.focusKey ?? null,
    ids,
    group: order?.closest('section') ?? null,
  }
}

function orderTarget(id: string, key: string | null, panel: HTMLElement): HTMLElement | null {
  const order = [...document.querySelectorAll<HTMLElement>(`[data-order-id="${CSS.escape(id)}"]`)].find((el) => !panel.contains(el))
  return order ? orderControl(order, key) : null
}

/** The element to give the focus to once the opener is gone */
export function returnTarget(place: Place, panel: HTMLElement): HTMLElement | null {
  if (place.id === null) return null
  const same = orderTarget(place.id, place.key, panel)
  if (same) return same
  const at = place.ids.indexOf(place.id)
  const around = [...place.ids.slice(at + 1), ...place.ids.slice(0, Math.max(0, at)).reverse()]
  for (const id of around) {
    const next = orderTarget(id, place.key, panel)
    if (next) return next
  }
  const header = place.group?.isConnected ? place.group.querySelector<HTMLElement>('h2 button, h2 [tabindex]') : null
  if (header && canTakeFocus(header)) return header
  return document.getElementById('main')
}
