// Store status, busy timers, collection-method availability, visibility and analytics (SPEC sections 4 and 6).
import type { AccountRow } from '../db'
import type { Analytics, CollectionAvailability, CollectionMethodPrefix, Locale, Store, StoreStatusId } from '../contract-types'
import type { SeedStore } from '../seed/types'
import { STORE_STATUS_NAMES } from '../seed/names'
import { roundMoney } from '../seed/money'
import { fieldError, forbidden, notFound } from '../http'
import { dayRange, iso, localDate, monthStart } from '../time'
import { emit, type World } from '../world'
import { canChangeCollection, canChangeStatus, canOpenEarly } from './permissions'

export const PREFIXES: CollectionMethodPrefix[] = ['dt', 'di', 'wt', 'sh', 'od', 'hd']
/** How long one 'Yes' or 'Go Live' keeps the store visible to customers */
export const VISIBILITY_MS = 30 * 60_000
/** The busy notice is sent this long before a busy timer ends (in_minutes = 1) */
export const BUSY_NOTICE_MS = 60_000

export function loadStore(w: World, storeId: number): SeedStore {
  const s = w.db.seedStore(storeId)
  if (!s) throw notFound('Store not found')
  return s
}

export const storeStatus = (id: StoreStatusId) => ({ id, name: STORE_STATUS_NAMES[id].en })

type Availability = Record<string, unknown>

function percent(part: number, whole: number) {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10
}

/** Today's figures come from today's orders; ratings and missed tips are seeded (no source for them here). */
export function analyticsOf(w: World, s: SeedStore): Analytics {
  const zone = s.store.timezone
  const now = w.now()
  const [dayStart] = dayRange(localDate(now, zone), zone)
  const today = w.db.ordersBetween(s.store.id, dayStart, now + 1)
  const dispatched = today.filter(({ order }) => order.status.id === 4 || order.status.id === 5)
  const late = dispatched.filter(({ order }) => order.timing.dispatched && Date.parse(order.timing.dispatched) > Date.parse(order.timing.due))
  const forced = dispatched.filter(({ meta }) => meta.forceDispatched)
  const month = w.db.ordersBetween(s.store.id, monthStart(now, zone), now + 1).filter(({ order }) => order.status.id === 4 || order.status.id === 5)
  const currency = s.store.currency.code
  const tips = month.reduce((sum, { order, meta }) => sum + order.financial.tips - meta.driverTips, 0)
  return {
    todayRating: s.ratings.today,
    weeklyRating: s.ratings.weekly,
    lateOrders: late.length,
    lateOrdersPercent: percent(late.length, dispatched.length),
    forceDispatch: forced.length,
    forceDispatchPercent: percent(forced.length, dispatched.length),
    tips: { month_total: roundMoney(Math.max(0, tips), currency), currency, missed: s.missedTips },
  }
}

export function storeView(w: World, s: SeedStore, locale: Locale): Store {
  const store: Store = structuredClone(s.store)
  store.country = s.country
  store.analytics = analyticsOf(w, s)
  const until = store.visibility ? Date.parse(store.visibility.visible_until) : 0
  store.visibility = { visible: until > w.now(), visible_until: iso(until || w.now(), store.timezone) }
  if (locale === 'ar') {
    store.name = s.nameAr
    store.brand.name = s.brandNameAr
    store.status = { ...store.status, name: STORE_STATUS_NAMES[store.status.id].ar }
  }
  return store
}

export function setStatus(
  w: World,
  s: SeedStore,
  input: { status_id: StoreStatusId; busy_timer_mins?: 5 | 10 | 15 | 20 | 30 | 60 },
  account: AccountRow | null,
) {
  // Open while closed by the service hours opens early ('Open Now'); any other change then is refused.
  const opensEarly = input.status_id === 1 && s.store.service_hours.closed
  if (account && !(opensEarly ? canOpenEarly(s.store) : canChangeStatus(s.store))) throw forbidden('Changing the store status is not allowed for this store')
  if (input.status_id === 2) throw fieldError('status_id', 'Closed is set by the service hours and cannot be chosen.')
  if (input.status_id === 0) throw fieldError('status_id', 'The status you selected is not a valid choice.')
  if (input.status_id !== 3 && input.busy_timer_mins !== undefined) throw fieldError('busy_timer_mins', 'Busy minutes only go with the busy status.')
  const store = s.store
  if (opensEarly) store.service_hours = { closed: false, opens_at: null }
  store.status = storeStatus(input.status_id)
  const mins = input.status_id === 3 ? (input.busy_timer_mins ?? null) : null
  store.busy_timer_mins = mins
  store.busy_until = mins ? iso(w.now() + mins * 60_000, store.timezone) : null
  w.db.saveSeedStore(s)
  emit(w, s, { event: 'store_status', payload: { status: store.status, busy_timer_mins: mins, busy_until: store.busy_until, changed_by: account?.id ?? null } })
  w.hooks.storeChanged(store.id)
  return { status: store.status, busy_timer_mins: mins, busy_until: store.busy_until }
}

