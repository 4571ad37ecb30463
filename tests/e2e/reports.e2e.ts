// Reports against the real sandbox, in Chromium: staff have no Reports item and /reports tells them it is for
// managers; a manager pages through the report days (equal to the sandbox's), exports both csv reports of a day
// (named from the type and the day, with the sandbox's content) and prints the daily report in a new tab at
// /report-print with the day and dscnt. Tablet and phone, English and Arabic.
import fs from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { formatDay } from '../../src/domain/periods'
import { ar } from '../../src/lib/i18n/ar'
import { en } from '../../src/lib/i18n/en'
import { api, raw } from '../support/sandbox'
import { DEMO, signedInContext, useHarness } from './support/app'
import { PHONE, screenshot, TABLET } from './support/browser'

type Lang = 'en' | 'ar'
const h = useHarness()

function text(lang: Lang, key: keyof typeof en, params: Record<string, string | number> = {}) {
  const dict: Record<string, string> = lang === 'ar' ? ar : en
  return dict[key]!.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]))
}

async function sandboxDays(token: string, offset = 0) {
  const { data } = await api(h.sb, 'kw', token).GET('/api/v1/report/store/dates', { params: { query: { limit: 10, offset } } })
  return data!
}

/** The days shown, as YYYY-MM-DD */
const shownDays = (page: Page) => page.locator('li time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''))

async function expectDays(page: Page, expected: { days: string[] }) {
  await expect.poll(() => shownDays(page), { timeout: 10_000 }).toEqual(expected.days)
}

describe('reports for staff', () => {
  it('no Reports item in the navigation; /reports says it is for managers and asks the server nothing', async () => {
    const { page } = await signedInContext(h, DEMO.kwStaff, TABLET)
    await page.goto(h.url('/orders'))
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    await nav.getByRole('link', { name: 'Completed Orders' }).waitFor()
    expect(await nav.getByRole('link', { name: 'Reports' }).count()).toBe(0)
    const before = (await h.control<Array<{ path: string }>>('/requests')).filter((r) => r.path.includes('/report/')).length
    await page.goto(h.url('/reports'))
    await page.getByRole('heading', { name: 'Reports are for store managers' }).waitFor()
    await page.getByRole('link', { name: 'Go to orders' }).click()
    await page.waitForURL('**/orders')
    const after = (await h.control<Array<{ path: string }>>('/requests')).filter((r) => r.path.includes('/report/')).length
    expect(after).toBe(before)
  })
})

describe('reports for a manager on a tablet', () => {
  it('pages through the days the sandbox has', async () => {
    const { page, token } = await signedInContext(h, DEMO.kwManager, TABLET)
    await page.goto(h.url('/orders'))
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Reports' }).click()
    await page.waitForURL('**/reports')
    const first = await sandboxDays(token)
    expect(first.count).toBeGreaterThan(20)
    await expectDays(page, first)
    await page.getByText(`Days with reports: ${first.count}`).waitFor()
    await screenshot(page, 'reports-tablet-en')
    await page.getByRole('button', { name: 'Next page' }).click()
    await expectDays(page, await sandboxDays(token, 10))
    const lastOffset = Math.floor((first.count - 1) / 10) * 10
    await page.getByRole('button', { name: `Page ${lastOffset / 10 + 1}`, exact: true }).click()
    await expectDays(page, await sandboxDays(token, lastOffset))
    expect(await page.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true)
    // the page is in the URL
    await page.reload()
    await expectDays(page, await sandboxDays(token, lastOffset))
  })

  it('exports both reports of a day as csv files named from the type and the day', async () => {
    const { page, token } = await signedInContext(h, DEMO.kwManager, TABLET)
    await page.goto(h.url('/reports'))
    const { days } = await sandboxDays(token)
    await expectDays(page, { days })
    const day = days[1]!

    const daily = page.waitForEvent('download')
    await page.getByRole('button', { name: `Export the Daily Closing Report of ${day} as csv` }).click()
    const dailyFile = await daily
    expect(dailyFile.suggestedFilename()).toBe(`daily-closing-report-${day}.csv`)
    const dailyCsv = fs.readFileSync((await dailyFile.path())!, 'utf8')
    // the server's file, with the UTF-8 byte order mark Excel needs to read Arabic text
    expect(dailyCsv).toBe(`\ufeff${(await raw(h.sb, 'GET', `/kw/api/v1/report/store/daily?date=${day}&format=csv`, token)).text}`)

    const items = page.waitForEvent('download')
    await page.getByRole('button', { name: `Export the Items Daily Sales Report of ${day} as csv` }).click()
    const itemsFile = await items
    expect(itemsFile.suggestedFilename()).toBe(`items-daily-sales-report-${day}.csv`)
    const itemsCsv = fs.readFileSync((await itemsFile.path())!, 'utf8')
    expect(itemsCsv).toBe(`\ufeff${(await raw(h.sb, 'GET', `/kw/api/v1/report/store/products?from_date=${day}&to_date=${day}&format=csv`, token)).text}`)
    expect(itemsCsv.split(/\r?\n/).filter(Boolean).length).toBeGreaterThan(1)
  })

  it.each([
    [false, 'true'],
    [true, 'false'],
  ])('Print opens /report-print with the day in a new tab (store hides discounts: %s → dscnt=%s)', async (hideDiscount, dscnt) => {
    await h.control('/kw/stores/101/settings', { hide_discount: hideDiscount })
    const { page, context, token } = await signedInContext(h, DEMO.kwManager, TABLET)
    // the print page prints and closes itself: keep it open so its address can be read
    await context.addInitScript(() => {
      window.print = () => undefined
      window.close = () => undefined
    })
    await page.goto(h.url('/reports'))
    const { days } = await sandboxDays(token)
    await expectDays(page, { days })
    const popup = page.waitForEvent('popup')
    await page.getByRole('button', { name: `Print the Daily Closing Report of ${days[0]}` }).click()
    const tab = await popup
    await tab.waitForURL('**/report-print?**')
    const url = new URL(tab.url())
    expect(url.pathname).toBe('/report-print')
    expect(Object.fromEntries(url.searchParams)).toEqual({ date: days[0], dscnt })
    await tab.close()
    await h.control('/kw/stores/101/settings', { hide_discount: false })
  })
})

describe.each([
  { screen: 'phone', lang: 'en' as Lang, options: PHONE },
  { screen: 'tablet', lang: 'ar' as Lang, options: TABLET },
  { screen: 'phone', lang: 'ar' as Lang, options: PHONE },
])('reports on a $screen in $lang', ({ screen, lang, options }) => {
  it('lists the days with Print and Export', async () => {
    const { page, token } = await signedInContext(h, DEMO.kwManager, { ...options, lang })
    await page.goto(h.url('/reports'))
    const first = await sandboxDays(token)
    await expectDays(page, first)
    // phones show the day as D MMM, YYYY
    await page.getByRole('heading', { level: 2, name: formatDay(first.days[0]!, { locale: lang, mobile: screen === 'phone' }) }).waitFor()
    await page.getByText(text(lang, 'reports.daily')).first().waitFor()
    await page.getByText(text(lang, 'reports.items')).first().waitFor()
    expect(await page.getByRole('button', { name: text(lang, 'reports.printLabel', { date: first.days[0]! }) }).isVisible()).toBe(true)
    await screenshot(page, `reports-${screen}-${lang}`)
  })
})
