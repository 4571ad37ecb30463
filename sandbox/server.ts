// The sandbox: one HTTP server on one port that stands in for everything outside the browser.
import http from 'node:http'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { createContract } from './contract'
import { openDb } from './db'
import { ApiError, errorResult, isLoopback, parseJsonBody, readBody, send, type Result } from './http'
import { checkedPath, checkQueryKeys, controlRefusal } from './guard'
import { Realtime } from './realtime'
import { buildSeed } from './seed/index'
import { createRng } from './seed/rng'
import { handlers } from './api/handlers'
import type { Extra, Surface } from './api/call'
import { control } from './control'
import { serveMedia, serveStatic } from './static'
import { Timers } from './timers'
import { Simulator } from './simulator'
import { notifyNewOrder } from './push'
import { cancelDelayedWrites, collect, recordViolation, syncActiveOrders, type World } from './world'
import type { CountryCode, MaintenanceSettings } from './contract-types'
import { PREFIXES, VISIBILITY_MS } from './services/store'
import { iso } from './time'

export type SandboxOptions = {
  port?: number
  host?: string
  dataDir: string
  fresh?: boolean
  simulate?: boolean
  /** a response that breaks the contract becomes a 500 (tests); otherwise it is only logged */
  strict?: boolean
  /** seed a few current orders for the demo */
  currentOrders?: boolean
  log?: (line: string) => void
  now?: () => number
}

export type Sandbox = { url: string; port: number; world: World; close(): Promise<void> }

const DEFAULT_WARNING: MaintenanceSettings = {
  enabled: false,
  message_english: 'Scheduled maintenance tonight from 02:00 to 03:00. Orders keep arriving, but the dashboard may reload.',
  message_arabic: 'صيانة مجدولة الليلة من الساعة ٢:٠٠ إلى ٣:٠٠. تستمر الطلبات بالوصول، وقد يُعاد تحميل لوحة التحكم.',
}

type Route = { surface: Surface; country: CountryCode | null; path: string }

/** Which part of the contract a URL belongs to, and the contract path inside it */
function classify(pathname: string): Route | null {
  const country = pathname.match(/^\/(kw|sa)(\/.*)$/)
  if (country) {
    const code = country[1]!.toUpperCase() as CountryCode
    const rest = country[2]!
    if (rest.startsWith('/api/')) return { surface: 'api', country: code, path: rest }
    if (rest.startsWith('/loyalty/')) return { surface: 'loyalty', country: code, path: rest.slice('/loyalty'.length) }
    return null
  }
  if (pathname === '/maintenance.json') return { surface: 'static', country: null, path: pathname }
  const ext = pathname.match(/^\/__ext\/(ip|maps|analytics|errors)(\/.*)$/)
  if (ext) return { surface: 'ext', country: null, path: ext[2]! }
  return null
}

const SURFACE_OF_TAG: Record<string, Surface> = { loyalty: 'loyalty', static: 'static', external: 'ext' }

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

const SECRET_FIELDS = new Set(['password', 'avatar', 'token', 'auth_request', 'auth', 'p256dh', 'refresh_token'])
/** The longest body the request log keeps, as JSON */
export const LOGGED_BODY_MAX = 2048

/** The body as the request log keeps it: secrets replaced at any depth, and at most LOGGED_BODY_MAX characters */
export function redact(body: unknown): unknown {
  const hide = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(hide)
    if (!v || typeof v !== 'object') return v
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, SECRET_FIELDS.has(k) ? '[redacted]' : hide(x)]))
  }
  const safe = hide(body)
  const text = JSON.stringify(safe) ?? ''
  return text.length <= LOGGED_BODY_MAX ? safe : { truncated: text.slice(0, LOGGED_BODY_MAX - 64), bytes: text.length }
}

