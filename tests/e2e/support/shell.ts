// What the shell's e2e files share (navigation, user menu, store status, maintenance, Arabic, the board's layout):
// opening a signed-in page, the store as the sandbox holds it, and the shell's landmarks.
import type { BrowserContextOptions, Locator, Page } from 'playwright-core'
import { api, signIn as apiSignIn } from '../../support/sandbox'
import { signedInContext, type Harness } from './app'

export type Store = {
  status: { id: number; name: string }
  busy_timer_mins: number | null
  collection_method: Record<string, boolean | number | string | null>
}
export type RequestLog = { method: string; path: string; status: number; body: unknown }[]
export type PageView = { name: string; path: string; ts: number; store_id?: number; country?: string }

export const path = (page: Page) => new URL(page.url()).pathname
export const atPath = (page: Page, pathname: string) => page.waitForURL((url) => url.pathname === pathname)

/** The harness's ways into the shell */
export function shell(h: Harness) {
  return {
    async open(email: string, route = '/orders', options: BrowserContextOptions & { lang?: 'en' | 'ar' } = {}) {
      const made = await signedInContext(h, email, options)
      await made.page.goto(h.url(route))
      return made
    },
    /** The store's name in a language, as the backend gives it */
    async storeName(email: string, locale: 'en' | 'ar'): Promise<string> {
      const token = await apiSignIn(h.sb, email)
      const country = email.endsWith('sa.demo') ? 'sa' : 'kw'
      const { data } = await api(h.sb, country, token).GET('/api/v1/user/store')
      const store = await api(h.sb, country, token).GET('/api/v1/store/{id}', { params: { path: { id: data!.store.id }, query: { _locale: locale } } })
      return store.data!.name
    },
    storeOf: (country: 'kw' | 'sa', id: number) => h.control<Store>(`/${country}/stores/${id}`),
    requests: () => h.control<RequestLog>('/requests'),
  }
}

/** The layout is on screen with the store loaded */
export async function ready(page: Page, storeName: string) {
  await page.getByRole('banner').getByText(storeName, { exact: true }).waitFor()
}

export async function box(locator: Locator) {
  const b = await locator.boundingBox()
  if (!b) throw new Error(`no box for ${String(locator)}`)
  return b
}

/** The collection strip's entries as 'Method: state' */
export async function strip(page: Page): Promise<string[]> {
  const items = await page.getByRole('list', { name: 'Collection methods' }).getByRole('listitem').all()
  return Promise.all(items.map(async (li) => (await li.locator('span').allInnerTexts()).filter((t) => t !== '·').join(': ')))
}

/** A 1x1 PNG */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
