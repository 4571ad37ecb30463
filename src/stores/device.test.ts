// The device's receipt printer and print queue over a fake Web Serial that behaves as the platform does (a granted
// port is listed only while it is on the host; a port's events carry the port). The IndexedDB queue is replaced by an
// in-memory one (jsdom has no IndexedDB); a reload of the page is a fresh import of the store, with local storage,
// the browser's permissions and the queue kept.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { decodeEscPos } from '../lib/printer/escpos-decode'
import { encodeRasterReceipt } from '../lib/printer/escpos'
import { installFakeLocks } from '../../tests/mocks/locks'
import { installFakeSerial, memoryPrintQueue, type FakePort } from '../../tests/mocks/serial'

const queue: ReturnType<typeof memoryPrintQueue> = await vi.hoisted(async () => (await import('../../tests/mocks/serial')).memoryPrintQueue())
vi.mock('../lib/db/db', async (original) => ({
  ...(await original<object>()),
  addPrintJob: queue.addPrintJob,
  listPrintJobs: queue.listPrintJobs,
  deletePrintJob: queue.deletePrintJob,
}))
const jobs = () => queue.jobs
// the ports closed, as the store asks: a write cut short by 'Forget printer' or a sign-out must not close "no port"
const closed: unknown[] = vi.hoisted(() => [])
vi.mock('../lib/printer/serial', async (original) => {
  const serial = await original<typeof import('../lib/printer/serial')>()
  return { ...serial, closePort: (port: Parameters<typeof serial.closePort>[0]) => (closed.push(port), serial.closePort(port)) }
})

const PRINTER = { usbVendorId: 0x0416, usbProductId: 0x5011 }
const SCALE = { usbVendorId: 0x1a86, usbProductId: 0x7523 }
const KW_101 = { country: 'KW', storeId: 101 }

const receipt = () => encodeRasterReceipt({ width: 8, height: 8, data: new Uint8ClampedArray(8 * 8 * 4).fill(255) })
const cuts = (port: FakePort) => port.writes.reduce((n, w) => n + decodeEscPos(w).cuts, 0)
const settle = () => new Promise((r) => setTimeout(r, 20))

let serial: ReturnType<typeof installFakeSerial>
const stops: (() => void)[] = []

/** The page loads: the store is imported afresh, a user of KW 101 is signed in and the signed-in shell starts */
async function load() {
  for (const stop of stops.splice(0)) stop()
  vi.resetModules()
  const device = await import('./device')
  await device.printForStore(KW_101)
  stops.push(device.startPrinter(async () => undefined))
  await settle()
  return device
}

beforeEach(() => {
  serial = installFakeSerial()
  jobs().length = 0
  closed.length = 0
})

afterEach(() => {
  vi.useRealTimers()
  for (const stop of stops.splice(0)) stop()
  serial.uninstall()
})

type SlowPort = FakePort & { pending: { done: () => void; fail: (e: unknown) => void } | null }

/**
 * The printer's port, whose writes wait until the test answers them (`pending`: the write in progress). Closing or
 * forgetting the port fails the write in progress, as the platform does.
 */
function slowPort(): SlowPort {
  const port = serial.makePort(PRINTER) as SlowPort
  let writable: WritableStream<Uint8Array> | null = null
  port.pending = null
  Object.defineProperty(port, 'writable', { get: () => writable, configurable: true })
  port.open = async () => {
    if (!port.plugged) throw new DOMException('The device has been lost.', 'NetworkError')
    if (writable) throw new DOMException('The port is already open.', 'InvalidStateError')
    writable = new WritableStream<Uint8Array>({
      write: (bytes) =>
        new Promise<void>((done, fail) => {
          const answer = (then: () => void) => () => ((port.pending = null), then())
          port.pending = { done: answer(() => (port.writes.push(bytes.slice()), done())), fail: (e) => answer(() => fail(e))() }
        }),
    })
  }
  const cut = () => {
    port.pending?.fail(new DOMException('The port was closed.', 'AbortError'))
    writable = null
  }
  port.close = async () => cut()
  const forget = port.forget.bind(port)
  port.forget = async () => (cut(), await forget())
  return port
}

/** The page loads with `printer` connected, and a receipt is being written to it (`fakeTimers` from then on) */
async function writing(printer: SlowPort, label = 'A-1', fakeTimers = false) {
  const device = await load()
  serial.choose(printer)
  expect(await device.connectPrinter()).toBe(true)
  if (fakeTimers) vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  // not awaited: whether it returns while the printer is stuck is for the tests of that to say
  void device.enqueuePrint(label, receipt(), KW_101).catch(() => undefined)
  await vi.waitFor(() => expect(printer.pending).not.toBeNull())
  return device
}

