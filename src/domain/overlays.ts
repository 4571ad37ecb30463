// Rules of the overlays and live store notices (SPEC sections 2, 4 and 9). Pure: the clock is a parameter.
import { COLLECTION_METHODS } from './collection-methods'
import { dueCountdown } from './orders'
import { STORE_STATUS } from './store-status'
import type { CollectionAvailability, Store, StoreStatusId } from './types'

/** 'Are you still there?' shows this long before the store goes invisible (SPEC 9: the idle prompt says 2 min) */
export const IDLE_PROMPT_MS = 2 * 60_000

export type StoreVisibility = NonNullable<Store['visibility']>
/** unknown: the backend said nothing about visibility, so no overlay is shown */
export type VisibilityPhase = 'visible' | 'idle-prompt' | 'invisible' | 'unknown'

/** Where the store stands with customers at `now`, on the server's clock (visible_until is set by it) */
export function visibilityPhase(visibility: StoreVisibility | null | undefined, now: number): VisibilityPhase {
  if (!visibility) return 'unknown'
  if (!visibility.visible) return 'invisible'
  const until = Date.parse(visibility.visible_until)
  if (Number.isNaN(until)) return 'unknown'
  if (now >= until) return 'invisible'
  if (until - now <= IDLE_PROMPT_MS) return 'idle-prompt'
  return 'visible'
}

/** Milliseconds until the phase changes by itself (prompt, then invisible), or null when it will not */
export function msUntilNextPhase(visibility: StoreVisibility | null | undefined, now: number): number | null {
  const phase = visibilityPhase(visibility, now)
  if (phase !== 'visible' && phase !== 'idle-prompt') return null
  const until = Date.parse(visibility!.visible_until)
  return phase === 'visible' ? until - IDLE_PROMPT_MS - now : until - now
}

/**
 * A live status update that opens the store (from any other status) is announced unless this user changed it here:
 * the device's status-changed flag is set and the update names this user as the one who changed it.
 */
export function announcesOpen(input: {
  before: StoreStatusId | null
  after: StoreStatusId
  statusChanged: boolean
  changedBy: number | null | undefined
  userId: number | null | undefined
}): boolean {
  if (!opensFrom(input.before, input.after)) return false
  const changedHereByMe = input.statusChanged && input.changedBy != null && input.changedBy === input.userId
  return !changedHereByMe
}

/** The status becomes open from a non-open one */
export function opensFrom(before: StoreStatusId | null, after: StoreStatusId): boolean {
  return before !== null && before !== STORE_STATUS.open && after === STORE_STATUS.open
}

/** Every collection method is unavailable (then the store is refetched when it opens) */
export function everyMethodUnavailable(collection: CollectionAvailability): boolean {
  return COLLECTION_METHODS.every((m) => !collection[`${m.prefix}_available`])
}

/**
 * The 'Open in {time}' overlay: the store is closed by its service hours and its opening time is still ahead. A store
 * whose status is Open is not waiting for its opening time, whatever its service hours last said: it was opened early
 * (Open Now, here or on another tablet), and the status is what the header and customers go by.
 */
export function opensLater(store: Pick<Store, 'service_hours' | 'status'> | null | undefined, now: number): string | null {
  if (store?.status.id === STORE_STATUS.open) return null
  const opensAt = store?.service_hours.closed ? store.service_hours.opens_at : null
  if (!opensAt) return null
  const at = Date.parse(opensAt)
  return Number.isNaN(at) || at <= now ? null : opensAt
}

/** The {time} of 'Open in {time}': what is left, as m:ss or h:mm:ss */
export function openInText(opensAt: string, now: number): string {
  const left = Date.parse(opensAt) - now
  return left <= 0 ? '0:00' : dueCountdown(opensAt, now).text
}
