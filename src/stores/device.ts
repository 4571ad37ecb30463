// 'This device': its settings (kept in local storage, never reset by sign-out), its receipt printer (Web Serial)
// and the print queue (IndexedDB). A job is taken off the queue only after the printer's port took every byte, one
// job at a time, so none is lost and none prints twice; jobs made while the printer is away wait, also across
// reloads, until it is back or staff dismiss them. Actions are the only writers.
import { proxy } from 'valtio'
import { clampCopies, parseDeviceSettings, parsePairedPrinter, type DeviceSettings } from '../domain/device'
import { addPrintJob, deletePrintJob, listPrintJobs, type PrintJob, type PrintJobStore } from '../lib/db/db'
import { holdPrinter } from '../lib/printer/printer-lock'
import {
  closePort,
  findPrinterPort,
  grantedPorts,
  onPortsChanged,
  openPort,
  portInfo,
  requestPrinterPort,
  samePortInfo,
  serialSupported,
  writeToPort,
  type SerialPortLike,
} from '../lib/printer/serial'
import { onStoredElsewhere, readDeviceSettingsRaw, readPairedPrinterRaw, saveDeviceSettingsRaw, savePairedPrinterRaw } from '../lib/storage'
import type { Order } from '../domain/orders'
import { holdUpdateWhile, workEnded } from './pwa'
import { registerReset } from './reset'
import { pushToast } from './toasts'

/**
 * unsupported: no Web Serial here; none: no printer paired; absent: paired but unplugged or off; connected: ready;
 * stalled: on the host but it did not take the last receipt (refused it, or stopped taking bytes), tried again later;
 * elsewhere: another window of the dashboard on this device handles the printer (lib/printer/printer-lock.ts)
 */
export type PrinterStatus = 'unsupported' | 'none' | 'absent' | 'connected' | 'stalled' | 'elsewhere'
export type QueuedJob = Pick<PrintJob, 'id' | 'label' | 'createdAt'>

export interface DeviceState {
  settings: DeviceSettings
  printer: PrinterStatus
  /** the print queue, oldest first */
  queue: QueuedJob[]
  /** orders this device is confirming by itself: the alarm does not ring for them meanwhile */
  autoConfirming: Record<number, true>
}

/**
 * The printer paired on this device, kept in local storage by its port's USB ids: the browser lists a granted port
 * only while its device is on the host, so a printer switched off is known as paired by this record alone
 */
const pairedPrinter = () => parsePairedPrinter(readPairedPrinterRaw())

/** The status while no printer port is open: a paired printer that is not listed is away, not gone */
const statusWithoutPort = (): PrinterStatus => (!serialSupported() ? 'unsupported' : pairedPrinter() ? 'absent' : 'none')

/**
 * Whether a receipt made here goes to the printer's queue: a printer is paired on this device, whether this window
 * holds it or another window does (that one prints the queue). Otherwise the browser's print page.
 */
export const printerPaired = (): boolean =>
  deviceState.printer === 'connected' ||
  deviceState.printer === 'absent' ||
  deviceState.printer === 'stalled' ||
  (deviceState.printer === 'elsewhere' && !!pairedPrinter())

export const deviceState = proxy<DeviceState>({
  settings: parseDeviceSettings(readDeviceSettingsRaw()),
  printer: statusWithoutPort(),
  queue: [],
  autoConfirming: {},
})

/** The printer's port this page holds (null while it is not listed) */
let port: SerialPortLike | null = null
/**
 * The store this device works for now (the signed-in user's): only its receipts, and the device's own jobs, are shown
 * and printed. None while nobody is signed in to a store.
 */
let owner: PrintJobStore | null = null

/** Whose a receipt is: an order's store, or the device's own (the test page) */
export type JobOwner = PrintJobStore | 'device'

const sameStore = (a: PrintJobStore, b: PrintJobStore) => a.country === b.country && a.storeId === b.storeId
/**
 * The device's own jobs are stored with `store: null`, and only those: a job with no `store` at all was queued by a
 * build that kept no store, so whose order it holds is unknown and it is taken as another store's
 */
const isDevices = (job: PrintJob) => job.store === null
const isStores = (job: PrintJob, store: PrintJobStore) => !!job.store && sameStore(job.store, store)
const isOwners = (job: PrintJob) => isDevices(job) || (owner !== null && isStores(job, owner))
const ownersJobs = async () => (await listPrintJobs()).filter(isOwners)

/**
 * The settings are the device's: a change made in another window of the dashboard (auto-confirm off on the counter's
 * second window) holds here at once, not after a reload
 */
