// Locators of the dashboard's screens that many e2e files share.
import type { Page } from 'playwright-core'

/** An order's row on the board, by its code (the row's accessible name starts 'Order {code},') */
export const row = (page: Page, code: string) => page.getByRole('row', { name: new RegExp(`^Order ${code},`) })
