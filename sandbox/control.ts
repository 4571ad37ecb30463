// The control API under /__sandbox/: what tests and demos use to make things happen (loopback only).
import type { IncomingMessage } from 'node:http'
import type { CountryCode, CustomerStatusId, OrderStatusId } from './contract-types'
import { ApiError, badRequest, notFound, ok, type Result } from './http'
import { checkControlBody } from './control-bodies'
import { askWhereIs, changeStatus, createOrder, loadOrder, moveCustomer, publishUpdate, setCustomerStatus, type StatusName } from './services/orders'
import { PREFIXES, expireMethodNow, loadStore, setAvailability, setStatus, setVisibleFor } from './services/store'
import { buildLargeMenu } from './seed/menus'
import { fillHistory } from './services/history'
import { DEMO_PASSWORD, PUBLIC_ACCOUNT_PASSWORD } from './seed/accounts'
import { REALTIME } from './realtime'
import { MAPS_TOKEN } from './api/external'
import { collect, emit, syncActiveOrders, type World } from './world'
import type { SeedStore } from './seed/types'

export type ControlDeps = {
  w: World
  reset: () => Promise<void>
  simulator: { enabled: boolean; setEnabled(on: boolean): void }
}

const STATUS_NAME: Partial<Record<OrderStatusId, StatusName>> = {
  3: 'confirmed',
  4: 'dispatched',
  5: 'delivered',
  6: 'declined',
  7: 'cancelled',
  8: 'no_show',
}

const COUNTRY: Record<string, CountryCode> = { kw: 'KW', sa: 'SA' }

function obj(body: unknown): Record<string, unknown> {
  if (body === undefined) return {}
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('The body must be a JSON object')
  return body as Record<string, unknown>
}

function int(v: unknown, name: string, allowed?: readonly number[]): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || (allowed && !allowed.includes(v))) {
    throw badRequest(`${name} must be ${allowed ? `one of ${allowed.join(', ')}` : 'an integer'}`)
  }
  return v
}

export function sandboxConfig(w: World) {
  const origin = w.origin()
  const host = new URL(origin)
  const country = (c: CountryCode) => ({
    api: `${origin}/${c.toLowerCase()}`,
    loyalty: `${origin}/${c.toLowerCase()}/loyalty`,
    realtime: {
      databaseURL: `https://${REALTIME[c].namespace}.firebaseio.com`,
      namespace: REALTIME[c].namespace,
      apiKey: REALTIME[c].apiKey,
      projectId: REALTIME[c].projectId,
      emulator: { host: host.hostname, port: Number(host.port) },
    },
    public_account: { username: `public@${c.toLowerCase()}.sandbox`, password: PUBLIC_ACCOUNT_PASSWORD },
  })
  return {
    origin,
    countries: { KW: country('KW'), SA: country('SA') },
    external: {
      ip: `${origin}/__ext/ip`,
      maps: `${origin}/__ext/maps`,
      maps_token: MAPS_TOKEN,
      analytics: `${origin}/__ext/analytics`,
      errors: `${origin}/__ext/errors`,
      maintenance: `${origin}/maintenance.json`,
    },
    stores: w.db.seedStores().map((s) => ({
      country: s.country,
      id: s.store.id,
      uuid: s.store.uuid,
      name: s.store.name,
      brand: s.store.brand.name,
      supermarket: s.store.brand.supermarket,
      polling: s.store.polling,
      timezone: s.store.timezone,
      currency: s.store.currency.code,
    })),
    accounts: w.db.accounts().map((a) => ({
      email: a.email,
      password: a.public ? PUBLIC_ACCOUNT_PASSWORD : DEMO_PASSWORD,
      name: a.name,
      roles: a.roles,
      country: a.country,
      store_id: a.store_id,
      public: a.public,
    })),
  }
}

function storeIn(w: World, country: CountryCode, storeId: number): SeedStore {
  const s = loadStore(w, storeId)
  if (s.country !== country) throw notFound('Store not found in this country')
  return s
}

function orderIn(w: World, country: CountryCode, orderId: number) {
  const rec = loadOrder(w, orderId)
  if (rec.meta.country !== country) throw notFound('Order not found in this country')
  return rec
}

