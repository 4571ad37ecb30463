// Bad input on every write operation: a clear 4xx in the error shape, and nothing changes.
import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { control, DEMO, raw, signIn, startSandbox, type TestSandbox } from '../support/sandbox'

let sb: TestSandbox
const tokens: Record<string, string> = {}
let ids: { pendingKw: number; preparingKw: number; pendingSa: number; line: number; product: number; refundOrder: number }

function digest(): string {
  const hash = crypto.createHash('sha256')
  const tables = sb.world.db.sql.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[]
  for (const { name } of tables) {
    for (const row of sb.world.db.sql.prepare(`SELECT * FROM ${name} ORDER BY rowid`).all()) hash.update(JSON.stringify(row))
  }
  return `${hash.digest('hex')}:${sb.world.collected.analytics.length}:${sb.world.collected.errors.length}`
}

/**
 * What a request could have changed, cheaply: the rows the sandbox's one connection has written so far (a write of
 * the same values counts too) and what it collected. The full digest above hashes the whole database, about 0.1 s.
 */
function writes(): string {
  const { n } = sb.world.db.sql.prepare<[], { n: number }>('SELECT total_changes() AS n').get()!
  return `${n}:${sb.world.collected.analytics.length}:${sb.world.collected.errors.length}`
}

type Case = { op: string; method: string; url: string; who: string | null; body: Record<string, unknown>; ids?: string[] }

beforeAll(async () => {
  sb = await startSandbox()
  for (const email of [DEMO.kwManager, DEMO.kwStaff, DEMO.saManager, DEMO.kwPolling]) tokens[email] = await signIn(sb, email)
  tokens.public = await signIn(sb, 'public@kw.sandbox', 'Public@1234')
  const a = await control<{ id: number }>(sb, '/kw/stores/101/orders', {})
  const b = await control<{ id: number }>(sb, '/kw/stores/101/orders', {})
  await control(sb, `/kw/orders/${b.id}/status`, { status_id: 3 })
  await control(sb, `/kw/orders/${b.id}/where-is`, {})
  const c = await control<{ id: number; products: { order_product_id: number; original: { id: number } }[] }>(sb, '/sa/stores/201/orders', {})
  const refunds = await raw(sb, 'GET', '/kw/api/v1/search/order?refunds=1&limit=100', tokens[DEMO.kwManager])
  const reviewed = (refunds.json!.orders as { id: number; refund: { status: number } }[]).find((o) => o.refund.status === 2)!
  ids = { pendingKw: a.id, preparingKw: b.id, pendingSa: c.id, line: c.products[0]!.order_product_id, product: c.products[0]!.original.id, refundOrder: reviewed.id }
})
afterAll(async () => {
  expect(sb.world.collected.violations).toEqual([])
  await sb.close()
})

