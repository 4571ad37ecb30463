// Current orders (pending and preparing) of the signed-in store: the REST list, live events, the 7-second
// active_orders reconciliation, Notify and the where-is reply. The status change is ./order-status.ts, the supermarket
// quantities ./order-replacements.ts. Actions are the only writers; those the live path calls return what changed
// (./order-changes.ts) and show nothing themselves.
import { proxy, ref, subscribe } from 'valtio'
import { PENDING, PREPARING, type DrawerAction, type Order, type OrderFlags } from '../domain/orders'
import { becameArrived, isNewQuestion, WHERE_IS_REPLIES, type WhereIsReply } from '../domain/customer'
import { toastForOtherFailure } from '../domain/error-catalogue'
import { sameData } from '../domain/same-data'
import { deepFreeze } from '../lib/deep-freeze'
import type { components } from '../lib/api/schema.gen'
import { ApiError, apiClient, backgroundRequest, quietRequest, unwrap } from '../lib/api/client'
import { reportError } from '../lib/error-reporter'
import { onDeviceClock } from '../lib/server-clock'
import { noteDispatched } from './arrivals'
import { drawer } from './drawer'
import { afterBoardPaint } from './board-painted'
import { addChanges, noChanges, type OrderChanges } from './order-changes'
import { boardChanged, watchPendingOrders } from './pwa'
import { sessionEpoch } from '../lib/session-epoch'
import { registerReset } from './reset'
import { currentCountry } from './session'
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

/**
 * Held orders are values, replaced whole and never changed in place, and kept out of valtio's proxy tree (ref): a
 * change to one order then costs the snapshot one key, not a walk through every held order's products. Screens see a
 * changed order as a new object under its id. Development builds and tests freeze it, so a write in place throws.
 */
export function holdOrder(order: Order, learned: number = Date.now()): void {
  ordersState.byId[order.id] = ref(import.meta.env.DEV ? deepFreeze(order) : order)
  learnedAt.set(order.id, learned)
}

export const isCurrent = (o: Order) => o.status.id === PENDING || o.status.id === PREPARING

/**
 * When this tablet last learned of each held order (a fetch, an event, an answer to something done here), to tell a
 * stale active_orders read or orders list
 */
const learnedAt = new Map<number, number>()
/** When orders left the board here (an event, an action of this tablet): a list sent before that cannot bring them back */
const leftAt = new Map<number, number>()
/** Held orders the server has listed (in a fetched list or an active_orders read): missing later, it dropped them */
const listedByServer = new Set<number>()
/**
 * An order only an event brought, never yet listed, is dropped by a read sent this long after it was learned of:
 * the server's active_orders may trail its events, and two reads (7 s each) give it time to catch up.
 */
export const ACTIVE_ORDERS_CATCH_UP_MS = 15_000
export const api = () => apiClient(currentCountry())

/** Orders whose arrival was announced in this session: once per order */
const arrivalsAnnounced = new Set<number>()

/** SPEC 4: an arrival notification fires when a customer's status changes to Arrived */
function noteArrival(before: Order['user']['status']['id'] | undefined, order: Order, changes: OrderChanges): void {
  if (!becameArrived(before, order.user.status.id) || arrivalsAnnounced.has(order.id)) return
  arrivalsAnnounced.add(order.id)
  changes.arrived.push(order)
}

/** What changed in an order that staff should hear about (arrival, a question) */
function noteCustomerChanges(held: Order | undefined, order: Order, changes: OrderChanges): void {
  if (held) noteArrival(held.user.status.id, order, changes)
  if (held && isNewQuestion(held.whereIs, order.whereIs)) changes.asked.push(order)
}

/** An order's multi-agent flags as held (read-only; the window's Force Dispatch asks them) */
export const orderFlags = (id: number): OrderFlags => ordersState.flags[id] ?? {}

export function flagsOf(id: number): OrderFlags {
  return (ordersState.flags[id] ??= {})
}

