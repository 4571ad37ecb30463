// The signed-in user's store: loading after sign-in, status and collection availability changes, and the
// entry points the realtime layer and polling use to apply live updates.
import { proxy, snapshot } from 'valtio'
import { toastForOtherFailure } from '../domain/error-catalogue'
import type { StoreVisibility } from '../domain/overlays'
import { requestFor, type StoreStatusValue } from '../domain/store-status'
import type { Analytics, CollectionAvailability, CollectionAvailabilityUpdate, Store, StoreStatusId, StoreStatusState, User } from '../domain/types'
import { ApiError, apiClient, backgroundRequest, quietRequest, unwrap } from '../lib/api/client'
import { reportError } from '../lib/error-reporter'
import { checkMaintenance } from './maintenance'
import { sessionEpoch } from '../lib/session-epoch'
import { registerReset } from './reset'
import { currentCountry, session, setNotifierConfig, setUser } from './session'
import { pushCatalogueToast } from './toasts'

export type StoreLoad = 'idle' | 'loading' | 'ready' | 'failed'

export interface StoreState {
  store: Store | null
  analytics: Analytics | null
  load: StoreLoad
  /**
   * A status change made here waits for its live echo, which then announces nothing (SPEC 4). Set before the post
   * (the echo can arrive before its answer), cleared by any live status update and by a failed post.
   */
  statusChanged: boolean
  savingStatus: boolean
  savingAvailability: boolean
  /** the store shown was saved on this device (no network at start); a later refetch replaces it */
  fromDevice: boolean
}

const initial = (): StoreState => ({
  store: null,
  analytics: null,
  load: 'idle',
  statusChanged: false,
  savingStatus: false,
  savingAvailability: false,
  fromDevice: false,
})

export const storeState = proxy<StoreState>(initial())

const api = () => apiClient(currentCountry())

// IndexedDB's wrapper loads with the signed-in pages, not at /login (this store's state is read at boot)
const db = () => import('../lib/db/db')

let loading: Promise<void> | null = null
/** Bumped by sign-out so a load that was running for the previous user changes nothing */
let generation = 0

/** The check of a store (src/domain/store-answer.ts) loads with the work screens' code: /login never needs it */
const storeCheck = () => import('../domain/store-answer').then((m) => m.storeAnswerProblem)

/** Where a server's store answer breaks what the screens read, or null; a check that did not load lets the store through */
const storeProblem = (value: unknown) => storeCheck().then(
  (check) => check(value),
  () => null,
)

/** Where malformed store answers broke, reported in this session: Basic View asks for the store every minute */
const reportedMalformed = new Set<string>()

/**
 * A store answer that breaks what the screens read (src/domain/store-answer.ts) is a failed call: the catalogue's
 * 'Something went wrong', reported once per session and place. Returns the error to throw.
 */
function malformedStore(problem: string): ApiError {
  pushCatalogueToast(toastForOtherFailure())
  if (!reportedMalformed.has(problem)) {
    reportedMalformed.add(problem)
    void reportError(new Error(`REST answer refused: GET /store/{id} does not match the contract at ${problem}`), {
      level: 'warning',
      tags: { rest_call: 'GET /store/{id}' },
    })
  }
  return new ApiError('Malformed response', { notified: true })
}

/**
 * The layout and the board open with the store this device saved for the same user: at once on a signed-in start (the
 * board paints its saved orders while the server is asked; its answers replace them), and offline for good.
 */
async function openFromDevice(mine: number, serverAnswered: () => boolean = () => false): Promise<boolean> {
  const [saved, check] = await Promise.all([
    db()
      .then((m) => m.readLastStore())
      .catch(() => null),
    storeCheck().catch(() => null),
  ])
  if (mine !== generation || serverAnswered() || !saved || saved.country !== session.countryCode) return false
  if (session.userEmail && saved.user.email.toLowerCase() !== session.userEmail.toLowerCase()) return false
  // saved before stores were checked (or damaged), or not checkable: opening with it could crash the layout at every start
  if (!check || check(saved.store) !== null) return false
  setUser(saved.user)
  storeState.store = saved.store
  storeState.analytics = saved.analytics ?? saved.store.analytics
  storeState.fromDevice = true
  storeState.load = 'ready'
  return true
}

/** The server answered with an error: the saved store shown meanwhile goes, with the board it opened */
function dropDeviceStore(): void {
  if (!storeState.fromDevice) return
  storeState.store = null
  storeState.fromDevice = false
}

/**
 * After sign-in (and on every app start while signed in): GET /user/store, then the store, its analytics and the
 * notifier config. A failed user fetch triggers the maintenance check. Runs once; loadStore({ force: true }) reloads.
 */