onStoredElsewhere(['deviceSettings'], () => {
  deviceState.settings = parseDeviceSettings(readDeviceSettingsRaw())
})

/** A change applies to the settings as saved, so it never writes back what another window changed meanwhile */
export function updateDeviceSettings(patch: Partial<DeviceSettings>): void {
  const saved = readDeviceSettingsRaw()
  const next = { ...(saved !== null ? parseDeviceSettings(saved) : deviceState.settings), ...patch }
  next.copies = clampCopies(next.copies)
  deviceState.settings = next
  saveDeviceSettingsRaw(JSON.stringify(next))
}

export function markAutoConfirming(orderId: number, on: boolean): void {
  if (on) deviceState.autoConfirming[orderId] = true
  else delete deviceState.autoConfirming[orderId]
}

async function refreshQueue(): Promise<void> {
  const jobs = await ownersJobs()
  deviceState.queue = jobs.map(({ id, label, createdAt }) => ({ id, label, createdAt }))
}

/** Opens the printer's port (null: it is not listed); the status says whether the printer is there */
async function attach(next: SerialPortLike | null): Promise<void> {
  port = next
  if (!next) {
    deviceState.printer = statusWithoutPort()
    return
  }
  try {
    await openPort(next)
    deviceState.printer = 'connected'
  } catch {
    deviceState.printer = 'absent'
  }
}

/**
 * The queue is the device's (IndexedDB), shared by every window of the dashboard on it: a counter PC with two windows
 * open holds the printer in one of them. A window that adds or removes a receipt says so on this channel; the others
 * show their queue anew, and the one holding the printer prints what waits (the others cannot open its port).
 */
const QUEUE_CHANNEL = 'print-queue'
function tellOtherWindows(): void {
  if (typeof BroadcastChannel === 'undefined') return
  const channel = new BroadcastChannel(QUEUE_CHANNEL)
  channel.postMessage('changed')
  channel.close()
}

/** Back-off before a printer on the host that did not take a receipt is opened again; the last one repeats */
const RETRY_AFTER_MS = [2_000, 5_000, 15_000, 30_000]
/** Writes the printer did not take in a row; the first says so once */
let refusals = 0
/** Opens the printer again after `ms`, while it is stalled (set while this window watches the printer) */
let tryAgainLater: ((ms: number) => void) | null = null

function printerRefused(): void {
  refusals++
  if (refusals === 1) pushToast({ kind: 'warning', title: { key: 'device.printer.stalledToast' } })
  tryAgainLater?.(RETRY_AFTER_MS[Math.min(refusals, RETRY_AFTER_MS.length) - 1]!)
}

/**
 * A write to `target` failed, and the job stays: a printer no longer listed went away (it prints the job whole when
 * it is back); one still listed did not take it (a driver's error, paper out, the cover open) and is tried again. Only
 * while `target` is still the printer held: a forget or a sign-out that cut the write short has set the status.
 */
async function writeFailed(target: SerialPortLike): Promise<void> {
  const listed = (await grantedPorts().catch((): SerialPortLike[] => [])).includes(target)
  if (target !== port) return
  deviceState.printer = listed ? 'stalled' : 'absent'
  // the next try is set before the port is closed, in case a port stuck mid-write is slow to close
  if (listed) printerRefused()
  await closePort(target)
}

/** Writes the waiting jobs, oldest first, while the printer takes them; a job goes only once it was written */
async function printWaitingJobs(): Promise<void> {
  try {
    for (;;) {
      const target = port
      if (!target || deviceState.printer !== 'connected' || !owner) return
      const [job] = await ownersJobs()
      if (!job) {
        refusals = 0
        return
      }
      try {
        await writeToPort(target, job.bytes)
      } catch {
        await writeFailed(target)
        return
      }
      refusals = 0
      await deletePrintJob(job.id)
      tellOtherWindows()
      await refreshQueue()
    }
  } finally {
    await refreshQueue().catch(() => undefined)
  }
}

let draining: Promise<void> | null = null

/**
 * Prints what waits; one run at a time (a call during a run gets that run). A queue the database does not give or
 * take now waits for the next run.
 */
function drainPrintQueue(): Promise<void> {
  draining ??= printWaitingJobs()
    .catch(() => undefined)
    .finally(() => {
      draining = null
    })
  return draining
}

