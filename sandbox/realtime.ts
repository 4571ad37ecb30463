// Each country's realtime database (firebase-server speaking the Firebase protocol) and its auth
// (a stand-in for the identitytoolkit endpoints), both on the sandbox's own port.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { createRequire } from 'node:module'
import crypto from 'node:crypto'
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
}
type FirebaseServerCtor = new (options: object, name: string, data?: unknown) => FirebaseServerInstance

export const REALTIME = {
  KW: { namespace: 'sandbox-kw', apiKey: 'sandbox-kw-key', projectId: 'sandbox-kw' },
  SA: { namespace: 'sandbox-sa', apiKey: 'sandbox-sa-key', projectId: 'sandbox-sa' },
} as const satisfies Record<CountryCode, { namespace: string; apiKey: string; projectId: string }>

const b64url = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url')
/** Unsigned JWT: the sandbox's realtime server does not verify signatures (sandbox mode only). */
export const unsignedJwt = (payload: Record<string, unknown>) => `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(payload)}.sandbox`

export function decodeJwt(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1]
  if (!part) return null
  try {
    const v = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : null
  } catch {
    return null
  }
}

export function customToken(uid: string, claims: Record<string, unknown>, nowMs: number, ttlSec = 3600): string {
  const iat = Math.floor(nowMs / 1000)
  return unsignedJwt({ iss: 'sandbox', sub: 'sandbox', aud: 'https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit', iat, exp: iat + ttlSec, uid, claims })
}

const MAX_FRAME = 16384

/**
 * The modular SDK's get() sends a one-off 'g' request, which firebase-server predates and never answers;
 * answer it from the same data so get() works here as it does against the real database.
 */
function answerGets(server: FirebaseServerInstance, ws: Socket) {
  ws.on('message', (data) => {
    let msg: { t?: string; d?: { r?: number; a?: string; b?: { p?: string } } }
    try {
      msg = JSON.parse(String(data)) as typeof msg
    } catch {
      return
    }
    if (msg.t !== 'd' || msg.d?.a !== 'g') return
    const requestId = msg.d.r
    const path = (msg.d.b?.p ?? '').replace(/^\//, '')
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
    let input: Record<string, unknown> = {}
    try {
      const text = body.toString('utf8')
      input = text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : Object.fromEntries(new URLSearchParams(text))
    } catch {
      return fail('INVALID_ARGUMENT')
    }
    const now = Math.floor(nowMs / 1000)
    const idTokenFor = (uid: string, claims: unknown) =>
      unsignedJwt({ iss: 'https://securetoken.google.com/sandbox', aud: 'sandbox', auth_time: now, user_id: uid, sub: uid, iat: now, exp: now + 3600, claims, firebase: { identities: {}, sign_in_provider: 'custom' } })
    const refreshFor = (uid: string, claims: unknown) => b64url({ uid, claims })

    if (url.pathname.endsWith('accounts:signInWithCustomToken')) {
      const claims = typeof input.token === 'string' ? decodeJwt(input.token) : null
      const uid = claims?.uid
      if (!claims || typeof uid !== 'string' || !uid) return fail('INVALID_CUSTOM_TOKEN')
      if (typeof claims.exp === 'number' && claims.exp < now) return fail('INVALID_CUSTOM_TOKEN : Token expired')
      reply(200, { kind: 'identitytoolkit#VerifyCustomTokenResponse', idToken: idTokenFor(uid, claims.claims), refreshToken: refreshFor(uid, claims.claims), expiresIn: '3600', isNewUser: false })
      return true
    }
    if (url.pathname.endsWith('accounts:lookup')) {
      const claims = typeof input.idToken === 'string' ? decodeJwt(input.idToken) : null
      const uid = claims?.user_id
      if (typeof uid !== 'string') return fail('INVALID_ID_TOKEN')
      reply(200, { kind: 'identitytoolkit#GetAccountInfoResponse', users: [{ localId: uid, lastLoginAt: String(nowMs), createdAt: String(nowMs), customAuth: true }] })
      return true
    }
    if (isSecure && url.pathname.endsWith('/token')) {
      const raw = typeof input.refresh_token === 'string' ? input.refresh_token : ''
      let parsed: { uid?: string; claims?: unknown } = {}
      try {
        parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as typeof parsed
      } catch {
        /* handled below */
      }
      if (!parsed.uid) return fail('INVALID_REFRESH_TOKEN')
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
