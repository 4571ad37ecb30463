// The order drawer's live parts against the real sandbox (issue 5): a customer driving in changes the row and the
// map (route from the directions service, km and min, then Arrived with one notice), a directions failure shows the
// service's message in the map; the where-is question and reply go round trip; a supermarket quantity change
// reaches the sandbox once, a second after the last click, and a switched-out product ends under Canceled Items;
// a 150-product basket is all in the drawer and reachable by keyboard; a second tablet processing the open order
// (or the order vanishing) shows the multi-agent notice. Screenshots of
// the map, the chat and the replacement controls on a phone and a tablet, in English and Arabic.
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { components } from '../../src/lib/api/schema.gen'
import { bigOrder, type MenuProduct } from '../support/big-order'
import { DEMO, useHarness } from './support/app'
import { PHONE, screenshot, settled, TABLET } from './support/browser'
import { CAR, confirmAsAgent, createOrder, customer } from './support/orders-board'
import { drawerOf, notices, openBoard, row, rowById } from './support/page'

type Order = components['schemas']['Order']
type LoggedRequest = { at: number; method: string; path: string; status: number; body: unknown }

const h = useHarness()
const control = <T = unknown>(path: string, body?: unknown) => h.control<T>(path, body)

/** the drawer in either language (its name is the order code) */
const anyDrawer = (page: Page, code: string) => page.getByRole('dialog', { name: new RegExp(code) })
const section = (drawer: Locator, heading: string) => drawer.locator('section').filter({ has: drawer.page().getByRole('heading', { name: heading, exact: true }) })
const requests = () => control<LoggedRequest[]>('/requests')
const directionsCalls = async () => (await requests()).filter((r) => r.path.includes('/__ext/maps/directions/'))

const board = (email: string = DEMO.kwManager, options: Parameters<typeof openBoard>[2] = TABLET) => openBoard(h, email, options)

/** Opens an order's drawer: a row click on tablets, Details on phones */
async function open(page: Page, order: Order) {
  const r = rowById(page, order.id)
  await r.waitFor()
  const details = r.getByRole('button', { name: /^(Details|التفاصيل)$/ })
  if (await details.count()) await details.click()
  else await r.click()
  const drawer = anyDrawer(page, order.code)
  await drawer.waitFor()
  return drawer
}

async function drivingIn() {
  const order = await createOrder(control, { collectionMethod: { id: 1, name: 'Drive-Thru' }, car: CAR })
  await confirmAsAgent(control, order.id, 10)
  return order
}

