// Tries the dashboard's realtime decoder and the sandbox as an attacker and a careless backend would, and counts
// what happened: refused cleanly (a 4xx in the error shape, or a dropped value), accepted wrongly (2xx, or a value
// let through), crashed (5xx, a dropped connection, a throw). The figures go in the closing note of issue 23 and in
// docs/security.md.
//
//   npx tsx tests/tools/probe.ts
import { request } from 'node:http'
import { decodeActiveOrders, decodeMaintenance, decodeWire } from '../../src/lib/realtime/decode'
import { DEMO, signIn, startSandbox } from '../support/sandbox'

type Outcome = 'refused' | 'accepted' | 'crashed'
const tally: Record<Outcome, string[]> = { refused: [], accepted: [], crashed: [] }
const CONTROL = { 'x-sandbox-control': '1' }

function count(label: string, outcome: Outcome) {
  tally[outcome].push(label)
}

function probeDecode(label: string, run: () => unknown) {
  try {
    const v = run()
    count(`decode ${label}`, v && typeof v === 'object' && 'invalid' in v ? 'refused' : v === null ? 'refused' : 'accepted')
  } catch {
    count(`decode ${label}`, 'crashed')
  }
}

const wire = (event: unknown, payload: unknown) => ({ id: 'p', event, payload: typeof payload === 'string' ? payload : JSON.stringify(payload), ts: 1 })
const DECODE: [string, () => unknown][] = [
  ['partial order', () => decodeWire(wire('order_new', { order: { id: 1, code: '1' } }))],
  ['order id string', () => decodeWire(wire('order_new', { order: { id: '1' } }))],
  ['order null', () => decodeWire(wire('order_updated', { order: null }))],
  ['payload object', () => decodeWire({ id: 'p', event: 'order_new', payload: { order: {} }, ts: 1 })],
  ['pending orders of nulls', () => decodeWire(wire('pending_orders_update', { orders: [null] }))],
  ['status change without order', () => decodeWire(wire('order_status_changed', { order_id: 1 }))],
  ['customer status 9', () => decodeWire(wire('customer_status', { order_id: 1, status: { id: 9 } }))],
  ['location string', () => decodeWire(wire('customer_location', { order_id: 1, location: 'x' }))],
  ['store status 99', () => decodeWire(wire('store_status', { status: { id: 99 } }))],
  ['busy timer -1', () => decodeWire(wire('busy_timer', { in_minutes: -1, busy_until: 'x' }))],
  ['availability null', () => decodeWire(wire('collection_availability', { collection_method: null }))],
  ['menu products string', () => decodeWire(wire('menu_products', { products: 'all' }))],
  ['menu product missing', () => decodeWire(wire('menu_product', {}))],
  ['message order null', () => decodeWire(wire('customer_message', { order: null }))],
  ['maintenance event flag string', () => decodeWire(wire('maintenance_warning', { enabled: 'yes' }))],
  ['maintenance settings string', () => decodeMaintenance('on')],
  ['maintenance settings partial', () => decodeMaintenance({ enabled: true })],
  ['active_orders entry string', () => decodeActiveOrders({ 1: 'x' })],
  ['active_orders code number', () => decodeActiveOrders({ 1: { code: 1, status_id: 2, updated: 1 } })],
  ['active_orders list', () => decodeActiveOrders([1])],
]

