// Toasts: the error catalogue's messages and short confirmations. Sign-out clears every toast but the catalogue's
// (they name no customer), so the 401 toast stays readable on the login screen and a shared tablet shows the next
// user no order or customer of the last one.
import { proxy } from 'valtio'
import type { CatalogueToast } from '../domain/error-catalogue'
import type { MessageKey } from '../lib/i18n/en'
import type { TParams } from '../lib/i18n/i18n'
import { registerReset } from './reset'

export type ToastKind = 'error' | 'success' | 'info' | 'warning'
export type ToastText = { text: string } | { key: MessageKey; params?: TParams }

export interface Toast {
  id: number
  kind: ToastKind
  title: ToastText
  description: string[]
}

export const toasts = proxy<{ items: Toast[] }>({ items: [] })

let nextId = 1
/** A toast's timer: what is left of its time, and the reasons (focus, pointer) it is held on screen meanwhile */
type Timer = { handle: ReturnType<typeof setTimeout> | undefined; left: number; since: number; holds: Set<string> }
const timers = new Map<number, Timer>()
const MAX_VISIBLE = 4
/** time given again to a toast let go of, so it does not vanish the moment the pointer or focus leaves it */
const AFTER_HOLD_MS = 2000

function run(id: number, timer: Timer) {
  timer.since = Date.now()
  timer.handle = setTimeout(() => dismissToast(id), timer.left)
}

/** Holds a toast on screen while it has the focus or the pointer (`why`), and starts its timer again once let go */
export function holdToast(id: number, why: string, held: boolean): void {
  const timer = timers.get(id)
  if (!timer) return
  const was = timer.holds.size > 0
  if (held) timer.holds.add(why)
  else timer.holds.delete(why)
  if (!was && timer.holds.size > 0) {
    clearTimeout(timer.handle)
    timer.handle = undefined
    timer.left = Math.max(0, timer.left - (Date.now() - timer.since))
  } else if (was && timer.holds.size === 0) {
    timer.left = Math.max(timer.left, AFTER_HOLD_MS)
    run(id, timer)
  }
}

const isHeld = (id: number) => (timers.get(id)?.holds.size ?? 0) > 0

export function pushToast(toast: Omit<Toast, 'id' | 'description'> & { description?: string[]; durationMs?: number }): number {
  const id = nextId++
  const { durationMs, ...rest } = toast
  toasts.items.push({ ...rest, id, description: rest.description ?? [] })
  while (toasts.items.length > MAX_VISIBLE) {
    // the oldest one nobody is reading
    const first = toasts.items.find((t) => !isHeld(t.id)) ?? toasts.items[0]
    if (first) dismissToast(first.id)
  }
  const duration = durationMs ?? (toast.kind === 'error' ? 8000 : 5000)
  if (duration > 0) {
    const timer: Timer = { handle: undefined, left: duration, since: 0, holds: new Set() }
    timers.set(id, timer)
    run(id, timer)
  }
  return id
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id)?.handle)
  timers.delete(id)
  const index = toasts.items.findIndex((t) => t.id === id)
  if (index >= 0) toasts.items.splice(index, 1)
}

export function clearToasts(): void {
  for (const t of [...toasts.items]) dismissToast(t.id)
}

const catalogueIds = new Set<number>()

/** Shows a toast of the error catalogue, once while the same one shows (several calls of a start may fail alike) */
export function pushCatalogueToast(toast: CatalogueToast): number {
  const same = toasts.items.find(
    (t) => catalogueIds.has(t.id) && JSON.stringify([t.title, t.description]) === JSON.stringify([toast.title, toast.description ?? []]),
  )
  if (same) return same.id
  const id = pushToast({ kind: 'error', title: toast.title, description: toast.description })
  catalogueIds.add(id)
  return id
}

registerReset(() => {
  for (const t of [...toasts.items]) if (!catalogueIds.has(t.id)) dismissToast(t.id)
  catalogueIds.clear()
  for (const t of toasts.items) catalogueIds.add(t.id)
})