describe('customer arrival and the map', () => {
  it('arriving: the row says N min away and the map draws the driving route with km and min; arrived: the Arrived label and one notice', async () => {
    const { page } = await board()
    const order = await drivingIn()
    await row(page, order.code).click()
    const drawer = drawerOf(page, order.code)
    const map = section(drawer, 'Customer location')
    await map.getByText('The customer has not shared a location yet.').waitFor()

    const before = (await directionsCalls()).length
    await customer(control, order.id, 2, 6)
    await row(page, order.code).getByText('6 min away').waitFor()
    await map.locator('[data-route]').waitFor()
    const figures = map.getByTestId('map-figures')
    await expect.poll(() => figures.textContent()).toMatch(/^Distance\d+\.\d kmTime\d+ min$/)
    expect(await map.locator('[data-route]').getAttribute('stroke-width')).toBe('3')
    expect(await map.locator('polygon[data-parking]').count()).toBe(2)
    const svg = map.getByRole('img', { name: /Map of the store and the customer/ })
    expect(await svg.count()).toBe(1)
    // 325 units wide scaled to the drawer; no taller than 55% of the 800-pixel window, so the actions stay in reach
    expect(await svg.getAttribute('viewBox')).toMatch(/^0 0 325 \d+$/)
    const size = (await svg.boundingBox())!
    expect(size.width).toBeGreaterThan(325)
    expect(size.height).toBeLessThanOrEqual(800 * 0.55 + 1)
    const calls = (await directionsCalls()).slice(before)
    expect(calls).toHaveLength(1)
    expect(calls[0]!.path).toMatch(/\/directions\/v5\/mapbox\/driving\/[-0-9.]+%2C[-0-9.]+%3B48\.07\d+%2C29\.33\d+\?geometries=geojson&access_token=sandbox-maps-token$/)
    expect(calls[0]!.status).toBe(200)
    // the km shown is the route's length (haversine over its line): the sandbox routes along the axes, so more than
    // the straight 3.0 km and less than 3 × √2
    const km = Number(/Distance(\d+\.\d) km/.exec((await figures.textContent()) ?? '')?.[1])
    expect(km).toBeGreaterThanOrEqual(3)
    expect(km).toBeLessThanOrEqual(4.3)

    // a move of a few metres asks nothing; a real move fetches the route again
    await control(`/kw/orders/${order.id}/location`, { minutes: 4 })
    await row(page, order.code).getByText('4 min away').waitFor()
    await expect.poll(async () => (await directionsCalls()).length - before).toBe(2)

    await customer(control, order.id, 3)
    await row(page, order.code).getByText('Arrived', { exact: true }).waitFor()
    await expect.poll(() => map.getByTestId('map-arrived').textContent()).toBe('Arrived')
    // the sandbox parks an arrived customer at the store's first parking entry
    expect(await map.getByText('In Front parking').count()).toBe(1)
    expect(await map.locator('[data-route]').count()).toBe(0)
    const notice = notices(page).getByText(`has arrived (order ${order.code})`, { exact: false })
    await notice.waitFor()
    await page.waitForTimeout(800)
    expect(await notice.count()).toBe(1)
    expect((await directionsCalls()).length - before).toBe(2)
  })

  it("a directions failure shows an error notice with the service's message in the map, and no toast", async () => {
    const { page } = await board()
    const order = await drivingIn()
    await customer(control, order.id, 2, 8)
    await control('/faults', { fail_next: { path: '/__ext/maps', status: 422, count: 1 } })
    await row(page, order.code).getByText('8 min away').waitFor()
    await row(page, order.code).click()
    const map = section(drawerOf(page, order.code), 'Customer location')
    const alert = map.getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toBe('The route could not be loaded: Unprocessable Entity')
    // the markers and the figures stay (straight distance, the customer's ETA)
    await expect.poll(() => map.getByTestId('map-figures').textContent()).toMatch(/^Distance4\.\d kmTime8 min$/)
    expect(await map.locator('[data-marker="customer"]').count()).toBe(1)
    expect(await notices(page).getByText('Unprocessable Entity').count()).toBe(0)
  })
})

describe('where-is chat', () => {
  it("the customer's question shows in the drawer and as a badge on the row; a reply of 5 minutes reaches the sandbox and shows", async () => {
    const { page } = await board()
    const order = await createOrder(control, { collectionMethod: { id: 1, name: 'Drive-Thru' }, car: CAR })
    await row(page, order.code).click()
    const drawer = drawerOf(page, order.code)
    await drawer.waitFor()
    await settled(drawer) // the body has rendered: no Chat section is there, not yet drawn
    expect(await section(drawer, 'Chat').count()).toBe(0)

    await control(`/kw/orders/${order.id}/where-is`, {})
    const chat = section(drawer, 'Chat')
    await chat.getByText('Where is my order?', { exact: true }).waitFor()
    await row(page, order.code).locator('[data-where-is]').getByText('Where is my order?').waitFor()
    await notices(page).getByText(`(order ${order.code}): Where is my order?`, { exact: false }).waitFor()
    const replies = chat.getByRole('group', { name: 'Reply to the customer' })
    expect(await replies.getByRole('button').allTextContents()).toEqual(['Coming now', '2 more minutes', '5 more minutes', '10 more minutes'])

    await replies.getByRole('button', { name: '5 more minutes' }).click()
    await chat.getByText('You replied: 5 more minutes').waitFor()
    await expect.poll(async () => (await control<Order>(`/kw/orders/${order.id}`)).whereIs?.expected_mins).toBe(5)
    expect((await control<Order>(`/kw/orders/${order.id}`)).whereIs?.replied_at).toBeTruthy()
    expect(await replies.count()).toBe(0)
    await row(page, order.code).locator('[data-where-is]').waitFor({ state: 'detached' })
    const sent = (await requests()).filter((r) => r.path.endsWith('/order/where/reply'))
    expect(sent.map((r) => r.body)).toEqual([{ order_id: order.id, expected_mins: 5 }])
  })
})

