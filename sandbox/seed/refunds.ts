// Refund requests on delivered orders. Customers ask for a refund on some lines; the store manager
// decides (Accepted / Rejected) and the payment provider then reports how paying it back went.
import type { Order, Refund } from '../contract-types'
import { fromMinor, toMinor } from './money'
import { unitTotalMinor } from './order-money'
import type { Rng } from './rng'
import { isoAt } from './time'

export type RefundStatus = Refund['status']
export type RefundPaymentStatus = Refund['payment_status']

/** Every pairing, so the Refunds view can show each badge combination */
export const REFUND_COMBINATIONS: [RefundStatus, RefundPaymentStatus][] = [
  [2, 3], [3, 1], [4, 2], [2, 1], [2, 2], [3, 2], [3, 3], [4, 1], [4, 3],
]

const DESCRIPTIONS = [
  'An item was missing from the bag',
  'The food arrived cold',
  'Received the wrong item',
  'Item was damaged',
  'Charged twice for the same item',
]
const REASONS: Record<3 | 4, string[]> = {
  3: ['Confirmed with the kitchen: the item was missing', 'Goodwill refund for a regular customer', 'Photo confirms the damage'],
  4: ['Order was complete on the handover video', 'Request made after the refund window', 'Item was delivered as ordered'],
}

export function makeRefund(
  order: Order,
  opts: { rng: Rng; status: RefundStatus; paymentStatus: RefundPaymentStatus; createdMs: number },
): Refund {
  const { rng } = opts
  const currency = order.financial.currency.code
  // switched-out lines (replacement qty 0) were never charged, so they cannot be refunded
  const kept = order.products.filter((l) => (l.replacement ? l.replacement.qty : l.qty) > 0)
  const lines = rng.shuffle(kept).slice(0, rng.chance(0.7) ? 1 : 2)
  const products = lines.map((l) => {
    const qty = l.replacement ? l.replacement.qty : l.qty
    return { order_product_id: l.order_product_id, name: l.original.name, qty: Math.max(1, rng.int(1, Math.max(1, qty))) }
  })
  const minor = lines.reduce((sum, l, i) => sum + unitTotalMinor(l, currency) * (products[i]?.qty ?? 0), 0)
  const amount = fromMinor(Math.min(minor, toMinor(order.financial.total_paid, currency)), currency)
  const status = opts.status
  return {
    status,
    created: isoAt(opts.createdMs),
    payment_status: opts.paymentStatus,
    code: `RF-${order.code}`,
    amount,
    currency,
    description: rng.chance(0.9) ? rng.pick(DESCRIPTIONS) : null,
    reason: status === 2 ? null : rng.pick(REASONS[status]),
    products,
  }
}
