// msw handlers of the print pages: one order in both languages, the print dictionaries and a daily report.
// Part of the default world (handlers.ts) so any test that opens a print route is answered; tests override with
// server.use(...printHandlers({ ... })).
import { buildDictionaries } from '../../sandbox/seed/dictionary'
import type { components } from '../../src/lib/api/schema.gen'
import { makeOrder, makeProduct, type Order } from '../factories/orders'
import { api, HttpResponse, type Country } from './api'

export type DailyReport = components['schemas']['DailyReport']

export const printDictionaries = buildDictionaries()

/** A KW drive-thru order with a modifier, a discount, tips and a coupon (order id 1) */
export function makePrintOrder(overrides: Partial<Order> = {}): Order {
  return makeOrder({
    id: 1,
    code: '104233',
    status: { id: 3, name: 'Preparing' },
    store: { id: 101, name: 'Salmiya', brand: { name: 'Patty Lab', photo: null, supermarket: false } },
    car: { make: { name: 'Toyota', icon: null }, type: { name: 'SUV', icon: null }, color: { name: 'White' }, photo: null, plate: '12/34567' },
    products: [
      makeProduct({
        order_product_id: 11,
        original: { id: 501, name: 'Classic Burger', photo: null, loyalty: false, nutritional: { calories: 540, carbs: 41, proteins: 28, fat: 27, fiber: 3 } },
        qty: 2,
        price: 2.25,
        total_price: 5.1,
        modifiers: [{ id: 7, original: { name: 'Extras' }, choices: [{ id: 70, original: { name: 'Cheese' }, qty: 1, price: 0.3 }] }],
        comments: 'No onions',
      }),
      makeProduct({ order_product_id: 12, original: { id: 502, name: 'Fries', photo: null, loyalty: false, nutritional: null }, qty: 1, price: 0.9, total_price: 0.9 }),
    ],
    financial: {
      currency: { code: 'KWD' },
      products_price: 6,
      discount: 0.6,
      tips: 0.25,
      fee: 0,
      total_price: 5.65,
      vat_percent: 0,
      total_vat_price: 0,
      total_paid: 5.65,
      remaining_balance: 0,
    },
    coupon: { code: 'WELCOME10' },
    comments: 'Please ring twice',
    ...overrides,
  })
}

export function makeDailyReport(overrides: Partial<DailyReport> = {}): DailyReport {
  return {
    date: '2026-11-21',
    time: '23:40',
    brand: 'Patty Lab',
    store: 'Salmiya',
    user: 'Mona Manager',
    currency: 'KWD',
    totals: {
      orders_count_delivered: 3,
      orders_count_declined: 1,
      orders_count_no_show: 0,
      sales_gross: 120.5,
      sales_vat: null,
      sales_sub_total: 110.5,
      sales_discount: 10,
      sales_tips: 2,
      driver_tips: 1,
      sales_total: 113.5,
      sales_refunds: 3.25,
      payments_cash: 40,
      payments_online: 73.5,
      payments_total: 113.5,
    },
    categories: [
      { id: 1, name: 'Burgers', quantity: 9, sales_gross: 90.5 },
      { id: 2, name: 'Sides', quantity: 12, sales_gross: 30 },
    ],
    ...overrides,
  }
}

export interface PrintWorld {
  /** The order as each language's response shows it; a missing id answers 404 */
  orders?: Record<number, { en: Order; ar: Order }>
  report?: DailyReport
  country?: Country
}

export function printHandlers(world: PrintWorld = {}) {
  const order = makePrintOrder()
  const orders = world.orders ?? { 1: { en: order, ar: { ...order, store: { ...order.store, name: 'السالمية', brand: { ...order.store.brand, name: 'باتي لاب' } } } } }
  const report = world.report ?? makeDailyReport()
  const country = world.country ?? 'KW'
  return [
    api.get(
      '/api/v1/order/{id}',
      ({ request, params }) => {
        const found = orders[Number(params.id)]
        if (!found) return HttpResponse.json({ code: 404, message: 'Order not found' }, { status: 404 })
        return HttpResponse.json(new URL(request.url).searchParams.get('_locale') === 'ar' ? found.ar : found.en)
      },
      country,
    ),
    api.get('/api/v1/dictionary/{storeId}/{locale}', ({ params }) => HttpResponse.json(printDictionaries[params.locale === 'ar' ? 'ar' : 'en']), country),
    api.get('/api/v1/report/store/daily', () => HttpResponse.json(report), country),
  ]
}
