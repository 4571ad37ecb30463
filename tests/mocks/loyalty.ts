// msw handlers of the loyalty host over in-memory cards: lookups by phone, punches, a receipt used once only.
import { makeLoyaltyCard, type LoyaltyCard } from '../factories/menu'
import { HttpResponse, loyalty, type Country } from './api'

export interface LoyaltyWorld {
  cards: Map<string, LoyaltyCard>
  receipts: Set<string>
  searches: string[]
  punchBodies: unknown[]
  settings: LoyaltyCard['settings']
}

export function loyaltyWorld(cards: LoyaltyCard[] = [makeLoyaltyCard()]): LoyaltyWorld {
  return {
    cards: new Map(cards.filter((c) => c.customer).map((c) => [c.customer!.phone, c])),
    receipts: new Set(),
    searches: [],
    punchBodies: [],
    settings: cards[0]?.settings ?? makeLoyaltyCard().settings,
  }
}

export function loyaltyHandlers(w: LoyaltyWorld, country: Country = 'KW') {
  return [
    loyalty.get('/store/loyalty/search', ({ request }) => {
      const phone = new URL(request.url).searchParams.get('phone') ?? ''
      w.searches.push(phone)
      const card = w.cards.get(phone)
      return HttpResponse.json(card ? structuredClone(card) : { customer: null, loyalty: null, settings: w.settings })
    }, country),
    loyalty.post('/store/loyalty/punch/add', async ({ request }) => {
      const body = await request.json()
      w.punchBodies.push(body)
      if (w.receipts.has(body.receipt)) {
        return HttpResponse.json(
          { code: 400, message: 'Validation Failed', errors: { children: { receipt: { errors: ['This receipt was already punched.'] } } } },
          { status: 400 },
        )
      }
      const card = w.cards.get(body.phone)
      if (!card) return HttpResponse.json({ code: 404, message: "Sorry but we can't find this customer" }, { status: 404 })
      w.receipts.add(body.receipt)
      const added = card.settings.punch_type === 'quantity' ? body.count_punches : 1
      card.loyalty = { count_punches: (card.loyalty?.count_punches ?? 0) + added }
      return HttpResponse.json({ manual_punches_added: added, loyalty: card.loyalty })
    }, country),
  ]
}
