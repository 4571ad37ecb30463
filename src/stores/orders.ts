// Current orders (pending and preparing) of the signed-in store: the REST list, live events, the 7-second
// active_orders reconciliation and the drawer's actions. Actions are the only writers.
import { proxy, subscribe } from 'valtio'
import {
  closesDrawer,
  customerName,
  isolate,
  PENDING,
  PREPARING,
  processedMessageKey,
  STATUS_CHANGE,
  type DrawerAction,
  type Order,
  type OrderFlags,
} from '../domain/orders'
import { becameArrived, isNewQuestion, type WhereIsReply } from '../domain/customer'
import { canSwitchReplacement } from '../domain/permissions'
import { clampQty, currentQty, REPLACEMENT_DELAY_MS, replacementBody } from '../domain/replacements'
import type { components } from '../lib/api/schema.gen'
import { ApiError, apiClient, backgroundRequest, expectsOrderAlready, unwrap } from '../lib/api/client'
import { toastForOtherFailure } from '../domain/error-catalogue'
import { closeOrderDrawer, drawer } from './drawer'
import { boardChanged, watchPendingOrders } from './pwa'
import { sessionEpoch } from '../lib/session-epoch'
import { afterNextPaint } from '../lib/after-paint'
import { registerReset } from './reset'
import { currentCountry, registerBeforeSignOut, session } from './session'
import { config, type CountryCode } from '../lib/config'
import { storeState } from './store'
import { pushCatalogueToast, pushToast } from './toasts'

type CustomerLocation = components['schemas']['CustomerLocation']
type CustomerStatusId = components['schemas']['CustomerStatusId']
type ActiveOrders = Record<string, components['schemas']['ActiveOrderEntry']>

export type OrdersLoad = 'idle' | 'loading' | 'ready' | 'failed'
export type Acting = DrawerAction | 'notify' | 'replacement' | 'reply'

export interface OrdersState {
  byId: Record<number, Order>
  flags: Record<number, OrderFlags>
  /** the action in flight per order (buttons show progress and cannot be pressed twice) */
  acting: Record<number, Acting | undefined>
  load: OrdersLoad
  /** when the list last came from the server */
  fetchedAt: number | null
  /** supermarket quantities chosen here and not yet confirmed by the server: order id → order_product_id → qty */
  replacing: Record<number, Record<number, number>>
}

const initial = (): OrdersState => ({ byId: {}, flags: {}, acting: {}, load: 'idle', fetchedAt: null, replacing: {} })
export const ordersState = proxy<OrdersState>(initial())

const isCurrent = (o: Order) => o.status.id === PENDING || o.status.id === PREPARING

/** When this tablet last learned of each held order (a fetch or an event), to tell a stale active_orders read */
const learnedAt = new Map<number, number>()
/** Held orders the server has listed (in a fetched list or an active_orders read): missing later, it dropped them */
const listedByServer = new Set<number>()
/**
 * An order only an event brought, never yet listed, is dropped by a read sent this long after it was learned of:
 * the server's active_orders may trail its events, and two reads (7 s each) give it time to catch up.
 */
export const ACTIVE_ORDERS_CATCH_UP_MS = 15_000
const api = () => apiClient(currentCountry())

/** Hooks the live layer sets (sound, notices): kept here as callbacks so this store imports no UI */
export const orderHooks = {
  onNewPending: (_order: Order) => undefined as void,
  onProcessedElsewhere: (_order: Order) => undefined as void,
  onListChanged: () => undefined as void,
  /** the list now comes from the server (not from the device's saved copy) */
  onFresh: () => undefined as void,
  /** a customer's status became Arrived, in the same change (the notice follows the next paint; a sound listening here would not) */
  onCustomerArrived: (_order: Order) => undefined as void,
  /** a customer asked 'Where is my order?' (the notice is shown here; sound can listen) */
  onCustomerMessage: (_order: Order) => undefined as void,
  /** this device confirmed an order (by hand or automatically): print on confirm listens */
  onConfirmed: (_order: Order) => undefined as void,
  /** a held order left the current lists in the state given (dispatched here or elsewhere, declined...) */
  onLeft: (_order: Order) => undefined as void,
}