/**
 * Puts a receipt's bytes in the queue, once per copy, and prints them now if the printer is there. One job per copy:
 * a job lost mid-way prints whole again, so a printer lost after the first copy prints only the ones it did not take.
 * Resolves once the jobs are stored: the printing is not waited for, as a printer that stops taking bytes would hold
 * the caller (and, through it, a waiting update of the app).
 */
export async function enqueuePrint(label: string, bytes: Uint8Array, whose: JobOwner, copies = 1): Promise<void> {
  const createdAt = Date.now()
  const store = whose === 'device' ? null : whose
  for (let copy = 1; copy <= copies; copy++) {
    await addPrintJob({ label: copies > 1 ? `${label} ${copy}/${copies}` : label, createdAt, bytes, store })
  }
  tellOtherWindows()
  await refreshQueue()
  // a job added while the queue is printing is picked up by the running loop, or by the next one
  void Promise.resolve(draining).then(drainPrintQueue)
}

/**
 * A user of this store is signed in: the receipts waiting for another store's orders are dropped (they are not owed to
 * this counter, and hold their customers' names and phones), and this store's print.
 */
export async function printForStore(store: PrintJobStore): Promise<void> {
  owner = { ...store }
  const others = (await listPrintJobs()).filter((job) => !isDevices(job) && !isStores(job, store))
  for (const job of others) await deletePrintJob(job.id)
  await refreshQueue()
  await drainPrintQueue()
}

/**
 * Staff take a waiting job off the queue (printed some other way, or not wanted). When the device's database refuses
 * (held by another tab), the job stays and a toast says so: the tap did something, and nothing goes unhandled.
 */
export async function dismissPrintJob(id: number): Promise<void> {
  try {
    await deletePrintJob(id)
  } catch {
    pushToast({ kind: 'error', title: { key: 'device.queue.dismissFailed' } })
    return
  }
  tellOtherWindows()
  await refreshQueue().catch(() => undefined)
}

const rememberPrinter = (chosen: SerialPortLike) => savePairedPrinterRaw(JSON.stringify(portInfo(chosen)))

/**
 * 'Connect printer': the browser's port picker, then the port is opened; the browser remembers the permission and
 * this device the printer's ids
 */
export async function connectPrinter(): Promise<boolean> {
  let chosen: SerialPortLike | null
  try {
    chosen = await requestPrinterPort()
  } catch {
    pushToast({ kind: 'error', title: { key: 'device.printer.connectFailed' } })
    return false
  }
  if (!chosen) return false
  // This site uses one serial port, the printer's. Any other it was granted (the wrong device picked once, a printer
  // replaced) is let go, so that its plug, its unplug or its ids cannot pass for the printer's.
  const others = new Set([port, ...(await grantedPorts().catch(() => []))])
  for (const other of others) {
    if (!other || other === chosen) continue
    await closePort(other)
    await other.forget?.().catch(() => undefined)
  }
  rememberPrinter(chosen)
  await attach(chosen)
  if (deviceState.printer !== 'connected') {
    pushToast({ kind: 'error', title: { key: 'device.printer.connectFailed' } })
    return false
  }
  void drainPrintQueue()
  return true
}

/** 'Forget printer': the port is closed and the browser's permission for it dropped */
export async function forgetPrinter(): Promise<void> {
  const held = port
  port = null
  refusals = 0
  // null, not nothing: a lone granted port is not taken for a printer paired before its ids were recorded
  savePairedPrinterRaw(JSON.stringify(null))
  deviceState.printer = statusWithoutPort()
  if (held) {
    await closePort(held)
    await held.forget?.().catch(() => undefined)
  }
}

let started = 0
/** Ends this window's part in printing: the ports watched, the queue's channel, the printer's lock */
let stopPrinting: (() => void) | null = null
/** Prints a confirmed order's receipt: given by startPrinter, since the receipt's renderer is a feature's */
let printConfirmed: ((order: Order) => Promise<void>) | null = null

/** Receipts being made: until one is in the queue, a reload of the page would lose it */
let making = 0
holdUpdateWhile(() => making > 0)

/**
 * An order confirmed on this device (by hand or automatically): its receipt is printed when 'Print when an order is
 * confirmed' is on and the signed-in shell is on screen
 */
export function printOnConfirm(order: Order): void {
  const print = printConfirmed
  if (!deviceState.settings.printOnConfirm || !print) return
  making++
  void Promise.resolve()
    .then(() => print(order))
    .catch(() => undefined)
    .finally(() => {
      making--
      workEnded()
    })
}

