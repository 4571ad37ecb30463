// Picks what a customer ordered from a menu: products with valid modifier choices (every required modifier
// gets exactly min_choices choices, optional ones zero to two) and prices taken from the menu at order time.
import type { OrderProduct } from '../contract-types'
import { lineTotal } from './order-money'
import type { Rng } from './rng'
import type { SeedChoice, SeedMenu, SeedModifier, SeedProduct } from './types'

const KITCHEN_NOTES = ['No onions, please', 'Well done', 'Extra crispy', 'Sauce on the side', 'No ice', 'Cut in half please']
const GROCERY_NOTES = ['Ripe ones please', 'Check the expiry date', 'Smallest size available', 'Any brand is fine']

export type MenuIndex = {
  products: SeedProduct[]
  modifierById: Map<number, SeedModifier>
  choiceById: Map<number, SeedChoice>
}

export function indexMenu(menu: SeedMenu): MenuIndex {
  return {
    products: menu.products,
    modifierById: new Map(menu.modifiers.map((m) => [m.id, m])),
    choiceById: new Map(menu.choices.map((c) => [c.id, c])),
  }
}

export const productPhoto = (path: string | null) => (path === null ? null : { mini: path, small: path, big: path })

/** One order line for `product`, or null when a required modifier has too few choices to pick from */
export function orderLine(
  product: SeedProduct,
  index: MenuIndex,
  opts: { rng: Rng; orderProductId: number; qty: number; currency: string; inStockOnly: boolean; supermarket: boolean },
): OrderProduct | null {
  const { rng } = opts
  const modifiers: OrderProduct['modifiers'] = []
  for (const mid of product.modifier_ids) {
    const modifier = index.modifierById.get(mid)
    if (!modifier) continue
    const pool = modifier.choice_ids
      .map((cid) => index.choiceById.get(cid))
      .filter((c): c is SeedChoice => c !== undefined && (!opts.inStockOnly || c.in_stock))
    if (pool.length < modifier.min_choices) return null
    const count = modifier.min_choices > 0 ? modifier.min_choices : pool.length > 0 && rng.chance(0.45) ? rng.int(1, Math.min(2, pool.length)) : 0
    if (count === 0) continue
    const picked = rng.shuffle(pool).slice(0, count)
    modifiers.push({
      id: modifier.id,
      original: { name: modifier.name.en },
      choices: picked.map((c) => ({
        id: c.id,
        original: { name: c.name.en },
        // extras are sometimes doubled; required choices (size, sauce) are one each
        qty: modifier.min_choices === 0 && c.price > 0 && rng.chance(0.15) ? 2 : 1,
        price: c.price,
      })),
    })
  }
  const line: OrderProduct = {
    order_product_id: opts.orderProductId,
    original: {
      id: product.id,
      name: product.name.en,
      photo: productPhoto(product.photo),
      loyalty: product.loyalty,
      nutritional: product.nutritional ? { ...product.nutritional } : null,
    },
    qty: opts.qty,
    price: product.price,
    total_price: 0,
    currency: { code: opts.currency },
    modifiers,
    comments: rng.chance(0.12) ? rng.pick(opts.supermarket ? GROCERY_NOTES : KITCHEN_NOTES) : null,
    in_stock: true,
    replacement: null,
  }
  line.total_price = lineTotal(line, opts.currency)
  return line
}

/** The lines of one order: 1–4 for a restaurant, 3–9 for a supermarket basket, never the same product twice */
export function pickLines(
  menu: SeedMenu,
  opts: { rng: Rng; orderId: number; currency: string; inStockOnly: boolean; supermarket: boolean },
): OrderProduct[] {
  const { rng } = opts
  const index = indexMenu(menu)
  const candidates = rng.shuffle(menu.products.filter((p) => !opts.inStockOnly || p.in_stock))
  const wanted = opts.supermarket ? rng.int(3, 9) : rng.pick([1, 1, 2, 2, 2, 3, 3, 4])
  const lines: OrderProduct[] = []
  for (const product of candidates) {
    if (lines.length >= wanted) break
    const qty = opts.supermarket ? rng.pick([1, 1, 1, 2, 2, 3, 4, 6]) : rng.pick([1, 1, 1, 1, 2, 2, 3])
    const line = orderLine(product, index, { ...opts, orderProductId: opts.orderId * 100 + lines.length + 1, qty })
    if (line) lines.push(line)
  }
  if (lines.length === 0) throw new Error(`menu of store ${menu.storeId} has nothing orderable`)
  return lines
}
