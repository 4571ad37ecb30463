// Rules of the loyalty page (SPEC 2, 3, 5, 8, 9): the phone to look up, the customer card with the new-customer
// defaults, the punch card drawing, and the add-punches form. Pure: no React, no I/O.
import type { Area } from './areas'
import { westernDigits } from './digits'
import { withoutFormatCharacters } from './invisible'
import { decimalsFor } from './money'
import type { components } from '../lib/api/schema.gen'

type S = components['schemas']
export type LoyaltyCard = S['LoyaltyCard']
export type LoyaltyCustomer = S['LoyaltyCustomer']
export type PunchType = S['PunchType']
export type AddPunchesBody = { phone: string; receipt: string; amount: number; count_punches: number }

export const PHONE_MIN_LENGTH = 12
/** The contract allows at most 15 digits after the plus sign */
export const PHONE_MAX_DIGITS = 15
export const PUNCH_QUANTITY_MAX = 20
/** The contract's range of a card's max_punches (LoyaltySettings) */
export const CARD_PUNCHES_MIN = 1
export const CARD_PUNCHES_MAX = 20
export const RECEIPT_MAX_LENGTH = 64
export const AMOUNT_MAX = 100000
/**
 * Digits of a national number where the country has one length: the product's two countries. Elsewhere lengths vary,
 * and only the contract's 11 to 15 digits with the country code hold.
 */
const NATIONAL_DIGITS: Readonly<Record<string, number>> = { KW: 8, SA: 9 }
/** Countries whose numbers are written at home with a leading 0 (a trunk prefix, not part of the number) */
const TRUNK_ZERO: ReadonlySet<string> = new Set(['SA'])

export type LoyaltyMessage =
  | 'loyalty.phoneMinLength'
  | 'loyalty.phoneMaxLength'
  | 'loyalty.phoneDigits'
  | 'loyalty.phoneOtherCode'
  | 'loyalty.receiptRequired'
  | 'loyalty.amountRequired'
  | 'loyalty.amountInvalid'
  | 'loyalty.amountComma'
  | 'loyalty.amountDecimals'

/** A phone's digits only (Arabic-Indic ones as 0–9) */
export function phoneDigits(raw: string): string {
  return westernDigits(raw).replace(/\D/g, '')
}

/** What the phone field keeps: digits, and a '+' typed or pasted before them (a number with its country code) */
export function phoneText(raw: string): string {
  const text = westernDigits(raw)
  return (/^\D*\+/.test(text) ? '+' : '') + phoneDigits(text)
}

/**
 * What the amount field keeps: all that was typed but invisible format characters (a pasted amount's direction
 * marks), Arabic-Indic digits and separator as 0–9 and '.'. Nothing visible is dropped: without its '-', ',' or 'e'
 * another number would be sent (validatePunchForm refuses them).
 */
export function amountText(raw: string): string {
  return withoutFormatCharacters(westernDigits(raw))
}

/** The phone sent: '+' + dial code + digits (at most 15 digits in all) */
export function internationalPhone(dial: string, digits: string): string {
  return `+${dial}${phoneDigits(digits)}`.slice(0, PHONE_MAX_DIGITS + 1)
}

/** The phone with plus sign and country code needs at least 12 characters */
export function validatePhone(phone: string): LoyaltyMessage | undefined {
  return phone.length < PHONE_MIN_LENGTH ? 'loyalty.phoneMinLength' : undefined
}

/** The national number's length in the area, when the country has one */
export function nationalDigits(area: Area): number | undefined {
  return NATIONAL_DIGITS[area.code]
}

export type PhoneLookup = { phone: string; error?: undefined } | { phone?: undefined; error: LoyaltyMessage }

/**
 * The phone to look up, from the field (see phoneText) and the chosen area. Staff paste numbers as they have them:
 * the chosen country's code after '+' or '00' (or, where the national length is known, alone before a full
 * number) is dropped, so it is not sent twice; another code after '+' or '00' is refused, as that country must be
 * chosen. Lengths are refused with a message, never cut, so what is searched is what was typed.
 */
export function lookupPhone(area: Area, field: string): PhoneLookup {
  const text = phoneText(field)
  let digits = phoneDigits(text)
  const national = nationalDigits(area)
  if (text.startsWith('+') || digits.startsWith('00')) {
    if (!text.startsWith('+')) digits = digits.slice(2)
    if (!digits.startsWith(area.dial)) return { error: area.dial.startsWith(digits) ? 'loyalty.phoneMinLength' : 'loyalty.phoneOtherCode' }
    digits = digits.slice(area.dial.length)
  } else if (national !== undefined && digits.length === area.dial.length + national && digits.startsWith(area.dial)) {
    digits = digits.slice(area.dial.length)
  } else if (national !== undefined && TRUNK_ZERO.has(area.code) && digits.length === national + 1 && digits.startsWith('0')) {
    // '05…' as a Saudi mobile number is written at home
    digits = digits.slice(1)
  }
  if (area.dial.length + digits.length > PHONE_MAX_DIGITS) return { error: 'loyalty.phoneMaxLength' }
  const phone = internationalPhone(area.dial, digits)
  const short = validatePhone(phone)
  if (short) return { error: short }
  if (national !== undefined && digits.length !== national) return { error: 'loyalty.phoneDigits' }
  return { phone }
}

