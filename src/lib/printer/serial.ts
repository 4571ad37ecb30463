// The receipt printer's transport: Web Serial (USB and serial ESC/POS printers show up as serial ports in
// Chromium). Written here rather than taken from @point-of-sale/webserial-receipt-printer: its print() returns
// before the bytes are written and never reports a failed write, and the print queue must know that a job reached
// the printer before it removes it. The browser remembers a port the user granted, so a reload finds it again.

/** What the browser tells of a port: the USB ids of its device (none for a built-in or Bluetooth serial port) */
export interface PortInfo {
  usbVendorId?: number | undefined
  usbProductId?: number | undefined
}

/** The parts of the Web Serial API this module uses (TypeScript's DOM library does not describe it) */
export interface SerialPortLike {
  open(options: { baudRate: number }): Promise<void>
  close(): Promise<void>
  readonly writable: WritableStream<Uint8Array> | null
  getInfo(): PortInfo
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

/**
 * The ports this site may use that are on the host now: a granted printer that is switched off or unplugged is not
 * listed (the platform lists only connected ports)
 */
export async function grantedPorts(): Promise<SerialPortLike[]> {
  const s = serial()
  return s ? await s.getPorts() : []
}

/** The ids a port is known by across reloads (the port objects are not kept) */
export const portInfo = (port: SerialPortLike): PortInfo => {
  const { usbVendorId, usbProductId } = port.getInfo()
  return { usbVendorId, usbProductId }
}

export const samePortInfo = (a: PortInfo, b: PortInfo): boolean => a.usbVendorId === b.usbVendorId && a.usbProductId === b.usbProductId

/**
 * The printer among the listed ports: `first` when it is listed (the port this page holds, or one known to be the
 * printer), else the first with the paired printer's ids. `paired` undefined: nothing was recorded (paired by a build
 * that kept no ids), so a lone granted port is taken. Null: the printer is not listed (off, unplugged), or none is
 * paired.
 */
export function findPrinterPort(ports: readonly SerialPortLike[], paired: PortInfo | null | undefined, first: SerialPortLike | null): SerialPortLike | null {
  if (first && ports.includes(first)) return first
  if (paired === undefined) return ports.length === 1 ? ports[0]! : null
  if (paired === null) return null
  return ports.find((p) => samePortInfo(portInfo(p), paired)) ?? null
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

/** A printer that takes no byte for this long is not responding (paper out over USB: the write never ends) */
const NO_PROGRESS_MS = 30_000
/** Bytes handed over at a time: each piece taken is progress, as a long receipt over a slow serial line takes minutes */
const PIECE = 4096

class PrinterNotResponding extends Error {}

/** `step`, or PrinterNotResponding once it has waited NO_PROGRESS_MS */
async function withProgress<T>(step: Promise<T>): Promise<T> {
  // a step left behind fails later, when the port is closed: that is no news
  step.catch(() => undefined)
  let timer: ReturnType<typeof setTimeout> | undefined
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PrinterNotResponding('The printer took no bytes')), NO_PROGRESS_MS)
  })
  try {
    return await Promise.race([step, stalled])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Resolves once the printer's port has taken every byte; rejects when the write fails (printer unplugged, a refusal)
 * or takes nothing for a while (PrinterNotResponding)
 */
export async function writeToPort(port: SerialPortLike, bytes: Uint8Array): Promise<void> {
  const stream = port.writable
  if (!stream) throw new Error('The printer port is not open')
  const writer = stream.getWriter()
  try {
    for (let at = 0; at < bytes.length; at += PIECE) await withProgress(writer.write(bytes.subarray(at, at + PIECE)))
    await withProgress(writer.ready)
  } finally {
    writer.releaseLock()
  }
}

/**
 * Calls `onChange` when a granted serial device is plugged in or out, with its port (the event's target: a port's
 * events bubble to navigator.serial); returns the stop
 */
export function onPortsChanged(onChange: (change: 'connect' | 'disconnect', port: SerialPortLike | null) => void): () => void {
  const s = serial()
  if (!s) return () => undefined
  const portOf = (event: Event) => (event.target && event.target !== s ? (event.target as unknown as SerialPortLike) : null)
  const connect = (event: Event) => onChange('connect', portOf(event))
  const disconnect = (event: Event) => onChange('disconnect', portOf(event))
  s.addEventListener('connect', connect)
  s.addEventListener('disconnect', disconnect)
  return () => {
    s.removeEventListener('connect', connect)
    s.removeEventListener('disconnect', disconnect)
  }
}
