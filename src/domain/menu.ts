// Rules of the menu and stock page (SPEC sections 2, 4, 5 and 9). Pure: no React, no I/O.
// Product lists are treated as immutable: every function returns a new list and keeps the untouched
// products as they were (same object), so memoised rows re-render only when their product changed.
import type { components } from '../lib/api/schema.gen'
import { sanitizeSearch, SEARCH_MIN_LENGTH } from './search'

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

// ------------------------------------------------------------------------------------------ responses and live updates
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

// ------------------------------------------------------------------------------------------ local changes after success
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

// ------------------------------------------------------------------------------------------ the Choices pseudo-category
export interface DistinctChoice {
  id: number
  name: string
  in_stock: boolean
  stock: MenuChoice['stock']
  price: number | undefined
  /** Names of the modifiers that offer it (usually one) */
  modifiers: string[]
  /** How many products offer it */
  productCount: number
}

/** Every distinct choice once (choices are shared between products), in the order they first appear */
export function distinctChoices(products: readonly MenuProduct[]): DistinctChoice[] {
  const byId = new Map<number, DistinctChoice>()
  for (const p of products) {
    const seenHere = new Set<number>()
    for (const m of p.modifiers) {
      for (const c of m.choices) {
        let entry = byId.get(c.id)
        if (!entry) {
          entry = { id: c.id, name: c.name, in_stock: c.in_stock, stock: c.stock, price: c.price, modifiers: [], productCount: 0 }
          byId.set(c.id, entry)
        }
        if (!entry.modifiers.includes(m.name)) entry.modifiers.push(m.name)
        if (!seenHere.has(c.id)) {
          seenHere.add(c.id)
          entry.productCount++
        }
      }
    }
  }
  return [...byId.values()]
}

// ------------------------------------------------------------------------------------------ search and show filter
export type ShowFilter = 'all' | 'inStock' | 'outOfStock'
export const SHOW_FILTERS: readonly ShowFilter[] = ['all', 'inStock', 'outOfStock']

export type MenuSearch =
  | { kind: 'none' }
  | { kind: 'pattern'; pattern: RegExp }
  | { kind: 'tooShort' }
  | { kind: 'invalid'; message: string }

/**
 * The menu search (SPEC 5): the characters ? * ^ $ [ ] \ / ( ) { } | are stripped, as from every search, and the rest
 * matches literally and case-insensitively. Product names are compared with the same characters stripped, so
 * 'Burger (L)' finds 'Burger (L)', and 'a[' is a search for 'a' (too short) instead of an invalid pattern. The minimum
 * length of 3 counts the stripped, trimmed input. The escaped pattern cannot fail to compile; should the engine
 * refuse it anyway, its message is shown (SPEC 8).
 */
export function parseMenuSearch(input: string, min = SEARCH_MIN_LENGTH): MenuSearch {
  const text = sanitizeSearch(input).trim()
  if (text === '') return { kind: 'none' }
  if (text.length < min) return { kind: 'tooShort' }
  try {
    return { kind: 'pattern', pattern: new RegExp(text.replace(/[.+-]/g, '\\$&'), 'i') }
  } catch (error) {
    return { kind: 'invalid', message: error instanceof Error ? error.message : String(error) }
  }
}

/** A name as the menu search sees it: the stripped characters left out, as from the input */
export const searchableName = (name: string) => sanitizeSearch(name)

export function matchesShow(inStock: boolean, show: ShowFilter): boolean {
  return show === 'all' || (show === 'inStock' ? inStock : !inStock)
}

// ------------------------------------------------------------------------------------------ rows of the list
export const CHOICES_KEY = 'choices'
export const OTHER_KEY = 'other'
export const categoryKey = (id: number) => `c${id}`

export type MenuRow =
  | {
      kind: 'category'
      key: string
      /** null for the pseudo-categories (Choices, products of unknown categories) */
      id: number | null
      /** 'choices' and 'other' for the pseudo-categories */
      special: 'choices' | 'other' | null
      name: string
      depth: number
      /** Matching products (or choices) in the category and its subcategories */
      total: number
      soldOut: number
      expanded: boolean
    }
  | { kind: 'product'; key: string; depth: number; product: MenuProduct }
  | { kind: 'choice'; key: string; choice: DistinctChoice }
  | { kind: 'empty'; key: string; depth: number }

export interface RowOptions {
  pattern: RegExp | null
  show: ShowFilter
  /** Keys of the open accordion sections (ignored while a search or filter is active: every match is shown) */
  expanded: ReadonlySet<string>
  names: { choices: string; other: string }
}

