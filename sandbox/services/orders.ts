// The order flow on the server side (SPEC section 4): who may move an order where, and what everyone else hears.
import type { AccountRow } from '../db'
import type { CollectionMethodId, CustomerLocation, CustomerStatusId, Order, OrderStatusId } from '../contract-types'
import type { OrderMeta, SeedStore } from '../seed/types'
import { ORDER_STATUS_NAMES } from '../seed/names'
import { roundMoney } from '../seed/money'
import { makeOrder } from '../seed/order-factory'
import { recalcFinancial } from '../seed/order-money'
import { badRequest, fieldError, forbidden, notFound, ApiError } from '../http'
import { iso } from '../time'
import { schemaErrors } from '../schemas'
import { emit, syncActiveOrders, type World } from '../world'
import { toFieldErrors } from '../contract'
import { isManager } from './permissions'
import { canPlainDispatch, forceDispatchRefusal } from '../../src/domain/dispatch'

export type StatusName = 'confirmed' | 'dispatched' | 'force_dispatched' | 'delivered' | 'declined' | 'no_show' | 'cancelled'

const TARGET: Record<StatusName, OrderStatusId> = {
  confirmed: 3,
  dispatched: 4,
  force_dispatched: 4,
  delivered: 5,
  declined: 6,
  no_show: 8,
  cancelled: 7,
}
const ALLOWED_FROM: Record<StatusName, OrderStatusId[]> = {
  confirmed: [2],
  dispatched: [3],
  force_dispatched: [3],
  delivered: [4],
  declined: [2],
  no_show: [2, 3],
  cancelled: [2, 3],
}
/** How an order that moved on is described to an agent who tries to act on it */
const ALREADY: Record<OrderStatusId, string> = {
  2: 'pending',
  3: 'confirmed',
  4: 'dispatched',
  5: 'delivered',
  6: 'declined',
  7: 'cancelled',
  8: 'marked as no show',
}
const TIMING_FIELD: Partial<Record<OrderStatusId, keyof Order['timing']>> = {
  3: 'confirmed',
  4: 'dispatched',
  5: 'delivered',
  6: 'declined',
  7: 'cancelled',
  8: 'no_show',
}

export const statusOf = (id: OrderStatusId) => ({ id, name: ORDER_STATUS_NAMES[id].en })

export function loadOrder(w: World, orderId: number, storeId?: number) {
  const rec = w.db.order(orderId)
  if (!rec || (storeId !== undefined && rec.meta.storeId !== storeId)) throw notFound('Order not found')
  return rec
}

function storeOf(w: World, meta: OrderMeta): SeedStore {
  const s = w.db.seedStore(meta.storeId)
  if (!s) throw notFound('Store not found')
  return s
}

function refuseMoved(order: Order, wanted: StatusName): never {
  const from = order.status.id
  if (from === 2 && (wanted === 'dispatched' || wanted === 'force_dispatched' || wanted === 'delivered')) {
    throw badRequest('Order is not confirmed yet')
  }
  if (from === 3 && wanted === 'delivered') throw badRequest('Order is not dispatched yet')
  if (from === 3 && wanted === 'declined') throw badRequest('Order already confirmed: it can no longer be declined')
  throw badRequest(`Order already ${ALREADY[from]}`)
}

/** Saves the order and tells every tablet of the store (the event carries the whole order). */
function publishStatus(w: World, seedStore: SeedStore, order: Order, meta: OrderMeta) {
  meta.changedAt = w.now()
  w.db.saveOrder(order, meta)
  emit(w, seedStore, { event: 'order_status_changed', payload: { order_id: order.id, code: order.code, status: order.status, order } })
  syncActiveOrders(w, seedStore)
}

export function publishUpdate(w: World, seedStore: SeedStore, order: Order, meta: OrderMeta) {
  meta.changedAt = w.now()
  w.db.saveOrder(order, meta)
  emit(w, seedStore, { event: 'order_updated', payload: { order } })
}

export function changeStatus(
  w: World,
  orderId: number,
  input: { status_id: OrderStatusId; status_name: StatusName; preparation_time?: number },
  actor: { account: AccountRow; storeId: number } | null,
): Order {
  const { order, meta } = loadOrder(w, orderId, actor?.storeId)
  const seedStore = storeOf(w, meta)
  const target = TARGET[input.status_name]
  if (target !== input.status_id) throw fieldError('status_id', `The status ${input.status_id} does not match ${input.status_name}.`)
  if (!ALLOWED_FROM[input.status_name].includes(order.status.id)) refuseMoved(order, input.status_name)
  const now = w.now()
  const zone = seedStore.store.timezone

  if (input.status_name === 'confirmed') {
    const prep = input.preparation_time
    if (prep === undefined) throw fieldError('preparation_time', 'This value should not be blank.')
    if (order.products.length > 0 && order.products.every((p) => p.replacement?.qty === 0)) {
      throw badRequest('Every product of this order was switched out: decline it instead')
    }
    order.preparationTime = prep
    order.timing.due = iso(now + prep * 60_000, zone)
    if (seedStore.store.brand.supermarket) order.replacementsValidated = true
  }
  // A client (actor) is held to the dashboard's own dispatch rules; the control API, acting as the backend's other
  // agents, is not.
  if (input.status_name === 'dispatched' && actor && !canPlainDispatch(order)) {
    throw badRequest('The customer has not arrived yet: only a store manager can force dispatch this order')
  }
  if (input.status_name === 'force_dispatched') {
    if (actor && !isManager(actor.account)) throw forbidden('Only a store manager can force dispatch')
    const refusal = forceDispatchRefusal(order)
    if (refusal === 'arrived') throw badRequest('The customer has arrived: dispatch the order instead')
    if (refusal === 'no_driver') throw badRequest('No driver is assigned to this order yet')
    meta.forceDispatched = true
  }
  order.status = statusOf(target)
  const field = TIMING_FIELD[target]
  if (field) (order.timing as Record<string, string | null>)[field] = iso(now, zone)
  publishStatus(w, seedStore, order, meta)
  return order
}

