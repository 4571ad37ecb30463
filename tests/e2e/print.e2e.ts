// The print pages against the real sandbox, in Chromium: order receipts (normal A4 invoice and 80 mm thermal) for a KW
// restaurant order, a dine-in and a delivery order, and an SA supermarket order with replacements printed in Arabic;
// the daily report with dscnt true and false against the sandbox's own figures; the print dialog after the logo, the
// close after printing, the close 3 s after a failed load; customer-typed markup printed as text. window.print and
// window.close are stubbed in the page (addInitScript) so the calls can be observed.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { components } from '../../src/lib/api/schema.gen'
import { formatMoney, decimalsFor } from '../../src/domain/money'
import { addressTypeOf } from '../../src/domain/dispatch'
import { orderTotals } from '../../src/domain/order-totals'
import { api, signIn } from '../support/sandbox'
import { screenshot } from './support/browser'
import { DEMO, signedInContext, useHarness } from './support/app'

type Order = components['schemas']['Order']
type DailyReport = components['schemas']['DailyReport']
type PrintCall = { at: number; images: { src: string; complete: boolean; width: number }[]; receiptShown: boolean }
type Recorded = { prints: PrintCall[]; closes: number[]; alerts: string[]; failedAt: number | null }

const h = useHarness()

const SHOTS = process.env.SCREENSHOT_DIR ?? path.join(os.tmpdir(), 'dashboard-screenshots')
const THERMAL_VIEWPORT = { width: 302, height: 900 } // 80 mm at 96 px per inch

/** Records window.print / window.close / window.alert calls instead of running them (before any page script) */
async function stubPrinting(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { __printing: Recorded } & Window
    w.__printing = { prints: [], closes: [], alerts: [], failedAt: null }
    // when the failure shows, on the page's own clock (a test reading it afterwards is late on a loaded machine)
    new MutationObserver(() => {
      if (w.__printing.failedAt === null && document.querySelector('[data-print-status="failed"]')) w.__printing.failedAt = performance.now()
    }).observe(document, { subtree: true, childList: true, attributes: true })
    w.print = () => {
      w.__printing.prints.push({
        at: performance.now(),
        images: [...document.images].map((i) => ({ src: i.src, complete: i.complete, width: i.naturalWidth })),
        receiptShown: !!document.querySelector('[data-receipt], [data-report]'),
      })
    }
    w.close = () => {
      w.__printing.closes.push(performance.now())
    }
    w.alert = (message?: unknown) => {
      w.__printing.alerts.push(String(message))
    }
  })
}

const recorded = (page: Page) => page.evaluate(() => (window as unknown as { __printing: Recorded }).__printing)

async function printContext(email: string, options: { lang?: 'en' | 'ar'; viewport?: { width: number; height: number } } = {}) {
  const made = await signedInContext(h, email, { lang: options.lang, ...(options.viewport ? { viewport: options.viewport } : {}) })
  await stubPrinting(made.context)
  const dialogs: string[] = []
  made.page.on('dialog', (d) => {
    dialogs.push(d.message())
    void d.dismiss()
  })
  return { ...made, dialogs }
}

/** Opens a print page and waits until it has asked for the print dialog */
async function openPrint(page: Page, pathname: string) {
  await page.goto(h.url(pathname))
  await page.waitForFunction(() => (window as unknown as { __printing: Recorded }).__printing.prints.length > 0, undefined, { timeout: 15_000 })
  return page.locator('[data-receipt], [data-report]').first()
}

const rowText = (page: Page, id: string) => page.locator(`[data-row="${id}"]`).first().innerText()
const money = (value: number, currency: string) => formatMoney(value, currency)

async function orderFor(country: 'kw' | 'sa', token: string, id: number, locale: 'en' | 'ar'): Promise<Order> {
  const { data } = await api(h.sb, country, token).GET('/api/v1/order/{id}', { params: { path: { id }, query: { type: 'json', _locale: locale } } })
  if (!data) throw new Error(`order ${id} not found`)
  return data
}

