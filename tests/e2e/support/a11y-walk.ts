// Accessibility: axe-core (WCAG 2.0 / 2.1 A and AA, and axe's best practices) on every route of the dashboard, in
// English and Arabic, on a phone (390x844) and a tablet (1280x800). The orders board with one order of each kind, the
// order drawer (a pending and an arrived order, a delivery with its driver), the user menu, Manage Availability and
// the busy overlay; past orders with their filters, the refunds and the refund decision; the menu; reports; insights
// (7 days, with a chart's table open); loyalty with a customer's card; the three print pages; the 404 and maintenance pages; the public pages with their forms'
// errors, and a toast. One test per language and screen, each in one signed-in context: every violation is listed
// as '<where> <rule>: <element>' so a failure says where to look. Not here: /impersonate (a spinner while it signs in,
// then elsewhere), and the contrast of all twenty pending colours (the codes are random: src/domain/order-view.test.ts).
import AxeBuilder from '@axe-core/playwright'
import axe from 'axe-core'
import type { BrowserContextOptions, Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { components } from '../../../src/lib/api/schema.gen'
import { ar } from '../../../src/lib/i18n/ar'
import { en } from '../../../src/lib/i18n/en'
import { api, signIn } from '../../support/sandbox'
import { DEMO, signedInContext, useHarness } from './app'
import { PHONE, PHONE_UA, settled, TABLET } from './browser'
import { seedMixedBoard } from './orders-board'

type Order = components['schemas']['Order']
type Lang = 'en' | 'ar'

const AXE_ALREADY_IN_PAGE = 'void 0'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

const SCREENS = {
  phone: { ...PHONE, userAgent: PHONE_UA },
  tablet: TABLET,
} satisfies Record<string, BrowserContextOptions>
type Screen = keyof typeof SCREENS

function text(lang: Lang, key: keyof typeof en, params: Record<string, string | number> = {}) {
  const dict: Record<string, string> = lang === 'ar' ? ar : en
  return dict[key]!.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]))
}

/** Runs axe on the page as it is now and adds each failing element to `found` as '<where> <rule>: <element>' */
export async function audit(page: Page, where: string, found: string[]) {
  // the web fonts change the text's size, and so the contrast rules' large-text threshold
  await page.evaluate(() => document.fonts.ready)
  // axe-core goes into each document once. The builder injects its 1.5 MB source twice before every run (legacy
  // mode), about half a second of each of the walk's 23 audits; given a no-op source it uses the axe already there.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  // legacy mode runs axe in the page alone, without opening a blank page per run to gather the results of frames:
  // faster, and the dashboard has no frames of its own
  const { violations } = await new AxeBuilder({ page, axeSource: AXE_ALREADY_IN_PAGE }).withTags(TAGS).setLegacyMode(true).analyze()
  for (const v of violations) for (const node of v.nodes) found.push(`${where} ${v.id}: ${node.target.join(' ')}`)
}

/** Opens a dialog-like layer with `open`, audits the page with it, and closes it with Escape */
async function auditLayer(page: Page, where: string, found: string[], open: () => Promise<unknown>, layer: Locator) {
  await open()
  await layer.waitFor()
  await settled(layer)
  await audit(page, where, found)
  await page.keyboard.press('Escape')
  await layer.waitFor({ state: 'detached' })
}

/** window.print and window.close do nothing, so the print pages stay open (before any page script) */
function stubPrinting() {
  const w = window as unknown as { __printed: boolean } & Window
  w.__printed = false
  w.print = () => {
    w.__printed = true
  }
  w.close = () => undefined
}

/**
 * The whole walk in one language on one screen, as one test in its own file (a11y-<lang>-<screen>.e2e.ts): four
 * files of about a minute each share the two e2e workers better than one file of five minutes.
 */
