// Where the keyboard focus goes after an action, in what only a browser shows: a control that turns itself off while
// its call runs, the first overlay of a page load giving the focus back, the order drawer closing over a row that
// moved or left, toasts over a layer's header, and the drawer's actions at a high zoom.
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DEMO, signedInContext, useHarness } from './support/app'
import { PHONE, PHONE_UA, TABLET } from './support/browser'
import { createOrder, seedMixedBoard } from './support/orders-board'

const h = useHarness({ allowConsoleErrors: [/status of 5\d\d/] })

/** What has the focus: its accessible name (or text), or 'body' */
const focusName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return 'body'
    return (el.getAttribute('aria-label') ?? el.innerText).replace(/\s+/g, ' ').trim()
  })

/** Whether the element itself is what is painted at its centre (nothing covers it) */
const onTop = (el: Locator) =>
  el.evaluate((b) => {
    const r = b.getBoundingClientRect()
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
    return hit === b || b.contains(hit)
  })

const toast = (page: Page, role: 'alert' | 'status') => page.locator(`section[aria-label="Notifications"] [role="${role}"]`).first()

describe('the focus after an action', () => {
  it("the first overlay of a page load gives the focus back, and Go Live keeps it while its call runs", async () => {
    await h.control('/kw/stores/101/settings', { change_status_allowed: false, change_collection_allowed: true })
    const { page } = await signedInContext(h, DEMO.kwManager, TABLET)
    await page.goto(h.url('/orders'))
    await page.getByText('Dashboard is online', { exact: true }).waitFor()
    const manage = page.getByRole('button', { name: 'Manage', exact: true })
    await h.control('/kw/stores/101/status', { status_id: 3, busy_timer_mins: 5 })
    await manage.focus()
    await h.control('/kw/stores/101/busy-notice', {})
    const busy = page.getByTestId('overlay-busy')
    await expect.poll(() => focusName(page)).toBe('Let it open')
    await page.keyboard.press('Enter')
    await busy.waitFor({ state: 'detached' })
    await expect.poll(() => focusName(page)).toBe('Manage')
    await h.control('/kw/stores/101/status', { status_id: 1 })

    await h.control('/kw/stores/101/visibility', { minutes: 0 })
    const invisible = page.getByTestId('overlay-invisible')
    await expect.poll(() => focusName(page)).toBe('Go Live')
    await h.control('/faults', { latency_ms: 1500 })
    await page.keyboard.press('Enter')
    await expect.poll(() => invisible.getByRole('button').first().getAttribute('aria-busy')).toBe('true')
    expect(await focusName(page)).not.toBe('body')
    await invisible.waitFor({ state: 'detached', timeout: 15_000 })
    await h.control('/faults', { latency_ms: 0 })
    await expect.poll(() => focusName(page)).toBe('Manage')
  })

  it("a failed busy extension and a failed Save & Close keep the focus; the failure's toast leaves the panel's header clear", async () => {
    // the busy modal offers more time only where the store changes its status but not its collection methods
    await h.control('/kw/stores/101/settings', { change_status_allowed: true, change_collection_allowed: false })
    const { page } = await signedInContext(h, DEMO.kwManager, TABLET)
    await page.goto(h.url('/orders'))
    await page.getByText('Dashboard is online', { exact: true }).waitFor()
    await h.control('/kw/stores/101/status', { status_id: 3, busy_timer_mins: 5 })
    await page.waitForTimeout(1000)
    await h.control('/kw/stores/101/busy-notice', {})
    const busy = page.getByTestId('overlay-busy')
    await expect.poll(() => focusName(page)).toBe('Busy 5 min')
    await h.control('/faults', { fail_next: { path: '/api/v1/store/status', status: 500, count: 1 } })
    await page.keyboard.press('Enter')
    await toast(page, 'alert').waitFor()
    expect(await focusName(page)).toBe('Busy 5 min')
    await busy.getByRole('button', { name: 'Let it open' }).click()
    await busy.waitFor({ state: 'detached' })
    await h.control('/kw/stores/101/status', { status_id: 1 })

    await h.control('/kw/stores/101/settings', { change_status_allowed: false, change_collection_allowed: true })
    await page.reload()
    await page.getByRole('button', { name: 'Manage', exact: true }).click()
    const panel = page.getByRole('dialog', { name: 'Manage Availability' })
    await panel.waitFor()
    await panel.locator('select').first().selectOption({ index: 1 })
    await h.control('/faults', { fail_next: { path: '/api/v1/store/collection/availability', status: 500, count: 1 } })
    await panel.getByRole('button', { name: /Save/ }).focus()
    await page.keyboard.press('Enter')
    await toast(page, 'alert').waitFor()
    expect(await focusName(page)).toMatch(/Save/)
    const close = panel.getByRole('button', { name: 'Close', exact: true })
    await close.focus()
    expect(await onTop(close)).toBe(true)
    expect(await onTop(panel.locator('h2'))).toBe(true)
  })
})

