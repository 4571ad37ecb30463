// Each country's realtime database (firebase-server speaking the Firebase protocol) and its auth
// (a stand-in for the identitytoolkit endpoints), both on the sandbox's own port.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { createRequire } from 'node:module'
import crypto from 'node:crypto'
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { ActiveOrderEntry, CountryCode, MaintenanceSettings, RealtimeEvent } from './contract-types'

const require = createRequire(import.meta.url)

type Snapshot = { exportVal(): unknown }
type Ref = { set(value: unknown): Promise<void>; once(event: 'value', cb: (snap: Snapshot) => void): void }
type Socket = { on(event: 'message', cb: (data: unknown) => void): void; send(data: string): void }
type FirebaseServerInstance = {
  baseRef: Ref & { child(path: string): Ref }
  wss: {
    clients: Set<{ terminate(): void }>
    handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, cb: (ws: unknown) => void): void
    emit(event: string, ...args: unknown[]): boolean
  }
  close(): Promise<void>
  setRules(rules: object): void
  setAuthSecret(secret: string): void
  targaryen: { as(auth: unknown): { read(path: string): { allowed: boolean } } }
  tokenValidator: { decode(token: string): Record<string, unknown> }
}
type FirebaseServerCtor = new (options: object, name: string, data?: unknown) => FirebaseServerInstance

export const REALTIME = {
  KW: { namespace: 'sandbox-kw', apiKey: 'sandbox-kw-key', projectId: 'sandbox-kw' },
  SA: { namespace: 'sandbox-sa', apiKey: 'sandbox-sa-key', projectId: 'sandbox-sa' },
} as const satisfies Record<CountryCode, { namespace: string; apiKey: string; projectId: string }>

const b64url = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url')

/**
 * The key the sandbox signs its tokens with (HS256): custom tokens, the auth stand-in's ID and refresh tokens, and
 * what the realtime database verifies. New per process, so no token outlives the sandbox that made it. Production
 * signs custom tokens with the service account's key (RS256) and Firebase verifies them; the rule is the same.
 */
const SECRET = crypto.randomBytes(32).toString('hex')

const hmac = (data: string) => crypto.createHmac('sha256', SECRET).update(data).digest('base64url')

