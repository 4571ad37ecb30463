// The kitchen and the window without a network (issue 25): a tablet that reloads offline shows the orders saved on
// the device in the right lanes and groups, with the offline state; Ready and Dispatch fail, say so and change
// nothing; back online, both screens catch up with what happened meanwhile.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { components } from '../../src/lib/api/schema.gen'
import { MOVED_WITHIN_MS } from '../../src/lib/tap-guard'
import { api, signIn } from '../support/sandbox'
import { DEMO, signedInContext, useHarness } from './support/app'
import { TABLET } from './support/browser'
import { deviceData } from './support/device-data'
import { CAR, confirmAsAgent, createOrder, customer } from './support/orders-board'
import { lane, laneOrder, nav, notices } from './support/page'

type Order = components['schemas']['Order']

// Offline, the realtime SDK's reconnection and the page's calls fail on purpose.
const h = useHarness({ serviceWorker: true, allowConsoleErrors: [/WebSocket connection to .* failed/, /Failed to load resource/, /Failed to fetch/] })
const control = <T = unknown>(p: string, body?: unknown) => h.control<T>(p, body)

async function confirmedCar(minutes: number, plate: string): Promise<Order> {
  const o = await createOrder(control, { collectionMethod: { id: 1, name: 'Drive-Thru' }, car: { ...CAR, plate } })
  await confirmAsAgent(control, o.id, minutes)
  return o
}


const card = (page: Page, group: 'Arrived' | 'On the way', id: number) => page.getByRole('region', { name: group, exact: true }).locator(`article[data-order-id="${id}"]`)