const cases = (): Case[] => [
  { op: 'login', method: 'POST', url: '/kw/api/v1/auth/login', who: null, body: { username: DEMO.kwStaff, password: 'wrong', app_id: 2 } },
  { op: 'resettingRequest', method: 'POST', url: '/kw/api/v1/auth/resetting/request', who: null, body: { email: 'nobody@kw.demo' } },
  { op: 'resettingReset', method: 'POST', url: '/kw/api/v1/auth/resetting/reset', who: null, body: { token: 'unknown-token', password: 'Good@pass1' } },
  { op: 'impersonateVerify', method: 'POST', url: '/kw/api/v1/auth/impersonate/verify', who: 'public', body: { auth_request: 'unknown' } },
  { op: 'uploadAvatar', method: 'POST', url: '/kw/api/v1/user/avatar', who: DEMO.kwStaff, body: { avatar: 'data:image/png;base64,AAAAAAAAAAAAAAAAAAAA' } },
  { op: 'setStoreStatus', method: 'POST', url: '/kw/api/v1/store/status', who: DEMO.kwManager, body: { status_id: 3, busy_timer_mins: 15 } },
  { op: 'setCollectionAvailability', method: 'POST', url: '/kw/api/v1/store/collection/availability', who: DEMO.kwPolling, body: { dt_available: true, dt_busy_mins: 5 } },
  { op: 'changeOrderStatus', method: 'PATCH', url: '/kw/api/v1/order/status', who: DEMO.kwStaff, body: { order_id: 99999999, status_id: 3, status_name: 'confirmed', preparation_time: 10 }, ids: ['order_id'] },
  { op: 'markOrderReady', method: 'POST', url: '/kw/api/v1/order/ready', who: DEMO.kwStaff, body: { order_id: 99999999 }, ids: ['order_id'] },
  { op: 'setProductReplacement', method: 'POST', url: '/sa/api/v1/order/product/replacement', who: DEMO.saManager, body: { order_id: '99999999', order_product_id: '1', replacement_product_id: '1', qty: '1' }, ids: ['order_id'] },
  { op: 'replyWhereIs', method: 'POST', url: '/kw/api/v1/order/where/reply', who: DEMO.kwStaff, body: { order_id: 99999999, expected_mins: 5 }, ids: ['order_id'] },
  { op: 'decideRefund', method: 'POST', url: '/kw/api/v1/order/refund/decide', who: DEMO.kwManager, body: { order_id: 99999999, decision: 'reject', reason: 'x' }, ids: ['order_id'] },
  { op: 'setSoldOut', method: 'POST', url: '/kw/api/v1/store/soldout', who: DEMO.kwManager, body: { product_id: 99999999, sold_out: '1' }, ids: ['product_id'] },
  { op: 'setStock', method: 'POST', url: '/sa/api/v1/store/product/stock', who: DEMO.saManager, body: { product_id: 99999999, current: 5 }, ids: ['product_id'] },
  { op: 'savePushSubscription', method: 'POST', url: '/kw/api/v1/push/subscription', who: DEMO.kwStaff, body: { endpoint: 'not a url', keys: { p256dh: 'a', auth: 'b' } } },
  { op: 'deletePushSubscription', method: 'DELETE', url: '/kw/api/v1/push/subscription', who: DEMO.kwStaff, body: { endpoint: 'not a url' } },
  { op: 'addLoyaltyPunches', method: 'POST', url: '/kw/loyalty/store/loyalty/punch/add', who: DEMO.kwStaff, body: { phone: '+96511112222', receipt: 'R-1', amount: 1, count_punches: 1 } },
  { op: 'collectAnalytics', method: 'POST', url: '/__ext/analytics/collect', who: null, body: { events: [{ name: 'click', path: '/', ts: 1 }] } },
  { op: 'reportError', method: 'POST', url: '/__ext/errors/report', who: null, body: { message: 'x', level: 'fatal', tags: {} } },
]

const wrongType = (v: unknown): unknown => (typeof v === 'string' ? 12345 : typeof v === 'number' ? 'not-a-number' : typeof v === 'boolean' ? 'yes' : 'x')

function variants(c: Case): [string, unknown][] {
  const out: [string, unknown][] = [['an empty body', {}], ['the base case (an unknown id or a refused value)', c.body], ['a JSON array', []], ['broken JSON', '{"a": ']]
  for (const key of Object.keys(c.body)) {
    const { [key]: _dropped, ...rest } = c.body
    out.push([`${key} missing`, rest])
    out.push([`${key} of the wrong type`, { ...c.body, [key]: wrongType(c.body[key]) }])
    out.push([`${key} as a 100,000-character string`, { ...c.body, [key]: 'x'.repeat(100_000) }])
  }
  out.push(['an unexpected field', { ...c.body, injected: '<script>alert(1)</script>' }])
  return out
}

