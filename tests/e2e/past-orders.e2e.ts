// Past orders and refunds against the real sandbox, in Chromium: status and date-preset filters with pagination whose
// rows and 'Total orders: n' equal the sandbox's answer to the same query; a reload keeps the filters; the export
// downloads a csv with one data row per filtered order; a manager accepts one refund and rejects another with a
// reason (the sandbox keeps both); staff cannot decide; the two-step filter panel on a phone; Arabic.
import fs from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { PastOrdersQuery } from '../../src/domain/past-orders'
import { presetRange } from '../../src/domain/periods'
import { ar } from '../../src/lib/i18n/ar'
import { en } from '../../src/lib/i18n/en'
import { api } from '../support/sandbox'
import { DEMO, signedInContext, useHarness } from './support/app'
import { PHONE, screenshot, TABLET } from './support/browser'

type Lang = 'en' | 'ar'
const h = useHarness()
const ZONE = 'Asia/Kuwait'

function text(lang: Lang, key: keyof typeof en, params: Record<string, string | number> = {}) {
  const dict: Record<string, string> = lang === 'ar' ? ar : en
  return dict[key]!.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]))
}

/** The sandbox's own answer to a past-orders query */
async function sandboxPage(token: string, query: PastOrdersQuery) {
  const { data } = await api(h.sb, 'kw', token).GET('/api/v1/search/order', { params: { query: { completed: 1, order_dir: 'DESC', limit: 25, offset: 0, ...query } } })
  if (!data || typeof data !== 'object' || !('orders' in data)) throw new Error('no past orders page')
  return data
}

const bounds = (range: { from: string; to: string }) => ({ from_date: `${range.from} 00:00`, to_date: `${range.to} 23:59:59` })

/** Codes of the rows (table on tablets, cards on phones), in order */
async function shownCodes(page: Page): Promise<string[]> {
  const labels = await page.getByRole('button', { name: /^(Open order|فتح الطلب) \d+$/ }).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))
  return labels.map((l) => l.replace(/\D/g, ''))
}

async function expectList(page: Page, lang: Lang, expected: { count: number; orders: { code: string }[] }) {
  await page.getByText(text(lang, 'pastOrders.total', { n: expected.count }), { exact: true }).waitFor()
  await expect.poll(() => shownCodes(page), { timeout: 10_000 }).toEqual(expected.orders.map((o) => o.code))
}

const search = (page: Page) => new URL(page.url()).searchParams

