// Direct printing to an ESC/POS receipt printer over a fake Web Serial port that records what is written: a
// confirmed order's receipt goes out as the printer reset, a raster image of 576 dots per line and a cut; the bytes
// decode to exactly the canvas the receipt was drawn on (English and Arabic, 80 and 58 mm); with the printer away a
// job waits in the queue and prints exactly once when it is back, also after a reload; without a paired printer the
// print page opens with the browser's dialog and a notice the first time. The decoded raster of an Arabic
// supermarket receipt is saved as a PNG with the screenshots.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import type { components } from '../../src/lib/api/schema.gen'
import { decodeEscPos, type DecodedRaster } from '../../src/lib/printer/escpos-decode'
import { dotsOf, toMonochrome } from '../../src/lib/printer/raster'
import { DEMO, signedInContext, signInThroughForm, useHarness } from './support/app'
import { screenshot, TABLET } from './support/browser'
import { installFakeSerial, plugPrinter, unplugPrinter, writtenBytes } from './support/fake-serial'
import { deviceData } from './support/device-data'
import { createOrder } from './support/orders-board'

type Order = components['schemas']['Order']

const h = useHarness()
const control = <T = unknown>(path: string, body?: unknown) => h.control<T>(path, body)
const GS_V = [0x1d, 0x56, 0x00]

/** Keeps the last canvas the page read back at a printer's width: the receipt as drawn, before black and white */
async function captureDrawnCanvas(context: BrowserContext) {
  await context.addInitScript(() => {
    const read = CanvasRenderingContext2D.prototype.getImageData
    CanvasRenderingContext2D.prototype.getImageData = function (this: CanvasRenderingContext2D, ...args: Parameters<typeof read>) {
      const image = read.apply(this, args)
      if (image.width === 576 || image.width === 384) (window as unknown as { __drawn: ImageData }).__drawn = image
      return image
    }
    // the browser-dialog fallback opens print pages: observe instead of printing
    window.print = () => undefined
  })
}

async function drawnCanvas(page: Page) {
  const { width, height, base64 } = await page.evaluate(() => {
    const d = (window as unknown as { __drawn: ImageData }).__drawn
    let text = ''
    for (let i = 0; i < d.data.length; i += 0x8000) text += String.fromCharCode(...d.data.subarray(i, i + 0x8000))
    return { width: d.width, height: d.height, base64: btoa(text) }
  })
  return { width, height, data: new Uint8ClampedArray(Buffer.from(base64, 'base64')) }
}

async function tablet(email: string, settings: Record<string, unknown>, serial = true) {
  const made = await signedInContext(h, email, TABLET)
  if (serial) await installFakeSerial(made.context)
  await captureDrawnCanvas(made.context)
  await made.context.addInitScript((value) => {
    if (location.protocol !== 'about:' && !localStorage.getItem('deviceSettings')) localStorage.setItem('deviceSettings', value)
  }, JSON.stringify(settings))
  return made
}

/** To 'This device' through the user menu: the page stays loaded, so a receipt being made goes on being made */
async function openThisDevice(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click()
  await page.getByRole('menuitem', { name: 'This device' }).click()
  await page.getByRole('heading', { name: 'This device', level: 1 }).waitFor()
}

const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

async function connectPrinter(page: Page) {
  await page.goto(h.url('/device'))
  await page.getByRole('button', { name: 'Connect printer' }).click()
  await status(page, 'Printer connected').waitFor()
}

async function confirmInDrawer(page: Page, order: Order) {
  await page.goto(h.url('/orders'))
  await page.getByText('Dashboard is online', { exact: true }).waitFor()
  await page.locator(`[role="row"][data-order-id="${order.id}"]`).click()
  const drawer = page.getByRole('dialog', { name: new RegExp(order.code) })
  await drawer.waitFor()
  await drawer.getByRole('button', { name: /^(Confirm|تأكيد)$/ }).click()
  await expect.poll(async () => (await control<Order>(`/${order.store.brand.supermarket ? 'sa' : 'kw'}/orders/${order.id}`)).status.id).toBe(3)
}

/** Waits until the port has taken `jobs` whole jobs (each ends with its cut) */
async function printed(page: Page, cuts: number): Promise<Uint8Array> {
  let bytes: Uint8Array = new Uint8Array()
  await expect
    .poll(async () => {
      bytes = await writtenBytes(page)
      return bytes.length > 0 && [...bytes.subarray(bytes.length - 3)].join() === GS_V.join() ? decodeEscPos(bytes).cuts : 0
    }, { timeout: 20_000 })
    .toBe(cuts)
  return bytes
}

const inkOf = (r: DecodedRaster) => r.dots.reduce((n, d) => n + d, 0)

