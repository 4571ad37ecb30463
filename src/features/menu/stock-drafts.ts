// Open stock edits, kept outside the rows: a row leaves the DOM when the search or the show filter leaves its item out
// or the windowed list scrolls it away, and the count being typed must be there when the row comes back.
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
/** The items with an edit open, anew when one opens or ends (not on each keystroke): the list's row heights follow it */
let openKeys: ReadonlySet<StockDraftKey> = new Set()
const keysChanged = () => (openKeys = new Set(drafts.keys()))

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
  const opening = !drafts.has(key)
  drafts.set(key, draft)
  if (opening) keysChanged()
  notify()
}

export function clearStockDraft(key: StockDraftKey): void {
  if (!drafts.delete(key)) return
  keysChanged()
  notify()
}

/** The items with an edit open, re-rendering the caller when one opens or ends */
export function useOpenStockDrafts(): ReadonlySet<StockDraftKey> {
  return useSyncExternalStore(
    subscribe,
    () => openKeys,
    () => openKeys,
  )
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
  keysChanged()
  notify()
})
