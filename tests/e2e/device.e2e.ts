// 'This device' (/device) against the sandbox: it opens from the user menu and keeps its settings on the device
// (across reloads and sign-out); auto-confirm confirms a new order with the store's default preparation time and
// says so, without the new-order alarm; two tablets with auto-confirm: exactly one confirm succeeds and neither
// shows an error; a supermarket cannot turn auto-confirm on. Screenshots of the page.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { components } from '../../src/lib/api/schema.gen'
import { DEMO, signedInContext, useHarness } from './support/app'
import { PHONE, screenshot, TABLET } from './support/browser'
import { installFakeSerial, unplugPrinter } from './support/fake-serial'
import { createOrder } from './support/orders-board'

type Order = components['schemas']['Order']
type Store = components['schemas']['Store']
type LoggedRequest = { at: number; method: string; path: string; status: number; body: unknown }

const h = useHarness()
const control = <T = unknown>(path: string, body?: unknown) => h.control<T>(path, body)
const notices = (page: Page) => page.getByRole('region', { name: 'Notifications' })
const notice = (page: Page, text: string) => notices(page).getByText(text, { exact: true })
const autoSwitch = (page: Page) => page.getByRole('switch', { name: 'Auto-confirm new orders' })

/** A tablet with this device's settings already saved, on the board */
async function tablet(email: string, settings: Record<string, unknown> | null, options: Parameters<typeof signedInContext>[2] = TABLET) {
  const made = await signedInContext(h, email, options)
  if (settings) {
    await made.context.addInitScript((value) => {
      if (location.protocol !== 'about:' && !localStorage.getItem('deviceSettings')) localStorage.setItem('deviceSettings', value)
    }, JSON.stringify(settings))
  }
  return made
}

async function onBoard(page: Page) {
  await page.goto(h.url('/orders'))
  await page.getByText('Dashboard is online', { exact: true }).waitFor()
}

