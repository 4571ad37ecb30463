import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { components } from '../../src/lib/api/schema.gen'
import { api, control, DEMO, raw, signIn, startSandbox, type TestSandbox } from '../support/sandbox'

type Order = components['schemas']['Order']
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

const newOrder = (country: 'kw' | 'sa', storeId: number, partial: Record<string, unknown> = {}) =>
  control<Order>(sb, `/${country}/stores/${storeId}/orders`, partial)

describe('current orders and the order flow', () => {
  it('lists a new pending order and moves it Pending → Preparing → Dispatched → Delivered', async () => {
    const created = await newOrder('kw', 101, { collectionMethod: { id: 3 } })
    const staff = api(sb, 'kw', tokens[DEMO.kwStaff])
    const list = await staff.GET('/api/v1/store/{id}/order', { params: { path: { id: 101 }, query: { _locale: 'en' } } })
    expect(list.data?.find((o) => o.id === created.id)?.status.id).toBe(2)

    const noPrep = await staff.PATCH('/api/v1/order/status', { body: { order_id: created.id, status_id: 3, status_name: 'confirmed', customer_status: 1 } })
    expect(noPrep.error).toMatchObject({ errors: { children: { preparation_time: {} } } })

    const confirmed = await staff.PATCH('/api/v1/order/status', { body: { order_id: created.id, status_id: 3, status_name: 'confirmed', customer_status: 1, preparation_time: 10 } })
    expect(confirmed.data?.status).toEqual({ id: 3, name: 'Preparing' })
    expect(confirmed.data?.order.preparationTime).toBe(10)

    const ready = await staff.POST('/api/v1/order/ready', { body: { order_id: created.id } })
    expect(ready.data?.timing.ready).toBeTruthy()

    await control(sb, `/kw/orders/${created.id}/customer`, { status: 3 })
    const dispatched = await staff.PATCH('/api/v1/order/status', { body: { order_id: created.id, status_id: 4, status_name: 'dispatched', customer_status: 3 } })
    expect(dispatched.data?.status.id).toBe(4)
    const delivered = await staff.PATCH('/api/v1/order/status', { body: { order_id: created.id, status_id: 5, status_name: 'delivered' } })
    expect(delivered.data?.order.timing.delivered).toBeTruthy()
    const after = await staff.GET('/api/v1/store/{id}/order', { params: { path: { id: 101 } } })
    expect(after.data?.some((o) => o.id === created.id)).toBe(false)
  })

  it('answers "Order already ..." when another agent got there first', async () => {
    const created = await newOrder('kw', 101)
    await control(sb, `/kw/orders/${created.id}/status`, { status_id: 6 })
    const r = await api(sb, 'kw', tokens[DEMO.kwStaff]).PATCH('/api/v1/order/status', {
      body: { order_id: created.id, status_id: 3, status_name: 'confirmed', preparation_time: 5 },
    })
    expect(r.response.status).toBe(400)
    expect(r.error).toMatchObject({ message: 'Order already declined' })
  })

  it('lets only a manager force dispatch', async () => {
    const created = await newOrder('kw', 101, { collectionMethod: { id: 1 } })
    await control(sb, `/kw/orders/${created.id}/status`, { status_id: 3 })
    const body = { order_id: created.id, status_id: 4 as const, status_name: 'force_dispatched' as const, customer_status: 1 as const }
    expect((await api(sb, 'kw', tokens[DEMO.kwStaff]).PATCH('/api/v1/order/status', { body })).response.status).toBe(403)
    expect((await api(sb, 'kw', tokens[DEMO.kwManager]).PATCH('/api/v1/order/status', { body })).data?.status.id).toBe(4)
  })

  it('declines a pending order and refuses to decline a confirmed one', async () => {
    const a = await newOrder('kw', 101)
    const staff = api(sb, 'kw', tokens[DEMO.kwStaff])
    expect((await staff.PATCH('/api/v1/order/status', { body: { order_id: a.id, status_id: 6, status_name: 'declined' } })).data?.status.id).toBe(6)
    const b = await newOrder('kw', 101)
    await control(sb, `/kw/orders/${b.id}/status`, { status_id: 3 })
    expect((await staff.PATCH('/api/v1/order/status', { body: { order_id: b.id, status_id: 6, status_name: 'declined' } })).response.status).toBe(400)
    expect((await staff.PATCH('/api/v1/order/status', { body: { order_id: b.id, status_id: 8, status_name: 'no_show' } })).data?.status.id).toBe(8)
  })

  it('round-trips a where-is question and its reply', async () => {
    const created = await newOrder('kw', 101)
    await control(sb, `/kw/orders/${created.id}/status`, { status_id: 3 })
    const asked = await control<Order>(sb, `/kw/orders/${created.id}/where-is`, {})
    expect(asked.whereIs).toMatchObject({ expected_mins: null, replied_at: null })
    const staff = api(sb, 'kw', tokens[DEMO.kwStaff])
    const reply = await staff.POST('/api/v1/order/where/reply', { body: { order_id: created.id, expected_mins: 5 } })
    expect(reply.data?.whereIs).toMatchObject({ expected_mins: 5 })
    expect(reply.data?.timing.where_is_reply).toBeTruthy()
    expect((await staff.POST('/api/v1/order/where/reply', { body: { order_id: created.id, expected_mins: 2 } })).response.status).toBe(400)
  })

  it('tracks a customer arriving', async () => {
    const created = await newOrder('kw', 101, { collectionMethod: { id: 1 } })
    const arriving = await control<Order>(sb, `/kw/orders/${created.id}/customer`, { status: 2, minutes: 6 })
    expect(arriving.user.status.id).toBe(2)
    expect(arriving.user.location?.duration).toBe(6)
    const arrived = await control<Order>(sb, `/kw/orders/${created.id}/customer`, { status: 3 })
    expect(arrived.user.location?.distance).toBe(0)
  })

  it('adjusts supermarket quantities, lets only a manager switch a product out, and confirms with them', async () => {
    const created = await newOrder('sa', 201)
    const saToken = tokens[DEMO.saManager]
    const line = created.products[0]!
    const client = api(sb, 'sa', saToken)
    const body = (qty: string) => ({ order_id: String(created.id), order_product_id: String(line.order_product_id), replacement_product_id: String(line.original.id), qty })
    const lowered = await client.POST('/api/v1/order/product/replacement', { body: body('1') })
    expect(lowered.data?.products[0]?.replacement?.qty).toBe(1)
    const tooMany = await client.POST('/api/v1/order/product/replacement', { body: body(String(line.qty + 1)) })
    expect(tooMany.error).toMatchObject({ errors: { children: { qty: {} } } })
    const out = await client.POST('/api/v1/order/product/replacement', { body: body('0') })
    expect(out.data?.products[0]?.replacement?.qty).toBe(0)
    const kwOrder = await newOrder('kw', 101)
    const notSupermarket = await api(sb, 'kw', tokens[DEMO.kwManager]).POST('/api/v1/order/product/replacement', {
      body: { order_id: String(kwOrder.id), order_product_id: String(kwOrder.products[0]!.order_product_id), replacement_product_id: String(kwOrder.products[0]!.original.id), qty: '1' },
    })
    expect(notSupermarket.response.status).toBe(400)
  })

  it('gives one order as json, in Arabic, and as an invoice; 404 for an unknown or foreign order', async () => {
    const created = await newOrder('kw', 101, { comments: '<img src=x onerror=alert(1)>' })
    const staff = api(sb, 'kw', tokens[DEMO.kwStaff])
    const en = await staff.GET('/api/v1/order/{id}', { params: { path: { id: created.id }, query: { type: 'json' } } })
    expect(en.data?.code).toBe(created.code)
    const ar = await staff.GET('/api/v1/order/{id}', { params: { path: { id: created.id }, query: { _locale: 'ar' } } })
    expect(ar.data?.status.name).toMatch(/[\u0600-\u06FF]/)
    const invoice = await raw(sb, 'GET', `/kw/api/v1/order/${created.id}/invoice`, tokens[DEMO.kwStaff])
    expect(invoice.headers.get('content-type')).toContain('text/html')
    expect(invoice.text).toContain(created.code)
    expect((await staff.GET('/api/v1/order/{id}', { params: { path: { id: 99999999 } } })).response.status).toBe(404)
    const saOrder = await newOrder('sa', 201)
    expect((await staff.GET('/api/v1/order/{id}', { params: { path: { id: saOrder.id } } })).response.status).toBe(404)
  })
})

