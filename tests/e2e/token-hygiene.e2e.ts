// The two secrets of a session, the bearer token (localStorage authToken) and the realtime custom token (the notifier
// config's token), travel only in headers and request bodies: signed in through the form, across the orders, past
// orders, menu, reports and loyalty pages, an order's drawer and its print tab, neither appears in any URL the browser
// asks for (requests and WebSockets), any console message, the sandbox's request log, or what analytics and the error
// reporter received; while signed in, localStorage is the only place in the browser's storage that holds them (the
// menu's Cache Storage copy once kept the bearer in its request headers). However the session ends, a Sign Out, a 401
// in the middle of it, or Remember me off and a new browser session, it leaves no order data in IndexedDB and neither
// token anywhere in the browser's storage (localStorage, sessionStorage, cookies, every IndexedDB database, Cache
// Storage). shell-user-menu.e2e.ts checks the storage keys after Sign Out and offline.e2e.ts the saved orders and menu;
// this file adds the search for the tokens themselves and the two other ways a session ends.
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DEMO, localStorageOf, signInThroughForm, useHarness } from './support/app'
import { createOrder } from './support/orders-board'
import { deviceData } from './support/device-data'

type LoggedRequest = { method: string; path: string; status: number; body: unknown }

const h = useHarness({ serviceWorker: true })
const control = <T = unknown>(path: string, body?: unknown) => h.control<T>(path, body)

/** Every URL the context asks for (pages, print tabs, workers' fetches Chromium reports, WebSockets) and every console line */
function record(context: BrowserContext) {
  const urls: string[] = []
  const consoleLines: string[] = []
  const watch = (page: Page) => {
    page.on('websocket', (ws) => urls.push(ws.url()))
    page.on('console', (m) => consoleLines.push(`${m.type()}: ${m.text()}`))
  }
  context.on('request', (r) => urls.push(r.url()))
  context.on('page', watch)
  for (const page of context.pages()) watch(page)
  return { urls, consoleLines }
}

/** The session's two secrets, as the dashboard stored them */
async function secrets(page: Page) {
  await expect.poll(async () => (await localStorageOf(page)).notifierConfig).toBeTruthy()
  const stored = await localStorageOf(page)
  const bearer = stored.authToken!
  const custom = (JSON.parse(stored.notifierConfig!) as { token: string }).token
  expect(bearer.length).toBeGreaterThan(20)
  expect(custom.length).toBeGreaterThan(20)
  return [bearer, custom]
}

/** The texts that contain a secret (as it is, or URL-encoded) */
const leaks = (texts: string[], tokens: string[]) =>
  texts.filter((text) => tokens.some((t) => text.includes(t) || text.includes(encodeURIComponent(t)))).map((text) => text.slice(0, 200))

/** Everything the browser keeps for the origin, as one text per place: localStorage, sessionStorage, cookies, every IndexedDB record, every cached request */
function storageDump(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    const out: Record<string, string> = {
      localStorage: JSON.stringify(Object.entries(localStorage)),
      sessionStorage: JSON.stringify(Object.entries(sessionStorage)),
      cookies: document.cookie,
    }
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const r = indexedDB.open(info.name!)
        r.onsuccess = () => resolve(r.result)
        r.onerror = () => reject(r.error)
      })
      for (const store of db.objectStoreNames) {
        const records = await new Promise<unknown[]>((resolve) => {
          const req = db.transaction(store).objectStore(store).getAll()
          req.onsuccess = () => resolve(req.result)
          req.onerror = () => resolve([])
        })
        out[`indexedDB ${info.name}/${store}`] = JSON.stringify(records)
      }
      db.close()
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      const entries = await Promise.all(
        (await cache.keys()).map(async (req) => `${req.url} ${JSON.stringify([...req.headers])} ${(await (await cache.match(req))?.text())?.slice(0, 100_000) ?? ''}`),
      )
      out[`cache ${name}`] = entries.join('\n')
    }
    return out
  })
}

/** Saved orders and the saved store in the dashboard's IndexedDB (src/lib/db/db.ts) */
async function savedOrders(page: Page) {
  const { orders, stores } = await deviceData(page)
  return { orders, stores }
}

/** Signs in through the form and waits for the live board */
async function signedIn(options: { remember?: boolean } = {}) {
  const made = await h.context()
  await made.context.addInitScript(() => {
    window.print = () => undefined
    window.close = () => undefined
  })
  const seen = record(made.context)
  await signInThroughForm(made.page, h, DEMO.kwManager, DEMO.password, options)
  await made.page.waitForURL((url) => url.pathname === '/orders')
  await made.page.getByText('Dashboard is online', { exact: true }).waitFor()
  return { ...made, ...seen }
}

const nav = (page: Page) => page.getByRole('navigation').first()

