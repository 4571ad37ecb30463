// Rules of the current-orders board and the order drawer (SPEC sections 2, 4 and 9). Pure: no React, no I/O.
import type { components } from '../lib/api/schema.gen'
import { canPlainDispatch, customerArrived, forceDispatchNeedsDriver, forceDispatchRefusal, isStaffDelivery } from './dispatch'
import { WALK_THRU } from './collection-methods'
import { sanitizeSearch } from './search'

export type Order = components['schemas']['Order']
export type OrderStatusId = components['schemas']['OrderStatusId']
export type StatusChangeName = components['schemas']['StatusChangeName']
type StoreLike = {
  brand: { supermarket: boolean; invoice_print_limit: number | null }
  delivery: { store_delivery: boolean }
  preparation_times: number[]
  default_prep_time: number
}

export const PENDING = 2
export const PREPARING = 3
export const DISPATCHED = 4
export const DELIVERED = 5

/** Dispatched, or dispatched and since delivered */
export const wasDispatched = (o: Pick<Order, 'status'>) => o.status.id === DISPATCHED || o.status.id === DELIVERED

/** Client-side flags of an order (SPEC section 3: notActual, isPassed) plus the drawer's confirmed state */
export type OrderFlags = { notActual?: boolean; isPassed?: boolean; confirmed?: boolean }

const byPendingTime = (a: Order, b: Order) => Date.parse(a.timing.pending) - Date.parse(b.timing.pending) || a.id - b.id

/** Fetched current orders split into the pending and preparing lists, oldest first */
export function splitCurrent(orders: readonly Order[]): { pending: Order[]; preparing: Order[] } {
  const sorted = [...orders].sort(byPendingTime)
  return { pending: sorted.filter((o) => o.status.id === PENDING), preparing: sorted.filter((o) => o.status.id === PREPARING) }
}

export type GroupKey = 'pending' | 'confirmed' | 'walkDrive' | 'delivery'
export type Group = { key: GroupKey; orders: Order[] }

/** 'Pending Orders' and 'Confirmed Orders', or in store-delivery mode 'Walk / Drive Orders' and 'Delivery Orders' */
export function boardGroups(store: Pick<StoreLike, 'delivery'>, orders: readonly Order[]): Group[] {
  const { pending, preparing } = splitCurrent(orders)
  if (store.delivery.store_delivery) {
    const all = [...pending, ...preparing]
    return [
      { key: 'walkDrive', orders: all.filter((o) => !o.delivery) },
      { key: 'delivery', orders: all.filter((o) => !!o.delivery) },
    ]
  }
  return [
    { key: 'pending', orders: pending },
    { key: 'confirmed', orders: preparing },
  ]
}

/** Search by order code or phone, case-insensitive, on the sanitised input; empty input keeps everything */
export function matchesSearch(order: Order, input: string): boolean {
  const q = sanitizeSearch(input).trim().toLowerCase()
  if (!q) return true
  return order.code.toLowerCase().includes(q) || order.user.phone.toLowerCase().replace(/\s/g, '').includes(q.replace(/\s/g, ''))
}

/** The pending colour: last two digits of the code modulo 20 */
export function pendingColorIndex(code: string): number {
  const digits = code.replace(/\D/g, '').slice(-2)
  return digits ? Number(digits) % 20 : 0
}

export const PENDING_COLORS = [
  '#e53935', '#d81b60', '#8e24aa', '#5e35b1', '#3949ab', '#1e88e5', '#039be5', '#00acc1', '#00897b', '#43a047',
  '#7cb342', '#c0ca33', '#fdd835', '#ffb300', '#fb8c00', '#f4511e', '#6d4c41', '#757575', '#546e7a', '#ad1457',
] as const

