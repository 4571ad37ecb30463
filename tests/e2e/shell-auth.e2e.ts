// The app shell's sign-in flows against the real sandbox: each demo account, every validation message, the wrong
// password, forgot and reset password, the country choice and the IP lookup, remember me across a browser restart,
// the route guards, the 404 page and impersonation.
import type { Locator, Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { api, signIn as apiSignIn } from '../support/sandbox'
import { DEMO, localStorageOf, reopenBrowser, signedInContext, signInThroughForm, useHarness } from './support/app'
import { errorToast, successToast } from './support/page'

const h = useHarness()

type Config = { stores: { country: 'KW' | 'SA'; id: number; name: string }[]; accounts: { email: string; name: string; store_id: number | null }[] }
type RequestLog = { method: string; path: string; status: number; body: unknown }[]
type ResetToken = { email: string; token: string; used: boolean; path: string }
type ErrorReport = { message: string; user?: { id: string | null; email: string | null; segment: string | null } }

const label = (page: Page | Locator, text: string) => page.getByLabel(text, { exact: true })
const path = (page: Page) => new URL(page.url()).pathname
const atPath = (page: Page, pathname: string) => page.waitForURL((url) => url.pathname === pathname)

/** The text of the message a field points to with aria-describedby (its validation message) */
async function messageOf(field: Locator): Promise<string | null> {
  return field.evaluate((el) => {
    const ids = el.getAttribute('aria-describedby')
    if (!ids) return null
    return ids
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim()
  })
}

/** An error toast (role alert in the Notifications region) with this title */

/** Opens a page and waits until the app has taken the IP lookup's answer */
async function openWithIpLookup(page: Page, pathname: string) {
  const lookup = page.waitForResponse((r) => r.url().includes('/__ext/ip/'))
  await page.goto(h.url(pathname))
  const response = await lookup
  // the app reads the body of a 200 only (a failed lookup is dropped at its status)
  if (response.ok()) await response.finished()
  await label(page, 'Country').waitFor()
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))
}

const requests = () => h.control<RequestLog>('/requests')
const posts = async (suffix: string) => (await requests()).filter((r) => r.method === 'POST' && r.path.endsWith(suffix))

/** The signed-in layout is on screen with the store's name in the header */
async function signedInAt(page: Page, storeName: string) {
  await atPath(page, '/orders')
  await page.getByRole('banner').getByText(storeName, { exact: true }).waitFor()
}

afterEach(async () => {
  await h.control('/ip', {}) // back to the default lookup answer (KW)
})