/** Orders whose arrival was announced in this session: once per order */
const arrivalsAnnounced = new Set<number>()

/**
 * SPEC 4: an arrival notification fires when a customer's status changes to Arrived. The hook runs now (the arrival's
 * record is written in the same change); the notice follows the frame that shows the arrival (the kitchen re-sorts
 * its lane in that frame; tests/bench/arrival.bench.ts), and not after a sign-out.
 */
function announceArrival(before: Order['user']['status']['id'] | undefined, order: Order): void {
  if (!becameArrived(before, order.user.status.id) || arrivalsAnnounced.has(order.id)) return
  arrivalsAnnounced.add(order.id)
  orderHooks.onCustomerArrived(order)
  const epoch = sessionEpoch()
  const title = { key: 'orders.customerArrived', params: { code: order.code, customer: isolate(customerName(order)) } } as const
  afterNextPaint(() => {
    if (sessionEpoch() !== epoch) return
    pushToast({ kind: 'success', title, durationMs: 10_000 })
  })
}

/** SPEC 4: a received customer message shows 'Where is my order?' */
function announceQuestion(held: Order | undefined, order: Order): void {
  if (!held || !isNewQuestion(held.whereIs, order.whereIs)) return
  pushToast({ kind: 'info', title: { key: 'chat.whereIsNotice', params: { code: order.code, customer: isolate(customerName(order)) } }, durationMs: 10_000 })
  orderHooks.onCustomerMessage(order)
}

/** What changed in an order that staff should hear about (arrival, a question) */
function announceChanges(held: Order | undefined, order: Order): void {
  if (held) announceArrival(held.user.status.id, order)
  announceQuestion(held, order)
}

/** An order's multi-agent flags as held (read-only; the window's Force Dispatch asks them) */
export const orderFlags = (id: number): OrderFlags => ordersState.flags[id] ?? {}

function flagsOf(id: number): OrderFlags {
  return (ordersState.flags[id] ??= {})
}

/** The drawer's order was changed or removed by someone else: flag it and say so, once */
function markProcessedElsewhere(order: Order) {
  const flags = flagsOf(order.id)
  if (flags.notActual || flags.isPassed) return
  flags.notActual = true
  orderHooks.onProcessedElsewhere(order)
}

const drawerShows = (id: number) => drawer.source === 'current' && drawer.orderId === id

/**
 * Replaces the whole list with the server's (fetch, refetch after reconnection, polling). New pending orders
 * are announced (sound, notice) unless this is the first paint of the board.
 */
export function setCurrentOrders(list: readonly Order[], options: { announce?: boolean } = {}): void {
  const announce = options.announce ?? ordersState.load === 'ready'
  const next: Record<number, Order> = {}
  for (const o of list) if (isCurrent(o)) next[o.id] = o
  for (const id of Object.keys(ordersState.byId).map(Number)) {
    if (!next[id]) {
      const gone = ordersState.byId[id]!
      if (drawerShows(id)) markProcessedElsewhere(gone)
      else delete ordersState.flags[id]
      delete ordersState.byId[id]
      learnedAt.delete(id)
      listedByServer.delete(id)
      dropReplacements(id)
    }
  }
  const now = Date.now()
  for (const o of Object.values(next)) {
    const held = ordersState.byId[o.id]
    if (held && drawerShows(o.id) && held.status.id !== o.status.id && !ordersState.acting[o.id]) markProcessedElsewhere(o)
    ordersState.byId[o.id] = o
    learnedAt.set(o.id, now)
    listedByServer.add(o.id)
    if (!held && announce && o.status.id === PENDING) orderHooks.onNewPending(o)
    if (announce) announceChanges(held, o)
  }
  ordersState.fetchedAt = Date.now()
  orderHooks.onListChanged()
}

let fetching: Promise<void> | null = null
let fetchingEpoch = -1