/**
 * A pending order at the SA supermarket with a product of qty 3 or more and another product (the sandbox picks 3 to
 * 9 products with quantities up to 6, so a few tries find one); the orders that do not fit are cancelled.
 */
async function supermarketOrder(): Promise<{ order: Order; first: Order['products'][number]; second: Order['products'][number] }> {
  for (let i = 0; i < 20; i++) {
    const order = await createOrder(control, {}, 'sa/stores/201')
    const first = order.products.find((p) => p.qty >= 3)
    const second = order.products.find((p) => p !== first)
    if (first && second) return { order, first, second }
    await control(`/sa/orders/${order.id}/status`, { status_id: 7 })
  }
  throw new Error('no supermarket order with a product of qty 3 or more in 20 tries')
}

describe('supermarket pending orders', () => {
  it('two quick decreases send one replacement request a second after the last click; a switched-out product is under Canceled Items after confirm', async () => {
    const { page } = await board(DEMO.saManager)
    const { order, first, second } = await supermarketOrder()
    await row(page, order.code).click()
    const drawer = drawerOf(page, order.code)
    const qty = drawer.getByRole('group', { name: `Quantity of ${first.original.name}` })
    const n = first.qty
    await qty.getByText(`${n} of ${n}`).waitFor()
    expect(await qty.getByRole('button', { name: `Increase ${first.original.name}` }).isDisabled()).toBe(true)

    const replacementCalls = async () => (await requests()).filter((r) => r.path.endsWith('/order/product/replacement'))
    const decrease = qty.getByRole('button', { name: `Decrease ${first.original.name}` })
    await decrease.click()
    // taken before the click: its handler (which starts the pause) runs after, however long the click takes to return
    const lastClick = Date.now()
    await decrease.click()
    await qty.getByText(`${n - 2} of ${n}`).waitFor()
    expect(await decrease.isDisabled()).toBe(n - 2 === 1)
    await drawer.getByText('Saving…').waitFor()
    await expect.poll(async () => (await replacementCalls()).length).toBe(1)
    await drawer.getByText('Saving…').waitFor({ state: 'detached' })
    await page.waitForTimeout(1200)
    const calls = await replacementCalls()
    expect(calls).toHaveLength(1)
    expect(calls[0]!.body).toEqual({ order_id: String(order.id), order_product_id: String(first.order_product_id), replacement_product_id: String(first.original.id), qty: String(n - 2) })
    expect(calls[0]!.at - lastClick).toBeGreaterThanOrEqual(900)
    expect(calls[0]!.at - lastClick).toBeLessThan(2500)
    const stored = await control<Order>(`/sa/orders/${order.id}`)
    expect(stored.products.find((p) => p.order_product_id === first.order_product_id)!.replacement?.qty).toBe(n - 2)
    expect(stored.financial.products_price).toBeLessThan(order.financial.products_price)
    await drawer.getByText(`Replaced: ${n - 2} of ${n}`).waitFor()

    // the manager switches the second product out, then confirms
    await drawer.getByRole('button', { name: `Switch out ${second.original.name}` }).click()
    await drawer.getByRole('button', { name: `Bring back ${second.original.name}` }).waitFor()
    await expect.poll(async () => (await replacementCalls()).length).toBe(2)
    await drawer.getByText('Saving…').waitFor({ state: 'detached' })
    await drawer.getByRole('button', { name: 'Confirm', exact: true }).click()
    await notices(page).getByText('Order has been confirmed', { exact: true }).waitFor()
    const canceled = drawer.getByRole('heading', { name: 'Canceled Items' })
    await canceled.waitFor()
    expect(await canceled.locator('xpath=..').textContent()).toContain(second.original.name)
    expect(await drawer.getByRole('group', { name: /^Quantity of/ }).count()).toBe(0)
    const confirmed = await control<Order>(`/sa/orders/${order.id}`)
    expect(confirmed.status.id).toBe(3)
    expect(confirmed.products.find((p) => p.order_product_id === second.order_product_id)!.replacement?.qty).toBe(0)
  })
})

