// The menu list as the server changes it (SPEC 4): a response or a live menu_product(s) update merged by id.
// Pure: no React, no I/O. Product lists are immutable: untouched products stay the same object (memoised rows).
import type { MenuProduct } from './menu'

/**
 * The sold-out and stock responses and the live events carry products in one language (the contract gives them
 * no _locale), while the page loaded its names in the user's language: keep the loaded names of the product,
 * its modifiers and its choices, take everything else from the incoming product.
 */
export function keepNames(incoming: MenuProduct, existing: MenuProduct | undefined): MenuProduct {
  if (!existing) return incoming
  const modifierNames = new Map(existing.modifiers.map((m) => [m.id, m.name]))
  const choiceNames = new Map<number, string>()
  for (const m of existing.modifiers) for (const c of m.choices) choiceNames.set(c.id, c.name)
  return {
    ...incoming,
    name: existing.name,
    modifiers: incoming.modifiers.map((m) => ({
      ...m,
      name: modifierNames.get(m.id) ?? m.name,
      choices: m.choices.map((c) => ({ ...c, name: choiceNames.get(c.id) ?? c.name })),
    })),
  }
}

/** One product replaces the product with the same id (a product the list does not have is ignored) */
export function replaceProduct(list: readonly MenuProduct[], product: MenuProduct): MenuProduct[] {
  const index = list.findIndex((p) => p.id === product.id)
  if (index < 0) return list.slice()
  const next = list.slice()
  next[index] = keepNames(product, list[index])
  return next
}

/** Several products are merged by id: known ids are replaced, unknown ones are added at the end */
export function mergeProducts(list: readonly MenuProduct[], products: readonly MenuProduct[]): MenuProduct[] {
  const incoming = new Map(products.map((p) => [p.id, p]))
  const next = list.map((p) => {
    const update = incoming.get(p.id)
    if (!update) return p
    incoming.delete(p.id)
    return keepNames(update, p)
  })
  for (const p of incoming.values()) next.push(p)
  return next
}

/** SPEC 4, menu product live update: one item replaces the matching id; several are merged by id */
export function applyProducts(list: readonly MenuProduct[], products: readonly MenuProduct[]): MenuProduct[] {
  if (products.length === 0) return list.slice()
  if (products.length === 1) return replaceProduct(list, products[0]!)
  return mergeProducts(list, products)
}
