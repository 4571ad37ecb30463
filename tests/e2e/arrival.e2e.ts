// Arrival-first operations (issue 25): the kitchen orders its lanes by who pulls in first, Ready on one tablet moves
// the tile on the others, the window shows the arrived car with a running wait that turns amber, Dispatch from the
// window dispatches and the wait is measured on the device (kept across a reload), and the device's home page.
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { components } from '../../src/lib/api/schema.gen'
import { MOVED_WITHIN_MS } from '../../src/lib/tap-guard'
import { api, signIn } from '../support/sandbox'
import { audit } from './support/a11y-walk'
import { DEMO, signedInContext, signInThroughForm, useHarness } from './support/app'
import { PHONE, PHONE_UA, screenshot, settled, TABLET } from './support/browser'
import { CAR, confirmAsAgent, createOrder, customer } from './support/orders-board'
import { deviceData } from './support/device-data'
import { lane, laneOrder } from './support/page'

type Order = components['schemas']['Order']

const h = useHarness()
const control = <T = unknown>(path: string, body?: unknown) => h.control<T>(path, body)

/** A drive-thru order of store 101, confirmed with this preparation time */
async function confirmedCar(minutes: number, plate = CAR.plate): Promise<Order> {
  const o = await createOrder(control, { collectionMethod: { id: 1, name: 'Drive-Thru' }, car: { ...CAR, plate } })
  await confirmAsAgent(control, o.id, minutes)
  return o
}

async function open(email: string, path: string, before?: (page: Page) => Promise<unknown>) {
  const made = await signedInContext(h, email, TABLET)
  // pending orders left waiting bring up the reminder, which blocks the page: staff acknowledge it
  const reminder = made.page.getByRole('alertdialog').filter({ hasText: 'You Have a New Order' })
  await made.page.addLocatorHandler(reminder, async () => {
    await reminder.getByRole('button', { name: /^okay$/i }).click()
  })
  await before?.(made.page)
  await made.page.goto(h.url(path))
  await made.page.getByText('Dashboard is online', { exact: true }).waitFor()
  return made
}


