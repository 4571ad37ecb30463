// Open stock edits, kept outside the rows: a row leaves the DOM when a live change moves its item out of the show
// filter or the windowed list scrolls it away, and the count being typed must be there when the row comes back.
// An edit ends with its Ok (once saved) or Cancel; sign-out drops them all.
import { useSyncExternalStore } from 'react'
import { registerReset } from '../../stores/reset'

export type StockDraftKey = `product:${number}` | `choice:${number}`

export interface StockDraft {
  /** What the field holds, as typed */
  text: string
  /** The count the person has seen: when the editor opened, or the one they were told it changed to */
  seen: number
  /** Set when Ok found the count changed on another device: that count, said until the next Ok or keystroke */
  changedTo: number | null
}

const drafts = new Map<StockDraftKey, StockDraft>()
const listeners = new Set<() => void>()

function notify(): void {
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function getStockDraft(key: StockDraftKey): StockDraft | undefined {
  return drafts.get(key)
}

export function setStockDraft(key: StockDraftKey, draft: StockDraft): void {
  drafts.set(key, draft)
  notify()
}

export function clearStockDraft(key: StockDraftKey): void {
  if (drafts.delete(key)) notify()
}

/** The open edit of an item, re-rendering the caller when it changes */
export function useStockDraft(key: StockDraftKey): StockDraft | undefined {
  return useSyncExternalStore(
    subscribe,
    () => drafts.get(key),
    () => drafts.get(key),
  )
}

registerReset(() => {
  drafts.clear()
  notify()
})
