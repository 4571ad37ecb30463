import { describe, expect, it } from 'vitest'
import { applyChoiceRule } from './menu-build'
import { buildLargeMenu, buildMenus } from './menus'
import type { SeedMenu } from './types'

const menus = buildMenus()
const menuOf = (id: number) => menus.find((m) => m.storeId === id) as SeedMenu

function idsUnique(list: SeedMenu[]) {
  for (const kind of ['categories', 'products', 'modifiers', 'choices'] as const) {
    const ids = list.flatMap((m) => m[kind].map((x) => x.id))
    expect(new Set(ids).size, kind).toBe(ids.length)
  }
}

describe('seeded menus', () => {
  it('give every store its own ids, unique per kind across all stores', () => {
    idsUnique([...menus, buildLargeMenu(301, 500, 1_000_000)])
  })

  it('have the expected sizes, nesting, shared modifiers and sold-out items', () => {
    for (const id of [101, 102]) {
      const m = menuOf(id)
      expect(m.products.length).toBeGreaterThanOrEqual(25)
      expect(m.categories.filter((c) => c.parent_id !== null).length).toBeGreaterThanOrEqual(4)
      const usage = new Map<number, number>()
      for (const p of m.products) for (const mid of p.modifier_ids) usage.set(mid, (usage.get(mid) ?? 0) + 1)
      expect([...usage.values()].some((n) => n >= 5)).toBe(true)
      expect(m.modifiers.some((x) => x.min_choices === 0)).toBe(true)
      expect(m.products.some((p) => !p.in_stock)).toBe(true)
      expect(m.choices.some((c) => !c.in_stock)).toBe(true)
      expect(m.products.every((p) => p.stock === null)).toBe(true)
    }
    // per-store sold-out state differs between the two branches
    const out = (id: number) => menuOf(id).products.filter((p) => !p.in_stock).map((p) => p.name.en).sort()
    expect(out(101)).not.toEqual(out(102))
    const market = menuOf(201)
    expect(market.products.length).toBeGreaterThanOrEqual(40)
    expect(market.products.every((p) => typeof p.stock === 'number')).toBe(true)
    for (const p of market.products) if (p.stock === 0) expect(p.in_stock).toBe(false)
    expect(market.products.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(3)
    expect(market.products.some((p) => p.nutritional !== null)).toBe(true)
  })

  it('have names in both languages, photos under /media and prices', () => {
    for (const m of menus) {
      for (const x of [...m.categories, ...m.products, ...m.modifiers, ...m.choices]) {
        expect(x.name.en.length).toBeGreaterThan(0)
        expect(x.name.ar).toMatch(/[\u0600-\u06FF]/)
      }
      for (const p of m.products) {
        expect(p.photo).toBe(`/media/product/${p.id}.png`)
        expect(p.price).toBeGreaterThan(0)
      }
    }
  })

  it('keep a product out of stock when a required modifier has too few choices left', () => {
    for (const m of menus) {
      const before = JSON.stringify(m)
      const copy = structuredClone(m)
      applyChoiceRule(copy)
      expect(JSON.stringify(copy)).toBe(before)
    }
    const m = structuredClone(menuOf(101))
    const sauce = m.modifiers.find((x) => x.name.en === 'Sauce')
    for (const c of m.choices) if (sauce?.choice_ids.includes(c.id)) c.in_stock = false
    applyChoiceRule(m)
    const withSauce = m.products.filter((p) => sauce && p.modifier_ids.includes(sauce.id))
    expect(withSauce.length).toBeGreaterThan(5)
    expect(withSauce.every((p) => !p.in_stock)).toBe(true)
  })
})

describe('buildLargeMenu', () => {
  it('builds thousands of products quickly and deterministically', () => {
    const t0 = performance.now()
    const big = buildLargeMenu(901, 2000, 2_000_000)
    expect(performance.now() - t0).toBeLessThan(2000)
    expect(big.products).toHaveLength(2000)
    expect(big.products[0]?.id).toBe(2_000_000)
    expect(big.categories.length).toBe(20)
    expect(JSON.stringify(buildLargeMenu(901, 2000, 2_000_000))).toBe(JSON.stringify(big))
    const catIds = new Set(big.categories.map((c) => c.id))
    expect(big.products.every((p) => catIds.has(p.category_id))).toBe(true)
  })
})