describe('kitchen', () => {
  it('orders the lane arrived, 7 min away, idle; an arriving customer moves ahead of the idle one; Ready moves the tile on the other tablet', async () => {
    const idle = await confirmedCar(15)
    const away = await confirmedCar(40)
    const arrived = await confirmedCar(50)
    const later = await confirmedCar(30)
    await customer(control, away.id, 2, 7)
    await customer(control, arrived.id, 3)
    const mine = [idle.id, away.id, arrived.id, later.id]

    const kitchen = await open(DEMO.kwManager, '/kitchen')
    const { page } = kitchen
    await page.getByRole('heading', { name: 'Kitchen', level: 1 }).waitFor()
    await expect.poll(() => laneOrder(page, 'Preparing', mine)).toEqual([arrived.id, away.id, idle.id, later.id])
    const tile = lane(page, 'Preparing').getByRole('article', { name: `Order ${away.code}` })
    await tile.getByText('7 min away').waitFor()
    // item lines readable at two metres
    const itemSize = await tile.locator('li p').first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize))
    expect(itemSize).toBeGreaterThanOrEqual(20)

    // the customer of the order due last pulls in: it goes ahead of the idle one (after the one waiting longer)
    await customer(control, later.id, 3)
    await expect.poll(() => laneOrder(page, 'Preparing', mine)).toEqual([arrived.id, later.id, away.id, idle.id])
    await lane(page, 'Preparing').locator(`article[data-order-id="${later.id}"][data-moved]`).getByText('Moved up').waitFor()

    // Ready on this tablet: the ready call, and the tile moves to Ready on the staff tablet too
    const other = await open(DEMO.kwStaff, '/kitchen')
    // (that tablet saw both arrived customers at once, when it loaded: between them its order is by due time)
    await expect.poll(async () => (await laneOrder(other.page, 'Preparing', mine)).slice(2)).toEqual([away.id, idle.id])
    await lane(page, 'Preparing').getByRole('article', { name: `Order ${idle.code}` }).getByRole('button', { name: `Ready, order ${idle.code}`, exact: true }).click()
    await expect.poll(() => laneOrder(page, 'Ready', mine)).toEqual([idle.id])
    await expect.poll(() => laneOrder(other.page, 'Ready', mine), { timeout: 15_000 }).toEqual([idle.id])
    expect((await laneOrder(other.page, 'Preparing', mine)).slice(2)).toEqual([away.id])
    expect((await control<Order>(`/kw/orders/${idle.id}`)).timing.ready).toBeTruthy()

    // the backend refuses: the tile says so and stays
    await h.control('/faults', { fail_next: { path: '/api/v1/order/ready', status: 400, count: 1 } })
    const refused = lane(page, 'Preparing').getByRole('article', { name: `Order ${away.code}` })
    const said = refused.getByText('Not marked ready. Check the order and try again.')
    const movedNotice = page.getByRole('region', { name: 'Notifications' }).getByText(`Order ${away.code} moved as you tapped`)
    // the lane closed up as the other tile left: a tap within the guard's time is refused, and staff tap again
    for (let tap = 1; tap <= 3 && (await said.count()) === 0; tap++) {
      await refused.getByRole('button', { name: `Ready, order ${away.code}`, exact: true }).click()
      await expect.poll(async () => (await said.count()) + (await movedNotice.count())).toBeGreaterThan(0)
      if ((await said.count()) === 0) await page.waitForTimeout(MOVED_WITHIN_MS)
    }
    await said.waitFor()
    expect(await laneOrder(page, 'Preparing', mine)).toContain(away.id)
  })

  it("a 'marked ready' event this tablet never got is caught up from the store's active orders", async () => {
    const o = await confirmedCar(20)
    const { page } = await open(DEMO.kwStaff, '/kitchen')
    await lane(page, 'Preparing').getByRole('article', { name: `Order ${o.code}` }).waitFor()
    // another tablet marks it ready, and the event is lost on the way: only active_orders' `updated` moves
    const other = api(h.sb, 'kw', await signIn(h.sb, DEMO.kwManager))
    await h.control('/faults', { drop_events: 1 })
    const { error } = await other.POST('/api/v1/order/ready', { body: { order_id: o.id } })
    expect(error).toBeUndefined()
    expect((await h.control<{ drop_events: number }>('/faults', {})).drop_events).toBe(0)
    await expect.poll(() => laneOrder(page, 'Ready', [o.id]), { timeout: 20_000 }).toEqual([o.id])
  })
})

