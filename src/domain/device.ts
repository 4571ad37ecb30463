// 'This device' settings (issue 26): what this tablet does by itself when orders come in (auto-confirm, print on
// confirm) and how it prints (layout, copies, paper). Kept per device, not per account. Pure: no React, no I/O.
import { printLocale, type PrintLocale } from './print-locale'

export type ReceiptLayoutChoice = 'normal' | 'thermal'
export type PaperWidth = 80 | 58

export interface DeviceSettings {
  autoConfirm: boolean
  printOnConfirm: boolean
  layout: ReceiptLayoutChoice
  copies: number
  paper: PaperWidth
}

const MIN_COPIES = 1
const MAX_COPIES = 3
export const COPIES_CHOICES = [1, 2, 3] as const
export const LAYOUT_CHOICES: readonly ReceiptLayoutChoice[] = ['normal', 'thermal']
export const PAPER_CHOICES: readonly PaperWidth[] = [80, 58]

export const DEFAULT_DEVICE_SETTINGS: DeviceSettings = { autoConfirm: false, printOnConfirm: false, layout: 'thermal', copies: 1, paper: 80 }

/** Printable width of a roll: 72 mm of an 80 mm roll, 48 mm of a 58 mm roll, at 203 dpi (8 dots per mm) */
export const PAPER = {
  80: { printableMm: 72, dots: 576 },
  58: { printableMm: 48, dots: 384 },
} as const satisfies Record<PaperWidth, { printableMm: number; dots: number }>

export const clampCopies = (n: unknown): number =>
  typeof n === 'number' && Number.isFinite(n) ? Math.min(MAX_COPIES, Math.max(MIN_COPIES, Math.round(n))) : DEFAULT_DEVICE_SETTINGS.copies

/** Settings as saved on the device; anything missing or malformed takes its default, so a bad value never breaks the page */
export function parseDeviceSettings(raw: string | null): DeviceSettings {
  if (!raw) return { ...DEFAULT_DEVICE_SETTINGS }
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return { ...DEFAULT_DEVICE_SETTINGS }
  }
  if (typeof value !== 'object' || value === null) return { ...DEFAULT_DEVICE_SETTINGS }
  const v = value as Record<string, unknown>
  return {
    autoConfirm: v.autoConfirm === true,
    printOnConfirm: v.printOnConfirm === true,
    layout: v.layout === 'normal' ? 'normal' : 'thermal',
    copies: clampCopies(v.copies),
    paper: v.paper === 58 ? 58 : 80,
  }
}

/** The receipt printer paired on this device, by the USB ids of its port (none for a built-in serial port) */
export type PairedPrinter = { usbVendorId?: number; usbProductId?: number }

const usbId = (v: unknown): number | undefined => (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 0xffff ? v : undefined)

/**
 * The paired printer as saved: null when none is (forgotten, or the record says so); undefined when nothing was
 * recorded (never paired, or paired by a build that did not record it) or the record is unreadable
 */
export function parsePairedPrinter(raw: string | null): PairedPrinter | null | undefined {
  if (raw === null) return undefined
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return undefined
  }
  if (value === null) return null
  if (typeof value !== 'object' || Array.isArray(value)) return undefined
  const v = value as Record<string, unknown>
  const paired: PairedPrinter = {}
  const vendor = usbId(v.usbVendorId)
  const product = usbId(v.usbProductId)
  if (vendor !== undefined) paired.usbVendorId = vendor
  if (product !== undefined) paired.usbProductId = product
  return paired
}

type StoreKind = { brand: { supermarket: boolean }; default_prep_time: number }

/** Auto-confirm is for restaurants: a supermarket order may need replacements, which needs a person */
export const canAutoConfirm = (store: { brand: { supermarket: boolean } } | null | undefined): boolean => !!store && !store.brand.supermarket

/** The store's default preparation time, the one auto-confirm sends (never below one minute) */
export const autoConfirmMinutes = (store: StoreKind): number => Math.max(1, Math.round(store.default_prep_time))

/** Auto-confirm applies to this new pending order: switched on here, and a restaurant's store */
export const autoConfirms = (settings: Pick<DeviceSettings, 'autoConfirm'>, store: StoreKind | null | undefined): boolean =>
  settings.autoConfirm && canAutoConfirm(store)

/** The receipt's language by the spec's print rules: English, Arabic for supermarkets */
export const receiptLocale = (store: { brand: { supermarket: boolean } }): PrintLocale => printLocale(null, store.brand.supermarket)

type PrintRoute = 'printer' | 'dialog'

/**
 * Where a receipt goes. A receipt printer paired on this device through Web Serial takes every receipt as a
 * raster of the thermal layout (a roll has no A4 page); without Web Serial or without a paired printer, the chosen
 * layout's print page opens with the browser's dialog. A paired printer that is only unplugged still takes the
 * job: it waits in the queue until the printer is back.
 */
export function printRoute(serialSupported: boolean, printerPaired: boolean): PrintRoute {
  return serialSupported && printerPaired ? 'printer' : 'dialog'
}
