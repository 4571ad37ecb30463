import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { components } from '../../src/lib/api/schema.gen'
import { api, DEMO, raw, signIn, startSandbox, type TestSandbox } from '../support/sandbox'

let sb: TestSandbox
const tokens: Record<string, string> = {}
beforeAll(async () => {
  sb = await startSandbox()
  for (const email of [DEMO.kwManager, DEMO.kwStaff, DEMO.saManager]) tokens[email] = await signIn(sb, email)
})
afterAll(async () => {
  expect(sb.world.collected.violations).toEqual([])
  await sb.close()
})

describe('reports', () => {
  it('pages the report days, newest first', async () => {
    const client = api(sb, 'kw', tokens[DEMO.kwManager])
    const first = (await client.GET('/api/v1/report/store/dates', { params: { query: { limit: 10, offset: 0 } } })).data!
    expect(first.count).toBeGreaterThanOrEqual(60)
    expect(first.days).toHaveLength(10)
    expect([...first.days].sort().reverse()).toEqual(first.days)
    const second = (await client.GET('/api/v1/report/store/dates', { params: { query: { limit: 10, offset: 10 } } })).data!
    expect(second.days[0]! < first.days[9]!).toBe(true)
  })

  it('adds up the daily report from the day’s orders', async () => {
    const client = api(sb, 'kw', tokens[DEMO.kwManager])
    const day = (await client.GET('/api/v1/report/store/dates', { params: { query: { limit: 1, offset: 3 } } })).data!.days[0]!
    const report = (await client.GET('/api/v1/report/store/daily', { params: { query: { date: day, format: 'json' } } })).data as components['schemas']['DailyReport']
    expect(report).toMatchObject({ date: day, currency: 'KWD', store: 'Salmiya' })
    const t = report.totals
    expect(t.orders_count_delivered).toBeGreaterThan(0)
    const dec = (n: number | null) => Math.round((n ?? 0) * 1000)
    expect(dec(t.sales_sub_total)).toBe(dec(t.sales_gross) - dec(t.sales_discount))
    expect(dec(t.payments_total)).toBe(dec(t.payments_cash) + dec(t.payments_online))
    const categoryGross = report.categories.reduce((s, c) => s + dec(c.sales_gross), 0)
    expect(categoryGross).toBe(dec(t.sales_gross))

    const csv = await raw(sb, 'GET', `/kw/api/v1/report/store/daily?date=${day}&format=csv`, tokens[DEMO.kwManager])
    expect(csv.headers.get('content-disposition')).toContain(`daily-closing-report-${day}.csv`)
    expect(csv.text).toContain('sales_gross')
  })

  it('exports the items sales csv for a period', async () => {
    const r = await raw(sb, 'GET', '/kw/api/v1/report/store/products?from_date=2026-10-01&to_date=2026-10-31&format=csv', tokens[DEMO.kwManager])
    expect(r.status).toBe(200)
    expect(r.text.split('\r\n')[0]).toBe('Date,Product ID,Product,Quantity,Sales gross (KWD)')
    expect((await raw(sb, 'GET', '/kw/api/v1/report/store/products?from_date=2026-10-31&to_date=2026-10-01&format=csv', tokens[DEMO.kwManager])).status).toBe(400)
  })

  it('keeps reports from staff and refuses a bad date', async () => {
    expect((await api(sb, 'kw', tokens[DEMO.kwStaff]).GET('/api/v1/report/store/dates', { params: { query: {} } })).response.status).toBe(403)
    const bad = await raw(sb, 'GET', '/kw/api/v1/report/store/daily?date=2026-13-45&format=json', tokens[DEMO.kwManager])
    expect(bad.status).toBe(400)
    expect(bad.json).toMatchObject({ errors: { children: { date: {} } } })
  })
})
