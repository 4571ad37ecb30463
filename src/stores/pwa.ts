// The installed app: a waiting new version (applied when no order is pending, or when the user accepts); push alerts
// are src/stores/alerts.ts's.
import { proxy, subscribe } from 'valtio'
import { changesInFlight, onChangesSettled } from '../lib/api/client'
import { registerServiceWorker } from '../lib/pwa/register'
import { checkAlerts, watchAlerts } from './alerts'
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
// every change sent to the backend (a punch, a status or stock save, a refund decision, an avatar) until it is answered
holdUpdateWhile(() => changesInFlight() > 0)
onChangesSettled(workEnded)

/**
 * Forms the user has changed since they were shown. React keeps a controlled field's default value equal to its value,
 * so the DOM cannot tell a typed field from a prefilled one: the user's own input and change events mark the form, and
 * it stays marked until it is reset or leaves the page (a failed submit keeps what was typed).
 */
const changedForms = new WeakSet<HTMLFormElement>()
const markChanged = (e: Event) => {
  const form = e.target instanceof Element ? e.target.closest('form') : null
  if (form) changedForms.add(form)
}
if (typeof document !== 'undefined') {
  document.addEventListener('input', markChanged, true)
  document.addEventListener('change', markChanged, true)
  document.addEventListener('reset', (e) => e.target instanceof HTMLFormElement && changedForms.delete(e.target), true)
}

const UNTYPED_INPUTS = new Set(['checkbox', 'radio', 'hidden', 'submit', 'button', 'reset', 'file', 'image', 'range', 'color'])
const hasText = (field: Element) =>
  (field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && !UNTYPED_INPUTS.has(field.type))) && field.value !== ''
/**
 * Someone is in the middle of filling something in: the focused field has text, or any field of the form the focus is
 * in (focus on its select or checkbox too). An empty focused search box does not count.
 */
const typing = () => {
  const el = document.activeElement
  if (!el) return false
  const form = el.closest('form')
  return form ? [...form.elements].some(hasText) : hasText(el)
}
/** Something on screen the reload would take away: an open dialog, or a form with changes */
const halfDone = () =>
  document.querySelector('[role="dialog"], [role="alertdialog"], dialog[open]') !== null ||
  [...document.forms].some((form) => changedForms.has(form))
/** Never by surprise: nothing pending, no order open, nobody typing, nothing half done */
const quietMoment = () => !hasPendingOrders() && drawer.orderId === null && !typing() && !halfDone() && !working()

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
  watchAlerts()
}

/** After sign-in: ask the browser to keep this site's storage (saved orders, the menu) under pressure */
export function requestPersistentStorage(): void {
  void navigator.storage?.persist?.().catch(() => undefined)
}
