// The order factory: one complete, self-consistent Order (contract shape, English texts) from a store, its
// menu and a customer. The history and the current-orders demo are built on it, and the sandbox's live
// shift simulator can call it for each new order.
import type {
  CollectionMethodId,
  CustomerLocation,
  CustomerStatusId,
  Order,
  OrderStatusId,
  PaymentMethodId,
} from '../contract-types'
import { COLLECTION_METHOD_IDS, COLLECTION_METHOD_NAMES, COLLECTION_METHOD_PREFIX, ORDER_STATUS_NAMES, PAYMENT_METHOD_NAMES } from './names'
import { carBlock, customerBlock, selfieBlock } from './order-people'
import type { AddressTypeId } from '../../src/domain/dispatch'
import { deliveryBlock } from './order-delivery'
import { buildFinancial } from './order-money'
import { pickLines } from './order-products'
import { DEFAULT_PREP_TIMES, buildTimeline } from './order-timing'
import { fromMinor, toMinor } from './money'
import type { Rng } from './rng'
import type { SeedCustomer, SeedMenu, SeedOrder, SeedStore } from './types'

export type OrderContext = {
  seedStore: SeedStore
  menu: SeedMenu
  customer: SeedCustomer | null
  rng: Rng
  /** when the order is placed; every later stage of its life (confirmation, dispatch...) follows from here */
  now: Date
  id: number
  code: string
  status: OrderStatusId
  /** by default one of the store's available methods */
  collectionMethodId?: CollectionMethodId
  /** the customer's arrival status; by default what the order status implies */
  customerStatus?: CustomerStatusId
  /** where the customer is (Arriving / Arrived); null by default */
  customerLocation?: CustomerLocation | null
  /** the Hero driver's status, or null for not yet assigned; random by default */
  driverStatus?: CustomerStatusId | null
  /** the delivery address kind; by default office for office delivery, a house or a flat otherwise */
  addressType?: AddressTypeId
  /** the customer's orders at this store including this one (the drawer shows it); 1 by default */
  countOrders?: number
  paymentMethodId?: PaymentMethodId
  /** force a late (or on-time) dispatch */
  late?: boolean
  /** shallow overrides applied last; the caller keeps them consistent */
  overrides?: Partial<Order>
}

const COUPONS = { KW: ['WELCOME10', 'LAB15', 'FRIDAY20', 'FAMILY25'], SA: ['NAKHEEL10', 'FRESH15', 'WEEKEND20', 'RIYADH25'] }
const TIPS = { KWD: [0.25, 0.5, 0.5, 1], SAR: [2, 5, 5, 10] } as Record<string, number[]>
const FEES = { KWD: [0.5, 0.75, 1], SAR: [10, 15, 20] } as Record<string, number[]>
const ORDER_NOTES = [
  'Please honk when ready',
  'Birthday order, please add candles if you have them',
  'I am in a white car at the side entrance',
  'Please pack the drinks separately',
  'No cutlery needed',
]

/** Methods a new order can use: available ones (offered = available or temporarily busy, for the past) */
export function methodsOf(seedStore: SeedStore, includeBusy = false): CollectionMethodId[] {
  const cm = seedStore.store.collection_method
  return COLLECTION_METHOD_IDS.filter((id) => {
    const prefix = COLLECTION_METHOD_PREFIX[id]
    return cm[`${prefix}_available`] || (includeBusy && cm[`${prefix}_busy_mins`] !== null)
  })
}

/** How popular each method is, so drive-thru dominates and office delivery is rare */
const METHOD_WEIGHT: Record<CollectionMethodId, number> = { 1: 35, 2: 14, 3: 25, 4: 8, 5: 5, 6: 13 }

export function pickMethod(rng: Rng, methods: CollectionMethodId[]): CollectionMethodId {
  if (methods.length === 0) throw new Error('the store offers no collection method')
  const total = methods.reduce((s, m) => s + METHOD_WEIGHT[m], 0)
  let r = rng.next() * total
  for (const m of methods) {
    r -= METHOD_WEIGHT[m]
    if (r < 0) return m
  }
  return methods[methods.length - 1] as CollectionMethodId
}

function pickPayment(rng: Rng, country: 'KW' | 'SA'): PaymentMethodId {
  // KNET is Kuwait's debit network; it does not exist in Saudi Arabia
  const table: PaymentMethodId[] = country === 'KW' ? [6, 6, 6, 6, 1, 1, 10, 10, 2, 3] : [10, 10, 10, 1, 1, 1, 2, 2, 3, 3]
  return rng.pick(table)
}

function defaultCustomerStatus(status: OrderStatusId, method: CollectionMethodId): CustomerStatusId {
  const delivery = method === 4 || method === 5 || method === 6
  if (delivery) return 1
  if (status === 4 || status === 5) return 3
  if (method === 2 && status === 3) return 3
  return 1
}

