// The sign-in page painted from the build's HTML before any JavaScript (src/domain/sign-in-boot.ts,
// src/features/auth/prerender.tsx): in the saved language, on /login only, never on a signed-in start, replaced by
// React without a visible change or a layout shift, keeping what was typed, and served by the service worker too.
import type { BrowserContext, Page, Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ar } from '../../src/lib/i18n/ar'
import { en } from '../../src/lib/i18n/en'
import { DEMO, signedInContext, useHarness, type Harness } from './support/app'
import { PHONE, screenshot, TABLET } from './support/browser'
import { nav } from './support/page'

// the entry held back or refused on purpose fails its load
const h = useHarness({ serviceWorker: true, allowConsoleErrors: [/Failed to load resource/] })

/** The app's entry script (the one module script index.html names) */
const ENTRY = /\/assets\/index-[^/]+\.js$/

type Seen = { prerendered: string[]; signInHeading: boolean; shift: number }

/** Records, from the first byte, every language #root was prerendered in, any sign-in heading, and the layout shift */
async function watch(context: BrowserContext) {
  await context.addInitScript((headings: string[]) => {
    const seen: Seen = { prerendered: [], signInHeading: false, shift: 0 }
    ;(window as unknown as { __seen: Seen }).__seen = seen
    new MutationObserver(() => {
      const value = document.getElementById('root')?.getAttribute('data-prerendered')
      if (value && seen.prerendered.at(-1) !== value) seen.prerendered.push(value)
      if ([...document.querySelectorAll('h1')].some((e) => headings.includes(e.textContent ?? ''))) seen.signInHeading = true
    }).observe(document, { subtree: true, childList: true, attributes: true })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) seen.shift += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  }, [en['login.title'], ar['login.title']])
}
const seen = (page: Page) => page.evaluate(() => (window as unknown as { __seen: Seen }).__seen)
const htmlLang = (page: Page) => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])
/** React has replaced the prerendered page (it takes the marker off #root) */
const reactTookOver = (page: Page) => page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-prerendered'))

/** Holds the entry script until release() */
async function holdEntry(page: Page) {
  let release = () => undefined as void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(ENTRY, async (route: Route) => {
    await held
    await route.continue()
  })
  return release
}

async function context(h: Harness, options: { locale?: 'ar'; country?: boolean; viewport?: typeof PHONE | typeof TABLET } = {}) {
  const made = await h.context({ ...(options.viewport ?? TABLET), serviceWorkers: 'block' })
  await watch(made.context)
  await made.context.addInitScript(
    ({ locale, country }) => {
      if (location.protocol === 'about:' || sessionStorage.getItem('e2e-seeded')) return
      sessionStorage.setItem('e2e-seeded', '1')
      if (locale) localStorage.setItem('locale', locale)
      if (country) localStorage.setItem('countryCode', 'KW')
    },
    { locale: options.locale ?? null, country: options.country ?? false },
  )
  return made
}

