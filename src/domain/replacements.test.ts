import { describe, expect, it } from 'vitest'
import { makeOrder, makeProduct } from '../../tests/factories/orders'
import { clampQty, currentQty, editsReplacements, isSwitchedOut, itemCount, productLists, quantityControls, REPLACEMENT_DELAY_MS, replacementBody } from './replacements'

describe('quantity controls (SPEC 5: decrease disabled at 1, increase disabled at the original quantity)', () => {
  it('between 1 and the original quantity', () => {
    expect(quantityControls(3, 3)).toEqual({ canDecrease: true, canIncrease: false })
    expect(quantityControls(2, 3)).toEqual({ canDecrease: true, canIncrease: true })
    expect(quantityControls(1, 3)).toEqual({ canDecrease: false, canIncrease: true })
    expect(quantityControls(1, 1)).toEqual({ canDecrease: false, canIncrease: false })
  })

  it('a switched-out product (0) has neither: it comes back with its own control', () => {
    expect(quantityControls(0, 3)).toEqual({ canDecrease: false, canIncrease: false })
  })

  it('clamps a wanted quantity to 0..original', () => {
    expect(clampQty(5, 3)).toBe(3)
    expect(clampQty(-1, 3)).toBe(0)
    expect(clampQty(2, 3)).toBe(2)
  })

  it('waits 1000 ms before sending (SPEC 9: product replacement delay)', () => {
    expect(REPLACEMENT_DELAY_MS).toBe(1000)
  })
})

describe('replacement quantities', () => {
  it('the current quantity is the replacement qty when there is one', () => {
    expect(currentQty(makeProduct({ qty: 3, replacement: null }))).toBe(3)
    expect(currentQty(makeProduct({ qty: 3, replacement: { qty: 1, total_price: 1 } }))).toBe(1)
    expect(currentQty(makeProduct({ qty: 3, replacement: { qty: 0, total_price: 0 } }))).toBe(0)
    expect(itemCount([makeProduct({ qty: 3, replacement: { qty: 1, total_price: 1 } }), makeProduct({ qty: 2 })])).toBe(3)
  })

  it('applies to supermarket orders while pending', () => {
    expect(editsReplacements(makeOrder(), true)).toBe(true)
    expect(editsReplacements(makeOrder(), false)).toBe(false)
    expect(editsReplacements(makeOrder({ status: { id: 3, name: 'Preparing' } }), true)).toBe(false)
  })

  it('switched-out products (qty 0) move to Canceled Items once the order is no longer pending', () => {
    const out = makeProduct({ replacement: { qty: 0, total_price: 0 } })
    const kept = makeProduct({ replacement: { qty: 1, total_price: 1 } })
    const plain = makeProduct()
    expect(isSwitchedOut(out)).toBe(true)
    expect(isSwitchedOut(kept)).toBe(false)
    expect(productLists(makeOrder({ products: [out, kept, plain] }))).toEqual({ items: [out, kept, plain], canceled: [] })
    expect(productLists(makeOrder({ status: { id: 3, name: 'Preparing' }, products: [out, kept, plain] }))).toEqual({ items: [kept, plain], canceled: [out] })
  })

  it('sends every field as a string, with the product itself as the replacement (SPEC 7)', () => {
    const p = makeProduct({ order_product_id: 77, original: { id: 501, name: 'Milk', photo: null, loyalty: false, nutritional: null } })
    expect(replacementBody(12, p, 2)).toEqual({ order_id: '12', order_product_id: '77', replacement_product_id: '501', qty: '2' })
  })
})
