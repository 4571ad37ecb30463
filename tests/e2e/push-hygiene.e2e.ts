// Push alerts on a tablet staff share: a Sign Out removes the subscription on the device and in the backend and
// closes the alerts on screen; a 401 drops it on the device at once and the next sign-in removes it in the backend;
// after Remember me off and a closed browser the next start drops it and the backend stops pushing to it (410); the next user is not shown alerts as on until they turn them on, and then the backend holds their subscription
// only. This machine cannot reach a browser vendor's push service, so the browser's push manager is replaced by one
// that hands out endpoints on the sandbox's stand-in push service (and tells it when the page unsubscribes).
import crypto from 'node:crypto'
import type { BrowserContext, Page } from 'playwright-core'
import { beforeEach, describe, expect, it } from 'vitest'
import { DEMO, localStorageOf, reopenBrowser, signInThroughForm, useHarness } from './support/app'

const h = useHarness({ serviceWorker: true })

type Held = { endpoint: string; account_id: number; store_id: number }
const held = async () => (await h.control<{ subscriptions: Held[] }>('/push')).subscriptions
type Logged = { method: string; path: string; status: number }
const pushCalls = async () =>
  (await h.control<Logged[]>('/requests')).filter((r) => r.path.endsWith('/push/subscription')).map((r) => `${r.method} ${r.status}`)

/** A push manager with one subscription at a time, kept in local storage like the browser keeps it across reloads */
async function fakePushManager(context: BrowserContext) {
  const keys = [1, 2, 3].map(() => {
    const ecdh = crypto.createECDH('prime256v1')
    ecdh.generateKeys()
    return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') }
  })
  await context.grantPermissions(['notifications'], { origin: h.sb.url })
  await context.addInitScript(
    ({ base, keys }) => {
      const KEY = 'e2e-push-subscription'
      type Json = { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } }
      const read = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as Json | null
      const wrap = (s: Json) =>
        ({
          endpoint: s.endpoint,
          expirationTime: null,
          toJSON: () => s,
          unsubscribe: async () => {
            localStorage.removeItem(KEY)
            await fetch(`${s.endpoint}/unsubscribe`, { method: 'POST' })
            return true
          },
        }) as unknown as PushSubscription
      PushManager.prototype.getSubscription = async () => {
        const s = read()
        return s ? wrap(s) : null
      }
      PushManager.prototype.subscribe = async () => {
        const n = Number(localStorage.getItem(`${KEY}-count`) ?? '0') + 1
        localStorage.setItem(`${KEY}-count`, String(n))
        const s: Json = { endpoint: `${base}/__sandbox/push-service/device-${n}`, expirationTime: null, keys: keys[(n - 1) % keys.length]! }
        localStorage.setItem(KEY, JSON.stringify(s))
        return wrap(s)
      }
    },
    { base: h.sb.url, keys },
  )
}

const deviceEndpoint = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('e2e-push-subscription') ?? 'null') as { endpoint: string } | null)?.endpoint ?? null)
const shown = (page: Page) => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => n.title))
const turnOn = (page: Page) => page.getByRole('button', { name: 'Turn on alerts' })

async function board(page: Page, email: string, goto = true, remember?: boolean) {
  await signInThroughForm(page, h, email, DEMO.password, { goto, ...(remember === undefined ? {} : { remember }) })
  await page.waitForURL((url) => url.pathname === '/orders')
  await page.getByText('Dashboard is online', { exact: true }).waitFor()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })
}

/** Alerts on for the signed-in user, and two of them on screen */
async function alertsOn(page: Page) {
  await turnOn(page).click()
  await turnOn(page).waitFor({ state: 'detached' })
  const endpoint = await deviceEndpoint(page)
  expect(endpoint).toMatch(/\/__sandbox\/push-service\/device-\d$/)
  await expect.poll(async () => (await held()).map((s) => s.endpoint)).toEqual([endpoint])
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    await registration.showNotification('You Have a New Order', { body: '#100001', tag: 'order-1' })
    await registration.showNotification('You Have a New Order', { body: '#100002', tag: 'order-2' })
  })
  await expect.poll(() => shown(page)).toHaveLength(2)
  return { endpoint: endpoint!, account: (await held())[0]!.account_id }
}