describe('the order drawer', () => {
  it('closed after Confirm or Dispatch, gives the focus to the order in its new place or to the next one', async () => {
    const board = await seedMixedBoard(h.control)
    const { page } = await signedInContext(h, DEMO.kwManager, TABLET)
    await page.goto(h.url('/orders'))
    const row = (id: number) => page.locator(`[role="row"][data-order-id="${id}"]`)
    await row(board.drive.id).waitFor()

    await row(board.drive.id).focus()
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog', { name: `Order ${board.drive.code}` })
    await drawer.waitFor()
    // Tab goes round inside the drawer, not to the board it covers
    await drawer.focus()
    await page.keyboard.press('Shift+Tab')
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true)
    await drawer.getByRole('button', { name: 'Confirm' }).focus()
    await page.keyboard.press('Enter')
    await drawer.getByRole('status').first().waitFor()
    await page.keyboard.press('Escape')
    await drawer.waitFor({ state: 'detached' })
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.orderId)).toBe(String(board.drive.id))

    await row(board.dineIn.id).focus()
    await page.keyboard.press('Enter')
    const dine = page.getByRole('dialog', { name: `Order ${board.dineIn.code}` })
    await dine.getByRole('button', { name: 'Dispatch' }).focus()
    await page.keyboard.press('Enter')
    await dine.waitFor({ state: 'detached', timeout: 15_000 })
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[data-order-id]') !== null)).toBe(true)
  })

  it("on a phone, a new order's toast leaves the drawer's title and its focused Close button clear", async () => {
    const board = await seedMixedBoard(h.control)
    const { page } = await signedInContext(h, DEMO.kwManager, { ...PHONE, userAgent: PHONE_UA })
    await page.goto(h.url('/orders'))
    await page.locator(`[role="row"][data-order-id="${board.drive.id}"]`).getByRole('button', { name: 'Details' }).click()
    const drawer = page.getByRole('dialog', { name: `Order ${board.drive.code}` })
    await drawer.waitFor()
    const close = drawer.getByRole('button', { name: 'Close' }).first()
    await close.focus()
    await createOrder(h.control, {})
    await toast(page, 'status').waitFor({ timeout: 15_000 })
    expect(await onTop(close)).toBe(true)
    expect(await onTop(drawer.locator('h2'))).toBe(true)
  })

  it('at 400% zoom, the actions scroll into view; at normal zoom the footer stays put', async () => {
    const board = await seedMixedBoard(h.control)
    for (const viewport of [{ width: 320, height: 256 }, TABLET.viewport]) {
      const { page, context } = await signedInContext(h, DEMO.kwManager, { viewport })
      await page.goto(h.url('/orders'))
      const row = page.locator(`[role="row"][data-order-id="${board.pending4.id}"]`)
      await row.waitFor()
      const details = row.getByRole('button', { name: 'Details' })
      if (await details.isVisible()) await details.click()
      else await row.click()
      const drawer = page.getByRole('dialog', { name: `Order ${board.pending4.code}` })
      await drawer.waitFor()
      const noShow = drawer.getByRole('button', { name: 'No Show' })
      await noShow.focus()
      const seen = await noShow.evaluate((b) => {
        const r = b.getBoundingClientRect()
        return r.top >= 0 && r.bottom <= window.innerHeight
      })
      expect(seen, `No Show in view at ${viewport.width}x${viewport.height}`).toBe(true)
      const panelScrolls = await drawer.evaluate((p) => p.scrollHeight > p.clientHeight)
      expect(panelScrolls, `the whole panel scrolls at ${viewport.width}x${viewport.height}`).toBe(viewport.height < 300)
      await context.close()
    }
  })
})
