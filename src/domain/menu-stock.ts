// Stock on the menu page (SPEC 4, 5): the list after a sold-out or stock change succeeded (products, choices and
// categories), and the stock quantity input.
// Pure: no React, no I/O. Product lists are immutable: untouched products stay the same object (memoised rows).
import { choicesAllowStock, type MenuCategory, type MenuChoice, type MenuProduct } from './menu'
import { westernDigits } from './digits'
import { withoutFormatCharacters } from './invisible'

const hasChoice = (p: MenuProduct, choiceId: number) => p.modifiers.some((m) => m.choices.some((c) => c.id === choiceId))

function mapChoice(p: MenuProduct, choiceId: number, change: (c: MenuChoice) => MenuChoice): MenuProduct {
  return {
    ...p,
    modifiers: p.modifiers.map((m) =>
      m.choices.some((c) => c.id === choiceId) ? { ...m, choices: m.choices.map((c) => (c.id === choiceId ? change(c) : c)) } : m,
    ),
  }
}

/** A product sold out or back in stock */
export function withProductSoldOut(list: readonly MenuProduct[], productId: number, soldOut: boolean): MenuProduct[] {
  return list.map((p) => (p.id === productId ? { ...p, in_stock: !soldOut } : p))
}

/**
 * A choice sold out or back in stock, in every product that offers it. Selling a choice out takes out of stock
 * every product whose modifier now has fewer in-stock choices than min_choices; putting it back restocks nothing.
 */
export function withChoiceSoldOut(list: readonly MenuProduct[], choiceId: number, soldOut: boolean): MenuProduct[] {
  return list.map((p) => {
    if (!hasChoice(p, choiceId)) return p
    const next = mapChoice(p, choiceId, (c) => ({ ...c, in_stock: !soldOut }))
    if (soldOut && next.in_stock && !choicesAllowStock(next)) next.in_stock = false
    return next
  })
}

/** The ids of a category and every category under it */
export function categoryAndDescendants(tree: readonly MenuCategory[], categoryId: number): Set<number> {
  const ids = new Set<number>()
  const collect = (c: MenuCategory) => {
    ids.add(c.id)
    c.children.forEach(collect)
  }
  const find = (list: readonly MenuCategory[]): boolean =>
    list.some((c) => {
      if (c.id === categoryId) {
        collect(c)
        return true
      }
      return find(c.children)
    })
  find(tree)
  return ids
}

/** A whole category (and its subcategories) sold out or back in stock; restocking skips products whose choices forbid it */
export function withCategorySoldOut(
  list: readonly MenuProduct[],
  tree: readonly MenuCategory[],
  categoryId: number,
  soldOut: boolean,
): MenuProduct[] {
  const ids = categoryAndDescendants(tree, categoryId)
  return list.map((p) => {
    if (!ids.has(p.category.id)) return p
    const inStock = soldOut ? false : choicesAllowStock(p) ? true : p.in_stock
    return inStock === p.in_stock ? p : { ...p, in_stock: inStock }
  })
}

/** in_stock of a category and its subcategories */
export function withCategoryTreeInStock(tree: readonly MenuCategory[], categoryId: number, inStock: boolean): MenuCategory[] {
  const ids = categoryAndDescendants(tree, categoryId)
  const walk = (list: readonly MenuCategory[]): MenuCategory[] =>
    list.map((c) => ({ ...c, in_stock: ids.has(c.id) ? inStock : c.in_stock, children: walk(c.children) }))
  return walk(tree)
}

/** Categories of a response replace in_stock of the categories with the same id */
export function withCategoriesFrom(tree: readonly MenuCategory[], changed: readonly MenuCategory[]): MenuCategory[] {
  const inStock = new Map<number, boolean>()
  const index = (list: readonly MenuCategory[]) => {
    for (const c of list) {
      inStock.set(c.id, c.in_stock)
      index(c.children)
    }
  }
  index(changed)
  const walk = (list: readonly MenuCategory[]): MenuCategory[] =>
    list.map((c) => ({ ...c, in_stock: inStock.get(c.id) ?? c.in_stock, children: walk(c.children) }))
  return walk(tree)
}

/** A product's stock count; 0 sells it out */
export function withProductStock(list: readonly MenuProduct[], productId: number, current: number): MenuProduct[] {
  return list.map((p) => (p.id === productId ? { ...p, stock: { current }, in_stock: current === 0 ? false : p.in_stock } : p))
}

/** A choice's stock count in every product that offers it; 0 sells the choice out (and the min_choices rule applies) */
export function withChoiceStock(list: readonly MenuProduct[], choiceId: number, current: number): MenuProduct[] {
  const stocked = list.map((p) => (hasChoice(p, choiceId) ? mapChoice(p, choiceId, (c) => ({ ...c, stock: { current } })) : p))
  return current === 0 ? withChoiceSoldOut(stocked, choiceId, true) : stocked
}

// ------------------------------------------------------------------------------------------ stock input
export const STOCK_MAX_DIGITS = 6
/** The contract's maximum count (6 digits) */
export const STOCK_MAX = 999_999

export type StockInput = { kind: 'ok'; value: number } | { kind: 'notWhole' } | { kind: 'tooBig' }

/** What was typed without the invisible characters a paste from Arabic text brings along (a direction mark) */
const visible = (raw: string) => withoutFormatCharacters(raw).trim()

/** The text as a whole number of digits (Arabic-Indic ones read as 0–9, no leading zero), or null when it is not one */
function wholeDigits(raw: string): string | null {
  const text = westernDigits(visible(raw))
  return /^[0-9]+$/.test(text) ? text.replace(/^0+(?=[0-9])/, '') : null
}

/**
 * Stock quantity input (SPEC 5): digits only, empty is 0, no leading zero, at most the contract's 999999. Anything
 * else ('2.5', '-5', '1e3', '1,000', 'twelve') is refused, never read as another number: dropping the other
 * characters would save 25 for 2.5 and sell a product out for a pasted word.
 */
export function parseStockInput(raw: string): StockInput {
  if (visible(raw) === '') return { kind: 'ok', value: 0 }
  const digits = wholeDigits(raw)
  if (digits === null) return { kind: 'notWhole' }
  if (digits.length > STOCK_MAX_DIGITS) return { kind: 'tooBig' }
  return { kind: 'ok', value: Number(digits) }
}

/** What the field shows for what was typed: a whole number as its 0–9 digits without a leading zero; anything else as typed, to be corrected */
export function stockInputText(raw: string): string {
  return wholeDigits(raw) ?? raw
}
