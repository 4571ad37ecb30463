import { describe, expect, it } from 'vitest'
import { burgerMenu } from '../../tests/factories/menu'
import { parseStockInput, STOCK_MAX, stockInputText, withChoiceStock, withProductStock } from './menu-stock'

describe('stock (SPEC 4, 5)', () => {
  it('input: digits only, no leading zero, empty submits 0', () => {
    expect(parseStockInput('')).toEqual({ kind: 'ok', value: 0 })
    expect(parseStockInput('042')).toEqual({ kind: 'ok', value: 42 })
    expect(parseStockInput('00')).toEqual({ kind: 'ok', value: 0 })
    expect(parseStockInput(' 12 ')).toEqual({ kind: 'ok', value: 12 })
    expect(stockInputText('007')).toBe('7')
    expect(stockInputText('00')).toBe('0')
    expect(stockInputText('0')).toBe('0')
    expect(stockInputText('')).toBe('')
  })

  it('input: anything but a whole number of digits is refused as typed, never read as another number', () => {
    for (const typed of ['2.5', '-5', '٢٫٥', '1e3', '1,000,000', 'twelve', '12a-3', '1 2', '+5']) {
      expect(parseStockInput(typed), typed).toEqual({ kind: 'notWhole' })
      expect(stockInputText(typed), typed).toBe(typed)
    }
  })

  it("input: more than the contract's 999999 is refused, not cut to 6 digits", () => {
    expect(STOCK_MAX).toBe(999999)
    expect(parseStockInput('999999')).toEqual({ kind: 'ok', value: 999999 })
    expect(parseStockInput('1000000')).toEqual({ kind: 'tooBig' })
    expect(parseStockInput('0000001234567')).toEqual({ kind: 'tooBig' })
    expect(stockInputText('1234567')).toBe('1234567')
    // leading zeros are no digits of the count
    expect(parseStockInput('0000999999')).toEqual({ kind: 'ok', value: 999999 })
  })

  it('input: Arabic-Indic digits, as Arabic keyboards type them, count as digits (٥٠ is 50, not an empty 0)', () => {
    expect(stockInputText('٥٠')).toBe('50')
    expect(stockInputText('۱۲')).toBe('12')
    expect(parseStockInput('٠٠٧')).toEqual({ kind: 'ok', value: 7 })
  })

  it('input: a count pasted from Arabic text with a direction mark (invisible) is read as its digits', () => {
    for (const pasted of ['\u200F١٢', '12\u200E', '\u061C12', '\u202B12\u202C', '\u2067١٢\u2069']) {
      expect(parseStockInput(pasted), JSON.stringify(pasted)).toEqual({ kind: 'ok', value: 12 })
      expect(stockInputText(pasted), JSON.stringify(pasted)).toBe('12')
    }
    // nothing but a mark is an empty field: 0
    expect(parseStockInput('\u200F')).toEqual({ kind: 'ok', value: 0 })
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