describe('control: the current orders of a store', () => {
  it('lists what the API lists (pending and preparing), unaffected by latency and fail_next; 404 for a foreign store', async () => {
    const a = await newOrder('kw', 101)
    const b = await newOrder('kw', 101)
    await control(sb, `/kw/orders/${b.id}/status`, { status_id: 3, preparation_time: 10 })
    const gone = await newOrder('kw', 101)
    await control(sb, `/kw/orders/${gone.id}/status`, { status_id: 6 })
    const listed = await api(sb, 'kw', tokens[DEMO.kwStaff]).GET('/api/v1/store/{id}/order', { params: { path: { id: 101 }, query: { _locale: 'en' } } })
    const current = await control<Order[]>(sb, '/kw/stores/101/orders')
    expect(current.map((o) => [o.id, o.status.id])).toEqual(listed.data!.map((o) => [o.id, o.status.id]))
    expect(current.map((o) => o.id)).toEqual(expect.arrayContaining([a.id, b.id]))
    expect(current.find((o) => o.id === b.id)?.status.id).toBe(3)
    expect(current.some((o) => o.id === gone.id)).toBe(false)

    await control(sb, '/faults', { latency_ms: 5_000, fail_next: { path: '/', status: 500, count: 1 } })
    try {
      const started = Date.now()
      expect((await control<Order[]>(sb, '/kw/stores/101/orders')).map((o) => o.id)).toEqual(current.map((o) => o.id))
      expect(Date.now() - started).toBeLessThan(2_000)
    } finally {
      await control(sb, '/faults', { clear: true })
    }
    await expect(control(sb, '/sa/stores/101/orders')).rejects.toThrow(/404/)
  })
})

