// Supermarket pending orders (SPEC 4 and 5): per-product quantity controls, the switch out, the 1-second pause
// before a change is sent, and Canceled Items once the order is no longer pending. Pure: no React, no I/O.
import type { components } from '../lib/api/schema.gen'
import { PENDING } from './orders'

type Order = components['schemas']['Order']
type OrderProduct = components['schemas']['OrderProduct']

/** SPEC 9: product replacement delay */
export const REPLACEMENT_DELAY_MS = 1000

/** The quantity the store will hand over: the replacement's qty when there is one, else the ordered qty */
export const currentQty = (p: Pick<OrderProduct, 'qty' | 'replacement'>) => p.replacement?.qty ?? p.qty

/** Replacements apply to a supermarket order while it is pending */
export const editsReplacements = (order: Pick<Order, 'status'>, supermarket: boolean) => supermarket && order.status.id === PENDING

/** SPEC 5: decrease is disabled at 1; increase is disabled at the original quantity (0 is the switch, not the minus) */
export function quantityControls(qty: number, original: number): { canDecrease: boolean; canIncrease: boolean } {
  return { canDecrease: qty > 1, canIncrease: qty >= 1 && qty < original }
}

/** Keeps a wanted quantity within 0 (switched out) and the original quantity */
export const clampQty = (qty: number, original: number) => Math.max(0, Math.min(original, Math.round(qty)))

/** A product switched out (replacement qty 0) */
export const isSwitchedOut = (p: Pick<OrderProduct, 'replacement'>) => p.replacement?.qty === 0

/**
 * The drawer's product lists: once the order is no longer pending, switched-out products move to Canceled Items;
 * while it is pending they stay in the list (shown as switched out, with a way back).
 */
export function productLists<P extends Pick<OrderProduct, 'replacement'>>(order: { status: { id: number }; products: readonly P[] }): { items: P[]; canceled: P[] } {
  if (order.status.id === PENDING) return { items: [...order.products], canceled: [] }
  return { items: order.products.filter((p) => !isSwitchedOut(p)), canceled: order.products.filter(isSwitchedOut) }
}

/** How many items will be handed over (replacement quantities) */
export const itemCount = (products: readonly Pick<OrderProduct, 'qty' | 'replacement'>[]) => products.reduce((n, p) => n + currentQty(p), 0)

/** The request body of POST /order/product/replacement: every field a string (SPEC 7) */
export function replacementBody(orderId: number, product: Pick<OrderProduct, 'order_product_id' | 'original'>, qty: number) {
  return { order_id: String(orderId), order_product_id: String(product.order_product_id), replacement_product_id: String(product.original.id), qty: String(qty) }
}
