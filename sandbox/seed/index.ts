// The whole seed in one call. A fixed PRNG seed makes it a pure function of the date: the same `now` always
// gives the same stores, menus, customers and orders, which tests and demos rely on.
import { buildAccounts } from './accounts'
import { buildCustomers } from './customers'
import { buildDictionaries } from './dictionary'
import { buildLoyaltyCards } from './loyalty'
import { buildMenus } from './menus'
import { buildCurrentOrders } from './current'
import { buildOrderHistory } from './history'
import { orderCodeFor } from './order-codes'
import { renumberOrder } from './renumber'
import { createRng } from './rng'
import { buildStores } from './stores'
import type { Seed, SeedMenu, SeedOrder } from './types'

export const SEED_NUMBER = 0x5eed_2024
/** Order ids start here; below it the space is free for anything a test wants to insert by hand */
export const FIRST_ORDER_ID = 10_001

const byCreated = (a: SeedOrder, b: SeedOrder) =>
  Date.parse(a.order.timing.created) - Date.parse(b.order.timing.created) || a.order.id - b.order.id

/** Ids ascending in time across all stores, as one backend's auto-increment would hand them out */
function renumber(orders: SeedOrder[], firstId: number): SeedOrder[] {
  return orders
    .slice()
    .sort(byCreated)
    .map((o, i) => renumberOrder(o, firstId + i, orderCodeFor(firstId + i)))
}

export function buildSeed(now: Date, opts: { currentOrders: boolean } = { currentOrders: true }): Seed {
  const root = createRng(SEED_NUMBER)
  const stores = buildStores()
  const menus = buildMenus()
  const customers = [...buildCustomers('KW', root.fork('customers:KW')), ...buildCustomers('SA', root.fork('customers:SA'))]
  const menuOf = (storeId: number): SeedMenu => {
    const menu = menus.find((m) => m.storeId === storeId)
    if (!menu) throw new Error(`no menu for store ${storeId}`)
    return menu
  }

  // Each store draws from its own stream, so changing one store's data leaves the others' untouched
  let scratchId = 1
  const history: SeedOrder[] = []
  for (const s of stores) {
    const orders = buildOrderHistory(s, menuOf(s.store.id), customers, root.fork(`history:${s.store.id}`), now, scratchId, orderCodeFor)
    scratchId += orders.length
    history.push(...orders)
  }
  const current: SeedOrder[] = []
  if (opts.currentOrders) {
    for (const s of stores) {
      const list = buildCurrentOrders(s, menuOf(s.store.id), customers, root.fork(`current:${s.store.id}`), now, scratchId, orderCodeFor, history)
      scratchId += list.length
      current.push(...list)
    }
  }
  const orders = renumber([...history, ...current], FIRST_ORDER_ID)

  return {
    accounts: buildAccounts(),
    stores,
    menus,
    customers,
    orders,
    loyaltyCards: buildLoyaltyCards(stores, customers, orders),
    dictionaries: buildDictionaries(),
  }
}
