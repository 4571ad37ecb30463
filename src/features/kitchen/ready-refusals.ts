// Why the last Ready on a tile failed, per order. Kept outside the tile: a tile is drawn anew when its customer's
// status moves it to another run of the lane, and the message must stay until staff try again or the connection is
// back. Cleared when the kitchen screen closes, as the tile's own state was.
import { proxy } from 'valtio'

/** The backend refused the ready call, or the call never reached it (no connection) */
export type ReadyRefusal = 'refused' | 'offline'

export const readyRefusals = proxy<Record<number, ReadyRefusal>>({})

export function setReadyRefusal(id: number, why: ReadyRefusal | null): void {
  if (why) readyRefusals[id] = why
  else delete readyRefusals[id]
}

export function clearReadyRefusals(): void {
  for (const id of Object.keys(readyRefusals)) delete readyRefusals[Number(id)]
}
