import { describe, expect, it } from 'vitest'
import {
  autoConfirmMinutes,
  autoConfirms,
  canAutoConfirm,
  clampCopies,
  DEFAULT_DEVICE_SETTINGS,
  PAPER,
  parseDeviceSettings,
  parsePairedPrinter,
  printRoute,
  receiptLocale,
} from './device'

const restaurant = { brand: { supermarket: false }, default_prep_time: 12 }
const supermarket = { brand: { supermarket: true }, default_prep_time: 30 }

describe('device settings', () => {
  it('reads saved settings and falls back to the defaults for anything missing or malformed', () => {
    expect(parseDeviceSettings(null)).toEqual(DEFAULT_DEVICE_SETTINGS)
    expect(parseDeviceSettings('not json')).toEqual(DEFAULT_DEVICE_SETTINGS)
    expect(parseDeviceSettings('42')).toEqual(DEFAULT_DEVICE_SETTINGS)
    expect(parseDeviceSettings(JSON.stringify({ autoConfirm: true, printOnConfirm: true, layout: 'normal', copies: 2, paper: 58 }))).toEqual({
      autoConfirm: true,
      printOnConfirm: true,
      layout: 'normal',
      copies: 2,
      paper: 58,
    })
    expect(parseDeviceSettings(JSON.stringify({ autoConfirm: 'yes', layout: 'a4', copies: 9, paper: 110 }))).toEqual({
      ...DEFAULT_DEVICE_SETTINGS,
      copies: 3,
    })
  })

  it('reads the paired printer: its USB ids, null once forgotten, undefined when nothing readable was recorded', () => {
    expect(parsePairedPrinter(JSON.stringify({ usbVendorId: 0x0416, usbProductId: 0x5011 }))).toEqual({ usbVendorId: 0x0416, usbProductId: 0x5011 })
    // a built-in serial port has no USB ids: still a paired printer
    expect(parsePairedPrinter('{}')).toEqual({})
    expect(parsePairedPrinter(JSON.stringify({ usbVendorId: 'x', usbProductId: 70000 }))).toEqual({})
    expect(parsePairedPrinter('null')).toBeNull()
    expect(parsePairedPrinter(null)).toBeUndefined()
    expect(parsePairedPrinter('not json')).toBeUndefined()
    expect(parsePairedPrinter('[1]')).toBeUndefined()
  })

  it('keeps copies between 1 and 3', () => {
    expect(clampCopies(0)).toBe(1)
    expect(clampCopies(2)).toBe(2)
    expect(clampCopies(7)).toBe(3)
    expect(clampCopies('2')).toBe(1)
    expect(clampCopies(Number.NaN)).toBe(1)
  })

  it('prints 576 dots on an 80 mm roll and 384 on a 58 mm roll (8 dots per mm at 203 dpi)', () => {
    expect(PAPER[80]).toEqual({ printableMm: 72, dots: 576 })
    expect(PAPER[58]).toEqual({ printableMm: 48, dots: 384 })
  })
})

describe('auto-confirm', () => {
  it('is for restaurants only: a supermarket order may need replacements', () => {
    expect(canAutoConfirm(restaurant)).toBe(true)
    expect(canAutoConfirm(supermarket)).toBe(false)
    expect(canAutoConfirm(null)).toBe(false)
    expect(autoConfirms({ autoConfirm: true }, restaurant)).toBe(true)
    expect(autoConfirms({ autoConfirm: false }, restaurant)).toBe(false)
    expect(autoConfirms({ autoConfirm: true }, supermarket)).toBe(false)
  })

  it("confirms with the store's default preparation time", () => {
    expect(autoConfirmMinutes(restaurant)).toBe(12)
    expect(autoConfirmMinutes({ ...restaurant, default_prep_time: 0 })).toBe(1)
  })
})

describe('printing', () => {
  it("prints in the spec's language: English, Arabic for supermarkets", () => {
    expect(receiptLocale(restaurant)).toBe('en')
    expect(receiptLocale(supermarket)).toBe('ar')
  })

  it('sends to the paired receipt printer when Web Serial has one, else to the browser dialog', () => {
    expect(printRoute(true, true)).toBe('printer')
    expect(printRoute(true, false)).toBe('dialog')
    expect(printRoute(false, false)).toBe('dialog')
  })
})
