import { describe, expect, it } from 'vitest'
import { en } from '../lib/i18n/en'
import { areaOf } from './areas'
import {
  CARD_PUNCHES_MAX,
  customerView,
  fieldMessages,
  formatDate,
  internationalPhone,
  lookupPhone,
  phoneDigits,
  amountText,
  phoneText,
  PUNCH_FORM_DEFAULTS,
  punchCard,
  punchQuantities,
  punchRequest,
  validatePhone,
  validatePunchForm,
} from './loyalty'

describe('loyalty search (SPEC 5)', () => {
  it("sends '+' + dial code + digits and needs 12 characters with the plus sign", () => {
    expect(phoneDigits(' 5000-12 34 ')).toBe('50001234')
    expect(phoneDigits('٩٩١٢٣٤٥٦')).toBe('99123456')
    expect(amountText('١٢٫٥')).toBe('12.5')
    expect(internationalPhone('965', '5000 1234')).toBe('+96550001234')
    expect(validatePhone('+96550001234')).toBeUndefined()
    expect(validatePhone('+9655000123')).toBe('loyalty.phoneMinLength')
    expect(validatePhone('+965')).toBe('loyalty.phoneMinLength')
    expect(en['loyalty.phoneMinLength']).toBe('Phone number must contain at least 12 characters')
    expect(internationalPhone('966', '5123456789012345')).toHaveLength(16)
  })
})

describe('a phone typed or pasted as staff have it', () => {
  const KW = areaOf('KW')
  const SA = areaOf('SA')

  it("drops the chosen country's code after '+' or '00', or alone before a full Kuwaiti or Saudi number", () => {
    for (const typed of ['55551234', '+96555551234', '0096555551234', '96555551234', '+965 5555 1234', '(+965) 5555-1234', '٠٠٩٦٥٥٥٥٥١٢٣٤'])
      expect(lookupPhone(KW, typed)).toEqual({ phone: '+96555551234' })
    for (const typed of ['512345678', '0512345678', '+966512345678', '00966512345678', '966512345678'])
      expect(lookupPhone(SA, typed)).toEqual({ phone: '+966512345678' })
    // a Kuwaiti number that itself starts with 965 is not a code
    expect(lookupPhone(KW, '96512345')).toEqual({ phone: '+96596512345' })
    // elsewhere, only '+' or '00' marks a code
    expect(lookupPhone(areaOf('IN'), '+919876543210')).toEqual({ phone: '+919876543210' })
    expect(lookupPhone(areaOf('IN'), '919876543210')).toEqual({ phone: '+91919876543210' })
  })

  it('refuses a length that cannot be a phone, or another code, instead of cutting it or searching another number', () => {
    expect(lookupPhone(KW, '5555123')).toEqual({ error: 'loyalty.phoneMinLength' })
    expect(lookupPhone(KW, '+965')).toEqual({ error: 'loyalty.phoneMinLength' })
    expect(lookupPhone(KW, '00')).toEqual({ error: 'loyalty.phoneMinLength' })
    expect(lookupPhone(KW, '555512345')).toEqual({ error: 'loyalty.phoneDigits' })
    expect(lookupPhone(KW, '009655555123')).toEqual({ error: 'loyalty.phoneMinLength' })
    expect(lookupPhone(SA, '05123456789')).toEqual({ error: 'loyalty.phoneDigits' })
    // Kuwaiti numbers have no leading 0 at home: one is not taken away
    expect(lookupPhone(KW, '055551234')).toEqual({ error: 'loyalty.phoneDigits' })
    expect(lookupPhone(KW, '+966512345678')).toEqual({ error: 'loyalty.phoneOtherCode' })
    expect(lookupPhone(KW, '00966512345678')).toEqual({ error: 'loyalty.phoneOtherCode' })
    expect(lookupPhone(areaOf('IN'), '98765432109876')).toEqual({ error: 'loyalty.phoneMaxLength' })
    expect(lookupPhone(areaOf('IN'), '9876543210987')).toEqual({ phone: '+919876543210987' })
  })

  it("the field keeps digits (Arabic-Indic ones as 0–9) and a '+' before them", () => {
    expect(phoneText('+965 5555-1234')).toBe('+96555551234')
    expect(phoneText(' (+965) ٥٥٥٥١٢٣٤')).toBe('+96555551234')
    expect(phoneText('5555+1234')).toBe('55551234')
  })
})

