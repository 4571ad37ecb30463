// Loyalty punch cards on the country's loyalty host: lookup by phone and manual punches.
import type { AccountRow } from '../db'
import type { LoyaltyCard } from '../contract-types'
import type { SeedStore } from '../seed/types'
import { fieldError, forbidden, notFound } from '../http'
import { iso } from '../time'
import type { World } from '../world'

function brandStores(w: World, s: SeedStore) {
  return w.db.seedStores().filter((x) => x.country === s.country && x.store.brand.id === s.store.brand.id)
}

function requireManualPunches(s: SeedStore) {
  if (!s.store.brand.loyalty.manual_punches_allowed) throw forbidden('Manual punches are not allowed for this brand')
}

export function searchCard(w: World, s: SeedStore, phone: string): LoyaltyCard {
  requireManualPunches(s)
  const settings = s.store.brand.loyalty
  const card = w.db.loyaltyCard(s.country, s.store.brand.id, phone)
  if (card) {
    return {
      customer: { name: card.name || null, phone: card.phone, count_orders: card.count_orders, created: card.created || null },
      loyalty: { count_punches: card.count_punches },
      settings,
    }
  }
  // A phone that has ordered from the brand but has no card yet is a new loyalty customer.
  if (w.db.phoneKnown(s.country, brandStores(w, s).map((x) => x.store.id), phone)) {
    return { customer: { name: null, phone, count_orders: null, created: null }, loyalty: { count_punches: 0 }, settings }
  }
  return { customer: null, loyalty: null, settings }
}

export function addPunches(
  w: World,
  s: SeedStore,
  body: { phone: string; receipt: string; amount: number; count_punches: number },
  account: AccountRow,
) {
  requireManualPunches(s)
  const receipt = body.receipt.trim()
  if (!receipt) throw fieldError('receipt', 'This value should not be blank.')
  const brandId = s.store.brand.id
  if (w.db.receiptPunched(s.country, brandId, receipt)) throw fieldError('receipt', 'This receipt was already punched.')
  const found = searchCard(w, s, body.phone)
  if (!found.customer) throw notFound("Sorry but we can't find this customer")
  const added = s.store.brand.loyalty.punch_type === 'quantity' ? body.count_punches : 1
  const now = iso(w.now(), s.store.timezone)
  const existing = w.db.loyaltyCard(s.country, brandId, body.phone)
  const customer = w.db.customers(s.country).find((c) => c.phone === body.phone)
  const card = existing ?? {
    country: s.country,
    brandId,
    phone: body.phone,
    name: customer ? `${customer.firstname} ${customer.lastname}` : '',
    count_orders: 0,
    created: now,
    count_punches: 0,
  }
  card.count_punches += added
  w.db.sql.transaction(() => {
    w.db.saveLoyaltyCard(card)
    w.db.addPunch({ country: s.country, brandId, phone: body.phone, receipt, amount: body.amount, count: added, created: now, accountId: account.id })
  })
  return { manual_punches_added: added, loyalty: { count_punches: card.count_punches } }
}
