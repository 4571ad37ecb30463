// The loyalty page: the card found for a phone and the add-punches form's outcome. Calls go to the country's
// loyalty base. SPEC 8: a lookup failure sets the card empty; a search with no customer is 'not found'.
import { proxy } from 'valtio'
import { toastForOtherFailure } from '../domain/error-catalogue'
import { fieldMessages, punchRequest, type LoyaltyCard, type PunchFormValues } from '../domain/loyalty'
import { ApiError, backgroundRequest, loyaltyClient, quietRequest, unwrap } from '../lib/api/client'
import { lostAnswer } from './orders'
import { registerReset } from './reset'
import { currentCountry } from './session'
import { pushCatalogueToast } from './toasts'

export type LoyaltySearchStatus = 'idle' | 'searching' | 'found' | 'notFound' | 'failed'
/** unconfirmed: the answer was lost and the card read back shows no new punches (they may still come) */
export type PunchStatus = 'idle' | 'saving' | 'done' | 'failed' | 'unconfirmed'

export interface LoyaltyState {
  status: LoyaltySearchStatus
  /** The phone searched, as entered ('+' + dial code + digits) */
  phone: string | null
  /** The card when a customer was found (customer is never null here) */
  card: LoyaltyCard | null
  punch: {
    status: PunchStatus
    /** manual_punches_added of the last success; null when the success was read back from the card */
    added: number | null
    /** Why the last attempt failed, when no field says it */
    error: string | null
    /** Messages per field of the last failure (receipt used twice) */
    fieldErrors: { receipt?: string[]; amount?: string[] }
  }
}

const initialPunch = (): LoyaltyState['punch'] => ({ status: 'idle', added: null, error: null, fieldErrors: {} })
const initial = (): LoyaltyState => ({ status: 'idle', phone: null, card: null, punch: initialPunch() })

export const loyaltyState = proxy<LoyaltyState>(initial())

const client = () => loyaltyClient(currentCountry())
let generation = 0

/** GET /store/loyalty/search?phone=…; the phone is already validated (at least 12 characters) */
export async function searchLoyaltyCustomer(phone: string): Promise<void> {
  const mine = ++generation
  Object.assign(loyaltyState, { status: 'searching', phone, card: null, punch: initialPunch() } satisfies Partial<LoyaltyState>)
  try {
    const card = await unwrap(client().GET('/store/loyalty/search', { params: { query: { phone } } }))
    if (mine !== generation) return
    if (card.customer === null) {
      loyaltyState.status = 'notFound'
      return
    }
    loyaltyState.card = card
    loyaltyState.status = 'found'
  } catch {
    if (mine !== generation) return
    loyaltyState.card = null
    loyaltyState.status = 'failed'
  }
}

/**
 * POST /store/loyalty/punch/add for the customer on the card. Success stores the new punch count and returns
 * true; a failure keeps the card and the form, records why (by field when the server names one) and returns false.
 * An answer lost on the way (timeout, network) may come after the server added the punches: the card is read back,
 * and a changed count is a success; otherwise the punches are unconfirmed, as sending them again could add them twice.
 */
export async function addLoyaltyPunches(values: PunchFormValues): Promise<boolean> {
  const card = loyaltyState.card
  const phone = loyaltyState.phone
  if (!card || !phone || loyaltyState.punch.status === 'saving') return false
  const mine = generation
  const before = card.loyalty?.count_punches ?? 0
  loyaltyState.punch = { ...initialPunch(), status: 'saving' }
  try {
    // a lost answer is not an error yet (background: the client does not toast it): the card is read back below
    const body = punchRequest(phone, values, card.settings.punch_type)
    const result = await unwrap(client().POST('/store/loyalty/punch/add', { body, ...backgroundRequest }))
    if (mine !== generation) return false
    // a success that does not say the new count (off the contract): the card says what happened
    if (typeof (result as { loyalty?: { count_punches?: unknown } } | undefined)?.loyalty?.count_punches !== 'number') {
      return readBackPunches(phone, before, mine, false)
    }
    if (loyaltyState.card) loyaltyState.card.loyalty = { count_punches: result.loyalty.count_punches }
    loyaltyState.punch = { ...initialPunch(), status: 'done', added: result.manual_punches_added }
    return true
  } catch (error) {
    if (mine !== generation) return false
    if (lostAnswer(error)) return readBackPunches(phone, before, mine, false)
    // a success whose body could not be read (the client has said 'Something went wrong'): the punch may be in
    if (error instanceof ApiError && error.message === 'Malformed response') return readBackPunches(phone, before, mine, true)
    const body = error instanceof ApiError ? error.body : undefined
    const receipt = fieldMessages(body, 'receipt')
    const amount = fieldMessages(body, 'amount')
    const fieldErrors: LoyaltyState['punch']['fieldErrors'] = {}
    if (receipt.length) fieldErrors.receipt = receipt
    if (amount.length) fieldErrors.amount = amount
    const byField = receipt.length > 0 || amount.length > 0
    loyaltyState.punch = {
      ...initialPunch(),
      status: 'failed',
      error: byField ? null : error instanceof Error ? error.message : String(error),
      fieldErrors,
    }
    return false
  }
}

/**
 * The lookup the search makes, after a punch's answer was lost or unreadable: true when the card's count changed.
 * `toasted`: the client already said 'Something went wrong'.
 */
async function readBackPunches(phone: string, before: number, mine: number, toasted: boolean): Promise<boolean> {
  const card = await unwrap(client().GET('/store/loyalty/search', { params: { query: { phone } }, ...quietRequest })).catch(() => null)
  if (mine !== generation) return false
  if (card?.customer && (card.loyalty?.count_punches ?? 0) !== before) {
    loyaltyState.card = card
    loyaltyState.punch = { ...initialPunch(), status: 'done' }
    return true
  }
  if (!toasted) pushCatalogueToast(toastForOtherFailure())
  loyaltyState.punch = { ...initialPunch(), status: 'unconfirmed' }
  return false
}

/** A field the user edits again drops its server error */
export function clearPunchFieldError(field: 'receipt' | 'amount'): void {
  delete loyaltyState.punch.fieldErrors[field]
}

registerReset(() => {
  generation++
  Object.assign(loyaltyState, initial())
})