describe('customer card (SPEC 2, 3)', () => {
  it('shows the customer, and the new-customer defaults when created is null', () => {
    expect(customerView({ name: 'Ali', phone: '+96550001234', count_orders: 3, created: '2025-03-09T18:22:00+03:00' }, '+96550001234')).toEqual({
      isNew: false,
      name: 'Ali',
      phone: '+96550001234',
      countOrders: 3,
      created: '09/03/2025',
    })
    expect(customerView({ name: null, phone: '+96599990001', count_orders: null, created: null }, '+96599990001')).toEqual({
      isNew: true,
      name: null,
      phone: '+96599990001',
      countOrders: null,
      created: null,
    })
    expect(en['loyalty.newCustomer']).toBe('New Customer')
    expect(en['loyalty.none']).toBe('None')
    expect(formatDate('2024-12-31T23:30:00+03:00')).toBe('31/12/2024')
  })

  it('draws count modulo max punches and counts the completed cards', () => {
    expect(punchCard(4, 10)).toEqual({ slots: [true, true, true, true, false, false, false, false, false, false], filled: 4, completed: 0 })
    expect(punchCard(10, 10)).toMatchObject({ filled: 0, completed: 1 })
    expect(punchCard(23, 10)).toMatchObject({ filled: 3, completed: 2 })
    expect(punchCard(0, 8).slots).toHaveLength(8)
  })

  it("holds max_punches to the contract's 1 to 20: a larger value draws 20 slots and never throws", () => {
    expect(CARD_PUNCHES_MAX).toBe(20)
    expect(punchCard(0, 20).slots).toHaveLength(20)
    expect(punchCard(0, 21).slots).toHaveLength(20)
    expect(punchCard(3, 5e6)).toEqual({ slots: Array.from({ length: 20 }, (_, i) => i < 3), filled: 3, completed: 0 })
    expect(punchCard(45, 2 ** 32)).toMatchObject({ filled: 5, completed: 2 })
    expect(punchCard(45, 2 ** 32).slots).toHaveLength(20)
    expect(punchCard(0, Infinity).slots).toHaveLength(20)
    expect(punchCard(2, 0)).toEqual({ slots: [false], filled: 0, completed: 2 })
    expect(punchCard(2, -4).slots).toHaveLength(1)
    expect(punchCard(2, Number.NaN)).toEqual({ slots: [false], filled: 0, completed: 2 })
  })
})