/** The countdown text parts: 'Due {x}' before the due time, '{x} late' after it (x as m:ss or h:mm:ss) */
export function dueCountdown(dueIso: string, nowMs: number): { late: boolean; text: string } {
  const diff = Date.parse(dueIso) - nowMs
  const late = diff < 0
  const total = Math.floor(Math.abs(diff) / 1000)
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  const pad = (n: number) => String(n).padStart(2, '0')
  return { late, text: h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}` }
}

const isArrived = customerArrived

export type RowAction = { kind: 'confirm' | 'dispatch'; enabled: boolean } | null

/** The Action column: Confirm for pending, Dispatch for preparing (enabled when arrived or staff delivery) */
export function rowAction(order: Order, store: Pick<StoreLike, 'brand'>): RowAction {
  if (order.status.id === PENDING) {
    if (store.brand.supermarket && order.preparationTime != null) return null
    return { kind: 'confirm', enabled: true }
  }
  if (order.status.id === PREPARING) return { kind: 'dispatch', enabled: isArrived(order) || isStaffDelivery(order) }
  return null
}

/** Drawer Dispatch: staff delivery, or the customer or the driver has arrived (the rule the server enforces) */
export const canDispatch = (o: Order) => canPlainDispatch(o)

/**
 * Drawer Confirm: pending, and not every product switched out; `waiting`, the quantities chosen on screen and not
 * sent yet (by order product id), count as the screen shows them
 */
export function canConfirm(o: Order, flags: OrderFlags = {}, waiting?: Readonly<Record<number, number>>): boolean {
  if (o.status.id !== PENDING || flags.notActual || flags.isPassed) return false
  return !(o.products.length > 0 && o.products.every((p) => (waiting?.[p.order_product_id] ?? p.replacement?.qty) === 0))
}

export const canDecline = (o: Order, flags: OrderFlags = {}) => o.status.id === PENDING && !flags.confirmed && !flags.notActual && !flags.isPassed

export const canNoShow = (o: Order, flags: OrderFlags = {}) =>
  (o.status.id === PENDING || o.status.id === PREPARING) && !flags.confirmed && !flags.notActual && !flags.isPassed

/**
 * Whether a status change staff asked for still holds when it is sent: a warning may have stayed open, or a quantity
 * change gone out, while another agent processed the order. The role is the caller's business (checked on screen).
 */
export function stillAllowed(action: Exclude<DrawerAction, 'delivered'>, o: Order, flags: OrderFlags = {}): boolean {
  switch (action) {
    case 'confirm':
      return canConfirm(o, flags)
    case 'decline':
      return canDecline(o, flags)
    case 'no_show':
      return canNoShow(o, flags)
    case 'dispatch':
      return o.status.id === PREPARING && !flags.notActual && !flags.isPassed
    // its facts can change while the warning is open: the customer arrives, the driver is taken off
    case 'force_dispatch':
      return !forceDispatchFacts(o, flags).confirmed && forceDispatchRefusal(o) === null
  }
}

/**
 * Why a warning open for this action no longer asks: null while it does. 'arrived' or 'no_driver' when a Force
 * Dispatch warning's facts changed under it (the customer arrived, the driver was taken off): Yes would break the
 * spec's rule and be refused. 'gone' when the order left, or another agent processed it (the screen already says so).
 * A Dispatch warning outlives the customer's arrival: the dispatch it asks about is allowed all the more.
 */
export function warningLapse(
  action: Exclude<DrawerAction, 'confirm' | 'delivered'>,
  o: Order | undefined,
  flags: OrderFlags = {},
): 'arrived' | 'no_driver' | 'gone' | null {
  if (!o) return 'gone'
  if (stillAllowed(action, o, flags)) return null
  if (action !== 'force_dispatch' || !stillAllowed('dispatch', o, flags) || flags.confirmed) return 'gone'
  return forceDispatchRefusal(o) ?? 'gone'
}

/** Force Dispatch: the facts the permission rule needs (the role is checked in domain/permissions) */
export const forceDispatchFacts = (o: Order, flags: OrderFlags = {}) => ({
  confirmed: !!flags.confirmed || o.status.id !== PREPARING || !!flags.notActual || !!flags.isPassed,
  customerArrived: isArrived(o),
  needsDriver: forceDispatchNeedsDriver(o),
  hasDriver: !!o.delivery?.driver,
})

export type DrawerAction = 'confirm' | 'decline' | 'dispatch' | 'force_dispatch' | 'no_show' | 'delivered'

/** Decline, No Show and a non-staff dispatch without an arrived customer ask first */
export function needsWarning(action: DrawerAction, o: Order): boolean {
  if (action === 'decline' || action === 'no_show') return true
  if (action === 'dispatch' || action === 'force_dispatch') return !isStaffDelivery(o) && !isArrived(o)
  return false
}

export const STATUS_CHANGE: Record<DrawerAction, { status_id: OrderStatusId; status_name: StatusChangeName }> = {
  confirm: { status_id: 3, status_name: 'confirmed' },
  dispatch: { status_id: 4, status_name: 'dispatched' },
  force_dispatch: { status_id: 4, status_name: 'force_dispatched' },
  delivered: { status_id: 5, status_name: 'delivered' },
  decline: { status_id: 6, status_name: 'declined' },
  no_show: { status_id: 8, status_name: 'no_show' },
}

/** The processed message key: confirmed, dispatched, delivered, declined or hidden (No Show), otherwise processed */
export function processedMessageKey(name: StatusChangeName): 'orders.processed.confirmed' | 'orders.processed.dispatched' | 'orders.processed.delivered' | 'orders.processed.declined' | 'orders.processed.hidden' | 'orders.processed.other' {
  switch (name) {
    case 'confirmed':
      return 'orders.processed.confirmed'
    case 'dispatched':
    case 'force_dispatched':
      return 'orders.processed.dispatched'
    case 'delivered':
      return 'orders.processed.delivered'
    case 'declined':
      return 'orders.processed.declined'
    case 'no_show':
      return 'orders.processed.hidden'
    default:
      return 'orders.processed.other'
  }
}

/** After a successful change the drawer closes, except on confirm */
export const closesDrawer = (action: DrawerAction) => action !== 'confirm'

/** Ready notification: while preparing and not yet sent, for Walk-Thru orders without delivery or with a driver assigned */
export function canNotify(o: Order): boolean {
  if (o.status.id !== PREPARING || o.timing.ready) return false
  return o.delivery ? !!o.delivery.driver : o.collectionMethod.id === WALK_THRU
}

export const RESTAURANT_PREP_TIMES = [5, 10, 15, 20, 25, 30, 40, 50, 60] as const
export const SUPERMARKET_PREP_TIMES = [15, 30, 45, 60, 90, 120] as const

/**
 * Prep time options: the store's own, else the default list (supermarkets have their own), in groups of 3. The
 * preselection is always the store's default_prep_time (SPEC 9), joined to the list in its place when the list
 * leaves it out.
 */
export function prepTimeOptions(store: StoreLike): { groups: number[][]; initial: number } {
  const own = store.preparation_times.filter((n) => n > 0)
  const base = own.length ? own : [...(store.brand.supermarket ? SUPERMARKET_PREP_TIMES : RESTAURANT_PREP_TIMES)]
  const initial = store.default_prep_time
  const list = [...new Set(initial > 0 ? [...base, initial] : base)].sort((a, b) => a - b)
  const groups: number[][] = []
  for (let i = 0; i < list.length; i += 3) groups.push(list.slice(i, i + 3))
  return { groups, initial: initial > 0 ? initial : (list[0] ?? initial) }
}

export type Stage = { key: 'creation' | 'payment' | 'confirmation' | 'dispatch' | 'delivery' | 'declined' | 'cancelled' | 'noShow'; at: string }

/** Order history: the stages the order went through, in time order */
export function orderStages(o: Order): Stage[] {
  const t = o.timing
  const stages: [Stage['key'], string | null | undefined][] = [
    ['creation', t.created],
    ['payment', t.paid],
    ['confirmation', t.confirmed],
    ['dispatch', t.dispatched],
    ['delivery', t.delivered],
    ['declined', t.declined],
    ['cancelled', t.cancelled],
    ['noShow', t.no_show],
  ]
  return stages.filter((s): s is [Stage['key'], string] => !!s[1]).map(([key, at]) => ({ key, at })).sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
}

/** Customer display name: name, or first and last name, or the phone; a blank one (an app that sent '') is no name */
export const customerName = (o: Order) =>
  o.user.name?.trim() || [o.user.firstname, o.user.lastname].map((part) => part?.trim()).filter(Boolean).join(' ') || o.user.phone

/**
 * Text a person typed, put into a sentence (a notice): isolated (FSI … PDI), so a direction override in it (U+202E)
 * ends with it instead of reversing the rest of the sentence, the order code included.
 */
export const isolate = (text: string) => `\u2068${text}\u2069`

/** Mobile user-agent detection: click-to-open of rows is off on phones */
export const isPhoneUserAgent = (ua: string) => /Android.+Mobile|iPhone|iPod|Windows Phone|BlackBerry|Opera Mini|IEMobile|Mobile Safari/i.test(ua) && !/iPad|Tablet/i.test(ua)
export const isPhoneDevice = () => typeof navigator !== 'undefined' && isPhoneUserAgent(navigator.userAgent)
