// A row's Dispatch acts at once, so a tap aimed at one order that lands on another, because a new order pushed the
// rows down just before the finger came down, must do nothing and say so; a tap once the rows hold still dispatches.
// In its own file: it cancels the store's seeded orders to know exactly what is on the board.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { components } from '../../src/lib/api/schema.gen'
import { MOVED_WITHIN_MS } from '../../src/lib/tap-guard'
import { DEMO, signedInContext, useHarness } from './support/app'
import { TABLET } from './support/browser'
import { confirmAsAgent, createOrder, customer, sandboxOrders } from './support/orders-board'
import { rowById } from './support/page'

type Order = components['schemas']['Order']

const h = useHarness()
const control = <T = unknown>(path: string, body?: unknown) => h.control<T>(path, body)
const dispatchOf = (page: Page, id: number) => rowById(page, id).getByRole('button', { name: 'Dispatch', exact: true })
const statusOf = async (id: number) => (await control<Order>(`/kw/orders/${id}`)).status.id

async function arrivedAndConfirmed(): Promise<Order> {
  const order = await createOrder(control, { collectionMethod: { id: 1, name: 'Drive-Thru' } })
  await confirmAsAgent(control, order.id, 10)
  await customer(control, order.id, 3)
  return order
}

/** A board of one pending and two confirmed, arrived orders; the finger aims at the second confirmed row's Dispatch */
async function aimedBoard() {
  for (const o of await sandboxOrders(control)) await control(`/kw/orders/${o.id}/status`, { status_id: 7 })
  await createOrder(control) // one pending order, so the next one adds a row of the same height to a group already shown
  const upper = await arrivedAndConfirmed()
  const lower = await arrivedAndConfirmed()

  const { page } = await signedInContext(h, DEMO.kwManager, TABLET)
  await page.goto(h.url('/orders'))
  await page.getByText('Dashboard is online', { exact: true }).waitFor()
  for (const o of [upper, lower]) await expect.poll(() => dispatchOf(page, o.id).isEnabled()).toBe(true)
  // staff aim at the second row's Dispatch; the first confirmed row is the one a new pending order pushes there
  const [first, second] = await page.locator('section[aria-label^="Confirmed Orders"] [role="row"][data-order-id]').evaluateAll((rows) => rows.map((r) => Number((r as HTMLElement).dataset.orderId)))
  expect(new Set([first, second])).toEqual(new Set([upper.id, lower.id]))
  const box = (await dispatchOf(page, second!).boundingBox())!
  const aim = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  await page.waitForTimeout(MOVED_WITHIN_MS + 300) // the board has held still since
  const [pushed, other] = first === upper.id ? [upper, lower] : [lower, upper]
  return { page, aim, pushed, other }
}

const movedNotice = (page: Page, order: Order) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(`Order ${order.code} moved as you tapped, so nothing was done. Check the order and tap again.`, { exact: true })

async function expectRefused(page: Page, pushed: Order, other: Order) {
  await movedNotice(page, pushed).waitFor()
  await page.waitForTimeout(500) // a dispatch would have reached the sandbox by now
  expect([await statusOf(pushed.id), await statusOf(other.id)], 'both still confirmed').toEqual([3, 3])
}

describe('a tap on a row that moved under the finger', () => {
  it('refuses a Dispatch that landed on the row pushed there by a new order, says which, and dispatches on the next tap; a button moved a little under the finger dispatches', async () => {
    const { page, aim, pushed, other } = await aimedBoard()
    const arriving = await createOrder(control)
    await rowById(page, arriving.id).waitFor()
    const under = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-order-id]')?.getAttribute('data-order-id'), aim)
    expect(Number(under), 'the first row now under the aim').toBe(pushed.id)
    await page.mouse.click(aim.x, aim.y)
    await expectRefused(page, pushed, other)

    // the rows hold still now: the same tap dispatches the order under it
    await page.waitForTimeout(MOVED_WITHIN_MS + 100)
    await page.mouse.click(aim.x, aim.y)
    await rowById(page, pushed.id).waitFor({ state: 'detached' })
    expect(await statusOf(pushed.id)).toBe(4)
    expect(await statusOf(other.id)).toBe(3)

    // a finger already on the button when its own row shifts it a little (a line added as the customer arrives) meant
    // that button: the tap dispatches at once
    const button = dispatchOf(page, other.id)
    const at = (await button.boundingBox())!
    const finger = { x: at.x + at.width / 2, y: at.y + at.height / 2 }
    await page.waitForTimeout(MOVED_WITHIN_MS + 100)
    await button.evaluate((b) => new Promise((shown) => {
      ;(b as HTMLElement).style.marginTop = '12px'
      requestAnimationFrame(() => requestAnimationFrame(shown))
    }))
    await page.mouse.click(finger.x, finger.y)
    await rowById(page, other.id).waitFor({ state: 'detached' })
    expect(await statusOf(other.id)).toBe(4)
    expect(await page.getByText(`Order ${other.code} moved as you tapped`).count()).toBe(0)
  })

  it('refuses it on a busy tablet too: the finger touched while the new row was in but not yet drawn, and was handled after', async () => {
    const { page, aim, pushed, other } = await aimedBoard()
    // the moment the new row is in the page, the tablet is busy for a while: the finger comes during it
    let inPage = () => {}
    const rowIn = new Promise<void>((resolve) => (inPage = resolve))
    await page.exposeFunction('rowIn', () => inPage())
    await page.evaluate(() => {
      const main = document.getElementById('main')!
      const shown = new Set([...main.querySelectorAll('[data-order-id]')].map((r) => r.getAttribute('data-order-id')))
      const watch = new MutationObserver(() => {
        if ([...main.querySelectorAll('[data-order-id]')].every((r) => shown.has(r.getAttribute('data-order-id')))) return
        watch.disconnect()
        void (window as unknown as { rowIn: () => Promise<void> }).rowIn()
        const until = performance.now() + 600
        while (performance.now() < until);
      })
      watch.observe(main, { childList: true, subtree: true })
    })
    await createOrder(control)
    await rowIn
    await page.mouse.click(aim.x, aim.y)
    await expectRefused(page, pushed, other)
  })
})
