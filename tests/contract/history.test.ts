// The control route the insights benchmark uses: closed days topped up to a number of finished orders, which past
// orders and the daily report then read like the seed's (and the contract checks every answer).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, today } from '../../src/domain/periods'
import { api, control, DEMO, signIn, startSandbox, type TestSandbox } from '../support/sandbox'

let sb: TestSandbox
let token: string
beforeAll(async () => {
  sb = await startSandbox()
  token = await signIn(sb, DEMO.kwManager)
})
afterAll(async () => {
  expect(sb.world.collected.violations).toEqual([])
  await sb.close()
})

const dayCount = async (day: string) => {
  const { data } = await api(sb, 'kw', token).GET('/api/v1/search/order', {
    params: { query: { completed: 1, from_date: `${day} 00:00`, to_date: `${day} 23:59`, limit: 10, offset: 0 } },
  })
  if (!data || typeof data !== 'object' || !('count' in data)) throw new Error('no past orders')
  return data.count
}

describe('POST /__sandbox/{country}/stores/{id}/history', () => {
  it('tops each closed day up to per_day finished orders and leaves today alone', async () => {
    const t = today('Asia/Kuwait', Date.now())
    const todayBefore = await dayCount(t)
    const result = await control<{ days: number; added: number }>(sb, '/kw/stores/101/history', { days: 3, per_day: 60 })
    expect(result.days).toBe(3)
    expect(result.added).toBeGreaterThan(0)
    for (const d of [1, 2, 3]) expect(await dayCount(addDays(t, -d))).toBe(60)
    expect(await dayCount(t)).toBe(todayBefore)
    const { data: report } = await api(sb, 'kw', token).GET('/api/v1/report/store/daily', { params: { query: { date: addDays(t, -1), format: 'json' } } })
    expect(report && typeof report === 'object' && report.totals.orders_count_delivered).toBeGreaterThan(30)
    // a second call finds the days full
    expect((await control<{ added: number }>(sb, '/kw/stores/101/history', { days: 3, per_day: 60 })).added).toBe(0)
  })

  it('refuses a history it cannot make', async () => {
    await expect(control(sb, '/kw/stores/101/history', { days: 0 })).rejects.toThrow(/days must be/)
    await expect(control(sb, '/kw/stores/101/history', { per_day: 5000 })).rejects.toThrow(/per_day must be/)
  })
})