describe('add punches form (SPEC 5)', () => {
  it('needs a receipt and an amount, and the amount must be a number', () => {
    expect(validatePunchForm(PUNCH_FORM_DEFAULTS, 'KWD')).toEqual({ receipt: 'loyalty.receiptRequired' })
    expect(validatePunchForm({ receipt: ' ', amount: '', countPunches: 1 }, 'KWD')).toEqual({ receipt: 'loyalty.receiptRequired', amount: 'loyalty.amountRequired' })
    expect(validatePunchForm({ receipt: 'R1', amount: '4.5', countPunches: 1 }, 'KWD')).toEqual({})
    expect(validatePunchForm({ receipt: 'R1', amount: '4,5', countPunches: 1 }, 'KWD')).toEqual({ amount: 'loyalty.amountComma' })
    expect(en['loyalty.receiptRequired']).toBe('Please input order code!')
    expect(en['loyalty.amountRequired']).toBe('Please input amount!')
  })

  it("keeps the amount as typed and refuses what is not a plain number; a comma is not guessed: 'use a point'", () => {
    // the stock input's rule: dropping '-', ',' or 'e' would send another number (1,5 as 15, -5 as 5, 1e3 as 13)
    for (const typed of ['-5', '1e3', '1,5', '4.5 KWD', '+4', ' 4 . 5'])
      expect(amountText(typed)).toBe(typed)
    expect(amountText('١٢٫٥')).toBe('12.5')
    expect(amountText('۱۲٫۵')).toBe('12.5')
    // invisible characters pasted with a receipt are not part of it, and do not fill the field
    expect(validatePunchForm({ receipt: '\u200b\u200f ', amount: '5', countPunches: 1 }, 'KWD')).toEqual({ receipt: 'loyalty.receiptRequired' })
    expect(punchRequest('+96550000000', { receipt: '\u200fR-17\u200e', amount: '5', countPunches: 1 }, 'amount').receipt).toBe('R-17')
    // a pasted amount's invisible direction marks are not part of the number
    expect(amountText('\u200f12.5\u200e')).toBe('12.5')
    expect(validatePunchForm({ receipt: 'R1', amount: amountText('\u200f١٢\u200b'), countPunches: 1 }, 'KWD')).toEqual({})
    const form = (amount: string) => ({ receipt: 'R1', amount: amountText(amount), countPunches: 1 })
    for (const typed of ['-5', '1e3', '4.5 KWD', '+4', '0x10', 'Infinity', '.5', '5.', '4 . 5'])
      expect(validatePunchForm(form(typed), 'KWD'), typed).toEqual({ amount: 'loyalty.amountInvalid' })
    for (const typed of ['1,5', '1,000', '1,000.500', '١،٥', '١٬٠٠٠'])
      expect(validatePunchForm(form(typed), 'KWD'), typed).toEqual({ amount: 'loyalty.amountComma' })
    expect(validatePunchForm(form(' ١٫٥ '), 'KWD')).toEqual({})
    expect(en['loyalty.amountComma']).toBe('Use a point (.) for decimals, not a comma, for example {{example}}')
  })

  it('refuses more decimals than the currency has: KWD 3, SAR 2 (Arabic-Indic digits too)', () => {
    const form = (amount: string) => ({ receipt: 'R1', amount: amountText(amount), countPunches: 1 })
    expect(validatePunchForm(form('1.2345'), 'KWD')).toEqual({ amount: 'loyalty.amountDecimals' })
    expect(validatePunchForm(form('1.234'), 'KWD')).toEqual({})
    // counted as typed: what is sent is what staff typed, never rounded
    expect(validatePunchForm(form('4.5000'), 'KWD')).toEqual({ amount: 'loyalty.amountDecimals' })
    expect(validatePunchForm(form('1.234'), 'kwd')).toEqual({})
    expect(validatePunchForm(form('10.555'), 'SAR')).toEqual({ amount: 'loyalty.amountDecimals' })
    expect(validatePunchForm(form('١٠٫٥٥٥'), 'SAR')).toEqual({ amount: 'loyalty.amountDecimals' })
    expect(validatePunchForm(form('١٠٫٥٥'), 'SAR')).toEqual({})
    expect(validatePunchForm(form('10'), 'SAR')).toEqual({})
    expect(en['loyalty.amountDecimals']).toBe('Enter the amount with at most {{n}} decimals ({{currency}}), for example {{example}}')
  })

  it('sends the amount as a number, 1 to 20 punches for the quantity type and 1 for the amount type', () => {
    const values = { receipt: ' R-1 ', amount: '4.500', countPunches: 3 }
    expect(punchRequest('+96550001234', values, 'quantity')).toEqual({ phone: '+96550001234', receipt: 'R-1', amount: 4.5, count_punches: 3 })
    expect(punchRequest('+96550001234', values, 'amount').count_punches).toBe(1)
    expect(punchRequest('+96550001234', { ...values, countPunches: 99 }, 'quantity').count_punches).toBe(20)
    expect(punchQuantities('quantity')).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
    expect(punchQuantities('amount')).toEqual([])
  })

  it('reads the field errors of a 400 body', () => {
    const body = { code: 400, message: 'Validation Failed', errors: { children: { receipt: { errors: ['This receipt was already punched.'] } } } }
    expect(fieldMessages(body, 'receipt')).toEqual(['This receipt was already punched.'])
    expect(fieldMessages(body, 'amount')).toEqual([])
    expect(fieldMessages({ errors: ['x'] }, 'receipt')).toEqual([])
    expect(fieldMessages(undefined, 'receipt')).toEqual([])
  })
})