describe('sign-in', () => {
  it('signs in through the form as each demo account, against its own country, and lands on the orders', async () => {
    const config = await h.control<Config>('/config')
    for (const email of [DEMO.kwManager, DEMO.kwStaff, DEMO.saManager, DEMO.kwPolling]) {
      const account = config.accounts.find((a) => a.email === email)!
      const store = config.stores.find((s) => s.id === account.store_id)!
      const { context, page } = await h.context()
      await signInThroughForm(page, h, email)
      await signedInAt(page, store.name)
      await page.getByRole('button', { name: 'User menu' }).click()
      const menu = page.getByRole('menu')
      await menu.getByText(account.name, { exact: true }).waitFor()
      await menu.getByText(email, { exact: true }).waitFor()
      const stored = await localStorageOf(page)
      expect(stored.countryCode, email).toBe(store.country)
      expect(stored.authToken, email).toBeTruthy()
      // the stored token is a real session of this account on its country's backend
      const { data } = await api(h.sb, store.country === 'SA' ? 'sa' : 'kw', stored.authToken).GET('/api/v1/user/store')
      expect(data?.user.email, email).toBe(email)
      await context.close()
    }
  })

  it('shows every login validation message next to its field and sends nothing', async () => {
    await h.control('/ip', { fail: true })
    const { page } = await h.context()
    await openWithIpLookup(page, '/login')
    // the screen: banner, fields, the two countries, remember me (on by default) and Forgot Password
    await page.getByText('Better experience for your customers', { exact: true }).waitFor()
    expect(await label(page, 'Country').locator('option').allInnerTexts()).toEqual(['Select your country', 'Kuwait', 'KSA'])
    expect(await label(page, 'Remember me').isChecked()).toBe(true)
    await page.getByRole('link', { name: 'Forgot Password' }).waitFor()
    const before = (await posts('/auth/login')).length
    await page.getByRole('button', { name: 'Sign in' }).click()
    expect(await messageOf(label(page, 'Email'))).toBe('Please input your email!')
    expect(await messageOf(label(page, 'Password'))).toBe('Please input your password!')
    expect(await messageOf(label(page, 'Country'))).toBe('Please select your country!')
    // the first wrong field takes the focus
    expect(await label(page, 'Email').evaluate((el) => el === document.activeElement)).toBe(true)

    await label(page, 'Email').fill('manager@kw')
    expect(await messageOf(label(page, 'Email'))).toBe('The input is not valid E-mail!')
    await label(page, 'Email').fill('manager kw.demo')
    expect(await messageOf(label(page, 'Email'))).toBe('The input is not valid E-mail!')
    await label(page, 'Password').fill('x')
    expect(await messageOf(label(page, 'Password'))).toBeNull()
    await page.getByRole('button', { name: 'Sign in' }).click()
    await label(page, 'Country').selectOption('KW')
    expect(await messageOf(label(page, 'Country'))).toBeNull()
    expect(await messageOf(label(page, 'Email'))).toBe('The input is not valid E-mail!')
    expect(path(page)).toBe('/login')
    expect((await posts('/auth/login')).length).toBe(before)
  })

  it('a wrong password shows the 401 toast, keeps the form as it was and stores nothing', async () => {
    const { page } = await h.context()
    await openWithIpLookup(page, '/login')
    await signInThroughForm(page, h, DEMO.kwManager, 'Wrong@1234', { goto: false })
    const alert = errorToast(page, 'Unauthorized')
    await alert.waitFor()
    expect(await alert.innerText()).toContain('Invalid credentials.')
    expect(path(page)).toBe('/login')
    expect(await label(page, 'Email').inputValue()).toBe(DEMO.kwManager)
    await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).isEnabled()).toBe(true)
    const stored = await localStorageOf(page)
    expect(stored.authToken).toBeUndefined()
    expect(stored.countryCode).toBeUndefined()
    const [last] = (await posts('/auth/login')).slice(-1)
    expect(last?.status).toBe(401)
    // the right password on the same form still works
    await label(page, 'Password').fill(DEMO.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await signedInAt(page, 'Salmiya')
    expect(await h.control<ErrorReport[]>('/errors')).toEqual([])
  })
})

describe('double submits', () => {
  it('a second click while signing in sends nothing more', async () => {
    const { page } = await h.context()
    await openWithIpLookup(page, '/login')
    await label(page, 'Email').fill(DEMO.kwStaff)
    await label(page, 'Password').fill(DEMO.password)
    const before = (await posts('/auth/login')).length
    // the sign-in's answer comes late enough for both extra tries to land while it is pending, even on a loaded
    // runner (at 400 ms the sign-in sometimes finished first and the form was gone)
    await h.control('/faults', { latency_ms: 2000 })
    try {
      const button = page.getByRole('button', { name: 'Sign in' })
      await button.click()
      await expect.poll(() => button.isDisabled()).toBe(true)
      await button.click({ force: true })
      await label(page, 'Password').press('Enter')
    } finally {
      await h.control('/faults', { clear: true })
    }
    await signedInAt(page, 'Salmiya')
    expect((await posts('/auth/login')).length - before).toBe(1)
  })
})

