// A drive-thru tablet on shaky Wi-Fi must never look fine while it is blind: offline start from the service worker
// and IndexedDB, realtime lost → the offline state within 15 s and REST polling (no order lost, none doubled),
// Basic View, a new version that waits while an order is pending, push alerts, installability, and sign-out leaving
// no order data on the device.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { components } from '../../src/lib/api/schema.gen'
import { api, signIn } from '../support/sandbox'
import { DEMO, signedInContext, useHarness } from './support/app'
import { CHROMIUM, CHROMIUM_FLAGS } from './support/browser'
import { createOrder, customer } from './support/orders-board'
import { deviceData } from './support/device-data'
import { drawerOf, row } from './support/page'

type Order = components['schemas']['Order']

// Cutting realtime makes the SDK's reconnection attempts fail (503) and the offline reloads fail their calls, on purpose.
const h = useHarness({ serviceWorker: true, allowConsoleErrors: [/WebSocket connection to .* failed/, /Failed to load resource/, /Failed to fetch/] })
const control = <T = unknown>(p: string, body?: unknown) => h.control<T>(p, body)

const pendingGroup = (page: Page) => page.getByRole('region', { name: /^Pending Orders \(\d+\)$/ })

async function board(email: string = DEMO.kwManager) {
  const made = await signedInContext(h, email)
  await made.page.goto(h.url('/orders'))
  await pendingGroup(made.page).waitFor()
  return made
}

/** The store's current orders, as the sandbox holds them */
const currentCount = async () => (await control<unknown[]>('/kw/stores/101/orders')).length
/** The orders of the board saved on the device, polled */
const savedBoard = (page: Page, timeout = 5000) => expect.poll(async () => (await deviceData(page)).orders, { timeout })

/** Waits until the service worker controls the page (the first worker claims the page it installs from) */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })
}