describe('a long supermarket basket', () => {
  it('150 products: all are in the drawer once it has settled (they mount in slices), and Shift+Tab from the actions reaches the last one, scrolled into view', async () => {
    const ITEMS = 150
    const { page } = await board(DEMO.saManager)
    const menu = (await control<{ products: MenuProduct[] }>('/sa/stores/201/menu')).products
    const template = await createOrder(control, {}, 'sa/stores/201')
    const order = await createOrder(control, bigOrder(menu, template, ITEMS), 'sa/stores/201')
    expect(order.products).toHaveLength(ITEMS)
    const drawer = await open(page, order)
    const quantities = drawer.getByRole('group', { name: /^Quantity of / })
    await expect.poll(() => quantities.count(), { timeout: 15_000 }).toBe(ITEMS)

    const lastItem = quantities.last().locator('xpath=ancestor::li[1]')
    const lastSwitch = lastItem.getByRole('button', { name: /^Switch out / })
    await drawer.getByRole('button', { name: 'Confirm', exact: true }).focus()
    for (let i = 0; i < 15 && !(await lastSwitch.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Shift+Tab')
    expect(await lastSwitch.evaluate((el) => el === document.activeElement)).toBe(true)
    const shown = await lastSwitch.evaluate((el) => {
      const body = el.closest('.overflow-y-auto')!.getBoundingClientRect()
      const r = el.getBoundingClientRect()
      return r.top >= body.top && r.bottom <= body.bottom
    })
    expect(shown).toBe(true)
  })
})

describe('several tablets at one store', () => {
  it('a second tablet confirming the open order: the notice, the drawer says so and its actions are off', async () => {
    const staff = await board(DEMO.kwStaff)
    const manager = await board(DEMO.kwManager)
    const order = await createOrder(control)
    await row(staff.page, order.code).click()
    const drawer = drawerOf(staff.page, order.code)
    await drawer.getByRole('button', { name: 'Confirm', exact: true }).waitFor()

    await row(manager.page, order.code).click()
    const other = drawerOf(manager.page, order.code)
    await other.getByRole('button', { name: 'Confirm', exact: true }).click()
    await notices(manager.page).getByText('Order has been confirmed', { exact: true }).waitFor()

    await notices(staff.page).getByText(`Your active order ${order.code} was processed by another agent`, { exact: true }).waitFor()
    await drawer.getByText('This order was processed by another agent', { exact: true }).waitFor()
    const buttons = drawer.getByRole('group', { name: 'Order actions' }).getByRole('button')
    await expect.poll(() => buttons.count()).toBeGreaterThan(0)
    for (const b of await buttons.all()) expect(await b.isDisabled(), (await b.textContent()) ?? '').toBe(true)
    // the manager's own tablet shows no such notice
    expect(await notices(manager.page).getByText(/processed by another agent/).count()).toBe(0)
  })

  it("a quantity lowered on one tablet reaches the other's open drawer through the pending-orders update", async () => {
    const one = await board(DEMO.saManager)
    const two = await board(DEMO.saManager)
    const { order, first } = await supermarketOrder()
    await row(one.page, order.code).click()
    await row(two.page, order.code).click()
    const n = first.qty
    const there = drawerOf(two.page, order.code).getByRole('group', { name: `Quantity of ${first.original.name}` })
    await there.getByText(`${n} of ${n}`).waitFor()
    const here = drawerOf(one.page, order.code).getByRole('group', { name: `Quantity of ${first.original.name}` })
    await here.getByRole('button', { name: `Decrease ${first.original.name}` }).click()
    await there.getByText(`${n - 1} of ${n}`).waitFor({ timeout: 10_000 })
    await one.context.close()
    await two.context.close()
  })

  it('an order whose event lands before active_orders catches up stays on the board through the reads (the sandbox fault)', async () => {
    const { page } = await board(DEMO.kwStaff)
    await control('/faults', { active_orders_delay_ms: 12_000 })
    try {
      const order = await createOrder(control)
      await row(page, order.code).waitFor()
      // at least one 7 s active_orders read answers without the order meanwhile; it must not leave the board
      const seen: number[] = []
      for (let t = 0; t < 10_000; t += 250) {
        seen.push(await row(page, order.code).count())
        await page.waitForTimeout(250)
      }
      expect(seen.every((c) => c === 1), `row counts: ${seen.join('')}`).toBe(true)
    } finally {
      await control('/faults', { active_orders_delay_ms: 0 })
    }
  })

  it('an open order that vanishes (cancelled) shows the notice and keeps the drawer with its actions off', async () => {
    const { page } = await board(DEMO.kwStaff)
    const order = await createOrder(control)
    await row(page, order.code).click()
    const drawer = drawerOf(page, order.code)
    await drawer.getByRole('button', { name: 'Confirm', exact: true }).waitFor()
    await control(`/kw/orders/${order.id}/status`, { status_id: 7 })
    await notices(page).getByText(`Your active order ${order.code} was processed by another agent`, { exact: true }).waitFor()
    await drawer.getByText('This order was processed by another agent', { exact: true }).waitFor()
    await row(page, order.code).waitFor({ state: 'detached' })
    for (const b of await drawer.getByRole('group', { name: 'Order actions' }).getByRole('button').all()) expect(await b.isDisabled()).toBe(true)
  })
})

describe('screenshots: the map, the chat and the replacement controls (phone and tablet, English and Arabic)', () => {
  const screens = [
    { name: 'tablet', options: TABLET },
    { name: 'phone', options: PHONE },
  ] as const
  const combos = (['en', 'ar'] as const).flatMap((lang) => screens.map((screen) => ({ lang, screen })))
  const SHOTS_TIMEOUT = 120_000

  /** One set of orders for every screen, made once */
  let kwOrders: Promise<Record<'arriving' | 'arrived' | 'failed' | 'asking' | 'replied', Order>> | null = null
  const liveOrders = () =>
    (kwOrders ??= (async () => {
      const arriving = await drivingIn()
      await customer(control, arriving.id, 2, 6)
      const arrived = await drivingIn()
      await customer(control, arrived.id, 2, 3)
      await customer(control, arrived.id, 3)
      const failed = await drivingIn()
      await customer(control, failed.id, 2, 9)
      const asking = await createOrder(control, { collectionMethod: { id: 3, name: 'Walk-Thru' }, delivery: null })
      await control(`/kw/orders/${asking.id}/where-is`, {})
      const replied = await createOrder(control, { collectionMethod: { id: 3, name: 'Walk-Thru' }, delivery: null })
      await control(`/kw/orders/${replied.id}/where-is`, {})
      return { arriving, arrived, failed, asking, replied }
    })())

  for (const { lang, screen } of combos) {
    it(
      `board badge, map (arriving, arrived, failed) and chat (asked, replied): ${screen.name} ${lang}`,
      async () => {
        const orders = await liveOrders()
        const { page, context } = await board(DEMO.kwManager, { ...screen.options, lang })
        // the board: the row of the open question carries its badge
        await rowById(page, orders.asking.id).locator('[data-where-is]').evaluate((el) => el.scrollIntoView({ block: 'center' }))
        await page.waitForTimeout(200)
        await screenshot(page, `live-board-where-is-${screen.name}-${lang}`)

        const part = (drawer: Locator, en: string, ar: string) => drawer.locator('section').filter({ has: page.getByRole('heading', { name: lang === 'en' ? en : ar, exact: true }) })
        const shoot = async (order: Order, what: string, heading: [string, string], before?: (drawer: Locator) => Promise<void>) => {
          const drawer = await open(page, order)
          if (before) await before(drawer)
          await part(drawer, ...heading).evaluate((el) => el.scrollIntoView({ block: 'start' }))
          await page.waitForTimeout(250)
          await screenshot(page, `live-${what}-${screen.name}-${lang}`)
          await page.keyboard.press('Escape')
          await drawer.waitFor({ state: 'detached' })
        }
        const map: [string, string] = ['Customer location', 'موقع العميل']
        const chat: [string, string] = ['Chat', 'المحادثة']
        await shoot(orders.arriving, 'map-arriving', map, (d) => d.locator('[data-route]').waitFor())
        await shoot(orders.arrived, 'map-arrived', map, (d) => d.getByTestId('map-arrived').waitFor())
        await control('/faults', { fail_next: { path: '/__ext/maps', status: 422, count: 1 } })
        await shoot(orders.failed, 'map-failed', map, (d) => d.getByRole('alert').first().waitFor())
        await shoot(orders.asking, 'chat-asked', chat)
        // the first screen replies; the others show the reply
        await shoot(orders.replied, 'chat-replied', chat, async (d) => {
          const five = part(d, ...chat).getByRole('button', { name: lang === 'en' ? '5 more minutes' : '5 دقائق أخرى' })
          if (await five.count()) await five.click()
          await part(d, ...chat).locator('.bg-brand-700').waitFor()
        })
        await context.close()
      },
      SHOTS_TIMEOUT,
    )
  }

  let saOrder: ReturnType<typeof supermarketOrder> | null = null
  let changed = false
  for (const { lang, screen } of combos) {
    it(
      `supermarket replacement controls (waiting, saved, switched out): ${screen.name} ${lang}`,
      async () => {
        const { order, first, second } = await (saOrder ??= supermarketOrder())
        const { page, context } = await board(DEMO.saManager, { ...screen.options, lang })
        const drawer = await open(page, order)
        const group = drawer.getByRole('group', { name: /^(Quantity of|كمية) / }).first()
        await group.waitFor()
        const shoot = async (name: string) => {
          await group.evaluate((el) => el.scrollIntoView({ block: 'center' }))
          await page.waitForTimeout(250)
          await screenshot(page, `live-${name}-${screen.name}-${lang}`)
        }
        if (!changed) {
          // the first screen lowers one product and switches another out, and shows the wait
          changed = true
          await drawer.getByRole('button', { name: `Decrease ${first.original.name}` }).click()
          await drawer.getByRole('button', { name: `Switch out ${second.original.name}` }).click()
          await shoot('replacements-saving')
          await drawer.getByText('Saving…').first().waitFor({ state: 'detached' })
        }
        await drawer.getByRole('button', { name: new RegExp(`^(Bring back|إرجاع) ${second.original.name}$`) }).waitFor()
        await shoot('replacements')
        await context.close()
      },
      SHOTS_TIMEOUT,
    )
  }

  let confirmed = false
  for (const { lang, screen } of combos) {
    it(
      `Canceled Items once the supermarket order is confirmed: ${screen.name} ${lang}`,
      async () => {
        const { order } = await (saOrder ??= supermarketOrder())
        if (!confirmed) {
          confirmed = true
          await control(`/sa/orders/${order.id}/status`, { status_id: 3, preparation_time: 30 })
        }
        const { page, context } = await board(DEMO.saManager, { ...screen.options, lang })
        const drawer = await open(page, order)
        const heading = drawer.getByRole('heading', { name: lang === 'en' ? 'Canceled Items' : 'الأصناف الملغاة' })
        await heading.waitFor()
        await heading.evaluate((el) => el.scrollIntoView({ block: 'center' }))
        await page.waitForTimeout(250)
        await screenshot(page, `live-canceled-items-${screen.name}-${lang}`)
        await context.close()
      },
      SHOTS_TIMEOUT,
    )
  }
})
