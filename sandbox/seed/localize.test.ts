import { describe, expect, it } from 'vitest'
import { buildSeed } from './index'
import { localizeMenu, localizeOrder, localizeStore, toMenuProduct } from './localize'
import type { SeedOrder } from './types'

const seed = buildSeed(new Date('2025-06-15T09:20:00Z'), { currentOrders: true })
const ARABIC = /[\u0600-\u06FF]/

function ctxOf(so: SeedOrder) {
  const store = seed.stores.find((s) => s.store.id === so.meta.storeId)
  const menu = seed.menus.find((m) => m.storeId === so.meta.storeId)
  if (!store || !menu) throw new Error('unknown store')
  return { store, menu, customer: seed.customers.find((c) => c.id === so.meta.customerId) ?? null }
}

describe('localizeOrder', () => {
  it('gives every seeded name in Arabic', () => {
    for (const so of seed.orders) {
      const ctx = ctxOf(so)
      const ar = localizeOrder(so.order, 'ar', ctx)
      const label = `order ${so.order.id}`
      expect(ar.status.name, label).toMatch(ARABIC)
      expect(ar.collectionMethod.name, label).toMatch(ARABIC)
      expect(ar.payment.method_name, label).toMatch(ARABIC)
      expect(ar.store.name).toBe(ctx.store.nameAr)
      expect(ar.store.brand.name).toBe(ctx.store.brandNameAr)
      for (const line of ar.products) {
        expect(line.original.name, label).toBe(ctx.menu.products.find((p) => p.id === line.original.id)?.name.ar)
        for (const m of line.modifiers) {
          expect(m.original.name).toMatch(ARABIC)
          for (const c of m.choices) expect(c.original.name).toMatch(ARABIC)
        }
      }
      if (ar.car) {
        expect(ar.car.make.name).toBe(ctx.customer?.car?.make.ar)
        expect(ar.car.type.name).toBe(ctx.customer?.car?.type.ar)
        expect(ar.car.color.name).toBe(ctx.customer?.car?.color.ar)
      }
      if (ar.delivery?.home?.area) expect(ar.delivery.home.area.name).toMatch(ARABIC)
      if (ar.delivery?.delivery_company) expect(ar.delivery.delivery_company.name).toBe('هيرو')
      for (const p of ar.refund?.products ?? []) expect(p.name).toMatch(ARABIC)
      // numbers, ids and times are language-free and must not change
      expect(ar.financial).toEqual(so.order.financial)
      expect(ar.timing).toEqual(so.order.timing)
      expect(ar.products.map((p) => p.order_product_id)).toEqual(so.order.products.map((p) => p.order_product_id))
    }
  })

  it('uses the exact Arabic status names', () => {
    const names = new Map<number, string>()
    for (const so of seed.orders) names.set(so.order.status.id, localizeOrder(so.order, 'ar', ctxOf(so)).status.name)
    expect(Object.fromEntries(names)).toMatchObject({ 2: 'قيد الانتظار', 3: 'قيد التحضير', 5: 'تم التسليم', 6: 'مرفوض' })
  })

  it('returns a deep copy and never touches the stored order', () => {
    const so = seed.orders.find((o) => o.order.car && o.order.delivery) ?? seed.orders[0]
    if (!so) throw new Error('no orders')
    const before = JSON.stringify(so.order)
    const en = localizeOrder(so.order, 'en', ctxOf(so))
    expect(en).toEqual(so.order)
    expect(en).not.toBe(so.order)
    en.products[0]!.original.name = 'changed'
    localizeOrder(so.order, 'ar', ctxOf(so))
    expect(JSON.stringify(so.order)).toBe(before)
  })
})

describe('localizeMenu', () => {
  it('builds the category tree with children and per-locale names', () => {
    const menu = seed.menus.find((m) => m.storeId === 101)
    if (!menu) throw new Error('no menu')
    const en = localizeMenu(menu, 'en')
    const ar = localizeMenu(menu, 'ar')
    expect(en.categories.map((c) => c.name)).toEqual(['Burgers', 'Sides', 'Drinks', 'Desserts'])
    expect(en.categories[0]?.children.map((c) => c.name)).toEqual(['Beef Burgers', 'Chicken Burgers'])
    expect(ar.categories[0]?.name).toBe('البرجر')
    expect(ar.products.every((p) => ARABIC.test(p.name))).toBe(true)
    expect(en.products).toHaveLength(menu.products.length)
  })

  it('marks a category sold out when every product under it is', () => {
    const menu = structuredClone(seed.menus.find((m) => m.storeId === 101))
    if (!menu) throw new Error('no menu')
    const hot = menu.categories.find((c) => c.name.en === 'Hot Drinks')
    const drinks = menu.categories.find((c) => c.name.en === 'Drinks')
    for (const p of menu.products) if (p.category_id === hot?.id) p.in_stock = false
    let tree = localizeMenu(menu, 'en').categories
    let drinksNode = tree.find((c) => c.id === drinks?.id)
    expect(drinksNode?.children.find((c) => c.id === hot?.id)?.in_stock).toBe(false)
    expect(drinksNode?.in_stock).toBe(true)
    const cold = menu.categories.find((c) => c.name.en === 'Cold Drinks')
    for (const p of menu.products) if (p.category_id === cold?.id) p.in_stock = false
    tree = localizeMenu(menu, 'en').categories
    drinksNode = tree.find((c) => c.id === drinks?.id)
    expect(drinksNode?.in_stock).toBe(false)
  })

  it('toMenuProduct carries modifiers, choices, prices and stock', () => {
    const menu = seed.menus.find((m) => m.storeId === 201)
    const toast = menu?.products.find((p) => p.name.en === 'Whole Wheat Toast')
    if (!menu || !toast) throw new Error('no toast')
    const p = toMenuProduct(toast, menu, 'ar')
    expect(p).toMatchObject({ id: toast.id, name: 'خبز توست بالقمح الكامل', stock: { current: 35 }, category: { id: toast.category_id } })
    expect(p.modifiers[0]).toMatchObject({ name: 'التقطيع', min_choices: 1 })
    expect(p.modifiers[0]?.choices.map((c) => c.name)).toEqual(['كامل', 'مقطع'])
  })
})

describe('localizeStore', () => {
  it('names the store, brand and status in Arabic and leaves the stored copy alone', () => {
    const s = seed.stores[0]
    if (!s) throw new Error('no store')
    const ar = localizeStore(s, 'ar')
    expect(ar).toMatchObject({ name: s.nameAr, brand: { name: s.brandNameAr }, status: { name: 'مفتوح' } })
    expect(s.store.name).toBe('Salmiya')
    expect(localizeStore(s, 'en')).toEqual(s.store)
  })
})