/** The port is another serial device of this site's, not the printer: neither held here nor with the printer's ids */
function notThePrinter(changed: SerialPortLike): boolean {
  if (changed === port) return false
  const paired = pairedPrinter()
  // paired before ids were recorded: finding the printer decides (a lone granted port)
  if (paired === undefined) return false
  return paired === null || !samePortInfo(portInfo(changed), paired)
}

/** Finds the printer among the listed ports (`changed`: the port just plugged in, if any) and opens it */
async function findPrinter(changed: SerialPortLike | null): Promise<void> {
  const ports = await grantedPorts()
  const paired = pairedPrinter()
  // the held port while it is listed; else the printer just plugged in again (to the browser, a new port), known by
  // its ids (without recorded ids, a port that appears proves nothing)
  const found = findPrinterPort(ports, paired, port && ports.includes(port) ? port : paired ? changed : null)
  if (found && paired === undefined) rememberPrinter(found)
  await attach(found)
}

/**
 * While the signed-in shell is on screen: finds the paired printer, watches it come and go, prints what waits, and
 * prints confirmed orders with `printReceipt`
 */
export function startPrinter(printReceipt: (order: Order) => Promise<void>): () => void {
  started++
  printConfirmed = printReceipt
  if (started === 1) {
    void refreshQueue().catch(() => undefined)
    const others = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(QUEUE_CHANNEL)
    if (others) others.onmessage = () => void refreshQueue().then(drainPrintQueue).catch(() => undefined)
    let stopWatching = () => undefined as void
    // Only the window holding the printer looks for it and watches it come and go; the others queue their receipts
    // for it. The window that waited takes the printer when that one goes.
    const stopHolding = holdPrinter(
      () => (stopWatching = watchPrinter()),
      () => (deviceState.printer = serialSupported() ? 'elsewhere' : 'unsupported'),
    )
    stopPrinting = () => {
      stopWatching()
      others?.close()
      // the port is let go before the lock, so the window that takes the printer next can open it
      const held = port
      port = null
      deviceState.printer = statusWithoutPort()
      void (held ? closePort(held) : Promise.resolve()).finally(stopHolding)
    }
  }
  return () => {
    started--
    if (started === 0) {
      printConfirmed = null
      stopPrinting?.()
      stopPrinting = null
    }
  }
}

/** How often, a second apart, a printer listed but not opened is tried again when this window takes it */
const TAKEOVER_TRIES = 5

/** Finds the paired printer, prints what waits, and follows the printer's plug and unplug until the returned stop */
function watchPrinter(): () => void {
  let stopped = false
  // one search at a time (two opening the same port at once would fail one of them); the printing that follows
  // is not waited for, so a long queue holds up no search
  let finding = Promise.resolve()
  const reconnect = (changed: SerialPortLike | null) => {
    const found = finding.then(() => (stopped ? undefined : findPrinter(changed)))
    finding = found.catch(() => undefined)
    void found.then(drainPrintQueue).catch(() => undefined)
  }
  // The window that had the printer may still be letting its port go (a closing page's port and lock are released in
  // no set order): a listed printer that did not open is tried again for a few seconds
  const takeOver = async () => {
    for (let tries = TAKEOVER_TRIES; tries > 0 && !stopped && port && deviceState.printer === 'absent'; tries--) {
      await new Promise((resolve) => setTimeout(resolve, 1000))
      reconnect(null)
      await finding
    }
  }
  reconnect(null)
  void finding.then(takeOver)
  // a printer on the host that did not take a receipt is opened again, and tried again while it still does not open
  let retry: ReturnType<typeof setTimeout> | undefined
  const later = (ms: number) => {
    clearTimeout(retry)
    retry = setTimeout(() => {
      if (stopped || deviceState.printer !== 'stalled') return
      reconnect(null)
      void finding.then(() => {
        if (!stopped && port && deviceState.printer === 'absent') {
          deviceState.printer = 'stalled'
          printerRefused()
        }
      })
    }, ms)
  }
  tryAgainLater = later
  const stopPorts = onPortsChanged((change, changed) => {
    if (changed && notThePrinter(changed)) return
    if (change === 'connect') reconnect(changed)
    else if (port && (!changed || changed === port)) {
      deviceState.printer = 'absent'
      void closePort(port)
    }
  })
  return () => {
    stopped = true
    clearTimeout(retry)
    if (tryAgainLater === later) tryAgainLater = null
    stopPorts()
  }
}

// signed out: nothing waiting is shown or printed until a user of a store is signed in again (printForStore)
registerReset(() => {
  owner = null
  deviceState.queue = []
  void refreshQueue().catch(() => undefined)
})
