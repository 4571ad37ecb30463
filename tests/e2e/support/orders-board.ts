// A board with one of each kind of current order, made through the sandbox control API: pending orders (colours),
// an arriving and an arrived customer, a delivery with a driver, a dine-in, a walk-thru ready to notify. And the
// checks the fault and two-tablet tests share: a board compared with the sandbox's current orders, no white screen.
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import type { components } from '../../../src/lib/api/schema.gen'
import { MOVED_WITHIN_MS } from '../../../src/lib/tap-guard'

type Order = components['schemas']['Order']
export type Control = <T = unknown>(path: string, body?: unknown) => Promise<T>

export const CAR = {
  make: { name: 'Toyota', icon: '/media/car/make/toyota.svg' },
  type: { name: 'SUV', icon: '/media/car/type/suv.svg' },
  color: { name: 'Pearl White', hex: '#F2F2EE' },
  photo: { mini: '/media/car/photo/1003.svg', big: '/media/car/photo/1003.svg' },
  plate: '12 / 34567',
}

export async function createOrder(control: Control, partial: Record<string, unknown> = {}, store = 'kw/stores/101'): Promise<Order> {
  return control<Order>(`/${store}/orders`, partial)
}

export async function confirmAsAgent(control: Control, id: number, minutes = 15, country = 'kw') {
  return control(`/${country}/orders/${id}/status`, { status_id: 3, preparation_time: minutes })
}

export async function customer(control: Control, id: number, status: 1 | 2 | 3, minutes?: number, country = 'kw') {
  return control(`/${country}/orders/${id}/customer`, minutes === undefined ? { status } : { status, minutes })
}

/** One of each kind, for screenshots and the drawer tests; returns them by name */
export async function seedMixedBoard(control: Control) {
  const drive = await createOrder(control, {
    collectionMethod: { id: 1, name: 'Drive-Thru' },
    car: CAR,
    selfie: { mini: '/media/selfie/1003.svg', big: '/media/selfie/1003.svg' },
    comments: 'Please no onions on any of the burgers, my son is allergic. Also extra napkins and two ketchup packets, and please knock on the window when ready — I will be on a call.',
  })
  const arriving = await createOrder(control, { collectionMethod: { id: 3, name: 'Walk-Thru' }, delivery: null })
  await customer(control, arriving.id, 2, 6)
  const homeDelivery = await createOrder(control, { collectionMethod: { id: 6, name: 'Home Delivery' } })
  const pending4 = await createOrder(control, { collectionMethod: { id: 1, name: 'Drive-Thru' }, car: CAR })
  const arrived = await createOrder(control, { collectionMethod: { id: 1, name: 'Drive-Thru' }, car: CAR })
  await confirmAsAgent(control, arrived.id, 10)
  await customer(control, arrived.id, 3)
  const withDriver = await createOrder(control, { collectionMethod: { id: 6, name: 'Home Delivery' } })
  await confirmAsAgent(control, withDriver.id, 20)
  await control(`/kw/orders/${withDriver.id}/driver`, { name: 'Hassan Driver', status: 2 })
  const dineIn = await createOrder(control, { collectionMethod: { id: 2, name: 'Dine-In' }, dineIn: { table: '12' }, delivery: null })
  await confirmAsAgent(control, dineIn.id, 15)
  await customer(control, dineIn.id, 3)
  const walk = await createOrder(control, { collectionMethod: { id: 3, name: 'Walk-Thru' }, delivery: null })
  await confirmAsAgent(control, walk.id, 5)
  return { drive, arriving, homeDelivery, pending4, arrived, withDriver, dineIn, walk }
}

/** A current order as a board shows it, or as the sandbox holds it: its id and its status (2 pending, 3 preparing) */
export type BoardEntry = { id: number; status: number }

/**
 * What a board shows: every order row with the status of the group it sits in (Pending Orders → 2, Confirmed
 * Orders → 3; any other place → 0, which never matches the sandbox). Rows are listed as painted, so a doubled
 * row shows up twice. The search box must be empty.
 */
