// A supermarket basket of many products for the control API's order route (the drawer bench and its e2e test): the
// store's menu products in turn, 1–3 of each, one in ten with a comment, and totals that add up.
export type MenuProduct = { id: number; name: { en: string }; price: number; photo: string; loyalty: boolean; nutritional: unknown }
type OrderLike = { id: number; financial: Record<string, number | { code: string }> }

const money = (n: number) => Math.round(n * 100) / 100

/** The body of a pending order with `items` products of `menu`; `template` is the order the sandbox made just before */
export function bigOrder(menu: MenuProduct[], template: OrderLike, items: number): Record<string, unknown> {
  const id = template.id + 1 // the sandbox numbers orders in sequence; order_product_id is the order's id × 1000 + n
  const products = Array.from({ length: items }, (_, i) => {
    const p = menu[i % menu.length]!
    const qty = 1 + (i % 3)
    return {
      order_product_id: id * 1000 + i + 1,
      original: { id: p.id, name: p.name.en, photo: { mini: p.photo, small: p.photo, big: p.photo }, loyalty: p.loyalty, nutritional: p.nutritional },
      qty,
      price: p.price,
      total_price: money(p.price * qty),
      currency: { code: 'SAR' },
      modifiers: [],
      comments: i % 10 === 0 ? 'Any brand is fine' : null,
      in_stock: true,
      replacement: null,
    }
  })
  const f = template.financial as Record<string, number>
  const productsPrice = money(products.reduce((a, p) => a + p.total_price, 0))
  const total = money(productsPrice - (f.discount ?? 0) + (f.tips ?? 0) + (f.fee ?? 0))
  const vat = money((total * (f.vat_percent ?? 15)) / (100 + (f.vat_percent ?? 15)))
  return { products, financial: { ...template.financial, products_price: productsPrice, total_price: total, total_vat_price: vat, total_paid: total, remaining_balance: 0 } }
}
