// The sandbox as an attacker or a careless script finds it (issue 23): who may call the control API, sign-in
// throttling, and a fuzz of bad input on every operation of the contract and every control route — each answer a
// 4xx in the spec's error shape, nothing changed, and valid calls still working afterwards.
import crypto from 'node:crypto'
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadDocument } from '../../sandbox/contract'
import { controlGuardMiddleware } from '../../sandbox/guard'
import { LOGGED_BODY_MAX } from '../../sandbox/server'
import { collect, COLLECTOR_CAP } from '../../sandbox/world'
import { control, DEMO, raw, signIn, startSandbox, type TestSandbox } from '../support/sandbox'

let sb: TestSandbox
let clock = Date.now()
let token = ''

beforeAll(async () => {
  sb = await startSandbox({ now: () => clock })
  token = await signIn(sb, DEMO.kwManager)
})
afterAll(async () => {
  expect(sb.world.collected.violations).toEqual([])
  await sb.close()
})

function digest(): string {
  const hash = crypto.createHash('sha256')
  const tables = sb.world.db.sql.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name != 'sessions' ORDER BY name").all() as { name: string }[]
  for (const { name } of tables) for (const row of sb.world.db.sql.prepare(`SELECT * FROM ${name} ORDER BY rowid`).all()) hash.update(JSON.stringify(row))
  return hash.digest('hex')
}

async function send(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  const res = await fetch(`${sb.url}${path}`, init)
  const text = await res.text()
  let json: unknown = null
  try {
    json = JSON.parse(text)
  } catch {
    /* not JSON */
  }
  return { status: res.status, json: json as { message?: unknown } | null, headers: res.headers }
}

