// The overlays of SPEC section 2 that are not the alarm's reminder (src/stores/alarm.ts) or the sound's tap
// (src/stores/sound.ts): the store's visibility ('Are you still there?', 'You are invisible'), the busy-timer modal,
// 'Open in {time}', and the live store-status notice of section 4.
import { proxy, subscribe } from 'valtio'
import { announcesOpen, everyMethodUnavailable, msUntilNextPhase, opensFrom, opensLater, visibilityPhase, type VisibilityPhase } from '../domain/overlays'
import { clockTime } from '../domain/order-view'
import { STORE_STATUS, type StoreStatusValue } from '../domain/store-status'
import type { StoreStatusId, StoreStatusState } from '../domain/types'
import { apiClient, unwrap } from '../lib/api/client'
import { getLocale } from '../lib/i18n/i18n'
import { serverNow } from '../lib/server-clock'
import { sessionEpoch } from '../lib/session-epoch'
import { registerReset } from './reset'
import { currentCountry, session } from './session'
import { playSound } from './sound'
import { applyVisibility, changeStoreStatus, refetchStore, setStatusChanged, storeState } from './store'
import { pushToast } from './toasts'

export interface OverlaysState {
  /** the store's visibility on the server's clock (src/lib/server-clock.ts): the idle prompt and the invisible overlay */
  visibility: VisibilityPhase
  /** 'Yes' or 'Go Live' is being sent */
  goingLive: boolean
  /** the last 'Yes' / 'Go Live' failed: the overlay offers to carry on without it */
  goLiveFailed: boolean
  /** staff chose to carry on while invisible (only offered after a failed 'Go Live'); cleared when visible again */
  invisibleDismissed: boolean
  /** the busy-timer modal, holding the expiry time */
  busyUntil: string | null
  /** 'Open in {time}': the opening time shown, and the one dismissed with Close */
  opensAt: string | null
  openInDismissed: string | null
  openingNow: boolean
}

const initial = (): OverlaysState => ({
  visibility: 'unknown',
  goingLive: false,
  goLiveFailed: false,
  invisibleDismissed: false,
  busyUntil: null,
  opensAt: null,
  openInDismissed: null,
  openingNow: false,
})

export const overlays = proxy<OverlaysState>(initial())

const api = () => apiClient(currentCountry())
const timeOf = (iso: string) => clockTime(iso, storeState.store?.timezone ?? 'Asia/Kuwait', getLocale())

// ---- visibility -------------------------------------------------------------------------------------------------

let phaseTimer: ReturnType<typeof setTimeout> | null = null
/** visible_until of the last Go Live the server answered with visible: true */
let liveConfirmedUntil: string | null = null

/** Recomputes the phase from the store's visibility and plans the next change (prompt, then invisible) */
export function evaluateVisibility(): void {
  const visibility = storeState.store?.visibility
  const now = serverNow()
  let phase = session.token ? visibilityPhase(visibility, now) : 'unknown'
  // The server has just said the store is live, yet by the best clock known here its time is already up: that clock
  // is off (no server time learned yet). The server's word stands until the visibility changes, or staff would face
  // 'You are invisible' with nothing that takes it away.
  if (phase === 'invisible' && visibility?.visible && visibility.visible_until === liveConfirmedUntil) phase = 'visible'
  if (overlays.visibility !== phase) overlays.visibility = phase
  if (phase === 'visible') overlays.invisibleDismissed = false
  if (phaseTimer) clearTimeout(phaseTimer)
  phaseTimer = null
  const next = phase === 'unknown' ? null : msUntilNextPhase(visibility, now)
  if (next !== null) phaseTimer = setTimeout(evaluateVisibility, Math.max(0, next) + 50)
}

/** 'Yes' on 'Are you still there?' and 'Go Live' on 'You are invisible': GET /store/online keeps the store visible */
export async function keepStoreOnline(): Promise<void> {
  if (overlays.goingLive) return
  overlays.goingLive = true
  // a 401 signs out while the call is out: its answer belongs to no one, and must not reach the next user's overlay
  const epoch = sessionEpoch()
  try {
    const visibility = await unwrap(api().GET('/api/v1/store/online'))
    if (sessionEpoch() !== epoch) return
    overlays.goLiveFailed = false
    liveConfirmedUntil = visibility.visible ? visibility.visible_until : null
    applyVisibility(visibility)
    evaluateVisibility()
  } catch {
    if (sessionEpoch() !== epoch) return
    // the error toast is shown by the client; the overlay stays and offers a way on
    overlays.goLiveFailed = true
  } finally {
    if (sessionEpoch() === epoch) overlays.goingLive = false
  }
}

/** After a failed 'Go Live': staff carry on with the orders they have (the overlay comes back with the next change) */
export function continueInvisible(): void {
  overlays.invisibleDismissed = true
}

// ---- busy timer --------------------------------------------------------------------------------------------------

let busyTimer: ReturnType<typeof setTimeout> | null = null

/**
 * A live busy notice: with in_minutes 1, a notice and the modal holding the expiry time (SPEC 4). The modal closes at
 * that time by itself: the store_status event that ends the busy period may never come (realtime down), and a modal
 * saying 'Busy' over an open store blocks the board until someone taps it.
 */
