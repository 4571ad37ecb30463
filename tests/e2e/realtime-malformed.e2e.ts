// One bad realtime value must not blank a store's tablets (issue 23): the sandbox publishes a corpus of malformed
// events, maintenance settings and active_orders values, each followed by a valid new order. Every new order appears
// and rings, the board never shows the error page, no console error escapes, the bad values reach the error reporter
// with their event names, and none of them is kept on the device (a reload paints none of them).
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { components } from '../../src/lib/api/schema.gen'
import { DEMO, signedInContext, useHarness } from './support/app'
import { TABLET } from './support/browser'
import { createOrder } from './support/orders-board'

type Order = components['schemas']['Order']
type Report = { message: string; tags?: Record<string, string> }

const h = useHarness({ browserArgs: ['--autoplay-policy=no-user-gesture-required'] })
const control = <T = unknown>(path: string, body?: unknown) => h.control<T>(path, body)
const row = (page: Page, code: string) => page.getByRole('row', { name: new RegExp(`^Order ${code},`) })

const PARTIAL_ID = 990_001
const PARTIAL_CODE = '990001'

/** What a careless backend could write: [label, route, body] */
type Bad = [string, 'events' | 'active-orders' | 'maintenance', Record<string, unknown>]
const event = (e: unknown, payload: unknown): Record<string, unknown> => ({ event: e, payload })
const CORPUS: Bad[] = [
  ['order_new with a partial order', 'events', event('order_new', { order: { id: PARTIAL_ID, code: PARTIAL_CODE, status: { id: 2, name: 'Pending' } } })],
  ['order_new with broken JSON', 'events', event('order_new', '{"order": {"id": ')],
  ['order_new with a number for payload', 'events', event('order_new', '42')],
  ['order_new with a null payload', 'events', event('order_new', null)],
  ['order_new with a string order id', 'events', event('order_new', { order: { id: String(PARTIAL_ID), code: PARTIAL_CODE } })],
  ['an unknown event', 'events', event('order_exploded', { order: {} })],
  ['an event name that is a number', 'events', event(42, {})],
  ['a string where the wire object belongs', 'events', { raw: 'order_new' }],
  ['an array where the wire object belongs', 'events', { raw: [1, 2, 3] }],
  ['a wire object without id, payload or ts', 'events', { raw: { event: 'order_new' } }],
  ['order_updated without a status', 'events', event('order_updated', { order: { id: PARTIAL_ID, code: PARTIAL_CODE } })],
  ['order_status_changed with a string id', 'events', event('order_status_changed', { order_id: 'x', code: 1, status: {}, order: null })],
  ['pending_orders_update of empty orders', 'events', event('pending_orders_update', { orders: [{}, null] })],
  ['customer_status of a made-up status', 'events', event('customer_status', { order_id: PARTIAL_ID, status: { id: 9 } })],
  ['customer_location that is a string', 'events', event('customer_location', { order_id: PARTIAL_ID, location: 'here' })],
  ['store_status of a made-up status', 'events', event('store_status', { status: { id: 99 }, busy_timer_mins: 7, busy_until: 'later' })],
  ['busy_timer with negative minutes', 'events', event('busy_timer', { in_minutes: -1, busy_until: 'soon' })],
  ['collection_availability without the methods', 'events', event('collection_availability', { collection_method: null })],
  ['menu_products that is not a list', 'events', event('menu_products', { products: 'all' })],
  ['menu_product without a product', 'events', event('menu_product', {})],
  ['customer_message with a null order', 'events', event('customer_message', { order: null })],
  ['maintenance_warning with a string flag', 'events', event('maintenance_warning', { enabled: 'yes', message_english: 1 })],
  ['maintenance settings that are a string', 'maintenance', { value: 'on' }],
  ['maintenance settings without messages', 'maintenance', { value: { enabled: true } }],
  ['maintenance settings as a list', 'maintenance', { value: [true, 'x'] }],
  ['active_orders entry that is a string', 'active-orders', { value: { [PARTIAL_ID]: 'pending' } }],
  ['active_orders with a numeric code', 'active-orders', { value: { [PARTIAL_ID]: { code: 990001, status_id: 2, updated: 1 } } }],
  ['active_orders with a made-up status', 'active-orders', { value: { [PARTIAL_ID]: { code: PARTIAL_CODE, status_id: 77, updated: 1 } } }],
]