/** The drawer's order was changed or removed by someone else: flag it, and report it once */
function markProcessedElsewhere(order: Order, changes: OrderChanges) {
  const flags = flagsOf(order.id)
  if (flags.notActual || flags.isPassed) return
  flags.notActual = true
  changes.processedElsewhere.push(order)
}

export const drawerShows = (id: number) => drawer.source === 'current' && drawer.orderId === id

/**
 * Replaces the whole list with the server's (fetch, refetch after reconnection, polling). New pending orders and
 * arrivals are reported unless this is the first paint of the board. `sentAt`, when the list was asked for (or saved,
 * for the saved board): what this tablet learned since (an event, its own Confirm or Decline) is newer than the list
 * and stays as it is, and the list's orders are known as of then. `unreadable`: held orders the list has in a shape
 * that breaks the contract; the server still lists them, so they stay as held rather than vanish.
 */
export function setCurrentOrders(
  list: readonly Order[],
  options: { announce?: boolean; sentAt?: number; unreadable?: ReadonlySet<number> } = {},
): OrderChanges {
  const changes = noChanges()
  const announce = options.announce ?? ordersState.load === 'ready'
  const sentAt = options.sentAt ?? Infinity
  const asOf = Math.min(sentAt, Date.now())
  // learned or left in the very millisecond the list was asked for counts as after it: the next list or active_orders
  // read settles it, where the other way round an order would go and come back announced as new
  const newer = (id: number) => (learnedAt.get(id) ?? -Infinity) >= sentAt
  const next: Record<number, Order> = {}
  for (const o of list) if (isCurrent(o) && !newer(o.id) && (leftAt.get(o.id) ?? -Infinity) < sentAt) next[o.id] = o
  for (const id of Object.keys(ordersState.byId).map(Number)) {
    if (!next[id] && !newer(id) && !options.unreadable?.has(id)) {
      const gone = ordersState.byId[id]!
      changes.vanished.push(gone)
      // gone while this tablet's own action on it is on its way: that action's, unless it fails
      if (drawerShows(id) && byAnotherAgent(id)) markProcessedElsewhere(gone, changes)
      else delete ordersState.flags[id]
      delete ordersState.byId[id]
      forget(id)
      delete ordersState.replacing[id]
    }
  }
  for (const o of Object.values(next)) {
    const held = ordersState.byId[o.id]
    if (held && drawerShows(o.id) && held.status.id !== o.status.id && byAnotherAgent(o.id)) markProcessedElsewhere(o, changes)
    // an order as it was (the saved board, a refetch) keeps its object, so its row does not render again
    if (!held || !sameData(held, o)) holdOrder(o, asOf)
    else learnedAt.set(o.id, asOf)
    listedByServer.add(o.id)
    if (!held && announce && o.status.id === PENDING) changes.newPending.push(o)
    if (announce) noteCustomerChanges(held, o, changes)
  }
  // no list still to come was asked for before these left
  for (const [id, at] of leftAt) if (at < sentAt) leftAt.delete(id)
  ordersState.fetchedAt = Date.now()
  return changes
}

/**
 * When the board last matched the server: the list it last took (as of when that was asked for), the last realtime
 * event or active_orders read the live session applied, or the saved board's own time. The board is saved stamped with
 * it, so a board changed here while nothing came from the server (offline: a press that failed) does not pass for a
 * fresher one at the next start.
 */
let syncedAt: number | null = null
export const boardSyncedAt = (): number | null => syncedAt

export function markBoardSynced(at: number): void {
  syncedAt = Math.max(syncedAt ?? at, at)
}

/** The actions that change an order's status (the drawer's and the rows' buttons) */
const STATUS_ACTIONS: ReadonlySet<Acting> = new Set<DrawerAction>(['confirm', 'decline', 'dispatch', 'force_dispatch', 'no_show', 'delivered'])

