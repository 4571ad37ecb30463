// One sandbox per test file, a browser, and the ways into the dashboard the tests share.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { control as controlCall, DEMO, signIn as apiSignIn, startSandbox, type TestSandbox } from '../../support/sandbox'
import { launch, newContext, type Problems } from './browser'

export { DEMO }

export type Harness = {
  sb: TestSandbox
  browser: Browser
  url: (path?: string) => string
  control: <T = unknown>(path: string, body?: unknown) => Promise<T>
  /** a new context, closed when its test ends and checked for page errors when the file ends */
  context: (options?: BrowserContextOptions) => Promise<{ context: BrowserContext; page: Page; problems: Problems }>
}

/**
 * Starts a sandbox and a browser for this test file and closes them after it. At the end it checks
 * that no page threw and that the sandbox answered everything within the contract. `serviceWorker: true` lets the
 * file's contexts install the service worker (blocked by default, see newContext).
 */
export function useHarness(opts: { browserArgs?: string[]; allowConsoleErrors?: RegExp[]; serviceWorker?: boolean } = {}): Harness {
  const all: Problems[] = []
  const open: BrowserContext[] = []
  const h = {} as Harness
  beforeAll(async () => {
    h.sb = await startSandbox()
    h.browser = await launch(opts.browserArgs)
    h.url = (path = '/') => `${h.sb.url}${path}`
    h.control = (path, body) => controlCall(h.sb, path, body)
    h.context = async (options = {}) => {
      const made = await newContext(h.browser, opts.serviceWorker ? { serviceWorkers: 'allow', ...options } : options)
      all.push(made.problems)
      open.push(made.context)
      const page = await made.context.newPage()
      return { context: made.context, page, problems: made.problems }
    }
  })
  // A live board left open keeps its clock, countdowns and realtime running: a file's earlier tests would slow its
  // later ones (and the file running beside it) on a 2-core machine.
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close().catch(() => undefined)))
    // a fault a failed test armed and never used would fail the next test's call instead
    await h.control('/faults', { clear: true }).catch(() => undefined)
  })
  afterAll(async () => {
    await h.browser?.close()
    const violations = h.sb?.world.collected.violations ?? []
    await h.sb?.close()
    expect(violations, 'sandbox responses outside the contract').toEqual([])
    expect(all.flatMap((p) => p.cspViolations), 'Content Security Policy violations').toEqual([])
    const pageErrors = all.flatMap((p) => p.pageErrors)
    expect(pageErrors, 'uncaught errors in the page').toEqual([])
    const allowed = opts.allowConsoleErrors ?? []
    // A failed request the test provoked logs a console error in Chromium; the tests list those they expect.
    const consoleErrors = all.flatMap((p) => p.consoleErrors).filter((m) => !allowed.some((re) => re.test(m)) && !/status of 4\d\d|status of 5\d\d|net::ERR/.test(m))
    expect(consoleErrors, 'console errors in the page').toEqual([])
  })
  return h
}

const countryOf = (email: string) => (email.endsWith('sa.demo') ? 'SA' : 'KW')

/** Puts a signed-in session into the context's storage before any page loads (skips the sign-in form). */
export async function signedInContext(h: Harness, email: string, options: BrowserContextOptions & { locale?: string; lang?: 'en' | 'ar' } = {}) {
  const token = await apiSignIn(h.sb, email)
  const { lang, ...rest } = options
  const made = await h.context(rest)
  await made.context.addInitScript(
    ({ token, country, email, lang }) => {
      // about:blank (a new tab, or history going back past the first page) has no storage of the app's origin
      if (location.protocol === 'about:') return
      if (sessionStorage.getItem('e2e-seeded')) return
      sessionStorage.setItem('e2e-seeded', '1')
      localStorage.setItem('authToken', token)
      localStorage.setItem('countryCode', country)
      localStorage.setItem('remember', 'true')
      localStorage.setItem('userEmail', email)
      if (lang) localStorage.setItem('locale', lang)
    },
    { token, country: countryOf(email), email, lang: lang ?? null },
  )
  return { ...made, token }
}

/**
 * Signs in through the form, as a person would. `remember` sets the Remember me box (left as it is when omitted);
 * `goto: false` uses the login page already open.
 */
export async function signInThroughForm(page: Page, h: Harness, email: string, password: string = DEMO.password, options: { remember?: boolean; goto?: boolean } = {}) {
  if (options.goto !== false) await page.goto(h.url('/login'))
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  const country = page.getByLabel('Country', { exact: true })
  if (await country.isVisible().catch(() => false)) await country.selectOption(countryOf(email))
  if (options.remember !== undefined) await page.getByLabel('Remember me', { exact: true }).setChecked(options.remember)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/**
 * Closes the context and opens a new one with its cookies and local storage, as after quitting and starting the
 * browser again: session cookies and sessionStorage (the browser session) are gone. The new context is checked like any other.
 */
export async function reopenBrowser(h: Harness, context: BrowserContext, options: BrowserContextOptions = {}) {
  const state = await context.storageState()
  await context.close()
  // Quitting the browser drops its session cookies (expires -1) and sessionStorage; local storage stays.
  const storageState = { ...state, cookies: state.cookies.filter((c) => c.expires !== -1) }
  return h.context({ ...options, storageState })
}

/** The page's localStorage as a plain object */
export function localStorageOf(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => Object.fromEntries(Object.entries(localStorage)))
}
