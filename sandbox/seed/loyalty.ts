// Loyalty cards follow from the history: a customer has a card with a brand once they ordered there, the
// card was created with their first order, and punches are what is left after the last full card was redeemed.
import type { SeedCustomer, SeedLoyaltyCard, SeedOrder, SeedStore } from './types'

export function buildLoyaltyCards(stores: SeedStore[], customers: SeedCustomer[], orders: SeedOrder[]): SeedLoyaltyCard[] {
  const brandOf = new Map(stores.map((s) => [s.store.id, s.store.brand]))
  const byKey = new Map<string, { brandId: number; customerId: number; first: string; count: number; max: number }>()
  for (const { order, meta } of orders) {
    if (meta.customerId === null || order.status.id !== 5) continue
    const brand = brandOf.get(meta.storeId)
    if (!brand) continue
    const key = `${brand.id}:${meta.customerId}`
    const entry = byKey.get(key)
    if (entry) entry.count++
    else byKey.set(key, { brandId: brand.id, customerId: meta.customerId, first: order.timing.created, count: 1, max: brand.loyalty.max_punches })
  }
  const customerById = new Map(customers.map((c) => [c.id, c]))
  const cards: SeedLoyaltyCard[] = []
  for (const e of byKey.values()) {
    const c = customerById.get(e.customerId)
    if (!c) continue
    cards.push({
      country: c.country,
      brandId: e.brandId,
      phone: c.phone,
      name: `${c.firstname} ${c.lastname}`,
      count_orders: e.count,
      created: e.first,
      count_punches: e.count % e.max,
    })
  }
  return cards.sort((a, b) => a.brandId - b.brandId || a.phone.localeCompare(b.phone))
}
