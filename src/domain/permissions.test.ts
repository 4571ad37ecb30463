import { describe, expect, it } from 'vitest'
import { makeBrand, makeLoyaltySettings, makeManager, makeStore, makeUser } from '../../tests/factories/entities'
import {
  canChangeStoreStatus,
  canOpenEarly,
  canEditStock,
  canForceDispatch,
  canManageAvailability,
  canPrintOrder,
  canSeeDiscount,
  canSeeLoyalty,
  canSeeInsights,
  canSeeReports,
  canSwitchReplacement,
  canToggleSoldOut,
  isStoreManager,
} from './permissions'

describe('permissions (SPEC 6)', () => {
  it('Insights, like Reports, are for store managers only', () => {
    expect(canSeeInsights(makeManager())).toBe(true)
    expect(canSeeInsights(makeUser({ roles: ['ROLE_USER'] }))).toBe(false)
    expect(canSeeInsights(null)).toBe(false)
  })

  it('only ROLE_STORE_MANAGER is a manager and sees Reports', () => {
    expect(isStoreManager(makeManager())).toBe(true)
    expect(canSeeReports(makeManager())).toBe(true)
    expect(canSeeReports(makeUser({ roles: ['ROLE_USER', 'ROLE_ADMIN'] }))).toBe(false)
    expect(canSeeReports(null)).toBe(false)
    expect(canSwitchReplacement(makeManager())).toBe(true)
    expect(canSwitchReplacement(makeUser())).toBe(false)
  })

  it('Loyalty only when the brand allows manual punches', () => {
    const allowed = makeStore({ brand: makeBrand({ loyalty: makeLoyaltySettings({ manual_punches_allowed: true }) }) })
    expect(canSeeLoyalty(allowed)).toBe(true)
    expect(canSeeLoyalty(makeStore())).toBe(false)
    expect(canSeeLoyalty(null)).toBe(false)
  })

  it('status change needs change_status_allowed, not change_collection_allowed, and open service hours', () => {
    const base = { change_status_allowed: true, change_collection_allowed: false, service_hours: { closed: false } }
    expect(canChangeStoreStatus(base)).toBe(true)
    expect(canChangeStoreStatus({ ...base, change_status_allowed: false })).toBe(false)
    expect(canChangeStoreStatus({ ...base, change_collection_allowed: true })).toBe(false)
    expect(canChangeStoreStatus({ ...base, service_hours: { closed: true } })).toBe(false)
    expect(canChangeStoreStatus(null)).toBe(false)
  })

  it("'Open Now' (opening early while closed per service hours) follows the status rule without its service-hours clause", () => {
    const closed = { change_status_allowed: true, change_collection_allowed: false, service_hours: { closed: true } }
    expect(canOpenEarly(closed)).toBe(true)
    expect(canOpenEarly({ ...closed, change_status_allowed: false })).toBe(false)
    expect(canOpenEarly({ ...closed, change_collection_allowed: true })).toBe(false)
    expect(canOpenEarly(null)).toBe(false)
  })

  it('Manage is shown with change_collection_allowed', () => {
    expect(canManageAvailability(makeStore({ change_collection_allowed: true }))).toBe(true)
    expect(canManageAvailability(makeStore({ change_collection_allowed: false }))).toBe(false)
  })

  it('sold-out toggles need the manager role and soldout_allowed', () => {
    expect(canToggleSoldOut(makeManager(), makeStore({ soldout_allowed: true }))).toBe(true)
    expect(canToggleSoldOut(makeManager(), makeStore({ soldout_allowed: false }))).toBe(false)
    expect(canToggleSoldOut(makeUser(), makeStore({ soldout_allowed: true }))).toBe(false)
  })

  it('stock editing needs the manager role, stock_enabled and change_stock_allowed', () => {
    expect(canEditStock(makeManager(), makeStore({ stock_enabled: true, change_stock_allowed: true }))).toBe(true)
    expect(canEditStock(makeManager(), makeStore({ stock_enabled: false, change_stock_allowed: true }))).toBe(false)
    expect(canEditStock(makeManager(), makeStore({ stock_enabled: true, change_stock_allowed: false }))).toBe(false)
    expect(canEditStock(makeUser(), makeStore({ stock_enabled: true, change_stock_allowed: true }))).toBe(false)
  })

  it('discounts follow hide_discount; the invoice print limit hides printing of pending orders', () => {
    expect(canSeeDiscount(makeStore({ hide_discount: false }))).toBe(true)
    expect(canSeeDiscount(makeStore({ hide_discount: true }))).toBe(false)
    const limited = makeStore({ brand: makeBrand({ invoice_print_limit: 1 }) })
    expect(canPrintOrder(limited, true)).toBe(false)
    expect(canPrintOrder(limited, false)).toBe(true)
    expect(canPrintOrder(makeStore(), true)).toBe(true)
  })

  it('force dispatch needs a manager, an unconfirmed order, a customer not arrived, and a driver for delivery', () => {
    const order = { confirmed: false, customerArrived: false, needsDriver: false, hasDriver: false }
    expect(canForceDispatch(makeManager(), order)).toBe(true)
    expect(canForceDispatch(makeUser(), order)).toBe(false)
    expect(canForceDispatch(makeManager(), { ...order, confirmed: true })).toBe(false)
    expect(canForceDispatch(makeManager(), { ...order, customerArrived: true })).toBe(false)
    expect(canForceDispatch(makeManager(), { ...order, needsDriver: true })).toBe(false)
    expect(canForceDispatch(makeManager(), { ...order, needsDriver: true, hasDriver: true })).toBe(true)
  })
})