describe('forgot and reset password', () => {
  it('shows the forgot-password validation messages and the 400 toast for an unknown e-mail', async () => {
    await h.control('/ip', { fail: true })
    const { page } = await h.context()
    await openWithIpLookup(page, '/login')
    await page.getByRole('link', { name: 'Forgot Password' }).click()
    await atPath(page, '/forgot-password')
    const before = (await posts('/auth/resetting/request')).length
    await page.getByRole('button', { name: 'Request reset link' }).click()
    expect(await messageOf(label(page, 'Email'))).toBe('Please input your email!')
    expect(await messageOf(label(page, 'Country'))).toBe('Please select your country!')
    await label(page, 'Email').fill('nobody')
    expect(await messageOf(label(page, 'Email'))).toBe('The input is not valid E-mail!')
    expect((await posts('/auth/resetting/request')).length).toBe(before)

    await label(page, 'Email').fill('nobody@kw.demo')
    await label(page, 'Country').selectOption('KW')
    await page.getByRole('button', { name: 'Request reset link' }).click()
    await errorToast(page, 'Email not found').waitFor()
    expect(await page.getByText('Request successful').count()).toBe(0)
    expect(await label(page, 'Email').inputValue()).toBe('nobody@kw.demo')

    await page.getByRole('link', { name: 'Back to login' }).click()
    await atPath(page, '/login')
  })

  it('shows every reset-password validation message and sends nothing', async () => {
    const { page } = await h.context()
    await openWithIpLookup(page, '/resetting/reset/not-a-token')
    const before = (await posts('/auth/resetting/reset')).length
    const password = label(page, 'New password')
    const confirm = label(page, 'Confirm password')
    await page.getByRole('button', { name: 'Reset Password' }).click()
    expect(await messageOf(password)).toBe('Please input your password!')
    expect(await messageOf(confirm)).toBe('Please confirm your password!')
    const rule =
      'Password must contain 6 to 15 characters including at least 1 lowercase letter, 1 uppercase letter, 1 number and one of specials chars: @ * # _ -'
    for (const weak of ['Ab1@', 'abcdef1@', 'ABCDEF1@', 'Abcdefg@', 'Abcdefg1', 'Abcdefgh1@123456']) {
      await password.fill(weak)
      expect(await messageOf(password), weak).toBe(rule)
    }
    await password.fill('Good@123')
    expect(await messageOf(password)).toBeNull()
    await confirm.fill('Good@124')
    expect(await messageOf(confirm)).toBe('The two passwords that you entered do not match!')
    expect((await posts('/auth/resetting/reset')).length).toBe(before)
    // a well-formed form with a token the backend does not know: its message, and the screen stays
    await confirm.fill('Good@123')
    await page.getByRole('button', { name: 'Reset Password' }).click()
    const alert = errorToast(page, 'Validation Failed')
    await alert.waitFor()
    expect(await alert.innerText()).toContain('The reset link is invalid or has expired.')
    // the token has left the address bar (it waits in the tab's session storage)
    expect(path(page)).toBe('/resetting/reset')
  })

  it('requests a reset link, sets a new password with the sandbox reset token, and signs in with it', async () => {
    const email = DEMO.kwStaff
    const newPassword = 'Fresh#2024'
    const { context, page } = await h.context()
    await openWithIpLookup(page, '/forgot-password')
    expect(await label(page, 'Country').inputValue()).toBe('KW') // prefilled from the IP lookup
    await label(page, 'Email').fill(email)
    await page.getByRole('button', { name: 'Request reset link' }).click()
    const done = page.getByRole('status').filter({ hasText: 'Request successful' })
    await done.waitFor()
    expect(await done.innerText()).toContain('Please check email')

    const tokens = await h.control<ResetToken[]>('/reset-tokens')
    const mine = tokens.filter((t) => t.email === email && !t.used)
    expect(mine).toHaveLength(1)
    const link = mine[0]!

    await page.goto(h.url(link.path))
    await label(page, 'New password').fill(newPassword)
    await label(page, 'Confirm password').fill(newPassword)
    await page.getByRole('button', { name: 'Reset Password' }).click()
    await successToast(page, 'Password reset successfully').waitFor()
    await atPath(page, '/login')

    // the sandbox took it: the token is spent, the old password is refused, the new one works
    expect((await h.control<ResetToken[]>('/reset-tokens')).find((t) => t.token === link.token)?.used).toBe(true)
    await expect(apiSignIn(h.sb, email)).rejects.toThrow(/Invalid credentials/)
    await signInThroughForm(page, h, email, newPassword, { goto: false })
    await signedInAt(page, 'Salmiya')
    await context.close()

    // the same link cannot be used twice
    const again = await h.context()
    await openWithIpLookup(again.page, link.path)
    await label(again.page, 'New password').fill('Other@123')
    await label(again.page, 'Confirm password').fill('Other@123')
    await again.page.getByRole('button', { name: 'Reset Password' }).click()
    await errorToast(again.page, 'Validation Failed').waitFor()
    expect(path(again.page)).toBe('/resetting/reset')

    // put the demo password back for the other tests (through the same API)
    const kw = api(h.sb, 'kw')
    await kw.POST('/api/v1/auth/resetting/request', { body: { email } })
    const restore = (await h.control<ResetToken[]>('/reset-tokens')).find((t) => t.email === email && !t.used)!
    const { response } = await kw.POST('/api/v1/auth/resetting/reset', { body: { token: restore.token, password: DEMO.password } })
    expect(response.status).toBe(200)
    expect(await apiSignIn(h.sb, email)).toBeTruthy()
  })
})