const signOutThroughMenu = async (page: Page) => {
  await page.getByRole('button', { name: 'User menu' }).click()
  await page.getByRole('menuitem', { name: 'Sign Out' }).click()
  await page.waitForURL((url) => url.pathname === '/login')
}

describe('push alerts on a shared tablet', () => {
  // each test starts from a backend that holds no subscription and has logged no request
  beforeEach(() => h.control('/reset', {}))

  it('Sign Out removes the subscription on both sides and closes the alerts; the next user is asked, and then only they are registered', async () => {
    const { page, context } = await h.context()
    await fakePushManager(context)
    await board(page, DEMO.kwManager)
    const first = await alertsOn(page)

    await signOutThroughMenu(page)
    await expect.poll(held).toEqual([])
    expect(await pushCalls()).toEqual(['POST 200', 'DELETE 200'])
    expect(await deviceEndpoint(page)).toBeNull()
    await expect.poll(() => shown(page)).toEqual([])

    await board(page, DEMO.kwStaff, false)
    // not on: the prompt asks, and the backend holds nothing for this device
    await turnOn(page).waitFor()
    expect(await held()).toEqual([])
    await page.reload()
    await turnOn(page).waitFor()

    const second = await alertsOn(page)
    expect(second.endpoint).not.toBe(first.endpoint)
    expect(second.account).not.toBe(first.account)
    expect((await held()).map((s) => [s.endpoint, s.account_id])).toEqual([[second.endpoint, second.account]])
    // a reload keeps this user's alerts on (registered again), and the prompt stays away
    await page.reload()
    await page.getByText('Dashboard is online', { exact: true }).waitFor()
    await expect.poll(async () => (await pushCalls()).filter((c) => c === 'POST 200').length).toBe(3)
    expect(await turnOn(page).count()).toBe(0)
  })

  it('a 401 drops the subscription on the device and closes the alerts; the next sign-in removes it in the backend', async () => {
    const { page, context } = await h.context()
    await fakePushManager(context)
    await board(page, DEMO.kwManager)
    const first = await alertsOn(page)

    await h.control('/faults', { fail_next: { path: '/kw/api/v1/', status: 401, count: 1 } })
    await page.getByRole('navigation').first().getByRole('link', { name: 'Completed Orders' }).click()
    await page.waitForURL((url) => url.pathname === '/login')
    await expect.poll(() => deviceEndpoint(page)).toBeNull()
    await expect.poll(() => shown(page)).toEqual([])
    // the token is dead: the backend still holds it until someone signs in on this device
    expect((await held()).map((s) => s.endpoint)).toEqual([first.endpoint])

    await board(page, DEMO.kwStaff, false)
    await expect.poll(held).toEqual([])
    await turnOn(page).waitFor()
  })

  it('Remember me off and the browser closed: the next start drops the subscription, and the backend stops pushing to it', async () => {
    const { page, context } = await h.context()
    await fakePushManager(context)
    await board(page, DEMO.kwManager, true, false)
    const first = await alertsOn(page)

    const next = await reopenBrowser(h, context)
    await fakePushManager(next.context)
    await next.page.goto(h.url('/orders'))
    await next.page.waitForURL((url) => url.pathname === '/login')
    // A closed browser keeps its service worker registration; a Playwright context does not, so the start that finds
    // the subscription is the next one, once the worker is registered again.
    await next.page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })
    expect(await deviceEndpoint(next.page)).toBe(first.endpoint)
    await next.page.reload()
    await expect.poll(() => deviceEndpoint(next.page)).toBeNull()
    expect(JSON.parse((await localStorageOf(next.page)).pushCleanup ?? 'null')).toMatchObject({ endpoint: first.endpoint, country: 'KW' })
    // nobody is signed in to delete it: the push service says it is gone, and the sandbox drops it on its next alert
    await h.control('/kw/stores/101/orders', {})
    await expect.poll(held).toEqual([])
    const sent = (await h.control<{ sent: { endpoint: string; status: unknown }[] }>('/push')).sent
    expect(sent.map((p) => [p.endpoint, p.status])).toEqual([[first.endpoint, 410]])
  })
})