export function loadStore(options: { force?: boolean } = {}): Promise<void> {
  if (loading) return loading
  if (!options.force && storeState.load === 'ready') return Promise.resolve()
  const mine = ++generation
  const job = (async () => {
    storeState.load = 'loading'
    let answered = false
    const early = options.force ? Promise.resolve(false) : openFromDevice(mine, () => answered)
    let storeId: number
    try {
      // Without a network the offline banner speaks; no toast for what is certain to fail.
      const { user, store } = await unwrap(api().GET('/api/v1/user/store', navigator.onLine ? {} : backgroundRequest))
      answered = true
      setUser(user)
      storeId = store.id
    } catch (error) {
      answered = true
      if (mine !== generation) return
      // No network at all (not a server answer): open with the store this device saw last, if it is this user's.
      if (error instanceof ApiError && error.status === undefined && ((await early) || (await openFromDevice(mine)))) return
      dropDeviceStore()
      storeState.load = 'failed'
      // A failed user fetch may mean maintenance: present goes to /maintenance, absent goes home.
      if (session.token) await checkMaintenance({ goHomeWhenAbsent: true })
      return
    }
    const [store, analytics, notifier] = await Promise.allSettled([
      unwrap(api().GET('/api/v1/store/{id}', { params: { path: { id: storeId } } })),
      unwrap(api().GET('/api/v1/store/analytics')),
      unwrap(api().GET('/api/v1/discovery/store')),
    ])
    if (mine !== generation) return // signed out meanwhile
    if (notifier.status === 'fulfilled') setNotifierConfig(notifier.value)
    if (analytics.status === 'fulfilled') storeState.analytics = analytics.value
    const problem = store.status === 'fulfilled' ? await storeProblem(store.value) : null
    if (mine !== generation) return
    if (problem !== null) malformedStore(problem)
    // neither shown nor saved when malformed: the next start would open with it
    if (store.status === 'fulfilled' && problem === null) {
      storeState.store = store.value
      if (analytics.status !== 'fulfilled') storeState.analytics = store.value.analytics
      storeState.load = 'ready'
      storeState.fromDevice = false
      if (session.countryCode) {
        // snapshots: IndexedDB cannot clone valtio's proxies (which the values became when stored above)
        const saved = snapshot(storeState)
        const last = { country: session.countryCode, user: snapshot(session).user as User, store: saved.store as Store, analytics: saved.analytics as Analytics }
        void db()
          .then((m) => m.saveLastStore(last))
          .catch(() => undefined)
      }
    } else {
      dropDeviceStore()
      storeState.load = 'failed'
    }
  })().finally(() => {
    if (loading === job) loading = null
  })
  loading = job
  return job
}

/**
 * GET /discovery/store again, when its answer at the start failed: realtime signs in with it (the board does not need
 * it). A quiet call, tried again every few seconds: the offline state says what is wrong meanwhile.
 */
export async function refetchNotifierConfig(): Promise<void> {
  const epoch = sessionEpoch()
  const config = await unwrap(api().GET('/api/v1/discovery/store', quietRequest))
  if (sessionEpoch() === epoch) setNotifierConfig(config)
}

/**
 * GET /store/{id} again (polling, or when every collection method became unavailable). A failure, a malformed answer
 * too, keeps the store as it was and throws (the toast is shown). The status and the collection availability that
 * arrived live while it was asked for are kept.
 */
export async function refetchStore(options: { background?: boolean } = {}): Promise<void> {
  const id = storeState.store?.id
  if (id === undefined) return
  const epoch = sessionEpoch()
  const seenStatus = liveStatusUpdates
  const seenAvailability = liveAvailabilityUpdates
  const store = await unwrap(api().GET('/api/v1/store/{id}', { params: { path: { id } }, ...(options.background ? backgroundRequest : {}) }))
  if (sessionEpoch() !== epoch) return
  const problem = await storeProblem(store)
  if (sessionEpoch() !== epoch) return
  if (problem !== null) throw malformedStore(problem)
  // a live update that came while the store was asked for is as new or newer than the answer: it stays
  const held = storeState.store
  const next = { ...store }
  if (held && liveStatusUpdates !== seenStatus) Object.assign(next, { status: held.status, busy_timer_mins: held.busy_timer_mins, busy_until: held.busy_until })
  if (held && liveAvailabilityUpdates !== seenAvailability) next.collection_method = held.collection_method
  storeState.store = next
  storeState.fromDevice = false
}

