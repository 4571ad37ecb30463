import { describe, expect, it } from 'vitest'
import { en } from '../lib/i18n/en'
import {
  CARD_PUNCHES_MAX,
  customerView,
  fieldMessages,
  formatDate,
  internationalPhone,
  phoneDigits,
  amountText,
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
    expect(amountText('١٢٫٥ KWD')).toBe('12.5')
    expect(internationalPhone('965', '5000 1234')).toBe('+96550001234')
    expect(validatePhone('+96550001234')).toBeUndefined()
    expect(validatePhone('+9655000123')).toBe('loyalty.phoneMinLength')
    expect(validatePhone('+965')).toBe('loyalty.phoneMinLength')
    expect(en['loyalty.phoneMinLength']).toBe('Phone number must contain at least 12 characters')
    expect(internationalPhone('966', '5123456789012345')).toHaveLength(16)
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
    expect(validatePunchForm(PUNCH_FORM_DEFAULTS)).toEqual({ receipt: 'loyalty.receiptRequired' })
    expect(validatePunchForm({ receipt: ' ', amount: '', countPunches: 1 })).toEqual({ receipt: 'loyalty.receiptRequired', amount: 'loyalty.amountRequired' })
    expect(validatePunchForm({ receipt: 'R1', amount: '4.5', countPunches: 1 })).toEqual({})
    expect(validatePunchForm({ receipt: 'R1', amount: '4,5', countPunches: 1 })).toEqual({ amount: 'loyalty.amountInvalid' })
    expect(en['loyalty.receiptRequired']).toBe('Please input order code!')
    expect(en['loyalty.amountRequired']).toBe('Please input amount!')
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
