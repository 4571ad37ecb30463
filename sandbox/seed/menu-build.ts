// Turns a readable menu description (names, prices, which modifiers a product uses) into a SeedMenu with
// numeric ids. Ids are derived from the store id so two branches of one brand never share an id and a
// sold-out toggle in one branch cannot leak into the other.
import type { SeedCategory, SeedChoice, SeedMenu, SeedModifier, SeedProduct, Text } from './types'

export type Nutrition = NonNullable<SeedProduct['nutritional']>
export type CategorySpec = { key: string; name: Text; parent?: string }
export type ChoiceSpec = { name: Text; price: number; out?: boolean; stock?: number | null }
export type ModifierSpec = { key: string; name: Text; min: number; choices: ChoiceSpec[] }
export type ProductSpec = {
  name: Text
  price: number
  category: string
  modifiers?: string[]
  out?: boolean
  /** supermarket stock count; 0 forces out of stock */
  stock?: number | null
  loyalty?: boolean
  nutrition?: Nutrition
}
export type MenuSpec = { categories: CategorySpec[]; modifiers: ModifierSpec[]; products: ProductSpec[] }

/** Id ranges of one seeded store (small menus only: at most 49 categories/modifiers, 499 products/choices) */
export function seedIdBase(storeId: number) {
  return {
    category: storeId * 100,
    modifier: storeId * 100 + 50,
    product: storeId * 1000,
    choice: storeId * 1000 + 500,
  }
}

export function buildMenuFromSpec(storeId: number, spec: MenuSpec, base = seedIdBase(storeId)): SeedMenu {
  const categoryIds = new Map<string, number>()
  const categories: SeedCategory[] = spec.categories.map((c, i) => {
    const id = base.category + i + 1
    categoryIds.set(c.key, id)
    const parent = c.parent === undefined ? null : categoryIds.get(c.parent)
    if (parent === undefined) throw new Error(`category ${c.key}: parent ${c.parent} must come first`)
    const siblings = spec.categories.slice(0, i).filter((o) => o.parent === c.parent).length
    return { id, parent_id: parent, name: c.name, position: siblings + 1 }
  })

  const choices: SeedChoice[] = []
  const modifierIds = new Map<string, number>()
  const modifiers: SeedModifier[] = spec.modifiers.map((m, i) => {
    const id = base.modifier + i + 1
    modifierIds.set(m.key, id)
    const choice_ids = m.choices.map((c) => {
      const choice: SeedChoice = {
        id: base.choice + choices.length + 1,
        name: c.name,
        price: c.price,
        in_stock: !c.out && c.stock !== 0,
        stock: c.stock ?? null,
      }
      choices.push(choice)
      return choice.id
    })
    return { id, name: m.name, min_choices: m.min, choice_ids }
  })

  const products: SeedProduct[] = spec.products.map((p, i) => {
    const id = base.product + i + 1
    const category_id = categoryIds.get(p.category)
    if (category_id === undefined) throw new Error(`product ${p.name.en}: unknown category ${p.category}`)
    const modifier_ids = (p.modifiers ?? []).map((k) => {
      const mid = modifierIds.get(k)
      if (mid === undefined) throw new Error(`product ${p.name.en}: unknown modifier ${k}`)
      return mid
    })
    return {
      id,
      category_id,
      name: p.name,
      price: p.price,
      photo: `/media/product/${id}.png`,
      in_stock: !p.out && p.stock !== 0,
      stock: p.stock ?? null,
      modifier_ids,
      loyalty: p.loyalty ?? true,
      nutritional: p.nutrition ?? null,
    }
  })

  const menu: SeedMenu = { storeId, categories, products, modifiers, choices }
  applyChoiceRule(menu)
  return menu
}

/**
 * SPEC section 4: a product whose modifier has fewer in-stock choices than min_choices cannot be ordered,
 * so it is out of stock. The seed applies the same rule the server applies on every toggle.
 */
export function applyChoiceRule(menu: SeedMenu): void {
  const choiceById = new Map(menu.choices.map((c) => [c.id, c]))
  const modifierById = new Map(menu.modifiers.map((m) => [m.id, m]))
  for (const p of menu.products) {
    for (const mid of p.modifier_ids) {
      const m = modifierById.get(mid)
      if (!m) continue
      const inStock = m.choice_ids.filter((cid) => choiceById.get(cid)?.in_stock).length
      if (inStock < m.min_choices) p.in_stock = false
    }
  }
}

export const nutrition = (calories: number, carbs: number, proteins: number, fat: number, fiber: number): Nutrition => ({
  calories,
  carbs,
  proteins,
  fat,
  fiber,
})