describe('the prerendered sign-in page', () => {
  it('shows in English before the app\'s code runs, with its headings and labels', async () => {
    const { page } = await context(h)
    await page.route(ENTRY, (route) => route.abort())
    await page.goto(h.url('/login'))
    await page.getByRole('heading', { name: en['login.title'] }).waitFor()
    await page.getByText(en['auth.banner.title']).waitFor()
    expect(await htmlLang(page)).toEqual(['en', 'ltr'])
    await page.getByLabel(en['login.email'], { exact: true }).waitFor()
    await page.getByLabel(en['login.password'], { exact: true }).waitFor()
    await page.getByLabel(en['login.country'], { exact: true }).waitFor()
    expect((await seen(page)).prerendered).toEqual(['en'])
    // a submit before the app runs sends nothing (no password in an address)
    await page.getByLabel(en['login.email'], { exact: true }).fill('x@y.z')
    await page.getByLabel(en['login.password'], { exact: true }).press('Enter')
    expect(new URL(page.url()).search).toBe('')
  })

  it('shows in Arabic, right to left, when Arabic is the saved language', async () => {
    const { page } = await context(h, { locale: 'ar', country: true })
    await page.route(ENTRY, (route) => route.abort())
    await page.goto(h.url('/login'))
    await page.getByRole('heading', { name: ar['login.title'] }).waitFor()
    await page.getByText(ar['auth.banner.title']).waitFor()
    expect(await htmlLang(page)).toEqual(['ar', 'rtl'])
    await page.getByLabel(ar['login.email'], { exact: true }).waitFor()
    // a kept country: no country field, as the app shows it
    expect(await page.getByLabel(ar['login.country'], { exact: true }).count()).toBe(0)
    expect((await seen(page)).prerendered).toEqual(['ar'])
  })

  it('is replaced by the app with no visible change and no layout shift', async () => {
    for (const locale of [undefined, 'ar'] as const) {
      const { page } = await context(h, { locale, country: true })
      const release = await holdEntry(page)
      await page.goto(h.url('/login'), { waitUntil: 'commit' })
      await page.locator('#root[data-prerendered] h1').waitFor()
      const before = await page.screenshot()
      release()
      await reactTookOver(page)
      // the app's own first frame
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      expect(Buffer.compare(before, await page.screenshot()), `${locale ?? 'en'}: the page looks the same`).toBe(0)
      expect((await seen(page)).shift).toBe(0)
    }
  })

  it('keeps what was typed before the app took over, and signs in with it', async () => {
    const { page } = await context(h)
    const release = await holdEntry(page)
    await page.goto(h.url('/login'), { waitUntil: 'commit' })
    await page.locator('#root[data-prerendered] h1').waitFor()
    await page.getByLabel('Email', { exact: true }).fill(DEMO.kwManager)
    await page.getByLabel('Country', { exact: true }).selectOption('KW')
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password)
    release()
    await reactTookOver(page)
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(DEMO.kwManager)
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe(DEMO.password)
    expect(await page.getByLabel('Country', { exact: true }).inputValue()).toBe('KW')
    // the focus stays in the field being typed in
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('password')
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/orders')
    await nav(page).waitFor()
  })

  it('signs in with a Sign in pressed before the app took over', async () => {
    const { page } = await context(h, { country: true })
    const release = await holdEntry(page)
    await page.goto(h.url('/login'), { waitUntil: 'commit' })
    await page.locator('#root[data-prerendered] h1').waitFor()
    await page.getByLabel('Email', { exact: true }).fill(DEMO.kwManager)
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    expect(new URL(page.url()).pathname).toBe('/login')
    release()
    await page.waitForURL((url) => url.pathname === '/orders')
    await nav(page).waitFor()
  })

  it('signs in in Arabic', async () => {
    const { page } = await context(h, { locale: 'ar', country: true })
    await page.goto(h.url('/login'))
    await reactTookOver(page)
    expect((await seen(page)).prerendered).toEqual(['ar'])
    await page.getByLabel(ar['login.email'], { exact: true }).fill(DEMO.kwManager)
    await page.getByLabel(ar['login.password'], { exact: true }).fill(DEMO.password)
    await page.getByRole('button', { name: ar['login.submit'] }).click()
    await page.waitForURL((url) => url.pathname === '/orders')
    await nav(page, ar['nav.label']).waitFor()
    expect(await htmlLang(page)).toEqual(['ar', 'rtl'])
  })

  it('never shows on a signed-in reload of /orders, nor on /login signed in', async () => {
    for (const lang of ['en', 'ar'] as const) {
      const { page, context } = await signedInContext(h, DEMO.kwManager, { ...TABLET, lang, serviceWorkers: 'block' })
      await watch(context)
      await page.goto(h.url('/orders'))
      await nav(page, lang === 'ar' ? ar['nav.label'] : en['nav.label']).waitFor()
      await page.reload()
      await nav(page, lang === 'ar' ? ar['nav.label'] : en['nav.label']).waitFor()
      await page.goto(h.url('/login'))
      await page.waitForURL((url) => url.pathname === '/orders')
      await nav(page, lang === 'ar' ? ar['nav.label'] : en['nav.label']).waitFor()
      expect(await seen(page)).toMatchObject({ prerendered: [], signInHeading: false })
    }
  })

  it('shows from the service worker\'s copy of the page, offline too', async () => {
    const made = await h.context({ ...TABLET })
    await watch(made.context)
    const { page, context } = made
    await page.goto(h.url('/login'))
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })
    await context.setOffline(true)
    await page.reload()
    await reactTookOver(page)
    await page.getByRole('heading', { name: en['login.title'] }).waitFor()
    expect((await seen(page)).prerendered).toEqual(['en'])
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    await context.setOffline(false)
  })
})

describe('screenshots of the prerendered sign-in page', () => {
  it('at phone and tablet sizes, in English and Arabic, before the app and after', async () => {
    for (const [screen, viewport] of [['phone', PHONE], ['tablet', TABLET]] as const) {
      for (const locale of ['en', 'ar'] as const) {
        const { page } = await context(h, { locale: locale === 'ar' ? 'ar' : undefined, viewport })
        const release = await holdEntry(page)
        await page.goto(h.url('/login'), { waitUntil: 'commit' })
        await page.locator('#root[data-prerendered] h1').waitFor()
        await screenshot(page, `sign-in-prerender-${screen}-${locale}-before`)
        release()
        await reactTookOver(page)
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
        await screenshot(page, `sign-in-prerender-${screen}-${locale}-after`)
      }
    }
  })
})