describe('the kitchen and the window offline', () => {
  it('show the saved orders in their lanes and groups, refuse Ready and Dispatch without changing anything, and catch up on reconnection', async () => {
    const arrived = await confirmedCar(50, '11 / 11111')
    const away = await confirmedCar(40, '22 / 22222')
    const idle = await confirmedCar(15, '33 / 33333')
    await customer(control, arrived.id, 3)
    await customer(control, away.id, 2, 7)
    const mine = [arrived.id, away.id, idle.id]

    const { page, context } = await signedInContext(h, DEMO.kwManager, TABLET)
    // pending orders of the seeded store bring up the reminder, which blocks the page: staff acknowledge it
    const reminder = page.getByRole('alertdialog').filter({ hasText: 'You Have a New Order' })
    await page.addLocatorHandler(reminder, async () => {
      await reminder.getByRole('button', { name: /^okay$/i }).click()
    })
    await page.goto(h.url('/kitchen'))
    await page.getByText('Dashboard is online', { exact: true }).waitFor()
    await expect.poll(() => laneOrder(page, 'Preparing', mine)).toEqual([arrived.id, away.id, idle.id])
    // the service worker holds the app (the window's page too), the device the orders and the arrival
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })
    await expect.poll(async () => (await deviceData(page)).orders).toBeGreaterThan(0)
    await expect.poll(() => savedArrivals(page)).toContain(arrived.id)

    // offline: a reload of /kitchen
    await context.setOffline(true)
    await page.reload()
    await page.getByRole('heading', { name: 'Kitchen', level: 1 }).waitFor({ timeout: 20_000 })
    await expect.poll(() => laneOrder(page, 'Preparing', mine), { timeout: 20_000 }).toEqual([arrived.id, away.id, idle.id])
    await page.getByRole('status').filter({ hasText: 'Showing the orders saved on this device' }).waitFor()
    await page.getByTestId('offline-banner').waitFor()
    await page.getByText('Dashboard is offline', { exact: true }).waitFor()
    await lane(page, 'Preparing').getByRole('article', { name: `Order ${away.code}` }).getByText('7 min away').waitFor()
    // the offline banner tells it: the orders read that failed at start adds no 'Something went wrong'
    expect(await notices(page).getByText('Something went wrong').count()).toBe(0)

    // Ready needs the network: it says so, the tile stays, and the order is not marked ready
    const idleTile = lane(page, 'Preparing').getByRole('article', { name: `Order ${idle.code}` })
    const said = idleTile.getByRole('alert').filter({ hasText: 'Not marked ready: no connection. Try again when the dashboard is back online.' })
    // the saved arrivals land a moment after the saved orders and may move the tiles: a tap within the guard's time
    // is refused with its notice, and staff tap again
    const movedNotice = notices(page).getByText(`Order ${idle.code} moved as you tapped`)
    for (let tap = 1; tap <= 3 && (await said.count()) === 0; tap++) {
      await idleTile.getByRole('button', { name: `Ready, order ${idle.code}`, exact: true }).click()
      await expect.poll(async () => (await said.count()) + (await movedNotice.count()), { timeout: 15_000 }).toBeGreaterThan(0)
      if ((await said.count()) === 0) await page.waitForTimeout(MOVED_WITHIN_MS)
    }
    await said.waitFor()
    await expect.poll(() => idleTile.getByRole('button', { name: `Ready, order ${idle.code}`, exact: true }).isEnabled()).toBe(true)
    expect(await laneOrder(page, 'Preparing', mine)).toEqual([arrived.id, away.id, idle.id])
    expect(await laneOrder(page, 'Ready', mine)).toEqual([])
    expect((await control<Order>(`/kw/orders/${idle.id}`)).timing.ready).toBeFalsy()

    // to the window, still offline: the arrived car with its wait (the arrival saved on the device), the car on its way
    await nav(page).getByRole('link', { name: 'Window' }).click()
    await page.getByRole('heading', { name: 'Window', level: 1 }).waitFor({ timeout: 20_000 })
    const arrivedCard = card(page, 'Arrived', arrived.id)
    await arrivedCard.getByText('11 / 11111', { exact: true }).waitFor()
    await expect.poll(() => arrivedCard.locator('[data-wait-tone]').textContent()).toMatch(/^Waiting \d+:\d\d$/)
    await card(page, 'On the way', away.id).getByText('7 min away').waitFor()
    expect(await page.locator(`article[data-order-id="${idle.id}"]`).count()).toBe(0)
    await page.getByText('Dashboard is offline', { exact: true }).waitFor()

    // Dispatch needs the network: it says so, the card stays, and the order is not dispatched
    const notSent = arrivedCard.getByRole('alert').filter({ hasText: 'Not dispatched: no connection. Try again when the dashboard is back online.' })
    const cardMoved = notices(page).getByText(`Order ${arrived.code} moved as you tapped`)
    for (let tap = 1; tap <= 3 && (await notSent.count()) === 0; tap++) {
      await arrivedCard.getByRole('button', { name: 'Dispatch', exact: true }).click()
      await expect.poll(async () => (await notSent.count()) + (await cardMoved.count()), { timeout: 15_000 }).toBeGreaterThan(0)
      if ((await notSent.count()) === 0) await page.waitForTimeout(MOVED_WITHIN_MS)
    }
    await notSent.waitFor()
    await expect.poll(() => arrivedCard.getByRole('button', { name: 'Dispatch', exact: true }).isEnabled()).toBe(true)
    expect(await arrivedCard.count()).toBe(1)
    expect((await control<Order>(`/kw/orders/${arrived.id}`)).status.id).toBe(3)

    // meanwhile: the car on its way pulls in, another tablet marks the idle order ready, a new car is confirmed
    await customer(control, away.id, 3)
    await api(h.sb, 'kw', await signIn(h.sb, DEMO.kwStaff)).POST('/api/v1/order/ready', { body: { order_id: idle.id } })
    const late = await confirmedCar(25, '44 / 44444')
    await customer(control, late.id, 2, 9)

    // back online: the window, then the kitchen, show what happened
    await context.setOffline(false)
    await page.getByTestId('offline-banner').waitFor({ state: 'detached', timeout: 30_000 })
    await page.getByText('Dashboard is online', { exact: true }).waitFor({ timeout: 30_000 })
    await card(page, 'Arrived', away.id).getByText('22 / 22222', { exact: true }).waitFor({ timeout: 20_000 })
    await card(page, 'On the way', late.id).getByText('9 min away').waitFor()
    expect(await card(page, 'Arrived', arrived.id).getByRole('alert').count()).toBe(0)
    expect(await page.getByRole('status').filter({ hasText: 'Showing the orders saved on this device' }).count()).toBe(0)
    await nav(page).getByRole('link', { name: 'Kitchen' }).click()
    await expect.poll(() => laneOrder(page, 'Preparing', [...mine, late.id])).toEqual([arrived.id, away.id, late.id])
    expect(await laneOrder(page, 'Ready', mine)).toEqual([idle.id])
  })
})

/** The order ids of the arrival records saved on this device */
function savedArrivals(page: Page): Promise<number[]> {
  return page.evaluate(
    () =>
      new Promise<number[]>((resolve, reject) => {
        const open = indexedDB.open('store-dashboard')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('arrivals')) {
            db.close()
            return resolve([])
          }
          const req = db.transaction('arrivals').objectStore('arrivals').getAll()
          req.onsuccess = () => {
            db.close()
            resolve((req.result as { orderId: number }[]).map((r) => r.orderId))
          }
        }
      }),
  )
}
