// Rules of the loyalty page (SPEC 2, 3, 5, 8, 9): the phone to look up, the customer card with the new-customer
// defaults, the punch card drawing, and the add-punches form. Pure: no React, no I/O.
import { westernDigits } from './digits'
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

export type LoyaltyMessage =
  | 'loyalty.phoneMinLength'
  | 'loyalty.receiptRequired'
  | 'loyalty.amountRequired'
  | 'loyalty.amountInvalid'

/** What the phone field keeps: digits only (Arabic-Indic ones as 0–9) */
export function phoneDigits(raw: string): string {
  return westernDigits(raw).replace(/\D/g, '')
}

/** What the amount field keeps: digits and the decimal point (Arabic-Indic digits and separator as 0–9 and '.') */
export function amountText(raw: string): string {
  return westernDigits(raw).replace(/[^\d.]/g, '')
}

/** The phone sent: '+' + dial code + digits (at most 15 digits in all) */
export function internationalPhone(dial: string, digits: string): string {
  return `+${dial}${phoneDigits(digits)}`.slice(0, PHONE_MAX_DIGITS + 1)
}

/** The phone with plus sign and country code needs at least 12 characters */
export function validatePhone(phone: string): LoyaltyMessage | undefined {
  return phone.length < PHONE_MIN_LENGTH ? 'loyalty.phoneMinLength' : undefined
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

const AMOUNT_RE = /^\d+(\.\d+)?$/

export function validatePunchForm(values: PunchFormValues): PunchFormErrors {
  const errors: PunchFormErrors = {}
  if (values.receipt.trim() === '') errors.receipt = 'loyalty.receiptRequired'
  const amount = values.amount.trim()
  if (amount === '') errors.amount = 'loyalty.amountRequired'
  else if (!AMOUNT_RE.test(amount) || Number(amount) > AMOUNT_MAX) errors.amount = 'loyalty.amountInvalid'
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
    receipt: values.receipt.trim(),
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
