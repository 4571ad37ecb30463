// msw handlers of the menu calls over a small in-memory menu that follows the server's rules (min_choices, the
// restock refusal, stock 0 sells out). Tests read `world` to see what was sent.
import { burgerMenu, type MenuCategory, type MenuProduct } from '../factories/menu'
import { api, HttpResponse, type Country } from './api'

export const RESTOCK_REFUSED = 'The product cannot be put back in stock while its modifier choices are out of stock'

export interface MenuWorld {
  categories: MenuCategory[]
  products: MenuProduct[]
  soldOutBodies: unknown[]
  stockBodies: unknown[]
  locales: (string | null)[]
}

export function menuWorld(menu = burgerMenu()): MenuWorld {
  return { ...menu, soldOutBodies: [], stockBodies: [], locales: [] }
}

const allowsStock = (p: MenuProduct) => p.modifiers.every((m) => m.choices.filter((c) => c.in_stock).length >= m.min_choices)
const offers = (p: MenuProduct, choiceId: number) => p.modifiers.some((m) => m.choices.some((c) => c.id === choiceId))
const eachChoice = (w: MenuWorld, id: number, change: (c: MenuProduct['modifiers'][number]['choices'][number]) => void) => {
  for (const p of w.products) for (const m of p.modifiers) for (const c of m.choices) if (c.id === id) change(c)
}
const copy = <T,>(v: T): T => structuredClone(v)

export function menuHandlers(w: MenuWorld, country: Country = 'KW') {
  return [
    api.get('/api/v1/store/{id}/category', ({ request }) => {
      w.locales.push(new URL(request.url).searchParams.get('_locale'))
      return HttpResponse.json(copy(w.categories))
    }, country),
    api.get('/api/v1/store/{id}/product', () => HttpResponse.json(copy(w.products)), country),
    api.post('/api/v1/store/soldout', async ({ request }) => {
      const body = await request.json()
      w.soldOutBodies.push(body)
      const soldOut = body.sold_out === '1'
      let changed: MenuProduct[] = []
      if (body.product_id !== undefined) {
        const p = w.products.find((x) => x.id === body.product_id)
        if (!p) return HttpResponse.json({ code: 404, message: 'Product not found' }, { status: 404 })
        if (!soldOut && !allowsStock(p)) return HttpResponse.json({ code: 400, message: RESTOCK_REFUSED }, { status: 400 })
        p.in_stock = !soldOut
        changed = [p]
      } else if (body.choice_id !== undefined) {
        eachChoice(w, body.choice_id, (c) => (c.in_stock = !soldOut))
        changed = w.products.filter((p) => offers(p, body.choice_id!))
        if (soldOut) for (const p of changed) if (!allowsStock(p)) p.in_stock = false
      } else if (body.category_id !== undefined) {
        const ids = new Set<number>()
        const walk = (list: MenuCategory[], inside: boolean) => {
          for (const c of list) {
            const hit = inside || c.id === body.category_id
            if (hit) ids.add(c.id)
            walk(c.children, hit)
          }
        }
        walk(w.categories, false)
        changed = w.products.filter((p) => ids.has(p.category.id))
        for (const p of changed) p.in_stock = soldOut ? false : allowsStock(p) ? true : p.in_stock
      }
      // like the backend, the answer is in English whatever the page's language
      return HttpResponse.json({ products: copy(changed) })
    }, country),
    api.post('/api/v1/store/product/stock', async ({ request }) => {
      const body = await request.json()
      w.stockBodies.push(body)
      let changed: MenuProduct[] = []
      if (body.product_id !== undefined) {
        const p = w.products.find((x) => x.id === body.product_id)!
        const ranOut = p.stock?.current === 0
        p.stock = { current: body.current }
        if (body.current === 0) p.in_stock = false
        else if (ranOut && allowsStock(p)) p.in_stock = true
        changed = [p]
      } else if (body.choice_id !== undefined) {
        eachChoice(w, body.choice_id, (c) => {
          c.stock = { current: body.current }
          if (body.current === 0) c.in_stock = false
        })
        changed = w.products.filter((p) => offers(p, body.choice_id!))
        for (const p of changed) if (!allowsStock(p)) p.in_stock = false
      }
      return HttpResponse.json({ products: copy(changed) })
    }, country),
  ]
}

/** The default world's menu (read-only, fresh for every request) so any page that shows /menu gets an answer */
export function defaultMenuHandlers(country: Country) {
  return [
    api.get('/api/v1/store/{id}/category', () => HttpResponse.json(burgerMenu().categories), country),
    api.get('/api/v1/store/{id}/product', () => HttpResponse.json(burgerMenu().products), country),
  ]
}