/**
 * GET /store/{id}/order?_locale=en. A failure keeps the list as it was (the toast is shown by the client; a
 * background refresh does not toast network failures — the offline banner says it).
 */
export function fetchCurrentOrders(options: { background?: boolean } = {}): Promise<void> {
  const storeId = storeState.store?.id
  if (storeId === undefined) return Promise.resolve()
  const epoch = sessionEpoch()
  if (fetching && fetchingEpoch === epoch) return fetching
  if (ordersState.load === 'idle') ordersState.load = 'loading'
  fetchingEpoch = epoch
  fetching = (async () => {
    try {
      const list = await unwrap(
        api().GET('/api/v1/store/{id}/order', {
          params: { path: { id: storeId }, query: { _locale: 'en' } },
          ...(options.background ? backgroundRequest : {}),
        }),
      )
      // sent before a sign-out, or for another store: not this board's
      if (sessionEpoch() !== epoch || storeState.store?.id !== storeId) return
      setCurrentOrders(list)
      ordersState.load = 'ready'
      orderHooks.onFresh()
    } catch {
      if (ordersState.load !== 'ready') ordersState.load = 'failed'
    } finally {
      if (fetchingEpoch === epoch) fetching = null
    }
  })()
  return fetching
}

/** Paints the board from the orders saved on this device while nothing fresher is there */
export function paintSavedOrders(list: readonly Order[]): boolean {
  if (ordersState.load === 'ready') return false
  setCurrentOrders(list, { announce: false })
  // The board shows them (not an error); a fresh list replaces them and announces what is new since.
  ordersState.load = 'ready'
  return true
}

/** A new or changed order from a live event */
export function upsertOrder(order: Order): void {
  const held = ordersState.byId[order.id]
  if (!isCurrent(order)) {
    if (held) orderHooks.onLeft(order)
    removeOrder(order)
    return
  }
  if (held && drawerShows(order.id) && held.status.id !== order.status.id && !ordersState.acting[order.id]) markProcessedElsewhere(order)
  ordersState.byId[order.id] = order
  learnedAt.set(order.id, Date.now())
  if (!held && order.status.id === PENDING) orderHooks.onNewPending(order)
  announceChanges(held, order)
  orderHooks.onListChanged()
}

/** An order that left the current lists (dispatched, declined, cancelled... here or elsewhere) */
function removeOrder(order: Order): void {
  if (!ordersState.byId[order.id]) return
  if (drawerShows(order.id) && !ordersState.acting[order.id]) markProcessedElsewhere(order)
  delete ordersState.byId[order.id]
  learnedAt.delete(order.id)
  listedByServer.delete(order.id)
  dropReplacements(order.id)
  if (!drawerShows(order.id)) delete ordersState.flags[order.id]
  orderHooks.onListChanged()
}

/** order_status_changed: another agent (or this one, echoed) moved the order @alias */
export const applyStatusChanged = upsertOrder

/** pending_orders_update: each order replaces the pending entry with the same id */
export function applyPendingOrdersUpdate(orders: readonly Order[]): void {
  for (const o of orders) {
    const held = ordersState.byId[o.id]
    if (held && held.status.id === PENDING) upsertOrder(o)
  }
}

/** customer_status: the arrival status (and location) of an order's customer */
export function applyCustomerStatus(orderId: number, status: CustomerStatusId, location: CustomerLocation | null | undefined): void {
  const order = ordersState.byId[orderId]
  if (!order) return
  const before = order.user.status.id
  order.user.status = { id: status }
  if (location !== undefined) order.user.location = location
  announceArrival(before, order)
}

/** customer_location: the customer moved */
export function applyCustomerLocation(orderId: number, location: CustomerLocation): void {
  const order = ordersState.byId[orderId]
  if (order) order.user.location = location
}

/** customer_message: the customer asked where the order is; the order replaces the held one */
export function applyCustomerMessage(order: Order): void {
  const held = ordersState.byId[order.id]
  if (!held) return
  ordersState.byId[order.id] = order
  announceChanges(held, order)
}