describe('this device', () => {
  it("opens from the user menu; its settings stay on the device after a reload and a sign-out", async () => {
    const { page } = await tablet(DEMO.kwManager, null)
    await onBoard(page)
    await page.getByRole('button', { name: 'User menu' }).click()
    await page.getByRole('menuitem', { name: 'This device' }).click()
    await page.getByRole('heading', { name: 'This device', level: 1 }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/device')

    const printOnConfirm = page.getByRole('switch', { name: 'Print when an order is confirmed' })
    expect(await printOnConfirm.getAttribute('aria-checked')).toBe('false')
    await printOnConfirm.click()
    await page.getByLabel('Copies').selectOption('2')
    await page.getByLabel('Receipt layout').selectOption('normal')
    await autoSwitch(page).click()
    await page.reload()
    await page.getByRole('heading', { name: 'This device', level: 1 }).waitFor()
    expect(await printOnConfirm.getAttribute('aria-checked')).toBe('true')
    // auto-confirm shows on once the store is known (a supermarket does not allow it): the page is up before that
    await expect.poll(() => autoSwitch(page).getAttribute('aria-checked')).toBe('true')
    expect(await page.getByLabel('Copies').inputValue()).toBe('2')
    expect(await page.getByLabel('Receipt layout').inputValue()).toBe('normal')

    await page.getByRole('button', { name: 'User menu' }).click()
    await page.getByRole('menuitem', { name: 'Sign Out' }).click()
    await page.waitForURL(/\/login/)
    const saved = await page.evaluate(() => localStorage.getItem('deviceSettings'))
    expect(JSON.parse(saved ?? '{}')).toMatchObject({ autoConfirm: true, printOnConfirm: true, copies: 2, layout: 'normal' })
  })

  it("auto-confirm confirms a new order with the store's default preparation time and says so, without the new-order alarm", async () => {
    const store = await control<Store>('/kw/stores/101')
    const { page } = await tablet(DEMO.kwManager, { autoConfirm: true })
    await onBoard(page)
    const order = await createOrder(control)
    await notice(page, `Order ${order.code} confirmed automatically (${store.default_prep_time} min)`).waitFor()
    const stored = await control<Order>(`/kw/orders/${order.id}`)
    expect(stored.status.id).toBe(3)
    expect(stored.preparationTime).toBe(store.default_prep_time)
    expect(await notice(page, 'You have a new pending order').count()).toBe(0)
    expect(await notice(page, 'Order has been confirmed').count()).toBe(0)
    await page.locator(`[role="row"][data-order-id="${order.id}"]`).filter({ hasText: order.code }).waitFor()
    expect(await page.getByRole('region', { name: /^Pending Orders \(0\)$/ }).count()).toBe(1)
  })

  it('auto-confirm switched off in a second window of the device: the board window stops confirming at once', async () => {
    const { page, context } = await tablet(DEMO.kwManager, { autoConfirm: true })
    await onBoard(page)
    const settings = await context.newPage()
    await settings.goto(h.url('/device'))
    const auto = autoSwitch(settings)
    await expect.poll(() => auto.getAttribute('aria-checked')).toBe('true')
    await auto.click()
    await expect.poll(() => auto.getAttribute('aria-checked')).toBe('false')
    const order = await createOrder(control)
    // the new-order alarm, not the automatic confirmation
    await notice(page, 'You have a new pending order').waitFor()
    expect((await control<Order>(`/kw/orders/${order.id}`)).status.id).toBe(2)
    expect(await notice(page, `Order ${order.code} confirmed automatically (${(await control<Store>('/kw/stores/101')).default_prep_time} min)`).count()).toBe(0)
    // the store's board as the other tests expect it: nothing pending
    await control(`/kw/orders/${order.id}/status`, { status_id: 3 })
  })

  it('two tablets of one store with auto-confirm: exactly one confirm succeeds and neither shows an error', async () => {
    const a = await tablet(DEMO.kwManager, { autoConfirm: true })
    const b = await tablet(DEMO.kwStaff, { autoConfirm: true })
    await onBoard(a.page)
    await onBoard(b.page)
    // slow answers: both tablets send their confirm before either hears back, so one of them is refused
    await control('/faults', { latency_ms: 800 })
    const order = await createOrder(control)
    const text = new RegExp(`^Order ${order.code} confirmed automatically`)
    await expect
      .poll(async () => (await notices(a.page).getByText(text).count()) + (await notices(b.page).getByText(text).count()), { timeout: 15_000 })
      .toBe(1)
    await expect.poll(async () => (await control<Order>(`/kw/orders/${order.id}`)).status.id).toBe(3)
    const patches = (await control<LoggedRequest[]>('/requests')).filter(
      (r) => r.method === 'PATCH' && r.path.includes('/order/status') && (r.body as { order_id?: number })?.order_id === order.id,
    )
    expect(patches.map((r) => r.status).sort()).toEqual([200, 400])
    await control('/faults', { clear: true })
    for (const page of [a.page, b.page]) {
      await page.locator(`[role="row"][data-order-id="${order.id}"]`).waitFor()
      await expect.poll(() => page.getByRole('region', { name: /^Pending Orders \(0\)$/ }).count()).toBe(1)
      expect(await notices(page).getByText(/already/i).count()).toBe(0)
      expect(await notices(page).getByRole('alert').count()).toBe(0)
    }
  })

  it('a supermarket cannot turn auto-confirm on, and is told why', async () => {
    const { page } = await tablet(DEMO.saManager, { autoConfirm: true })
    await page.goto(h.url('/device'))
    await page.getByText('Not for supermarkets: replacements need a person.').waitFor()
    expect(await autoSwitch(page).isDisabled()).toBe(true)
    expect(await autoSwitch(page).getAttribute('aria-checked')).toBe('false')
    // an order arriving still waits for staff
    const order = await createOrder(control, {}, 'sa/stores/201')
    await page.goto(h.url('/orders'))
    await page.locator(`[role="row"][data-order-id="${order.id}"]`).waitFor()
    expect((await control<Order>(`/sa/orders/${order.id}`)).status.id).toBe(2)
  })
})

describe('screenshots: this device', () => {
  for (const [screen, options] of [
    ['tablet', TABLET],
    ['phone', PHONE],
  ] as const) {
    for (const lang of ['en', 'ar'] as const) {
      it(`the settings page, ${screen}, ${lang}`, async () => {
        const { page } = await tablet(DEMO.kwManager, { autoConfirm: true, printOnConfirm: true, copies: 2 }, { ...options, lang })
        await page.goto(h.url('/device'))
        await page.getByRole('heading', { level: 1 }).waitFor()
        await page.getByRole('switch').first().waitFor()
        await screenshot(page, `settings-${screen}-${lang}`)
      })
    }
  }
  for (const lang of ['en', 'ar'] as const) {
    it(`the receipt printer and a waiting job, tablet, ${lang}`, async () => {
      const { page, context } = await tablet(DEMO.kwManager, { printOnConfirm: true }, { ...TABLET, lang })
      await installFakeSerial(context)
      await page.goto(h.url('/device'))
      await page.getByRole('button', { name: lang === 'en' ? 'Connect printer' : 'توصيل الطابعة' }).click()
      await unplugPrinter(page)
      await page.getByRole('button', { name: lang === 'en' ? 'Print test page' : 'طباعة صفحة اختبار' }).click()
      await page.locator('[data-print-job="test"]').waitFor()
      await page.locator('[data-print-job="test"]').scrollIntoViewIfNeeded()
      await screenshot(page, `printer-tablet-${lang}`)
    })
  }
})