export function describeAxeWalk(lang: Lang, screen: Screen) {
  const h = useHarness()
  let board: Awaited<ReturnType<typeof seedMixedBoard>>
  let reportDay: string
  let cardHolder: string

  beforeAll(async () => {
    board = await seedMixedBoard(h.control)
    const kw = api(h.sb, 'kw', await signIn(h.sb, DEMO.kwManager))
    const days = await kw.GET('/api/v1/report/store/dates', { params: { query: { limit: 30, offset: 0 } } })
    reportDay = days.data!.days[0]!
    // a customer with delivered orders has a loyalty card
    const { data } = await kw.GET('/api/v1/search/order', { params: { query: { status_id: 5, limit: 100 } } })
    cardHolder = (data as { orders: Order[] }).orders.map((o) => o.user.phone).find((p) => p.startsWith('+965'))!
  })

  describe(`axe in ${lang} on a ${screen}`, () => {
    it('finds no violations on any page', async () => {
      const found: string[] = []
      const phone = screen === 'phone'
      const { context, page } = await signedInContext(h, DEMO.kwManager, { ...SCREENS[screen], lang })
      await context.addInitScript(stubPrinting)

      // the board first, within the 60 s before the new-order reminder covers it
      await page.goto(h.url('/orders'))
      const row = (order: Order) => page.locator(`[role="row"][data-order-id="${order.id}"]`)
      for (const order of Object.values(board)) await row(order).waitFor()
      await audit(page, '/orders', found)
      for (const order of [board.drive, board.arrived, board.withDriver]) {
        // rows open on a tap on tablets; phones have a Details button
        const open = () => (phone ? row(order).getByRole('button', { name: text(lang, 'orders.details') }).click() : row(order).click())
        await auditLayer(page, `/orders drawer ${order.code}`, found, open, page.getByRole('dialog').first())
      }
      await auditLayer(page, '/orders user menu', found, () => page.getByRole('button', { name: text(lang, 'user.menu') }).click(), page.getByRole('menu'))
      await auditLayer(
        page,
        '/orders Manage Availability',
        found,
        () => page.getByRole('button', { name: text(lang, 'collection.manage'), exact: true }).click(),
        page.getByRole('dialog', { name: text(lang, 'availability.title') }),
      )
      // one of the attention overlays (they share one frame): the busy modal the live busy notice opens, with its toast
      await h.control('/kw/stores/101/status', { status_id: 3, busy_timer_mins: 5 })
      await expect.poll(() => page.getByTestId('store-status').textContent()).toContain(text(lang, 'status.busyMinutes', { n: 5 }))
      await h.control('/kw/stores/101/busy-notice', {})
      const busy = page.getByTestId('overlay-busy')
      await busy.getByRole('button').first().waitFor()
      await settled(busy)
      await audit(page, '/orders busy overlay', found)
      await h.control('/kw/stores/101/status', { status_id: 1 })
      await busy.waitFor({ state: 'detached' })

      const openOrder = new RegExp(`^${text(lang, 'pastOrders.open', { code: '\\d+' })}$`)
      await page.goto(h.url('/past-orders'))
      await page.getByRole('button', { name: openOrder }).first().waitFor()
      await audit(page, '/past-orders', found)
      if (phone) {
        const open = () => page.getByRole('button', { name: new RegExp(`^${text(lang, 'pastOrders.filters')}`) }).click()
        await auditLayer(page, '/past-orders filters', found, open, page.getByRole('dialog', { name: text(lang, 'pastOrders.filters') }))
      } else {
        const open = () => page.getByRole('button', { name: new RegExp(`^${text(lang, 'pastOrders.period.label')}: `) }).click()
        await auditLayer(page, '/past-orders period', found, open, page.getByRole('list', { name: text(lang, 'pastOrders.period.label') }))
      }
      await page.goto(h.url('/past-orders?refunds=1'))
      const decide = page.getByRole('button', { name: new RegExp(`^${text(lang, 'pastOrders.decide')} \\d+$`) }).first()
      await decide.waitFor()
      await audit(page, '/past-orders refunds', found)
      await auditLayer(page, '/past-orders refund decision', found, () => decide.click(), page.getByRole('dialog'))

      await page.goto(h.url('/menu'))
      await page.getByRole('list', { name: text(lang, 'menu.list') }).waitFor()
      await audit(page, '/menu', found)

      await page.goto(h.url('/reports'))
      await page.getByRole('button', { name: text(lang, 'reports.printLabel', { date: reportDay }) }).waitFor()
      await audit(page, '/reports', found)

      await page.goto(h.url('/insights?range=week'))
      await expect.poll(() => page.locator('[data-chart][data-drawn="true"]').count(), { timeout: 30_000 }).toBe(4)
      // one chart's figures as a table too
      await page.getByRole('button', { name: text(lang, 'insights.showTable') }).first().click()
      await audit(page, '/insights', found)

      await page.goto(h.url('/loyalty'))
      await page.getByRole('textbox', { name: text(lang, 'loyalty.phone') }).fill(cardHolder.replace('+965', ''))
      await page.getByRole('button', { name: text(lang, 'loyalty.search'), exact: true }).click()
      await page.getByRole('region', { name: text(lang, 'loyalty.form.title'), exact: true }).waitFor()
      await audit(page, '/loyalty', found)

      await page.goto(h.url('/device'))
      await page.getByRole('switch', { name: text(lang, 'device.autoConfirm') }).waitFor()
      await audit(page, '/device', found)

      for (const route of [
        `/print-normal?id=${board.drive.id}&locale=${lang}&dscnt=true`,
        `/print-thermal?id=${board.drive.id}&locale=${lang}&dscnt=true`,
        `/report-print?date=${reportDay}&dscnt=true`,
      ]) {
        await page.goto(h.url(route))
        await page.waitForFunction(() => (window as unknown as { __printed: boolean }).__printed)
        await audit(page, route.split('?')[0]!, found)
      }

      await page.goto(h.url('/no-such-page'))
      await page.getByRole('heading', { level: 1 }).waitFor()
      await audit(page, '404', found)

      // the maintenance file sends every signed-in page to /maintenance: on for this page only
      await h.control('/maintenance', { file: true, warning: { enabled: false, message_english: 'We are upgrading the dashboard', message_arabic: 'نقوم بتحديث اللوحة' } })
      try {
        await page.goto(h.url('/maintenance'))
        await page.getByRole('heading', { level: 1, name: text(lang, 'page.maintenance') }).waitFor()
        await audit(page, '/maintenance', found)
      } finally {
        await h.control('/maintenance', { file: false })
      }
      await context.close()

      // the public pages, signed out, each with its form's error messages (all the page shows, and those)
      const out = await h.context(SCREENS[screen])
      await out.context.addInitScript((l) => {
        if (location.protocol !== 'about:') localStorage.setItem('locale', l)
      }, lang)
      for (const route of ['/login', '/forgot-password', '/resetting/reset/a1b2c3d4e5']) {
        await out.page.goto(h.url(route))
        await out.page.getByRole('heading', { level: 1 }).waitFor()
        await out.page.locator('form [type="submit"]').click()
        await out.page.locator('[aria-invalid="true"]').first().waitFor()
        await audit(out.page, route, found)
      }
      // and a toast: the error of a wrong password
      await out.page.goto(h.url('/login'))
      await out.page.locator('[name="email"]').fill(DEMO.kwManager)
      await out.page.locator('[name="password"]').fill('Wrong@1234')
      const country = out.page.locator('[name="country"]')
      if (await country.isVisible()) await country.selectOption('KW')
      await out.page.locator('form [type="submit"]').click()
      await out.page.getByRole('alert').filter({ hasText: 'Invalid credentials.' }).waitFor()
      await audit(out.page, '/login toast', found)
      await out.context.close()

      expect(found).toEqual([])
    }, 240_000) // every route, drawer, dialog and print page in one test: more than the default 90 s on a loaded 2-core runner
  })
}
