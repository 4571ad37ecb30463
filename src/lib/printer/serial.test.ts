// Which granted serial port is the receipt printer: the browser lists only the ports on the host now, in no order
// the dashboard controls, and other devices of the site may be granted too.
import { describe, expect, it } from 'vitest'
import { findPrinterPort, type PortInfo, type SerialPortLike } from './serial'

const port = (info: PortInfo): SerialPortLike => ({
  open: async () => undefined,
  close: async () => undefined,
  writable: null,
  getInfo: () => info,
})
const PRINTER = { usbVendorId: 0x0416, usbProductId: 0x5011 }
const SCALE = { usbVendorId: 0x1a86, usbProductId: 0x7523 }

describe('the printer among the granted ports', () => {
  it("is the port with the paired printer's ids, wherever it is listed", () => {
    const scale = port(SCALE)
    const printer = port(PRINTER)
    expect(findPrinterPort([scale, printer], PRINTER, null)).toBe(printer)
  })

  it('is not there while it is not listed (switched off), though another port is', () => {
    expect(findPrinterPort([port(SCALE)], PRINTER, null)).toBeNull()
    expect(findPrinterPort([], PRINTER, null)).toBeNull()
  })

  it('is the port given first while it is listed (the one this page holds)', () => {
    const first = port(PRINTER)
    const twin = port(PRINTER)
    expect(findPrinterPort([twin, first], PRINTER, first)).toBe(first)
    expect(findPrinterPort([twin], PRINTER, first)).toBe(twin)
  })

  it('without recorded ids, is the lone granted port only; forgotten, is none', () => {
    const printer = port(PRINTER)
    expect(findPrinterPort([printer], undefined, null)).toBe(printer)
    expect(findPrinterPort([port(SCALE), printer], undefined, null)).toBeNull()
    expect(findPrinterPort([printer], null, null)).toBeNull()
  })
})