/** The accordion as one flat list of rows (categories, subcategories, products, then the Choices pseudo-category) */
export function menuRows(
  tree: readonly MenuCategory[],
  products: readonly MenuProduct[],
  choices: readonly DistinctChoice[],
  options: RowOptions,
): MenuRow[] {
  const { pattern, show, expanded } = options
  const filtering = pattern !== null || show !== 'all'
  const matches = (name: string, inStock: boolean) => matchesShow(inStock, show) && (pattern === null || pattern.test(searchableName(name)))

  const byCategory = new Map<number, MenuProduct[]>()
  const known = new Set<number>()
  const index = (list: readonly MenuCategory[]) => {
    for (const c of list) {
      known.add(c.id)
      index(c.children)
    }
  }
  index(tree)
  const other: MenuProduct[] = []
  for (const p of products) {
    if (!matches(p.name, p.in_stock)) continue
    if (!known.has(p.category.id)) {
      other.push(p)
      continue
    }
    const list = byCategory.get(p.category.id)
    if (list) list.push(p)
    else byCategory.set(p.category.id, [p])
  }

  const rows: MenuRow[] = []
  const section = (
    head: Omit<Extract<MenuRow, { kind: 'category' }>, 'total' | 'soldOut' | 'expanded' | 'kind'>,
    total: number,
    soldOut: number,
    body: () => MenuRow[],
  ): MenuRow[] => {
    if (filtering && total === 0) return []
    const open = filtering || expanded.has(head.key)
    const out: MenuRow[] = [{ kind: 'category', ...head, total, soldOut, expanded: open }]
    if (open) {
      const inner = body()
      out.push(...(inner.length ? inner : [{ kind: 'empty' as const, key: `${head.key}:empty`, depth: head.depth + 1 }]))
    }
    return out
  }

  const walk = (list: readonly MenuCategory[], depth: number): { rows: MenuRow[]; total: number; soldOut: number } => {
    let total = 0
    let soldOut = 0
    const out: MenuRow[] = []
    for (const c of list) {
      const own = byCategory.get(c.id) ?? []
      const sub = walk(c.children, depth + 1)
      const t = own.length + sub.total
      const s = own.filter((p) => !p.in_stock).length + sub.soldOut
      total += t
      soldOut += s
      const key = categoryKey(c.id)
      out.push(
        ...section({ key, id: c.id, special: null, name: c.name, depth }, t, s, () => [
          ...sub.rows,
          ...own.map((product): MenuRow => ({ kind: 'product', key: `p${product.id}`, depth: depth + 1, product })),
        ]),
      )
    }
    return { rows: out, total, soldOut }
  }
  rows.push(...walk(tree, 0).rows)

  if (other.length) {
    rows.push(
      ...section({ key: OTHER_KEY, id: null, special: 'other', name: options.names.other, depth: 0 }, other.length, other.filter((p) => !p.in_stock).length, () =>
        other.map((product): MenuRow => ({ kind: 'product', key: `p${product.id}`, depth: 1, product })),
      ),
    )
  }

  if (choices.length) {
    const shown = choices.filter((c) => matches(c.name, c.in_stock))
    rows.push(
      ...section(
        { key: CHOICES_KEY, id: null, special: 'choices', name: options.names.choices, depth: 0 },
        shown.length,
        shown.filter((c) => !c.in_stock).length,
        () => shown.map((choice): MenuRow => ({ kind: 'choice', key: `ch${choice.id}`, choice })),
      ),
    )
  }
  return rows
}

/** Every accordion key of the tree plus the pseudo-categories (Expand all) */
export function allSectionKeys(tree: readonly MenuCategory[]): string[] {
  const keys: string[] = []
  const walk = (list: readonly MenuCategory[]) => {
    for (const c of list) {
      keys.push(categoryKey(c.id))
      walk(c.children)
    }
  }
  walk(tree)
  return [...keys, OTHER_KEY, CHOICES_KEY]
}

// ------------------------------------------------------------------------------------------ stock input
export const STOCK_MAX_DIGITS = 6

/** Stock quantity input (SPEC 5): digits only, no leading zero ('007' → '7', '00' → '0'), at most 6 digits */
export function sanitizeStockInput(raw: string): string {
  return raw.replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, STOCK_MAX_DIGITS)
}

/** The number the stock input submits: empty becomes 0 */
export function stockValue(text: string): number {
  const clean = sanitizeStockInput(text)
  return clean === '' ? 0 : Number(clean)
}