describe('offline and the installable app', () => {
  it('after one online visit, going offline and reloading shows the shell, the saved orders and the saved menu', async () => {
    const { page, context } = await board()
    const order = await createOrder(control)
    await row(page, order.code).waitFor()
    await controlled(page)
    await page.getByRole('link', { name: 'Menu' }).first().click()
    await page.getByRole('heading', { name: 'Menu' }).first().waitFor()
    await page.getByText('Classic Burger').first().waitFor()
    await expect.poll(async () => (await deviceData(page)).menuEntries).toBeGreaterThan(0)
    await expect.poll(async () => (await deviceData(page)).orders).toBeGreaterThan(0)
    // the board is saved under its country and store (a KW and an SA store may share an id)
    expect((await deviceData(page)).boards).toEqual([['KW', 101]])

    await context.setOffline(true)
    await page.goto(h.url('/orders'))
    // the shell comes from the service worker, the orders from IndexedDB, the store from the device's copy
    await row(page, order.code).waitFor({ timeout: 20_000 })
    await page.getByRole('status').filter({ hasText: 'Showing the orders saved on this device' }).waitFor()
    await page.getByRole('link', { name: 'Menu' }).first().click()
    await page.getByText('Classic Burger').first().waitFor({ timeout: 20_000 })
    await context.setOffline(false)
  })

  it("offline, the 'Dashboard is offline' reload icon brings the saved orders back, not a failure", async () => {
    const { page, context } = await board()
    const order = await createOrder(control)
    await row(page, order.code).waitFor()
    await controlled(page)
    await savedBoard(page).toBeGreaterThan(0)
    await context.setOffline(true)
    // the icon clears the notifier config and reloads: the offline start must not need it
    const icon = page.getByRole('button', { name: 'Reload the dashboard' })
    await icon.waitFor({ timeout: 30_000 })
    await Promise.all([page.waitForEvent('load'), icon.click()])
    await row(page, order.code).waitFor({ timeout: 20_000 })
    await page.getByRole('status').filter({ hasText: 'Showing the orders saved on this device' }).waitFor()
    await context.setOffline(false)
  })

  it("the menu from the worker's saved copy says so, and the latest replaces it once the network is back", async () => {
    const { page, context } = await board()
    await controlled(page)
    await page.getByRole('link', { name: 'Menu' }).first().click()
    await page.getByText('Classic Burger').first().waitFor()
    await expect.poll(async () => (await deviceData(page)).menuEntries).toBeGreaterThan(0)
    const notice = page.getByRole('status').filter({ hasText: 'Showing the menu saved on this device at' })
    expect(await notice.count()).toBe(0)

    await context.setOffline(true)
    await page.reload()
    await page.getByText('Classic Burger').first().waitFor({ timeout: 20_000 })
    await notice.waitFor()
    await context.setOffline(false)
    // at the online event, or at the next retry while the copy shows (the first request after it may not get through)
    await notice.waitFor({ state: 'detached', timeout: 45_000 })
    await page.getByText('Classic Burger').first().waitFor()
  })

  it('an error answer for the menu does not replace the saved menu', async () => {
    const { page, context } = await board()
    await controlled(page)
    await page.goto(h.url('/menu'))
    await page.getByText('Classic Burger').first().waitFor()
    await expect.poll(async () => (await deviceData(page)).menuEntries).toBeGreaterThan(0)
    // a moment of 502s from the backend while online: the page says it failed, the worker keeps the last good copy
    await control('/faults', { fail_next: { path: '/api/v1/store/101/product', status: 502, count: 1 } })
    const failed = page.waitForResponse((r) => /\/api\/v1\/store\/101\/product$/.test(new URL(r.url()).pathname) && r.status() === 502)
    await page.goto(h.url('/menu'))
    await failed
    await page.getByRole('button', { name: 'Retry' }).first().waitFor()

    await context.setOffline(true)
    await page.goto(h.url('/menu'))
    await page.getByText('Classic Burger').first().waitFor({ timeout: 20_000 })
    await context.setOffline(false)
  })

  it('a start from the saved board saves the server\'s list that replaces it, though nothing changes after it', async () => {
    const { page } = await board()
    const seen = await createOrder(control)
    await row(page, seen.code).waitFor()
    await savedBoard(page).toBe(await currentCount())
    await page.goto('about:blank')
    const missed = await createOrder(control)
    await page.goto(h.url('/orders'))
    await row(page, missed.code).waitFor()
    await savedBoard(page, 10_000).toBe(await currentCount())
  })

  it('a board that never pauses is still saved: an order made while a customer moves every 200 ms reaches IndexedDB', async () => {
    const { page } = await board()
    const moving = await createOrder(control)
    await customer(control, moving.id, 2, 12)
    await row(page, moving.code).waitFor()
    await savedBoard(page).toBe(await currentCount())
    // each location event changes the board before the save's pause is over
    let stop = false
    const moves = (async () => {
      for (let i = 0; !stop; i++) {
        await control(`/kw/orders/${moving.id}/location`, { minutes: 5 + (i % 5) })
        await new Promise((r) => setTimeout(r, 200))
      }
    })()
    try {
      const added = await createOrder(control)
      await row(page, added.code).waitFor()
      await savedBoard(page, 12_000).toBe(await currentCount())
    } finally {
      stop = true
      await moves
    }
  })

  it('offline, a press that fails saves the board again as of the last word from the server, not as of the press', async () => {
    const { page, context } = await signedInContext(h, DEMO.kwManager)
    // every write of a saved board, with its time, as the page makes it
    await context.addInitScript(() => {
      const writes: number[] = []
      Object.assign(window, { boardWrites: writes })
      const put = IDBObjectStore.prototype.put
      IDBObjectStore.prototype.put = function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
        if (this.name === 'currentOrders') writes.push((value as { savedAt: number }).savedAt)
        return put.call(this, value, key)
      }
    })
    const writes = () => page.evaluate(() => (window as unknown as { boardWrites: number[] }).boardWrites)
    await page.goto(h.url('/orders'))
    await pendingGroup(page).waitFor()
    const order = await createOrder(control)
    await row(page, order.code).waitFor()
    await savedBoard(page).toBe(await currentCount())
    // the drawer's code comes from the worker's precache once offline
    await controlled(page)
    await context.setOffline(true)
    const offlineAt = Date.now()
    await page.getByTestId('offline-banner').waitFor()
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const before = (await writes()).length
    await row(page, order.code).click()
    const drawer = drawerOf(page, order.code)
    await drawer.getByRole('button', { name: 'Confirm', exact: true }).click()
    await page.getByText('Something went wrong').first().waitFor()
    // the press changed the board here: it is written again, with the time it last matched the server
    await expect.poll(async () => (await writes()).length, { timeout: 10_000 }).toBeGreaterThan(before)
    expect((await writes()).at(-1)).toBeLessThanOrEqual(offlineAt)
    await context.setOffline(false)
  })

  it('a database a newer build left (a rolled-back deploy) is made again: the board and the store are saved, nothing is thrown', async () => {
    const { page } = await signedInContext(h, DEMO.kwManager)
    // a page of the origin that runs none of the app: the newer build's database, as it leaves it on the tablet
    await page.goto(h.url('/manifest.webmanifest'))
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const r = indexedDB.open('store-dashboard', 99)
          r.onupgradeneeded = () => void r.result.createObjectStore('currentOrders', { keyPath: ['country', 'storeId'] })
          r.onsuccess = () => (r.result.close(), resolve())
          r.onerror = () => reject(r.error)
        }),
    )
    await page.goto(h.url('/orders'))
    await pendingGroup(page).waitFor()
    const order = await createOrder(control)
    await row(page, order.code).waitFor()
    await savedBoard(page, 10_000).toBe(await currentCount())
    await expect.poll(async () => (await deviceData(page)).stores).toBe(1)
    const version = await page.evaluate(async () => (await indexedDB.databases()).find((d) => d.name === 'store-dashboard')?.version)
    expect(version).toBeLessThan(99)
  })

  it('realtime down: the offline state within 15 s, an order made meanwhile appears through polling, then exactly once after reconnection', async () => {
    const { page } = await board()
    await page.getByText('Dashboard is online', { exact: true }).waitFor()
    const cut = Date.now()
    await control('/faults', { realtime_down: true })
    await page.getByTestId('offline-banner').waitFor({ timeout: 15_000 })
    expect(Date.now() - cut).toBeLessThan(15_000)
    await page.getByText('Dashboard is offline', { exact: true }).waitFor()

    const during = await createOrder(control)
    await row(page, during.code).waitFor({ timeout: 15_000 })

    await control('/faults', { realtime_down: false })
    await page.getByTestId('offline-banner').waitFor({ state: 'detached', timeout: 20_000 })
    await page.getByText('Dashboard is online', { exact: true }).waitFor()
    const after = await createOrder(control)
    await row(page, after.code).waitFor()
    expect(await row(page, during.code).count()).toBe(1)
    expect(await page.locator(`[role="row"][data-order-id="${during.id}"]`).count()).toBe(1)
  })

  it('the polling store shows Basic View with its progress bar and no online/offline header', async () => {
    const { page } = await signedInContext(h, DEMO.kwPolling)
    await page.goto(h.url('/orders'))
    const basic = page.getByTestId('basic-view')
    await basic.waitFor()
    await basic.getByText('Basic View', { exact: true }).waitFor()
    const bar = basic.getByRole('progressbar')
    const first = Number(await bar.getAttribute('aria-valuenow'))
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 10_000 }).toBeGreaterThan(first)
    expect(await page.getByText('Dashboard is online', { exact: true }).count()).toBe(0)
    expect(await page.getByText('Dashboard is offline', { exact: true }).count()).toBe(0)
  })

  it('Basic View says at once when the network is gone, and refreshes as soon as it is back', async () => {
    const { page, context } = await signedInContext(h, DEMO.kwPolling)
    await page.goto(h.url('/orders'))
    const basic = page.getByTestId('basic-view')
    await basic.getByText(/^Last refresh /).waitFor()
    const strip = page.getByRole('alert').filter({ hasText: 'Orders not refreshed' })
    expect(await strip.count()).toBe(0)
    // the worker installed first, as on a tablet that has been open a while: its script fetched offline logs an error
    await controlled(page)
    await context.setOffline(true)
    await strip.waitFor({ timeout: 5000 })
    // a moment later the tablet is back: the board is refreshed then, not at the next minute
    const refreshed = page.waitForResponse((r) => /\/api\/v1\/store\/102\/order$/.test(new URL(r.url()).pathname) && r.ok())
    await context.setOffline(false)
    await refreshed
    await strip.waitFor({ state: 'detached', timeout: 5000 })
  })

  it('a new version waits while an order is pending, and takes over once none is', async () => {
    // Earlier tests of this file left pending orders: decline them so this one is the only one.
    const token = await signIn(h.sb, DEMO.kwManager)
    for (const o of (await api(h.sb, 'kw', token).GET('/api/v1/store/{id}/order', { params: { path: { id: 101 } } })).data ?? []) {
      if (o.status.id === 2) await control(`/kw/orders/${o.id}/status`, { status_id: 6 })
    }
    const { page } = await board()
    await controlled(page)
    const order = await createOrder(control)
    await row(page, order.code).waitFor()
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
    // a new build: the service worker's bytes change
    const dist = process.env.SANDBOX_DIST ? path.resolve(process.env.SANDBOX_DIST) : path.resolve('dist')
    const sw = path.join(dist, 'sw.js')
    const original = fs.readFileSync(sw, 'utf8')
    try {
      fs.writeFileSync(sw, `${original}\n// build ${Date.now()}\n`)
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())
      await page.getByText('A new version of the dashboard is ready.').waitFor({ timeout: 30_000 })
      // still the same page: nothing reloaded while the order is pending
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
      await control(`/kw/orders/${order.id}/status`, { status_id: 6 })
      await page.waitForFunction(() => !(window as unknown as { __sameDocument?: boolean }).__sameDocument, undefined, { timeout: 30_000 })
      await pendingGroup(page).waitFor()
    } finally {
      fs.writeFileSync(sw, original)
    }
  })

  it('push: the sandbox stores the subscription, sends a real Web Push on a new order, the service worker shows it, and it goes once the order is confirmed', async () => {
    // This machine cannot reach a browser vendor's push service, so the browser's subscribe() is replaced by one
    // whose endpoint is the sandbox's push-service stand-in; everything else is real (VAPID, encryption, the worker).
    const ecdh = crypto.createECDH('prime256v1')
    ecdh.generateKeys()
    const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') }
    const endpoint = `${h.sb.url}/__sandbox/push-service/tablet-1`
    const { page, context } = await signedInContext(h, DEMO.kwManager)
    await context.grantPermissions(['notifications'], { origin: h.sb.url })
    await context.addInitScript(
      ({ endpoint, keys }) => {
        PushManager.prototype.subscribe = async function () {
          return { endpoint, expirationTime: null, toJSON: () => ({ endpoint, expirationTime: null, keys }), unsubscribe: async () => true } as unknown as PushSubscription
        }
        PushManager.prototype.getSubscription = async () => null
      },
      { endpoint, keys },
    )
    await page.goto(h.url('/orders'))
    await controlled(page)
    await page.getByRole('button', { name: 'Turn on alerts' }).click()
    await expect
      .poll(async () => ((await control<{ subscriptions: { endpoint: string }[] }>('/push')).subscriptions ?? []).map((s) => s.endpoint))
      .toContain(endpoint)

    const order = await createOrder(control)
    await expect.poll(async () => (await control<{ received: { id: string }[] }>('/push')).received.length).toBe(1)
    const push = await control<{ sent: { payload: unknown; status: number }[]; received: { encoding: string; authorization: string; bytes: number }[] }>('/push')
    expect(push.received[0]).toMatchObject({ encoding: 'aes128gcm', authorization: expect.stringMatching(/^vapid t=/) })
    expect(push.sent[0]).toMatchObject({ status: 201, payload: { order_id: order.id } })

    // The push service would now wake the worker: deliver the same message to it.
    const cdp = await context.newCDPSession(page)
    const registrations: { registrationId: string; scopeURL: string }[] = []
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e: { registrations: { registrationId: string; scopeURL: string }[] }) => registrations.push(...e.registrations))
    await cdp.send('ServiceWorker.enable')
    await expect.poll(() => registrations.length).toBeGreaterThan(0)
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: h.sb.url,
      registrationId: registrations[0]!.registrationId,
      data: JSON.stringify(push.sent[0]!.payload),
    })
    await expect
      .poll(() => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => `${n.title}|${n.body}`)))
      .toEqual([`You Have a New Order|#${order.code} · Salmiya`])

    // another tablet confirms the order: its alert leaves the screen
    await control(`/kw/orders/${order.id}/status`, { status_id: 3, preparation_time: 10 })
    await expect.poll(() => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).length)).toBe(0)
  })

  it('the installed app has a manifest Chromium accepts: no installability errors', async () => {
    // An app cannot be installed from an incognito profile (every Playwright context is one): use a real profile.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'dashboard-profile-'))
    const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: CHROMIUM_FLAGS, viewport: { width: 1280, height: 800 } })
    try {
      const page = await context.newPage()
      await page.goto(h.url('/login'))
      await controlled(page)
      const cdp = await context.newCDPSession(page)
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] }
      expect(installabilityErrors).toEqual([])
    } finally {
      await context.close()
      fs.rmSync(profile, { recursive: true, force: true })
    }
    const manifest = (await (await fetch(h.url('/manifest.webmanifest'))).json()) as { start_url: string; display: string; icons: { purpose?: string }[] }
    expect(manifest).toMatchObject({ start_url: '/', id: '/orders', display: 'standalone' })
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true)
  })

  it('under the service worker a missing maintenance file logs no error (204), and a present one still sends to /maintenance', async () => {
    const { page } = await board()
    await controlled(page)
    const statuses: number[] = []
    const errors: string[] = []
    page.on('response', (r) => {
      if (r.url().endsWith('/maintenance.json')) statuses.push(r.status())
    })
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text())
    })
    await page.reload()
    await pendingGroup(page).waitFor()
    await expect.poll(() => statuses).toContain(204)
    expect(errors).toEqual([])

    await control('/maintenance', { file: true })
    try {
      await page.reload()
      await page.waitForURL(/\/maintenance$/)
    } finally {
      await control('/maintenance', { file: false })
    }
  })

  it('sign-out leaves no order data in IndexedDB or Cache Storage', async () => {
    const { page } = await board()
    const order = await createOrder(control)
    await row(page, order.code).waitFor()
    await controlled(page)
    await page.getByRole('link', { name: 'Menu' }).first().click()
    await page.getByText('Classic Burger').first().waitFor()
    await expect.poll(async () => (await deviceData(page)).orders).toBeGreaterThan(0)
    await expect.poll(async () => (await deviceData(page)).menuEntries).toBeGreaterThan(0)
    await page.getByRole('button', { name: 'User menu' }).click()
    await page.getByRole('menuitem', { name: 'Sign Out' }).click()
    await page.waitForURL(/\/login$/)
    await expect.poll(() => deviceData(page)).toMatchObject({ orders: 0, stores: 0, menuEntries: 0 })
    expect((await deviceData(page)).caches).not.toContain('menu-v1')
  })

  it('a menu answer still on its way at sign-out is not kept for the next user', async () => {
    const { page } = await board()
    await controlled(page)
    await control('/faults', { latency_ms: 3_000 })
    // the menu's calls go out through the worker and wait in the sandbox while staff sign out
    const menuCalls = page.waitForRequest((r) => /\/api\/v1\/store\/\d+\/(category|product)$/.test(new URL(r.url()).pathname))
    await page.getByRole('link', { name: 'Menu' }).first().click()
    await menuCalls
    await page.getByRole('button', { name: 'User menu' }).click()
    await page.getByRole('menuitem', { name: 'Sign Out' }).click()
    await page.waitForURL(/\/login$/)
    await control('/faults', { latency_ms: 0 })
    // the answers land after the sign-out: the worker does not put them back in the cache
    await new Promise((resolve) => setTimeout(resolve, 4_000))
    expect((await deviceData(page)).menuEntries).toBe(0)
  })
})

export type { Order }