/**
 * This tablet's own status change of the order is on its way (Confirm, Dispatch...): a change of its status, or its
 * leaving, is that action's, not another agent's. Notify, a where-is reply and a quantity change leave the status as
 * it is: while one of those is on its way, another agent's Dispatch is still another agent's.
 */
const ownStatusChange = (id: number): boolean => {
  const action = ordersState.acting[id]
  return action !== undefined && STATUS_ACTIONS.has(action)
}

/** Orders the drawer shows whose status changed, or that left, while this tablet's own status change was on its way */
const changedUnderOwn = new Set<number>()

/**
 * A change of the drawer's order (its status, or its leaving) is another agent's, unless this tablet's own status change
 * is on its way: then it is noted, and is another agent's only if that change fails (endOwnStatusChange)
 */
function byAnotherAgent(id: number): boolean {
  if (!ownStatusChange(id)) return true
  changedUnderOwn.add(id)
  return false
}

/**
 * This tablet's own status change of the order is over. A failed one did not change the order: a change noted while it
 * was on its way was another agent's, and the drawer says so (`shown`: the order as the drawer last showed it).
 */
export function endOwnStatusChange(orderId: number, failed: boolean, shown: Order): OrderChanges {
  const changes = noChanges()
  if (changedUnderOwn.delete(orderId) && failed && drawerShows(orderId)) markProcessedElsewhere(ordersState.byId[orderId] ?? shown, changes)
  return changes
}

/** A list is answered within the client's timeout (20 s): older departures cannot meet one asked for before them */
const LEFT_KEPT_MS = 60_000

/** An order left the board: what this tablet knew of it goes, and a list asked for before now cannot bring it back */
function forget(id: number): void {
  learnedAt.delete(id)
  listedByServer.delete(id)
  const now = Date.now()
  for (const [other, at] of leftAt) if (at < now - LEFT_KEPT_MS) leftAt.delete(other)
  leftAt.set(id, now)
}

/** This tablet's own action took the order off the board (Dispatch, Decline… answered) */
export function leaveBoard(orderId: number): void {
  delete ordersState.byId[orderId]
  forget(orderId)
}

let fetching: Promise<OrderChanges | null> | null = null
let fetchingEpoch = -1

const LIST_CALL = 'GET /store/{id}/order'

type Validator = ((value: unknown) => boolean) & { errors?: { instancePath?: string; keyword?: string }[] | null }

/**
 * The order validator realtime checks order_new with (generated from the contract, and large): loaded after the first
 * list, not before it, so the board's first rows do not wait for it (realtime loads the same module anyway).
 */
let orderCheck: Validator | null = null
let loadingOrderCheck = false
/** The longest the validator's chunk waits for the board's first paint */
const ORDER_CHECK_AFTER_PAINT_MAX_MS = 3000

/**
 * Loads the contract's order validator once the screen's first orders are painted: the first list is checked by its
 * shape meanwhile, and a list that answered before the saved board was painted must not put the chunk on that path
 */
