// Every role and permission rule of SPEC section 6, in one place. Components ask here; they never re-derive.
import type { Store } from './types'

export const ROLE_STORE_MANAGER = 'ROLE_STORE_MANAGER'

type MaybeUser = { readonly roles: readonly string[] } | null | undefined
type StoreFlags = Pick<Store, 'change_status_allowed' | 'change_collection_allowed' | 'service_hours'>

export function isStoreManager(user: MaybeUser): boolean {
  return !!user && user.roles.includes(ROLE_STORE_MANAGER)
}

/** Reports navigation item (the manager rule under this screen's name) @alias */
export const canSeeReports = isStoreManager

/** Insights navigation item and page: the shift's figures, like Reports, are for store managers @alias */
export const canSeeInsights = isStoreManager

/** Loyalty navigation item: the brand allows manual punches */
export function canSeeLoyalty(store: Pick<Store, 'brand'> | null | undefined): boolean {
  return !!store && store.brand.loyalty.manual_punches_allowed
}

/**
 * The store status selector is editable only if the store may change status, may NOT change collection
 * availability, and is not closed per its service hours. Otherwise the status is read-only text.
 */
export function canChangeStoreStatus(store: StoreFlags | null | undefined): boolean {
  return !!store && store.change_status_allowed && !store.change_collection_allowed && !store.service_hours.closed
}

/**
 * 'Open Now' on the 'Open in {time}' overlay: the status rule above without its service-hours clause, since opening
 * early is exactly a change while closed per service hours (the backend accepts Open then, and only Open).
 */
export function canOpenEarly(store: StoreFlags | null | undefined): boolean {
  return !!store && store.change_status_allowed && !store.change_collection_allowed
}

/** The Manage link of the collection-methods strip */
export function canManageAvailability(store: Pick<Store, 'change_collection_allowed'> | null | undefined): boolean {
  return !!store && store.change_collection_allowed
}

/** Menu sold-out toggles and category sold-out buttons: manager role and the store's soldout_allowed */
export function canToggleSoldOut(user: MaybeUser, store: Pick<Store, 'soldout_allowed'> | null | undefined): boolean {
  return isStoreManager(user) && !!store && store.soldout_allowed
}

/** Stock editing: manager role, stock_enabled and change_stock_allowed */
export function canEditStock(user: MaybeUser, store: Pick<Store, 'stock_enabled' | 'change_stock_allowed'> | null | undefined): boolean {
  return isStoreManager(user) && !!store && store.stock_enabled && store.change_stock_allowed
}

/** Accepting or rejecting a refund request (the 'Decide' action): manager role; staff see it disabled @alias */
export const canDecideRefund = isStoreManager

/** Supermarket product replacement switch on orders (manager role) @alias */
export const canSwitchReplacement = isStoreManager

/** Discounts are shown unless the store hides them */
export function canSeeDiscount(store: Pick<Store, 'hide_discount'> | null | undefined): boolean {
  return !!store && !store.hide_discount
}

/** Print buttons are hidden for pending orders when the brand has an invoice print limit */
export function canPrintOrder(store: Pick<Store, 'brand'> | null | undefined, orderIsPending: boolean): boolean {
  if (!store) return false
  return !(orderIsPending && store.brand.invoice_print_limit != null)
}

/**
 * Force Dispatch: manager role, an unconfirmed order, a customer not yet arrived, and an assigned driver where the
 * delivery needs one (the driver rule itself is domain/dispatch's forceDispatchNeedsDriver, shared with the server).
 */
export function canForceDispatch(
  user: MaybeUser,
  order: { confirmed: boolean; customerArrived: boolean; needsDriver: boolean; hasDriver: boolean },
): boolean {
  return isStoreManager(user) && !order.confirmed && !order.customerArrived && (!order.needsDriver || order.hasDriver)
}
