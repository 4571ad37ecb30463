import { describe, expect, it } from 'vitest'
import { makeOrder, makeProduct } from '../../tests/factories/orders'
import { printLocale } from './print-locale'
import {
  deliveryTypeKey,
  fillPlaceholders,
  nutritionalFacts,
  otherLocale,
  parseId,
  printDay,
  printReportDay,
  printReportTime,
  printText,
  printTime,
  receiptLines,
  receiptOrder,
  showsDiscount,
} from './print'

describe('placeholder filling (SPEC 2 print pages)', () => {
  it('fills every %name% it has a value for', () => {
    expect(fillPlaceholders('Order #%code%', { code: '123456' })).toBe('Order #123456')
    expect(fillPlaceholders('%day% %time%', { day: '22/11/2026', time: '03:05PM' })).toBe('22/11/2026 03:05PM')
    expect(fillPlaceholders('%amount% %currency%', { amount: '1.500', currency: 'KWD' })).toBe('1.500 KWD')
    expect(fillPlaceholders('%brand% – %store%', { brand: 'Patty Lab', store: 'Salmiya' })).toBe('Patty Lab – Salmiya')
    expect(fillPlaceholders('%minutes% min', { minutes: 15 })).toBe('15 min')
    expect(fillPlaceholders('Orders: %count%', { count: 0 })).toBe('Orders: 0')
  })

  it('keeps a literal percent sign after a placeholder and in plain text', () => {
    expect(fillPlaceholders('VAT (%percent%%)', { percent: 15 })).toBe('VAT (15%)')
    expect(fillPlaceholders('50% off, 100%', {})).toBe('50% off, 100%')
    expect(fillPlaceholders('ضريبة القيمة المضافة (%percent%%)', { percent: 5 })).toBe('ضريبة القيمة المضافة (5%)')
  })

  it('an unknown or empty placeholder prints as nothing (never as %name%), and leaves no double space', () => {
    expect(fillPlaceholders('Order #%code%', {})).toBe('Order #')
    expect(fillPlaceholders('%amount% %currency%', { amount: '2.000', currency: null })).toBe('2.000')
    expect(fillPlaceholders('%brand% %unknown% %store%', { brand: 'A', store: 'B' })).toBe('A B')
    expect(fillPlaceholders('%toString% %constructor%', {})).toBe('')
  })

  it('values are text: markup in a value stays as typed, and is not filled twice', () => {
    expect(fillPlaceholders('%store%', { store: '<img src=x onerror=alert(1)>' })).toBe('<img src=x onerror=alert(1)>')
    expect(fillPlaceholders('%brand% %store%', { brand: '%store%', store: 'X' })).toBe('%store% X')
  })

  it('printText reads the dictionary; a missing key prints nothing', () => {
    const dictionary = { order_number: 'طلب رقم #%code%' }
    expect(printText(dictionary, 'order_number', { code: '654321' })).toBe('طلب رقم #654321')
    expect(printText(dictionary, 'nope')).toBe('')
    expect(printText(dictionary, 'toString')).toBe('')
  })
})

describe('print language, discount and query (SPEC 2, 6, 7)', () => {
  it('the query locale wins; otherwise Arabic for supermarkets and English for restaurants', () => {
    expect(printLocale('en', true)).toBe('en')
    expect(printLocale('ar', false)).toBe('ar')
    expect(printLocale(null, true)).toBe('ar')
    expect(printLocale(null, false)).toBe('en')
    expect(printLocale('fr', false)).toBe('en')
    expect(otherLocale('ar')).toBe('en')
    expect(otherLocale('en')).toBe('ar')
  })

  it('shows the discount only for dscnt=true', () => {
    expect(showsDiscount('true')).toBe(true)
    for (const v of ['false', '1', 'TRUE', '', null, undefined]) expect(showsDiscount(v)).toBe(false)
  })

  it('reads an order id', () => {
    expect(parseId('42')).toBe(42)
    for (const v of ['0', '-1', '1.5', 'abc', '', null, '12345678901']) expect(parseId(v)).toBeNull()
  })

  it('an Arabic receipt takes its texts from the Arabic response and the car from the alternate (English) one', () => {
    const car = (make: string) => ({ make: { name: make, icon: null }, type: { name: 'SUV', icon: null }, color: { name: 'White' }, photo: null, plate: '12345' })
    const ar = makeOrder({ store: { id: 201, name: 'العليا', brand: { name: 'سوق النخيل', photo: null, supermarket: true } }, car: car('تويوتا') })
    const en = { ...ar, store: { id: 201, name: 'Olaya', brand: { name: 'Nakheel', photo: null, supermarket: true } }, car: car('Toyota') }
    const printed = receiptOrder('ar', ar, en)
    expect(printed.store.name).toBe('العليا')
    expect(printed.car?.make.name).toBe('Toyota')
    expect(receiptOrder('en', en, ar).car?.make.name).toBe('Toyota')
  })
})

