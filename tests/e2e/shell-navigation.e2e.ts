// The signed-in shell's navigation per role, its skeleton, page views sent to analytics, keyboard access to the
// user menu and Manage Availability, touch targets of at least 44px; and the shell's screenshots (phone and
// tablet, en and ar).
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ar } from '../../src/lib/i18n/ar'
import { DEMO, signedInContext, useHarness } from './support/app'
import { PHONE, screenshot, TABLET } from './support/browser'
import { errorToast, nav } from './support/page'
import { atPath, box, ready, shell, type PageView } from './support/shell'

const h = useHarness()
const { open, storeName } = shell(h)

describe('navigation and roles', () => {
  it('shows Reports and Insights to store managers only, and Loyalty only when the brand allows manual punches', async () => {
    const expected: [string, string, string[]][] = [
      [DEMO.kwManager, 'Salmiya', ['Orders', 'Kitchen', 'Window', 'Completed Orders', 'Menu', 'Reports', 'Insights', 'Loyalty']],
      [DEMO.kwStaff, 'Salmiya', ['Orders', 'Kitchen', 'Window', 'Completed Orders', 'Menu', 'Loyalty']],
      [DEMO.saManager, 'Al Olaya', ['Orders', 'Kitchen', 'Window', 'Completed Orders', 'Menu', 'Reports', 'Insights']],
    ]
    for (const [email, store, links] of expected) {
      const { context, page } = await open(email)
      await ready(page, store)
      await expect.poll(() => nav(page).getByRole('link').allInnerTexts(), { message: email }).toEqual(links)
      await context.close()
    }
  })

  it('shows a skeleton while the store loads', async () => {
    await h.control('/faults', { latency_ms: 700 }) // cleared after each test (useHarness)
    const { page } = await open(DEMO.kwStaff)
    await page.getByRole('status', { name: 'Loading store…' }).waitFor()
    await ready(page, 'Salmiya')
    expect(await page.getByRole('status', { name: 'Loading store…' }).count()).toBe(0)
  })

  it('opens a work screen in its first commit on a signed-in start, and the loading page only when its code is slow', async () => {
    // every full-page loading status ('Loading…' as its text) the page ever showed
    const watchLoadingPage = () => {
      const w = window as unknown as { loadingPageSeen: boolean }
      w.loadingPageSeen = false
      new MutationObserver(() => {
        for (const s of document.querySelectorAll('[role="status"]')) if (s.textContent?.includes('Loading…')) w.loadingPageSeen = true
      }).observe(document, { subtree: true, childList: true, characterData: true })
    }
    const seen = (page: Page) => page.evaluate(() => (window as unknown as { loadingPageSeen: boolean }).loadingPageSeen)
    const { context, page } = await open(DEMO.kwManager)
    await ready(page, 'Salmiya')
    await context.addInitScript(watchLoadingPage)
    for (const [route, heading] of [['/orders', 'Orders'], ['/kitchen', 'Kitchen'], ['/window', 'Window']]) {
      await page.goto(h.url(route))
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor()
      expect(await seen(page), route).toBe(false)
    }
    // the kitchen's code held back: the loading page shows meanwhile, then the screen
    await page.route(/\/assets\/KitchenPage-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500))
      await route.continue()
    })
    await page.goto(h.url('/kitchen'))
    await page.getByRole('status').filter({ hasText: 'Loading…' }).waitFor()
    await page.getByRole('heading', { name: 'Kitchen', level: 1 }).waitFor({ timeout: 10_000 })
  })

  it('moves between pages from the navigation, marking the current one, on tablets and phones', async () => {
    for (const screen of [TABLET, PHONE]) {
      const { context, page } = await open(DEMO.kwManager, '/orders', screen)
      await ready(page, 'Salmiya')
      for (const [link, route, heading] of [
        ['Completed Orders', '/past-orders', 'Past Orders'],
        ['Menu', '/menu', 'Menu'],
        ['Reports', '/reports', 'Reports'],
        ['Loyalty', '/loyalty', 'Loyalty'],
        ['Orders', '/orders', 'Orders'],
      ] as const) {
        await nav(page).getByRole('link', { name: link, exact: true }).click()
        await atPath(page, route)
        await page.getByRole('main').getByRole('heading', { name: heading, exact: true, level: 1 }).waitFor()
        expect(await nav(page).getByRole('link', { name: link, exact: true }).getAttribute('aria-current')).toBe('page')
      }
      // the bottom bar on phones, a side column on tablets
      const bar = await box(nav(page))
      const viewport = page.viewportSize()!
      if (screen === PHONE) expect(bar.y + bar.height).toBeCloseTo(viewport.height, 0)
      else expect(bar.height).toBeCloseTo(viewport.height, 0)
      await context.close()
    }
  })

  it('sends page views of /past-orders, /menu and /reports (not the others) to analytics with the path and the store', async ({ task }) => {
    // the SA manager: no other test of this file visits these pages with store 201
    const mine = async () =>
      (await h.control<PageView[]>('/analytics')).filter((e) => e.store_id === 201).map(({ name, path, store_id, country }) => ({ name, path, store_id, country }))
    // the views before this run: none on the first attempt; a retry starts after the failed attempt's
    const before = (await mine()).length
    if (!task.result?.retryCount) expect(before).toBe(0)
    const { page } = await open(DEMO.saManager)
    await ready(page, 'Al Olaya')
    // each page shown before the next click: a navigation whose code is still loading when the next one starts never
    // shows its page, and sends no view
    for (const [link, route, heading] of [
      ['Completed Orders', '/past-orders', 'Past Orders'],
      ['Menu', '/menu', 'Products'], // a supermarket's
      ['Reports', '/reports', 'Reports'],
      ['Orders', '/orders', 'Orders'],
    ] as const) {
      await nav(page).getByRole('link', { name: link, exact: true }).click()
      await atPath(page, route)
      await page.getByRole('main').getByRole('heading', { name: heading, exact: true, level: 1 }).waitFor()
    }
    await page.goto(h.url('/menu')) // a direct load counts too, once the store is known
    await ready(page, 'Al Olaya')
    const view = (path: string) => ({ name: 'page_view', path, store_id: 201, country: 'SA' })
    await expect.poll(async () => (await mine()).slice(before)).toEqual([view('/past-orders'), view('/menu'), view('/reports'), view('/menu')])
  })
})