/** The receipt shows the code, every sold product, the store, and totals equal to the order's own figures */
async function expectReceiptOf(page: Page, order: Order, options: { dscnt: boolean }) {
  const f = order.financial
  const c = f.currency.code
  expect(await rowText(page, 'code')).toContain(order.code)
  expect(await rowText(page, 'brand-store')).toContain(order.store.name)
  expect(await rowText(page, 'brand-store')).toContain(order.store.brand.name)
  for (const p of order.products) {
    if (p.replacement?.qty === 0) continue
    const line = page.locator(`table [data-line="${p.order_product_id}"]`)
    expect(await line.innerText()).toContain(p.original.name)
  }
  expect(await rowText(page, 'subtotal')).toContain(money(f.products_price, c))
  // the one rule of domain/order-totals: with the discount hidden it is added back into the total and the paid online
  const shown = orderTotals(f, options.dscnt)
  expect(await rowText(page, 'total')).toContain(money(shown.total, c))
  expect(await rowText(page, 'paid')).toContain(money(shown.paid, c))
  if (f.remaining_balance > 0) expect(await rowText(page, 'remaining')).toContain(money(f.remaining_balance, c))
  if (f.total_vat_price > 0) expect(await rowText(page, 'vat')).toContain(money(f.total_vat_price, c))
  if (f.tips > 0) expect(await rowText(page, 'tips')).toContain(money(f.tips, c))
  if (f.fee > 0) expect(await rowText(page, 'fee')).toContain(money(f.fee, c))
  if (options.dscnt && f.discount > 0) expect(await rowText(page, 'discount')).toContain(money(-f.discount, c))
  else expect(await page.locator('[data-row="discount"]').count()).toBe(0)
  expect(await rowText(page, 'payment')).toContain(order.payment.method_name)
}