function savePng(raster: DecodedRaster, name: string) {
  const png = new PNG({ width: raster.width, height: raster.height })
  for (let p = 0; p < raster.dots.length; p++) {
    const v = raster.dots[p] ? 0 : 255
    png.data.set([v, v, v, 255], p * 4)
  }
  const dir = process.env.SCREENSHOT_DIR ?? path.join(os.tmpdir(), 'dashboard-screenshots')
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, `${name}.png`), PNG.sync.write(png))
}

/** Confirms a new order of `email`'s store with print on confirm and returns what the printer got and the canvas */
async function printReceipt(email: string, paper: 80 | 58) {
  const sa = email === DEMO.saManager
  const { page } = await tablet(email, { printOnConfirm: true, paper })
  await connectPrinter(page)
  const order = await createOrder(control, {}, sa ? 'sa/stores/201' : 'kw/stores/101')
  await confirmInDrawer(page, order)
  const bytes = await printed(page, 1)
  return { bytes, drawn: await drawnCanvas(page), order }
}

describe('receipt printer over Web Serial', () => {
  it('confirming with print on confirm sends the printer reset, a raster image of 576 dots per line and a cut', async () => {
    const { bytes } = await printReceipt(DEMO.kwManager, 80)
    expect([...bytes.subarray(0, 2)]).toEqual([0x1b, 0x40]) // ESC @
    expect([...bytes.subarray(bytes.length - 3)]).toEqual(GS_V)
    const job = decodeEscPos(bytes)
    expect(job.commands[0]).toBe('reset')
    expect(job.commands).toContain('raster')
    // GS v 0 with 72 bytes (576 dots) per line
    const at = bytes.findIndex((b, i) => b === 0x1d && bytes[i + 1] === 0x76 && bytes[i + 2] === 0x30)
    expect(bytes[at + 4]! | (bytes[at + 5]! << 8)).toBe(72)
    expect(job.images).toHaveLength(1)
    expect(job.images[0]!.width).toBe(576)
  })

  for (const [who, email] of [
    ['English restaurant', DEMO.kwManager],
    ['Arabic supermarket', DEMO.saManager],
  ] as const) {
    for (const paper of [80, 58] as const) {
      it(`the ${who} receipt on ${paper} mm paper prints exactly the canvas it was drawn on`, async () => {
        const { bytes, drawn } = await printReceipt(email, paper)
        const [raster] = decodeEscPos(bytes).images
        const dots = paper === 80 ? 576 : 384
        expect(drawn.width).toBe(dots)
        expect(raster!.width).toBe(dots)
        expect(raster!.height).toBe(Math.ceil(drawn.height / 8) * 8)
        const expected = dotsOf(toMonochrome(drawn))
        expect(Buffer.from(raster!.dots.subarray(0, expected.length)).equals(Buffer.from(expected))).toBe(true)
        // a real receipt, not a blank or a black page: some ink, mostly paper
        expect(inkOf(raster!)).toBeGreaterThan(dots * 40)
        expect(inkOf(raster!)).toBeLessThan(raster!.dots.length / 3)
      })
    }
  }

  /** A receipt confirmed while the paired printer is unplugged, seen waiting on 'This device' */
  async function receiptWaiting() {
    const { page } = await tablet(DEMO.kwManager, { printOnConfirm: true })
    await connectPrinter(page)
    await unplugPrinter(page)
    await page.getByText(/The paired printer is off or unplugged/).waitFor()
    const order = await createOrder(control)
    await confirmInDrawer(page, order)
    await page.keyboard.press('Escape')
    await openThisDevice(page)
    const queued = page.getByRole('list', { name: 'Print queue' }).getByText(`Order ${order.code}`, { exact: true })
    await queued.waitFor()
    return { page, order, queued }
  }

  it('with the printer away the job waits in the queue, also after a reload, and prints exactly once when it is back', async () => {
    const { page, queued } = await receiptWaiting()
    await page.reload()
    await queued.waitFor()
    expect((await writtenBytes(page)).length).toBe(0)
    await plugPrinter(page)
    await status(page, 'Printer connected').waitFor()
    const bytes = await printed(page, 1)
    await page.getByText('Nothing is waiting to print.').waitFor()
    // and not again: another plug-in, a reload
    await page.waitForTimeout(1000)
    expect(decodeEscPos(await writtenBytes(page)).cuts).toBe(1)
    expect(decodeEscPos(bytes).images).toHaveLength(1)
    await page.reload()
    await status(page, 'Printer connected').waitFor()
    await page.waitForTimeout(1000)
    expect((await writtenBytes(page)).length).toBe(0)
  })

  it('a paired printer switched off when the dashboard loads is away: the receipt waits, no print page opens, and it prints once switched on', async () => {
    const { page, context } = await tablet(DEMO.kwManager, { printOnConfirm: true })
    await connectPrinter(page)
    await unplugPrinter(page)
    // the next morning: the dashboard loads with the printer still off, which the browser then does not list
    await page.reload()
    await page.getByText(/The paired printer is off or unplugged/).waitFor()
    const opened: string[] = []
    context.on('page', (p) => opened.push(p.url()))
    const order = await createOrder(control)
    await confirmInDrawer(page, order)
    await page.keyboard.press('Escape')
    await openThisDevice(page)
    await page.getByRole('list', { name: 'Print queue' }).getByText(`Order ${order.code}`, { exact: true }).waitFor()
    expect(opened).toEqual([])
    await plugPrinter(page)
    await status(page, 'Printer connected').waitFor()
    await printed(page, 1)
    await page.getByText('Nothing is waiting to print.').waitFor()
  })

  it('a second window says the printer is in the first, whose port prints its receipts, and takes the printer when the first closes', async () => {
    const { page, context } = await tablet(DEMO.kwManager, {})
    await connectPrinter(page)
    const second = await context.newPage()
    await second.goto(h.url('/device'))
    await status(second, 'In another window').waitFor()
    expect(await second.getByRole('button', { name: 'Connect printer' }).count()).toBe(0)
    await status(second, 'In another window').scrollIntoViewIfNeeded()
    await screenshot(second, 'device-printer-in-another-window-tablet-en')
    await second.getByRole('button', { name: 'Print test page' }).click()
    await printed(page, 1)
    await page.close()
    await status(second, 'Printer connected').waitFor()
    await second.getByRole('button', { name: 'Print test page' }).click()
    await printed(second, 1)
  })

  /** A receipt waits for the unplugged printer; its user signs out and `next` signs in on the same tablet */
  async function waitingAcrossSignOut(next: string) {
    const { page, queued } = await receiptWaiting()
    await page.getByRole('button', { name: 'User menu' }).click()
    await page.getByRole('menuitem', { name: 'Sign Out' }).click()
    await signInThroughForm(page, h, next, undefined, { goto: false })
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 })
    await openThisDevice(page)
    return { page, queued }
  }

  it('a receipt waiting at sign-out prints for the next user of the same store', async () => {
    const { page, queued } = await waitingAcrossSignOut(DEMO.kwStaff)
    await queued.waitFor()
    await plugPrinter(page)
    await status(page, 'Printer connected').waitFor()
    await printed(page, 1)
    await page.getByText('Nothing is waiting to print.').waitFor()
  })

  it("another store's user neither sees nor prints a receipt left waiting, and it is gone", async () => {
    const { page, queued } = await waitingAcrossSignOut(DEMO.kwPolling)
    await page.getByText('Nothing is waiting to print.').waitFor()
    expect(await queued.count()).toBe(0)
    await plugPrinter(page)
    await status(page, 'Printer connected').waitFor()
    await page.waitForTimeout(1000)
    expect((await writtenBytes(page)).length).toBe(0)
    expect((await deviceData(page)).printJobs).toBe(0)
  })

  it('a dismissed job never prints', async () => {
    const { page, order } = await receiptWaiting()
    await page.getByRole('button', { name: `Dismiss Order ${order.code}` }).click()
    await page.getByText('Nothing is waiting to print.').waitFor()
    await plugPrinter(page)
    await status(page, 'Printer connected').waitFor()
    await page.waitForTimeout(1000)
    expect((await writtenBytes(page)).length).toBe(0)
  })

  it("copies: one image and one cut per copy", async () => {
    const { page } = await tablet(DEMO.kwManager, { printOnConfirm: true, copies: 2 })
    await connectPrinter(page)
    const order = await createOrder(control)
    await confirmInDrawer(page, order)
    const job = decodeEscPos(await printed(page, 2))
    expect(job.images).toHaveLength(2)
  })

  it("without a paired printer the print page opens with the browser's dialog, with a notice the first time", async () => {
    const { page, context } = await tablet(DEMO.kwManager, { printOnConfirm: true, layout: 'thermal' }, false)
    const first = await createOrder(control)
    const popup = context.waitForEvent('page')
    await confirmInDrawer(page, first)
    const opened = await popup
    await opened.waitForURL(new RegExp(`/print-thermal\\?id=${first.id}&locale=en`))
    const notice = page.getByRole('region', { name: 'Notifications' }).getByText(/No receipt printer is connected to this device/)
    await notice.waitFor()
    await opened.close()
    const second = await createOrder(control)
    const again = context.waitForEvent('page')
    await confirmInDrawer(page, second)
    await (await again).waitForURL(new RegExp(`/print-thermal\\?id=${second.id}`))
    await page.waitForTimeout(500)
    expect(await notice.count()).toBeLessThanOrEqual(1)
    expect(await page.evaluate(() => localStorage.getItem('printDialogNoticed'))).toBe('true')
  })
})

describe('screenshots: the printed raster', () => {
  it('an Arabic supermarket receipt on 80 mm paper, decoded from the printer bytes', async () => {
    const { bytes } = await printReceipt(DEMO.saManager, 80)
    savePng(decodeEscPos(bytes).images[0]!, 'receipt-raster-ar-supermarket-80mm')
  })
})