async function main() {
  for (const [label, run] of DECODE) probeDecode(label, run)

  const sb = await startSandbox()
  const url = (p: string) => `${sb.url}${p}`
  const http = async (label: string, p: string, init: RequestInit, expect: 'refuse' = 'refuse') => {
    void expect
    try {
      const res = await fetch(url(p), init)
      const text = await res.text()
      let body: unknown = null
      try {
        body = JSON.parse(text)
      } catch {
        /* not JSON */
      }
      const shaped = !!body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string'
      if (res.status >= 500) count(label, 'crashed')
      else if (res.status >= 400 && shaped) count(label, 'refused')
      else count(label, 'accepted')
    } catch {
      count(label, 'crashed')
    }
  }
  const post = (body: unknown, headers: Record<string, string> = { 'content-type': 'application/json', ...CONTROL }): RequestInit => ({
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

  // control API: who may call it
  const order = (await (await fetch(url('/__sandbox/kw/stores/101/orders'), post({}))).json()) as { id: number }
  await http('control without its header', '/__sandbox/kw/stores/101/orders', post({}, { 'content-type': 'application/json' }))
  await http('control as a form post', '/__sandbox/reset', post('a=1', { 'content-type': 'application/x-www-form-urlencoded', ...CONTROL }))
  await http('control as text/plain', '/__sandbox/kw/stores/101/orders', post('{}', { 'content-type': 'text/plain', ...CONTROL }))
  await http('control from another origin', '/__sandbox/kw/stores/101/orders', post({}, { 'content-type': 'application/json', origin: 'https://evil.example', ...CONTROL }))
  // fetch replaces a Host header: node:http sends the one given, as a DNS-rebinding page's request would arrive
  await new Promise<void>((resolve) => {
    const req = request(url('/__sandbox/kw/stores/101/orders'), { method: 'POST', headers: { 'content-type': 'application/json', host: 'evil.example', ...CONTROL } }, (res) => {
      res.resume()
      const status = res.statusCode ?? 0
      count('control for another host', status >= 500 ? 'crashed' : status >= 400 ? 'refused' : 'accepted')
      res.on('end', resolve)
    })
    req.on('error', () => {
      count('control for another host', 'crashed')
      resolve()
    })
    req.end('{}')
  })
  await http('control read without its header', '/__sandbox/reset-tokens', { headers: {} })
  // control API: bodies
  for (const minutes of ['abc', -5, 1e308, 1.5, null]) {
    await http(`customer minutes ${String(minutes)}`, `/__sandbox/kw/orders/${order.id}/customer`, post({ status: 2, minutes }))
    await http(`location minutes ${String(minutes)}`, `/__sandbox/kw/orders/${order.id}/location`, post({ minutes }))
    // visibility takes fractions of a minute (a test holds a store visible for 90 s)
    if (minutes !== 1.5) await http(`visibility minutes ${String(minutes)}`, '/__sandbox/kw/stores/101/visibility', post({ minutes }))
  }
  await http('faults latency 1e308', '/__sandbox/faults', post({ latency_ms: 1e308 }))
  await http('faults latency -1', '/__sandbox/faults', post({ latency_ms: -1 }))
  await http('settings __proto__', '/__sandbox/kw/stores/101/settings', post('{"__proto__": {"polluted": true}}'))
  await http('settings of a made-up value type', '/__sandbox/kw/stores/101/settings', post({ polling: 'yes' }))
  await http('order with __proto__', '/__sandbox/kw/stores/101/orders', post('{"__proto__": {"isAdmin": true}}'))
  await http('maintenance warning of numbers', '/__sandbox/maintenance', post({ warning: { enabled: 1, message_english: 5 } }))
  await http('ip of an object', '/__sandbox/ip', post({ country_code: { a: 1 } }))
  await http('status of a string', `/__sandbox/kw/orders/${order.id}/status`, post({ status_id: '3' }))
  await http('driver name of 1 MB', `/__sandbox/kw/orders/${order.id}/driver`, post({ name: 'x'.repeat(1_000_000) }))

  // contract routes
  const token = await signIn(sb, DEMO.kwManager).catch(() => {
    count('sign-in still works after the bad bodies', 'crashed')
    return 'none'
  })
  const auth = { authorization: `Bearer ${token}` }
  await http('malformed percent-escape in a path', '/kw/api/v1/order/%E0%A4%A', { headers: auth })
  await http('malformed percent-escape in a control path', '/__sandbox/kw/orders/%E0%A4%A', { headers: CONTROL })
  await http('offset 1e308', '/kw/api/v1/search/order?offset=1e308', { headers: auth })
  await http('offset 10^12', '/kw/api/v1/search/order?offset=1000000000000', { headers: auth })
  await http('offset -1', '/kw/api/v1/search/order?offset=-1', { headers: auth })
  await http('limit 1000', '/kw/api/v1/search/order?limit=1000', { headers: auth })
  await http('login __proto__', '/kw/api/v1/auth/login', post('{"__proto__": {"x": 1}, "username": "a@b.c", "password": "x", "app_id": 2}', { 'content-type': 'application/json' }))
  await http('status __proto__', '/kw/api/v1/store/status', { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: '{"status_id": 1, "__proto__": {"a": 1}}' })
  const polluted = ({} as Record<string, unknown>).polluted ?? ({} as Record<string, unknown>).isAdmin
  count('prototype of the process unpolluted', polluted === undefined ? 'refused' : 'accepted')

  // push subscriptions: https only (the stand-in on the sandbox's own origin excepted), nothing extra, one account each
  const json = { ...auth, 'content-type': 'application/json' }
  const keys = { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' }
  const subscribe = (label: string, body: unknown, headers = json) => http(label, '/kw/api/v1/push/subscription', { method: 'POST', headers, body: JSON.stringify(body) })
  await subscribe('push endpoint over http', { endpoint: 'http://push.example.com/send/1', keys })
  await subscribe('push endpoint javascript:', { endpoint: 'javascript:alert(1)', keys })
  await subscribe('push endpoint of the stand-in on another origin', { endpoint: 'http://127.0.0.1:1/__sandbox/push-service/x', keys })
  await subscribe('push endpoint of a control route', { endpoint: url('/__sandbox/reset'), keys })
  await subscribe('push subscription with an extra property', { endpoint: 'https://push.example.com/send/2', keys, store_id: 102 })
  await subscribe('push keys with an extra property', { endpoint: 'https://push.example.com/send/3', keys: { ...keys, account_id: 1 } })
  const held = 'https://push.example.com/send/held'
  await fetch(url('/kw/api/v1/push/subscription'), { method: 'POST', headers: json, body: JSON.stringify({ endpoint: held, keys }) })
  const other = { authorization: `Bearer ${await signIn(sb, DEMO.saManager).catch(() => 'none')}`, 'content-type': 'application/json' }
  const staff = { authorization: `Bearer ${await signIn(sb, DEMO.kwStaff).catch(() => 'none')}`, 'content-type': 'application/json' }
  await subscribe("push endpoint another account holds", { endpoint: held, keys }, staff)
  await http("push endpoint another country's account holds", '/sa/api/v1/push/subscription', { method: 'POST', headers: other, body: JSON.stringify({ endpoint: held, keys }) })
  await fetch(url('/kw/api/v1/push/subscription'), { method: 'DELETE', headers: staff, body: JSON.stringify({ endpoint: held, auth: 'a-guess' }) })
  const still = ((await (await fetch(url('/__sandbox/push'), { headers: CONTROL })).json()) as { subscriptions: { endpoint: string }[] }).subscriptions
  count("push endpoint removed by another account without its secret", still.some((s) => s.endpoint === held) ? 'refused' : 'accepted')

  // sign-in: repeated failures must be slowed down
  let limited = false
  for (let i = 0; i < 12; i++) {
    const res = await fetch(url('/kw/api/v1/auth/login'), post({ username: DEMO.kwStaff, password: `wrong-${i}`, app_id: 2 }, { 'content-type': 'application/json' }))
    if (res.status === 429 && res.headers.get('retry-after')) limited = true
  }
  count('12 wrong passwords in a row', limited ? 'refused' : 'accepted')

  // the collectors stay bounded
  for (let i = 0; i < 3; i++) await fetch(url('/__ext/errors/report'), post({ message: 'x'.repeat(1000), level: 'error', tags: {} }, { 'content-type': 'application/json' }))
  const requests = (await (await fetch(url('/__sandbox/requests'), { headers: CONTROL })).json()) as { body?: unknown }[]
  const longest = Math.max(0, ...(Array.isArray(requests) ? requests : []).map((r) => JSON.stringify(r.body ?? null).length))
  count('request log bodies at most 2 KB', longest <= 2048 ? 'refused' : 'accepted')

  const summary = () => {
    const tried = tally.refused.length + tally.accepted.length + tally.crashed.length
    console.log(`tried ${tried}, refused cleanly ${tally.refused.length}, accepted wrongly ${tally.accepted.length}, crashes ${tally.crashed.length}`)
    if (tally.accepted.length) console.log(`accepted wrongly:\n  ${tally.accepted.join('\n  ')}`)
    if (tally.crashed.length) console.log(`crashes:\n  ${tally.crashed.join('\n  ')}`)
  }
  summary()
  // last, and printed before and after: on an unguarded sandbox this one takes the whole process down (out of memory)
  console.log('large menu of 1e9 products…')
  await http('large menu of 1e9 products', '/__sandbox/kw/stores/101/large-menu', post({ products: 1e9 }))
  await sb.close()
  summary()
}

await main()