describe('dates (SPEC 9: DD/MM/YYYY, hh:mmA)', () => {
  it('prints at the offset the API wrote, or in the store timezone', () => {
    expect(printDay('2026-11-22T15:05:09+03:00')).toBe('22/11/2026')
    expect(printTime('2026-11-22T15:05:09+03:00')).toBe('03:05PM')
    expect(printTime('2026-11-22T00:30:00+03:00')).toBe('12:30AM')
    expect(printDay('2026-11-22T22:30:00Z', 'Asia/Riyadh')).toBe('23/11/2026')
    expect(printTime('2026-11-22T22:30:00Z', 'Asia/Kuwait')).toBe('01:30AM')
    expect(printDay(null)).toBe('')
    expect(printTime('not a date')).toBe('')
  })

  it('report date and time', () => {
    expect(printReportDay('2026-01-31')).toBe('31/01/2026')
    expect(printReportTime('09:07')).toBe('09:07AM')
    expect(printReportTime('12:00')).toBe('12:00PM')
    expect(printReportTime('00:15')).toBe('12:15AM')
    expect(printReportTime('23:59')).toBe('11:59PM')
  })
})

describe('receipt lines (SPEC 2: supermarket receipts use replacement quantities)', () => {
  const supermarket = { id: 201, name: 'Olaya', brand: { name: 'Nakheel', photo: null, supermarket: true } }
  const restaurant = { id: 101, name: 'Salmiya', brand: { name: 'Patty Lab', photo: null, supermarket: false } }

  it('a supermarket line with a replacement qty prints that qty and its total; qty 0 goes to Canceled Items', () => {
    const order = makeOrder({
      store: supermarket,
      products: [
        makeProduct({ order_product_id: 1, qty: 3, price: 2, total_price: 6, currency: { code: 'SAR' }, replacement: { qty: 2, total_price: 4 } }),
        makeProduct({ order_product_id: 2, qty: 1, price: 9.5, total_price: 9.5, currency: { code: 'SAR' }, replacement: null }),
        makeProduct({ order_product_id: 3, qty: 4, price: 1.25, total_price: 5, currency: { code: 'SAR' }, replacement: { qty: 0, total_price: 0 } }),
      ],
    })
    const { sold, canceled } = receiptLines(order)
    expect(sold.map((l) => [l.id, l.qty, l.orderedQty, l.total])).toEqual([
      [1, 2, 3, 4],
      [2, 1, 1, 9.5],
    ])
    // canceled lines show what was ordered, for the record; they are not in the sold figures
    expect(canceled.map((l) => [l.id, l.qty, l.total])).toEqual([[3, 4, 5]])
  })

  it('a restaurant receipt prints what was ordered', () => {
    const order = makeOrder({ store: restaurant, products: [makeProduct({ order_product_id: 9, qty: 2, total_price: 3.5, replacement: { qty: 1, total_price: 1.75 } })] })
    const { sold, canceled } = receiptLines(order)
    expect(sold.map((l) => [l.qty, l.total])).toEqual([[2, 3.5]])
    expect(canceled).toEqual([])
  })

  it('nutritional facts in the spec order, only those present', () => {
    expect(nutritionalFacts({ fiber: 3, calories: 540, fat: null, carbs: 41.5 })).toEqual([
      { key: 'calories', value: 540 },
      { key: 'carbs', value: 41.5 },
      { key: 'fiber', value: 3 },
    ])
    expect(nutritionalFacts(null)).toEqual([])
  })

  it('delivery types 1 House, 2 Apartment, 3 Office', () => {
    expect([1, 2, 3, 4, null].map(deliveryTypeKey)).toEqual(['house', 'apartment', 'office', null, null])
  })
})