/**
 * active_orders, read every 7 s: orders the server no longer lists leave the board; an order the board lacks
 * (or holds in another status) means events were missed, so the list is fetched again, as it is after a failed load.
 * Only what the server dropped is dropped: an order learned of after the read was sent is newer than the read, and
 * one only an event brought (its event can land before the server's list catches up) waits
 * ACTIVE_ORDERS_CATCH_UP_MS to be listed. `sentAt`: when the read went out.
 */
export function reconcileActiveOrders(active: ActiveOrders | null, sentAt: number = Date.now()): void {
  const server = active ?? {}
  let missing = false
  for (const [id, entry] of Object.entries(server)) {
    const held = ordersState.byId[Number(id)]
    if (!held || held.status.id !== entry.status_id) missing = true
    if (held) listedByServer.add(held.id)
  }
  for (const order of Object.values(ordersState.byId)) {
    if (server[String(order.id)] || ordersState.acting[order.id]) continue
    const learned = learnedAt.get(order.id) ?? 0
    const dropped = learned <= sentAt && (listedByServer.has(order.id) || learned <= sentAt - ACTIVE_ORDERS_CATCH_UP_MS)
    if (dropped) removeOrder(order)
  }
  // A board whose list failed to load keeps its error (and hides what realtime adds) until a fetch succeeds: every
  // read tries again, even when nothing is missing (an empty store, or the orders realtime brought since).
  if (missing || ordersState.load === 'failed') void fetchCurrentOrders()
}

/**
 * A status change from the drawer or the Action column. Confirm needs the prep time. On success the processed
 * message shows and the drawer closes (except on confirm, where it stays open in a confirmed state). On failure
 * nothing changes and the catalogue toast is already shown; the error is rethrown for the caller's state.
 */
export async function changeOrderStatus(
  orderId: number,
  action: Exclude<DrawerAction, 'delivered'>,
  // auto: the device's auto-confirm, which shows its own notice and expects another tablet to have been first at times
  options: { preparationTime?: number; auto?: boolean } = {},
): Promise<Order> {
  const order = ordersState.byId[orderId]
  if (!order) throw new Error(`order ${orderId} is not on the board`)
  if (ordersState.acting[orderId]) throw new Error('an action is already running for this order')
  const change = STATUS_CHANGE[action]
  ordersState.acting[orderId] = action
  try {
    // quantities still waiting for their pause go first, so the order is confirmed (or declined) as the screen shows it
    await flushReplacements(orderId)
    let next: Order
    try {
      const result = await unwrap(
        api().PATCH('/api/v1/order/status', {
          // a lost answer is not an error yet: the order is read again below; auto-confirm expects 'Order already…'
          headers: { ...backgroundRequest.headers, ...(options.auto ? expectsOrderAlready.headers : {}) },
          body: {
            order_id: orderId,
            customer_status: order.user.status.id,
            status_id: change.status_id,
            status_name: change.status_name,
            ...(action === 'confirm' && options.preparationTime !== undefined ? { preparation_time: options.preparationTime } : {}),
          },
        }),
      )
      next = result.order
    } catch (error) {
      const applied = await appliedDespiteLostAnswer(error, orderId, change.status_id)
      if (!applied) throw error
      next = applied
    }
    if (action === 'confirm') flagsOf(orderId).confirmed = true
    else flagsOf(orderId).isPassed = true
    if (isCurrent(next)) ordersState.byId[orderId] = next
    else {
      delete ordersState.byId[orderId]
      orderHooks.onLeft(next)
    }
    if (!options.auto) pushToast({ kind: 'success', title: { key: processedMessageKey(change.status_name) } })
    if (action === 'confirm') orderHooks.onConfirmed(next)
    if (closesDrawer(action) && drawerShows(orderId)) closeOrderDrawer()
    orderHooks.onListChanged()
    return next
  } finally {
    delete ordersState.acting[orderId]
  }
}

