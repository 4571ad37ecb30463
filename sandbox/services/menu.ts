// Sold-out and stock changes with the min_choices rule (SPEC sections 4 and 6); every change is broadcast.
import type { AccountRow } from '../db'
import type { MenuProduct } from '../contract-types'
import type { SeedMenu, SeedProduct, SeedStore } from '../seed/types'
import { toMenuProduct } from '../seed/localize'
import { badRequest, forbidden, notFound } from '../http'
import { emit, type World } from '../world'
import { canEditStock, canToggleSoldOut } from './permissions'

export const RESTOCK_REFUSED = 'The product cannot be put back in stock while its modifier choices are out of stock'

export function loadMenu(w: World, storeId: number): SeedMenu {
  const menu = w.db.menu(storeId)
  if (!menu) throw notFound('Menu not found')
  return menu
}

/** A product whose modifier has fewer in-stock choices than min_choices cannot be sold. */
export function choicesAllowStock(menu: SeedMenu, product: SeedProduct): boolean {
  return product.modifier_ids.every((mid) => {
    const m = menu.modifiers.find((x) => x.id === mid)
    if (!m) return true
    const inStock = m.choice_ids.filter((cid) => menu.choices.find((c) => c.id === cid)?.in_stock).length
    return inStock >= m.min_choices
  })
}

function descendants(menu: SeedMenu, categoryId: number): Set<number> {
  const ids = new Set([categoryId])
  for (let grew = true; grew; ) {
    grew = false
    for (const c of menu.categories) {
      if (c.parent_id !== null && ids.has(c.parent_id) && !ids.has(c.id)) {
        ids.add(c.id)
        grew = true
      }
    }
  }
  return ids
}

function broadcast(w: World, s: SeedStore, menu: SeedMenu, changed: SeedProduct[]): MenuProduct[] {
  w.db.saveMenu(menu)
  const products = changed.map((p) => toMenuProduct(p, menu, 'en'))
  if (products.length === 1) emit(w, s, { event: 'menu_product', payload: { product: products[0]! } })
  else if (products.length > 1) emit(w, s, { event: 'menu_products', payload: { products } })
  return products
}

export function setSoldOut(
  w: World,
  s: SeedStore,
  body: { product_id?: number; choice_id?: number; category_id?: number; sold_out: '1' | '0' },
  account: AccountRow,
): { products: MenuProduct[] } {
  if (!canToggleSoldOut(s.store, account)) throw forbidden('Only a store manager can change sold-out items of this store')
  const menu = loadMenu(w, s.store.id)
  const soldOut = body.sold_out === '1'
  let changed: SeedProduct[] = []

  if (body.product_id !== undefined) {
    const p = menu.products.find((x) => x.id === body.product_id)
    if (!p) throw notFound('Product not found')
    if (!soldOut && !choicesAllowStock(menu, p)) throw badRequest(RESTOCK_REFUSED)
    p.in_stock = !soldOut
    changed = [p]
  } else if (body.choice_id !== undefined) {
    const choice = menu.choices.find((c) => c.id === body.choice_id)
    if (!choice) throw notFound('Choice not found')
    choice.in_stock = !soldOut
    const modifiers = new Set(menu.modifiers.filter((m) => m.choice_ids.includes(choice.id)).map((m) => m.id))
    changed = menu.products.filter((p) => p.modifier_ids.some((id) => modifiers.has(id)))
    if (soldOut) for (const p of changed) if (!choicesAllowStock(menu, p)) p.in_stock = false
  } else if (body.category_id !== undefined) {
    if (!menu.categories.some((c) => c.id === body.category_id)) throw notFound('Category not found')
    const ids = descendants(menu, body.category_id)
    changed = menu.products.filter((p) => ids.has(p.category_id))
    // Restocking a category leaves out the products whose choices still forbid it.
    for (const p of changed) p.in_stock = soldOut ? false : choicesAllowStock(menu, p) ? true : p.in_stock
  }
  return { products: broadcast(w, s, menu, changed) }
}

export function setStock(
  w: World,
  s: SeedStore,
  body: { product_id?: number; choice_id?: number; current: number },
  account: AccountRow,
): { products: MenuProduct[] } {
  if (!canEditStock(s.store, account)) throw forbidden('Stock editing is not allowed for this user or store')
  const menu = loadMenu(w, s.store.id)
  let changed: SeedProduct[] = []
  if (body.product_id !== undefined) {
    const p = menu.products.find((x) => x.id === body.product_id)
    if (!p) throw notFound('Product not found')
    const ranOut = p.stock === 0
    p.stock = body.current
    // Stock reaching zero sells the product out; refilling a product that had run out puts it back.
    if (body.current === 0) p.in_stock = false
    else if (ranOut && choicesAllowStock(menu, p)) p.in_stock = true
    changed = [p]
  } else if (body.choice_id !== undefined) {
    const choice = menu.choices.find((c) => c.id === body.choice_id)
    if (!choice) throw notFound('Choice not found')
    const ranOut = choice.stock === 0
    choice.stock = body.current
    if (body.current === 0) choice.in_stock = false
    else if (ranOut) choice.in_stock = true
    const modifiers = new Set(menu.modifiers.filter((m) => m.choice_ids.includes(choice.id)).map((m) => m.id))
    changed = menu.products.filter((p) => p.modifier_ids.some((id) => modifiers.has(id)))
    for (const p of changed) if (!choicesAllowStock(menu, p)) p.in_stock = false
  }
  return { products: broadcast(w, s, menu, changed) }
}
