// What a window card shows about its own Dispatch, kept outside the card: a card is drawn anew in the other group when
// its customer arrives, and a warning still asking, or the notice that a Dispatch never left, must stay with it.
import { orderNotes } from '../../stores/order-notes'

export type CardDispatch = 'dispatch' | 'force_dispatch'

/** The warning confirmation open on a card, by order */
export const dispatchWarnings = orderNotes<CardDispatch>()
/** A Dispatch that never reached the backend (no connection), by order */
export const dispatchOffline = orderNotes<true>()

/** The window screen closed: its cards' notes go, as their own state did */
export function clearCardNotes(): void {
  dispatchWarnings.clear()
  dispatchOffline.clear()
}
