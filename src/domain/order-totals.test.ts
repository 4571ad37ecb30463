import { describe, expect, it } from 'vitest'
import { orderTotal, orderTotals } from './order-totals'

// A supermarket basket in Riyadh: a coupon, 15 % VAT, part paid from the wallet and the rest owed in cash
const basket = {
  currency: { code: 'SAR' },
  products_price: 100,
  discount: 10,
  tips: 0,
  fee: 0,
  vat_percent: 15,
  total_vat_price: 13.5,
  total_price: 103.5,
  total_paid: 50,
  remaining_balance: 53.5,
}
const sum = (...xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) * 100) / 100

describe('one order, one total (hide_discount)', () => {
  it('with the discount shown: subtotal − discount + VAT is the order total, paid + cash is the total', () => {
    const t = orderTotals(basket, true)
    expect(t).toMatchObject({ subtotal: 100, discount: 10, vat: 13.5, total: 103.5, paid: 50, cash: 53.5 })
    expect(sum(t.subtotal, -t.discount!, t.fee, t.tips, t.vat)).toBe(t.total)
    expect(sum(t.paid, t.cash)).toBe(t.total)
  })

  it('with the discount hidden: no discount line, the discount added back into the total and the online payment; the cash to collect unchanged', () => {
    const t = orderTotals(basket, false)
    expect(t).toMatchObject({ discount: null, total: 113.5, paid: 60, cash: 53.5 })
    expect(sum(t.subtotal, t.fee, t.tips, t.vat)).toBe(t.total)
    expect(sum(t.paid, t.cash)).toBe(t.total)
    expect(orderTotal(basket, false)).toBe(113.5)
  })

  it('changes nothing without a discount, and adds in minor units (KWD 3 decimals)', () => {
    expect(orderTotals({ ...basket, discount: 0, total_price: 115, total_vat_price: 15, remaining_balance: 65 }, false)).toMatchObject({ discount: null, total: 115, paid: 50 })
    const kwd = { ...basket, currency: { code: 'KWD' }, discount: 0.1, total_price: 5.2, total_paid: 5.2, remaining_balance: 0, vat_percent: 0, total_vat_price: 0 }
    expect(orderTotals(kwd, false)).toMatchObject({ total: 5.3, paid: 5.3 })
  })
})