export interface CustomerView {
  /** A customer with no card yet: show 'New Customer', count_orders 'None', created 'None' */
  isNew: boolean
  name: string | null
  phone: string
  countOrders: number | null
  /** DD/MM/YYYY of the card's creation, in the timezone the server wrote it in */
  created: string | null
}

/** The card's customer; created null means a customer not yet created (the new-customer defaults, phone as entered) */
export function customerView(customer: LoyaltyCustomer, enteredPhone: string): CustomerView {
  if (customer.created === null) return { isNew: true, name: null, phone: enteredPhone, countOrders: null, created: null }
  return { isNew: false, name: customer.name, phone: customer.phone, countOrders: customer.count_orders, created: formatDate(customer.created) }
}

/** 'YYYY-MM-DD…' → 'DD/MM/YYYY' (SPEC 9's date format) without moving it to another timezone */
export function formatDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso)
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso
}

export interface PunchCardView {
  /** One entry per punch of the card, true when punched */
  slots: boolean[]
  /** Punches on the current card (count modulo max) */
  filled: number
  /** Full cards the customer has completed */
  completed: number
}

/**
 * The card as the loyalty host's settings draw it. max_punches is clamped to the contract's 1 to 20: one slot is one
 * element on the page, and a length past 2^32 - 1 throws. Not a number: the smallest card.
 */
export function punchCard(countPunches: number, maxPunches: number): PunchCardView {
  const wanted = Math.floor(maxPunches)
  const max = Number.isNaN(wanted) ? CARD_PUNCHES_MIN : Math.min(CARD_PUNCHES_MAX, Math.max(CARD_PUNCHES_MIN, wanted))
  const count = Math.max(0, Math.floor(countPunches))
  const filled = count % max
  return { slots: Array.from({ length: max }, (_, i) => i < filled), filled, completed: Math.floor(count / max) }
}

export interface PunchFormValues {
  receipt: string
  amount: string
  countPunches: number
}

/** Defaults: receipt empty, amount 0, count_punches 1 */
export const PUNCH_FORM_DEFAULTS: PunchFormValues = { receipt: '', amount: '0', countPunches: 1 }

export type PunchFormErrors = Partial<Record<'receipt' | 'amount', LoyaltyMessage>>

const AMOUNT_RE = /^\d+(?:\.(\d+))?$/
/** A comma, Arabic comma or Arabic thousands separator: a decimal or a thousands separator, which is not guessed */
const COMMA_RE = /[,\u060C\u066C]/

/** The receipt number as checked and sent: a pasted one's invisible characters would make it another receipt */
const receiptOf = (values: PunchFormValues) => withoutFormatCharacters(values.receipt).trim()

/** Receipt and amount required; the amount a number with no more decimals than the currency has (KWD 3, others 2) */
export function validatePunchForm(values: PunchFormValues, currency: string): PunchFormErrors {
  const errors: PunchFormErrors = {}
  if (receiptOf(values) === '') errors.receipt = 'loyalty.receiptRequired'
  const amount = values.amount.trim()
  const number = AMOUNT_RE.exec(amount)
  if (amount === '') errors.amount = 'loyalty.amountRequired'
  else if (!number && COMMA_RE.test(amount)) errors.amount = 'loyalty.amountComma'
  else if (!number || Number(amount) > AMOUNT_MAX) errors.amount = 'loyalty.amountInvalid'
  // a digit past the currency's smallest unit (the fils, the halala) is not an amount anyone paid
  else if ((number[1]?.length ?? 0) > decimalsFor(currency)) errors.amount = 'loyalty.amountDecimals'
  return errors
}

/** The quantities offered: 1 to 20, only for the quantity punch type */
export function punchQuantities(punchType: PunchType): number[] {
  return punchType === 'quantity' ? Array.from({ length: PUNCH_QUANTITY_MAX }, (_, i) => i + 1) : []
}

/** The request body: amount as a number; the amount punch type always sends 1 */
export function punchRequest(phone: string, values: PunchFormValues, punchType: PunchType): AddPunchesBody {
  const count = Math.min(PUNCH_QUANTITY_MAX, Math.max(1, Math.floor(values.countPunches)))
  return {
    phone,
    receipt: receiptOf(values),
    amount: Number(values.amount.trim()),
    count_punches: punchType === 'quantity' ? count : 1,
  }
}

/** The messages a 400 body gives for one field (errors.children.<field>.errors) */
export function fieldMessages(body: unknown, field: string): string[] {
  if (typeof body !== 'object' || body === null) return []
  const errors = (body as { errors?: unknown }).errors
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return []
  const child = (errors as { children?: Record<string, { errors?: unknown }> }).children?.[field]
  return Array.isArray(child?.errors) ? child.errors.filter((e): e is string => typeof e === 'string') : []
}