/** A status change made here, until its live echo: what was sent, in which session, and until when it is awaited */
interface PendingStatus {
  status: StoreStatusId
  epoch: number
  /** set by the post's answer: an echo later than this is no longer taken as this change's */
  expiresAt: number
}

/** How long after the answer the echo of a change made here is awaited (the server emits it before answering) */
export const STATUS_ECHO_WAIT_MS = 15_000

let pendingStatus: PendingStatus | null = null

/**
 * Live updates applied per field, so that a post's answer older than one of them leaves the newer value alone: the
 * echo of the post itself, or another tablet's change made after it.
 */
let liveStatusUpdates = 0
let liveAvailabilityUpdates = 0

function writeStoreStatus(state: StoreStatusState): StoreStatusId | null {
  const store = storeState.store
  const before = store?.status.id ?? null
  if (!store) return before
  store.status = state.status
  store.busy_timer_mins = state.busy_timer_mins
  store.busy_until = state.busy_until
  return before
}

/**
 * The status selector: Open or Closed send the status id, busy values the busy id with minutes. The change is marked
 * as made here before the post, since its live echo may come first. The answer is stored unless a live update came
 * after the post went out, or the user signed out meanwhile. A failure changes nothing and rethrows (the toast is
 * already shown).
 */
export async function changeStoreStatus(value: StoreStatusValue): Promise<void> {
  const body = requestFor(value)
  const epoch = sessionEpoch()
  const seen = liveStatusUpdates
  const mine: PendingStatus = { status: body.status_id, epoch, expiresAt: Infinity }
  pendingStatus = mine
  storeState.statusChanged = true
  storeState.savingStatus = true
  try {
    const result = await unwrap(api().POST('/api/v1/store/status', { body }))
    if (sessionEpoch() !== epoch) return
    if (liveStatusUpdates === seen) writeStoreStatus(result)
    mine.expiresAt = Date.now() + STATUS_ECHO_WAIT_MS
  } catch (error) {
    if (pendingStatus === mine) setStatusChanged(false)
    throw error
  } finally {
    if (sessionEpoch() === epoch) storeState.savingStatus = false
  }
}

/**
 * Applies a live store_status update; returns the status before it, which a live update's rules compare with the new
 * one. The status-changed flag stays set only when the update is the echo of the change made here: this user, the
 * status sent, this session, in time. Any other update clears it (SPEC 4), so it never hides an opening made elsewhere.
 */
export function applyStoreStatus(state: StoreStatusState & { changed_by?: number | null }): { before: StoreStatusId | null } {
  liveStatusUpdates++
  const pending = pendingStatus
  const echo =
    pending !== null &&
    pending.epoch === sessionEpoch() &&
    Date.now() <= pending.expiresAt &&
    state.status.id === pending.status &&
    state.changed_by != null &&
    state.changed_by === session.user?.id
  if (!echo) setStatusChanged(false)
  return { before: writeStoreStatus(state) }
}

export function setStatusChanged(value: boolean): void {
  storeState.statusChanged = value
  if (!value) pendingStatus = null
}

/** The store's visibility to customers (GET /store/online's answer); the idle prompt and invisible overlay follow it */
export function applyVisibility(visibility: StoreVisibility): void {
  if (storeState.store) storeState.store.visibility = visibility
}

/**
 * Save & Close of the Manage Availability panel: posts only the changed fields, applies the returned methods unless a
 * live availability update came after the post went out (it is as new, or newer), or the user signed out meanwhile
 */
export async function saveCollectionAvailability(update: CollectionAvailabilityUpdate): Promise<void> {
  if (Object.keys(update).length === 0) return
  const epoch = sessionEpoch()
  const seen = liveAvailabilityUpdates
  storeState.savingAvailability = true
  try {
    const result = await unwrap(api().POST('/api/v1/store/collection/availability', { body: update }))
    if (sessionEpoch() === epoch && liveAvailabilityUpdates === seen) writeCollectionAvailability(result.collection_method)
  } finally {
    if (sessionEpoch() === epoch) storeState.savingAvailability = false
  }
}

function writeCollectionAvailability(collection: CollectionAvailability): void {
  if (storeState.store) storeState.store.collection_method = collection
}

/** Applies every method's availability from a live event */
export function applyCollectionAvailability(collection: CollectionAvailability): void {
  liveAvailabilityUpdates++
  writeCollectionAvailability(collection)
}

export function applyAnalytics(analytics: Analytics): void {
  storeState.analytics = analytics
}

registerReset(() => {
  generation++
  loading = null
  reportedMalformed.clear()
  pendingStatus = null
  Object.assign(storeState, initial())
})