describe('a paired printer that is off', () => {
  it('when the dashboard loads is away, not gone: receipts wait in the queue and print once it is switched on', async () => {
    const printer = serial.makePort(PRINTER)
    let device = await load()
    serial.choose(printer)
    expect(await device.connectPrinter()).toBe(true)
    // switched off overnight; the tablet loads in the morning (the browser no longer lists the port)
    serial.unplug(printer)
    device = await load()
    expect(device.deviceState.printer).toBe('absent')

    await device.enqueuePrint('A-77', receipt(), KW_101)
    expect(device.deviceState.queue.map((j) => j.label)).toEqual(['A-77'])

    serial.plug(printer)
    await vi.waitFor(() => expect(device.deviceState.printer).toBe('connected'))
    await vi.waitFor(() => expect(device.deviceState.queue).toEqual([]))
    expect(cuts(printer)).toBe(1)
  })

  it('paired before its ids were recorded: a lone granted port is taken and recorded, so it is known when off', async () => {
    const printer = serial.makePort(PRINTER)
    serial.grant(printer)
    let device = await load()
    expect(device.deviceState.printer).toBe('connected')
    serial.unplug(printer)
    device = await load()
    expect(device.deviceState.printer).toBe('absent')
  })

  it("once forgotten is no printer of this device's, also when it is switched on again", async () => {
    const printer = serial.makePort(PRINTER)
    let device = await load()
    serial.choose(printer)
    await device.connectPrinter()
    serial.unplug(printer)
    await device.forgetPrinter()
    expect(device.deviceState.printer).toBe('none')
    device = await load()
    expect(device.deviceState.printer).toBe('none')
    // the browser still lists the permission (the port was not listed to drop it): the lone port is not taken
    serial.plug(printer)
    await settle()
    expect(device.deviceState.printer).toBe('none')
  })
})

describe('the printer among other serial devices of the site', () => {
  /** A scale granted earlier (unplugged when the printer was chosen, so it stayed granted), then plugged in */
  async function printerAndScale() {
    const printer = serial.makePort(PRINTER)
    const scale = serial.makePort(SCALE)
    serial.grant(scale)
    scale.plugged = false
    const device = await load()
    serial.choose(printer)
    expect(await device.connectPrinter()).toBe(true)
    return { device, printer, scale }
  }

  it("another device's plug and unplug are not the printer's: receipts go to the printer only", async () => {
    const { device, printer, scale } = await printerAndScale()
    serial.plug(scale)
    await settle()
    await device.enqueuePrint('A-1', receipt(), KW_101)
    serial.unplug(scale)
    await settle()
    expect(device.deviceState.printer).toBe('connected')
    await device.enqueuePrint('A-2', receipt(), KW_101)
    await vi.waitFor(() => expect(cuts(printer)).toBe(2))
    expect(scale.writes).toEqual([])
    expect(jobs()).toEqual([])
  })

  it('after a reload the printer is the port with its ids, not the first one listed', async () => {
    const { printer, scale } = await printerAndScale()
    serial.plug(scale)
    expect(serial.granted()[0]).toBe(scale)
    const device = await load()
    expect(device.deviceState.printer).toBe('connected')
    await device.enqueuePrint('A-3', receipt(), KW_101)
    await vi.waitFor(() => expect(cuts(printer)).toBe(1))
    expect(scale.writes).toEqual([])
  })

  it('choosing the printer lets go of the port chosen before', async () => {
    const printer = serial.makePort(PRINTER)
    const scale = serial.makePort(SCALE)
    const device = await load()
    serial.choose(scale)
    await device.connectPrinter()
    serial.choose(printer)
    expect(await device.connectPrinter()).toBe(true)
    expect(serial.granted()).toEqual([printer])
    expect(scale.writable).toBeNull()
  })
})

describe('copies', () => {
  it('are one job each: a printer lost after the first copy prints only the second when it is back', async () => {
    const printer = serial.makePort(PRINTER)
    const device = await load()
    serial.choose(printer)
    await device.connectPrinter()
    // the printer takes the whole first copy, then is lost (paper out, power, a cable knocked)
    printer.lostAfter = receipt().length
    await device.enqueuePrint('A-9', receipt(), KW_101, 2)
    await vi.waitFor(() => expect(device.deviceState.printer).toBe('absent'))
    expect(cuts(printer)).toBe(1)
    expect(device.deviceState.queue.map((j) => j.label)).toEqual(['A-9 2/2'])

    serial.plug(printer)
    await vi.waitFor(() => expect(device.deviceState.queue).toEqual([]))
    expect(cuts(printer)).toBe(2)
  })
})