describe('past orders, refunds and export', () => {
  it('filters, sorts and pages with the documented defaults', async () => {
    const staff = api(sb, 'kw', tokens[DEMO.kwStaff])
    const all = await staff.GET('/api/v1/search/order', { params: { query: {} } })
    const page = all.data as { orders: Order[]; count: number }
    expect(page.orders).toHaveLength(25)
    expect(page.count).toBeGreaterThan(300)
    const times = page.orders.map((o) => Date.parse(o.timing.created))
    expect([...times].sort((a, b) => b - a)).toEqual(times)

    const declined = (await staff.GET('/api/v1/search/order', { params: { query: { status_id: 6, limit: 100 } } })).data as { orders: Order[]; count: number }
    expect(declined.orders.every((o) => o.status.id === 6)).toBe(true)

    const asc = (await staff.GET('/api/v1/search/order', { params: { query: { order_dir: 'ASC', limit: 10, offset: 10 } } })).data as { orders: Order[] }
    expect(asc.orders).toHaveLength(10)

    const code = page.orders[0]!.code
    const byCode = (await staff.GET('/api/v1/search/order', { params: { query: { q: code.slice(-4) } } })).data as { orders: Order[] }
    expect(byCode.orders.some((o) => o.code === code)).toBe(true)

    const day = page.orders[5]!.timing.created.slice(0, 10)
    const oneDay = (await staff.GET('/api/v1/search/order', { params: { query: { from_date: `${day} 00:00`, to_date: `${day} 23:59`, limit: 100 } } })).data as { orders: Order[] }
    expect(oneDay.orders.every((o) => o.timing.created.startsWith(day))).toBe(true)

    const bad = await staff.GET('/api/v1/search/order', { params: { query: { limit: 7 as 10 } } })
    expect(bad.response.status).toBe(400)
  })

  it('lists refunds and lets a manager decide one', async () => {
    const manager = api(sb, 'kw', tokens[DEMO.kwManager])
    const refunds = (await manager.GET('/api/v1/search/order', { params: { query: { refunds: 1, limit: 100 } } })).data as { orders: Order[] }
    expect(refunds.orders.length).toBeGreaterThan(0)
    const reviewed = refunds.orders.find((o) => o.refund?.status === 2)!
    const noReason = await manager.POST('/api/v1/order/refund/decide', { body: { order_id: reviewed.id, decision: 'reject' } })
    expect(noReason.error).toMatchObject({ errors: { children: { reason: {} } } })
    const staffTry = await api(sb, 'kw', tokens[DEMO.kwStaff]).POST('/api/v1/order/refund/decide', { body: { order_id: reviewed.id, decision: 'accept' } })
    expect(staffTry.response.status).toBe(403)
    const accepted = await manager.POST('/api/v1/order/refund/decide', { body: { order_id: reviewed.id, decision: 'accept', reason: 'Cold fries' } })
    expect(accepted.data?.refund).toMatchObject({ status: 3, reason: 'Cold fries' })
    expect((await manager.POST('/api/v1/order/refund/decide', { body: { order_id: reviewed.id, decision: 'reject', reason: 'x' } })).error).toMatchObject({
      message: 'Refund already accepted',
    })
  })

  it('exports a filtered csv, or a message when the export is too large', async () => {
    const r = await raw(sb, 'GET', '/kw/api/v1/search/order?export=1&status_id=6', tokens[DEMO.kwStaff])
    expect(r.headers.get('content-type')).toContain('text/csv')
    expect(r.headers.get('content-disposition')).toContain('past-orders')
    const lines = r.text.trim().split('\r\n')
    const count = ((await api(sb, 'kw', tokens[DEMO.kwStaff]).GET('/api/v1/search/order', { params: { query: { status_id: 6 } } })).data as { count: number }).count
    expect(lines.length - 1).toBe(count)
    const big = await raw(sb, 'GET', '/kw/api/v1/search/order?export=1', tokens[DEMO.kwStaff])
    const total = ((await api(sb, 'kw', tokens[DEMO.kwStaff]).GET('/api/v1/search/order', { params: { query: {} } })).data as { count: number }).count
    if (total > 1000) expect(big.json).toMatchObject({ message: expect.stringContaining('will be sent') })
    else expect(big.headers.get('content-type')).toContain('text/csv')
  })
})