/** A POST through node:http, which sends the Host header given (fetch replaces it) */
function sendRaw(path: string, headers: Record<string, string>, body: string): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${sb.url}${path}`, { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (res) => {
      let text = ''
      res.on('data', (c: Buffer) => (text += c.toString('utf8')))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) as unknown }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

const JSON_CONTROL = { 'content-type': 'application/json', 'x-sandbox-control': '1' }

describe('the control API answers its own callers only', () => {
  it.each([
    ['without X-Sandbox-Control', { 'content-type': 'application/json' }, 403],
    ['as a form post', { 'content-type': 'application/x-www-form-urlencoded', 'x-sandbox-control': '1' }, 415],
    ['as text/plain', { 'content-type': 'text/plain', 'x-sandbox-control': '1' }, 415],
    ['from another origin', { ...JSON_CONTROL, origin: 'https://evil.example' }, 403],
    ['from an opaque origin', { ...JSON_CONTROL, origin: 'null' }, 403],
    ['to a rebound host name', { ...JSON_CONTROL, host: 'evil.example' }, 403],
  ])('refuses a write %s', async (_label, headers, status) => {
    const before = digest()
    const r = await sendRaw('/__sandbox/kw/stores/101/orders', headers, '{}')
    expect(r.status).toBe(status)
    expect(r.json).toMatchObject({ code: status, message: expect.any(String) })
    expect(digest()).toBe(before)
  })

  it('refuses a read without the header, and answers one with it from the same origin', async () => {
    expect((await send('/__sandbox/reset-tokens')).status).toBe(403)
    const origin = new URL(sb.url).origin
    expect((await send('/__sandbox/config', { headers: { 'x-sandbox-control': '1', origin } })).status).toBe(200)
  })

  it('the Vite proxies apply the same check before forwarding', () => {
    const run = (headers: Record<string, string>, method = 'POST') => {
      let forwarded = false
      const res = { statusCode: 200, body: '', setHeader: () => undefined, end: (b: string) => void (res.body = b) }
      controlGuardMiddleware({ method, url: '/__sandbox/reset', headers: { host: 'localhost:5173', ...headers } }, res, () => (forwarded = true))
      return { forwarded, status: res.statusCode }
    }
    expect(run({ 'content-type': 'application/json' })).toEqual({ forwarded: false, status: 403 })
    expect(run({ ...JSON_CONTROL, origin: 'https://evil.example' })).toEqual({ forwarded: false, status: 403 })
    expect(run({ ...JSON_CONTROL, host: 'evil.example:5173' })).toEqual({ forwarded: false, status: 403 })
    expect(run({ ...JSON_CONTROL, origin: 'http://localhost:5173' })).toEqual({ forwarded: true, status: 200 })
  })
})

describe('sign-in throttling', () => {
  it('answers 429 with Retry-After after 5 failures of an account, refuses even the right password meanwhile, and lets it in after', async () => {
    const login = (password: string) => raw(sb, 'POST', '/kw/api/v1/auth/login', undefined, { username: DEMO.kwStaff, password, app_id: 2 })
    for (let i = 0; i < 4; i++) expect((await login(`Wrong@${i}`)).status).toBe(401)
    const fifth = await login('Wrong@5')
    expect(fifth.status).toBe(429)
    expect(Number(fifth.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(fifth.json).toMatchObject({ code: 429, message: expect.stringMatching(/Too many failed sign-in attempts/) })
    expect((await login(DEMO.password)).status).toBe(429)
    // another account is not held back
    expect((await raw(sb, 'POST', '/kw/api/v1/auth/login', undefined, { username: DEMO.kwManager, password: DEMO.password, app_id: 2 })).status).toBe(200)
    clock += Number(fifth.headers.get('retry-after')) * 1000 + 1
    expect((await login(DEMO.password)).status).toBe(200)
  })
})

describe('the collectors stay bounded', () => {
  it('the request log keeps redacted bodies of at most 2 KB, and no collector grows past its cap', async () => {
    await raw(sb, 'POST', '/kw/api/v1/auth/login', undefined, { username: 'x'.repeat(170) + '@b.c', password: 'p'.repeat(4000), app_id: 2 })
    await raw(sb, 'POST', '/__ext/errors/report', undefined, { message: 'm'.repeat(1900), level: 'error', tags: { a: 'b'.repeat(1000) } })
    const log = await control<{ body: unknown }[]>(sb, '/requests')
    for (const r of log) expect(JSON.stringify(r.body ?? null).length).toBeLessThanOrEqual(LOGGED_BODY_MAX)
    expect(JSON.stringify(log)).not.toContain('pppp')
    const list: number[] = []
    for (let i = 0; i < COLLECTOR_CAP + 10; i++) collect(list, i)
    expect(list).toHaveLength(COLLECTOR_CAP)
    expect(list[0]).toBe(10)
    collect(list, ...Array.from({ length: COLLECTOR_CAP * 3 }, (_, i) => -i))
    expect(list).toHaveLength(COLLECTOR_CAP)
  })
})

// ---------------------------------------------------------------------------------------------------- fuzz
type Operation = { method: string; path: string; operationId: string; params: { name: string; in: string; schema?: { type?: string; enum?: unknown[] } }[]; body: boolean }

function operations(): Operation[] {
  const doc = loadDocument() as { paths: Record<string, Record<string, { operationId?: string; parameters?: Operation['params']; requestBody?: unknown; tags?: string[] }>> }
  const out: Operation[] = []
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!op?.operationId) continue
      const tag = op.tags?.[0]
      const base = tag === 'loyalty' ? '/kw/loyalty' : tag === 'external' ? null : tag === 'static' ? '' : '/kw'
      if (base === null) {
        const ext = path === '/collect' ? '/__ext/analytics' : path === '/report' ? '/__ext/errors' : path.startsWith('/directions') ? '/__ext/maps' : '/__ext/ip'
        out.push({ method: method.toUpperCase(), path: ext + path, operationId: op.operationId, params: op.parameters ?? [], body: !!op.requestBody })
      } else out.push({ method: method.toUpperCase(), path: base + path, operationId: op.operationId, params: op.parameters ?? [], body: !!op.requestBody })
    }
  }
  return out
}

const BAD_BODIES = ['{"__proto__": {"polluted": true}}', '{"constructor": {"prototype": {"polluted": true}}}', '[]', 'null', '"text"', '{"a": ', '1e308', `{"x": "${'y'.repeat(70_000)}"}`]
const BAD_NUMBERS = ['1e308', '-1', 'abc', '1.5', '99999999999999999999', '%E0%A4%A']

/** Each bad request for one operation: [label, path with query, body] */
function badRequests(op: Operation): [string, string, string | undefined][] {
  const fill = (v: string) => op.path.replace(/\{[^}]+\}/g, v)
  const valid = fill('101')
  const out: [string, string, string | undefined][] = [
    ['a malformed percent-escape in the path', `${valid}/%E0%A4%A`, undefined],
    ['a __proto__ query key', `${valid}?__proto__=1`, undefined],
  ]
  if (op.path.includes('{')) for (const v of BAD_NUMBERS) out.push([`path parameter ${v}`, fill(v), undefined])
  for (const p of op.params.filter((p) => p.in === 'query' && (p.schema?.type === 'integer' || p.schema?.enum))) {
    for (const v of BAD_NUMBERS) out.push([`${p.name}=${v}`, `${valid}?${p.name}=${encodeURIComponent(v)}`, undefined])
  }
  if (op.body) for (const b of BAD_BODIES) out.push([`body ${b.slice(0, 40)}`, valid, b])
  return out
}

const CONTROL_WRITES = [
  '/faults', '/maintenance', '/ip', '/simulator', '/sessions/expire', '/kw/auth-requests',
  '/kw/stores/101/orders', '/kw/stores/101/status', '/kw/stores/101/availability', '/kw/stores/101/settings', '/kw/stores/101/busy-notice',
  '/kw/stores/101/expire', '/kw/stores/101/visibility', '/kw/stores/101/large-menu', '/kw/stores/101/events', '/kw/stores/101/active-orders',
  '/kw/realtime/maintenance', '/kw/orders/{order}/customer', '/kw/orders/{order}/location', '/kw/orders/{order}/where-is', '/kw/orders/{order}/status',
  '/kw/orders/{order}/driver',
]
const BAD_CONTROL_BODIES = [
  ...BAD_BODIES,
  '{"minutes": "abc", "status": 2}', '{"minutes": -5, "status": 2}', '{"minutes": 1e308, "status": 2}', '{"status_id": "3"}', '{"status_id": 99}',
  '{"latency_ms": 1e308}', '{"products": 1e9}', '{"polling": "yes"}', '{"warning": {"enabled": 1}}', '{"unexpected": true}',
]

describe('no 5xx on any bad input', () => {
  it('every operation of the contract answers its bad requests with a 4xx in the error shape, and changes nothing', async () => {
    const before = digest()
    const wrong: string[] = []
    for (const op of operations()) {
      for (const [label, path, body] of badRequests(op)) {
        const r = await send(path, {
          method: op.method,
          headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          body,
        })
        const ok = r.status >= 400 && r.status < 500 && typeof r.json?.message === 'string'
        if (!ok) wrong.push(`${op.operationId} ${op.method} with ${label}: ${r.status}`)
      }
    }
    expect(wrong).toEqual([])
    expect(digest()).toBe(before)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('every control write answers its bad bodies with a 4xx in the error shape, and changes nothing', async () => {
    const order = await control<{ id: number }>(sb, '/kw/stores/101/orders', {})
    const before = digest()
    const wrong: string[] = []
    for (const route of CONTROL_WRITES) {
      const path = `/__sandbox${route.replace('{order}', String(order.id))}`
      for (const body of BAD_CONTROL_BODIES) {
        // the orders route takes any part of an order: an unknown field is refused by the Order schema
        const r = await send(path, { method: 'POST', headers: JSON_CONTROL, body })
        const ok = r.status >= 400 && r.status < 500 && typeof r.json?.message === 'string'
        if (!ok) wrong.push(`${route} with ${body.slice(0, 40)}: ${r.status}`)
      }
      const bad = await send(`${path}/%E0%A4%A`, { method: 'POST', headers: JSON_CONTROL, body: '{}' })
      if (bad.status !== 400) wrong.push(`${route} with a malformed escape: ${bad.status}`)
    }
    expect(wrong).toEqual([])
    expect(digest()).toBe(before)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('valid calls still work afterwards', async () => {
    const fresh = await signIn(sb, DEMO.kwManager)
    expect((await raw(sb, 'GET', '/kw/api/v1/store/101', fresh)).status).toBe(200)
    expect((await raw(sb, 'GET', '/kw/api/v1/search/order?offset=100000&limit=10', fresh)).status).toBe(200)
    const order = await control<{ id: number }>(sb, '/kw/stores/101/orders', {})
    expect(await control(sb, `/kw/orders/${order.id}/customer`, { status: 2, minutes: 5 })).toMatchObject({ id: order.id })
  })
})
