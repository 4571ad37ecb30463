import { describe, expect, it } from 'vitest'
import { burgerMenu, makeProduct } from '../../tests/factories/menu'
import { distinctChoices } from './menu-choices'
import { allSectionKeys, keptItems, type MenuRow, menuRows, type RowOptions } from './menu-rows'
import { parseMenuSearch } from './menu-search'

const names = { choices: 'Choices', other: 'Other products' }
const rowKeys = (rows: MenuRow[]) => rows.map((r) => r.key)
const options = (o: Partial<RowOptions> = {}): RowOptions => ({ pattern: null, show: 'all', expanded: new Set(), names, ...o })

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

  it('a filtered view keeps the items it has shown when they stop matching its show filter, and adds new matches', () => {
    const inStock = menuRows(categories, products, choices, options({ show: 'inStock' }))
    const kept = keptItems(new Set(), inStock)
    expect(kept.has('p1005') && kept.has('ch510')).toBe(true)
    expect(keptItems(kept, inStock)).toBe(kept)
    // Fries sold out, Truffle Mushroom Burger back in stock
    const changed = products.map((p) => (p.id === 1005 ? { ...p, in_stock: false } : p.id === 1003 ? { ...p, in_stock: true } : p))
    const rows = menuRows(categories, changed, distinctChoices(changed), options({ show: 'inStock', keep: kept }))
    expect(rowKeys(rows)).toEqual([...rowKeys(inStock).slice(0, 4), 'p1003', ...rowKeys(inStock).slice(4)])
    expect(rows.find((r) => r.key === 'p1005')).toMatchObject({ product: { in_stock: false } })
    expect(keptItems(kept, rows).has('p1003')).toBe(true)
    // the search still applies to what is kept
    expect(rowKeys(menuRows(categories, changed, choices, options({ show: 'inStock', keep: kept, pattern: /onion/i })))).toEqual(['c4', 'p1006'])
  })
})
