// The menu page's Choices pseudo-category: every distinct choice once (SPEC 5).
import type { MenuChoice, MenuProduct } from './menu'

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
