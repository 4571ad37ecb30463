import { describe, expect, it } from 'vitest'
import { makeOrder, makeProduct, preparing } from '../../tests/factories/orders'
import {
  addressLines,
  arrivalView,
  canMarkDelivered,
  clockTime,
  contrastRatio,
  dateTime,
  initials,
  methodNameKey,
  modifierText,
  notifyState,
  paymentNameKey,
  pendingColor,
  printPath,
  showsCar,
  totalLines,
} from './order-view'
import { PENDING_COLORS } from './orders'

const driver = { id: 9, user: { name: 'Ali' }, status: { id: 2 as const }, location: null }
const delivery = (over: Partial<NonNullable<ReturnType<typeof makeOrder>['delivery']>> = {}) => ({
  type: 1 as const,
  method: 1 as const,
  driver: null,
  ...over,
})

describe('customer status column', () => {
  it('reads Idle, Arriving with the minutes away (rounded, at least 1), and Arrived', () => {
    expect(arrivalView({ id: 1 }, null)).toEqual({ kind: 'idle' })
    expect(arrivalView({ id: 2 }, { duration: 6.4 })).toEqual({ kind: 'arriving', minutes: 6 })
    expect(arrivalView({ id: 2 }, { duration: 0.2 })).toEqual({ kind: 'arriving', minutes: 1 })
    expect(arrivalView({ id: 2 }, { duration: null })).toEqual({ kind: 'arriving', minutes: null })
    expect(arrivalView({ id: 2 }, null)).toEqual({ kind: 'arriving', minutes: null })
    expect(arrivalView({ id: 3 }, { duration: 4 })).toEqual({ kind: 'arrived' })
  })
})

describe('pending colour', () => {
  it('uses the palette entry of the last two digits modulo 20', () => {
    expect(pendingColor('100047').background).toBe(PENDING_COLORS[7])
    expect(pendingColor('100020').background).toBe(PENDING_COLORS[0])
    expect(pendingColor('100099').background).toBe(PENDING_COLORS[19])
  })

  it('picks a text colour with AA contrast for normal text (4.5:1) on every palette colour', () => {
    for (let i = 0; i < 20; i++) {
      const code = `1000${String(i).padStart(2, '0')}`
      const { background, text } = pendingColor(code)
      expect(contrastRatio(background, text), `${background} / ${text}`).toBeGreaterThanOrEqual(4.5)
    }
    expect(pendingColor('100012').text).toBe('#000000') // yellow takes dark text
    expect(pendingColor('100000').text).toBe('#000000') // so does red (white reaches only 4.2:1)
    expect(pendingColor('100003').text).toBe('#ffffff') // deep purple takes white
  })
})

describe('ready notification', () => {
  it('is offered while preparing for Walk-Thru orders without delivery', () => {
    expect(notifyState(preparing({ collectionMethod: { id: 3, name: 'Walk-Thru' } }))).toBe('available')
    expect(notifyState(preparing({ collectionMethod: { id: 1, name: 'Drive-Thru' } }))).toBe('hidden')
    expect(notifyState(makeOrder({ collectionMethod: { id: 3, name: 'Walk-Thru' } }))).toBe('hidden')
  })

  it('is offered for delivery orders only once a driver is assigned', () => {
    expect(notifyState(preparing({ collectionMethod: { id: 6, name: 'Home Delivery' }, delivery: delivery() }))).toBe('hidden')
    expect(notifyState(preparing({ collectionMethod: { id: 6, name: 'Home Delivery' }, delivery: delivery({ driver }) }))).toBe('available')
  })

  it('reads Notification Sent once the order has a ready time', () => {
    const o = preparing({ collectionMethod: { id: 3, name: 'Walk-Thru' } })
    expect(notifyState({ ...o, timing: { ...o.timing, ready: '2026-11-22T10:05:00+03:00' } })).toBe('sent')
  })
})

describe('print links', () => {
  it('opens English receipts for restaurants and Arabic for supermarkets, with dscnt = the store shows discounts', () => {
    expect(printPath('normal', 42, { hide_discount: false, brand: { supermarket: false } })).toBe('/print-normal?id=42&locale=en&dscnt=true')
    expect(printPath('thermal', 42, { hide_discount: true, brand: { supermarket: true } })).toBe('/print-thermal?id=42&locale=ar&dscnt=false')
  })
})

describe('past orders', () => {
  it('only a dispatched order can be marked Delivered', () => {
    for (const id of [2, 3, 5, 6, 7, 8] as const) expect(canMarkDelivered({ status: { id, name: '' } })).toBe(false)
    expect(canMarkDelivered({ status: { id: 4, name: 'Dispatched' } })).toBe(true)
  })
})