export function setAvailability(w: World, s: SeedStore, body: Availability, account: AccountRow | null): CollectionAvailability {
  if (account && !canChangeCollection(s.store)) throw forbidden('Changing collection availability is not allowed for this store')
  const cm = s.store.collection_method as unknown as Availability
  const now = w.now()
  for (const p of PREFIXES) {
    const hasAvailable = `${p}_available` in body
    const hasBusy = `${p}_busy_mins` in body
    if (!hasAvailable && !hasBusy) continue
    const busy = (body[`${p}_busy_mins`] ?? null) as number | null
    const available = body[`${p}_available`] as boolean | undefined
    if (busy !== null && available === true) throw fieldError(`${p}_busy_mins`, 'A method that is available has no busy minutes.')
    if (busy !== null) {
      cm[`${p}_available`] = false
      cm[`${p}_busy_mins`] = busy
      cm[`${p}_busy_until`] = iso(now + busy * 60_000, s.store.timezone)
    } else {
      cm[`${p}_available`] = available ?? false
      cm[`${p}_busy_mins`] = null
      cm[`${p}_busy_until`] = null
    }
  }
  w.db.saveSeedStore(s)
  emit(w, s, { event: 'collection_availability', payload: { collection_method: s.store.collection_method } })
  w.hooks.storeChanged(s.store.id)
  return s.store.collection_method
}

export function keepOnline(w: World, s: SeedStore) {
  return setVisibleFor(w, s, VISIBILITY_MS)
}

/** Customers see the store for `ms` from now (none: invisible now) */
export function setVisibleFor(w: World, s: SeedStore, ms: number) {
  const until = iso(w.now() + Math.max(0, ms), s.store.timezone)
  const visible = ms > 0
  s.store.visibility = { visible, visible_until: until }
  w.db.saveSeedStore(s)
  // every tablet of the store learns it, as the real backend tells them of any other store change
  emit(w, s, { event: 'store_visibility', payload: s.store.visibility })
  return { visible, visible_until: until }
}

/** Ends a busy timer (store status back to Open) when its time has come. */
export function expireBusy(w: World, storeId: number) {
  const s = loadStore(w, storeId)
  const until = s.store.busy_until ? Date.parse(s.store.busy_until) : null
  if (s.store.status.id !== 3 || until === null || until > w.now()) return
  s.store.status = storeStatus(1)
  s.store.busy_timer_mins = null
  s.store.busy_until = null
  w.db.saveSeedStore(s)
  emit(w, s, { event: 'store_status', payload: { status: s.store.status, busy_timer_mins: null, busy_until: null, changed_by: null } })
}

export function busyNotice(w: World, storeId: number) {
  const s = loadStore(w, storeId)
  if (s.store.status.id !== 3 || !s.store.busy_until) return
  emit(w, s, { event: 'busy_timer', payload: { in_minutes: 1, busy_until: s.store.busy_until } })
}

/** For tests and demos: a busy collection method's minutes run out now (the timer would fire minutes later). */
export function expireMethodNow(w: World, storeId: number, p: CollectionMethodPrefix) {
  const s = loadStore(w, storeId)
  const cm = s.store.collection_method as unknown as Availability
  if (!cm[`${p}_busy_until`]) throw fieldError('method', 'This collection method has no busy minutes running.')
  cm[`${p}_busy_until`] = iso(w.now(), s.store.timezone)
  w.db.saveSeedStore(s)
  expireMethod(w, storeId, p)
  w.hooks.storeChanged(storeId)
  return loadStore(w, storeId).store.collection_method
}

/** Makes a collection method available again when its busy minutes have run out. */
export function expireMethod(w: World, storeId: number, p: CollectionMethodPrefix) {
  const s = loadStore(w, storeId)
  const cm = s.store.collection_method as unknown as Availability
  const until = cm[`${p}_busy_until`] as string | null
  if (!until || Date.parse(until) > w.now()) return
  cm[`${p}_available`] = true
  cm[`${p}_busy_mins`] = null
  cm[`${p}_busy_until`] = null
  w.db.saveSeedStore(s)
  emit(w, s, { event: 'collection_availability_expired', payload: { method: p, collection_method: s.store.collection_method } })
}
