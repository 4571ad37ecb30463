// The menu's types and the min_choices rule (SPEC sections 2, 4, 5 and 9); the menu page's other rules sit beside
// this file in menu-*.ts. Pure: no React, no I/O.
// Product lists are treated as immutable: every function returns a new list and keeps the untouched
// products as they were (same object), so memoised rows re-render only when their product changed.
import type { components } from '../lib/api/schema.gen'

type S = components['schemas']
export type MenuCategory = S['MenuCategory']
export type MenuProduct = S['MenuProduct']
export type MenuModifier = S['MenuModifier']
export type MenuChoice = S['MenuChoice']

// ------------------------------------------------------------------------------------------ min_choices
/** A modifier keeps its product sellable while at least min_choices of its choices are in stock */
export function modifierAllowsStock(modifier: Pick<MenuModifier, 'min_choices' | 'choices'>): boolean {
  let inStock = 0
  for (const c of modifier.choices) if (c.in_stock) inStock++
  return inStock >= modifier.min_choices
}

/** False when any modifier of the product has fewer in-stock choices than its min_choices */
export function choicesAllowStock(product: Pick<MenuProduct, 'modifiers'>): boolean {
  return product.modifiers.every(modifierAllowsStock)
}
