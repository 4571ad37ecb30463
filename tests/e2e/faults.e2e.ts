// Faults the other files do not cover (a 5xx, a 401 mid-session and a network failure are in shell-errors.e2e.ts;
// realtime down and back in orders.e2e.ts and offline.e2e.ts; the browser offline and back in offline.e2e.ts):
// an answer slower than the 20 s request timeout, a 2xx whose body is not JSON (the orders list and Confirm), and a
// tablet left hidden for 10 minutes while orders come and change. Each case checks the catalogue text, that the
// shell is still there (no white screen), and that the board comes back by itself, without a reload, to exactly the
// sandbox's current orders, each once and in its status.
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { components } from '../../src/lib/api/schema.gen'
import { DEMO, signedInContext, useHarness } from './support/app'
import { confirmAsAgent, createOrder, customer, expectBoardMatchesSandbox, expectShellAlive } from './support/orders-board'
import { drawerOf, errorToast, group, notice, row } from './support/page'

type Order = components['schemas']['Order']

/** SPEC 9, REQUEST_TIMEOUT_MS in src/lib/config.ts (that module reads window when it loads, so it is not imported here) */
const REQUEST_TIMEOUT_MS = 20_000
/** How long the sandbox holds each answer in the timeout case: long enough to outlast the checks made meanwhile */
const LATENCY_MS = 8_000

// The hidden tab's catch-up reconnects the realtime SDK, whose old socket may fail on its way out.
const h = useHarness({ allowConsoleErrors: [/WebSocket connection to .* failed/] })
const control = <T = unknown>(path: string, body?: unknown) => h.control<T>(path, body)

const online = (page: Page) => page.getByText('Dashboard is online', { exact: true })
const sandboxOrder = (id: number) => control<Order>(`/kw/orders/${id}`)

/**
 * A signed-in tablet on /orders. `clock`: the page's timers and Date run on Playwright's clock (at normal speed until
 * a test moves it). `hideable`: document.visibilityState can be switched (headless Chromium's tabs are always
 * visible), see hideFor.
 */
async function board(options: { clock?: boolean; hideable?: boolean } = {}) {
  const made = await signedInContext(h, DEMO.kwManager)
  if (options.clock) await made.page.clock.install()
  if (options.hideable) {
    await made.context.addInitScript(() => {
      let hidden = false
      Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') })
      Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => hidden })
      ;(window as unknown as { __e2eSetHidden: (h: boolean) => void }).__e2eSetHidden = (next) => {
        hidden = next
        document.dispatchEvent(new Event('visibilitychange'))
      }
    })
  }
  await made.page.goto(h.url('/orders'))
  await online(made.page).waitFor()
  await group(made.page, 'Pending').waitFor()
  return made
}

/**
 * The tab goes to the background for `ms`: it reports hidden, then Chromium freezes it (no timer, no socket message
 * runs) while `meanwhile` changes the world; it thaws, its clock jumps by `ms` (the timers that fell due fire once,
 * as in a tab woken after a long sleep) and it reports visible again.
 */
async function hideFor(context: BrowserContext, page: Page, ms: number, meanwhile: () => Promise<void>) {
  const cdp = await context.newCDPSession(page)
  await page.evaluate(() => (window as unknown as { __e2eSetHidden: (h: boolean) => void }).__e2eSetHidden(true))
  await cdp.send('Page.setWebLifecycleState', { state: 'frozen' })
  try {
    await meanwhile()
  } finally {
    await cdp.send('Page.setWebLifecycleState', { state: 'active' })
  }
  await page.clock.fastForward(ms)
  await page.evaluate(() => (window as unknown as { __e2eSetHidden: (h: boolean) => void }).__e2eSetHidden(false))
  await cdp.detach()
}

