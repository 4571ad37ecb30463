// A new-order alert on a real Chromium, the dashboard in Arabic: the page tells the worker its language and store,
// a push (delivered through DevTools, as the push service would) shows the alert in Arabic with the order, and the
// order opens in the app. Headless Chromium cannot click a notification, and a notificationclick made up in the
// worker is not trusted (no waitUntil, no focus), so the worker's side of a tap is sw/sw.test.ts's; here the worker
// sends its message to the window as it does after a tap. After a sign-out a push shows no order.
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ordersAr } from '../../src/lib/i18n/orders.ar'
import { overlaysAr } from '../../src/lib/i18n/overlays.ar'
import { shellAr } from '../../src/lib/i18n/shell.ar'
import { DEMO, signedInContext, useHarness } from './support/app'
import { createOrder } from './support/orders-board'

// the new order's alarm plays without a tap, so no sound overlay stands over the page
const h = useHarness({ serviceWorker: true, browserArgs: ['--autoplay-policy=no-user-gesture-required'] })

const shown = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, dir: n.dir, lang: n.lang, data: n.data as unknown })),
  )
const drawer = (page: Page, code: string) => page.getByRole('dialog', { name: ordersAr['drawer.title'].replace('{{code}}', code) })

/** Delivers a push to the page's worker, as the push service does */
async function push(context: BrowserContext, page: Page, payload: unknown) {
  const cdp = await context.newCDPSession(page)
  const registrations: { registrationId: string }[] = []
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e: { registrations: { registrationId: string }[] }) => registrations.push(...e.registrations))
  await cdp.send('ServiceWorker.enable')
  await expect.poll(() => registrations.length).toBeGreaterThan(0)
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: h.sb.url, registrationId: registrations[0]!.registrationId, data: JSON.stringify(payload) })
  await cdp.detach()
}

describe('a new-order alert in Arabic', () => {
  it("shows in the dashboard's language, opens its order in the open window or from ?order=, and after a sign-out shows no order", async () => {
    const { page, context } = await signedInContext(h, DEMO.kwManager, { lang: 'ar' })
    await context.grantPermissions(['notifications'], { origin: h.sb.url })
    await page.goto(h.url('/menu'))
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })
    // the page told the worker, which keeps it where a stopped worker finds it again
    const record = () => page.evaluate(async () => (await (await caches.open('device-record-v1')).match('/__device-record'))?.json() as unknown)
    await expect.poll(record, { timeout: 15_000 }).toEqual({ locale: 'ar', store: { country: 'KW', id: expect.any(Number) } })

    const order = await createOrder(h.control)
    const payload = { type: 'new_order', title: 'You Have a New Order', body: `#${order.code} · Salmiya`, order_id: order.id, url: '/orders' }
    await push(context, page, payload)
    await expect
      .poll(() => shown(page))
      .toEqual([{ title: overlaysAr['overlays.reminderTitle'], body: `#${order.code} · Salmiya`, dir: 'rtl', lang: 'ar', data: { url: '/orders', orderId: order.id } }])

    // what the worker sends the window a tap chose: the window moves to the board inside the app and opens the order
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
    const [worker] = context.serviceWorkers()
    await worker!.evaluate(async (orderId) => {
      const scope = self as unknown as { clients: { matchAll: (o: object) => Promise<{ postMessage: (m: unknown) => void }[]> }; location: Location }
      for (const w of await scope.clients.matchAll({ type: 'window' })) w.postMessage({ type: 'OPEN_ORDER', url: `${scope.location.origin}/orders`, orderId })
    }, order.id)
    await drawer(page, order.code).waitFor()
    expect(new URL(page.url()).pathname).toBe('/orders')
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)

    // a window opened by a tap: the order opens, and its parameter leaves the address
    await page.goto(h.url(`/orders?order=${order.id}`))
    await drawer(page, order.code).waitFor()
    await expect.poll(() => new URL(page.url()).search).toBe('')

    await page.keyboard.press('Escape')
    await drawer(page, order.code).waitFor({ state: 'detached' })
    await page.getByRole('button', { name: shellAr['user.menu'] }).click()
    await page.getByRole('menuitem', { name: shellAr['user.signOut'] }).click()
    await page.waitForURL((url) => url.pathname === '/login')
    await expect.poll(record).toEqual({ locale: 'ar', store: null })
    await push(context, page, { ...payload, order_id: order.id + 1 })
    await expect.poll(async () => (await shown(page)).map((n) => [n.title, n.body])).toEqual([[overlaysAr['overlays.reminderTitle'], '']])
  })
})
