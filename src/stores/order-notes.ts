// Notes kept per order outside the component that shows them: a kitchen tile or a window card is drawn anew when its
// customer's status moves it to another run or group, and what it showed (a refusal, a warning still asking) must
// stay. Cleared when the screen closes, as the component's own state was, and at sign-out.
import { proxy } from 'valtio'
import { registerReset } from './reset'

export interface OrderNotes<T> {
  readonly notes: Record<number, T>
  set(id: number, note: T | null): void
  /**
   * Where to put what a call sent now comes back with. One that comes back after a clearing (the screen closed, the
   * user signed out) is dropped: it would greet the next visit, perhaps the next user's, about an old tap.
   */
  ofCallSentNow(id: number): (note: T) => void
  clear(): void
}

export function orderNotes<T>(): OrderNotes<T> {
  const notes = proxy<Record<number, T>>({})
  /** counts the clearings: a call sent before the last one belongs to a screen (or a user) now gone */
  let cleared = 0
  const set = (id: number, note: T | null) => {
    if (note === null) delete notes[id]
    else notes[id] = note
  }
  const clear = () => {
    cleared += 1
    for (const id of Object.keys(notes)) delete notes[Number(id)]
  }
  registerReset(clear)
  return {
    notes,
    set,
    ofCallSentNow(id) {
      const sentIn = cleared
      return (note) => {
        if (sentIn === cleared) set(id, note)
      }
    },
    clear,
  }
}
