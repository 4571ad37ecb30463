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
const timers = new Map<number, ReturnType<typeof setTimeout>>()
const MAX_VISIBLE = 4

export function pushToast(toast: Omit<Toast, 'id' | 'description'> & { description?: string[]; durationMs?: number }): number {
  const id = nextId++
  const { durationMs, ...rest } = toast
  toasts.items.push({ ...rest, id, description: rest.description ?? [] })
  while (toasts.items.length > MAX_VISIBLE) {
    const first = toasts.items[0]
    if (first) dismissToast(first.id)
  }
  const duration = durationMs ?? (toast.kind === 'error' ? 8000 : 5000)
  if (duration > 0) timers.set(id, setTimeout(() => dismissToast(id), duration))
  return id
}

export function dismissToast(id: number): void {
  const timer = timers.get(id)
  if (timer !== undefined) clearTimeout(timer)
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
