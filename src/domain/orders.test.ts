import { describe, expect, it } from 'vitest'
import { makeOrder, makeProduct, preparing } from '../../tests/factories/orders'
import {
  boardGroups,
  canConfirm,
  canDecline,
  canDispatch,
  canNoShow,
  canNotify,
  closesDrawer,
  dueCountdown,
  forceDispatchFacts,
  isPhoneUserAgent,
  matchesSearch,
  needsWarning,
  orderStages,
  pendingColorIndex,
  prepTimeOptions,
  processedMessageKey,
  rowAction,
  splitCurrent,
  stillAllowed,
  warningLapse,
} from './orders'

const restaurant = { brand: { supermarket: false, invoice_print_limit: null }, delivery: { store_delivery: false }, preparation_times: [], default_prep_time: 10 }
const supermarket = { ...restaurant, brand: { supermarket: true, invoice_print_limit: 1 }, default_prep_time: 30 }
const driver = (status: 1 | 2 | 3) => ({ id: 1, user: { name: 'Hero' }, status: { id: status }, location: null })

describe('lists and groups', () => {
  it('splits pending and preparing, oldest first', () => {
    const a = makeOrder({ timing: { ...makeOrder().timing, pending: '2026-11-22T09:00:00+03:00' } })
    const b = makeOrder({ timing: { ...makeOrder().timing, pending: '2026-11-22T08:00:00+03:00' } })
    const c = preparing()
    expect(splitCurrent([a, c, b])).toEqual({ pending: [b, a], preparing: [c] })
  })

  it('groups Pending / Confirmed, or Walk-Drive / Delivery in store-delivery mode', () => {
    const pickup = makeOrder()
    const delivered = preparing({ delivery: { type: 1, method: 2, driver: null } })
    expect(boardGroups(restaurant, [pickup, delivered]).map((g) => [g.key, g.orders.length])).toEqual([['pending', 1], ['confirmed', 1]])
    expect(boardGroups({ delivery: { store_delivery: true } }, [pickup, delivered]).map((g) => [g.key, g.orders])).toEqual([
      ['walkDrive', [pickup]],
      ['delivery', [delivered]],
    ])
  })
})

describe('search', () => {
  const o = makeOrder({ code: '482915', user: { ...makeOrder().user, phone: '+965 5000 1234' } })
  it('matches code or phone, case-insensitively, after stripping pattern characters', () => {
    expect(matchesSearch(o, '2915')).toBe(true)
    expect(matchesSearch(o, '50001234')).toBe(true)
    expect(matchesSearch(o, '٢٩١٥')).toBe(true)
    expect(matchesSearch(o, '(482)')).toBe(true)
    expect(matchesSearch(o, '999')).toBe(false)
    expect(matchesSearch(o, '')).toBe(true)
  })
})

