// Insights against the real sandbox, in Chromium: staff have no Insights item and /insights asks nothing; a manager
// sees the five charts for 7 days (the wait chart honestly empty: this device has no arrival records); yesterday's
// orders equal Past Orders' 'Total orders' for that day and its sales the daily report's total under the store's
// discount rule; the 'Orders per hour' table sums to Past Orders' total; at most 2 requests at once; a second open of
// 30 days asks only for today; leaving the page cancels the rest quietly; a failed call keeps the charts and says so;
// Arabic mirrors the time axis.
import fs from 'node:fs'
import path from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { formatMoney } from '../../src/domain/money'
import { addDays, today } from '../../src/domain/periods'
import { settledWhenSaved, shortDay } from '../../src/domain/insights'
import { api } from '../support/sandbox'
import { DEMO, signedInContext, useHarness } from './support/app'
import { PHONE, screenshot, TABLET } from './support/browser'

const h = useHarness()
const ZONE = 'Asia/Kuwait'
const TITLES = ['Orders per hour', 'Preparation time', 'Late orders', 'Wait at the window', 'Sales']
const DATA_CALLS = /\/api\/v1\/(search\/order|report\/store\/daily)\?/

type Logged = { at: number; method: string; path: string; status: number }
/** The insights' calls the sandbox answered since `since` (ms; the sandbox runs in this process, on this clock) */
const dataRequests = async (since = 0) => (await h.control<Logged[]>('/requests')).filter((r) => r.at >= since && DATA_CALLS.test(r.path))

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true })

/** Waits until every chart that has data is drawn */
async function chartsDrawn(page: Page, count = 4) {
  await expect.poll(() => page.locator('[data-chart][data-drawn="true"]').count(), { timeout: 30_000 }).toBe(count)
}

async function openTable(region: Locator) {
  await region.getByRole('button', { name: 'Show as table' }).click()
  return region.getByRole('table')
}

/** The cells of a table row whose header cell reads `name` */
async function rowCells(table: Locator, name: string): Promise<string[]> {
  const row = table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name, exact: true }) })
  return row.locator('th, td').allInnerTexts()
}

/** Past Orders' 'Total orders' for a period, read off the page once the answer to that period's query is shown */
async function pastOrdersTotal(page: Page, from: string, to: string): Promise<number> {
  const answer = page.waitForResponse((r) => {
    const url = decodeURIComponent(r.url()).replace(/\+/g, ' ')
    return url.includes('/search/order?') && url.includes(`from_date=${from} 00:00`) && url.includes(`to_date=${to} 23:59`)
  })
  await page.goto(h.url(`/past-orders?from_date=${from}&to_date=${to}`))
  const { count } = (await (await answer).json()) as { count: number }
  await page.getByText(`Total orders: ${count}`, { exact: true }).waitFor()
  return count
}

describe('insights for staff', () => {
  it('no Insights item; /insights says it is for managers and asks the server nothing', async () => {
    const { page } = await signedInContext(h, DEMO.kwStaff, TABLET)
    await page.goto(h.url('/orders'))
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    await nav.getByRole('link', { name: 'Completed Orders' }).waitFor()
    expect(await nav.getByRole('link', { name: 'Insights' }).count()).toBe(0)
    const since = Date.now()
    await page.goto(h.url('/insights'))
    await page.getByRole('heading', { name: 'Insights are for store managers' }).waitFor()
    await page.waitForTimeout(500)
    expect(await dataRequests(since)).toEqual([])
  })
})

