import { describe, expect, it } from 'vitest'
import { burgerMenu } from '../../tests/factories/menu'
import { choicesAllowStock } from './menu'
import { withCategoriesFrom, withCategorySoldOut, withCategoryTreeInStock, withChoiceSoldOut, withProductSoldOut } from './menu-stock'

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
