// Gives an order a new id and code. Histories are built per store and then merged; renumbering afterwards
// keeps ids ascending in time across all stores, as a real backend's auto-increment would.
import type { SeedOrder } from './types'

export function renumberOrder(so: SeedOrder, id: number, code: string): SeedOrder {
  const o = so.order
  const oldCode = o.code
  const lineId = (old: number) => id * 100 + (old % 100)
  const order = {
    ...o,
    id,
    code,
    products: o.products.map((p) => ({ ...p, order_product_id: lineId(p.order_product_id) })),
    delivery: o.delivery && {
      ...o.delivery,
      tracking_link: o.delivery.tracking_link?.replace(oldCode, code) ?? null,
    },
    refund: o.refund && {
      ...o.refund,
      code: o.refund.code.replace(oldCode, code),
      products: o.refund.products.map((p) => ({ ...p, order_product_id: lineId(p.order_product_id) })),
    },
  }
  return { order, meta: { ...so.meta } }
}
