// Current orders (pending and preparing) of the signed-in store: the REST list, live events, the 7-second
// active_orders reconciliation and the drawer's actions. Actions are the only writers.
import { proxy } from 'valtio'
import {
  closesDrawer,
  processedMessageKey,
  STATUS_CHANGE,
  type DrawerAction,
  type Order,
  type OrderFlags,
} from '../domain/orders'
import type { components } from '../lib/api/schema.gen'
import { apiClient, unwrap } from '../lib/api/client'
import { closeOrderDrawer, drawer } from './drawer'
import { registerReset } from './reset'
import { currentCountry } from './session'
import { storeState } from './store'
import { pushToast } from './toasts'

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
}

const initial = (): OrdersState => ({ byId: {}, flags: {}, acting: {}, load: 'idle', fetchedAt: null })
export const ordersState = proxy<OrdersState>(initial())

const isCurrent = (o: Order) => o.status.id === 2 || o.status.id === 3
const api = () => apiClient(currentCountry())

/** Hooks the live layer sets (sound, notices): kept here as callbacks so this store imports no UI */
export const orderHooks = {
  onNewPending: (_order: Order) => undefined as void,
  onProcessedElsewhere: (_order: Order) => undefined as void,
  onListChanged: () => undefined as void,
  /** the list now comes from the server (not from the device's saved copy) */
  onFresh: () => undefined as void,
}

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
    }
  }
  for (const o of Object.values(next)) {
    const held = ordersState.byId[o.id]
    if (held && drawerShows(o.id) && held.status.id !== o.status.id && !ordersState.acting[o.id]) markProcessedElsewhere(o)
    ordersState.byId[o.id] = o
    if (!held && announce && o.status.id === 2) orderHooks.onNewPending(o)
  }
  ordersState.fetchedAt = Date.now()
  orderHooks.onListChanged()
}

let fetching: Promise<void> | null = null

/** GET /store/{id}/order?_locale=en. A failure keeps the list as it was (the toast is shown by the client). */
export function fetchCurrentOrders(): Promise<void> {
  const storeId = storeState.store?.id
  if (storeId === undefined) return Promise.resolve()
  if (fetching) return fetching
  if (ordersState.load === 'idle') ordersState.load = 'loading'
  fetching = (async () => {
    try {
      const list = await unwrap(api().GET('/api/v1/store/{id}/order', { params: { path: { id: storeId }, query: { _locale: 'en' } } }))
      if (storeState.store?.id !== storeId) return
      setCurrentOrders(list)
      ordersState.load = 'ready'
      orderHooks.onFresh()
    } catch {
      if (ordersState.load !== 'ready') ordersState.load = 'failed'
    } finally {
      fetching = null
    }
  })()
  return fetching
}

/** Paints the board from the orders saved on this device while nothing fresher is there */
export function paintSavedOrders(list: readonly Order[]): boolean {
  if (ordersState.load === 'ready') return false
  setCurrentOrders(list, { announce: false })
  return true
}

/** A new or changed order from a live event */
export function upsertOrder(order: Order): void {
  const held = ordersState.byId[order.id]
  if (!isCurrent(order)) {
    removeOrder(order)
    return
  }
  if (held && drawerShows(order.id) && held.status.id !== order.status.id && !ordersState.acting[order.id]) markProcessedElsewhere(order)
  ordersState.byId[order.id] = order
  if (!held && order.status.id === 2) orderHooks.onNewPending(order)
  orderHooks.onListChanged()
}

/** An order that left the current lists (dispatched, declined, cancelled... here or elsewhere) */
function removeOrder(order: Order): void {
  if (!ordersState.byId[order.id]) return
  if (drawerShows(order.id) && !ordersState.acting[order.id]) markProcessedElsewhere(order)
  delete ordersState.byId[order.id]
  if (!drawerShows(order.id)) delete ordersState.flags[order.id]
  orderHooks.onListChanged()
}