describe('past orders on a tablet (manager)', () => {
  it('filters by status and a date preset and pages through; rows and total equal the sandbox; a reload keeps the filters', async () => {
    const { page, token } = await signedInContext(h, DEMO.kwManager, TABLET)
    await page.goto(h.url('/past-orders'))
    await expectList(page, 'en', await sandboxPage(token, {}))
    await screenshot(page, 'past-orders-tablet-en')

    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Delivered' })
    await page.getByRole('button', { name: 'Date: All dates' }).click()
    await page.getByRole('button', { name: 'Last week' }).click()
    const week = presetRange('lastWeek', ZONE, Date.now())
    await expect.poll(() => Object.fromEntries(search(page))).toEqual({ status_id: '5', from_date: week.from, to_date: week.to })
    const first = await sandboxPage(token, { status_id: 5, ...bounds(week) })
    expect(first.count).toBeGreaterThan(20)
    await expectList(page, 'en', first)
    const firstRow = page.getByRole('row').nth(1)
    expect(await firstRow.getByRole('cell').nth(3).textContent()).toBe('Delivered')

    await page.getByRole('combobox', { name: 'Per page' }).selectOption('10')
    await expectList(page, 'en', await sandboxPage(token, { status_id: 5, ...bounds(week), limit: 10 }))
    await page.getByRole('button', { name: 'Next page' }).click()
    const second = await sandboxPage(token, { status_id: 5, ...bounds(week), limit: 10, offset: 10 })
    await expectList(page, 'en', second)
    await page.getByRole('button', { name: 'Page 3', exact: true }).click()
    const third = await sandboxPage(token, { status_id: 5, ...bounds(week), limit: 10, offset: 20 })
    await expectList(page, 'en', third)
    expect(search(page).get('offset')).toBe('20')

    await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Oldest first' })
    const oldest = await sandboxPage(token, { status_id: 5, ...bounds(week), limit: 10, order_dir: 'ASC' })
    await expectList(page, 'en', oldest)

    await page.reload()
    await expectList(page, 'en', oldest)
    expect(await page.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('5')
    expect(await page.getByRole('combobox', { name: 'Sort' }).inputValue()).toBe('ASC')
    await page.getByRole('button', { name: 'Date: Last week' }).waitFor()

    // back steps through the filter changes
    await page.goBack()
    await expectList(page, 'en', third)
  })

  it('a custom period (days after today cannot be picked) follows the sandbox', async () => {
    const { page, token } = await signedInContext(h, DEMO.kwManager, TABLET)
    await page.goto(h.url('/past-orders'))
    await expectList(page, 'en', await sandboxPage(token, {}))
    const week = presetRange('lastWeek', ZONE, Date.now())
    const yesterday = presetRange('yesterday', ZONE, Date.now())
    await page.getByRole('button', { name: 'Date: All dates' }).click()
    await page.getByRole('button', { name: 'Custom period' }).click()
    expect(await page.getByLabel('To').getAttribute('max')).toBe(presetRange('today', ZONE, Date.now()).to)
    await page.getByLabel('From').fill(week.from)
    await page.getByLabel('To').fill(yesterday.to)
    await screenshot(page, 'past-orders-period-tablet-en')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expectList(page, 'en', await sandboxPage(token, { from_date: `${week.from} 00:00`, to_date: `${yesterday.to} 23:59:59` }))
    expect(Object.fromEntries(search(page))).toEqual({ from_date: week.from, to_date: yesterday.to })
  })

  it('search by name and phone follows the sandbox', async () => {
    const { page, token } = await signedInContext(h, DEMO.kwManager, TABLET)
    const any = (await sandboxPage(token, { limit: 10 })).orders[3]!
    await page.goto(h.url('/past-orders'))
    const phone = any.user.phone.slice(-6)
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(phone)
    await expect.poll(() => search(page).get('q')).toBe(phone)
    await expectList(page, 'en', await sandboxPage(token, { q: phone }))
    await page.getByRole('searchbox', { name: 'Search orders' }).fill('ab')
    await page.getByText('Search key must contain at least 3 characters.').waitFor()
    const name = (any.user.name ?? '').split(' ')[0]!
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(`${name}*`)
    // the special character is stripped before the search applies
    await expect.poll(() => search(page).get('q')).toBe(name)
    await expectList(page, 'en', await sandboxPage(token, { q: name }))
  })

  it('export downloads past-orders.csv with one data row per filtered order, with progress meanwhile', async () => {
    const { page, token } = await signedInContext(h, DEMO.kwManager, TABLET)
    const month = presetRange('lastMonth', ZONE, Date.now())
    await page.goto(h.url(`/past-orders?status_id=6&from_date=${month.from}&to_date=${month.to}&limit=10`))
    const all = await sandboxPage(token, { status_id: 6, ...bounds(month), limit: 100 })
    await expectList(page, 'en', { count: all.count, orders: all.orders.slice(0, 10) })

    await h.control('/faults', { latency_ms: 600 })
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export' }).click()
    const busy = page.getByRole('button', { name: 'Exporting…' })
    await busy.waitFor()
    expect(await busy.isDisabled()).toBe(true)
    const download = await downloading
    await h.control('/faults', { clear: true })
    expect(download.suggestedFilename()).toBe('past-orders.csv')
    const csv = fs.readFileSync((await download.path())!, 'utf8').trim().split(/\r?\n/)
    expect(csv[0]).toMatch(/^ID,Code,Customer/)
    const rows = csv.slice(1)
    expect(rows).toHaveLength(all.count)
    expect(rows.map((r) => r.split(',')[1])).toEqual(all.orders.map((o) => o.code))
    await page.getByRole('button', { name: 'Export' }).waitFor()
    // one request only, with the filters and without limit/offset
    const requests = await h.control<Array<{ method: string; path: string; status: number }>>('/requests')
    const exports = requests.filter((r) => r.path.includes('/search/order') && r.path.includes('export=1'))
    expect(exports).toHaveLength(1)
    expect(exports[0]!.path).not.toMatch(/limit=|offset=/)
  })

  it('a manager accepts one refund and rejects another with a reason; the sandbox keeps both', async () => {
    const { page, token } = await signedInContext(h, DEMO.kwManager, TABLET)
    const refunds = await sandboxPage(token, { refunds: 1, limit: 100 })
    const reviewed = refunds.orders.filter((o) => o.refund?.status === 2)
    expect(reviewed.length).toBeGreaterThanOrEqual(2)
    const [toAccept, toReject] = reviewed as [typeof reviewed[number], typeof reviewed[number]]

    await page.goto(h.url('/past-orders'))
    await page.getByRole('button', { name: 'Refunds' }).click()
    await expectList(page, 'en', await sandboxPage(token, { refunds: 1 }))
    expect(search(page).get('refunds')).toBe('1')
    await screenshot(page, 'past-orders-refunds-tablet-en')

    await page.getByRole('button', { name: `Decide ${toAccept.code}` }).click()
    let dialog = page.getByRole('dialog', { name: `Refund request for order ${toAccept.code}` })
    await dialog.getByRole('radio', { name: 'Accept' }).check()
    await dialog.getByRole('button', { name: 'Send decision' }).click()
    await page.getByText('Refund accepted').waitFor()
    await dialog.waitFor({ state: 'detached' })
    const acceptedRow = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Open order ${toAccept.code}` }) })
    await acceptedRow.getByText('Accepted', { exact: true }).waitFor()

    await page.getByRole('button', { name: `Decide ${toReject.code}` }).click()
    dialog = page.getByRole('dialog', { name: `Refund request for order ${toReject.code}` })
    await dialog.getByRole('radio', { name: 'Reject' }).check()
    await dialog.getByRole('button', { name: 'Send decision' }).click()
    await dialog.getByText('Please give a reason for the rejection.').waitFor()
    await screenshot(page, 'past-orders-decide-tablet-en')
    await dialog.getByLabel('Reason').fill('Order was complete on the handover video')
    await dialog.getByRole('button', { name: 'Send decision' }).click()
    await page.getByText('Refund rejected').waitFor()
    const rejectedRow = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Open order ${toReject.code}` }) })
    await rejectedRow.getByText('Rejected', { exact: true }).waitFor()

    const client = api(h.sb, 'kw', token)
    const accepted = (await client.GET('/api/v1/order/{id}', { params: { path: { id: toAccept.id } } })).data!
    const rejected = (await client.GET('/api/v1/order/{id}', { params: { path: { id: toReject.id } } })).data!
    expect(accepted.refund).toMatchObject({ status: 3 })
    expect(rejected.refund).toMatchObject({ status: 4, reason: 'Order was complete on the handover video' })

    // a reload shows what the sandbox now holds
    await page.reload()
    await rejectedRow.getByText('Rejected', { exact: true }).waitFor()
    expect(await page.getByRole('button', { name: `Decide ${toAccept.code}` }).count()).toBe(0)
  })

  it('a row opens the order drawer; marking a dispatched order Delivered there updates the row', async () => {
    const { page, token } = await signedInContext(h, DEMO.kwManager, TABLET)
    const dispatched = (await sandboxPage(token, { status_id: 4, limit: 10 })).orders[0]!
    await page.goto(h.url('/past-orders?status_id=4&limit=10'))
    await expectList(page, 'en', await sandboxPage(token, { status_id: 4, limit: 10 }))
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Open order ${dispatched.code}` }) })
    await row.getByRole('cell').nth(1).click()
    const drawer = page.getByRole('dialog', { name: text('en', 'drawer.title', { code: dispatched.code }) })
    await drawer.waitFor()
    await screenshot(page, 'past-orders-drawer-tablet-en')
    await drawer.getByRole('button', { name: text('en', 'orders.action.delivered') }).click()
    await row.getByText('Delivered', { exact: true }).waitFor()
    const { data } = await api(h.sb, 'kw', token).GET('/api/v1/order/{id}', { params: { path: { id: dispatched.id } } })
    expect(data!.status.id).toBe(5)
  })

  it('staff see the refunds with Decide disabled', async () => {
    const { page, token } = await signedInContext(h, DEMO.kwStaff, TABLET)
    await page.goto(h.url('/past-orders?refunds=1'))
    await expectList(page, 'en', await sandboxPage(token, { refunds: 1 }))
    await page.getByText('Only a store manager can decide refunds').waitFor()
    const decide = page.getByRole('button', { name: /^Decide \d+$/ })
    expect(await decide.count()).toBeGreaterThan(0)
    for (const button of await decide.all()) expect(await button.isDisabled()).toBe(true)
  })
})

describe('past orders on a phone (390x844)', () => {
  it('the two-step filter panel: Filters (status, sort) then Select Period; cards equal the sandbox', async () => {
    const { page, token } = await signedInContext(h, DEMO.kwManager, PHONE)
    await page.goto(h.url('/past-orders'))
    await expectList(page, 'en', await sandboxPage(token, {}))
    await screenshot(page, 'past-orders-phone-en')
    await page.getByRole('button', { name: 'Filters' }).click()
    let dialog = page.getByRole('dialog', { name: 'Filters' })
    await dialog.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Cancelled' })
    await dialog.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Oldest first' })
    await screenshot(page, 'past-orders-filters-phone-en')
    await dialog.getByRole('button', { name: /Select Period/ }).click()
    dialog = page.getByRole('dialog', { name: 'Select Period' })
    await dialog.getByRole('button', { name: 'Last month' }).click()
    dialog = page.getByRole('dialog', { name: 'Filters' })
    await dialog.getByRole('button', { name: /Last month/ }).waitFor()
    await dialog.getByRole('button', { name: 'Apply' }).click()
    const month = presetRange('lastMonth', ZONE, Date.now())
    const expected = await sandboxPage(token, { status_id: 7, order_dir: 'ASC', ...bounds(month) })
    await expectList(page, 'en', expected)
    expect(Object.fromEntries(search(page))).toEqual({ status_id: '7', order_dir: 'ASC', from_date: month.from, to_date: month.to })
    await page.getByRole('list', { name: 'Past orders' }).waitFor()
    expect(await page.getByRole('table').count()).toBe(0)

    // pages on a phone: Page x of y between the arrows, above the bottom navigation
    await page.goto(h.url('/past-orders?status_id=5'))
    const delivered = await sandboxPage(token, { status_id: 5 })
    await expectList(page, 'en', delivered)
    const pages = Math.ceil(delivered.count / 25)
    await page.getByRole('navigation', { name: 'Pages' }).scrollIntoViewIfNeeded()
    await page.getByText(`Page 1 of ${pages}`).waitFor()
    await screenshot(page, 'past-orders-pagination-phone-en')
    await page.getByRole('button', { name: 'Next page' }).click()
    await expectList(page, 'en', await sandboxPage(token, { status_id: 5, offset: 25 }))
    await page.getByText(`Page 2 of ${pages}`).waitFor()
  })
})

describe.each([
  { screen: 'tablet', options: TABLET },
  { screen: 'phone', options: PHONE },
])('past orders in Arabic on a $screen', ({ screen, options }) => {
  it('shows the Arabic list, right to left, with the sandbox total', async () => {
    const { page, token } = await signedInContext(h, DEMO.kwManager, { ...options, lang: 'ar' })
    await page.goto(h.url('/past-orders?status_id=5'))
    const expected = await sandboxPage(token, { status_id: 5, _locale: 'ar' })
    await expectList(page, 'ar', expected)
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    await page.getByRole('heading', { level: 1, name: text('ar', 'page.pastOrders') }).waitFor()
    await screenshot(page, `past-orders-${screen}-ar`)
    await page.getByRole('button', { name: text('ar', 'pastOrders.variant.refunds') }).click()
    await expectList(page, 'ar', await sandboxPage(token, { refunds: 1, _locale: 'ar' }))
    await screenshot(page, `past-orders-refunds-${screen}-ar`)
  })
})

// Last: it adds orders to the store, so the export is mailed rather than downloaded
describe('a large export', () => {
  it('is mailed: the message shows as a success notice for 6 s and nothing downloads', async () => {
    const { page, token } = await signedInContext(h, DEMO.kwManager, TABLET)
    const { count } = await sandboxPage(token, {})
    for (let i = count; i <= 1000; i++) {
      const order = await h.control<{ id: number }>('/kw/stores/101/orders', {})
      await h.control(`/kw/orders/${order.id}/status`, { status_id: 6 })
    }
    const total = (await sandboxPage(token, {})).count
    expect(total).toBeGreaterThan(1000)
    await page.goto(h.url('/past-orders'))
    await page.getByText(`Total orders: ${total}`).waitFor()
    let downloads = 0
    page.on('download', () => downloads++)
    await page.getByRole('button', { name: 'Export' }).click()
    const notice = page.getByRole('status').filter({ hasText: `The export of ${total} orders is being prepared and will be sent to ${DEMO.kwManager}` })
    await notice.waitFor()
    const shownAt = Date.now()
    await screenshot(page, 'past-orders-export-mailed-tablet-en')
    await page.getByRole('button', { name: 'Export' }).waitFor()
    await notice.waitFor({ state: 'detached', timeout: 10_000 })
    const shownFor = Date.now() - shownAt
    expect(shownFor).toBeGreaterThan(5000)
    expect(shownFor).toBeLessThan(7500)
    expect(downloads).toBe(0)
  })
})