export async function createSandbox(opts: SandboxOptions): Promise<Sandbox> {
  const log = opts.log ?? ((line: string) => console.log(`[sandbox] ${line}`))
  const now = opts.now ?? (() => Date.now())
  const dbFile = path.join(opts.dataDir, 'sandbox.sqlite')
  const seed = () => buildSeed(new Date(now()), { currentOrders: opts.currentOrders ?? false })
  let port = opts.port ?? 8080

  const w: World = {
    db: openDb(dbFile, { fresh: opts.fresh ?? false, seed }),
    realtime: new Realtime(),
    now,
    log,
    rng: createRng(now() % 2 ** 31),
    strict: opts.strict ?? false,
    origin: () => `http://${opts.host === '0.0.0.0' || !opts.host ? 'localhost' : opts.host}:${port}`,
    faults: { latencyMs: 0, failNext: [], activeOrdersDelayMs: 0, dropEvents: 0 },
    maintenance: { file: false, warning: DEFAULT_WARNING },
    ip: { country: 'KW', fail: false },
    collected: { analytics: [], errors: [], violations: [], requests: [], push: [], pushReceived: [], pushGone: [] },
    hooks: { storeChanged: () => undefined, newPendingOrder: () => undefined },
  }
  const timers = new Timers(w)
  const simulator = new Simulator(w)
  w.hooks.storeChanged = (storeId) => timers.schedule(storeId)
  w.hooks.newPendingOrder = (s, id, code) => void notifyNewOrder(w, s, id, code)

  /** Brings the realtime databases (in memory) and the timers back in line with what SQLite holds. */
  function restoreLiveState() {
    w.maintenance.file = w.db.kv.get<boolean>('maintenance_file') ?? false
    w.maintenance.warning = w.db.kv.get<MaintenanceSettings>('maintenance_warning') ?? DEFAULT_WARNING
    w.realtime.setMaintenance(w.maintenance.warning)
    for (const s of w.db.seedStores()) {
      // Busy states seeded without an end get one now, so nothing stays busy forever.
      const cm = s.store.collection_method as unknown as Record<string, unknown>
      for (const p of PREFIXES) {
        const mins = cm[`${p}_busy_mins`]
        if (typeof mins === 'number' && !cm[`${p}_busy_until`]) cm[`${p}_busy_until`] = iso(now() + mins * 60_000, s.store.timezone)
      }
      if (s.store.status.id === 3 && s.store.busy_timer_mins && !s.store.busy_until) {
        s.store.busy_until = iso(now() + s.store.busy_timer_mins * 60_000, s.store.timezone)
      }
      // The demo stores start visible; the dashboard's 'Yes' / 'Go Live' keeps them so.
      s.store.visibility = { visible: true, visible_until: iso(now() + VISIBILITY_MS, s.store.timezone) }
      w.db.saveSeedStore(s)
      syncActiveOrders(w, s)
    }
    timers.scheduleAll()
  }
  restoreLiveState()

  const contract = await createContract<Extra>(handlers)
  const surfaceOf = new Map<string, Surface>()
  for (const op of contract.api.getOperations()) {
    const tag = op.tags?.[0] ?? ''
    surfaceOf.set(op.operationId!, SURFACE_OF_TAG[tag] ?? 'api')
  }

  async function handleContract(req: http.IncomingMessage, url: URL, route: Route, raw: Buffer): Promise<Result> {
    const full = url.pathname
    if (w.faults.latencyMs > 0) await sleep(w.faults.latencyMs)
    const fault = w.faults.failNext.find((f) => full.includes(f.path) && f.count > 0)
    if (fault) {
      fault.count -= 1
      if (fault.count <= 0) w.faults.failNext = w.faults.failNext.filter((f) => f !== fault)
      if (fault.malformed) return { status: fault.status, text: '{"broken": ', contentType: 'application/json' }
      return { status: fault.status, json: { code: fault.status, message: http.STATUS_CODES[fault.status] ?? 'Error' } }
    }
    checkQueryKeys(url.searchParams.keys())
    const query: Record<string, string | string[]> = {}
    for (const key of new Set(url.searchParams.keys())) {
      const all = url.searchParams.getAll(key)
      query[key] = all.length > 1 ? all : all[0]!
    }
    const request = { method: req.method ?? 'GET', path: route.path, query, headers: req.headers, body: undefined as unknown }
    const operation = contract.api.matchOperation(request as never)
    if (operation && surfaceOf.get(operation.operationId!) !== route.surface) {
      return errorResult(new ApiError(404, { code: 404, message: `No route found for "${request.method} ${full}"` }))
    }
    let result: Result
    try {
      request.body = parseJsonBody(raw, req.headers['content-type'])
      result = (await contract.handle(request, { w, country: route.country, surface: route.surface })) as Result
    } catch (e) {
      if (!(e instanceof ApiError)) throw e
      result = errorResult(e)
    }
    if (operation && result.json !== undefined) {
      const errors = contract.checkResponse(operation.operationId!, result.status, result.json)
      if (errors) {
        recordViolation(w, `${operation.operationId} ${result.status}`, errors)
        if (w.strict) result = { status: 500, json: { code: 500, message: 'Sandbox response does not match the contract', errors } }
      }
    }
    collect(w.collected.requests, { at: now(), method: request.method, path: full + url.search, status: result.status, body: redact(request.body) })
    return result
  }

  async function reset() {
    simulator.setEnabled(false)
    timers.clear()
    cancelDelayedWrites(w)
    w.db.close()
    w.db = openDb(dbFile, { fresh: true, seed })
    w.faults = { latencyMs: 0, failNext: [], activeOrdersDelayMs: 0, dropEvents: 0 }
    w.realtime.setDown(false)
    w.ip = { country: 'KW', fail: false }
    w.collected = { analytics: [], errors: [], violations: [], requests: [], push: [], pushReceived: [], pushGone: [] }
    for (const s of w.db.seedStores()) w.realtime.publishNull(s.country, s.store.uuid)
    restoreLiveState()
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://sandbox')
    try {
      checkedPath(url.pathname)
      const raw = req.method === 'GET' || req.method === 'HEAD' ? Buffer.alloc(0) : await readBody(req)
      if (w.realtime.handleAuth(req, res, raw, now())) return
      if (url.pathname.startsWith('/__sandbox/')) {
        if (!isLoopback(req.socket.remoteAddress)) return send(res, { status: 403, json: { code: 403, message: 'The control API answers loopback only' } })
        const refusal = controlRefusal(req.method ?? 'GET', url.pathname, req.headers)
        if (refusal) return send(res, errorResult(refusal))
        // The push-service stand-in receives an encrypted body, not JSON.
        const body = url.pathname.startsWith('/__sandbox/push-service/') ? undefined : parseJsonBody(raw, req.headers['content-type'])
        return send(res, await control(req, url.pathname, body, { w, reset, simulator }, raw.length))
      }
      const route = classify(url.pathname)
      if (route) return send(res, await handleContract(req, url, route, raw))
      if (url.pathname.startsWith('/media/')) return send(res, serveMedia(w, url.pathname))
      if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, { status: 405, text: 'Method Not Allowed' })
      return send(res, serveStatic(url.pathname, req.headers['accept-encoding']))
    } catch (e) {
      if (e instanceof ApiError) return send(res, errorResult(e))
      log(`ERROR ${req.method} ${url.pathname}: ${(e as Error).stack ?? String(e)}`)
      return send(res, { status: 500, json: { code: 500, message: 'Internal Server Error' } })
    }
  })
  server.on('upgrade', (req, socket, head) => {
    if (!w.realtime.handleUpgrade(req, socket, head)) socket.destroy()
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, opts.host ?? '127.0.0.1', () => resolve())
  })
  port = (server.address() as AddressInfo).port
  if (opts.simulate) simulator.setEnabled(true)

  return {
    url: w.origin(),
    port,
    world: w,
    async close() {
      simulator.setEnabled(false)
      timers.clear()
      cancelDelayedWrites(w)
      await w.realtime.close()
      server.closeAllConnections()
      await new Promise<void>((r) => server.close(() => r()))
      w.db.close()
    },
  }
}