describe('token hygiene', () => {
  it('neither token is in a URL, a console message, the request log or what analytics and the reporter received; none is left in storage after Sign Out', async () => {
    const { page, context, urls, consoleLines } = await signedIn()
    const tokens = await secrets(page)
    // the service worker in charge, so the menu goes into Cache Storage
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })

    // an order, its drawer and its thermal print tab
    const order = await createOrder(control, { collectionMethod: { id: 1, name: 'Drive-Thru' } })
    await page.getByRole('row', { name: new RegExp(`^Order ${order.code},`) }).click()
    const drawer = page.getByRole('dialog', { name: `Order ${order.code}` })
    const [print] = await Promise.all([context.waitForEvent('page'), drawer.getByRole('button', { name: 'Print thermal' }).click()])
    await print.locator('[data-receipt]').waitFor()
    await print.close()
    await page.keyboard.press('Escape')
    await drawer.waitFor({ state: 'detached' })

    await nav(page).getByRole('link', { name: 'Completed Orders' }).click()
    await page.getByText(/^Total orders: \d+$/).waitFor()
    await nav(page).getByRole('link', { name: 'Menu' }).click()
    await page.getByText('Classic Burger').first().waitFor()
    await nav(page).getByRole('link', { name: 'Reports' }).click()
    await page.getByText(/^Days with reports: \d+$/).waitFor()
    await nav(page).getByRole('link', { name: 'Loyalty' }).click()
    await page.getByRole('textbox', { name: 'Phone number' }).fill('50000001')
    const [search] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/loyalty/')),
      page.getByRole('button', { name: 'Search', exact: true }).click(),
    ])
    expect(search.request().headers().authorization).toMatch(/^Bearer /)
    await nav(page).getByRole('link', { name: 'Orders', exact: true }).click()
    await page.getByText('Dashboard is online', { exact: true }).waitFor()

    expect(urls.length).toBeGreaterThan(20)
    expect(urls.some((u) => u.includes('/print-thermal'))).toBe(true)
    expect(leaks(urls, tokens), 'URLs').toEqual([])
    expect(leaks(consoleLines, tokens), 'console').toEqual([])
    const logged = await control<LoggedRequest[]>('/requests')
    expect(logged.length).toBeGreaterThan(10)
    expect(leaks(logged.map((r) => `${r.method} ${r.path} ${JSON.stringify(r.body)}`), tokens), 'sandbox request log').toEqual([])
    const received = [JSON.stringify(await control('/analytics')), JSON.stringify(await control('/errors'))]
    expect(leaks(received, tokens), 'analytics and error reports').toEqual([])
    // while signed in, the tokens are where they belong and nowhere else (the menu's cached requests included)
    await expect.poll(async () => (await storageDump(page))['cache menu-v1']?.length ?? 0).toBeGreaterThan(0)
    const during = await storageDump(page)
    expect(Object.keys(during).filter((place) => leaks([during[place]!], tokens).length > 0)).toEqual(['localStorage'])

    await page.getByRole('button', { name: 'User menu' }).click()
    await page.getByRole('menuitem', { name: 'Sign Out' }).click()
    await page.waitForURL((url) => url.pathname === '/login')
    await expect.poll(() => savedOrders(page)).toEqual({ orders: 0, stores: 0 })
    const after = await storageDump(page)
    expect(Object.entries(after).filter(([, text]) => leaks([text], tokens).length > 0).map(([place]) => place), 'after Sign Out').toEqual([])
  })

  it('a 401 in the middle of the session: no token and no notifier config in localStorage, no order data in IndexedDB, neither token anywhere', async () => {
    const { page } = await signedIn()
    const tokens = await secrets(page)
    const order = await createOrder(control)
    await page.getByRole('row', { name: new RegExp(`^Order ${order.code},`) }).waitFor()
    await expect.poll(async () => (await savedOrders(page)).orders).toBeGreaterThan(0)
    expect((await savedOrders(page)).stores).toBe(1)

    // the next API call is answered 401: the past orders' search
    await control('/faults', { fail_next: { path: '/kw/api/v1/', status: 401, count: 1 } })
    const [refused] = await Promise.all([page.waitForResponse((r) => r.status() === 401), nav(page).getByRole('link', { name: 'Completed Orders' }).click()])
    expect(new URL(refused.url()).pathname).toBe('/kw/api/v1/search/order')
    await page.waitForURL((url) => url.pathname === '/login')
    await page.getByRole('region', { name: 'Notifications' }).getByText('Unauthorized').waitFor()

    const stored = await localStorageOf(page)
    expect(stored.authToken).toBeUndefined()
    expect(stored.notifierConfig).toBeUndefined()
    await expect.poll(() => savedOrders(page)).toEqual({ orders: 0, stores: 0 })
    // and it stays so: nothing in flight writes the orders back
    await page.waitForTimeout(1500)
    expect(await savedOrders(page)).toEqual({ orders: 0, stores: 0 })
    const after = await storageDump(page)
    expect(Object.entries(after).filter(([, text]) => leaks([text], tokens).length > 0).map(([place]) => place), 'after the 401').toEqual([])
  })

  it('Remember me off and a new browser session: the dropped session leaves no order data in IndexedDB and neither token anywhere', async () => {
    const { page, context } = await signedIn({ remember: false })
    const tokens = await secrets(page)
    const order = await createOrder(control)
    await page.getByRole('row', { name: new RegExp(`^Order ${order.code},`) }).waitFor()
    await expect.poll(async () => (await savedOrders(page)).orders).toBeGreaterThan(0)

    // the browser is closed and opened again: its session cookie is gone, IndexedDB and Cache Storage stay
    await context.clearCookies()
    await page.goto(h.url('/orders'))
    await page.waitForURL((url) => url.pathname === '/login')
    expect((await localStorageOf(page)).authToken).toBeUndefined()
    await expect.poll(() => savedOrders(page)).toEqual({ orders: 0, stores: 0 })
    const after = await storageDump(page)
    expect(Object.entries(after).filter(([, text]) => leaks([text], tokens).length > 0).map(([place]) => place), 'after the session ended').toEqual([])
  })
})