describe('keyboard', () => {
  it('reaches the user menu and the Manage Availability panel, and Escape gives the focus back', async () => {
    const { page } = await open(DEMO.kwManager)
    await ready(page, 'Salmiya')
    const focused = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim())

    // the skip link leads past the navigation
    await page.keyboard.press('Tab')
    expect(await focused()).toBe('Skip to content')
    await page.keyboard.press('Enter')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main')

    await page.getByRole('button', { name: 'Manage', exact: true }).focus()
    await page.keyboard.press('Enter')
    const panel = page.getByRole('dialog', { name: 'Manage Availability' })
    await panel.waitFor()
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'detached' })
    expect(await focused()).toBe('Manage')

    const trigger = page.getByRole('button', { name: 'User menu' })
    await trigger.focus()
    await page.keyboard.press('Enter')
    await page.getByRole('menu').waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('menu').waitFor({ state: 'detached' })
    expect(await focused()).toBe('User menu')

    // and signs out with the keyboard alone
    await page.keyboard.press('ArrowDown')
    await page.getByRole('menu').waitFor()
    await page.keyboard.press('End')
    await page.keyboard.press('Enter')
    await atPath(page, '/login')
  })
})

describe('touch targets', () => {
  /** Visible controls smaller than 44px either way (a checkbox counts with its label, which toggles it) */
  const tooSmall = (page: Page) =>
    page.evaluate(() => {
      const out: string[] = []
      for (const el of Array.from(document.querySelectorAll<HTMLElement>('a[href], button, select, input, textarea, [role^="menuitem"]'))) {
        const style = getComputedStyle(el)
        if (style.clipPath !== 'none' || style.visibility === 'hidden') continue // visually hidden (skip link)
        const target = el instanceof HTMLInputElement && el.type === 'checkbox' && el.labels?.[0] ? el.labels[0] : el
        const r = target.getBoundingClientRect()
        if (r.width === 0 || r.height === 0) continue
        if (r.width < 44 || r.height < 44) out.push(`${el.tagName.toLowerCase()} "${el.getAttribute('aria-label') ?? el.innerText.trim().slice(0, 30)}" ${Math.round(r.width)}x${Math.round(r.height)}`)
      }
      return out
    })

  it('are at least 44px on a tablet: sign-in, layout with a toast, user menu and Manage Availability', async () => {
    const out = await h.context(TABLET)
    await out.page.goto(h.url('/login'))
    await out.page.getByRole('button', { name: 'Sign in' }).click() // with the validation messages
    expect(await tooSmall(out.page), '/login').toEqual([])

    await h.control('/faults', { fail_next: { path: '/api/v1/store/analytics', status: 500, count: 1 } })
    const { page } = await signedInContext(h, DEMO.kwManager, TABLET)
    // the toast lasts 8 s: watch for it from the first byte, not after the load event of a busy machine
    const toast = errorToast(page, 'Internal Server Error').waitFor()
    await page.goto(h.url('/orders'), { waitUntil: 'commit' })
    await toast
    await ready(page, 'Salmiya')
    expect(await tooSmall(page), 'layout').toEqual([])
    await page.getByRole('button', { name: 'User menu' }).click()
    await page.getByRole('menu').waitFor()
    expect(await tooSmall(page), 'user menu').toEqual([])
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Manage', exact: true }).click()
    await page.getByRole('dialog', { name: 'Manage Availability' }).getByRole('combobox').first().waitFor()
    expect(await tooSmall(page), 'Manage Availability').toEqual([])
  })
})

describe('screenshots', () => {
  it('takes the shell at 390x844 and 1280x800, in English and Arabic', async () => {
    for (const [screen, size] of [
      [PHONE, 'phone'],
      [TABLET, 'tablet'],
    ] as const) {
      for (const lang of ['en', 'ar'] as const) {
        const t = lang === 'ar' ? ar : null
        const out = await h.context(screen)
        await out.context.addInitScript((l) => localStorage.setItem('locale', l), lang)
        await out.page.goto(h.url('/login'))
        await out.page.getByRole('heading', { level: 1 }).waitFor()
        await out.page.evaluate(() => document.fonts.ready)
        await screenshot(out.page, `shell-login-${size}-${lang}`)
        await out.context.close()

        const { context, page } = await open(DEMO.kwManager, '/orders', { ...screen, lang })
        await ready(page, await storeName(DEMO.kwManager, lang))
        await page.getByRole('list', { name: t ? t['collection.label'] : 'Collection methods' }).waitFor()
        await screenshot(page, `shell-layout-${size}-${lang}`)
        await page.getByRole('button', { name: t ? t['user.menu'] : 'User menu' }).click()
        await page.getByRole('menu').waitFor()
        await screenshot(page, `shell-user-menu-${size}-${lang}`)
        await page.keyboard.press('Escape')
        await page.getByRole('button', { name: t ? t['collection.manage'] : 'Manage', exact: true }).click()
        await page.getByRole('dialog').getByRole('combobox').first().waitFor()
        await screenshot(page, `shell-availability-${size}-${lang}`)
        await context.close()
      }
    }
  })
})