describe('window', () => {
  it("shows the arrived car's plate and a running wait that turns amber after 2 minutes; Dispatch dispatches and the wait is measured", async () => {
    const order = await confirmedCar(10, '77 / 12345')
    const { page } = await open(DEMO.kwManager, '/window', (p) => p.clock.install())
    await page.getByRole('heading', { name: 'Window', level: 1 }).waitFor()
    await customer(control, order.id, 3)
    const card = page.getByRole('region', { name: 'Arrived' }).locator(`article[data-order-id="${order.id}"]`)
    const plate = card.getByText('77 / 12345', { exact: true })
    await plate.waitFor()
    expect(await plate.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(32)
    const wait = card.locator('[data-wait-tone]')
    await expect.poll(() => wait.textContent()).toMatch(/^Waiting 0:0\d$/)
    expect(await wait.getAttribute('data-wait-tone')).toBe('calm')

    await page.clock.fastForward('02:05')
    await expect.poll(() => wait.getAttribute('data-wait-tone')).toBe('amber')
    // past the threshold it is said in words as well, for screen readers
    expect(await wait.textContent()).toMatch(/^Long wait: Waiting 2:0\d$/)

    await card.getByRole('button', { name: 'Dispatch', exact: true }).click()
    await card.waitFor({ state: 'detached' })
    expect((await control<Order>(`/kw/orders/${order.id}`)).status.id).toBe(4)
    const average = page.getByRole('definition').filter({ hasText: /^2:0\d$/ })
    await expect.poll(() => average.count()).toBe(2)

    // measured on the device: kept across a reload, and shown on the board's summary
    await expect.poll(async () => (await deviceData(page)).waitsEnded).toBeGreaterThan(0)
    await page.reload()
    await page.getByRole('heading', { name: 'Window', level: 1 }).waitFor()
    await expect.poll(() => page.getByRole('definition').filter({ hasText: /^2:0\d$/ }).count()).toBe(2)
    await page.goto(h.url('/orders'))
    await page.getByRole('group', { name: 'Avg. Wait', exact: true }).getByText(/^2:0\d$/).waitFor()
  })

  it('a Dispatch from the keyboard leaves the focus on the next car, through a slow answer and the card leaving', async () => {
    const first = await confirmedCar(10, '11 / 22222')
    const second = await confirmedCar(30, '33 / 44444')
    await customer(control, first.id, 3)
    await customer(control, second.id, 3)
    const { page } = await open(DEMO.kwStaff, '/window')
    const cardOf = (o: Order) => page.getByRole('region', { name: 'Arrived' }).locator(`article[data-order-id="${o.id}"]`)
    await cardOf(second).waitFor()
    // a slow answer: the focus must survive the call in flight as well as the card leaving
    await h.control('/faults', { latency_ms: 800 })
    await cardOf(first).getByRole('button', { name: 'Dispatch', exact: true }).focus()
    await page.keyboard.press('Enter')
    await cardOf(first).waitFor({ state: 'detached' })
    await h.control('/faults', { clear: true })
    // the next car in the group (earlier tests' cars may wait there too): its Dispatch has the focus
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null
        return { order: (el?.closest('[data-order-id]') as HTMLElement | null)?.dataset.orderId ?? null, text: el?.textContent ?? null }
      })
    await expect.poll(focused).toEqual({ order: expect.not.stringMatching(`^${first.id}$`), text: 'Dispatch' })
    expect((await focused()).order).not.toBeNull()
  })

  it('a tap on a card opens the drawer; a manager can Force Dispatch a customer on the way after the warning', async () => {
    const order = await confirmedCar(20, '55 / 98765')
    await customer(control, order.id, 2, 4)
    const { page } = await open(DEMO.kwManager, '/window')
    const card = page.getByRole('region', { name: 'On the way' }).locator(`article[data-order-id="${order.id}"]`)
    await card.getByText('4 min away').waitFor()
    // the customer asks where the order is: the card shows it
    await control(`/kw/orders/${order.id}/where-is`, {})
    await card.getByText('Where is my order?').waitFor()
    expect(await card.getByRole('button', { name: 'Dispatch', exact: true }).isDisabled()).toBe(true)
    await card.getByText('55 / 98765').click()
    const drawer = page.getByRole('dialog', { name: `Order ${order.code}` })
    await drawer.waitFor()
    await page.keyboard.press('Escape')
    await drawer.waitFor({ state: 'detached' })

    await card.getByRole('button', { name: 'Force Dispatch', exact: true }).click()
    const warning = page.getByRole('dialog', { name: 'Please confirm' })
    await warning.getByText('Are you sure, you want to', { exact: false }).waitFor()
    await warning.getByRole('button', { name: 'Yes' }).click()
    await card.waitFor({ state: 'detached' })
    expect((await control<Order>(`/kw/orders/${order.id}`)).status.id).toBe(4)
    expect(await page.getByRole('dialog', { name: `Order ${order.code}` }).count()).toBe(0)
  })
})

describe('Basic View', () => {
  it('the kitchen and the window work from the polled list, with the Basic View indicator beside the title', async () => {
    const o = await createOrder(control, { collectionMethod: { id: 1, name: 'Drive-Thru' }, car: { ...CAR, plate: '99 / 10203' } }, 'kw/stores/102')
    await confirmAsAgent(control, o.id, 10)
    await customer(control, o.id, 3)
    const { page } = await signedInContext(h, DEMO.kwPolling, TABLET)
    await page.goto(h.url('/kitchen'))
    await page.getByTestId('basic-view').waitFor()
    await lane(page, 'Preparing').getByRole('article', { name: `Order ${o.code}` }).getByText('Arrived').waitFor()
    await page.getByRole('link', { name: 'Window' }).click()
    await page.getByRole('region', { name: 'Arrived' }).getByText('99 / 10203').waitFor()
    await page.getByTestId('basic-view').waitFor()
  })
})

