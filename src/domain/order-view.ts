// How the board and the drawer present an order: arrival wording, the pending colour with a readable text colour,
// the ready-notification state, print links and clock times. Pure: no React, no I/O. The rules of what may be done
// with an order live in ./orders.ts; this file only shapes what is shown.
import { CAR_METHOD_IDS, COLLECTION_METHODS, WALK_THRU } from './collection-methods'
import { ARRIVED, ARRIVING } from './customer'
import { ADDRESS_TYPE, addressTypeOf } from './dispatch'
import { orderTotals } from './order-totals'
import { PAYMENT_METHOD_LABELS } from './labels'
import { DISPATCHED, PENDING_COLORS, PREPARING, pendingColorIndex, type Order } from './orders'
import type { CollectionMethodPrefix } from './types'
import { zonedDay } from './zoned'

export type ArrivalView = { kind: 'idle' } | { kind: 'arriving'; minutes: number | null } | { kind: 'arrived' }

/** Customer Status column: Idle, Arriving ('{n} min away' when the duration is known), Arrived */
export function arrivalView(status: { id: 1 | 2 | 3 }, location: { duration: number | null } | null | undefined): ArrivalView {
  if (status.id === ARRIVED) return { kind: 'arrived' }
  if (status.id === ARRIVING) {
    const d = location?.duration
    return { kind: 'arriving', minutes: d == null || !Number.isFinite(d) ? null : Math.max(1, Math.round(d)) }
  }
  return { kind: 'idle' }
}

function luminance(hex: string): number {
  const v = hex.replace('#', '')
  const channel = (i: number) => {
    const c = parseInt(v.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
}

/** WCAG contrast ratio of two #rrggbb colours */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

// Black rather than the ink: on the red, the blue and the teal of the palette neither ink nor white reaches 4.5:1, the
// contrast normal-size text needs (WCAG 1.4.3); the better of black and white always does (at least 4.58:1).
const DARK_TEXT = '#000000'
const LIGHT_TEXT = '#ffffff'

/** The pending colour of an order code, and the text colour (black or white) that reads best on it */
export function pendingColor(code: string): { background: string; text: string } {
  const background = PENDING_COLORS[pendingColorIndex(code)] ?? PENDING_COLORS[0]
  const text = contrastRatio(background, LIGHT_TEXT) >= contrastRatio(background, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT
  return { background, text }
}

export type NotifyState = 'hidden' | 'available' | 'sent'

/**
 * The Notify button (SPEC 4, ready notification): shown while preparing for Walk-Thru orders without delivery or
 * orders with a driver assigned; once timing.ready is set it reads 'Notification Sent'.
 */
export function notifyState(o: Pick<Order, 'status' | 'delivery' | 'collectionMethod' | 'timing'>): NotifyState {
  if (o.status.id !== PREPARING) return 'hidden'
  const eligible = o.delivery ? !!o.delivery.driver : o.collectionMethod.id === WALK_THRU
  if (!eligible) return 'hidden'
  return o.timing.ready ? 'sent' : 'available'
}

/** Past orders: a dispatched order can be marked Delivered */
export const canMarkDelivered = (o: Pick<Order, 'status'>) => o.status.id === DISPATCHED

export type PrintKind = 'normal' | 'thermal'

/**
 * The receipt pages (SPEC 2, print pages): id, locale (Arabic for supermarket brands, English otherwise) and dscnt,
 * which is true when the store shows discounts.
 */
export function printPath(kind: PrintKind, orderId: number, store: { hide_discount: boolean; brand: { supermarket: boolean } }): string {
  const q = new URLSearchParams({ id: String(orderId), locale: store.brand.supermarket ? 'ar' : 'en', dscnt: String(!store.hide_discount) })
  return `/print-${kind}?${q.toString()}`
}

const intlLocale = (locale: 'en' | 'ar') => (locale === 'ar' ? 'ar-u-nu-latn' : 'en-US')
const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(locale: 'en' | 'ar', timeZone: string, withDate: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${withDate}`
  let f = formatters.get(key)
  if (!f) {
    const options: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hour12: true, timeZone }
    if (withDate) Object.assign(options, { day: '2-digit', month: '2-digit', year: 'numeric' })
    try {
      f = new Intl.DateTimeFormat(intlLocale(locale), options)
    } catch {
      // an unknown zone from the server: fall back to the device's
      f = new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone: undefined })
    }
    formatters.set(key, f)
  }
  return f
}

/** 'hh:mm A' in the store's time zone (SPEC 9, order history format) */
export function clockTime(iso: string, timeZone: string, locale: 'en' | 'ar' = 'en'): string {
  const ms = Date.parse(iso)
  if (Number.isNaN(ms)) return ''
  const parts = formatter(locale, timeZone, false).formatToParts(ms)
  const get = (t: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === t)?.value ?? ''
  return `${get('hour')}:${get('minute')} ${get('dayPeriod')}`.trim()
}

/**
 * When a copy on this device was saved, in the store's zone: its clock time when that was `today` (YYYY-MM-DD in the
 * zone), else with its date, since a clock time alone reads the same for this morning and three days ago
 */
export function savedAtText(savedAtMs: number, today: string, timeZone: string, locale: 'en' | 'ar' = 'en'): string {
  const iso = new Date(savedAtMs).toISOString()
  return zonedDay(timeZone, savedAtMs) === today ? clockTime(iso, timeZone, locale) : dateTime(iso, timeZone, locale)
}

/** 'DD/MM/YYYY hh:mm A' in the store's time zone */
export function dateTime(iso: string, timeZone: string, locale: 'en' | 'ar' = 'en'): string {
  const ms = Date.parse(iso)
  if (Number.isNaN(ms)) return ''
  const parts = formatter(locale, timeZone, true).formatToParts(ms)
  const get = (t: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === t)?.value ?? ''
  return `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')} ${get('dayPeriod')}`.trim()
}

/** Initials for a customer without a picture */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0]![0], words[words.length - 1]![0]] : [words[0]?.[0], words[0]?.[1]]
  return letters.filter(Boolean).join('').toUpperCase()
}