describe('whose a waiting receipt is', () => {
  it("a receipt without a store (queued by an older build) is dropped at sign-in; the device's test page stays", async () => {
    const device = await load()
    await device.enqueuePrint('test', receipt(), 'device')
    expect(jobs().map((j) => j.store)).toEqual([null])
    // queued for KW 101 by a build that kept no store: the store, its customer's name and phone are unknown
    jobs().push({ id: 100, label: '100123', createdAt: Date.now(), bytes: receipt() })
    await device.printForStore({ country: 'SA', storeId: 555 })
    expect(jobs().map((j) => j.label)).toEqual(['test'])
    expect(device.deviceState.queue.map((j) => j.label)).toEqual(['test'])
  })

  it('a receipt without a store is not shown or printed for any store, its own either', async () => {
    const printer = serial.makePort(PRINTER)
    let device = await load()
    serial.choose(printer)
    await device.connectPrinter()
    serial.unplug(printer)
    jobs().push({ id: 100, label: '100123', createdAt: Date.now(), bytes: receipt() })
    device = await load()
    expect(device.deviceState.queue).toEqual([])
    serial.plug(printer)
    await vi.waitFor(() => expect(device.deviceState.printer).toBe('connected'))
    await settle()
    expect(printer.writes).toEqual([])
  })
})

describe('two windows of the dashboard on one counter PC', () => {
  /** Another window opens, signed in to the same store, beside the ones open (which stay) */
  async function openWindow() {
    vi.resetModules()
    const device = await import('./device')
    await device.printForStore(KW_101)
    const close = device.startPrinter(async () => undefined)
    stops.push(close)
    await settle()
    return { device, close }
  }

  it('the second says the printer is in the other window, queues its receipts there, and takes the printer when that one closes', async () => {
    const locks = installFakeLocks()
    try {
      const printer = serial.makePort(PRINTER)
      const first = await openWindow()
      serial.choose(printer)
      expect(await first.device.connectPrinter()).toBe(true)
      const second = await openWindow()
      expect(second.device.deviceState.printer).toBe('elsewhere')
      // its receipts go to the device's queue (not the browser's print page), and the first window prints them
      expect(second.device.printerPaired()).toBe(true)
      await second.device.enqueuePrint('B-12', receipt(), KW_101)
      await vi.waitFor(() => expect(cuts(printer)).toBe(1))
      await vi.waitFor(() => expect(second.device.deviceState.queue).toEqual([]))
      // the first window closes: the second finds the printer and prints by itself
      first.close()
      await vi.waitFor(() => expect(second.device.deviceState.printer).toBe('connected'))
      await second.device.enqueuePrint('B-13', receipt(), KW_101)
      await vi.waitFor(() => expect(cuts(printer)).toBe(2))
    } finally {
      locks.uninstall()
    }
  })

  it('with no printer paired, the second window sends its receipts to the print page', async () => {
    const locks = installFakeLocks()
    try {
      await openWindow()
      const second = await openWindow()
      expect(second.device.deviceState.printer).toBe('elsewhere')
      expect(second.device.printerPaired()).toBe(false)
    } finally {
      locks.uninstall()
    }
  })

  it('a receipt the other window queued prints in the window holding the printer, and leaves both queues', async () => {
    const printer = serial.makePort(PRINTER)
    const device = await load()
    serial.choose(printer)
    expect(await device.connectPrinter()).toBe(true)
    // the other window (it cannot open the port this one holds) queues a receipt in the device's queue and says so
    await queue.addPrintJob({ label: 'B-12', createdAt: Date.now(), bytes: receipt(), store: KW_101 })
    const otherWindow = new BroadcastChannel('print-queue')
    const heard: unknown[] = []
    otherWindow.onmessage = (e: MessageEvent) => heard.push(e.data)
    otherWindow.postMessage('changed')
    await vi.waitFor(() => expect(cuts(printer)).toBe(1))
    expect(jobs()).toEqual([])
    // and this window says it printed, so the other shows its queue anew
    await vi.waitFor(() => expect(heard).toContain('changed'))
    otherWindow.close()
  })
})

describe("'Forget printer' or a sign-out while a receipt is being written", () => {
  it('forgotten: no printer (not "off or unplugged"), so the next receipt opens the print page', async () => {
    const printer = slowPort()
    const device = await writing(printer)
    await device.forgetPrinter()
    await settle()
    expect(device.deviceState.printer).toBe('none')
    expect(device.printerPaired()).toBe(false)
    expect(closed).not.toContain(null)
  })

  it('signed out: the write cut short leaves the status to the sign-out and closes no "no port"', async () => {
    const printer = slowPort()
    const device = await writing(printer)
    for (const stop of stops.splice(0)) stop()
    await settle()
    expect(device.deviceState.printer).toBe('absent')
    expect(closed).toEqual([printer])
    // the receipt was not printed: it waits
    expect(jobs().map((j) => j.label)).toEqual(['A-1'])
  })
})

