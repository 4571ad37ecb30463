// Why the last Ready on a tile failed, per order: kept outside the tile, which is drawn anew when its customer's status
// moves it to another run of the lane (stores/order-notes.ts). Cleared when the kitchen screen closes and at sign-out.
import { orderNotes } from '../../stores/order-notes'

/** The backend refused the ready call, or the call never reached it (no connection) */
export type ReadyRefusal = 'refused' | 'offline'

const refusals = orderNotes<ReadyRefusal>()

export const readyRefusals = refusals.notes
export const setReadyRefusal = refusals.set
export const refusalOfCallSentNow = refusals.ofCallSentNow
export const clearReadyRefusals = refusals.clear
