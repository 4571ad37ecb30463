// Locators of the dashboard's screens that many e2e files share, and opening the board.
import type { Page } from 'playwright-core'
import { signedInContext, type Harness } from './app'
import { TABLET } from './browser'
import { DEMO } from '../../support/sandbox'

/** An order's row on the board, by its code (the row's accessible name starts 'Order {code},') */
export const row = (page: Page, code: string) => page.getByRole('row', { name: new RegExp(`^Order ${code},`) })

/** An order's row on the board, by its id */
export const rowById = (page: Page, id: number) => page.locator(`[role="row"][data-order-id="${id}"]`)

/** A group of the board: 'Pending Orders (n)' or 'Confirmed Orders (n)' */
export const group = (page: Page, name: 'Pending' | 'Confirmed') => page.getByRole('region', { name: new RegExp(`^${name} Orders \\(\\d+\\)$`) })

/** An order's drawer, in English */
export const drawerOf = (page: Page, code: string) => page.getByRole('dialog', { name: `Order ${code}` })

/** The notices' region, and one notice in it by its whole text */
export const notices = (page: Page) => page.getByRole('region', { name: 'Notifications' })
export const notice = (page: Page, text: string) => notices(page).getByText(text, { exact: true })

/** An error notice (role alert) or a success notice (role status), by its title */
export const errorToast = (page: Page, title: string) => notices(page).getByRole('alert').filter({ hasText: title })
export const successToast = (page: Page, title: string) => notices(page).getByRole('status').filter({ hasText: title })

/** The main navigation (the side column on tablets, the bottom bar on phones) */
export const nav = (page: Page, name = 'Main navigation') => page.getByRole('navigation', { name })

/** A signed-in board at /orders, once the connection header says it is online (in either language) */
export async function openBoard(h: Harness, email: string = DEMO.kwManager, options: Parameters<typeof signedInContext>[2] = TABLET) {
  const made = await signedInContext(h, email, options)
  await made.page.goto(h.url('/orders'))
  await made.page.getByText(/^(Dashboard is online|لوحة التحكم متصلة)$/).waitFor()
  return made
}

/** A lane of the kitchen screen */
export const lane = (page: Page, name: 'Preparing' | 'Ready') => page.getByRole('region', { name: new RegExp(`^${name}`) })

/** The order ids of a kitchen lane's tiles, top to bottom, among the ones given */
export async function laneOrder(page: Page, name: 'Preparing' | 'Ready', among: readonly number[]): Promise<number[]> {
  const ids = await lane(page, name)
    .locator('article[data-order-id]')
    .evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.orderId)))
  return ids.filter((id) => among.includes(id))
}

/** The app has taken over the sign-in page the build prerendered (its buttons do nothing before; src/domain/sign-in-boot.ts) */
export const signInAppReady = (page: Page) => page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-prerendered'))
