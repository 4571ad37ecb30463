// The error catalogue of the shell against the real sandbox: a 401 in the middle of a session, a 5xx that leaves
// the page working, a failed user fetch (maintenance check, retry), and the error reporter, which receives nothing
// for the noisy errors.
import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { DEMO, localStorageOf, signedInContext, useHarness } from './support/app'
import { errorToast } from './support/page'

const h = useHarness()

type Store = { status: { id: number }; busy_timer_mins: number | null; collection_method: Record<string, unknown> }
type RequestLog = { method: string; path: string; status: number; body: unknown }[]
type ErrorReport = {
  message: string
  level: string
  url?: string
  release?: string
  environment?: string
  tags: Record<string, string>
  user?: { id: string | null; email: string | null; segment: string | null }
}

const atPath = (page: Page, pathname: string) => page.waitForURL((url) => url.pathname === pathname)
const storeOf = (country: 'kw' | 'sa', id: number) => h.control<Store>(`/${country}/stores/${id}`)
const requests = () => h.control<RequestLog>('/requests')
const errors = () => h.control<ErrorReport[]>('/errors')

async function open(email: string, route = '/orders') {
  const made = await signedInContext(h, email)
  await made.page.goto(h.url(route))
  return made
}

async function ready(page: Page, storeName: string) {
  await page.getByRole('banner').getByText(storeName, { exact: true }).waitFor()
}

afterEach(async () => {
  await h.control('/maintenance', { file: false })
})

