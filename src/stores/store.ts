// The signed-in user's store: loading after sign-in, status and collection availability changes, and the
// entry points the realtime layer and polling use to apply live updates.
import { proxy } from 'valtio'
import { requestFor, type StoreStatusValue } from '../domain/store-status'
import type { Analytics, CollectionAvailability, CollectionAvailabilityUpdate, Store, StoreStatusState } from '../domain/types'
import { apiClient, unwrap } from '../lib/api/client'
import { checkMaintenance } from './maintenance'
import { registerReset } from './reset'
import { currentCountry, session, setNotifierConfig, setUser } from './session'

export type StoreLoad = 'idle' | 'loading' | 'ready' | 'failed'

export interface StoreState {
  store: Store | null
  analytics: Analytics | null
  load: StoreLoad
  /** Set when this user changed the status here; the live-update code reads and clears it */
  statusChanged: boolean
  savingStatus: boolean
  savingAvailability: boolean
}

const initial = (): StoreState => ({
  store: null,
  analytics: null,
  load: 'idle',
  statusChanged: false,
  savingStatus: false,
  savingAvailability: false,
})

export const storeState = proxy<StoreState>(initial())

const api = () => apiClient(currentCountry())

let loading: Promise<void> | null = null
/** Bumped by sign-out so a load that was running for the previous user changes nothing */
let generation = 0

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
    let storeId: number
    try {
      const { user, store } = await unwrap(api().GET('/api/v1/user/store'))
      setUser(user)
      storeId = store.id
    } catch {
      if (mine !== generation) return
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
    if (store.status === 'fulfilled') {
      storeState.store = store.value
      if (analytics.status !== 'fulfilled') storeState.analytics = store.value.analytics
      storeState.load = 'ready'
    } else {
      storeState.load = 'failed'
    }
  })().finally(() => {
    if (loading === job) loading = null
  })
  loading = job
  return job
}

/** GET /store/{id} again (polling, or when every collection method became unavailable) */
export async function refetchStore(): Promise<void> {
  const id = storeState.store?.id
  if (id === undefined) return
  const store = await unwrap(api().GET('/api/v1/store/{id}', { params: { path: { id } } }))
  storeState.store = store
}

/**
 * The status selector: Open or Closed send the status id, busy values the busy id with minutes. On success the
 * status is stored and statusChanged is set. A failure changes nothing and rethrows (the toast is already shown).
 */
export async function changeStoreStatus(value: StoreStatusValue): Promise<void> {
  storeState.savingStatus = true
  try {
    const result = await unwrap(api().POST('/api/v1/store/status', { body: requestFor(value) }))
    applyStoreStatus(result)
    storeState.statusChanged = true
  } finally {
    storeState.savingStatus = false
  }
}

/** Applies a status (the status post's response, or a live store_status event) */
export function applyStoreStatus(state: StoreStatusState): void {
  const store = storeState.store
  if (!store) return
  store.status = state.status
  store.busy_timer_mins = state.busy_timer_mins
  store.busy_until = state.busy_until
}

export function setStatusChanged(value: boolean): void {
  storeState.statusChanged = value
}

/** Save & Close of the Manage Availability panel: posts only the changed fields, applies the returned methods */
export async function saveCollectionAvailability(update: CollectionAvailabilityUpdate): Promise<void> {
  if (Object.keys(update).length === 0) return
  storeState.savingAvailability = true
  try {
    const result = await unwrap(api().POST('/api/v1/store/collection/availability', { body: update }))
    applyCollectionAvailability(result.collection_method)
  } finally {
    storeState.savingAvailability = false
  }
}

/** Applies every method's availability (the availability post's response, or a live event) */
export function applyCollectionAvailability(collection: CollectionAvailability): void {
  if (storeState.store) storeState.store.collection_method = collection
}

export function applyAnalytics(analytics: Analytics): void {
  storeState.analytics = analytics
}

registerReset(() => {
  generation++
  loading = null
  Object.assign(storeState, initial())
})
