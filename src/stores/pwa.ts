// The installed app: a waiting new version (applied when no order is pending, or when the user accepts); push alerts
// are src/stores/alerts.ts's.
import { proxy, subscribe } from 'valtio'
import { registerServiceWorker } from '../lib/pwa/register'
import { checkAlerts } from './alerts'
import { drawer } from './drawer'

export interface PwaState {
  updateReady: boolean
  applying: boolean
}

export const pwa = proxy<PwaState>({ updateReady: false, applying: false })

let applyUpdate: (() => Promise<void>) | null = null
subscribe(drawer, () => applyWhenQuiet())

// The board reports here (src/stores/orders.ts) rather than this store importing it: the board's code stays out of
// /login, where no order can be pending anyway.
let hasPendingOrders = () => false
/** The orders board registers how to tell whether an order is pending; call `boardChanged` on every change */
export function watchPendingOrders(check: () => boolean): void {
  hasPendingOrders = check
}
export const boardChanged = () => applyWhenQuiet()

/**
 * Work the reload would cut short, each registered by the store that does it (an order action on its way, a receipt
 * being made before it is queued): a new version waits while any says it runs. Its owner calls `workEnded` when it
 * ends, unless a change of the board already says so.
 */
const busyChecks = new Set<() => boolean>()
export function holdUpdateWhile(busy: () => boolean): void {
  busyChecks.add(busy)
}
export const workEnded = () => applyWhenQuiet()
const working = () => [...busyChecks].some((busy) => busy())
/** Someone is in the middle of typing something (an empty focused search box does not count) */
const typing = () => {
  const el = document.activeElement
  return (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && el.value !== ''
}
/** Never by surprise: nothing pending, no order open, nobody typing, nothing half done */
const quietMoment = () => !hasPendingOrders() && drawer.orderId === null && !typing() && !working()

function applyWhenQuiet() {
  if (pwa.updateReady && !pwa.applying && applyUpdate && quietMoment()) void acceptUpdate()
}

/** The user accepted the prompt (or a quiet moment came): the new version takes over and the page reloads */
export async function acceptUpdate(): Promise<void> {
  if (!applyUpdate || pwa.applying) return
  pwa.applying = true
  try {
    await applyUpdate()
  } finally {
    // Normally the page reloads first; if the new version did not take over, it can be tried again.
    pwa.applying = false
  }
}

/** A new version is installed and waiting: apply it at the first quiet moment, or when the user accepts */
export function updateReady(apply: () => Promise<void>): void {
  applyUpdate = apply
  pwa.updateReady = true
  applyWhenQuiet()
}

export async function initPwa(): Promise<void> {
  await registerServiceWorker({ onUpdateReady: updateReady, onOfflineReady: () => undefined })
  await checkAlerts()
}

/** After sign-in: ask the browser to keep this site's storage (saved orders, the menu) under pressure */
export function requestPersistentStorage(): void {
  void navigator.storage?.persist?.().catch(() => undefined)
}