/** The raw realtime routes: events ({event, payload} or {raw}), active-orders and maintenance ({value}) */
function rawRealtime(w: World, country: CountryCode, storeId: number | null, what: string, b: Record<string, unknown>): Result {
  const uuid = storeId === null ? '' : storeIn(w, country, storeId).store.uuid
  if (what === 'events' && !('raw' in b) && !('event' in b)) throw badRequest('Send {event, payload} or {raw}')
  if (what !== 'events' && !('value' in b)) throw badRequest('Send {value}')
  try {
    if (what === 'events') w.realtime.publishRaw(country, uuid, 'raw' in b ? { raw: b.raw } : { event: b.event, payload: b.payload }, w.now())
    else if (what === 'active-orders') w.realtime.setRaw(country, `store/${uuid}/active_orders`, b.value)
    else w.realtime.setRaw(country, 'settings/maintenance', b.value)
  } catch (e) {
    throw badRequest(`The realtime database refused the value: ${(e as Error).message}`)
  }
  return ok({ ok: true })
}

export async function control(req: IncomingMessage, path: string, body: unknown, deps: ControlDeps, rawLength = 0): Promise<Result> {
  const { w } = deps
  const method = req.method ?? 'GET'
  const m = (re: RegExp) => path.match(re)
  let g: RegExpMatchArray | null

  if (method === 'GET') {
    switch (path) {
      case '/__sandbox/config':
        return ok(sandboxConfig(w))
      case '/__sandbox/analytics':
        return ok(w.collected.analytics)
      case '/__sandbox/errors':
        return ok(w.collected.errors)
      case '/__sandbox/violations':
        return ok(w.collected.violations)
      case '/__sandbox/requests':
        return ok(w.collected.requests)
      case '/__sandbox/push':
        return ok({ sent: w.collected.push, subscriptions: w.db.allPushSubscriptions(), received: w.collected.pushReceived })
      case '/__sandbox/reset-tokens':
        return ok(w.db.resetTokens().map((t) => ({ ...t, used: t.used === 1, path: `/resetting/reset/${t.token}` })))
    }
    if ((g = m(/^\/__sandbox\/(kw|sa)\/orders\/(\d+)$/))) return ok(orderIn(w, COUNTRY[g[1]!]!, Number(g[2])).order)
    if ((g = m(/^\/__sandbox\/(kw|sa)\/stores\/(\d+)$/))) return ok(storeIn(w, COUNTRY[g[1]!]!, Number(g[2])).store)
    if ((g = m(/^\/__sandbox\/(kw|sa)\/stores\/(\d+)\/menu$/))) return ok(w.db.menu(storeIn(w, COUNTRY[g[1]!]!, Number(g[2])).store.id))
    // the store's current orders (pending and preparing) as the sandbox holds them: what every tablet's board should
    // show. Read past the fault injection (latency, fail_next), which only the contract routes get.
    if ((g = m(/^\/__sandbox\/(kw|sa)\/stores\/(\d+)\/orders$/))) return ok(w.db.currentOrders(storeIn(w, COUNTRY[g[1]!]!, Number(g[2])).store.id).map((r) => r.order))
    throw notFound(`No control route ${method} ${path}`)
  }
  if (method !== 'POST') throw new ApiError(405, { code: 405, message: 'Control routes take GET or POST' })

  // A stand-in push service for tests: browsers here cannot reach a vendor's push service, so a test may
  // subscribe with an endpoint on this route; the sandbox's real web-push request (encrypted, VAPID-signed) lands here.
  // What a browser tells its push service when the page unsubscribes: later deliveries answer 410 Gone, as a
  // vendor's would, and the sender drops the subscription (sandbox/push.ts).
  if ((g = m(/^\/__sandbox\/push-service\/([\w-]+)\/unsubscribe$/))) {
    collect(w.collected.pushGone, g[1]!)
    return { status: 201, text: '' }
  }
  if ((g = m(/^\/__sandbox\/push-service\/([\w-]+)$/))) {
    if (w.collected.pushGone.includes(g[1]!)) return { status: 410, text: '' }
    collect(w.collected.pushReceived, {
      at: w.now(),
      id: g[1]!,
      encoding: String(req.headers['content-encoding'] ?? ''),
      authorization: String(req.headers.authorization ?? '').slice(0, 16),
      ttl: String(req.headers.ttl ?? ''),
      bytes: rawLength,
    })
    return { status: 201, text: '' }
  }
  const b = obj(body)
  checkControlBody(path, b)
  if (path === '/__sandbox/reset') {
    await deps.reset()
    return ok({ ok: true })
  }
  if (path === '/__sandbox/maintenance') {
    if ('file' in b) w.maintenance.file = b.file === true
    if ('warning' in b) {
      const warn = obj(b.warning)
      w.maintenance.warning = {
        enabled: warn.enabled === true,
        message_english: typeof warn.message_english === 'string' ? warn.message_english : w.maintenance.warning.message_english,
        message_arabic: typeof warn.message_arabic === 'string' ? warn.message_arabic : w.maintenance.warning.message_arabic,
      }
      w.db.kv.set('maintenance_warning', w.maintenance.warning)
      w.realtime.setMaintenance(w.maintenance.warning)
      for (const s of w.db.seedStores()) emit(w, s, { event: 'maintenance_warning', payload: w.maintenance.warning })
    }
    w.db.kv.set('maintenance_file', w.maintenance.file)
    return ok(w.maintenance)
  }
  if (path === '/__sandbox/faults') {
    if ('latency_ms' in b) w.faults.latencyMs = int(b.latency_ms, 'latency_ms')
    if ('fail_next' in b) {
      const f = obj(b.fail_next)
      if (typeof f.path !== 'string' || !f.path) throw badRequest('fail_next.path must be a non-empty string')
      w.faults.failNext.push({ path: f.path, status: int(f.status ?? 500, 'fail_next.status'), count: int(f.count ?? 1, 'fail_next.count'), malformed: f.malformed === true })
    }
    if ('active_orders_delay_ms' in b) w.faults.activeOrdersDelayMs = int(b.active_orders_delay_ms, 'active_orders_delay_ms')
    if ('drop_events' in b) w.faults.dropEvents = int(b.drop_events, 'drop_events')
    if ('clear' in b && b.clear === true) {
      w.faults.latencyMs = 0
      w.faults.failNext = []
      w.faults.activeOrdersDelayMs = 0
      w.faults.dropEvents = 0
      w.realtime.setDown(false)
    }
    if ('realtime_down' in b) w.realtime.setDown(b.realtime_down === true)
    return ok({ latency_ms: w.faults.latencyMs, fail_next: w.faults.failNext, realtime_down: w.realtime.isDown, active_orders_delay_ms: w.faults.activeOrdersDelayMs, drop_events: w.faults.dropEvents })
  }
  if (path === '/__sandbox/ip') {
    w.ip = { country: typeof b.country_code === 'string' ? b.country_code : null, fail: b.fail === true }
    return ok(w.ip)
  }
  if (path === '/__sandbox/simulator') {
    deps.simulator.setEnabled(b.enabled === true)
    return ok({ enabled: deps.simulator.enabled })
  }
  if (path === '/__sandbox/sessions/expire') {
    const account = typeof b.email === 'string' ? w.db.accountByEmail(b.email) : null
    if (typeof b.email === 'string' && !account) throw notFound('No such account')
    w.db.expireSessions(account?.id)
    return ok({ ok: true })
  }

  if ((g = m(/^\/__sandbox\/(kw|sa)\/auth-requests$/))) {
    const country = COUNTRY[g[1]!]!
    const account = typeof b.email === 'string' ? w.db.accountByEmail(b.email) : null
    if (!account || account.public || account.country !== country) throw badRequest('email must name a store account of this country')
    const code = w.db.createAuthRequest(country, account.id, w.now())
    return ok({ auth_request: code, path: `/impersonate/${country}/${code}` })
  }
  // Raw realtime values, malformed included, so tests can play a careless backend (nothing here is validated but
  // what the database itself refuses, such as keys with '.', '#', '$', '[', ']' or '/').
  if ((g = m(/^\/__sandbox\/(kw|sa)\/stores\/(\d+)\/(events|active-orders)$/))) return rawRealtime(w, COUNTRY[g[1]!]!, Number(g[2]), g[3]!, b)
  if ((g = m(/^\/__sandbox\/(kw|sa)\/realtime\/maintenance$/))) return rawRealtime(w, COUNTRY[g[1]!]!, null, 'maintenance', b)
  if ((g = m(/^\/__sandbox\/(kw|sa)\/stores\/(\d+)\/(orders|status|availability|settings|busy-notice|large-menu|history|expire|visibility)$/))) {
    const s = storeIn(w, COUNTRY[g[1]!]!, Number(g[2]))
    switch (g[3]) {
      case 'orders':
        return { status: 201, json: createOrder(w, s.store.id, b) }
      case 'status': {
        const status_id = int(b.status_id, 'status_id', [1, 2, 3])
        if (status_id === 2) {
          // Service hours close a store; the dashboard cannot choose Closed itself.
          s.store.status = { id: 2, name: 'Closed' }
          s.store.busy_timer_mins = null
          s.store.busy_until = null
          w.db.saveSeedStore(s)
          emit(w, s, { event: 'store_status', payload: { status: s.store.status, busy_timer_mins: null, busy_until: null, changed_by: null } })
          return ok({ status: s.store.status, busy_timer_mins: null, busy_until: null })
        }
        const busy = b.busy_timer_mins === undefined ? undefined : (int(b.busy_timer_mins, 'busy_timer_mins', [5, 10, 15, 20, 30, 60]) as 5 | 10 | 15 | 20 | 30 | 60)
        return ok(setStatus(w, s, { status_id: status_id as 1 | 3, ...(busy ? { busy_timer_mins: busy } : {}) }, null))
      }
      case 'availability':
        return ok({ collection_method: setAvailability(w, s, b, null) })
      case 'settings': {
        const allowed = ['polling', 'change_status_allowed', 'change_collection_allowed', 'soldout_allowed', 'stock_enabled', 'change_stock_allowed', 'hide_discount', 'service_hours', 'delivery', 'preparation_times', 'default_prep_time', 'brand']
        for (const [k, v] of Object.entries(b)) {
          if (!allowed.includes(k)) throw badRequest(`${k} cannot be set here (allowed: ${allowed.join(', ')})`)
          const cur = (s.store as Record<string, unknown>)[k]
          ;(s.store as Record<string, unknown>)[k] = cur && typeof cur === 'object' && !Array.isArray(cur) && v && typeof v === 'object' ? { ...cur, ...v } : v
        }
        w.db.saveSeedStore(s)
        return ok(s.store)
      }
      case 'busy-notice': {
        const until = s.store.busy_until ?? new Date(w.now() + 60_000).toISOString()
        emit(w, s, { event: 'busy_timer', payload: { in_minutes: 1, busy_until: until } })
        return ok({ ok: true })
      }
      case 'expire': {
        // a busy collection method's minutes run out now: collection_availability_expired, as the timer would send
        const method = b.method
        if (typeof method !== 'string' || !(PREFIXES as string[]).includes(method)) throw badRequest(`method must be one of ${PREFIXES.join(', ')}`)
        return ok({ collection_method: expireMethodNow(w, s.store.id, method as (typeof PREFIXES)[number]) })
      }
      case 'visibility': {
        // customers see the store for this many more minutes (0 or less: invisible now), as after a 'Yes' long ago
        const minutes = b.minutes
        if (typeof minutes !== 'number' || !Number.isFinite(minutes)) throw badRequest('minutes must be a number')
        return ok(setVisibleFor(w, s, minutes * 60_000))
      }
      case 'history':
        // each of the last `days` closed days topped up to `per_day` finished orders (the insights benchmark)
        return ok(fillHistory(w, s.store.id, int(b.days ?? 30, 'days'), int(b.per_day ?? 250, 'per_day')))
      case 'large-menu': {
        const count = int(b.products ?? 2000, 'products')
        const menu = buildLargeMenu(s.store.id, count, 1_000_000 + s.store.id * 10_000)
        w.db.saveMenu(menu)
        return ok({ products: menu.products.length, categories: menu.categories.length })
      }
    }
  }
  if ((g = m(/^\/__sandbox\/(kw|sa)\/orders\/(\d+)\/(customer|location|where-is|status|driver)$/))) {
    const country = COUNTRY[g[1]!]!
    const id = Number(g[2])
    orderIn(w, country, id)
    switch (g[3]) {
      case 'customer': {
        const status = int(b.status, 'status', [1, 2, 3]) as CustomerStatusId
        const minutes = b.minutes === undefined ? undefined : int(b.minutes, 'minutes')
        return ok(setCustomerStatus(w, id, status, minutes))
      }
      case 'location':
        return ok(moveCustomer(w, id, int(b.minutes, 'minutes')))
      case 'where-is':
        return ok(askWhereIs(w, id))
      case 'status': {
        const status_id = int(b.status_id, 'status_id', [3, 4, 5, 6, 7, 8]) as OrderStatusId
        const { order } = orderIn(w, country, id)
        const prep = b.preparation_time === undefined ? (w.db.seedStore(order.store.id)?.store.default_prep_time ?? 10) : int(b.preparation_time, 'preparation_time')
        return ok(changeStatus(w, id, { status_id, status_name: STATUS_NAME[status_id]!, ...(status_id === 3 ? { preparation_time: prep } : {}) }, null))
      }
      case 'driver': {
        const rec = orderIn(w, country, id)
        if (!rec.order.delivery) throw badRequest('This order is not a delivery order')
        rec.order.delivery.driver = {
          id: 900 + (id % 100),
          user: { name: typeof b.name === 'string' ? b.name : 'Hero Driver', phone: '+96550000000' },
          status: { id: (b.status === undefined ? 1 : int(b.status, 'status', [1, 2, 3])) as CustomerStatusId },
          location: null,
        }
        const s = loadStore(w, rec.meta.storeId)
        publishUpdate(w, s, rec.order, rec.meta)
        syncActiveOrders(w, s)
        return ok(rec.order)
      }
    }
  }
  throw notFound(`No control route ${method} ${path}`)
}
