// 'This device': its settings (kept in local storage, never reset by sign-out), its receipt printer (Web Serial)
// and the print queue (IndexedDB). A job is taken off the queue only after the printer's port took every byte, one
// job at a time, so none is lost and none prints twice; jobs made while the printer is away wait, also across
// reloads, until it is back or staff dismiss them. Actions are the only writers.
import { proxy } from 'valtio'
import { clampCopies, parseDeviceSettings, type DeviceSettings } from '../domain/device'
import { addPrintJob, deletePrintJob, listPrintJobs, type PrintJob, type PrintJobStore } from '../lib/db/db'
import {
  closePort,
  onPortsChanged,
  openPort,
  pairedPort,
  requestPrinterPort,
  serialSupported,
  writeToPort,
  type SerialPortLike,
} from '../lib/printer/serial'
import { readDeviceSettingsRaw, saveDeviceSettingsRaw } from '../lib/storage'
import type { Order } from '../domain/orders'
import { registerReset } from './reset'
import { pushToast } from './toasts'

/** unsupported: no Web Serial here; none: no printer paired; absent: paired but unplugged or off; connected: ready */
export type PrinterStatus = 'unsupported' | 'none' | 'absent' | 'connected'
export type QueuedJob = Pick<PrintJob, 'id' | 'label' | 'createdAt'>

export interface DeviceState {
  settings: DeviceSettings
  printer: PrinterStatus
  /** the print queue, oldest first */
  queue: QueuedJob[]
  /** orders this device is confirming by itself: the alarm does not ring for them meanwhile */
  autoConfirming: Record<number, true>
}

export const deviceState = proxy<DeviceState>({
  settings: parseDeviceSettings(readDeviceSettingsRaw()),
  printer: serialSupported() ? 'none' : 'unsupported',
  queue: [],
  autoConfirming: {},
})

let port: SerialPortLike | null = null
/**
 * The store this device works for now (the signed-in user's): only its receipts, and the device's own jobs, are shown
 * and printed. None while nobody is signed in to a store.
 */
let owner: PrintJobStore | null = null

const sameStore = (a: PrintJobStore, b: PrintJobStore) => a.country === b.country && a.storeId === b.storeId
const isOwners = (job: PrintJob) => !job.store || (owner !== null && sameStore(job.store, owner))
const ownersJobs = async () => (await listPrintJobs()).filter(isOwners)

export function updateDeviceSettings(patch: Partial<DeviceSettings>): void {
  const next = { ...deviceState.settings, ...patch }
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

/** Opens the paired port; the status says whether the printer is there */
async function attach(next: SerialPortLike | null): Promise<void> {
  port = next
  if (!next) {
    deviceState.printer = serialSupported() ? 'none' : 'unsupported'
    return
  }
  try {
    await openPort(next)
    deviceState.printer = 'connected'
  } catch {
    deviceState.printer = 'absent'
  }
}

/** Writes the waiting jobs, oldest first, while the printer takes them; a job goes only once it was written */
async function printWaitingJobs(): Promise<void> {
  try {
    for (;;) {
      if (!port || deviceState.printer !== 'connected' || !owner) return
      const [job] = await ownersJobs()
      if (!job) return
      try {
        await writeToPort(port, job.bytes)
      } catch {
        // the printer went away mid-job: the job stays and prints whole when it is back
        deviceState.printer = 'absent'
        await closePort(port)
        return
      }
      await deletePrintJob(job.id)
      await refreshQueue()
    }
  } finally {
    await refreshQueue().catch(() => undefined)
  }
}

let draining: Promise<void> | null = null

/** Prints what waits; one run at a time (a call during a run gets that run) */
function drainPrintQueue(): Promise<void> {
  draining ??= printWaitingJobs().finally(() => {
    draining = null
  })
  return draining
}

/** Puts a receipt's bytes in the queue (an order's with its store) and prints it now if the printer is there */
export async function enqueuePrint(label: string, bytes: Uint8Array, store: PrintJobStore | null): Promise<void> {
  await addPrintJob({ label, createdAt: Date.now(), bytes, store })
  await refreshQueue()
  // a job added while the queue is printing is picked up by the running loop, or by the next one
  await draining
  await drainPrintQueue()
}

/**
 * A user of this store is signed in: the receipts waiting for another store's orders are dropped (they are not owed to
 * this counter, and hold their customers' names and phones), and this store's print.
 */
export async function printForStore(store: PrintJobStore): Promise<void> {
  owner = { ...store }
  const others = (await listPrintJobs()).filter((job) => job.store && !sameStore(job.store, store))
  for (const job of others) await deletePrintJob(job.id)
  await refreshQueue()
  await drainPrintQueue()
}

/** Staff take a waiting job off the queue (printed some other way, or not wanted) */
export async function dismissPrintJob(id: number): Promise<void> {
  await deletePrintJob(id)
  await refreshQueue()
}

/** 'Connect printer': the browser's port picker, then the port is opened and remembered by the browser */
export async function connectPrinter(): Promise<boolean> {
  let chosen: SerialPortLike | null
  try {
    chosen = await requestPrinterPort()
  } catch {
    pushToast({ kind: 'error', title: { key: 'device.printer.connectFailed' } })
    return false
  }
  if (!chosen) return false
  if (port && port !== chosen) await closePort(port)
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
  deviceState.printer = serialSupported() ? 'none' : 'unsupported'
  if (held) {
    await closePort(held)
    await held.forget?.().catch(() => undefined)
  }
}

let started = 0
let stopWatching: (() => void) | null = null
/** Prints a confirmed order's receipt: given by startPrinter, since the receipt's renderer is a feature's */
let printConfirmed: ((order: Order) => void) | null = null

/**
 * An order confirmed on this device (by hand or automatically): its receipt is printed when 'Print when an order is
 * confirmed' is on and the signed-in shell is on screen
 */
export function printOnConfirm(order: Order): void {
  if (deviceState.settings.printOnConfirm) printConfirmed?.(order)
}

/**
 * While the signed-in shell is on screen: finds the paired printer, watches it come and go, prints what waits, and
 * prints confirmed orders with `printReceipt`
 */
export function startPrinter(printReceipt: (order: Order) => void): () => void {
  started++
  printConfirmed = printReceipt
  if (started === 1) {
    const reconnect = () =>
      void pairedPort()
        .then(attach)
        .then(drainPrintQueue)
        .catch(() => undefined)
    void refreshQueue().catch(() => undefined)
    reconnect()
    stopWatching = onPortsChanged((change) => {
      if (change === 'disconnect') {
        if (port) deviceState.printer = 'absent'
        if (port) void closePort(port)
      } else reconnect()
    })
  }
  return () => {
    started--
    if (started === 0) {
      printConfirmed = null
      stopWatching?.()
      stopWatching = null
    }
  }
}

// signed out: nothing waiting is shown or printed until a user of a store is signed in again (printForStore)
registerReset(() => {
  owner = null
  deviceState.queue = []
  void refreshQueue().catch(() => undefined)
})