describe('row rules', () => {
  it('picks the colour from the last two digits modulo 20', () => {
    expect(pendingColorIndex('123457')).toBe(57 % 20)
    expect(pendingColorIndex('100020')).toBe(0)
    expect(pendingColorIndex('100039')).toBe(19)
  })

  it('counts down to the due time, then counts up late', () => {
    const due = '2026-11-22T10:10:00+03:00'
    expect(dueCountdown(due, Date.parse('2026-11-22T10:05:30+03:00'))).toEqual({ late: false, text: '4:30' })
    expect(dueCountdown(due, Date.parse('2026-11-22T10:12:05+03:00'))).toEqual({ late: true, text: '2:05' })
    expect(dueCountdown(due, Date.parse('2026-11-22T08:59:59+03:00'))).toEqual({ late: false, text: '1:10:01' })
  })

  it('offers Confirm for pending, hidden for a supermarket order that has a preparation time', () => {
    expect(rowAction(makeOrder(), restaurant)).toEqual({ kind: 'confirm', enabled: true })
    expect(rowAction(makeOrder(), supermarket)).toEqual({ kind: 'confirm', enabled: true })
    expect(rowAction(makeOrder({ preparationTime: 30 }), supermarket)).toBeNull()
  })

  it('enables Dispatch only when the customer arrived or the store delivers itself', () => {
    expect(rowAction(preparing(), restaurant)).toEqual({ kind: 'dispatch', enabled: false })
    expect(rowAction(preparing({ user: { ...makeOrder().user, status: { id: 3 } } }), restaurant)).toEqual({ kind: 'dispatch', enabled: true })
    expect(rowAction(preparing({ delivery: { type: 1, method: 2, driver: null } }), restaurant)).toEqual({ kind: 'dispatch', enabled: true })
    expect(rowAction(preparing({ delivery: { type: 2, method: 2, driver: null } }), restaurant)).toEqual({ kind: 'dispatch', enabled: false })
  })

  it('detects phones by user agent, not tablets', () => {
    expect(isPhoneUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(true)
    expect(isPhoneUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe(true)
    expect(isPhoneUserAgent('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe(false)
    expect(isPhoneUserAgent('Mozilla/5.0 (Linux; Android 13; SM-X200) Safari/537.36')).toBe(false)
    expect(isPhoneUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36')).toBe(false)
  })
})

describe('drawer rules', () => {
  it('disables Confirm when every product was switched out', () => {
    expect(canConfirm(makeOrder())).toBe(true)
    expect(canConfirm(makeOrder({ products: [makeProduct({ replacement: { qty: 0, total_price: 0 } })] }))).toBe(false)
    expect(canConfirm(makeOrder({ products: [makeProduct({ replacement: { qty: 0, total_price: 0 } }), makeProduct()] }))).toBe(true)
    expect(canConfirm(makeOrder(), { notActual: true })).toBe(false)
  })

  it('allows Decline while pending, not confirmed and not processed elsewhere', () => {
    expect(canDecline(makeOrder())).toBe(true)
    expect(canDecline(makeOrder(), { confirmed: true })).toBe(false)
    expect(canDecline(makeOrder(), { notActual: true })).toBe(false)
    expect(canDecline(preparing())).toBe(false)
  })

  it('allows No Show while not confirmed', () => {
    expect(canNoShow(preparing())).toBe(true)
    expect(canNoShow(preparing(), { confirmed: true })).toBe(false)
  })

  it('enables Dispatch for staff delivery or an arrived customer or driver', () => {
    expect(canDispatch(preparing())).toBe(false)
    expect(canDispatch(preparing({ user: { ...makeOrder().user, status: { id: 3 } } }))).toBe(true)
    expect(canDispatch(preparing({ delivery: { type: 2, method: 1, driver: driver(3) } }))).toBe(true)
    expect(canDispatch(preparing({ delivery: { type: 1, method: 2, driver: null } }))).toBe(true)
    // a store-delivery order to an apartment or an office is still the staff case: the address kind is apart
    expect(canDispatch(preparing({ delivery: { type: 1, method: 2, driver: null, home: { type: 2 } } }))).toBe(true)
    expect(canDispatch(preparing({ delivery: { type: 1, method: 2, driver: null, home: { type: 3 }, office: {} } }))).toBe(true)
  })

  it('gives Force Dispatch the facts: unconfirmed, customer not arrived, driver for delivery', () => {
    expect(forceDispatchFacts(preparing())).toEqual({ confirmed: false, customerArrived: false, needsDriver: false, hasDriver: false })
    expect(forceDispatchFacts(preparing({ delivery: { type: 2, method: 1, driver: driver(1) } }))).toMatchObject({ needsDriver: true, hasDriver: true })
    expect(forceDispatchFacts(preparing({ delivery: { type: 1, method: 2, driver: null } }))).toMatchObject({ needsDriver: false, hasDriver: false })
    expect(forceDispatchFacts(preparing(), { confirmed: true }).confirmed).toBe(true)
  })

  it('warns before Decline, No Show and a dispatch without an arrived customer', () => {
    expect(needsWarning('decline', makeOrder())).toBe(true)
    expect(needsWarning('no_show', preparing())).toBe(true)
    expect(needsWarning('dispatch', preparing({ delivery: { type: 1, method: 1, driver: driver(3) } }))).toBe(true)
    expect(needsWarning('dispatch', preparing({ user: { ...makeOrder().user, status: { id: 3 } } }))).toBe(false)
    expect(needsWarning('dispatch', preparing({ delivery: { type: 1, method: 2, driver: null } }))).toBe(false)
    expect(needsWarning('confirm', makeOrder())).toBe(false)
  })

  it('names the processed message and keeps the drawer open only after confirm', () => {
    expect(processedMessageKey('confirmed')).toBe('orders.processed.confirmed')
    expect(processedMessageKey('force_dispatched')).toBe('orders.processed.dispatched')
    expect(processedMessageKey('no_show')).toBe('orders.processed.hidden')
    expect(closesDrawer('confirm')).toBe(false)
    expect(closesDrawer('decline')).toBe(true)
  })

  it('offers Notify for Walk-Thru orders without delivery, or delivery orders with a driver, once', () => {
    expect(canNotify(preparing({ collectionMethod: { id: 3, name: 'Walk-Thru' } }))).toBe(true)
    expect(canNotify(preparing({ collectionMethod: { id: 1, name: 'Drive-Thru' } }))).toBe(false)
    expect(canNotify(preparing({ collectionMethod: { id: 6, name: 'Home Delivery' }, delivery: { type: 1, method: 1, driver: null } }))).toBe(false)
    expect(canNotify(preparing({ collectionMethod: { id: 6, name: 'Home Delivery' }, delivery: { type: 1, method: 1, driver: driver(1) } }))).toBe(true)
    const sent = preparing({ collectionMethod: { id: 3, name: 'Walk-Thru' } })
    expect(canNotify({ ...sent, timing: { ...sent.timing, ready: '2026-11-22T10:00:00+03:00' } })).toBe(false)
  })

  it('offers the store prep times or the default lists in groups of 3, preselecting the default', () => {
    expect(prepTimeOptions(restaurant)).toEqual({ groups: [[5, 10, 15], [20, 25, 30], [40, 50, 60]], initial: 10 })
    expect(prepTimeOptions(supermarket)).toEqual({ groups: [[15, 30, 45], [60, 90, 120]], initial: 30 })
    expect(prepTimeOptions({ ...restaurant, preparation_times: [20, 7, 12, 7], default_prep_time: 12 })).toEqual({ groups: [[7, 12, 20]], initial: 12 })
  })

  it("preselects the store's default_prep_time also when its list leaves it out (joined to the list in its place)", () => {
    expect(prepTimeOptions({ ...restaurant, preparation_times: [10, 20, 30], default_prep_time: 25 })).toEqual({ groups: [[10, 20, 25], [30]], initial: 25 })
    expect(prepTimeOptions({ ...restaurant, default_prep_time: 35 })).toEqual({ groups: [[5, 10, 15], [20, 25, 30], [35, 40, 50], [60]], initial: 35 })
    expect(prepTimeOptions({ ...supermarket, default_prep_time: 20 }).initial).toBe(20)
  })

  it('lists the history stages in time order', () => {
    const o = preparing({ timing: { ...makeOrder().timing, confirmed: '2026-11-22T09:59:00+03:00' } })
    expect(orderStages(o).map((s) => s.key)).toEqual(['creation', 'payment', 'confirmation'])
  })
})

describe('a warning the order changes under', () => {
  const hero = (d: ReturnType<typeof driver> | null) => preparing({ collectionMethod: { id: 6, name: 'Home Delivery' }, delivery: { type: 1, method: 1, driver: d } })
  const arrived = (o: ReturnType<typeof preparing>) => ({ ...o, user: { ...o.user, status: { id: 3 as const } } })

  it("Force Dispatch holds only on the spec's facts: not once the customer arrived, nor for a delivery that lost its driver", () => {
    expect(stillAllowed('force_dispatch', preparing())).toBe(true)
    expect(stillAllowed('force_dispatch', arrived(preparing()))).toBe(false)
    expect(stillAllowed('force_dispatch', hero(driver(1)))).toBe(true)
    expect(stillAllowed('force_dispatch', hero(null))).toBe(false)
    expect(stillAllowed('force_dispatch', preparing(), { confirmed: true })).toBe(false)
  })

  it('says why: the customer arrived, the driver went, or the order itself left or was processed', () => {
    expect(warningLapse('force_dispatch', preparing())).toBeNull()
    expect(warningLapse('force_dispatch', arrived(preparing()))).toBe('arrived')
    expect(warningLapse('force_dispatch', hero(null))).toBe('no_driver')
    expect(warningLapse('force_dispatch', preparing(), { isPassed: true })).toBe('gone')
    expect(warningLapse('force_dispatch', undefined)).toBe('gone')
    // a Dispatch warning outlives the arrival it asked about
    expect(warningLapse('dispatch', arrived(hero(driver(3))))).toBeNull()
    expect(warningLapse('no_show', makeOrder(), { notActual: true })).toBe('gone')
    expect(warningLapse('decline', makeOrder())).toBeNull()
  })
})