function loadOrderCheck(): void {
  if (orderCheck || loadingOrderCheck) return
  loadingOrderCheck = true
  afterBoardPaint(
    () =>
      void import('../lib/realtime/validators.gen').then(
        (m) => void (orderCheck = m.RealtimeEvent_order_new as unknown as Validator),
        () => void (loadingOrderCheck = false),
      ),
    ORDER_CHECK_AFTER_PAINT_MAX_MS,
  )
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const hasIntId = (v: unknown) => isRecord(v) && Number.isInteger(v.id)

/**
 * Until the validator has loaded: what the board's bookkeeping reads of every order, so one broken order cannot
 * drop the list (each row has its own error boundary for the rest of it)
 */
function shapeProblem(o: unknown): string | null {
  if (!isRecord(o) || !Number.isInteger(o.id)) return '/ object with an id'
  if (typeof o.code !== 'string') return '/code string'
  if (!hasIntId(o.status)) return '/status object'
  if (!isRecord(o.user) || !hasIntId(o.user.status)) return '/user object'
  if (!isRecord(o.timing)) return '/timing object'
  if (!Array.isArray(o.products)) return '/products array'
  if (!hasIntId(o.collectionMethod)) return '/collectionMethod object'
  return null
}

/** Where an order breaks the contract (as the payload of an order_new event), or null */
function orderProblem(check: Validator, order: unknown): string | null {
  if (check({ event: 'order_new', payload: { order } })) return null
  // the deepest error names the field (as src/lib/realtime/decode.ts reports it)
  const first = [...(check.errors ?? [])].sort((a, b) => (b.instancePath?.length ?? 0) - (a.instancePath?.length ?? 0))[0]
  return first ? `${first.instancePath?.replace(/^\/payload\/order/, '') || '/'} ${first.keyword ?? ''}`.trim() : '/'
}

/** What was reported of malformed lists in this session: polling asks for the same list again every minute */
const reportedMalformed = new Set<string>()

function reportOnce(key: string, message: string, tags: Record<string, string> = { rest_call: LIST_CALL }): void {
  if (reportedMalformed.has(key)) return
  reportedMalformed.add(key)
  void reportError(new Error(message), { level: 'warning', tags })
}

/**
 * The items that keep to the contract (the generated validator once loaded, else what the board's bookkeeping reads),
 * one by one; `dropped` hears of each other one (its id when readable, and where it broke). Never throws.
 */
function soundOrders(items: readonly unknown[], dropped: (id: number | null, problem: string) => void): { orders: Order[]; unreadable: Set<number> } {
  const check = orderCheck
  const orders: Order[] = []
  const unreadable = new Set<number>()
  for (const item of items) {
    const problem = check ? orderProblem(check, item) : shapeProblem(item)
    if (problem === null) {
      orders.push(item as Order)
      continue
    }
    const id: unknown = isRecord(item) ? item.id : undefined
    const known = typeof id === 'number' && Number.isInteger(id)
    if (known) unreadable.add(id)
    dropped(known ? id : null, problem)
  }
  return { orders, unreadable }
}

/**
 * The orders of a list answer that keep to the contract. A malformed order is left out alone (reported once per order
 * id), so the others still show and ring; its id, when readable, goes to `unreadable`. An answer that is not a list
 * is a failed call: the catalogue's 'Something went wrong', and it throws.
 */
function readCurrentOrders(answer: unknown): { orders: Order[]; unreadable: Set<number> } {
  if (!Array.isArray(answer)) {
    reportOnce('list', `REST list refused: ${LIST_CALL} answered ${answer === null ? 'null' : typeof answer}, not a list`)
    pushCatalogueToast(toastForOtherFailure())
    throw new Error('Malformed response')
  }
  const sound = soundOrders(answer as unknown[], (id, problem) =>
    reportOnce(id !== null ? `order ${id}` : `order ? ${problem}`, `REST order dropped: order ${id ?? '?'} of ${LIST_CALL} does not match the contract at ${problem}`),
  )
  loadOrderCheck()
  return sound
}

/**
 * GET /store/{id}/order?_locale=en. Resolves to what changed once the board is the server's list, or null when it is
 * not (a failure keeps the list as it was: the toast is shown by the client, and a background refresh does not toast
 * network failures — the offline banner says it). Orders that break the contract are left out one by one
 * (readCurrentOrders). A call made while one is running joins it: the first caller has the changes, so the joiner
 * gets none (nothing is announced twice), or null when that call failed.
 */
export function fetchCurrentOrders(options: { background?: boolean } = {}): Promise<OrderChanges | null> {
  const storeId = storeState.store?.id
  if (storeId === undefined) return Promise.resolve(null)
  const epoch = sessionEpoch()
  if (fetching && fetchingEpoch === epoch) return fetching.then((changes) => (changes ? noChanges() : null))
  if (ordersState.load === 'idle') ordersState.load = 'loading'
  fetchingEpoch = epoch
  fetching = (async () => {
    const sentAt = Date.now()
    // sent before a sign-out, or for another store: not this board's
    const stale = () => sessionEpoch() !== epoch || storeState.store?.id !== storeId
    try {
      const answer: unknown = await unwrap(
        api().GET('/api/v1/store/{id}/order', {
          params: { path: { id: storeId }, query: { _locale: 'en' } },
          ...(options.background ? backgroundRequest : {}),
        }),
      )
      if (stale()) return null
      const { orders, unreadable } = readCurrentOrders(answer)
      const changes = setCurrentOrders(orders, { sentAt, unreadable })
      markBoardSynced(sentAt)
      ordersState.load = 'ready'
      return changes
    } catch {
      if (ordersState.load !== 'ready') ordersState.load = 'failed'
      return null
    } finally {
      if (fetchingEpoch === epoch) fetching = null
    }
  })()
  return fetching
}

const SAVED_BOARD = { device_data: 'currentOrders' }

/**
 * Paints the board from the orders saved on this device (as of `savedAt`) while nothing fresher is there. The record
 * may come from an older build or be damaged, so it is checked as a list answer is: an order that breaks the contract
 * is left out alone (reported once), and a record that is not a list of orders, or whose orders all break it, paints
 * nothing. True when it painted.
 */
export function paintSavedOrders(list: unknown, savedAt: unknown): boolean {
  if (ordersState.load === 'ready') return false
  if (!Array.isArray(list) || typeof savedAt !== 'number' || !Number.isFinite(savedAt)) {
    reportOnce('saved board', 'Saved board dropped: the record on this device is not a list of orders with its time', SAVED_BOARD)
    return false
  }
  const { orders, unreadable } = soundOrders(list, (id, problem) =>
    reportOnce(`saved ${id ?? '?'} ${problem}`, `Saved order dropped: order ${id ?? '?'} of the saved board does not match the contract at ${problem}`, SAVED_BOARD),
  )
  // a board of nothing but dropped orders would pass for an empty store
  if (list.length > 0 && orders.length === 0) return false
  setCurrentOrders(orders, { announce: false, sentAt: savedAt, unreadable })
  markBoardSynced(savedAt)
  // The board shows them (not an error); a fresh list replaces them and announces what is new since.
  ordersState.load = 'ready'
  return true
}

/** A new or changed order from a live event */
export function upsertOrder(order: Order): OrderChanges {
  const changes = noChanges()
  const held = ordersState.byId[order.id]
  if (!isCurrent(order)) {
    if (held) changes.left.push(order)
    removeOrder(order, changes)
    return changes
  }
  if (held && drawerShows(order.id) && held.status.id !== order.status.id && byAnotherAgent(order.id)) markProcessedElsewhere(order, changes)
  holdOrder(order)
  if (!held && order.status.id === PENDING) changes.newPending.push(order)
  noteCustomerChanges(held, order, changes)
  return changes
}

/** An order that left the current lists (dispatched, declined, cancelled... here or elsewhere) */
function removeOrder(order: Order, changes: OrderChanges): void {
  if (!ordersState.byId[order.id]) return
  if (drawerShows(order.id) && byAnotherAgent(order.id)) markProcessedElsewhere(order, changes)
  delete ordersState.byId[order.id]
  forget(order.id)
  // its quantity changes still waiting can no longer be sent (./order-replacements.ts skips them)
  delete ordersState.replacing[order.id]
  if (!drawerShows(order.id)) delete ordersState.flags[order.id]
}

/** pending_orders_update: each order replaces the pending entry with the same id */
export function applyPendingOrdersUpdate(orders: readonly Order[]): OrderChanges {
  const changes = noChanges()
  for (const o of orders) {
    const held = ordersState.byId[o.id]
    if (held && held.status.id === PENDING) addChanges(changes, upsertOrder(o))
  }
  return changes
}

/** customer_status: the arrival status (and location) of an order's customer */
export function applyCustomerStatus(orderId: number, status: CustomerStatusId, location: CustomerLocation | null | undefined): OrderChanges {
  const changes = noChanges()
  const order = ordersState.byId[orderId]
  if (!order) return changes
  const user = { ...order.user, status: { id: status }, ...(location !== undefined ? { location } : {}) }
  const next = { ...order, user }
  holdOrder(next)
  noteArrival(order.user.status.id, next, changes)
  return changes
}

/** customer_location: the customer moved */
export function applyCustomerLocation(orderId: number, location: CustomerLocation): void {
  const order = ordersState.byId[orderId]
  if (order) holdOrder({ ...order, user: { ...order.user, location } })
}

/** customer_message: the customer asked where the order is; the order replaces the held one */
export function applyCustomerMessage(order: Order): OrderChanges {
  const changes = noChanges()
  const held = ordersState.byId[order.id]
  if (!held) return changes
  holdOrder(order)
  noteCustomerChanges(held, order, changes)
  return changes
}

/**
 * An active_orders entry changed after this tablet last learned of its order: an event was missed, one that may leave
 * the status as it was (a ready call). `updated` is on the server's clock, so it is read on this device's, and not at
 * all while the offset is unknown (the clocks may be minutes apart: every read would fetch the list again). An order
 * with this tablet's own action on its way waits for that action's answer.
 */
function changedSinceLearned(id: number, updated: number): boolean {
  if (ordersState.acting[id]) return false
  const at = onDeviceClock(updated)
  return at !== null && at > (learnedAt.get(id) ?? -Infinity)
}

/**
 * active_orders, read every 7 s: orders the server no longer lists leave the board; an order the board lacks (or
 * holds in another status, or that changed after this tablet last learned of it) means events were missed, so
 * `refetch` asks for the list again, as after a failed load. Only what the server dropped is dropped: an order learned of after the read was sent is newer than the read, and
 * one only an event brought (its event can land before the server's list catches up) waits
 * ACTIVE_ORDERS_CATCH_UP_MS to be listed. `sentAt`: when the read went out.
 */
export function reconcileActiveOrders(active: ActiveOrders | null, sentAt: number = Date.now()): { changes: OrderChanges; refetch: boolean } {
  const changes = noChanges()
  const server = active ?? {}
  let missing = false
  for (const [id, entry] of Object.entries(server)) {
    const held = ordersState.byId[Number(id)]
    if (!held || held.status.id !== entry.status_id || changedSinceLearned(held.id, entry.updated)) missing = true
    if (held) listedByServer.add(held.id)
  }
  for (const order of Object.values(ordersState.byId)) {
    if (server[String(order.id)] || ordersState.acting[order.id]) continue
    const learned = learnedAt.get(order.id) ?? 0
    const dropped = learned <= sentAt && (listedByServer.has(order.id) || learned <= sentAt - ACTIVE_ORDERS_CATCH_UP_MS)
    if (!dropped) continue
    changes.vanished.push(order)
    removeOrder(order, changes)
  }
  // A board whose list failed to load keeps its error (and hides what realtime adds) until a fetch succeeds: every
  // read tries again, even when nothing is missing (an empty store, or the orders realtime brought since).
  return { changes, refetch: missing || ordersState.load === 'failed' }
}

const READY_CALL = 'POST /order/ready'
const ORDER_CALL = 'GET /order/{id}'

/**
 * An order answer (of the ready call, the order read back, a quantity change, a past order's status change) that keeps
 * to the contract, checked as list answers are; otherwise null, reported once
 */
export function answerOrder(answer: unknown, orderId: number, call: string): Order | null {
  const problem =
    isRecord(answer) && answer.id !== orderId ? '/id of another order' : orderCheck ? orderProblem(orderCheck, answer) : shapeProblem(answer)
  if (problem === null) return answer as Order
  reportOnce(`${call} ${orderId} ${problem}`, `REST answer dropped: ${call} for order ${orderId} does not match the contract at ${problem}`, { rest_call: call })
  return null
}

/** The order read again (quietly), when it shows it was marked ready; otherwise null. Never throws. */
async function readBackReady(orderId: number): Promise<Order | null> {
  try {
    const answer: unknown = await unwrap(api().GET('/api/v1/order/{id}', { params: { path: { id: orderId }, query: { _locale: 'en' } }, ...quietRequest }))
    const order = answerOrder(answer, orderId, ORDER_CALL)
    return order?.timing.ready ? order : null
  } catch {
    return null
  }
}

/**
 * The ready call's order (its answer, or the order read back), held as holdAnswer says: what the call did is
 * timing.ready. A finished order leaves, whatever was learned meanwhile (a finished order is not current again), as an
 * order_updated would take it; one that left meanwhile is not brought back.
 */
function holdReadyAnswer(order: Order, sentAt: number): void {
  const held = ordersState.byId[order.id]
  if (!held) return
  if (!isCurrent(order)) {
    const changes = upsertOrder(order)
    // what the live path does with an order that left (app/live/reactions.ts), which a store cannot call
    for (const o of changes.left) noteDispatched(o)
    for (const o of changes.processedElsewhere) pushToast({ kind: 'warning', title: { key: 'orders.processedElsewhere', params: { code: o.code } } })
    return
  }
  holdAnswer(order, sentAt, (had) => ({ ...had, timing: { ...had.timing, ready: order.timing.ready ?? had.timing.ready } }))
}

/**
 * The answer to a call this tablet made on a current order (sent at `sentAt`), as the server had the order when it
 * handled the call. What this tablet learned after the call went out (a customer's arrival, a question) is newer and
 * stays: the held order then takes only what the call did (`did`). One that left meanwhile is not brought back.
 */
export function holdAnswer(order: Order, sentAt: number, did: (held: Order) => Order): void {
  const held = ordersState.byId[order.id]
  if (!held) return
  holdOrder((learnedAt.get(order.id) ?? -Infinity) >= sentAt ? did(held) : order)
}

export const lostAnswer = (error: unknown): error is ApiError => error instanceof ApiError && (error.message === 'Timeout' || error.message === 'Network Error')

/**
 * Notify (the drawer) and Ready (the kitchen): the ready notification; the answer's timing.ready shows 'Notification
 * Sent'. An answer lost on the way (timeout, network) or not an order may still have been applied: the order is read
 * back, as after a status change, and when it has timing.ready the call succeeded. Otherwise it rejects with the
 * call's error ('Malformed response' for an unreadable answer) after the catalogue's 'Something went wrong', so a
 * second notification is invited only when the server shows none was sent. An HTTP refusal rejects at once (the
 * client has toasted it).
 */
export async function notifyReady(orderId: number): Promise<void> {
  if (ordersState.acting[orderId]) return
  const epoch = sessionEpoch()
  const sentAt = Date.now()
  ordersState.acting[orderId] = 'notify'
  try {
    let order: Order | null = null
    let lost: ApiError | null = null
    try {
      // a lost answer is not an error yet (background: the client does not toast it): the order is read back below
      const answer: unknown = await unwrap(api().POST('/api/v1/order/ready', { body: { order_id: orderId }, ...backgroundRequest }))
      order = answerOrder(answer, orderId, READY_CALL)
    } catch (error) {
      if (!lostAnswer(error)) throw error
      lost = error
    }
    if (!order && sessionEpoch() === epoch) order = await readBackReady(orderId)
    // signed out meanwhile (a shared tablet): nothing is the next user's to hold or hear about
    const signedOut = sessionEpoch() !== epoch
    if (order) {
      if (!signedOut) holdReadyAnswer(order, sentAt)
      return
    }
    if (!signedOut) pushCatalogueToast(toastForOtherFailure())
    throw lost ?? new ApiError('Malformed response', { notified: true })
  } finally {
    delete ordersState.acting[orderId]
  }
}

const REPLY_CALL = 'POST /order/where/reply'
const isTime = (v: unknown) => v === null || typeof v === 'string'

/**
 * The where-is reply's answer, when it keeps to the contract: SPEC 7 promises timing (every value a time or null);
 * whereIs, when there, is the conversation. Otherwise null, reported once.
 */
type ReplyAnswer = { timing: Partial<Order['timing']>; whereIs?: Order['whereIs'] }

function readReplyAnswer(answer: unknown, orderId: number): ReplyAnswer | null {
  const sound = (w: unknown) =>
    isRecord(w) &&
    typeof w.asked_at === 'string' &&
    (w.expected_mins === null || WHERE_IS_REPLIES.includes(w.expected_mins as WhereIsReply)) &&
    isTime(w.replied_at)
  const problem = !isRecord(answer)
    ? '/ object'
    : answer.order_id !== undefined && answer.order_id !== orderId
      ? '/order_id of another order'
      : !isRecord(answer.timing) || !Object.values(answer.timing).every(isTime)
        ? '/timing object'
        : answer.whereIs != null && !sound(answer.whereIs)
          ? '/whereIs object'
          : null
  if (problem === null) return answer as ReplyAnswer
  reportOnce(`${REPLY_CALL} ${orderId} ${problem}`, `REST answer dropped: ${REPLY_CALL} for order ${orderId} does not match the contract at ${problem}`, { rest_call: REPLY_CALL })
  return null
}

/**
 * Where-is reply (SPEC 4 and 7): 0 'Coming now', or 2, 5 or 10 more minutes, sent as expected_mins. The answer's
 * timing is merged into the held one, and the order then shows the reply: the answer's whereIs, or the reply sent. A
 * failure leaves the question open (the toast is shown by the client; an answer that breaks the contract shows the
 * catalogue's 'Something went wrong' and rejects).
 */
export async function replyWhereIs(orderId: number, minutes: WhereIsReply): Promise<void> {
  if (!ordersState.byId[orderId] || ordersState.acting[orderId]) return
  ordersState.acting[orderId] = 'reply'
  try {
    const answer: unknown = await unwrap(api().POST('/api/v1/order/where/reply', { body: { order_id: orderId, expected_mins: minutes } }))
    const order = ordersState.byId[orderId]
    // left the board meanwhile (or signed out): nothing here shows the reply
    if (!order) return
    const reply = readReplyAnswer(answer, orderId)
    if (!reply) {
      pushCatalogueToast(toastForOtherFailure())
      throw new ApiError('Malformed response', { notified: true })
    }
    // times are set once: a null or missing one in the answer does not take away one learned meanwhile (ready)
    const timing = { ...order.timing, ...Object.fromEntries(Object.entries(reply.timing).filter(([, at]) => at != null)) }
    // SPEC 7 promises only timing: without whereIs, the reply is the one sent
    const replied = order.whereIs && { ...order.whereIs, expected_mins: minutes, replied_at: timing.where_is_reply ?? new Date().toISOString() }
    holdOrder({ ...order, timing, whereIs: reply.whereIs ?? replied })
  } finally {
    delete ordersState.acting[orderId]
  }
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

/** The store (country and id) whose orders the board holds */
let boardOf: string | null = null

/**
 * The live data of a store starts. A board held for another store (the device's saved store was not the user's any
 * more) is emptied: its orders are not this store's, and this store's first list must not announce its own as new.
 */
export function boardFor(country: string, storeId: number): void {
  const store = `${country}:${storeId}`
  if (boardOf !== null && boardOf !== store) clearOrders()
  boardOf = store
}

/** Empties the board: at sign-out, and when the live data moves to another store */
function clearOrders(): void {
  boardOf = null
  fetching = null
  syncedAt = null
  arrivalsAnnounced.clear()
  learnedAt.clear()
  leftAt.clear()
  listedByServer.clear()
  changedUnderOwn.clear()
  reportedMalformed.clear()
  Object.assign(ordersState, initial())
}

registerReset(clearOrders)