/**
 * A status change whose answer was lost (timeout, network) may still have been applied: the order is read again, and
 * when it has the new status the change succeeded. Otherwise staff get the catalogue's 'Something went wrong' (the
 * request went as a background one, so nothing said it yet). An HTTP error was already told by the client.
 */
async function appliedDespiteLostAnswer(error: unknown, orderId: number, statusId: number): Promise<Order | null> {
  if (!(error instanceof ApiError) || (error.message !== 'Timeout' && error.message !== 'Network Error')) return null
  try {
    const now = await unwrap(api().GET('/api/v1/order/{id}', { params: { path: { id: orderId }, query: { _locale: 'en' } }, ...backgroundRequest }))
    if (now.status.id === statusId) return now
  } catch {
    // the re-read failed too: the change stays unknown, and is said to have failed
  }
  pushCatalogueToast(toastForOtherFailure())
  return null
}

/** Notify: the ready notification; the answer replaces the order, whose timing.ready shows 'Notification Sent' */
export async function notifyReady(orderId: number): Promise<void> {
  if (ordersState.acting[orderId]) return
  ordersState.acting[orderId] = 'notify'
  try {
    const next = await unwrap(api().POST('/api/v1/order/ready', { body: { order_id: orderId } }))
    if (ordersState.byId[orderId]) ordersState.byId[orderId] = next
  } finally {
    delete ordersState.acting[orderId]
  }
}

/**
 * Where-is reply (SPEC 4 and 7): 0 'Coming now', or 2, 5 or 10 more minutes, sent as expected_mins. The answer's
 * timing and whereIs update the order, which then shows the reply. A failure leaves the question open (the toast is
 * shown by the client).
 */
export async function replyWhereIs(orderId: number, minutes: WhereIsReply): Promise<void> {
  if (!ordersState.byId[orderId] || ordersState.acting[orderId]) return
  ordersState.acting[orderId] = 'reply'
  try {
    const answer = await unwrap(api().POST('/api/v1/order/where/reply', { body: { order_id: orderId, expected_mins: minutes } }))
    const order = ordersState.byId[orderId]
    if (order) {
      order.timing = answer.timing
      order.whereIs = answer.whereIs
    }
  } finally {
    delete ordersState.acting[orderId]
  }
}

const replacementTimers = new Map<string, ReturnType<typeof setTimeout>>()
/** one request at a time per order, in click order, so an older answer never overwrites a newer one */
const replacementQueues = new Map<number, Promise<void>>()
const timerKey = (orderId: number, productId: number) => `${orderId}:${productId}`

/**
 * A supermarket quantity change (SPEC 4): min 1 and max the original qty with the - / + controls, 0 switches the
 * product out (manager role). The screen shows the chosen qty at once; the request goes after a 1-second pause per
 * product, so a burst of clicks sends one request with the last qty. The answer (the order, with the recomputed
 * financial) replaces the held one. A failure puts back the server's qty (the catalogue toast is shown).
 */
export function setReplacement(orderId: number, orderProductId: number, qty: number): void {
  const order = ordersState.byId[orderId]
  const product = order?.products.find((p) => p.order_product_id === orderProductId)
  if (!order || !product || order.status.id !== PENDING) return
  const wanted = clampQty(qty, product.qty)
  if (wanted === 0 && !canSwitchReplacement(session.user)) return
  ;(ordersState.replacing[orderId] ??= {})[orderProductId] = wanted
  const key = timerKey(orderId, orderProductId)
  clearTimeout(replacementTimers.get(key))
  replacementTimers.set(
    key,
    setTimeout(() => void sendReplacement(orderId, orderProductId), REPLACEMENT_DELAY_MS),
  )
}

function settleReplacement(orderId: number, orderProductId: number, qty: number): void {
  const waiting = ordersState.replacing[orderId]
  if (!waiting || waiting[orderProductId] !== qty) return // changed again meanwhile: that change is on its way
  delete waiting[orderProductId]
  if (Object.keys(waiting).length === 0) delete ordersState.replacing[orderId]
}

