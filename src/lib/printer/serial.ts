// The receipt printer's transport: Web Serial (USB and serial ESC/POS printers show up as serial ports in
// Chromium). Written here rather than taken from @point-of-sale/webserial-receipt-printer: its print() returns
// before the bytes are written and never reports a failed write, and the print queue must know that a job reached
// the printer before it removes it. The browser remembers a port the user granted, so a reload finds it again.

/** The parts of the Web Serial API this module uses (TypeScript's DOM library does not describe it) */
export interface SerialPortLike {
  open(options: { baudRate: number }): Promise<void>
  close(): Promise<void>
  readonly writable: WritableStream<Uint8Array> | null
  getInfo(): { usbVendorId?: number; usbProductId?: number }
  forget?(): Promise<void>
}
interface SerialLike extends EventTarget {
  requestPort(options?: { filters?: unknown[] }): Promise<SerialPortLike>
  getPorts(): Promise<SerialPortLike[]>
}

/** ESC/POS printers on a serial line mostly ship at 9600 baud; USB printers ignore it */
const BAUD_RATE = 9600

const serial = (): SerialLike | null =>
  typeof navigator !== 'undefined' && 'serial' in navigator ? ((navigator as Navigator & { serial: SerialLike }).serial ?? null) : null

export const serialSupported = (): boolean => serial() !== null

/** The port picker (needs a tap); null when the user closes it without choosing */
export async function requestPrinterPort(): Promise<SerialPortLike | null> {
  const s = serial()
  if (!s) return null
  try {
    return await s.requestPort()
  } catch (error) {
    if (error instanceof DOMException && error.name === 'NotFoundError') return null
    throw error
  }
}

/** The port granted on this device before (the first, when several were) */
export async function pairedPort(): Promise<SerialPortLike | null> {
  const s = serial()
  if (!s) return null
  const ports = await s.getPorts()
  return ports[0] ?? null
}

/** Opens the port; a port this page has open already is fine */
export async function openPort(port: SerialPortLike): Promise<void> {
  if (port.writable) return
  await port.open({ baudRate: BAUD_RATE })
}

export async function closePort(port: SerialPortLike): Promise<void> {
  if (!port.writable) return
  await port.close().catch(() => undefined)
}

/** Resolves once the printer's port has taken every byte; rejects when the write fails (printer unplugged) */
export async function writeToPort(port: SerialPortLike, bytes: Uint8Array): Promise<void> {
  const stream = port.writable
  if (!stream) throw new Error('The printer port is not open')
  const writer = stream.getWriter()
  try {
    await writer.write(bytes)
    await writer.ready
  } finally {
    writer.releaseLock()
  }
}

/** Calls `onChange` when a serial device is plugged in or out; returns the stop */
export function onPortsChanged(onChange: (change: 'connect' | 'disconnect') => void): () => void {
  const s = serial()
  if (!s) return () => undefined
  const connect = () => onChange('connect')
  const disconnect = () => onChange('disconnect')
  s.addEventListener('connect', connect)
  s.addEventListener('disconnect', disconnect)
  return () => {
    s.removeEventListener('connect', connect)
    s.removeEventListener('disconnect', disconnect)
  }
}
