import { describe, expect, it } from 'vitest'
import { burgerMenu, makeProduct } from '../../tests/factories/menu'
import {
  allSectionKeys,
  applyProducts,
  choicesAllowStock,
  distinctChoices,
  menuRows,
  parseMenuSearch,
  searchableName,
  sanitizeStockInput,
  stockValue,
  withCategoriesFrom,
  withCategorySoldOut,
  withCategoryTreeInStock,
  withChoiceSoldOut,
  withChoiceStock,
  withProductSoldOut,
  withProductStock,
  type MenuRow,
  type RowOptions,
} from './menu'

const names = { choices: 'Choices', other: 'Other products' }
const rowKeys = (rows: MenuRow[]) => rows.map((r) => r.key)
const options = (o: Partial<RowOptions> = {}): RowOptions => ({ pattern: null, show: 'all', expanded: new Set(), names, ...o })

describe('min_choices rule (SPEC 4)', () => {
  it('selling out a choice so fewer than min_choices stay in stock takes every product offering it out of stock', () => {
    const { products } = burgerMenu()
    // Sauce has min 1 and only Lab Sauce in stock: selling it out leaves 0
    const next = withChoiceSoldOut(products, 510, true)
    for (const id of [1001, 1002, 1004]) expect(next.find((p) => p.id === id)?.in_stock).toBe(false)
    // every copy of the shared choice flipped
    expect(next.flatMap((p) => p.modifiers.flatMap((m) => m.choices)).filter((c) => c.id === 510).every((c) => !c.in_stock)).toBe(true)
    // products without the choice are the same objects
    expect(next.find((p) => p.id === 1005)).toBe(products.find((p) => p.id === 1005))
  })

  it('selling out a choice while enough stay in stock leaves the product in stock; restocking a choice restocks no product', () => {
    const { products } = burgerMenu()
    const one = withChoiceSoldOut(products, 501, true)
    expect(one.find((p) => p.id === 1001)?.in_stock).toBe(true)
    const both = withChoiceSoldOut(one, 500, true)
    expect(both.find((p) => p.id === 1001)?.in_stock).toBe(false)
    expect(choicesAllowStock(both.find((p) => p.id === 1001)!)).toBe(false)
    const back = withChoiceSoldOut(both, 500, false)
    expect(back.find((p) => p.id === 1001)?.in_stock).toBe(false)
    expect(choicesAllowStock(back.find((p) => p.id === 1001)!)).toBe(true)
  })

  it('toggles a product and keeps the others untouched', () => {
    const { products } = burgerMenu()
    const next = withProductSoldOut(products, 1005, true)
    expect(next.find((p) => p.id === 1005)?.in_stock).toBe(false)
    expect(next[0]).toBe(products[0])
  })

  it('a category sold out takes its subcategories; restocking skips products whose choices forbid it', () => {
    const { products, categories } = burgerMenu()
    const out = withCategorySoldOut(products, categories, 1, true)
    expect(out.filter((p) => [2, 3].includes(p.category.id)).every((p) => !p.in_stock)).toBe(true)
    expect(out.find((p) => p.id === 1005)?.in_stock).toBe(true)
    const noSauce = withChoiceSoldOut(out, 510, true)
    const back = withCategorySoldOut(noSauce, categories, 1, false)
    expect(back.filter((p) => [2, 3].includes(p.category.id)).every((p) => !p.in_stock)).toBe(true)
    const sauce = withChoiceSoldOut(noSauce, 510, false)
    expect(withCategorySoldOut(sauce, categories, 3, false).find((p) => p.id === 1004)?.in_stock).toBe(true)
  })

  it('category in_stock follows the tree and the response', () => {
    const { categories } = burgerMenu()
    const out = withCategoryTreeInStock(categories, 1, false)
    expect(out[0]?.in_stock).toBe(false)
    expect(out[0]?.children.every((c) => !c.in_stock)).toBe(true)
    expect(out[1]?.in_stock).toBe(true)
    const fromResponse = withCategoriesFrom(out, [{ id: 2, name: 'x', in_stock: true, children: [] }])
    expect(fromResponse[0]?.children[0]?.in_stock).toBe(true)
    expect(fromResponse[0]?.children[0]?.name).toBe('Beef Burgers')
  })
})

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

describe('menu product live updates and responses (SPEC 4)', () => {
  it('one item replaces the matching id; an unknown single id changes nothing', () => {
    const { products } = burgerMenu()
    const next = applyProducts(products, [{ ...products[4]!, in_stock: false }])
    expect(next.find((p) => p.id === 1005)?.in_stock).toBe(false)
    expect(next).toHaveLength(products.length)
    expect(applyProducts(products, [makeProduct({ id: 9, name: 'New' })])).toHaveLength(products.length)
  })

  it('several are merged by id: known replaced in place, unknown added', () => {
    const { products } = burgerMenu()
    const next = applyProducts(products, [{ ...products[0]!, in_stock: false }, makeProduct({ id: 9, name: 'New' })])
    expect(next[0]?.in_stock).toBe(false)
    expect(next.map((p) => p.id)).toEqual([...products.map((p) => p.id), 9])
    expect(next[1]).toBe(products[1])
  })

  it('keeps the names the page loaded in its language', () => {
    const { products } = burgerMenu()
    const arabic = { ...products[0]!, name: 'برجر كلاسيك', modifiers: products[0]!.modifiers.map((m) => ({ ...m, name: 'الحجم', choices: m.choices.map((c) => ({ ...c, name: 'عادي' })) })) }
    const next = applyProducts([arabic], [{ ...products[0]!, in_stock: false }])
    expect(next[0]).toMatchObject({ name: 'برجر كلاسيك', in_stock: false })
    expect(next[0]?.modifiers[0]?.name).toBe('الحجم')
    expect(next[0]?.modifiers[0]?.choices[0]?.name).toBe('عادي')
  })
})