/** A JWT signed with HS256, which the sandbox's realtime database (firebase-server) verifies */
export function signedJwt(payload: Record<string, unknown>): string {
  const head = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}`
  return `${head}.${hmac(head)}`
}

/** The claims of a JWT this sandbox signed; null for anything else (unsigned, another key, malformed) */
export function verifyJwt(token: string): Record<string, unknown> | null {
  const [head, body, signature, ...rest] = token.split('.')
  if (!head || !body || !signature || rest.length) return null
  const expected = Buffer.from(hmac(`${head}.${body}`))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null
  try {
    const h = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: unknown }
    if (h.alg !== 'HS256') return null
    const v = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null
  } catch {
    return null
  }
}

export function customToken(uid: string, claims: Record<string, unknown>, nowMs: number, ttlSec = 3600): string {
  const iat = Math.floor(nowMs / 1000)
  return signedJwt({ iss: 'sandbox', sub: 'sandbox', aud: 'https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit', iat, exp: iat + ttlSec, uid, claims })
}

/** realtime/database.rules.json: the rules production deploys, enforced here too */
const RULES = JSON.parse(fs.readFileSync(fileURLToPath(new URL('../realtime/database.rules.json', import.meta.url)), 'utf8')) as object

const MAX_FRAME = 16384

/**
 * The modular SDK's get() sends a one-off 'g' request, which firebase-server predates and never answers;
 * answer it from the same data so get() works here as it does against the real database.
 */
function answerGets(server: FirebaseServerInstance, ws: Socket) {
  // the connection's signed-in identity, as firebase-server keeps it for its own requests (the rules need it)
  let auth: unknown = undefined
  ws.on('message', (data) => {
    let msg: { t?: string; d?: { r?: number; a?: string; b?: { p?: string; cred?: string } } }
    try {
      msg = JSON.parse(String(data)) as typeof msg
    } catch {
      return
    }
    if (msg.t !== 'd') return
    if (msg.d?.a === 'auth' || msg.d?.a === 'gauth') {
      try {
        const decoded = server.tokenValidator.decode(String(msg.d.b?.cred ?? ''))
        auth = { provider: decoded.provider_id, token: decoded, uid: decoded.user_id ?? decoded.sub }
      } catch {
        auth = undefined
      }
      return
    }
    if (msg.d?.a === 'unauth') auth = undefined
    if (msg.d?.a !== 'g') return
    const requestId = msg.d.r
    const path = (msg.d.b?.p ?? '').replace(/^\//, '')
    if (!server.targaryen.as(auth).read(`/${path}`).allowed) {
      ws.send(JSON.stringify({ t: 'd', d: { r: requestId, b: { s: 'permission_denied', d: 'Permission denied' } } }))
      return
    }
    const ref = path ? server.baseRef.child(path) : server.baseRef
    ref.once('value', (snap) => {
      const payload = JSON.stringify({ t: 'd', d: { r: requestId, b: { s: 'ok', d: snap.exportVal() } } })
      const frames = Math.ceil(payload.length / MAX_FRAME)
      if (frames > 1) ws.send(String(frames))
      for (let i = 0; i < payload.length; i += MAX_FRAME) ws.send(payload.slice(i, i + MAX_FRAME))
    })
  })
}

export class Realtime {
  private servers: Record<CountryCode, FirebaseServerInstance>
  private down = false
  private seq = 0

  constructor() {
    const FirebaseServer = require('./fbshim.cjs') as FirebaseServerCtor
    this.servers = {
      KW: new FirebaseServer({ noServer: true }, REALTIME.KW.namespace),
      SA: new FirebaseServer({ noServer: true }, REALTIME.SA.namespace),
    }
    // Clients read only what the rules allow, with a token this sandbox signed; they write nothing.
    for (const s of Object.values(this.servers)) {
      s.setAuthSecret(SECRET)
      s.setRules(RULES)
    }
  }

  get isDown() {
    return this.down
  }

  /** Routes a websocket upgrade to the country named by the ns query parameter; false when it is not ours. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const url = new URL(req.url ?? '/', 'http://sandbox')
    if (!url.pathname.endsWith('.ws')) return false
    const ns = url.searchParams.get('ns')
    const country = (Object.keys(REALTIME) as CountryCode[]).find((c) => REALTIME[c].namespace === ns)
    if (!country || this.down) {
      socket.write('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n')
      socket.destroy()
      return true
    }
    const server = this.servers[country]
    server.wss.handleUpgrade(req, socket, head, (ws) => {
      answerGets(server, ws as Socket)
      server.wss.emit('connection', ws, req)
    })
    return true
  }

  /** Cuts every connection and refuses new ones (fault control), or lets them back in. */
  setDown(down: boolean) {
    this.down = down
    if (down) for (const s of Object.values(this.servers)) for (const c of s.wss.clients) c.terminate()
  }

  private set(country: CountryCode, path: string, value: unknown) {
    // firebase-server's internal reference never resolves this promise; the value is applied synchronously.
    void this.servers[country].baseRef.child(path).set(value)
  }

  publish(country: CountryCode, storeUuid: string, event: RealtimeEvent, nowMs: number) {
    const id = `${nowMs.toString(36)}-${(this.seq++).toString(36)}-${crypto.randomBytes(3).toString('hex')}`
    this.set(country, `store/${storeUuid}/object`, { id, event: event.event, payload: JSON.stringify(event.payload), ts: nowMs })
  }

  /**
   * Publishes a value as it is given, malformed included (the control API's events route): what a careless backend
   * could write. `payload` that is not a string is JSON-encoded as the contract's wire object says; `raw` replaces
   * the whole value at the path.
   */
  publishRaw(country: CountryCode, storeUuid: string, value: { raw: unknown } | { event: unknown; payload: unknown }, nowMs: number) {
    if ('raw' in value) return this.set(country, `store/${storeUuid}/object`, value.raw)
    const id = `${nowMs.toString(36)}-${(this.seq++).toString(36)}-${crypto.randomBytes(3).toString('hex')}`
    const payload = typeof value.payload === 'string' ? value.payload : JSON.stringify(value.payload ?? null)
    this.set(country, `store/${storeUuid}/object`, { id, event: value.event, payload, ts: nowMs })
  }

  /** Writes any value at a path of one country's database (malformed active_orders or maintenance settings) */
  setRaw(country: CountryCode, path: string, value: unknown) {
    this.set(country, path, value)
  }

  /** Clears the store's last event (after a reset) so no client replays a stale one. */
  publishNull(country: CountryCode, storeUuid: string) {
    this.set(country, `store/${storeUuid}/object`, null)
  }

  setActiveOrders(country: CountryCode, storeUuid: string, entries: Record<string, ActiveOrderEntry>) {
    this.set(country, `store/${storeUuid}/active_orders`, Object.keys(entries).length ? entries : null)
  }

  setMaintenance(settings: MaintenanceSettings) {
    for (const c of Object.keys(this.servers) as CountryCode[]) this.set(c, 'settings/maintenance', settings)
  }

  /** identitytoolkit / securetoken stand-in for signInWithCustomToken; true when the request was one of them. */
  handleAuth(req: IncomingMessage, res: ServerResponse, body: Buffer, nowMs: number): boolean {
    const url = new URL(req.url ?? '/', 'http://sandbox')
    const isIdentity = url.pathname.startsWith('/identitytoolkit.googleapis.com/')
    const isSecure = url.pathname.startsWith('/securetoken.googleapis.com/')
    if (!isIdentity && !isSecure) return false
    const headers = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': '*',
      'access-control-allow-methods': 'POST, GET, OPTIONS',
      'content-type': 'application/json',
    }
    const reply = (status: number, json: unknown) => {
      res.writeHead(status, headers)
      res.end(JSON.stringify(json))
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, headers)
      res.end()
      return true
    }
    const fail = (message: string) => {
      reply(400, { error: { code: 400, message, errors: [{ message, domain: 'global', reason: 'invalid' }] } })
      return true
    }
    const key = url.searchParams.get('key')
    if (!Object.values(REALTIME).some((r) => r.apiKey === key)) return fail('API_KEY_INVALID')
    let input: Record<string, unknown>
    try {
      const text = body.toString('utf8')
      input = text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : Object.fromEntries(new URLSearchParams(text))
    } catch {
      return fail('INVALID_ARGUMENT')
    }
    const now = Math.floor(nowMs / 1000)
    // Developer claims sit at the top of the ID token, as Firebase puts them (the rules read auth.token.store_uuid).
    const idTokenFor = (uid: string, claims: unknown) =>
      signedJwt({ ...(claims && typeof claims === 'object' ? claims : {}), iss: 'https://securetoken.google.com/sandbox', aud: 'sandbox', auth_time: now, user_id: uid, sub: uid, iat: now, exp: now + 3600, firebase: { identities: {}, sign_in_provider: 'custom' } })
    const refreshFor = (uid: string, claims: unknown) => signedJwt({ uid, claims })

    if (url.pathname.endsWith('accounts:signInWithCustomToken')) {
      const claims = typeof input.token === 'string' ? verifyJwt(input.token) : null
      const uid = claims?.uid
      if (!claims || typeof uid !== 'string' || !uid) return fail('INVALID_CUSTOM_TOKEN')
      if (typeof claims.exp === 'number' && claims.exp < now) return fail('INVALID_CUSTOM_TOKEN : Token expired')
      reply(200, { kind: 'identitytoolkit#VerifyCustomTokenResponse', idToken: idTokenFor(uid, claims.claims), refreshToken: refreshFor(uid, claims.claims), expiresIn: '3600', isNewUser: false })
      return true
    }
    if (url.pathname.endsWith('accounts:lookup')) {
      const claims = typeof input.idToken === 'string' ? verifyJwt(input.idToken) : null
      const uid = claims?.user_id
      if (typeof uid !== 'string') return fail('INVALID_ID_TOKEN')
      reply(200, { kind: 'identitytoolkit#GetAccountInfoResponse', users: [{ localId: uid, lastLoginAt: String(nowMs), createdAt: String(nowMs), customAuth: true }] })
      return true
    }
    if (isSecure && url.pathname.endsWith('/token')) {
      const raw = typeof input.refresh_token === 'string' ? input.refresh_token : ''
      const parsed = (verifyJwt(raw) ?? {}) as { uid?: string; claims?: unknown }
      if (typeof parsed.uid !== 'string' || !parsed.uid) return fail('INVALID_REFRESH_TOKEN')
      const idToken = idTokenFor(parsed.uid, parsed.claims)
      reply(200, { access_token: idToken, id_token: idToken, expires_in: '3600', token_type: 'Bearer', refresh_token: raw, user_id: parsed.uid, project_id: 'sandbox' })
      return true
    }
    return fail('OPERATION_NOT_ALLOWED')
  }

  async close() {
    for (const s of Object.values(this.servers)) {
      for (const c of s.wss.clients) c.terminate()
      await s.close().catch(() => undefined)
    }
  }
}
