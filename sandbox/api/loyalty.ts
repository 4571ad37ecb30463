// The loyalty host: card lookup and manual punches.
import { ok } from '../http'
import { addPunches, searchCard } from '../services/loyalty'
import { body, query, signed, type Handler } from './call'

export const searchLoyaltyCustomer: Handler = (c, x) => ok(searchCard(x.w, signed(c, x).store, query(c, 'phone') ?? ''))

export const addLoyaltyPunches: Handler = (c, x) => {
  const { store, account } = signed(c, x)
  return ok(addPunches(x.w, store, body(c), account))
}
