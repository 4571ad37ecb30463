// What the axe walks cannot see on the pages: where the focus ring is drawn, whether the focused control is hidden
// under the bars, menu rows at a larger text size, motion when reduced motion is asked for, and the pages' titles.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ar } from '../../src/lib/i18n/ar'
import { DEMO, signedInContext, useHarness } from './support/app'
import { PHONE, PHONE_UA, TABLET } from './support/browser'
import { createOrder, seedMixedBoard } from './support/orders-board'

const h = useHarness()

/** The focused element, and whether any of its corners or its centre is its own on screen (not under a bar) */
const focusCover = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement
    if (el === document.body) return null
    const r = el.getBoundingClientRect()
    const points = [
      [r.left + 2, r.top + 2],
      [r.right - 2, r.top + 2],
      [r.left + 2, r.bottom - 2],
      [r.right - 2, r.bottom - 2],
      [r.left + r.width / 2, r.top + r.height / 2],
    ] as const
    const seen = points.some(([x, y]) => {
      const hit = y >= 0 && y <= innerHeight ? document.elementFromPoint(x, y) : null
      return hit !== null && (hit === el || el.contains(hit))
    })
    return seen ? null : (el.getAttribute('aria-label') ?? el.innerText).replace(/\s+/g, ' ').slice(0, 40)
  })

