// Rules of the order print pages (SPEC section 2 'Print pages', 3 'Order' and 'Order product', 6 'Discount
// display', 7 'Order print', 9 date formats). Pure: no React, no I/O.
import type { components } from '../lib/api/schema.gen'
import { dayjs, type Dayjs } from './dates'
import type { PrintLocale } from './print-locale'

type S = components['schemas']
export type PrintOrder = S['Order']
export type PrintOrderProduct = S['OrderProduct']
export type PrintDictionary = S['PrintDictionary']
export type Nutritional = S['Nutritional']

/** What a receipt prints: the order in the receipt's language (see receiptOrder) and the dictionary of that language */
export interface ReceiptData {
  locale: PrintLocale
  order: PrintOrder
  dictionary: PrintDictionary
}

/** Values for a dictionary text's %name% placeholders; null and undefined count as missing */
export type PlaceholderValues = Readonly<Record<string, string | number | null | undefined>>

const PLACEHOLDER = /%([A-Za-z_][A-Za-z0-9_]*)%/g

/**
 * Fills a dictionary text's %name% placeholders ('Order #%code%', '%amount% %currency%', 'VAT (%percent%%)').
 * Decision: a placeholder with no value (unknown name, null, undefined) becomes empty, never stays visible as
 * '%name%' on a customer's receipt; the spaces it leaves are collapsed and the ends trimmed. Only %name% with a
 * letter or underscore first is a placeholder, so a literal percent sign ('%percent%%', '50% off') is kept.
 * The result is plain text: the pages render it as React text, never as markup.
 */
export function fillPlaceholders(text: string, values: PlaceholderValues = {}): string {
  const filled = text.replace(PLACEHOLDER, (_, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined
    return value === null || value === undefined ? '' : String(value)
  })
  return filled.replace(/[ \t]{2,}/g, ' ').trim()
}

/** A dictionary text, filled. A key the dictionary lacks prints nothing rather than the key's name. */
export function printText(dictionary: PrintDictionary, key: string, values?: PlaceholderValues): string {
  const text = Object.hasOwn(dictionary, key) ? dictionary[key] : undefined
  return text === undefined ? '' : fillPlaceholders(text, values)
}

export const otherLocale = (locale: PrintLocale): PrintLocale => (locale === 'ar' ? 'en' : 'ar')

/** The discount line and the discount row print only when the query says dscnt=true (the opener passes !hide_discount) */
export const showsDiscount = (dscnt: string | null | undefined): boolean => dscnt === 'true'

/** A positive whole number (an order id), else null */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null
  return Number(value)
}

/**
 * The two responses of an order print (SPEC 7): the order in the receipt's language and the same order in the
 * other language. Texts come from the receipt's language. 'For Arabic, the car data comes from the alternate
 * response': when the receipt is Arabic, the alternate response is the English one, and the car (make, type,
 * colour, plate) is printed from it, so staff read the make and colour as customers and plates write them; an
 * English receipt takes everything, the car included, from the English response.
 */
export function receiptOrder(locale: PrintLocale, primary: PrintOrder, alternate: PrintOrder): PrintOrder {
  if (locale !== 'ar') return primary
  return { ...primary, car: alternate.car }
}

// ------------------------------------------------------------------ dates

function offsetMinutes(iso: string): number | null {
  if (/Z$/i.test(iso)) return 0
  const m = /([+-])(\d{2}):?(\d{2})$/.exec(iso)
  if (!m) return null
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]))
}

/**
 * A timestamp in the store's time: in `zone` when the store's timezone is known, otherwise at the offset the API
 * wrote into the timestamp (the contract writes every DateTime with the store's offset).
 */
function storeTime(iso: string, zone?: string | null): Dayjs | null {
  const d = dayjs(iso)
  if (!d.isValid()) return null
  if (zone) return d.tz(zone)
  const offset = offsetMinutes(iso)
  return offset === null ? d : d.utcOffset(offset)
}

/** DD/MM/YYYY (SPEC 2 print pages, 9) */
export function printDay(iso: string | null | undefined, zone?: string | null): string {
  return (iso && storeTime(iso, zone)?.format('DD/MM/YYYY')) || ''
}

/** hh:mmA, e.g. 03:05PM (SPEC 2 print pages) */
export function printTime(iso: string | null | undefined, zone?: string | null): string {
  return (iso && storeTime(iso, zone)?.format('hh:mmA')) || ''
}

/** A report's YYYY-MM-DD date as DD/MM/YYYY */
export function printReportDay(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  return m ? `${m[3]}/${m[2]}/${m[1]}` : date
}

/** A report's HH:mm time as hh:mmA */
export function printReportTime(time: string): string {
  const m = /^(\d{1,2}):(\d{2})/.exec(time)
  if (!m) return time
  const h = Number(m[1])
  const h12 = h % 12 === 0 ? 12 : h % 12
  return `${String(h12).padStart(2, '0')}:${m[2]}${h < 12 ? 'AM' : 'PM'}`
}

// ------------------------------------------------------------------ receipt lines

export const NUTRITIONAL_KEYS = ['calories', 'carbs', 'proteins', 'fat', 'fiber'] as const
export type NutritionalKey = (typeof NUTRITIONAL_KEYS)[number]

/** The nutritional facts a product has, in the spec's order (calories, carbs, proteins, fat, fiber) */
export function nutritionalFacts(n: Nutritional | null | undefined): { key: NutritionalKey; value: number }[] {
  if (!n) return []
  const facts: { key: NutritionalKey; value: number }[] = []
  for (const key of NUTRITIONAL_KEYS) {
    const value = n[key]
    if (typeof value === 'number' && Number.isFinite(value)) facts.push({ key, value })
  }
  return facts
}

export interface ReceiptLine {
  id: number
  name: string
  /** The quantity printed: the replacement's qty when a supermarket replacement has one, else the ordered qty */
  qty: number
  orderedQty: number
  /** The line total printed, matching qty */
  total: number
  currency: string
  modifiers: PrintOrderProduct['modifiers']
  comments: string | null
  nutritional: { key: NutritionalKey; value: number }[]
}

/**
 * The product lines of a receipt. Supermarket receipts use the replacement's quantity and total when a
 * replacement has a qty; a replacement with qty 0 means the product was switched out, so it is listed under
 * Canceled Items instead of as a sold line. Restaurant receipts print what was ordered.
 */
export function receiptLines(order: Pick<PrintOrder, 'products' | 'store'>): { sold: ReceiptLine[]; canceled: ReceiptLine[] } {
  const supermarket = order.store.brand.supermarket
  const sold: ReceiptLine[] = []
  const canceled: ReceiptLine[] = []
  for (const p of order.products) {
    const replacement = supermarket ? p.replacement : null
    const line: ReceiptLine = {
      id: p.order_product_id,
      name: p.original.name,
      qty: replacement ? replacement.qty : p.qty,
      orderedQty: p.qty,
      total: replacement ? replacement.total_price : p.total_price,
      currency: p.currency.code,
      modifiers: p.modifiers,
      comments: p.comments,
      nutritional: nutritionalFacts(p.original.nutritional),
    }
    if (replacement && replacement.qty === 0) canceled.push({ ...line, qty: p.qty, total: p.total_price })
    else sold.push(line)
  }
  return { sold, canceled }
}

/** The delivery address type's dictionary key (SPEC 3: print delivery ids 1 House, 2 Apartment, 3 Office) */
export function deliveryTypeKey(type: number | null | undefined): 'house' | 'apartment' | 'office' | null {
  return type === 1 ? 'house' : type === 2 ? 'apartment' : type === 3 ? 'office' : null
}