describe('a printer that does not take a receipt but stays on the host', () => {
  it('refused: says it is not responding, is tried again, and the receipt prints without anyone unplugging it', async () => {
    const printer = slowPort()
    const device = await writing(printer, 'A-2', true)
    // a driver's system error on the write: the printer is still listed, so no 'connect' event will come
    printer.pending!.fail(new DOMException('A system error occurred.', 'UnknownError'))
    await vi.advanceTimersByTimeAsync(0)
    expect(device.deviceState.printer).toBe('stalled')
    expect(device.printerPaired()).toBe(true)
    const { toasts } = await import('./toasts')
    expect(toasts.items.map((t) => t.title)).toEqual([{ key: 'device.printer.stalledToast' }])
    expect(serial.granted()).toContain(printer)
    expect(printer.plugged).toBe(true)

    await vi.advanceTimersByTimeAsync(2000)
    expect(device.deviceState.printer).toBe('connected')
    expect(printer.pending).not.toBeNull()
    printer.pending!.done()
    await vi.advanceTimersByTimeAsync(0)
    expect(device.deviceState.queue).toEqual([])
    expect(cuts(printer)).toBe(1)
    expect(toasts.items).toHaveLength(1)
  })

  it('refused again: tried again later each time, while it is listed', async () => {
    const printer = slowPort()
    const device = await writing(printer, 'A-1', true)
    printer.pending!.fail(new DOMException('A system error occurred.', 'UnknownError'))
    await vi.advanceTimersByTimeAsync(2000)
    printer.pending!.fail(new DOMException('A system error occurred.', 'UnknownError'))
    await vi.advanceTimersByTimeAsync(4000)
    expect(device.deviceState.printer).toBe('stalled')
    await vi.advanceTimersByTimeAsync(1000)
    expect(printer.pending).not.toBeNull()
    // switched off meanwhile: off or unplugged, and no more tries (its switching on is heard)
    serial.unplug(printer)
    expect(device.deviceState.printer).toBe('absent')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(device.deviceState.printer).toBe('absent')
    expect(jobs().map((j) => j.label)).toEqual(['A-1'])
  })
})

describe('a printer that stops taking bytes (paper out over USB: the write never ends)', () => {
  it("a receipt's enqueue returns once it is stored; after a while the printer is not responding, and the job stays", async () => {
    const printer = slowPort()
    const device = await writing(printer, 'A-3', true)
    let returned = false
    void device.enqueuePrint('A-4', receipt(), KW_101).then(() => (returned = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(returned).toBe(true)
    expect(jobs().map((j) => j.label)).toEqual(['A-3', 'A-4'])
    expect(device.deviceState.printer).toBe('connected')

    await vi.advanceTimersByTimeAsync(30_000)
    expect(device.deviceState.printer).toBe('stalled')
    expect(jobs().map((j) => j.label)).toEqual(['A-3', 'A-4'])
    // tried again: the printer takes bytes again and both print, in order
    await vi.advanceTimersByTimeAsync(2000)
    printer.pending!.done()
    await vi.advanceTimersByTimeAsync(0)
    printer.pending!.done()
    await vi.advanceTimersByTimeAsync(0)
    expect(jobs()).toEqual([])
    expect(cuts(printer)).toBe(2)
  })

  it('a new version of the app waiting is applied once the receipt is queued, though the printer is stuck', async () => {
    const printer = slowPort()
    vi.resetModules()
    const device = await import('./device')
    const pwa = await import('./pwa')
    await device.printForStore(KW_101)
    stops.push(device.startPrinter((order) => device.enqueuePrint(order.code, receipt(), KW_101)))
    serial.choose(printer)
    expect(await device.connectPrinter()).toBe(true)
    void device.enqueuePrint('A-5', receipt(), KW_101)
    await vi.waitFor(() => expect(printer.pending).not.toBeNull())
    device.updateDeviceSettings({ printOnConfirm: true })
    device.printOnConfirm({ id: 6, code: 'A-6' } as Parameters<typeof device.printOnConfirm>[0])
    await vi.waitFor(() => expect(jobs().map((j) => j.label)).toEqual(['A-5', 'A-6']))
    const apply = vi.fn(async () => undefined)
    pwa.updateReady(apply)
    await settle()
    pwa.boardChanged()
    expect(apply).toHaveBeenCalled()
  })
})