describe('insights for a manager', () => {
  it('shows the five charts for 7 days, with at most 2 requests at once; the wait chart is this device’s and empty', async () => {
    const { page } = await signedInContext(h, DEMO.kwManager, TABLET)
    let inFlight = 0
    let most = 0
    const isData = (url: string) => DATA_CALLS.test(url)
    page.on('request', (r) => {
      if (isData(r.url())) most = Math.max(most, ++inFlight)
    })
    const done = (r: { url: () => string }) => {
      if (isData(r.url())) inFlight--
    }
    page.on('requestfinished', done)
    page.on('requestfailed', done)
    await page.goto(h.url('/orders'))
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Insights' }).click()
    await page.waitForURL('**/insights')
    await page.getByRole('button', { name: '7 days' }).click()
    await page.waitForURL('**/insights?range=week')
    // today's charts (the page opens on today) may be drawn already: the 7 days' reading says the new ones are in
    const busiest = card(page, 'Orders per hour').getByText(/^Busiest hour \d\d:00, \d+ orders$/)
    await busiest.waitFor()
    await chartsDrawn(page)
    for (const title of TITLES) await card(page, title).waitFor()
    const wait = card(page, 'Wait at the window')
    await wait.getByText("This device's data").waitFor()
    expect(await wait.getByText('No arrivals recorded on this device yet').count()).toBeGreaterThan(0)
    expect(await busiest.count()).toBe(1)
    expect(most).toBeGreaterThan(0)
    expect(most).toBeLessThanOrEqual(2)
  })

  it("yesterday's orders equal Past Orders' total for that day and its sales the daily report's total, hidden discount added back", async () => {
    const { page, token } = await signedInContext(h, DEMO.kwManager, TABLET)
    const todayDay = today(ZONE, Date.now())
    const yesterday = addDays(todayDay, -1)
    const expectedOrders = await pastOrdersTotal(page, yesterday, yesterday)
    expect(expectedOrders).toBeGreaterThan(0)
    const { data: report } = await api(h.sb, 'kw', token).GET('/api/v1/report/store/daily', { params: { query: { date: yesterday, format: 'json' } } })
    if (!report || typeof report !== 'object') throw new Error('no daily report')

    await page.goto(h.url('/insights?range=week'))
    await chartsDrawn(page)
    const sales = await openTable(card(page, 'Sales'))
    expect(await rowCells(sales, shortDay(yesterday))).toEqual([shortDay(yesterday), String(expectedOrders), formatMoney(report.totals.sales_total ?? 0, report.currency)])

    // the store hides its discounts: the discount is added back into the total, as on the printed report
    await h.control('/kw/stores/101/settings', { hide_discount: true })
    await page.reload()
    await chartsDrawn(page)
    const hidden = await openTable(card(page, 'Sales'))
    const withDiscount = (report.totals.sales_total ?? 0) + (report.totals.sales_discount ?? 0)
    expect((await rowCells(hidden, shortDay(yesterday)))[2]).toBe(formatMoney(withDiscount, report.currency))
    await h.control('/kw/stores/101/settings', { hide_discount: false })
  })

  it("the 'Orders per hour' table sums to Past Orders' total: the 7 days, and today's and last week's same day", async () => {
    const { page } = await signedInContext(h, DEMO.kwManager, TABLET)
    const todayDay = today(ZONE, Date.now())
    const weekTotal = await pastOrdersTotal(page, addDays(todayDay, -6), todayDay)
    const todayTotal = await pastOrdersTotal(page, todayDay, todayDay)
    const lastWeekTotal = await pastOrdersTotal(page, addDays(todayDay, -7), addDays(todayDay, -7))

    await page.goto(h.url('/insights?range=week'))
    await chartsDrawn(page)
    const week = await openTable(card(page, 'Orders per hour'))
    expect((await rowCells(week, 'Total')).at(-1)).toBe(String(weekTotal))

    await page.getByRole('button', { name: 'Today' }).click()
    await page.waitForURL((url) => !url.search.includes('range'))
    // the table stays open from the 7 days and takes today's figures, with the same day last week beside them
    const table = card(page, 'Orders per hour').getByRole('table')
    await table.getByRole('columnheader', { name: 'Same day last week' }).waitFor()
    expect((await rowCells(table, 'Total')).slice(-2)).toEqual([String(todayTotal), String(lastWeekTotal)])
  })

  it('a second open of 30 days asks only for today; leaving the page while loading cancels the rest without a toast', async () => {
    const { page } = await signedInContext(h, DEMO.kwManager, TABLET)
    const todayDay = today(ZONE, Date.now())
    const firstOpen = Date.now()
    await page.goto(h.url('/insights?range=month'))
    await chartsDrawn(page)
    // each of the 30 days: its first page of past orders and its report
    expect((await dataRequests(firstOpen)).length).toBeGreaterThanOrEqual(60)

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Orders', exact: true }).click()
    await page.waitForURL('**/orders')
    // the router keeps the old page on screen until the new one is ready: wait until the insights are gone
    await expect.poll(() => page.locator('[data-chart]').count()).toBe(0)
    const secondOpen = Date.now()
    await page.goBack()
    await chartsDrawn(page)
    const again = await dataRequests(secondOpen)
    expect(again.length).toBeGreaterThan(0)
    // and yesterday, when the first open kept it before it had settled (early in the morning)
    const yesterday = addDays(todayDay, -1)
    const asked = settledWhenSaved(yesterday, firstOpen, ZONE) ? [todayDay] : [todayDay, yesterday]
    for (const r of again) expect(asked.some((d) => decodeURIComponent(r.path).includes(d))).toBe(true)

    // a fresh device (no kept days) with a slow server: leave while it loads
    const fresh = await signedInContext(h, DEMO.kwManager, TABLET)
    await h.control('/faults', { latency_ms: 400 })
    try {
      await fresh.page.goto(h.url('/insights?range=month'))
      await fresh.page.getByRole('progressbar').waitFor()
      await fresh.page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Orders', exact: true }).click()
      await fresh.page.waitForURL('**/orders')
      const left = Date.now()
      await fresh.page.waitForTimeout(1_500)
      // the two requests out when the manager left may still be answered; nothing more is asked
      expect((await dataRequests(left)).length).toBeLessThanOrEqual(2)
      expect(await fresh.page.getByText('Something went wrong').count()).toBe(0)
    } finally {
      await h.control('/faults', { clear: true })
    }
  })

  it('a failed call keeps the charts on screen, says so, and Retry loads the range', async () => {
    const { page } = await signedInContext(h, DEMO.kwManager, TABLET)
    await page.goto(h.url('/insights?range=week'))
    await chartsDrawn(page)
    const weekReading = await card(page, 'Orders per hour').getByText(/^Busiest hour/).innerText()
    await h.control('/faults', { fail_next: { path: '/api/v1/report/store/daily', status: 500, count: 1 } })
    await page.getByRole('button', { name: '30 days' }).click()
    await page.getByRole('alert').getByText('The insights could not be loaded. The days loaded so far are kept.').waitFor()
    await page.getByText('Internal Server Error').first().waitFor()
    // the 7 days stay as they were
    expect(await card(page, 'Orders per hour').getByText(/^Busiest hour/).innerText()).toBe(weekReading)
    expect(await page.locator('[data-chart][data-drawn="true"]').count()).toBe(4)
    // and so do its button and the URL; Retry asks for the 30 days again
    expect(await page.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe('true')
    expect(new URL(page.url()).search).toBe('?range=week')
    await page.getByRole('button', { name: 'Retry' }).click()
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'could not be loaded' }).count()).toBe(0)
    await page.locator('[aria-busy="false"] [data-chart][data-drawn="true"]').first().waitFor()
    await card(page, 'Sales').getByText(/in total, best day/).waitFor()
    expect(await page.getByRole('button', { name: '30 days' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('Arabic runs the time axis from the right', async () => {
    const { page } = await signedInContext(h, DEMO.kwManager, { ...TABLET, lang: 'ar' })
    await page.goto(h.url('/insights?range=week'))
    await chartsDrawn(page)
    const hourly = page.getByRole('region', { name: 'الطلبات في الساعة' }).locator('[data-chart]')
    const first = Number(await hourly.getAttribute('data-first-x'))
    const last = Number(await hourly.getAttribute('data-last-x'))
    expect(first).toBeGreaterThan(last)

    const { page: en } = await signedInContext(h, DEMO.kwManager, TABLET)
    await en.goto(h.url('/insights?range=week'))
    await chartsDrawn(en)
    const chart = card(en, 'Orders per hour').locator('[data-chart]')
    expect(Number(await chart.getAttribute('data-first-x'))).toBeLessThan(Number(await chart.getAttribute('data-last-x')))
  })
})

describe('screenshots of insights', () => {
  it('tablet and phone, English and Arabic, and the A4 landscape print', async () => {
    for (const lang of ['en', 'ar'] as const) {
      for (const [name, screen] of [
        ['tablet', TABLET],
        ['phone', PHONE],
      ] as const) {
        const { page } = await signedInContext(h, DEMO.kwManager, { ...screen, lang })
        await page.goto(h.url('/insights?range=week'))
        await chartsDrawn(page)
        await screenshot(page, `insights-${name}-${lang}`)
        if (name === 'tablet' && lang === 'en') {
          // A4 landscape at 96 dpi, as the print dialog lays it out
          await page.setViewportSize({ width: 1123, height: 794 })
          await page.emulateMedia({ media: 'print' })
          await page.waitForTimeout(500)
          await screenshot(page, 'insights-print-a4-landscape-en')
          const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true })
          if (process.env.SCREENSHOT_DIR) fs.writeFileSync(path.join(process.env.SCREENSHOT_DIR, 'insights-print-a4-landscape-en.pdf'), pdf)
          // the named page's size: A4 landscape is 842 × 595 points
          expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.\d+ 59[45]\.\d+\]/)
        }
      }
    }
  })
})