describe('accessibility of the pages, in the browser', () => {
  it('board rows and group headers draw the focus ring inside their box; nothing pulses when motion is reduced', async () => {
    const board = await seedMixedBoard(h.control)
    const { page } = await signedInContext(h, DEMO.kwManager, { ...TABLET, reducedMotion: 'reduce' })
    await page.goto(h.url('/orders'))
    const row = page.locator(`[role="row"][data-order-id="${board.homeDelivery.id}"]`)
    await row.waitFor()
    const header = page.getByRole('button', { name: /^Pending Orders/ })
    for (const target of [header, row]) {
      // reached by the keyboard, so the ring shows (:focus-visible)
      await target.focus()
      await page.keyboard.press('Shift+Tab')
      await page.keyboard.press('Tab')
      const ring = await target.evaluate((el) => ({ focused: el.matches(':focus-visible'), style: getComputedStyle(el).outlineStyle, offset: parseFloat(getComputedStyle(el).outlineOffset) }))
      // outside the box the group clips it and the next row paints over it: a thin line was all that showed
      expect(ring).toMatchObject({ focused: true, style: 'solid' })
      expect(ring.offset).toBeLessThan(0)
    }
    const endless = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations === Infinity)
        .map((a) => ((a.effect as KeyframeEffect).target as Element | null)?.className),
    )
    expect(endless).toEqual([])
  })

  it('nothing pulses while a page loads when motion is reduced (the loading placeholders)', async () => {
    const { page } = await signedInContext(h, DEMO.kwManager, { ...TABLET, reducedMotion: 'reduce' })
    // the menu's lists held back: its placeholders stay on screen
    await page.route(/\/api\/v1\/store\/\d+\/(category|product)$/, () => undefined)
    await page.goto(h.url('/menu'))
    await page.locator('[aria-hidden="true"].rounded-md.bg-line\\/70').first().waitFor()
    const endless = await page.evaluate(() =>
      document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations === Infinity).length,
    )
    expect(endless).toBe(0)
  })

  it("the focused control stays clear of the phone's bottom navigation and the tablet's sticky header", async () => {
    for (let i = 0; i < 12; i++) await createOrder(h.control, { collectionMethod: { id: 3, name: 'Walk-Thru' }, delivery: null })
    const phone = await signedInContext(h, DEMO.kwManager, { ...PHONE, userAgent: PHONE_UA })
    await phone.page.goto(h.url('/orders'))
    await phone.page.locator('[role="row"][data-order-id]').nth(12).waitFor()
    await phone.page.getByRole('searchbox', { name: 'Search by order ID or phone' }).focus()
    const hidden: string[] = []
    for (let i = 0; i < 40; i++) {
      await phone.page.keyboard.press('Tab')
      const under = await focusCover(phone.page)
      if (under) hidden.push(`phone, Tab ${i + 1}: ${under}`)
    }
    await phone.context.close()
    const tablet = await signedInContext(h, DEMO.kwManager, TABLET)
    await tablet.page.goto(h.url('/orders'))
    await tablet.page.locator('[role="row"][data-order-id]').nth(12).waitFor()
    await tablet.page.locator('[role="row"][data-order-id]').last().focus()
    for (let i = 0; i < 40; i++) {
      await tablet.page.keyboard.press('Shift+Tab')
      const under = await focusCover(tablet.page)
      if (under) hidden.push(`tablet, Shift+Tab ${i + 1}: ${under}`)
    }
    expect(hidden).toEqual([])
  }, 150_000)

  it("menu rows hold their text at the browser's larger text sizes: nothing runs into the next row", async () => {
    for (const size of ['150%', '200%']) {
      const { page, context } = await signedInContext(h, DEMO.saManager, TABLET)
      // the browser's default font size, as its settings set it
      await page.addInitScript((size) => document.addEventListener('DOMContentLoaded', () => document.documentElement.style.setProperty('font-size', size)), size)
      await page.goto(h.url('/menu'))
      const list = page.getByRole('list', { name: 'Categories and products' })
      await list.locator('button[aria-label^="Edit stock"]').first().waitFor()
      await list.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY))
      await expect
        .poll(() =>
          page.evaluate(() => {
            const out: string[] = []
            const rows = [...document.querySelectorAll<HTMLElement>('[role="list"] > [role="listitem"]')].filter((li) => li.getBoundingClientRect().top < innerHeight)
            for (const li of rows) {
              const bottom = li.getBoundingClientRect().bottom
              const inner = Math.max(...[...li.querySelectorAll('*')].map((c) => c.getBoundingClientRect().bottom))
              if (inner > bottom + 1) out.push(`"${li.innerText.slice(0, 24)}" runs ${Math.round(inner - bottom)} px into the next row`)
            }
            // a tap on the lower edge of a stock's Edit button is the button's, not the next row's
            for (const edit of [...document.querySelectorAll<HTMLElement>('button[aria-label^="Edit stock"]')].slice(0, 5)) {
              const r = edit.getBoundingClientRect()
              if (r.bottom > innerHeight) continue
              const hit = document.elementFromPoint(r.x + r.width / 2, r.bottom - 3)
              if (!hit || !edit.contains(hit)) out.push(`${edit.getAttribute('aria-label')}: its lower edge is under the next row`)
            }
            return rows.length === 0 ? ['no rows'] : out
          }),
        )
        .toEqual([])
      await context.close()
    }
  }, 120_000)

  it("titles each page from its h1 in the language shown, and says the page a link moved to", async () => {
    const { page } = await signedInContext(h, DEMO.kwManager, TABLET)
    await page.goto(h.url('/orders'))
    await expect.poll(() => page.title()).toBe('Orders · Store Dashboard')
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Menu' }).click()
    await expect.poll(() => page.title()).toBe('Menu · Store Dashboard')
    await expect.poll(() => page.locator('p[aria-live="polite"]').filter({ hasText: 'Store Dashboard' }).textContent()).toBe('Menu · Store Dashboard')
    await page.goto(h.url('/no-such-page'))
    await expect.poll(() => page.title()).toBe('page not found · Store Dashboard')
    const arabic = await signedInContext(h, DEMO.kwManager, { ...TABLET, lang: 'ar' })
    await arabic.page.goto(h.url('/kitchen'))
    await expect.poll(() => arabic.page.title()).toBe(ar['app.pageTitle'].replace('{{page}}', ar['kitchen.title']))
  })
})
