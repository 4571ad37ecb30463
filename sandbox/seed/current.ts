// A handful of live orders for "now", so a freshly started demo shows a busy board: pending and preparing
// orders with customers idle, on their way and arrived, an unanswered "where is my order?", a dine-in table
// and a delivery with its driver.
import type { CollectionMethodId, CustomerLocation, CustomerStatusId, OrderStatusId } from '../contract-types'
import { ADDRESS_TYPE, type AddressTypeId } from '../../src/domain/dispatch'
import { locationFor, pointNear } from './geo'
import { makeOrder, methodsOf, pickMethod } from './order-factory'
import { applyReplacements } from './replacements'
import type { Rng } from './rng'
import { MINUTE, floorToSecond, isoAt } from './time'
import type { SeedCustomer, SeedMenu, SeedOrder, SeedStore } from './types'

type Scenario = {
  status: OrderStatusId
  /** preferred methods in order; the first one the store has available is used */
  methods: CollectionMethodId[]
  customerStatus: CustomerStatusId
  minutesAgo: number
  whereIs?: boolean
  driverStatus?: CustomerStatusId | null
  /** only where the store delivers with its own staff, to this address kind */
  storeDelivery?: AddressTypeId
}

const SCENARIOS: Scenario[] = [
  { status: 2, methods: [3, 1], customerStatus: 1, minutesAgo: 2 },
  { status: 2, methods: [1, 3], customerStatus: 2, minutesAgo: 4 },
  { status: 2, methods: [6, 5, 4], customerStatus: 1, minutesAgo: 1, driverStatus: null },
  { status: 3, methods: [1, 3], customerStatus: 3, minutesAgo: 14 },
  { status: 3, methods: [3, 1], customerStatus: 2, minutesAgo: 18, whereIs: true },
  { status: 3, methods: [2], customerStatus: 3, minutesAgo: 9 },
  { status: 3, methods: [6, 4, 5], customerStatus: 1, minutesAgo: 12, driverStatus: 2 },
  // the store's own staff deliver to a house, a flat and an office: each must still be dispatchable
  { status: 3, methods: [6, 5, 4], customerStatus: 1, minutesAgo: 11, storeDelivery: ADDRESS_TYPE.house },
  { status: 3, methods: [6, 5, 4], customerStatus: 1, minutesAgo: 8, storeDelivery: ADDRESS_TYPE.apartment },
  { status: 3, methods: [5, 6, 4], customerStatus: 1, minutesAgo: 6, storeDelivery: ADDRESS_TYPE.office },
]

const DELIVERY: CollectionMethodId[] = [4, 5, 6]

export function buildCurrentOrders(
  seedStore: SeedStore,
  menu: SeedMenu,
  customers: SeedCustomer[],
  rng: Rng,
  now: Date,
  startId: number,
  codeFor: (id: number) => string,
  /** earlier orders, to give each customer a true order count */
  pastOrders: SeedOrder[] = [],
): SeedOrder[] {
  const store = seedStore.store
  const available = methodsOf(seedStore)
  // Odd and even customer ids go to odd and even stores, so one person is never at two branches at once
  const unused = rng.shuffle(customers.filter((c) => c.country === seedStore.country && c.id % 2 === store.id % 2))
  const orders: SeedOrder[] = []
  let id = startId

  for (const s of SCENARIOS) {
    if (s.storeDelivery !== undefined && !store.delivery.store_delivery) continue
    const wanted = s.methods.find((m) => available.includes(m))
    // A scenario that needs dine-in or delivery is skipped where the store does not offer it
    if (wanted === undefined && (s.methods.includes(2) || s.methods.every((m) => DELIVERY.includes(m)))) continue
    const method = wanted ?? pickMethod(rng, available.filter((m) => !DELIVERY.includes(m) && m !== 2))
    const needsCar = method === 1
    const at = unused.findIndex((c) => !needsCar || c.car !== null)
    const customer = at >= 0 ? (unused.splice(at, 1)[0] ?? null) : null

    let location: CustomerLocation | null = null
    if (s.customerStatus === 2) location = locationFor(store.id, store.address, pointNear(store.address, rng.int(15, 60) / 10, rng))
    if (s.customerStatus === 3 && method !== 2) {
      const bay = store.parkings[0]?.entry_coordinates ?? store.address
      location = locationFor(store.id, store.address, bay)
    }
    const count = customer ? pastOrders.filter((o) => o.meta.storeId === store.id && o.meta.customerId === customer.id).length + 1 : 1
    const createdMs = floorToSecond(now.getTime() - s.minutesAgo * MINUTE - rng.int(0, 50) * 1000)
    const so = makeOrder({
      seedStore,
      menu,
      customer,
      rng,
      now: new Date(createdMs),
      id,
      code: codeFor(id),
      status: s.status,
      collectionMethodId: method,
      customerStatus: DELIVERY.includes(method) ? 1 : s.customerStatus,
      customerLocation: DELIVERY.includes(method) ? null : location,
      driverStatus: s.driverStatus,
      ...(s.storeDelivery !== undefined ? { addressType: s.storeDelivery } : {}),
      countOrders: count,
    })
    if (s.whereIs) {
      const asked = floorToSecond(now.getTime() - rng.int(30, 90) * 1000)
      so.order.timing.where_is = isoAt(asked)
      so.order.whereIs = { asked_at: isoAt(asked), expected_mins: null, replied_at: null }
    }
    // one preparing supermarket basket already had an item switched out by the picker
    if (store.brand.supermarket && s.status === 3 && !orders.some((o) => o.order.products.some((p) => p.replacement))) {
      applyReplacements(so, rng, true)
    }
    orders.push(so)
    id++
  }
  return orders
}