export function boardOrders(page: Page): Promise<BoardEntry[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('[role="row"][data-order-id]')).map((row) => {
      const label = row.closest('section[aria-label]')?.getAttribute('aria-label') ?? ''
      return { id: Number(row.dataset.orderId), status: /^Pending Orders \(/.test(label) ? 2 : /^Confirmed Orders \(/.test(label) ? 3 : 0 }
    }),
  )
}

/** The store's current orders as the sandbox holds them (read past latency and fail_next) */
export async function sandboxOrders(control: Control, store = 'kw/stores/101'): Promise<BoardEntry[]> {
  return (await control<Order[]>(`/${store}/orders`)).map((o) => ({ id: o.id, status: o.status.id }))
}

const sortEntries = (list: BoardEntry[]) => [...list].sort((a, b) => a.id - b.id)
const show = (list: BoardEntry[]) => list.map((e) => `${e.id}:${e.status}`).join(' ')

/** '' when the board shows exactly the sandbox's current orders, each once and in its status; otherwise what differs */
export async function boardDiff(page: Page, control: Control, store = 'kw/stores/101'): Promise<string> {
  const [board, held] = [sortEntries(await boardOrders(page)), sortEntries(await sandboxOrders(control, store))]
  const ids = board.map((e) => e.id)
  const doubled = ids.filter((id, i) => ids.indexOf(id) !== i)
  if (doubled.length) return `doubled on the board: ${doubled.join(' ')}`
  return show(board) === show(held) ? '' : `board [${show(board)}] ≠ sandbox [${show(held)}]`
}

/** Waits (bounded) until the board shows exactly the sandbox's current orders, none doubled */
export async function expectBoardMatchesSandbox(page: Page, control: Control, options: { timeout?: number; store?: string } = {}) {
  await expect.poll(() => boardDiff(page, control, options.store), { timeout: options.timeout ?? 15_000, interval: 250 }).toBe('')
}

/**
 * No white screen: the app's root holds the signed-in shell, not the error fallback. A notice may come before the
 * shell's first render (the notices live outside it): the shell gets a bounded wait to appear.
 */
export async function expectShellAlive(page: Page) {
  await page.locator('header, [role="banner"]').first().waitFor({ timeout: 10_000 }).catch(() => undefined)
  const state = await page.evaluate(() => ({
    text: (document.getElementById('root')?.innerText ?? '').trim().length,
    banner: document.querySelector('header, [role="banner"]') !== null,
    fallback: /Something Went Wrong/.test(document.getElementById('root')?.innerText ?? ''),
  }))
  expect(state).toEqual({ text: expect.any(Number), banner: true, fallback: false })
  expect(state.text).toBeGreaterThan(0)
}

/**
 * Dispatch from the row as staff do: a tap the board refuses because the row had just moved under the finger (its
 * notice says so) is made again once the rows hold still. Resolves with the number of taps it took.
 */
export async function tapDispatch(page: Page, o: { id: number; code: string }): Promise<number> {
  const row = page.locator(`[role="row"][data-order-id="${o.id}"]`)
  const dispatch = row.getByRole('button', { name: 'Dispatch', exact: true })
  const refusals = page.getByRole('region', { name: 'Notifications' }).getByText(`Order ${o.code} moved as you tapped`)
  // notices come and go (at most four show), so a new refusal is one not marked as seen before the tap
  const newRefusal = refusals.and(page.locator(':not([data-tap-seen])'))
  for (let tap = 1; tap <= 5; tap++) {
    await refusals.evaluateAll((els) => els.forEach((e) => e.setAttribute('data-tap-seen', '')))
    // the arrival reaches the tablet through realtime: the click waits until Dispatch is enabled
    await dispatch.click()
    let refused = false
    for (const until = Date.now() + 30_000; !refused && Date.now() < until; await page.waitForTimeout(100)) {
      if ((await row.count()) === 0) return tap
      refused = (await newRefusal.count()) > 0
    }
    if (!refused) throw new Error(`Dispatch of ${o.code}: the row neither left nor was the tap refused in 30 s`)
    await page.waitForTimeout(MOVED_WITHIN_MS)
  }
  throw new Error(`Dispatch of ${o.code} refused five times`)
}