function sendReplacement(orderId: number, orderProductId: number): Promise<void> {
  replacementTimers.delete(timerKey(orderId, orderProductId))
  const run = async () => {
    const qty = ordersState.replacing[orderId]?.[orderProductId]
    const order = ordersState.byId[orderId]
    const product = order?.products.find((p) => p.order_product_id === orderProductId)
    if (qty === undefined) return
    if (!order || !product || currentQty(product) === qty) {
      settleReplacement(orderId, orderProductId, qty) // back where the server is: nothing to send
      return
    }
    try {
      const next = await unwrap(api().POST('/api/v1/order/product/replacement', { body: replacementBody(orderId, product, qty) }))
      if (ordersState.byId[orderId] && isCurrent(next)) ordersState.byId[orderId] = next
    } catch {
      // the catalogue toast is shown; the server's quantity shows again
    } finally {
      settleReplacement(orderId, orderProductId, qty)
    }
  }
  const queued = (replacementQueues.get(orderId) ?? Promise.resolve()).then(run)
  replacementQueues.set(orderId, queued)
  void queued.finally(() => {
    if (replacementQueues.get(orderId) === queued) replacementQueues.delete(orderId)
  })
  return queued
}

/** Sends an order's waiting quantity changes now and waits for every one of them */
export async function flushReplacements(orderId: number): Promise<void> {
  for (const [key, timer] of [...replacementTimers]) {
    const [o, p] = key.split(':').map(Number) as [number, number]
    if (o !== orderId) continue
    clearTimeout(timer)
    void sendReplacement(o, p)
  }
  await replacementQueues.get(orderId)
}

/**
 * Sends every quantity change still waiting for its pause at once, as the page goes away (pagehide) or the session
 * ends (before the token is forgotten). keepalive lets the request outlive the page; the answer is not awaited,
 * since nothing is left to show it. Returns how many were sent.
 */
export function sendWaitingReplacementsNow(auth: { token: string; country: CountryCode }): number {
  let sent = 0
  for (const [key, timer] of [...replacementTimers]) {
    clearTimeout(timer)
    replacementTimers.delete(key)
    const [orderId, productId] = key.split(':').map(Number) as [number, number]
    const qty = ordersState.replacing[orderId]?.[productId]
    const product = ordersState.byId[orderId]?.products.find((p) => p.order_product_id === productId)
    if (qty === undefined || !product || currentQty(product) === qty) continue
    void fetch(`${config.countries[auth.country].apiBase}/api/v1/order/product/replacement`, {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${auth.token}` },
      body: JSON.stringify(replacementBody(orderId, product, qty)),
    }).catch(() => undefined)
    sent += 1
  }
  return sent
}

registerBeforeSignOut((auth) => void sendWaitingReplacementsNow(auth))
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    if (session.token && session.countryCode) sendWaitingReplacementsNow({ token: session.token, country: session.countryCode })
  })
}

/** The order left the board: its waiting changes can no longer be sent */
function dropReplacements(orderId: number): void {
  for (const [key, timer] of [...replacementTimers]) {
    if (!key.startsWith(`${orderId}:`)) continue
    clearTimeout(timer)
    replacementTimers.delete(key)
  }
  delete ordersState.replacing[orderId]
}

/**
 * When the drawer closes (or shows another order), forget the order's flags: they describe that opening of the drawer
 * (confirmed there, processed elsewhere while open). Reopened, the order shows its state as it is now.
 */
export function forgetClosedOrder(orderId: number): void {
  delete ordersState.flags[orderId]
}

// a new version of the app waits while an order is pending (src/stores/pwa.ts)
watchPendingOrders(() => Object.values(ordersState.byId).some((o) => o.status.id === PENDING))
subscribe(ordersState, boardChanged)

registerReset(() => {
  fetching = null
  for (const timer of replacementTimers.values()) clearTimeout(timer)
  replacementTimers.clear()
  replacementQueues.clear()
  arrivalsAnnounced.clear()
  learnedAt.clear()
  listedByServer.clear()
  Object.assign(ordersState, initial())
})