/** The lines of a delivery address, by the address kind (1 House, 2 Apartment, 3 Office; not the order's delivery type) */
export type AddressField = 'area' | 'block' | 'street' | 'avenue' | 'house' | 'building' | 'floor' | 'apartment' | 'company' | 'office'
export function addressLines(delivery: NonNullable<Order['delivery']>): { field: AddressField; value: string }[] {
  const out: { field: AddressField; value: string }[] = []
  const push = (field: AddressField, ...values: (string | null | undefined)[]) => {
    const value = values.find((v) => v != null && String(v).trim() !== '')
    if (value != null) out.push({ field, value: String(value).trim() })
  }
  const h = delivery.home ?? {}
  const o = delivery.office ?? {}
  push('area', h.area?.name)
  push('block', h.block)
  push('street', h.street)
  push('avenue', h.avenue)
  const kind = addressTypeOf(delivery)
  if (kind === ADDRESS_TYPE.house) {
    push('house', h.number)
  } else if (kind === ADDRESS_TYPE.apartment) {
    push('building', h.building_name, delivery.floor?.building, h.number)
    push('floor', h.floor, delivery.floor?.name)
    push('apartment', h.apartment)
  } else {
    push('company', o.company_name, h.company_name)
    push('building', o.building_name, h.building_name, delivery.floor?.building)
    push('floor', o.floor, h.floor, delivery.floor?.name)
    push('office', o.number, h.number)
  }
  return out
}

export type TotalLine = { key: 'subtotal' | 'discount' | 'fee' | 'tips' | 'vat' | 'total' | 'paid' | 'remaining'; amount: number }

/**
 * The drawer's totals, from the one rule of ./order-totals: the discount line only when the store shows discounts,
 * otherwise added back into the total and the online payment, so the lines add up. When cash is still owed, Paid and
 * the remaining balance follow the total, so staff see what to collect.
 */
export function totalLines(f: Order['financial'], showDiscount: boolean): TotalLine[] {
  const t = orderTotals(f, showDiscount)
  const lines: TotalLine[] = [{ key: 'subtotal', amount: t.subtotal }]
  if (t.discount !== null) lines.push({ key: 'discount', amount: -t.discount })
  if (t.fee > 0) lines.push({ key: 'fee', amount: t.fee })
  if (t.tips > 0) lines.push({ key: 'tips', amount: t.tips })
  if (t.vatPercent > 0 || t.vat > 0) lines.push({ key: 'vat', amount: t.vat })
  lines.push({ key: 'total', amount: t.total })
  if (t.cash > 0) lines.push({ key: 'paid', amount: t.paid }, { key: 'remaining', amount: t.cash })
  return lines
}

/** 'Size: Double · Extras: Onions ×2, Egg' */
export function modifierText(modifiers: Order['products'][number]['modifiers']): string {
  return modifiers
    .filter((m) => m.choices.length > 0)
    .map((m) => `${m.original.name}: ${m.choices.map((c) => (c.qty > 1 ? `${c.original.name} ×${c.qty}` : c.original.name)).join(', ')}`)
    .join(' · ')
}

/** The i18n key of an order's collection method (the order's own name is in the API's language) */
export function methodNameKey(id: number): `collection.${CollectionMethodPrefix}` | null {
  return COLLECTION_METHODS.find((m) => m.id === id)?.nameKey ?? null
}

/** The i18n key of a payment method, or null for one the spec does not list */
export function paymentNameKey(id: number): (typeof PAYMENT_METHOD_LABELS)[keyof typeof PAYMENT_METHOD_LABELS] | null {
  return (PAYMENT_METHOD_LABELS as Record<number, (typeof PAYMENT_METHOD_LABELS)[keyof typeof PAYMENT_METHOD_LABELS]>)[id] ?? null
}

/** The car block is shown for the methods that use the car display (SPEC 3: Drive-Thru, Send Hero, Home Delivery) */
export const showsCar = (o: Pick<Order, 'collectionMethod' | 'car'>) => !!o.car && CAR_METHOD_IDS.includes(o.collectionMethod.id)