export function markReady(w: World, orderId: number, storeId: number): Order {
  const { order, meta } = loadOrder(w, orderId, storeId)
  if (order.status.id !== 3) {
    if (order.status.id === 2) throw badRequest('Order is not confirmed yet')
    throw badRequest(`Order already ${ALREADY[order.status.id]}`)
  }
  if (order.delivery && order.delivery.method === 1 && !order.delivery.driver) throw badRequest('No driver is assigned to this order yet')
  if (order.timing.ready) throw badRequest('The customer was already notified that the order is ready')
  const seedStore = storeOf(w, meta)
  order.timing.ready = iso(w.now(), seedStore.store.timezone)
  publishUpdate(w, seedStore, order, meta)
  // its `updated` moves: a tablet that lost the event catches up at its next active_orders check
  syncActiveOrders(w, seedStore)
  return order
}

export function setReplacement(
  w: World,
  input: { order_id: number; order_product_id: number; replacement_product_id: number; qty: number },
  actor: { account: AccountRow; storeId: number },
): Order {
  const { order, meta } = loadOrder(w, input.order_id, actor.storeId)
  const seedStore = storeOf(w, meta)
  if (!seedStore.store.brand.supermarket) throw badRequest('Product replacements are only for supermarket orders')
  if (order.status.id !== 2) throw badRequest(`Order already ${ALREADY[order.status.id]}`)
  const product = order.products.find((p) => p.order_product_id === input.order_product_id)
  if (!product) throw fieldError('order_product_id', 'This product is not part of the order.')
  if (input.replacement_product_id !== product.original.id) throw fieldError('replacement_product_id', 'Only the ordered product can be adjusted.')
  if (input.qty > product.qty) throw fieldError('qty', `The quantity cannot be more than the ${product.qty} ordered.`)
  if (input.qty === 0 && !isManager(actor.account)) throw forbidden('Only a store manager can switch a product out')
  const unit = product.total_price / product.qty
  product.replacement = { qty: input.qty, total_price: roundMoney(unit * input.qty, product.currency.code) }
  order.financial = recalcFinancial(order)
  // a pending basket changed: the store's tablets hear it as a pending-orders update (SPEC 4, multi-agent handling)
  w.db.saveOrder(order, meta)
  emit(w, seedStore, { event: 'pending_orders_update', payload: { orders: [order] } })
  return order
}

export function askWhereIs(w: World, orderId: number): Order {
  const { order, meta } = loadOrder(w, orderId)
  if (order.status.id !== 2 && order.status.id !== 3) throw badRequest(`Order already ${ALREADY[order.status.id]}`)
  const seedStore = storeOf(w, meta)
  const at = iso(w.now(), seedStore.store.timezone)
  order.whereIs = { asked_at: at, expected_mins: null, replied_at: null }
  order.timing.where_is = at
  order.timing.where_is_reply = null
  w.db.saveOrder(order, meta)
  emit(w, seedStore, { event: 'customer_message', payload: { order } })
  return order
}

export function replyWhereIs(w: World, orderId: number, minutes: 0 | 2 | 5 | 10, storeId: number): Order {
  const { order, meta } = loadOrder(w, orderId, storeId)
  if (!order.whereIs) throw badRequest('The customer has not asked where the order is')
  if (order.whereIs.replied_at) throw badRequest('The customer was already answered')
  const seedStore = storeOf(w, meta)
  const at = iso(w.now(), seedStore.store.timezone)
  order.whereIs = { ...order.whereIs, expected_mins: minutes, replied_at: at }
  order.timing.where_is_reply = at
  publishUpdate(w, seedStore, order, meta)
  return order
}

/** A point `km` away from the store on a bearing fixed per order, so a customer drives in along one line. */
function locationAt(seedStore: SeedStore, order: Order, km: number, minutes: number): CustomerLocation {
  const bearing = ((order.id * 137) % 360) * (Math.PI / 180)
  const lat0 = seedStore.store.address.latitude
  const lng0 = seedStore.store.address.longitude
  const dLat = (km / 6371) * (180 / Math.PI) * Math.cos(bearing)
  const dLng = ((km / 6371) * (180 / Math.PI) * Math.sin(bearing)) / Math.cos((lat0 * Math.PI) / 180)
  const distance = Math.round(km * 10) / 10
  return {
    latitude: Math.round((lat0 + dLat) * 1e6) / 1e6,
    longitude: Math.round((lng0 + dLng) * 1e6) / 1e6,
    distance,
    duration: minutes,
    stores: [{ store_id: seedStore.store.id, distance, duration: minutes }],
  }
}