describe('country choice', () => {
  it('is prefilled from the IP lookup with KW or SA only, and left empty when the lookup fails', async () => {
    const cases: [unknown, string][] = [
      [{}, 'KW'],
      [{ country_code: 'SA' }, 'SA'],
      [{ country_code: 'sa' }, 'SA'],
      [{ country_code: 'AE' }, ''],
      [{ fail: true }, ''],
    ]
    for (const [ip, expected] of cases) {
      await h.control('/ip', ip)
      const { context, page } = await h.context()
      await openWithIpLookup(page, '/login')
      expect(await label(page, 'Country').inputValue(), JSON.stringify(ip)).toBe(expected)
      await context.close()
    }
  })

  it('an SA lookup signs an SA manager in without touching the country choice', async () => {
    await h.control('/ip', { country_code: 'SA' })
    const { page } = await h.context()
    await openWithIpLookup(page, '/login')
    await label(page, 'Email').fill(DEMO.saManager)
    await label(page, 'Password').fill(DEMO.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await signedInAt(page, 'Al Olaya')
    expect((await localStorageOf(page)).countryCode).toBe('SA')
  })

  it('is not shown once a country is remembered (after a sign-in and sign-out), on any sign-in screen', async () => {
    const { page } = await h.context()
    await signInThroughForm(page, h, DEMO.saManager)
    await signedInAt(page, 'Al Olaya')
    await page.getByRole('button', { name: 'User menu' }).click()
    await page.getByRole('menuitem', { name: 'Sign Out' }).click()
    await atPath(page, '/login')
    for (const p of ['/login', '/forgot-password', '/resetting/reset/abc']) {
      await page.goto(h.url(p))
      await page.getByRole('heading', { level: 1 }).waitFor()
      await page.getByRole('button').last().waitFor()
      expect(await label(page, 'Country').count(), p).toBe(0)
    }
    // the reset request goes to the remembered country's backend (KW does not know this e-mail)
    await page.goto(h.url('/forgot-password'))
    await label(page, 'Email').fill(DEMO.saManager)
    await page.getByRole('button', { name: 'Request reset link' }).click()
    await page.getByRole('status').filter({ hasText: 'Request successful' }).waitFor()
    expect((await posts('/auth/resetting/request')).at(-1)?.path).toBe('/sa/api/v1/auth/resetting/request')
    // signing in again goes to the remembered country's backend without asking
    await page.goto(h.url('/login'))
    await label(page, 'Email').fill(DEMO.saManager)
    await label(page, 'Password').fill(DEMO.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await signedInAt(page, 'Al Olaya')
  })
})

describe('remember me', () => {
  it('off: a new browser session lands on /login and the e-mail is not kept', async () => {
    const { context, page } = await h.context()
    await signInThroughForm(page, h, DEMO.kwManager, DEMO.password, { remember: false })
    await signedInAt(page, 'Salmiya')
    // the same browser session keeps the user signed in across a reload
    await page.reload()
    await signedInAt(page, 'Salmiya')
    expect((await localStorageOf(page)).remember).toBe('false')

    const next = await reopenBrowser(h, context)
    await next.page.goto(h.url('/orders'))
    await atPath(next.page, '/login')
    const stored = await localStorageOf(next.page)
    expect(stored.authToken).toBeUndefined()
    expect(stored.notifierConfig).toBeUndefined()
    expect(stored.userEmail).toBeUndefined()
    expect(stored.countryCode).toBe('KW')
    expect(await label(next.page, 'Email').inputValue()).toBe('')
    expect(await label(next.page, 'Remember me').isChecked()).toBe(false)
  })

  it('on: a new browser session is still signed in, and the e-mail is offered after signing out', async () => {
    const { context, page } = await h.context()
    await signInThroughForm(page, h, DEMO.kwManager, DEMO.password, { remember: true })
    await signedInAt(page, 'Salmiya')

    const next = await reopenBrowser(h, context)
    await next.page.goto(h.url('/orders'))
    await signedInAt(next.page, 'Salmiya')
    const stored = await localStorageOf(next.page)
    expect(stored.remember).toBe('true')
    expect(stored.userEmail).toBe(DEMO.kwManager)

    await next.page.getByRole('button', { name: 'User menu' }).click()
    await next.page.getByRole('menuitem', { name: 'Sign Out' }).click()
    await atPath(next.page, '/login')
    expect(await label(next.page, 'Email').inputValue()).toBe(DEMO.kwManager)
    expect(await label(next.page, 'Remember me').isChecked()).toBe(true)
  })
})

describe('guards, redirects and 404', () => {
  const signedInRoutes = ['/', '/orders', '/past-orders', '/menu', '/reports', '/loyalty', '/maintenance', '/report-print?date=2026-01-01', '/print-normal?id=1', '/print-thermal?id=1']
  const publicRoutes = ['/login', '/forgot-password', '/resetting/reset/abc']

  it('sends a visitor without a token to /login from every signed-in route', async () => {
    const { page } = await h.context()
    const before = (await requests()).length
    for (const route of signedInRoutes) {
      await page.goto(h.url(route))
      await atPath(page, '/login')
      await page.getByRole('button', { name: 'Sign in' }).waitFor()
    }
    // no signed-in call was even tried
    expect((await requests()).slice(before).filter((r) => r.path.includes('/api/'))).toEqual([])
  })

  it('sends a signed-in user from the public routes and from / to the orders', async () => {
    const { page } = await signedInContext(h, DEMO.kwStaff)
    for (const route of [...publicRoutes, '/']) {
      await page.goto(h.url(route))
      await signedInAt(page, 'Salmiya')
    }
  })

  it("shows 'page not found' for unknown paths, signed out and signed in, with a way home", async () => {
    const out = await h.context()
    for (const route of ['/nope', '/orders/123/extra', '/resetting/reset']) {
      await out.page.goto(h.url(route))
      await out.page.getByRole('heading', { name: 'page not found', exact: true }).waitFor()
      expect(path(out.page)).toBe(route)
    }
    await out.page.getByRole('link', { name: 'Go to the dashboard' }).click()
    await atPath(out.page, '/login')

    const signed = await signedInContext(h, DEMO.kwManager)
    await signed.page.goto(h.url('/no-such-page'))
    await signed.page.getByRole('heading', { name: 'page not found', exact: true }).waitFor()
    expect(await signed.page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0)
    await signed.page.getByRole('link', { name: 'Go to the dashboard' }).click()
    await signedInAt(signed.page, 'Salmiya')
  })
})

describe('impersonation', () => {
  const authRequest = (country: 'kw' | 'sa', email: string) => h.control<{ auth_request: string; path: string }>(`/${country}/auth-requests`, { email })

  it('signs in as the account of the auth request, replacing whoever was signed in, and tags the reporter', async () => {
    const { page } = await signedInContext(h, DEMO.saManager)
    await page.goto(h.url('/orders'))
    await signedInAt(page, 'Al Olaya')
    const before = await localStorageOf(page)

    const link = await authRequest('kw', DEMO.kwStaff)
    expect(link.path).toBe(`/impersonate/KW/${link.auth_request}`)
    await page.goto(h.url(link.path.replace('/KW/', '/kw/'))) // the country is uppercased by the app
    await signedInAt(page, 'Salmiya')
    await page.getByRole('button', { name: 'User menu' }).click()
    await page.getByRole('menu').getByText(DEMO.kwStaff, { exact: true }).waitFor()
    await page.keyboard.press('Escape')
    const nav = await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').allInnerTexts()
    expect(nav).not.toContain('Reports') // the staff account's permissions, not the manager's

    const stored = await localStorageOf(page)
    expect(stored.countryCode).toBe('KW')
    expect(stored.authToken).not.toBe(before.authToken)
    expect(stored.remember).toBe(before.remember) // the device's remember flag and e-mail stay
    expect(stored.userEmail).toBe(before.userEmail)
    const { data } = await api(h.sb, 'kw', stored.authToken).GET('/api/v1/user/store')
    expect(data?.user.email).toBe(DEMO.kwStaff)

    // an error reported while impersonating carries the 'impersonate' segment
    await page.evaluate(() => window.dispatchEvent(new ErrorEvent('error', { error: new Error('e2e impersonation probe'), message: 'e2e impersonation probe' })))
    await expect
      .poll(async () => (await h.control<ErrorReport[]>('/errors')).find((e) => e.message === 'e2e impersonation probe')?.user)
      .toEqual({ id: '2', email: DEMO.kwStaff, segment: 'impersonate' })
  })

  it("another window of the device follows: it loads again as the impersonated account, not at the sign-in page", async () => {
    const { page: other } = await signedInContext(h, DEMO.saManager)
    await other.goto(h.url('/orders'))
    await signedInAt(other, 'Al Olaya')
    const page = await other.context().newPage()
    const link = await authRequest('kw', DEMO.kwStaff)
    await page.goto(h.url(link.path))
    await signedInAt(page, 'Salmiya')
    await signedInAt(other, 'Salmiya')
    await other.getByRole('button', { name: 'User menu' }).click()
    await other.getByRole('menu').getByText(DEMO.kwStaff, { exact: true }).waitFor()
  })

  it('a used, unknown or malformed link signs nobody in and ends on /login', async () => {
    const link = await authRequest('sa', DEMO.saManager)
    const first = await h.context()
    await first.page.goto(h.url(link.path))
    await signedInAt(first.page, 'Al Olaya')

    const { page } = await h.context()
    for (const bad of [link.path, '/impersonate/KW/unknown-request', '/impersonate/XX/whatever']) {
      await page.goto(h.url(bad))
      await atPath(page, '/login')
      await page.getByRole('button', { name: 'Sign in' }).waitFor()
      expect((await localStorageOf(page)).authToken, bad).toBeUndefined()
    }
  })
})
