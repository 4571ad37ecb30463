// The past-orders range the dashboard asks for (src/domain/periods.ts) holds the orders of its end day's last minute.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { components } from '../../src/lib/api/schema.gen'
import { rangeBounds } from '../../src/domain/periods'
import { api, control, DEMO, signIn, startSandbox, type TestSandbox } from '../support/sandbox'

type Order = components['schemas']['Order']
// 23:59:30 on 21 Nov 2026 in Kuwait (UTC+3)
let clock = Date.parse('2026-11-21T20:59:30Z')
let sb: TestSandbox
let token = ''
beforeAll(async () => {
  sb = await startSandbox({ now: () => clock })
  token = await signIn(sb, DEMO.kwManager)
})
afterAll(async () => {
  expect(sb.world.collected.violations).toEqual([])
  await sb.close()
})

describe('past orders date range', () => {
  it("includes an order placed at 23:59:30 of the range's last day", async () => {
    const order = await control<Order>(sb, '/kw/stores/101/orders', { collectionMethod: { id: 3 } })
    await control(sb, `/kw/orders/${order.id}/status`, { status_id: 6 })
    clock += 60_000
    const query = { ...rangeBounds({ from: '2026-11-21', to: '2026-11-21' }), status_id: 6 as const, completed: 1 as const }
    const found = await api(sb, 'kw', token).GET('/api/v1/search/order', { params: { query } })
    expect(found.error).toBeUndefined()
    const page = found.data as { orders: Order[] }
    expect(page.orders.map((o) => o.id)).toContain(order.id)
  })
})
