// Order factories for unit and component tests, typed from the contract.
import type { components } from '../../src/lib/api/schema.gen'

type S = components['schemas']
export type Order = S['Order']
export type OrderProduct = S['OrderProduct']

let seq = 1000

export function makeProduct(overrides: Partial<OrderProduct> = {}): OrderProduct {
  const id = ++seq
  return {
    order_product_id: id,
    original: { id: 500 + id, name: `Product ${id}`, photo: null, loyalty: false, nutritional: null },
    qty: 2,
    price: 1.5,
    total_price: 3,
    currency: { code: 'KWD' },
    modifiers: [],
    comments: null,
    in_stock: true,
    replacement: null,
    ...overrides,
  }
}

export function makeOrder(overrides: Partial<Order> = {}): Order {
  const id = ++seq
  const now = new Date('2026-11-22T10:00:00+03:00').getTime()
  const iso = (ms: number) => new Date(ms).toISOString()
  return {
    id,
    code: String(100000 + id),
    status: { id: 2, name: 'Pending' },
    collectionMethod: { id: 1, name: 'Drive-Thru' },
    dineIn: null,
    store: { id: 101, name: 'Salmiya', brand: { name: 'Patty Lab', photo: null, supermarket: false } },
    user: {
      id: 7,
      name: 'Sara Al-Ali',
      phone: '+96550001234',
      avatar: null,
      fake_avatar: null,
      count_orders: 3,
      status: { id: 1 },
      location: null,
    },
    car: null,
    selfie: null,
    delivery: null,
    financial: {
      currency: { code: 'KWD' },
      products_price: 3,
      discount: 0,
      tips: 0,
      fee: 0,
      total_price: 3,
      vat_percent: 0,
      total_vat_price: 0,
      total_paid: 3,
      remaining_balance: 0,
    },
    payment: { method: { id: 6 }, method_name: 'KNET' },
    coupon: null,
    timing: { created: iso(now - 120_000), paid: iso(now - 100_000), pending: iso(now - 90_000), due: iso(now + 600_000) },
    preparationTime: null,
    products: [makeProduct()],
    replacementsValidated: false,
    comments: null,
    whereIs: null,
    refund: null,
    ...overrides,
  }
}

export const preparing = (overrides: Partial<Order> = {}) => makeOrder({ status: { id: 3, name: 'Preparing' }, preparationTime: 10, ...overrides })
