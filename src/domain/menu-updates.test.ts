import { describe, expect, it } from 'vitest'
import { burgerMenu, makeProduct } from '../../tests/factories/menu'
import { applyProducts } from './menu-updates'

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