/** order_status_changed: another agent (or this one, echoed) moved the order */
export const applyStatusChanged = upsertOrder

/** pending_orders_update: each order replaces the pending entry with the same id */
export function applyPendingOrdersUpdate(orders: readonly Order[]): void {
  for (const o of orders) {
    const held = ordersState.byId[o.id]
    if (held && held.status.id === 2) upsertOrder(o)
  }
}

/** customer_status: the arrival status (and location) of an order's customer */
export function applyCustomerStatus(orderId: number, status: CustomerStatusId, location: CustomerLocation | null | undefined): void {
  const order = ordersState.byId[orderId]
  if (!order) return
  order.user.status = { id: status }
  if (location !== undefined) order.user.location = location
}

/** customer_location: the customer moved */
export function applyCustomerLocation(orderId: number, location: CustomerLocation): void {
  const order = ordersState.byId[orderId]
  if (order) order.user.location = location
}

/** customer_message: the customer asked where the order is; the order replaces the held one */
export function applyCustomerMessage(order: Order): void {
  if (ordersState.byId[order.id]) ordersState.byId[order.id] = order
}

/**
 * active_orders, read every 7 s: orders the server no longer lists leave the board; an order the board lacks
 * (or holds in another status) means events were missed, so the list is fetched again.
 */
export function reconcileActiveOrders(active: ActiveOrders | null): void {
  const server = active ?? {}
  let missing = false
  for (const [id, entry] of Object.entries(server)) {
    const held = ordersState.byId[Number(id)]
    if (!held || held.status.id !== entry.status_id) missing = true
  }
  for (const order of Object.values(ordersState.byId)) {
    if (!server[String(order.id)] && !ordersState.acting[order.id]) {
      // Fetched after the last read could be newer than the read: only drop what the server dropped.
      removeOrder(order)
    }
  }
  if (missing) void fetchCurrentOrders()
}

export const orderFlags = (id: number): OrderFlags => ordersState.flags[id] ?? {}

/**
 * A status change from the drawer or the Action column. Confirm needs the prep time. On success the processed
 * message shows and the drawer closes (except on confirm, where it stays open in a confirmed state). On failure
 * nothing changes and the catalogue toast is already shown; the error is rethrown for the caller's state.
 */
export async function changeOrderStatus(orderId: number, action: Exclude<DrawerAction, 'delivered'>, options: { preparationTime?: number } = {}): Promise<Order> {
  const order = ordersState.byId[orderId]
  if (!order) throw new Error(`order ${orderId} is not on the board`)
  if (ordersState.acting[orderId]) throw new Error('an action is already running for this order')
  const change = STATUS_CHANGE[action]
  ordersState.acting[orderId] = action
  try {
    const result = await unwrap(
      api().PATCH('/api/v1/order/status', {
        body: {
          order_id: orderId,
          customer_status: order.user.status.id,
          status_id: change.status_id,
          status_name: change.status_name,
          ...(action === 'confirm' && options.preparationTime !== undefined ? { preparation_time: options.preparationTime } : {}),
        },
      }),
    )
    const next = result.order
    if (action === 'confirm') flagsOf(orderId).confirmed = true
    else flagsOf(orderId).isPassed = true
    if (isCurrent(next)) ordersState.byId[orderId] = next
    else delete ordersState.byId[orderId]
    pushToast({ kind: 'success', title: { key: processedMessageKey(change.status_name) } })
    if (closesDrawer(action) && drawerShows(orderId)) closeOrderDrawer()
    orderHooks.onListChanged()
    return next
  } finally {
    delete ordersState.acting[orderId]
  }
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
 * When the drawer closes (or shows another order), forget the order's flags: they describe that opening of the drawer
 * (confirmed there, processed elsewhere while open). Reopened, the order shows its state as it is now.
 */
export function forgetClosedOrder(orderId: number): void {
  delete ordersState.flags[orderId]
}

registerReset(() => {
  fetching = null
  Object.assign(ordersState, initial())
})