export function makeOrder(ctx: OrderContext): SeedOrder {
  const { seedStore, rng, status } = ctx
  const store = seedStore.store
  const currency = store.currency.code
  const supermarket = store.brand.supermarket
  // A store with every method switched off still gets its order (a test or the simulator asked for one):
  // fall back to the methods it offers at all, then to walk-thru, rather than failing
  const available = methodsOf(seedStore)
  const offered = available.length > 0 ? available : methodsOf(seedStore, true)
  const method = ctx.collectionMethodId ?? pickMethod(rng, offered.length > 0 ? offered : [3])
  const payment = ctx.paymentMethodId ?? pickPayment(rng, seedStore.country)
  const current = status === 2 || status === 3

  const products = pickLines(ctx.menu, { rng, orderId: ctx.id, currency, inStockOnly: current, supermarket })
  const prepOptions = store.preparation_times.length > 0 ? store.preparation_times : DEFAULT_PREP_TIMES[supermarket ? 'supermarket' : 'restaurant']
  const timeline = buildTimeline({
    rng,
    createdMs: ctx.now.getTime(),
    status,
    method,
    cash: payment === 2,
    prepOptions,
    defaultPrep: store.default_prep_time,
    late: ctx.late,
  })

  // money
  const productsMinor = products.reduce((s, p) => s + toMinor(p.total_price, currency), 0)
  const couponCode = rng.chance(0.18) ? rng.pick(COUPONS[seedStore.country]) : null
  const discountPercent = couponCode ? Number(couponCode.replace(/\D/g, '')) : 0
  const delivery = deliveryBlock(seedStore, { method, status, customer: ctx.customer, rng, code: ctx.code, driverStatus: ctx.driverStatus, ...(ctx.addressType ? { addressType: ctx.addressType } : {}) })
  const heroDelivery = delivery?.method === 1
  const fee = delivery ? rng.pick(FEES[currency] ?? [1]) : 0
  const tips = rng.chance(heroDelivery ? 0.55 : 0.25) ? rng.pick(TIPS[currency] ?? [1]) : 0
  const draft = buildFinancial({
    currency,
    productsPrice: fromMinor(productsMinor, currency),
    discount: fromMinor(Math.round((productsMinor * discountPercent) / 100), currency),
    fee,
    tips,
    vatPercent: seedStore.country === 'SA' ? 15 : 0,
    remaining: 0,
  })
  // Some cash orders were part-paid from the wallet; the rest is collected at handover
  const partPaid = payment === 2 && rng.chance(0.35)
  const financial = partPaid
    ? buildFinancial({
        currency,
        productsPrice: draft.products_price,
        discount: draft.discount,
        fee: draft.fee,
        tips: draft.tips,
        vatPercent: draft.vat_percent,
        remaining: fromMinor(Math.round(toMinor(draft.total_price, currency) * (0.4 + rng.next() * 0.5)), currency),
      })
    : draft

  const customerStatus = ctx.customerStatus ?? defaultCustomerStatus(status, method)
  const order: Order = {
    id: ctx.id,
    code: ctx.code,
    status: { id: status, name: ORDER_STATUS_NAMES[status].en },
    collectionMethod: { id: method, name: COLLECTION_METHOD_NAMES[method].en },
    dineIn: method === 2 ? { table: String(rng.int(1, 24)) } : null,
    store: { id: store.id, name: store.name, brand: { name: store.brand.name, photo: store.brand.photo, supermarket } },
    user: customerBlock(ctx.customer, {
      status: customerStatus,
      countOrders: ctx.countOrders ?? 1,
      location: ctx.customerLocation ?? null,
      rng,
      country: seedStore.country,
    }),
    car: method === 1 || method === 4 || method === 6 ? carBlock(ctx.customer) : null,
    selfie: selfieBlock(ctx.customer),
    delivery,
    financial,
    payment: { method: { id: payment }, method_name: PAYMENT_METHOD_NAMES[payment].en },
    coupon: couponCode ? { code: couponCode } : null,
    timing: timeline.timing,
    preparationTime: timeline.preparationTime,
    products,
    // Supermarket staff validate quantities while the order is pending; confirming closes that step
    replacementsValidated: supermarket && status !== 2,
    comments: rng.chance(0.15) ? rng.pick(ORDER_NOTES) : null,
    whereIs: null,
    refund: null,
  }
  Object.assign(order, ctx.overrides ?? {})
  return {
    order,
    meta: {
      storeId: store.id,
      country: seedStore.country,
      forceDispatched: false,
      // Tips on a Hero delivery go to the driver, not the store
      driverTips: heroDelivery ? financial.tips : 0,
      customerId: ctx.customer?.id ?? null,
    },
  }
}

/** The latest timestamp of an order's life (for keeping history in the past) */
export function lastEventMs(order: Order): number {
  const t = order.timing
  const stamps = [t.created, t.paid, t.pending, t.confirmed, t.ready, t.dispatched, t.delivered, t.declined, t.cancelled, t.no_show, t.where_is, t.where_is_reply, order.refund?.created]
  return Math.max(...stamps.filter((s): s is string => typeof s === 'string').map((s) => Date.parse(s)))
}