describe('an answer slower than the request timeout', () => {
  it("Confirm times out after 20 s: 'Something went wrong', the drawer and the board as they were, and back by itself", async () => {
    const { page } = await board({ clock: true })
    const order = await createOrder(control)
    await row(page, order.code).waitFor()
    await expectBoardMatchesSandbox(page, control)

    await control('/faults', { latency_ms: LATENCY_MS })
    await row(page, order.code).click()
    const drawer = drawerOf(page, order.code)
    const confirm = drawer.getByRole('button', { name: 'Confirm', exact: true })
    await confirm.click()
    await expect.poll(() => confirm.getAttribute('aria-busy')).toBe('true')
    // The page's clock moves on by the timeout: the request gives up while the sandbox is still holding the answer.
    await page.clock.fastForward(REQUEST_TIMEOUT_MS)
    // The answer was lost, so the order is read again to learn whether the change was applied; that read is as slow,
    // and only once it gives up too is the change said to have failed.
    await expect
      .poll(async () => {
        await page.clock.fastForward(1_000)
        return errorToast(page, 'Something went wrong').count()
      }, { timeout: 30_000 })
      .toBe(1)
    await expectShellAlive(page)
    // nothing changed on screen: the drawer is open with Confirm usable again, the order still pending
    expect(await drawer.isVisible()).toBe(true)
    await expect.poll(() => confirm.isEnabled()).toBe(true)
    expect(await drawer.getByText(/Order confirmed/).count()).toBe(0)
    expect(await group(page, 'Pending').getByRole('row', { name: new RegExp(`^Order ${order.code},`) }).count()).toBe(1)
    expect((await sandboxOrder(order.id)).status.id).toBe(2)

    // the world goes on meanwhile: an order arriving shows at once (realtime does not wait for the slow API)
    const during = await createOrder(control)
    await row(page, during.code).waitFor()
    await control('/faults', { latency_ms: 0 })
    // The sandbox, like a real server, still carries out the request the tablet gave up on: the board follows it.
    await expect.poll(async () => (await sandboxOrder(order.id)).status.id, { timeout: LATENCY_MS + 10_000 }).toBe(3)
    await page.keyboard.press('Escape')
    await drawer.waitFor({ state: 'detached' })
    await expectBoardMatchesSandbox(page, control, { timeout: 30_000 })
    await online(page).waitFor({ timeout: 30_000 })
    await expectShellAlive(page)

    // and the next action goes through at once
    await row(page, during.code).click()
    await drawerOf(page, during.code).getByRole('button', { name: 'Confirm', exact: true }).click()
    await notice(page, 'Order has been confirmed').waitFor()
    await expectBoardMatchesSandbox(page, control)
  })
})

