// The menu page's accordion as one flat list of rows (categories, subcategories, products, then Choices).
import type { MenuCategory, MenuProduct } from './menu'
import type { DistinctChoice } from './menu-choices'
import { matchesShow, searchableName, type ShowFilter } from './menu-search'

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
  /** Keys of items ('p7', 'ch3') shown whatever the show filter says (items the filtered view has shown: keptItems) */
  keep?: ReadonlySet<string>
}

const NONE: ReadonlySet<string> = new Set()
export const productKey = (id: number) => `p${id}`
export const choiceKey = (id: number) => `ch${id}`

/** The accordion as one flat list of rows (categories, subcategories, products, then the Choices pseudo-category) */
export function menuRows(
  tree: readonly MenuCategory[],
  products: readonly MenuProduct[],
  choices: readonly DistinctChoice[],
  options: RowOptions,
): MenuRow[] {
  const { pattern, show, expanded, keep = NONE } = options
  const filtering = pattern !== null || show !== 'all'
  const matches = (key: string, name: string, inStock: boolean) =>
    (matchesShow(inStock, show) || keep.has(key)) && (pattern === null || pattern.test(searchableName(name)))

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
    if (!matches(productKey(p.id), p.name, p.in_stock)) continue
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
          ...own.map((product): MenuRow => ({ kind: 'product', key: productKey(product.id), depth: depth + 1, product })),
        ]),
      )
    }
    return { rows: out, total, soldOut }
  }
  rows.push(...walk(tree, 0).rows)

  if (other.length) {
    rows.push(
      ...section({ key: OTHER_KEY, id: null, special: 'other', name: options.names.other, depth: 0 }, other.length, other.filter((p) => !p.in_stock).length, () =>
        other.map((product): MenuRow => ({ kind: 'product', key: productKey(product.id), depth: 1, product })),
      ),
    )
  }

  if (choices.length) {
    const shown = choices.filter((c) => matches(choiceKey(c.id), c.name, c.in_stock))
    rows.push(
      ...section(
        { key: CHOICES_KEY, id: null, special: 'choices', name: options.names.choices, depth: 0 },
        shown.length,
        shown.filter((c) => !c.in_stock).length,
        () => shown.map((choice): MenuRow => ({ kind: 'choice', key: choiceKey(choice.id), choice })),
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

/**
 * The items a filtered view keeps: those it showed before (`kept`) and those it shows now (`rows`). The same set when
 * nothing new shows, so a caller can tell. An item sold out or back in stock, here or on another device, then stays in
 * the view it no longer matches until the search or the show filter changes: the rows on screen stay where they are.
 */
export function keptItems(kept: ReadonlySet<string>, rows: readonly MenuRow[]): ReadonlySet<string> {
  let next: Set<string> | null = null
  for (const row of rows) {
    if (row.kind !== 'product' && row.kind !== 'choice') continue
    if (kept.has(row.key) || next?.has(row.key)) continue
    next ??= new Set(kept)
    next.add(row.key)
  }
  return next ?? kept
}
