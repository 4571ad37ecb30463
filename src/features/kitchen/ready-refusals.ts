// Why the last Ready on a tile failed, per order. Kept outside the tile: a tile is drawn anew when its customer's
// status moves it to another run of the lane, and the message must stay until staff try again or the connection is
// back. Cleared when the kitchen screen closes, as the tile's own state was, and at sign-out.
import { proxy } from 'valtio'
import { registerReset } from '../../stores/reset'

/** The backend refused the ready call, or the call never reached it (no connection) */
export type ReadyRefusal = 'refused' | 'offline'

export const readyRefusals = proxy<Record<number, ReadyRefusal>>({})

/** Counts the clearings: a refusal of a call sent before the last one belongs to a screen (or a user) now gone */
let cleared = 0

export function setReadyRefusal(id: number, why: ReadyRefusal | null): void {
  if (why) readyRefusals[id] = why
  else delete readyRefusals[id]
}

/**
 * Where to put the refusal of a ready call sent now. A refusal that comes back after the screen closed or the user
 * signed out is dropped: it would greet the next visit, perhaps the next user's, as an alert about an old tap.
 */
export function refusalOfCallSentNow(id: number): (why: ReadyRefusal) => void {
  const sentIn = cleared
  return (why) => {
    if (sentIn === cleared) setReadyRefusal(id, why)
  }
}

export function clearReadyRefusals(): void {
  cleared += 1
  for (const id of Object.keys(readyRefusals)) delete readyRefusals[Number(id)]
}

registerReset(clearReadyRefusals)
