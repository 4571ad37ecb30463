// The one place that knows how an order's money adds up, shared by the factory, the tests and the server
// (which must recompute after a supermarket replacement):
//   line total     = (price + Σ choice.price × choice.qty) × qty        (replacement.total_price once replaced)
//   products_price = Σ line totals
//   VAT            = (products_price − discount + fee) × vat_percent / 100   (tips are not taxed)
//   total_price    = products_price − discount + fee + tips + VAT
//   remaining      = total_price − total_paid
// Everything is summed in minor units and rounded to the currency's decimals (KWD 3, SAR 2).
import type { Financial, Order, OrderProduct } from '../contract-types'
import { fromMinor, toMinor } from './money'

type LineInput = Pick<OrderProduct, 'price' | 'qty' | 'modifiers'>

/** Minor units of one product unit with its choices */
export function unitTotalMinor(line: Pick<OrderProduct, 'price' | 'modifiers'>, currency: string): number {
  let minor = toMinor(line.price, currency)
  for (const m of line.modifiers) for (const c of m.choices) minor += toMinor(c.price, currency) * c.qty
  return minor
}

export function lineTotal(line: LineInput, currency: string, qty = line.qty): number {
  return fromMinor(unitTotalMinor(line, currency) * qty, currency)
}

/** What a line counts for now: the replacement total once staff lowered or switched it out */
export function effectiveLineTotal(line: Pick<OrderProduct, 'total_price' | 'replacement'>): number {
  return line.replacement ? line.replacement.total_price : line.total_price
}

export type MoneyInput = {
  currency: string
  productsPrice: number
  discount: number
  fee: number
  tips: number
  vatPercent: number
  /** how much of the total is still to be collected (cash on pickup); 0 when fully paid */
  remaining: number
}

export function buildFinancial(m: MoneyInput): Financial {
  const c = m.currency
  const products = toMinor(m.productsPrice, c)
  const discount = Math.min(toMinor(m.discount, c), products)
  const fee = toMinor(m.fee, c)
  const tips = toMinor(m.tips, c)
  const vat = Math.round(((products - discount + fee) * m.vatPercent) / 100)
  const total = products - discount + fee + tips + vat
  const remaining = Math.min(toMinor(m.remaining, c), total)
  return {
    currency: { code: c },
    products_price: fromMinor(products, c),
    discount: fromMinor(discount, c),
    tips: fromMinor(tips, c),
    fee: fromMinor(fee, c),
    total_price: fromMinor(total, c),
    vat_percent: m.vatPercent,
    total_vat_price: fromMinor(vat, c),
    total_paid: fromMinor(total - remaining, c),
    remaining_balance: fromMinor(remaining, c),
  }
}

/**
 * Financial of an order after its lines changed (a replacement): the discount keeps its rate, fee, tips and
 * VAT rate stay, and whatever is still owed in cash keeps its share of the new total.
 */
export function recalcFinancial(order: Pick<Order, 'financial' | 'products'>): Financial {
  const f = order.financial
  const c = f.currency.code
  const oldProducts = toMinor(f.products_price, c)
  const newProducts = order.products.reduce((sum, p) => sum + toMinor(effectiveLineTotal(p), c), 0)
  const rate = oldProducts > 0 ? toMinor(f.discount, c) / oldProducts : 0
  const owedShare = f.total_price > 0 ? f.remaining_balance / f.total_price : 0
  const draft = buildFinancial({
    currency: c,
    productsPrice: fromMinor(newProducts, c),
    discount: fromMinor(Math.round(newProducts * rate), c),
    fee: f.fee,
    tips: f.tips,
    vatPercent: f.vat_percent,
    remaining: 0,
  })
  return buildFinancial({
    currency: c,
    productsPrice: draft.products_price,
    discount: draft.discount,
    fee: draft.fee,
    tips: draft.tips,
    vatPercent: draft.vat_percent,
    remaining: fromMinor(Math.round(toMinor(draft.total_price, c) * owedShare), c),
  })
}