export function applyBusyNotice(inMinutes: number, busyUntil: string): void {
  if (inMinutes !== 1) return
  pushToast({ kind: 'info', title: { key: 'overlays.busyNotice', params: { time: timeOf(busyUntil) } }, durationMs: 10_000 })
  overlays.busyUntil = busyUntil
  if (busyTimer) clearTimeout(busyTimer)
  const left = Date.parse(busyUntil) - serverNow()
  // kept while the overlays stop and start again (it only closes a modal whose time is up); sign-out clears it
  busyTimer = Number.isNaN(left) ? null : setTimeout(closeEndedBusyModal, Math.max(0, left))
}

export function closeBusyModal(): void {
  if (busyTimer) clearTimeout(busyTimer)
  busyTimer = null
  overlays.busyUntil = null
}

/** Closes the busy modal once its expiry time has passed (its timer, or a tablet that slept through it) */
function closeEndedBusyModal(): void {
  const until = overlays.busyUntil ? Date.parse(overlays.busyUntil) : NaN
  if (until <= serverNow()) closeBusyModal()
}

/** A busy choice in the modal: the store stays busy that long; the modal closes once the change is saved */
export async function extendBusy(value: StoreStatusValue): Promise<void> {
  await changeStoreStatus(value)
  closeBusyModal()
}

// ---- live store status -------------------------------------------------------------------------------------------

/**
 * After a live store_status update was applied over the status `before` (SPEC 4): opening from another status is announced (notice and sound)
 * unless this user changed it here; an opening with every collection method unavailable refetches the store; the
 * status-changed flag is cleared and the busy modal closes.
 */
export function afterLiveStoreStatus(update: StoreStatusState & { changed_by?: number | null }, before: StoreStatusId | null): void {
  const after = update.status.id
  const announce = announcesOpen({
    before,
    after,
    statusChanged: storeState.statusChanged,
    changedBy: update.changed_by,
    userId: session.user?.id,
  })
  if (announce) {
    pushToast({ kind: 'success', title: { key: 'overlays.storeOpen' } })
    void playSound('store-open')
  }
  const store = storeState.store
  if (opensFrom(before, after) && store && everyMethodUnavailable(store.collection_method)) void refetchStore({ background: true }).catch(() => undefined)
  setStatusChanged(false)
  closeBusyModal()
}

// ---- Open in {time} ----------------------------------------------------------------------------------------------

let openTimer: ReturnType<typeof setTimeout> | null = null

/** Shows 'Open in {time}' while the store is closed by its service hours before opens_at; plays its sound once */
export function evaluateOpening(): void {
  const opensAt = session.token ? opensLater(storeState.store, serverNow()) : null
  if (opensAt === overlays.opensAt) return
  if (openTimer) clearTimeout(openTimer)
  openTimer = null
  overlays.opensAt = opensAt
  if (!opensAt) return
  if (overlays.openInDismissed !== opensAt) void playSound('store-will-open')
  // At the opening time the overlay goes and the store is fetched again (the backend opens it).
  openTimer = setTimeout(
    () => {
      openTimer = null
      overlays.opensAt = null
      void refetchStore({ background: true }).catch(() => undefined)
    },
    Math.max(0, Date.parse(opensAt) - serverNow()),
  )
}

export function dismissOpenIn(): void {
  overlays.openInDismissed = overlays.opensAt
}

/**
 * 'Open Now': POST status Open, then the store again (its service hours no longer hold it closed). The status Open the
 * answer applies ends 'Open in' already, so the refetch is a quiet one: when it fails the store is open all the same.
 */
export async function openNow(): Promise<void> {
  if (overlays.openingNow) return
  overlays.openingNow = true
  try {
    await changeStoreStatus('open')
  } catch {
    // the toast is shown; the overlay stays
    return
  } finally {
    overlays.openingNow = false
  }
  await refetchStore({ background: true }).catch(() => undefined)
}

// ---- wiring ------------------------------------------------------------------------------------------------------

function onStoreChange(): void {
  evaluateVisibility()
  evaluateOpening()
  // The busy period ended (Open chosen here or anywhere, the timer ran out): its modal has nothing left to hold.
  const status = storeState.store?.status.id
  if (overlays.busyUntil && status !== undefined && status !== STORE_STATUS.busy) closeBusyModal()
}

/** While the shell is on screen (src/app/live/attention.ts); returns the stop */
export function startOverlays(): () => void {
  const unsubscribe = [subscribe(storeState, onStoreChange), subscribe(session, onStoreChange)]
  // a tablet that slept: its timers ran late, so look again as soon as it is seen
  const onVisible = () => {
    if (document.visibilityState !== 'visible') return
    evaluateVisibility()
    closeEndedBusyModal()
  }
  document.addEventListener('visibilitychange', onVisible)
  onStoreChange()
  return () => {
    unsubscribe.forEach((u) => u())
    document.removeEventListener('visibilitychange', onVisible)
    clearTimers()
  }
}

function clearTimers(): void {
  if (phaseTimer) clearTimeout(phaseTimer)
  if (openTimer) clearTimeout(openTimer)
  phaseTimer = null
  openTimer = null
}

registerReset(() => {
  clearTimers()
  if (busyTimer) clearTimeout(busyTimer)
  busyTimer = null
  liveConfirmedUntil = null
  Object.assign(overlays, initial())
})
