import { describe, expect, it } from 'vitest'
import { burgerMenu } from '../../tests/factories/menu'
import { sanitizeStockInput, stockValue, withChoiceStock, withProductStock } from './menu-stock'

describe('stock (SPEC 4, 5)', () => {
  it('input: digits only, no leading zero, at most 6 digits; empty submits 0', () => {
    expect(sanitizeStockInput('12a-3')).toBe('123')
    expect(sanitizeStockInput('007')).toBe('7')
    expect(sanitizeStockInput('00')).toBe('0')
    expect(sanitizeStockInput('0')).toBe('0')
    expect(sanitizeStockInput('')).toBe('')
    expect(sanitizeStockInput('1.5')).toBe('15')
    expect(sanitizeStockInput('0000001234567')).toBe('123456')
    expect(stockValue('')).toBe(0)
    expect(stockValue('042')).toBe(42)
  })

  it('input: Arabic-Indic digits, as Arabic keyboards type them, count as digits (٥٠ is 50, not an empty 0)', () => {
    expect(sanitizeStockInput('٥٠')).toBe('50')
    expect(sanitizeStockInput('۱۲')).toBe('12')
    expect(stockValue('٠٠٧')).toBe(7)
  })

  it('a stock of 0 sells the product (or the choice, and its products by min_choices) out', () => {
    const { products } = burgerMenu()
    const p = withProductStock(products, 1006, 0).find((x) => x.id === 1006)!
    expect(p).toMatchObject({ stock: { current: 0 }, in_stock: false })
    expect(withProductStock(products, 1006, 5).find((x) => x.id === 1006)).toMatchObject({ stock: { current: 5 }, in_stock: true })
    const c = withChoiceStock(products, 510, 0)
    expect(c.find((x) => x.id === 1004)?.in_stock).toBe(false)
    expect(c.find((x) => x.id === 1004)?.modifiers[0]?.choices[0]).toMatchObject({ stock: { current: 0 }, in_stock: false })
    expect(withChoiceStock(products, 510, 3).find((x) => x.id === 1004)?.modifiers[0]?.choices[0]).toMatchObject({ stock: { current: 3 }, in_stock: true })
  })
})
