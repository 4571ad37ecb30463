// One order, one total: the figures the board, the drawer, past orders and both receipts show (SPEC 6: discount
// display depends on hide_discount). The spec spells the rule out only for the daily report: when the discount is
// hidden it is added back into the total and the online payment. We apply the same rule to an order, so every
// screen agrees and every printed list adds up. Pure: no React, no I/O.
import { addMoney } from './money'

type Financial = {
  currency: { code: string }
  products_price: number
  discount: number
  tips: number
  fee: number
  total_price: number
  vat_percent: number
  total_vat_price: number
  total_paid: number
  remaining_balance: number
}

export type OrderTotals = {
  currency: string
  subtotal: number
  /** the discount line (positive), or null when it is not shown (hidden by the store, or none) */
  discount: number | null
  fee: number
  tips: number
  vat: number
  vatPercent: number
  /** subtotal − discount (when shown) + fee + tips + VAT */
  total: number
  /** paid online; with the discount hidden, the discount counts as paid online */
  paid: number
  /** what staff collect in cash at hand-over (the balance still owed); never changed by hiding the discount */
  cash: number
}

/** The order's figures as shown, with the discount shown or hidden (shown = !store.hide_discount) */
export function orderTotals(f: Financial, showDiscount: boolean): OrderTotals {
  const c = f.currency.code
  const hidden = !showDiscount && f.discount > 0
  return {
    currency: c,
    subtotal: f.products_price,
    discount: showDiscount && f.discount > 0 ? f.discount : null,
    fee: f.fee,
    tips: f.tips,
    vat: f.total_vat_price,
    vatPercent: f.vat_percent,
    total: hidden ? addMoney(f.total_price, f.discount, c) : f.total_price,
    paid: hidden ? addMoney(f.total_paid, f.discount, c) : f.total_paid,
    cash: f.remaining_balance,
  }
}

/** The one total a row shows (board and past orders) */
export const orderTotal = (f: Financial, showDiscount: boolean) => orderTotals(f, showDiscount).total