describe('bad input on every write operation', () => {
  it('covers every write operation of the contract', async () => {
    const { loadDocument } = await import('../../sandbox/contract')
    const doc = loadDocument() as { paths: Record<string, Record<string, { operationId?: string }>> }
    const writes = Object.values(doc.paths).flatMap((item) =>
      ['post', 'put', 'patch', 'delete'].map((m) => item[m]?.operationId).filter((x): x is string => !!x),
    )
    expect(cases().map((c) => c.op).sort()).toEqual(writes.sort())
  })

  it.each(cases().map((c) => [c.op, c] as const))('%s answers 4xx and changes nothing', async (_op, c) => {
    const start = digest()
    for (const [label, body] of variants(c)) {
      const before = writes()
      const r = await raw(sb, c.method, c.url, c.who ? tokens[c.who] : undefined, body)
      expect(r.status, `${c.op} with ${label}: ${r.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400)
      expect(r.status, `${c.op} with ${label}`).toBeLessThan(500)
      expect(r.json, `${c.op} with ${label} has an error body`).toMatchObject({ message: expect.any(String) })
      expect(writes(), `${c.op} with ${label} wrote to the database or collected something`).toBe(before)
    }
    expect(digest(), `${c.op}: the data after all its variants`).toBe(start)
  })

  it('refuses real ids in impossible states without changing them', async () => {
    const cases2: [string, string, string, Record<string, unknown>][] = [
      ['PATCH', '/kw/api/v1/order/status', DEMO.kwStaff, { order_id: ids.pendingKw, status_id: 4, status_name: 'dispatched' }],
      ['PATCH', '/kw/api/v1/order/status', DEMO.kwStaff, { order_id: ids.preparingKw, status_id: 6, status_name: 'declined' }],
      ['PATCH', '/kw/api/v1/order/status', DEMO.kwStaff, { order_id: ids.pendingKw, status_id: 4, status_name: 'confirmed', preparation_time: 5 }],
      ['POST', '/kw/api/v1/order/ready', DEMO.kwStaff, { order_id: ids.pendingKw }],
      ['POST', '/kw/api/v1/order/where/reply', DEMO.kwStaff, { order_id: ids.pendingKw, expected_mins: 5 }],
      ['POST', '/kw/api/v1/order/where/reply', DEMO.kwStaff, { order_id: ids.preparingKw, expected_mins: 3 }],
      ['POST', '/sa/api/v1/order/product/replacement', DEMO.saManager, { order_id: String(ids.pendingSa), order_product_id: String(ids.line), replacement_product_id: String(ids.product), qty: '999' }],
      ['POST', '/sa/api/v1/order/product/replacement', DEMO.saManager, { order_id: String(ids.pendingSa), order_product_id: '123', replacement_product_id: String(ids.product), qty: '1' }],
      ['POST', '/kw/api/v1/order/refund/decide', DEMO.kwStaff, { order_id: ids.refundOrder, decision: 'accept' }],
      ['POST', '/kw/api/v1/order/refund/decide', DEMO.kwManager, { order_id: ids.pendingKw, decision: 'accept' }],
      ['POST', '/kw/api/v1/store/soldout', DEMO.kwStaff, { product_id: 101001, sold_out: '1' }],
      ['POST', '/kw/api/v1/store/soldout', DEMO.kwManager, { product_id: 101001, choice_id: 1, sold_out: '1' }],
      ['POST', '/kw/api/v1/store/status', DEMO.kwStaff, { status_id: 1 }],
    ]
    const start = digest()
    for (const [method, url, who, body] of cases2) {
      const before = writes()
      const r = await raw(sb, method, url, tokens[who], body)
      expect(r.status, `${url} ${JSON.stringify(body)}: ${r.text}`).toBeGreaterThanOrEqual(400)
      expect(r.status).toBeLessThan(500)
      expect(writes(), `${url} ${JSON.stringify(body)} wrote to the database or collected something`).toBe(before)
    }
    expect(digest(), 'the data after all the impossible states').toBe(start)
  })
})