/** Reports each sound the page plays through the console (read back without touching the page) */
function recordPlays() {
  const original = HTMLMediaElement.prototype.play
  HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
    const name = (this.currentSrc || this.src).replace(/^.*\/sounds\/|\.mp3.*$/g, '')
    const attempt = original.call(this)
    if (!this.muted) attempt.then(() => console.debug(`__played ${name}`), () => undefined)
    return attempt
  }
}

const reports = async () => (await control<Report[]>('/errors')).filter((r) => r.tags?.realtime_event)

describe('malformed realtime values', () => {
  it('each is dropped and reported; the valid order after each one appears and rings; nothing bad is kept on the device', { timeout: 240_000 }, async () => {
    const { page, context } = await signedInContext(h, DEMO.kwManager, TABLET)
    await context.addInitScript(recordPlays)
    let rung = 0
    page.on('console', (m) => {
      if (m.text() === '__played new-order') rung += 1
    })
    await page.goto(h.url('/orders'))
    await page.getByText('Dashboard is online').waitFor()

    for (const [label, route, body] of CORPUS) {
      const path = route === 'maintenance' ? '/kw/realtime/maintenance' : `/kw/stores/101/${route}`
      const before = (await reports()).length
      await control(path, body)
      // active_orders is read every 7 s: wait for that read to report the value before a new order rewrites it
      if (route === 'active-orders') await expect.poll(async () => (await reports()).length, { timeout: 15_000, message: label }).toBeGreaterThan(before)
      const ringsBefore = rung
      const order: Order = await createOrder(control)
      await row(page, order.code).waitFor({ timeout: 10_000 })
      await expect.poll(() => rung, { timeout: 10_000, message: `${label}: the next order rings` }).toBeGreaterThan(ringsBefore)
      expect(await page.getByText('Something Went Wrong').count(), label).toBe(0)
      expect(await row(page, PARTIAL_CODE).count(), label).toBe(0)
    }

    // reported with their event names, each once however often it is read again
    const sent = await reports()
    const names = new Set(sent.map((r) => r.tags!.realtime_event))
    for (const name of ['order_new', 'order_exploded', 'order_updated', 'store_status', 'busy_timer', 'settings/maintenance', 'active_orders']) {
      expect(names, name).toContain(name)
    }
    const keys = sent.map((r) => r.message)
    expect(new Set(keys).size).toBe(keys.length)
    // the maintenance strip shows nothing of the bad settings
    expect(await page.getByText('yes', { exact: true }).count()).toBe(0)

    // a reload paints what the device kept: the partial order was never saved
    await page.reload()
    await page.getByText('Dashboard is online').waitFor()
    const saved = await page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const r = indexedDB.open('store-dashboard')
        r.onsuccess = () => resolve(r.result)
        r.onerror = () => reject(r.error)
      })
      const rows = await new Promise<{ orders: { id: number }[] }[]>((resolve) => {
        if (!db.objectStoreNames.contains('currentOrders')) return resolve([])
        const req = db.transaction('currentOrders').objectStore('currentOrders').getAll()
        req.onsuccess = () => resolve(req.result as { orders: { id: number }[] }[])
      })
      db.close()
      return rows.flatMap((r) => r.orders.map((o) => o.id))
    })
    expect(saved.length).toBeGreaterThan(0)
    expect(saved).not.toContain(PARTIAL_ID)
    expect(await row(page, PARTIAL_CODE).count()).toBe(0)
  })
})
