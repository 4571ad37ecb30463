// Orders and menus are stored once, in English; a request with _locale=ar gets a copy with every name the
// seed knows in Arabic (store, brand, statuses, methods, products, modifiers, choices, car, payment, area).
// Free text typed by people (comments, notes, addresses' streets) stays as it was written.
import type { Locale, MenuCategory, MenuProduct, Order, Store } from '../contract-types'
import { COLLECTION_METHOD_NAMES, HERO_COMPANY, ORDER_STATUS_NAMES, PAYMENT_METHOD_NAMES, STORE_STATUS_NAMES } from './names'
import { areaArabic } from './places'
import { productPhoto } from './order-products'
import type { SeedCustomer, SeedMenu, SeedProduct, SeedStore } from './types'

export type LocalizeContext = { menu: SeedMenu; customer: SeedCustomer | null; store: SeedStore }

export function localizeOrder(order: Order, locale: Locale, ctx: LocalizeContext): Order {
  const o = structuredClone(order)
  if (locale === 'en') return o
  const productById = new Map(ctx.menu.products.map((p) => [p.id, p]))
  const modifierById = new Map(ctx.menu.modifiers.map((m) => [m.id, m]))
  const choiceById = new Map(ctx.menu.choices.map((c) => [c.id, c]))

  o.status.name = ORDER_STATUS_NAMES[o.status.id].ar
  o.collectionMethod.name = COLLECTION_METHOD_NAMES[o.collectionMethod.id].ar
  o.payment.method_name = PAYMENT_METHOD_NAMES[o.payment.method.id].ar
  o.store.name = ctx.store.nameAr
  o.store.brand.name = ctx.store.brandNameAr
  if (o.user.id === 0 && o.user.name === 'Guest') o.user.name = 'ضيف'

  const productOfLine = new Map<number, number>()
  for (const line of o.products) {
    productOfLine.set(line.order_product_id, line.original.id)
    const p = productById.get(line.original.id)
    if (p) line.original.name = p.name.ar
    for (const m of line.modifiers) {
      const sm = modifierById.get(m.id)
      if (sm) m.original.name = sm.name.ar
      for (const c of m.choices) {
        const sc = choiceById.get(c.id)
        if (sc) c.original.name = sc.name.ar
      }
    }
  }
  if (o.refund) {
    for (const rp of o.refund.products) {
      const p = productById.get(productOfLine.get(rp.order_product_id) ?? -1)
      if (p) rp.name = p.name.ar
    }
  }

  const car = ctx.customer?.car
  if (o.car && car) {
    o.car.make.name = car.make.ar
    o.car.type.name = car.type.ar
    o.car.color.name = car.color.ar
  }

  if (o.delivery) {
    if (o.delivery.delivery_company?.name === HERO_COMPANY.en) o.delivery.delivery_company.name = HERO_COMPANY.ar
    const area = o.delivery.home?.area
    if (area) area.name = areaArabic(area.name) ?? area.name
  }
  return o
}

/** The store as GET /store/{id} returns it in a locale: store, brand and status names change */
export function localizeStore(seedStore: SeedStore, locale: Locale): Store {
  const s = structuredClone(seedStore.store)
  if (locale === 'en') return s
  s.name = seedStore.nameAr
  s.brand.name = seedStore.brandNameAr
  s.status.name = STORE_STATUS_NAMES[s.status.id].ar
  return s
}

type MenuIndex = {
  modifierById: Map<number, SeedMenu['modifiers'][number]>
  choiceById: Map<number, SeedMenu['choices'][number]>
}

const indexOf = (menu: SeedMenu): MenuIndex => ({
  modifierById: new Map(menu.modifiers.map((m) => [m.id, m])),
  choiceById: new Map(menu.choices.map((c) => [c.id, c])),
})

function menuProduct(p: SeedProduct, index: MenuIndex, locale: Locale): MenuProduct {
  const modifiers: MenuProduct['modifiers'] = []
  for (const mid of p.modifier_ids) {
    const m = index.modifierById.get(mid)
    if (!m) continue
    const choices: MenuProduct['modifiers'][number]['choices'] = []
    for (const cid of m.choice_ids) {
      const c = index.choiceById.get(cid)
      if (!c) continue
      choices.push({ id: c.id, name: c.name[locale], in_stock: c.in_stock, price: c.price, stock: c.stock === null ? null : { current: c.stock } })
    }
    modifiers.push({ id: m.id, name: m.name[locale], min_choices: m.min_choices, choices })
  }
  return {
    id: p.id,
    name: p.name[locale],
    photo: productPhoto(p.photo),
    price: p.price,
    in_stock: p.in_stock,
    category: { id: p.category_id },
    stock: p.stock === null ? null : { current: p.stock },
    modifiers,
  }
}

export function toMenuProduct(seedProduct: SeedProduct, menu: SeedMenu, locale: Locale): MenuProduct {
  return menuProduct(seedProduct, indexOf(menu), locale)
}

/**
 * The category tree and product list of a menu in one locale. A category is in stock while any product
 * under it (children included) is; an empty category counts as in stock, there is nothing to sell out.
 */
export function localizeMenu(menu: SeedMenu, locale: Locale): { categories: MenuCategory[]; products: MenuProduct[] } {
  const index = indexOf(menu)
  const childrenOf = new Map<number | null, SeedMenu['categories']>()
  for (const c of menu.categories) {
    const list = childrenOf.get(c.parent_id) ?? []
    list.push(c)
    childrenOf.set(c.parent_id, list)
  }
  const productsOf = new Map<number, SeedProduct[]>()
  for (const p of menu.products) {
    const list = productsOf.get(p.category_id) ?? []
    list.push(p)
    productsOf.set(p.category_id, list)
  }
  const build = (parent: number | null): MenuCategory[] =>
    (childrenOf.get(parent) ?? [])
      .slice()
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((c) => {
        const children = build(c.id)
        const own = productsOf.get(c.id) ?? []
        const hasProducts = own.length > 0 || children.some((ch) => !isEmpty(ch, productsOf))
        const in_stock = !hasProducts || own.some((p) => p.in_stock) || children.some((ch) => ch.in_stock && !isEmpty(ch, productsOf))
        return { id: c.id, name: c.name[locale], in_stock, children }
      })
  return { categories: build(null), products: menu.products.map((p) => menuProduct(p, index, locale)) }
}

function isEmpty(c: MenuCategory, productsOf: Map<number, SeedProduct[]>): boolean {
  return (productsOf.get(c.id)?.length ?? 0) === 0 && c.children.every((ch) => isEmpty(ch, productsOf))
}