describe('a 2xx whose body is not JSON', () => {
  it("the orders list: 'Something went wrong', the shell stays, and the next refresh fills the board", async () => {
    const order = await createOrder(control)
    await control('/faults', { fail_next: { path: '/api/v1/store/101/order', status: 200, count: 1, malformed: true } })
    const { page } = await signedInContext(h, DEMO.kwManager)
    await page.goto(h.url('/orders'))
    await errorToast(page, 'Something went wrong').waitFor()
    expect((await control<{ fail_next: unknown[] }>('/faults', {})).fail_next).toEqual([])
    await expectShellAlive(page)
    // back by itself, without a reload or a tap on Retry
    await row(page, order.code).waitFor({ timeout: 20_000 })
    await expectBoardMatchesSandbox(page, control)
    await online(page).waitFor()
    expect(await errorToast(page, 'Something went wrong').count()).toBeLessThanOrEqual(1)
  })

  it('the orders list of an empty board: the failed board does not stay failed, and an order arriving later shows', async () => {
    // nothing current: the 7-second active_orders read finds nothing missing, so it alone would never fetch again
    for (const o of await control<Order[]>('/kw/stores/101/orders')) await control(`/kw/orders/${o.id}/status`, { status_id: o.status.id === 2 ? 6 : 4 })
    await control('/faults', { fail_next: { path: '/api/v1/store/101/order', status: 200, count: 1, malformed: true } })
    const { page } = await signedInContext(h, DEMO.kwManager)
    await page.goto(h.url('/orders'))
    await errorToast(page, 'Something went wrong').waitFor()
    await expectShellAlive(page)
    await group(page, 'Pending').waitFor({ timeout: 20_000 })
    expect(await page.getByText('The orders could not be loaded', { exact: false }).count()).toBe(0)
    const order = await createOrder(control)
    await row(page, order.code).waitFor()
    await expectBoardMatchesSandbox(page, control)
  })

  it("Confirm: 'Something went wrong', the order stays pending with the drawer usable, and the next try confirms it", async () => {
    const { page } = await board()
    const order = await createOrder(control)
    await row(page, order.code).click()
    const drawer = drawerOf(page, order.code)
    const confirm = drawer.getByRole('button', { name: 'Confirm', exact: true })
    await control('/faults', { fail_next: { path: '/api/v1/order/status', status: 200, count: 1, malformed: true } })
    await confirm.click()
    await errorToast(page, 'Something went wrong').waitFor()
    await expectShellAlive(page)
    expect(await drawer.isVisible()).toBe(true)
    await expect.poll(() => confirm.isEnabled()).toBe(true)
    expect(await drawer.getByText(/Order confirmed/).count()).toBe(0)
    expect((await sandboxOrder(order.id)).status.id).toBe(2)
    await expectBoardMatchesSandbox(page, control)

    await confirm.click()
    await notice(page, 'Order has been confirmed').waitFor()
    await drawer.getByRole('button', { name: 'Close' }).click()
    await group(page, 'Confirmed').getByRole('row', { name: new RegExp(`^Order ${order.code},`) }).waitFor()
    await expectBoardMatchesSandbox(page, control)
    expect(await errorToast(page, 'Something went wrong').count()).toBeLessThanOrEqual(1)
  })
})

describe('a tablet hidden for 10 minutes', () => {
  it('orders that came, changed and left meanwhile: visible again, the board matches the sandbox and says online', async () => {
    const { page, context } = await board({ clock: true, hideable: true })
    const staysPending = await createOrder(control)
    const confirmedElsewhere = await createOrder(control)
    const declinedElsewhere = await createOrder(control)
    const arriving = await createOrder(control, { collectionMethod: { id: 1, name: 'Drive-Thru' } })
    await confirmAsAgent(control, arriving.id, 10)
    await row(page, arriving.code).waitFor()
    await expectBoardMatchesSandbox(page, control)

    const came: Order[] = []
    await hideFor(context, page, 10 * 60_000, async () => {
      came.push(await createOrder(control))
      await confirmAsAgent(control, confirmedElsewhere.id, 20)
      await control(`/kw/orders/${declinedElsewhere.id}/status`, { status_id: 6 })
      await customer(control, arriving.id, 3)
      came.push(await createOrder(control))
      await confirmAsAgent(control, came[1]!.id, 5)
    })
    await expectShellAlive(page)
    await expectBoardMatchesSandbox(page, control, { timeout: 30_000 })
    await online(page).waitFor({ timeout: 30_000 })
    expect(await page.getByTestId('offline-banner').count()).toBe(0)
    // pending orders waited 10 minutes: the reminder is up; staff acknowledge it
    const reminder = page.getByRole('alertdialog').filter({ hasText: 'You Have a New Order' })
    await reminder.waitFor()
    await reminder.getByRole('button', { name: /^okay$/i }).click()
    await reminder.waitFor({ state: 'detached' })
    await expect.poll(() => row(page, arriving.code).getByText('Arrived', { exact: true }).count()).toBe(1)
    expect(await row(page, staysPending.code).count()).toBe(1)
    expect(await row(page, declinedElsewhere.code).count()).toBe(0)
    // live again: the next order shows at once
    const next = await createOrder(control)
    await row(page, next.code).waitFor()
    await expectBoardMatchesSandbox(page, control)
  })
})