describe('Choices pseudo-category', () => {
  it('lists every distinct choice once with its modifiers and how many products offer it', () => {
    const list = distinctChoices(burgerMenu().products)
    expect(list.map((c) => c.name)).toEqual(['Single', 'Double', 'Lab Sauce', 'Honey Mustard', 'Ketchup'])
    expect(list.find((c) => c.id === 510)).toMatchObject({ modifiers: ['Sauce'], productCount: 4 })
    expect(list.find((c) => c.id === 511)?.in_stock).toBe(false)
  })
})

describe('menu search (SPEC 5, 8)', () => {
  it('strips the special characters and matches the rest literally, case-insensitive; short input waits', () => {
    const s = parseMenuSearch('BURGER (L)')
    expect(s.kind).toBe('pattern')
    if (s.kind === 'pattern') {
      expect(s.pattern.test(searchableName('Classic Burger (L)'))).toBe(true)
      expect(s.pattern.test(searchableName('Classic Burger'))).toBe(false)
    }
    // the rest is literal: '.' and '+' are no pattern
    const dot = parseMenuSearch('7.5% Cola+')
    if (dot.kind === 'pattern') {
      expect(dot.pattern.test('7.5% Cola+ 330ml')).toBe(true)
      expect(dot.pattern.test('7x5% Colaa')).toBe(false)
    }
    expect(parseMenuSearch('Col[')).toMatchObject({ kind: 'pattern' })
    expect(parseMenuSearch('a[')).toEqual({ kind: 'tooShort' })
    expect(parseMenuSearch('fries|burger').kind).toBe('pattern')
    expect(parseMenuSearch('ab')).toEqual({ kind: 'tooShort' })
    expect(parseMenuSearch('   ')).toEqual({ kind: 'none' })
    expect(parseMenuSearch(' ^$[] ')).toEqual({ kind: 'none' })
  })

})

describe('rows of the accordion', () => {
  const { categories, products } = burgerMenu()
  const choices = distinctChoices(products)

  it('closed: one row per top category and the Choices pseudo-category, with counts of the whole subtree', () => {
    const rows = menuRows(categories, products, choices, options())
    expect(rowKeys(rows)).toEqual(['c1', 'c4', 'c5', 'choices'])
    expect(rows[0]).toMatchObject({ kind: 'category', total: 4, soldOut: 1, expanded: false })
    expect(rows[3]).toMatchObject({ special: 'choices', total: 5, soldOut: 1 })
  })

  it('open sections show subcategories, then products; an empty open category says so', () => {
    const rows = menuRows(categories, products, choices, options({ expanded: new Set(['c1', 'c2', 'c5']) }))
    expect(rowKeys(rows)).toEqual(['c1', 'c2', 'p1001', 'p1002', 'p1003', 'c3', 'c4', 'c5', 'c5:empty', 'choices'])
    expect(rows.find((r) => r.key === 'p1001')).toMatchObject({ depth: 2 })
  })

  it("finds 'Burger (L)' in the rows, and searches on 'a[' instead of erroring", () => {
    const named = [...products, makeProduct({ id: 1999, name: 'Burger (L)', category: products[0]!.category })]
    const s = parseMenuSearch('Burger (L)')
    const rows = menuRows(categories, named, choices, options({ pattern: s.kind === 'pattern' ? s.pattern : null }))
    expect(rowKeys(rows)).toContain('p1999')
    expect(parseMenuSearch('a[').kind).not.toBe('invalid')
  })
  it('a search shows the matching products and choices in open sections and hides the rest', () => {
    const rows = menuRows(categories, products, choices, options({ pattern: /sauce|fries/i }))
    expect(rowKeys(rows)).toEqual(['c4', 'p1005', 'choices', 'ch510'])
  })

  it('the show filter keeps in-stock or out-of-stock items', () => {
    const out = menuRows(categories, products, choices, options({ show: 'outOfStock' }))
    expect(rowKeys(out)).toEqual(['c1', 'c2', 'p1003', 'choices', 'ch511'])
    const inStock = menuRows(categories, products, choices, options({ show: 'inStock' }))
    expect(rowKeys(inStock)).not.toContain('p1003')
    expect(rowKeys(inStock)).toContain('p1006')
  })

  it('products of a category the tree does not have go to a pseudo-category', () => {
    const rows = menuRows(categories, [...products, makeProduct({ id: 7, name: 'Lost', category: { id: 99 } })], choices, options({ expanded: new Set(['other']) }))
    expect(rowKeys(rows)).toContain('other')
    expect(rowKeys(rows)).toContain('p7')
    expect(allSectionKeys(categories)).toEqual(['c1', 'c2', 'c3', 'c4', 'c5', 'other', 'choices'])
  })
})