/**
 * Every element fits the page: none is wider than the body's client width, and none that is drawn sticks out of it
 * (the visually hidden page heading, a 1 px clipped box, is not drawn).
 */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const limit = document.body.clientWidth
    return [...document.querySelectorAll<HTMLElement>('body, body *')]
      .filter((el) => {
        const box = el.getBoundingClientRect()
        const drawn = box.width > 1 || box.height > 1
        return el.scrollWidth > limit || (drawn && (box.right > limit + 0.5 || box.left < -0.5))
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} ${el.scrollWidth}/${limit}`)
  })
}

function pdfPages(pdf: Buffer): { pages: number; widthPt: number[] } {
  const text = pdf.toString('latin1')
  const boxes = [...text.matchAll(/\/MediaBox\s*\[\s*[\d.]+\s+[\d.]+\s+([\d.]+)\s+([\d.]+)\s*\]/g)]
  return { pages: boxes.length, widthPt: boxes.map((m) => Number(m[1])) }
}

/** The first page of a PDF as a PNG, when Ghostscript is installed */
function pdfToPng(pdfPath: string, pngPath: string): boolean {
  try {
    execFileSync('gs', ['-q', '-dBATCH', '-dNOPAUSE', '-sDEVICE=png16m', '-r203', '-dFirstPage=1', '-dLastPage=1', `-sOutputFile=${pngPath}`, pdfPath], { stdio: 'ignore' })
    return fs.existsSync(pngPath)
  } catch {
    return false
  }
}

async function fullShot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true })
}

describe('order receipts', () => {
  it('a KW restaurant order in English: code, products, store and the order figures; prints after the logo, closes after printing', async () => {
    const token = await signIn(h.sb, DEMO.kwManager)
    const created = await h.control<Order>('/kw/stores/101/orders', { collectionMethod: { id: 1 } })
    const order = await orderFor('kw', token, created.id, 'en')
    const { page, dialogs } = await printContext(DEMO.kwManager)

    const receipt = await openPrint(page, `/print-normal?id=${order.id}&locale=en&dscnt=true`)
    expect(await receipt.getAttribute('lang')).toBe('en')
    expect(await receipt.getAttribute('dir')).toBe('ltr')
    await expectReceiptOf(page, order, { dscnt: true })
    if (order.car) expect(await rowText(page, 'car')).toContain(order.car.make.name)

    const rec = await recorded(page)
    expect(rec.prints).toHaveLength(1)
    // the dialog opened with the receipt on screen and the brand logo loaded
    expect(rec.prints[0]!.receiptShown).toBe(true)
    const logo = rec.prints[0]!.images.find((i) => i.src.includes('/media/brand/'))
    expect(logo, 'the brand logo is on the receipt').toBeTruthy()
    expect(logo!.complete && logo!.width > 0).toBe(true)
    expect(rec.closes).toEqual([])
    await screenshot(page, 'print-normal-en')
    await fullShot(page, 'print-normal-en-full')

    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')))
    expect((await recorded(page)).closes).toHaveLength(1)
    expect(dialogs).toEqual([])
  })

  it('a dine-in order (table 12), normal and thermal', async () => {
    const token = await signIn(h.sb, DEMO.kwManager)
    const created = await h.control<Order>('/kw/stores/101/orders', { collectionMethod: { id: 2 }, dineIn: { table: '12' } })
    const order = await orderFor('kw', token, created.id, 'en')
    expect(order.dineIn?.table).toBe('12')
    const { page } = await printContext(DEMO.kwManager)
    await openPrint(page, `/print-normal?id=${order.id}&dscnt=true`)
    expect(await rowText(page, 'table')).toContain('12')
    await expectReceiptOf(page, order, { dscnt: true })

    const thermal = await printContext(DEMO.kwManager, { viewport: THERMAL_VIEWPORT })
    await openPrint(thermal.page, `/print-thermal?id=${order.id}&dscnt=true`)
    expect(await rowText(thermal.page, 'table')).toContain('12')
    await expectReceiptOf(thermal.page, order, { dscnt: true })
    expect(await overflowing(thermal.page)).toEqual([])
    await fullShot(thermal.page, 'print-thermal-en-dine-in')
  })

  it('a delivery order: address type (House, Apartment or Office), address and notes; the thermal PDF is 80 mm wide and nothing overflows', async () => {
    const token = await signIn(h.sb, DEMO.kwManager)
    const created = await h.control<Order>('/kw/stores/101/orders', { collectionMethod: { id: 6 } })
    const order = await orderFor('kw', token, created.id, 'en')
    expect(order.delivery).toBeTruthy()
    const type = addressTypeOf(order.delivery!)!
    const { page } = await printContext(DEMO.kwManager, { viewport: THERMAL_VIEWPORT })
    await openPrint(page, `/print-thermal?id=${order.id}&locale=en&dscnt=true`)
    expect(await rowText(page, 'delivery-type')).toContain({ 1: 'House', 2: 'Apartment', 3: 'Office' }[type])
    if (order.delivery!.home?.area) expect(await page.locator('.rcpt-delivery').innerText()).toContain(order.delivery!.home.area.name)
    if (order.delivery!.comments) expect(await rowText(page, 'delivery-comments')).toContain(order.delivery!.comments)
    if (order.delivery!.driver) expect(await rowText(page, 'driver')).toContain(order.delivery!.driver.user.name)
    await expectReceiptOf(page, order, { dscnt: true })

    // on screen at 80 mm, and as printed: no element wider than the page
    expect(await overflowing(page)).toEqual([])
    await page.emulateMedia({ media: 'print' })
    expect(await overflowing(page)).toEqual([])
    await fullShot(page, 'print-thermal-en-delivery-print-media')
    await page.emulateMedia({ media: null }) // back to the default: page.pdf() prints with print media

    fs.mkdirSync(SHOTS, { recursive: true })
    const pdfPath = path.join(SHOTS, 'print-thermal-en-delivery.pdf')
    const pdf = await page.pdf({ path: pdfPath, width: '80mm', printBackground: true })
    expect(pdfPages(pdf).widthPt[0]).toBeCloseTo((80 / 25.4) * 72, 0)
    // with the page size the page asks for (80 mm wide, as tall as the receipt) the receipt is one page
    const fittedPath = path.join(SHOTS, 'print-thermal-en-delivery-fitted.pdf')
    const fitted = pdfPages(await page.pdf({ path: fittedPath, preferCSSPageSize: true, printBackground: true }))
    expect(fitted.pages).toBe(1)
    expect(fitted.widthPt[0]).toBeCloseTo((80 / 25.4) * 72, 0)
    pdfToPng(fittedPath, path.join(SHOTS, 'print-thermal-en-delivery-pdf.png'))
  })

  it('an SA supermarket order with replacements prints in Arabic: replacement quantities, Canceled Items, the order figures', async () => {
    const token = await signIn(h.sb, DEMO.saManager)
    const sa = api(h.sb, 'sa', token)
    // an order with a product of qty 2 or more (to lower) and another product (to switch out)
    let order: Order | null = null
    for (let i = 0; i < 20 && !order; i++) {
      const made = await h.control<Order>('/sa/stores/201/orders', { collectionMethod: { id: 1 } })
      if (made.products.length >= 2 && made.products.some((p) => p.qty >= 2)) order = made
    }
    expect(order, 'a supermarket order with a quantity to lower').toBeTruthy()
    const lowered = order!.products.find((p) => p.qty >= 2)!
    const switched = order!.products.find((p) => p !== lowered)!
    for (const [p, qty] of [
      [lowered, lowered.qty - 1],
      [switched, 0],
    ] as const) {
      const { error } = await sa.POST('/api/v1/order/product/replacement', {
        body: { order_id: String(order!.id), order_product_id: String(p.order_product_id), replacement_product_id: String(p.original.id), qty: String(qty) },
      })
      expect(error).toBeUndefined()
    }
    const { error } = await sa.PATCH('/api/v1/order/status', { body: { order_id: order!.id, status_id: 3, status_name: 'confirmed', preparation_time: 30 } })
    expect(error).toBeUndefined()
    const ar = await orderFor('sa', token, order!.id, 'ar')
    const en = await orderFor('sa', token, order!.id, 'en')
    const store = await h.control<{ hide_discount: boolean }>('/sa/stores/201')
    const dscnt = !store.hide_discount

    for (const layout of ['normal', 'thermal'] as const) {
      const { page } = await printContext(DEMO.saManager, layout === 'thermal' ? { viewport: THERMAL_VIEWPORT } : {})
      // no locale in the query: supermarket receipts are Arabic
      const receipt = await openPrint(page, `/print-${layout}?id=${order!.id}&dscnt=${dscnt}`)
      expect(await receipt.getAttribute('lang')).toBe('ar')
      expect(await receipt.getAttribute('dir')).toBe('rtl')
      await expectReceiptOf(page, ar, { dscnt })
      const arLowered = ar.products.find((p) => p.order_product_id === lowered.order_product_id)!
      const line = page.locator(`table [data-line="${lowered.order_product_id}"]`)
      expect(await line.locator('[data-cell="qty"]').innerText()).toBe(String(lowered.qty - 1))
      expect(await line.locator('[data-cell="total"]').innerText()).toBe(money(arLowered.replacement!.total_price, ar.financial.currency.code))
      const canceled = page.locator('[data-section="canceled"]')
      expect(await canceled.innerText()).toContain(ar.products.find((p) => p.order_product_id === switched.order_product_id)!.original.name)
      expect(await page.locator(`table [data-line="${switched.order_product_id}"]`).count()).toBe(0)
      // the car comes from the alternate (English) response
      if (en.car) expect(await rowText(page, 'car')).toContain(en.car.make.name)
      // Arabic is shaped: the text is drawn by a font with Arabic glyphs, right to left
      expect(await receipt.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl')
      if (layout === 'thermal') expect(await overflowing(page)).toEqual([])
      await fullShot(page, `print-${layout}-ar-supermarket`)
      await screenshot(page, `print-${layout}-ar`)
    }
  })

  it('a restaurant receipt in Arabic when asked (locale=ar), and a supermarket receipt in English when asked', async () => {
    const created = await h.control<Order>('/kw/stores/101/orders', { collectionMethod: { id: 1 } })
    const { page } = await printContext(DEMO.kwManager, { viewport: THERMAL_VIEWPORT })
    const receipt = await openPrint(page, `/print-thermal?id=${created.id}&locale=ar&dscnt=true`)
    expect(await receipt.getAttribute('lang')).toBe('ar')
    expect(await rowText(page, 'brand-store')).toContain('باتي لاب')
    expect(await overflowing(page)).toEqual([])
    await fullShot(page, 'print-thermal-ar-restaurant')

    const sa = await h.control<Order>('/sa/stores/201/orders', {})
    const saPage = (await printContext(DEMO.saManager)).page
    const saReceipt = await openPrint(saPage, `/print-normal?id=${sa.id}&locale=en&dscnt=false`)
    expect(await saReceipt.getAttribute('lang')).toBe('en')
    expect(await rowText(saPage, 'brand-store')).toContain('Nakheel Fresh Market')
  })

  it('opened with window.open(noopener) from a signed-in tab (remember me off), the print tab uses the stored session and leaves it in place', async () => {
    const token = await signIn(h.sb, DEMO.kwManager)
    const created = await h.control<Order>('/kw/stores/101/orders', { collectionMethod: { id: 1 } })
    const { context, page } = await h.context()
    await stubPrinting(context)
    await context.addInitScript(
      ({ token }) => {
        if (location.protocol === 'about:' || sessionStorage.getItem('e2e-seeded')) return
        sessionStorage.setItem('e2e-seeded', '1')
        document.cookie = 'dashboardSession=1; path=/; SameSite=Strict' // signed in during this browser session
        localStorage.setItem('authToken', token)
        localStorage.setItem('countryCode', 'KW')
        localStorage.setItem('remember', 'false')
      },
      { token },
    )
    await page.goto(h.url('/no-such-page')) // a light signed-in page to open the print tab from
    await page.getByRole('heading', { name: 'page not found' }).waitFor()
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate((url) => void window.open(url, '_blank', 'noopener'), `/print-thermal?id=${created.id}&locale=en&dscnt=true`),
    ])
    await popup.waitForFunction(() => (window as unknown as { __printing: Recorded }).__printing.prints.length > 0, undefined, { timeout: 15_000 })
    expect(await rowText(popup, 'code')).toContain(created.code)
    await popup.evaluate(() => window.dispatchEvent(new Event('afterprint')))
    expect((await recorded(popup)).closes).toHaveLength(1)
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBe(token)
  })

  it('customer-typed markup prints as text: no element, no script, no dialog', async () => {
    const name = '<img src=x onerror=alert(1)>'
    const comments = '<script>alert(1)</script>'
    const created = await h.control<Order>('/kw/stores/101/orders', { collectionMethod: { id: 1 }, user: { name }, comments })
    const { page, dialogs } = await printContext(DEMO.kwManager)
    await openPrint(page, `/print-normal?id=${created.id}&locale=en&dscnt=true`)
    expect(await rowText(page, 'customer')).toContain(name)
    expect(await rowText(page, 'comments')).toContain(comments)
    expect(await page.locator('img[src="x"]').count()).toBe(0)
    expect(await page.locator('[data-receipt] script').count()).toBe(0)
    await page.waitForTimeout(300)
    expect(dialogs).toEqual([])
    expect((await recorded(page)).alerts).toEqual([])
  })

  it('a failed load shows the failure and closes the window 3 s later, without printing', async () => {
    const { page } = await printContext(DEMO.kwManager)
    await page.goto(h.url('/print-normal?id=99999999&locale=en'))
    await page.locator('[data-print-status="failed"]').waitFor()
    expect(await page.locator('[data-print-status="failed"]').innerText()).toContain('The order could not be loaded for printing.')
    await page.waitForFunction(() => (window as unknown as { __printing: Recorded }).__printing.closes.length > 0, undefined, { timeout: 10_000 })
    const rec = await recorded(page)
    expect(rec.closes).toHaveLength(1)
    // closes 3000 ms after the failure shows (a timer may fire late on a loaded machine, never early)
    expect(rec.failedAt).not.toBeNull()
    expect(rec.closes[0]! - rec.failedAt!).toBeGreaterThanOrEqual(2900)
    expect(rec.closes[0]! - rec.failedAt!).toBeLessThan(6000)
    expect(rec.prints).toEqual([])
    await screenshot(page, 'print-failed')
  })
})

describe('daily report print', () => {
  /** A report day with sales and a discount, from GET /report/store/dates */
  async function reportDay(token: string): Promise<DailyReport> {
    const kw = api(h.sb, 'kw', token)
    const { data } = await kw.GET('/api/v1/report/store/dates', { params: { query: { limit: 30, offset: 0 } } })
    expect(data?.days.length).toBeGreaterThan(0)
    let fallback: DailyReport | null = null
    for (const date of data!.days) {
      const { data: report } = await kw.GET('/api/v1/report/store/daily', { params: { query: { date, format: 'json' } } })
      const r = report as DailyReport
      if (r.totals.sales_total !== null) fallback ??= r
      if (r.totals.sales_discount && r.totals.payments_online) return r
    }
    if (!fallback) throw new Error('no report day with sales')
    return fallback
  }

  const addMinor = (a: number | null, b: number, currency: string) => {
    const f = 10 ** decimalsFor(currency)
    return Math.round((a ?? 0) * f + b * f) / f
  }

  it('prints the sandbox figures for that day: as they are with dscnt=true, the discount added back with dscnt=false', async () => {
    const token = await signIn(h.sb, DEMO.kwManager)
    const report = await reportDay(token)
    const t = report.totals
    const c = report.currency
    expect(t.sales_discount, 'a day with a discount').toBeTruthy()

    const { page } = await printContext(DEMO.kwManager)
    const sheet = await openPrint(page, `/report-print?date=${report.date}&dscnt=true`)
    expect(await sheet.innerText()).toContain('Daily Closing Report')
    expect(await rowText(page, 'date')).toContain(report.date.split('-').reverse().join('/'))
    expect(await rowText(page, 'brand')).toContain(report.brand)
    expect(await rowText(page, 'store')).toContain(report.store)
    expect(await rowText(page, 'user')).toMatch(new RegExp(`^User\\s+${report.user}$`))
    expect(await rowText(page, 'currency')).toContain(c)
    for (const key of ['orders_count_delivered', 'orders_count_declined', 'orders_count_no_show'] as const) {
      expect((await rowText(page, key)).trim().endsWith(String(t[key]))).toBe(true)
    }
    for (const [key, value] of Object.entries(t)) {
      if (key.startsWith('orders_count')) continue
      const rows = page.locator(`[data-row="${key}"]`)
      if (value === null) expect(await rows.count(), key).toBe(0)
      else expect(await rows.first().innerText(), key).toContain(money(value as number, c))
    }
    for (const category of report.categories) {
      const row = page.locator(`[data-category="${category.id}"]`)
      expect(await row.innerText()).toContain(category.name)
      expect(await row.innerText()).toContain(money(category.sales_gross, c))
    }
    const rec = await recorded(page)
    expect(rec.prints).toHaveLength(1)
    expect(rec.prints[0]!.images.every((i) => i.complete && i.width > 0)).toBe(true)
    await fullShot(page, 'report-print-en-dscnt-true')

    const hidden = (await printContext(DEMO.kwManager)).page
    await openPrint(hidden, `/report-print?date=${report.date}&dscnt=false`)
    expect(await hidden.locator('[data-row="sales_discount"]').count()).toBe(0)
    const d = t.sales_discount!
    expect(await rowText(hidden, 'sales_total')).toContain(money(addMinor(t.sales_total, d, c), c))
    expect(await rowText(hidden, 'payments_online')).toContain(money(addMinor(t.payments_online, d, c), c))
    expect(await rowText(hidden, 'payments_total')).toContain(money(addMinor(t.payments_total, d, c), c))
    if (t.payments_cash !== null) expect(await rowText(hidden, 'payments_cash')).toContain(money(t.payments_cash, c))
    if (t.sales_gross !== null) expect(await rowText(hidden, 'sales_gross')).toContain(money(t.sales_gross, c))
    await fullShot(hidden, 'report-print-en-dscnt-false')
  })

  it('in Arabic, with the Arabic dictionary, right to left', async () => {
    const token = await signIn(h.sb, DEMO.kwManager)
    const report = await reportDay(token)
    const { page } = await printContext(DEMO.kwManager, { lang: 'ar' })
    const sheet = await openPrint(page, `/report-print?date=${report.date}&dscnt=true`)
    expect(await sheet.getAttribute('dir')).toBe('rtl')
    expect(await sheet.innerText()).toContain('تقرير الإغلاق اليومي')
    expect(await rowText(page, 'user')).toContain('المستخدم')
    await fullShot(page, 'report-print-ar')
  })
})
