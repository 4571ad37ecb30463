// A place a page offers in its title row for what the layout shows there (the connection state on the kitchen and the
// window): the page sets the element with a callback ref, the layout portals into it. No store, no feature import.
import { useSyncExternalStore } from 'react'

let slot: HTMLElement | null = null
const listeners = new Set<() => void>()

export function setPageSlot(el: HTMLElement | null): void {
  if (slot === el) return
  slot = el
  for (const l of listeners) l()
}

export function usePageSlot(): HTMLElement | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    () => slot,
    () => null,
  )
}