describe('401 in the middle of a session', () => {
  it('a call answered 401 shows the toast with the reason, signs out to /login and changes nothing', async () => {
    const { page } = await open(DEMO.kwManager)
    await ready(page, 'Salmiya')
    await page.getByRole('button', { name: 'Manage', exact: true }).click()
    const panel = page.getByRole('dialog', { name: 'Manage Availability' })
    await panel.getByRole('combobox', { name: 'Drive-Thru', exact: true }).selectOption({ label: 'Busy 10 min' })

    await h.control('/sessions/expire', { email: DEMO.kwManager })
    await panel.getByRole('button', { name: 'Save & Close' }).click()
    await atPath(page, '/login')
    const toast = errorToast(page, 'Unauthorized')
    await toast.waitFor() // still readable on the login screen
    expect(await toast.innerText()).toContain('Expired JWT Token')
    await page.getByRole('button', { name: 'Sign in' }).waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)

    const stored = await localStorageOf(page)
    expect(stored.authToken).toBeUndefined()
    expect(stored.notifierConfig).toBeUndefined()
    expect(stored.countryCode).toBe('KW')
    const cm = (await storeOf('kw', 101)).collection_method
    expect([cm.dt_available, cm.dt_busy_mins]).toEqual([true, null])
    const posts = (await requests()).filter((r) => r.method === 'POST' && r.path === '/kw/api/v1/store/collection/availability')
    expect(posts.map((r) => r.status)).toEqual([401])
  })

  it('an expired session found when the dashboard opens goes to /login with the toast', async () => {
    const { page } = await open(DEMO.kwStaff)
    await ready(page, 'Salmiya')
    await h.control('/sessions/expire', { email: DEMO.kwStaff })
    await page.reload()
    await atPath(page, '/login')
    await errorToast(page, 'Unauthorized').waitFor()
    expect((await localStorageOf(page)).authToken).toBeUndefined()
    // no maintenance check for a 401 (it is a sign-out, not a failed user fetch)
    await page.getByRole('button', { name: 'Sign in' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/login')
  })
})

describe('5xx', () => {
  it("a failed analytics call shows 'Internal Server Error' once, and the page keeps working", async () => {
    await h.control('/faults', { fail_next: { path: '/api/v1/store/analytics', status: 500, count: 1 } })
    const { page } = await open(DEMO.kwManager)
    await errorToast(page, 'Internal Server Error').waitFor()
    await ready(page, 'Salmiya')
    expect(await errorToast(page, 'Internal Server Error').count()).toBe(1)
    // the sandbox answered the 500 (a fault is used up once answered)
    expect((await h.control<{ fail_next: unknown[] }>('/faults', {})).fail_next).toEqual([])
    // the error toast can be dismissed (before it goes by itself)
    await errorToast(page, 'Internal Server Error').getByRole('button', { name: 'Dismiss' }).click()
    await errorToast(page, 'Internal Server Error').waitFor({ state: 'detached' })

    // nothing fell over: no fallback, navigation, status, collection strip and the panel all work
    expect(await page.getByText('Something Went Wrong').count()).toBe(0)
    await page.getByRole('list', { name: 'Collection methods' }).waitFor()
    await page.getByRole('button', { name: 'Manage', exact: true }).click()
    await page.getByRole('dialog', { name: 'Manage Availability' }).getByRole('button', { name: 'Close', exact: true }).click()
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Menu', exact: true }).click()
    await atPath(page, '/menu')
    await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor()
  })

  it('a failed status change shows the toast and leaves the selector and the store as they were', async () => {
    const { page } = await open(DEMO.kwPolling)
    await ready(page, 'Shuwaikh')
    const status = page.getByRole('combobox', { name: 'Store status' })
    await h.control('/faults', { fail_next: { path: '/api/v1/store/status', status: 502, count: 1 } })
    await status.selectOption({ label: 'Busy 15 min' })
    await errorToast(page, 'Internal Server Error').waitFor()
    await expect.poll(() => status.isEnabled()).toBe(true)
    expect(await status.inputValue()).toBe('open')
    expect((await storeOf('kw', 102)).status.id).toBe(1)
    // and the next try goes through
    await status.selectOption({ label: 'Busy 15 min' })
    await expect.poll(async () => (await storeOf('kw', 102)).busy_timer_mins).toBe(15)
    await status.selectOption({ label: 'Open' })
    await expect.poll(async () => (await storeOf('kw', 102)).status.id).toBe(1)
  })

  it('a failed user fetch without a maintenance file goes home and offers a retry that loads the store', async () => {
    await h.control('/faults', { fail_next: { path: '/api/v1/user/store', status: 503, count: 1 } })
    const { page } = await open(DEMO.kwManager, '/past-orders')
    await atPath(page, '/orders')
    const failed = page.getByRole('banner').getByRole('alert')
    await failed.getByText('The store could not be loaded.').waitFor()
    await failed.getByRole('button', { name: 'Retry' }).click()
    await ready(page, 'Salmiya')
    expect((await requests()).filter((r) => r.path === '/maintenance.json').length).toBeGreaterThan(0)
  })

  it('a failed user fetch with the maintenance file present goes to /maintenance', async () => {
    await h.control('/maintenance', { warning: { enabled: false, message_english: 'Upgrading, back soon', message_arabic: 'تحديث' } })
    const { page } = await open(DEMO.kwManager)
    await ready(page, 'Salmiya')
    // the file appears while the dashboard is open; the next user fetch fails
    await h.control('/maintenance', { file: true })
    await h.control('/faults', { fail_next: { path: '/api/v1/user/store', status: 500, count: 1 } })
    await page.reload()
    await atPath(page, '/maintenance')
    await page.getByText('Upgrading, back soon', { exact: true }).waitFor()
  })
})

describe('network failure', () => {
  it("a call that cannot reach the server shows 'Something went wrong' and keeps the panel with its values", async () => {
    const { context, page } = await open(DEMO.kwManager)
    await ready(page, 'Salmiya')
    await page.getByRole('button', { name: 'Manage', exact: true }).click()
    const panel = page.getByRole('dialog', { name: 'Manage Availability' })
    const driveThru = panel.getByRole('combobox', { name: 'Drive-Thru', exact: true })
    await driveThru.selectOption({ label: 'Busy 5 min' })
    await context.setOffline(true)
    await panel.getByRole('button', { name: 'Save & Close' }).click()
    // announced and dismissible although the panel makes the rest of the page inert
    const toast = errorToast(page, 'Something went wrong')
    await toast.waitFor()
    await toast.getByRole('button', { name: 'Dismiss' }).click()
    await toast.waitFor({ state: 'detached' })
    await panel.waitFor()
    expect(await driveThru.inputValue()).toBe('5')
    await expect.poll(() => panel.getByRole('button', { name: 'Save & Close' }).isEnabled()).toBe(true)
    expect((await storeOf('kw', 101)).collection_method.dt_available).toBe(true)
    // back online, the same panel saves
    await context.setOffline(false)
    await panel.getByRole('button', { name: 'Save & Close' }).click()
    await panel.waitFor({ state: 'detached' })
    await expect.poll(async () => (await storeOf('kw', 101)).collection_method.dt_busy_mins).toBe(5)
    await h.control('/kw/stores/101/availability', { dt_available: true, dt_busy_mins: null })
  })
})

describe('error reporter', () => {
  it('received nothing for the noisy errors above (400, 401, 5xx, network) and ignores the noisy kinds; reports the rest', async () => {
    expect(await errors()).toEqual([])
    const { page } = await open(DEMO.kwManager)
    await ready(page, 'Salmiya')

    // unhandled failures as the app would see them, raised in the page without breaking it
    await page.evaluate(() => {
      const reject = (reason: unknown) => {
        const promise = Promise.reject(reason)
        promise.catch(() => undefined)
        window.dispatchEvent(new PromiseRejectionEvent('unhandledrejection', { promise, reason }))
      }
      const withStatus = (message: string, status: number) => Object.assign(new Error(message), { status })
      reject(withStatus('Bad Request', 400))
      reject(withStatus('Unauthorized', 401))
      reject(new TypeError('Network Error'))
      reject(new TypeError('Failed to fetch'))
      reject(new Error('Too Many Requests'))
      reject(new Error('Email not found'))
      reject(new Error('The product cannot be back in stock while its modifier choices are out of stock'))
      reject(new Error('User does not belong to this store'))
      reject(new Error('Order is already confirmed'))
      window.dispatchEvent(new ErrorEvent('error', { error: new Error('Network Error'), message: 'Network Error' }))
      // not noisy: reported
      window.dispatchEvent(new ErrorEvent('error', { error: new Error('e2e: something real broke'), message: 'e2e: something real broke' }))
      reject(withStatus('Internal Server Error', 500))
    })
    await expect.poll(async () => (await errors()).map((e) => e.message).sort()).toEqual(['Internal Server Error', 'e2e: something real broke'])
    const report = (await errors()).find((e) => e.message === 'e2e: something real broke')!
    expect(report).toMatchObject({
      level: 'error',
      release: '1.4.16',
      environment: 'production',
      url: h.url('/orders'),
      user: { id: '1', email: DEMO.kwManager, segment: null },
    })
  })
})