describe('this device opens on', () => {
  it('the device setting sends a reload and a sign-in to /window, and stays through a sign-out', async () => {
    const { page } = await open(DEMO.kwStaff, '/orders')
    await page.getByRole('button', { name: 'User menu' }).click()
    await page.getByRole('menuitemradio', { name: 'Window' }).click()
    await page.goto(h.url('/'))
    await page.waitForURL(/\/window$/)
    await page.getByRole('heading', { name: 'Window', level: 1 }).waitFor()

    await page.getByRole('button', { name: 'User menu' }).click()
    await page.getByRole('menuitem', { name: 'Sign Out' }).click()
    await page.waitForURL(/\/login$/)
    await signInThroughForm(page, h, DEMO.kwStaff, undefined, { goto: false })
    await page.waitForURL(/\/window$/)
    expect(await page.evaluate(() => localStorage.getItem('deviceHome'))).toBe('window')
  })
})

/** Both screens with something on them: an arrived car, two on the way (one asking where the order is), a walk-thru
 * with a comment, and a ready order; returns the arrived one */
async function seedScreens(): Promise<Order> {
  await control('/reset', {})
  const cars = ['12 / 34567', '40 / 11223', '7 / 90210', '88 / 45454']
  const made: Order[] = []
  for (const [i, plate] of cars.entries()) made.push(await confirmedCar(8 + i * 6, plate))
  await customer(control, made[0]!.id, 3)
  await customer(control, made[1]!.id, 2, 4)
  await customer(control, made[2]!.id, 2, 11)
  await control(`/kw/orders/${made[2]!.id}/where-is`, {})
  const walk = await createOrder(control, { collectionMethod: { id: 3, name: 'Walk-Thru' }, delivery: null, comments: 'No onions please, and extra napkins.' })
  await confirmAsAgent(control, walk.id, 12)
  const done = await confirmedCar(5, '3 / 33333')
  await api(h.sb, 'kw', await signIn(h.sb, DEMO.kwManager)).POST('/api/v1/order/ready', { body: { order_id: done.id } })
  return made[0]!
}

const SCREENS = [
  ['tablet', TABLET],
  ['phone', { ...PHONE, userAgent: PHONE_UA }],
] as const

async function screen(lang: 'en' | 'ar', options: (typeof SCREENS)[number][1]) {
  const made = await signedInContext(h, DEMO.kwManager, { ...options, lang })
  // the reminder of orders left pending, acknowledged as staff do (OKAY, in either language)
  const reminder = made.page.locator('[data-testid="overlay-reminder"]')
  await made.page.addLocatorHandler(reminder, async () => {
    await reminder.getByRole('button').first().click()
  })
  return made
}

describe('axe on the kitchen and the window', () => {
  let first: Order
  beforeAll(async () => {
    first = await seedScreens()
  })
  for (const lang of ['en', 'ar'] as const) {
    for (const [device, options] of SCREENS) {
      it(`${device} ${lang}: no violation on /kitchen, /window and its wait colours`, async () => {
        const { page } = await screen(lang, options)
        const found: string[] = []
        await page.goto(h.url('/kitchen'))
        await page.locator(`article[data-order-id="${first.id}"]`).waitFor()
        await audit(page, '/kitchen', found)
        await page.goto(h.url('/window'))
        await page.locator(`article[data-order-id="${first.id}"]`).waitFor()
        await audit(page, '/window', found)
        await page.getByRole('button', { name: lang === 'en' ? 'Wait colours' : 'ألوان الانتظار' }).click()
        const dialog = page.getByRole('dialog')
        await dialog.waitFor()
        await settled(dialog)
        await audit(page, '/window wait colours', found)
        expect(found).toEqual([])
      })
    }
  }
})

describe('screenshots: the kitchen and the window', () => {
  let first: Order
  beforeAll(async () => {
    first = await seedScreens()
  })
  for (const lang of ['en', 'ar'] as const) {
    for (const [device, options] of SCREENS) {
      it(`${device} ${lang}`, async () => {
        const { page } = await screen(lang, options)
        await page.goto(h.url('/kitchen'))
        await page.locator(`article[data-order-id="${first.id}"]`).waitFor()
        await page.waitForTimeout(800)
        await screenshot(page, `kitchen-${device}-${lang}`)
        await page.goto(h.url('/window'))
        await page.locator(`article[data-order-id="${first.id}"]`).waitFor()
        await page.waitForTimeout(800)
        await screenshot(page, `window-${device}-${lang}`)
      })
    }
  }
})