describe('times', () => {
  it('shows hh:mm A in the store time zone', () => {
    expect(clockTime('2026-11-22T07:05:00Z', 'Asia/Kuwait')).toBe('10:05 AM')
    expect(clockTime('2026-11-22T13:30:00Z', 'Asia/Riyadh')).toBe('04:30 PM')
    expect(clockTime('2026-11-22T13:30:00Z', 'Asia/Riyadh', 'ar')).toMatch(/^04:30 /)
    expect(clockTime('not a date', 'Asia/Kuwait')).toBe('')
  })

  it('shows DD/MM/YYYY hh:mm A', () => {
    expect(dateTime('2026-11-22T21:05:00Z', 'Asia/Kuwait')).toBe('23/11/2026 12:05 AM')
  })
})

describe('drawer texts', () => {
  it('makes initials', () => {
    expect(initials('Sara Al-Ali')).toBe('SA')
    expect(initials('Mona')).toBe('MO')
    expect(initials('  ')).toBe('')
  })

  it('lists House, Apartment and Office address fields by the address kind, whatever the delivery type', () => {
    const home = { area: { name: 'Salmiya' }, block: '10', street: 'Salem St', avenue: null, number: '34', apartment: '5', floor: '2', building_name: null }
    expect(addressLines(delivery({ home: { ...home, type: 1 } })).map((l) => `${l.field}=${l.value}`)).toEqual(['area=Salmiya', 'block=10', 'street=Salem St', 'house=34'])
    expect(addressLines(delivery({ home: { ...home, type: 2 } })).map((l) => `${l.field}=${l.value}`)).toEqual([
      'area=Salmiya', 'block=10', 'street=Salem St', 'building=34', 'floor=2', 'apartment=5',
    ])
    const office = { company_name: 'Acme', building_name: 'Tower 3', floor: '12', number: '1204' }
    expect(addressLines(delivery({ office, home: { area: { name: 'Sharq' } } })).map((l) => `${l.field}=${l.value}`)).toEqual([
      'area=Sharq', 'company=Acme', 'building=Tower 3', 'floor=12', 'office=1204',
    ])
  })

  it('adds up the totals, hiding the discount (and adding it back) when the store hides discounts', () => {
    const f = { currency: { code: 'KWD' }, products_price: 5, discount: 1, tips: 0.5, fee: 0.75, total_price: 5.25, vat_percent: 0, total_vat_price: 0, total_paid: 5.25, remaining_balance: 0 }
    expect(totalLines(f, true)).toEqual([
      { key: 'subtotal', amount: 5 },
      { key: 'discount', amount: -1 },
      { key: 'fee', amount: 0.75 },
      { key: 'tips', amount: 0.5 },
      { key: 'total', amount: 5.25 },
    ])
    expect(totalLines(f, false)).toEqual([
      { key: 'subtotal', amount: 5 },
      { key: 'fee', amount: 0.75 },
      { key: 'tips', amount: 0.5 },
      { key: 'total', amount: 6.25 },
    ])
    expect(totalLines({ ...f, vat_percent: 15, total_vat_price: 0.71, remaining_balance: 2 }, true).map((l) => l.key)).toEqual([
      'subtotal', 'discount', 'fee', 'tips', 'vat', 'total', 'paid', 'remaining',
    ])
  })

  it('writes modifier choices with their quantities', () => {
    const p = makeProduct({
      modifiers: [
        { id: 1, original: { name: 'Size' }, choices: [{ id: 2, original: { name: 'Double' }, qty: 1, price: 0.9 }] },
        { id: 3, original: { name: 'Extras' }, choices: [{ id: 4, original: { name: 'Onions' }, qty: 2, price: 0.2 }, { id: 5, original: { name: 'Egg' }, qty: 1, price: 0.3 }] },
        { id: 6, original: { name: 'Empty' }, choices: [] },
      ],
    })
    expect(modifierText(p.modifiers)).toBe('Size: Double · Extras: Onions ×2, Egg')
  })

  it('names methods and payments from the spec enumerations', () => {
    expect(methodNameKey(1)).toBe('collection.dt')
    expect(methodNameKey(6)).toBe('collection.hd')
    expect(paymentNameKey(6)).toBe('enum.payment.knet')
    expect(paymentNameKey(99)).toBeNull()
  })

  it('shows the car for Drive-Thru, Send Hero and Home Delivery only', () => {
    const car = { make: { name: 'Kia' }, type: { name: 'Sedan' }, color: { name: 'Red' }, photo: null, plate: '1' }
    expect(showsCar(makeOrder({ collectionMethod: { id: 1, name: 'Drive-Thru' }, car }))).toBe(true)
    expect(showsCar(makeOrder({ collectionMethod: { id: 4, name: 'Send Hero' }, car }))).toBe(true)
    expect(showsCar(makeOrder({ collectionMethod: { id: 3, name: 'Walk-Thru' }, car }))).toBe(false)
    expect(showsCar(makeOrder({ collectionMethod: { id: 1, name: 'Drive-Thru' }, car: null }))).toBe(false)
  })
})