export function setCustomerStatus(w: World, orderId: number, status: CustomerStatusId, minutes?: number): Order {
  const { order, meta } = loadOrder(w, orderId)
  if (order.status.id !== 2 && order.status.id !== 3) throw badRequest(`Order already ${ALREADY[order.status.id]}`)
  const seedStore = storeOf(w, meta)
  order.user.status = { id: status }
  let location: CustomerLocation | null = null
  if (status === 2) {
    const mins = minutes ?? 5
    location = locationAt(seedStore, order, Math.max(0.2, mins * 0.5), mins)
  } else if (status === 3) {
    const entry = seedStore.store.parkings[0]?.entry_coordinates ?? seedStore.store.address
    location = { latitude: entry.latitude, longitude: entry.longitude, distance: 0, duration: 0, stores: [{ store_id: seedStore.store.id, distance: 0, duration: 0 }] }
  }
  order.user.location = location
  w.db.saveOrder(order, meta)
  emit(w, seedStore, {
    event: 'customer_status',
    payload: { order_id: order.id, status: { id: status }, minutes: status === 2 ? (minutes ?? 5) : null, location },
  })
  return order
}

export function moveCustomer(w: World, orderId: number, minutes: number): Order {
  const { order, meta } = loadOrder(w, orderId)
  const seedStore = storeOf(w, meta)
  const location = locationAt(seedStore, order, Math.max(0.2, minutes * 0.5), minutes)
  order.user.location = location
  w.db.saveOrder(order, meta)
  emit(w, seedStore, { event: 'customer_location', payload: { order_id: order.id, location } })
  return order
}

export function decideRefund(
  w: World,
  input: { order_id: number; decision: 'accept' | 'reject'; reason?: string },
  actor: { account: AccountRow; storeId: number },
): Order {
  if (!isManager(actor.account)) throw forbidden('Only a store manager can decide refunds')
  const { order, meta } = loadOrder(w, input.order_id, actor.storeId)
  const refund = order.refund
  if (!refund) throw badRequest('This order has no refund request')
  if (refund.status !== 2) throw badRequest(`Refund already ${refund.status === 3 ? 'accepted' : 'rejected'}`)
  const reason = input.reason?.trim() ?? ''
  if (input.decision === 'reject' && !reason) throw fieldError('reason', 'Please give a reason for the rejection.')
  refund.status = input.decision === 'accept' ? 3 : 4
  refund.reason = reason || null
  if (input.decision === 'accept') refund.payment_status = 3
  w.db.saveOrder(order, meta)
  return order
}

function deepMerge(target: Record<string, unknown>, patch: Record<string, unknown>) {
  for (const [k, v] of Object.entries(patch)) {
    const cur = target[k]
    if (v && typeof v === 'object' && !Array.isArray(v) && cur && typeof cur === 'object' && !Array.isArray(cur)) {
      deepMerge(cur as Record<string, unknown>, v as Record<string, unknown>)
    } else target[k] = v
  }
}

export function uniqueCode(w: World, country: 'KW' | 'SA'): string {
  for (;;) {
    const code = String(w.rng.int(100000, 999999))
    if (!w.db.codeTaken(country, code)) return code
  }
}

/** A new pending order for the store, with whatever parts of an order the caller wants to fix. */
export function createOrder(w: World, storeId: number, partial: Record<string, unknown> = {}): Order {
  const seedStore = w.db.seedStore(storeId)
  const menu = w.db.menu(storeId)
  if (!seedStore || !menu) throw notFound('Store not found')
  const customers = w.db.customers(seedStore.country)
  const customer = customers.length ? w.rng.pick(customers) : null
  const id = w.db.maxOrderId() + 1
  const method = (partial.collectionMethod as { id?: CollectionMethodId } | undefined)?.id
  const made = makeOrder({
    seedStore,
    menu,
    customer,
    rng: w.rng.fork(id),
    now: new Date(w.now()),
    id,
    code: uniqueCode(w, seedStore.country),
    status: 2,
    ...(method ? { collectionMethodId: method } : {}),
  })
  const { id: _ignoredId, status: _ignoredStatus, ...rest } = partial
  deepMerge(made.order as unknown as Record<string, unknown>, rest)
  const errors = schemaErrors('Order', made.order)
  if (errors) throw new ApiError(400, toFieldErrors(errors.map((e) => ({ ...e, instancePath: `/order${e.instancePath}` }))))
  w.db.saveOrder(made.order, made.meta)
  emit(w, seedStore, { event: 'order_new', payload: { order: made.order } })
  syncActiveOrders(w, seedStore)
  w.hooks.newPendingOrder(seedStore, made.order.id, made.order.code)
  return made.order
}
