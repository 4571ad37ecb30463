// SQLite persistence of everything staff can change, so a restart of the sandbox keeps it.
import fs from 'node:fs'
import path from 'node:path'
import crypto from 'node:crypto'
import type { CountryCode, Order } from './contract-types'
import { openSqlite, type Sqlite } from './sqlite'
import type { OrderMeta, Seed, SeedAccount, SeedCustomer, SeedLoyaltyCard, SeedMenu, SeedStore } from './seed/types'

const SCHEMA = `
CREATE TABLE IF NOT EXISTS kv (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS accounts (
  id INTEGER PRIMARY KEY, email TEXT NOT NULL UNIQUE COLLATE NOCASE, password_hash TEXT NOT NULL, name TEXT NOT NULL,
  roles TEXT NOT NULL, country TEXT NOT NULL, store_id INTEGER, public INTEGER NOT NULL,
  avatar BLOB, avatar_type TEXT, avatar_version INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS sessions (
  token TEXT PRIMARY KEY, account_id INTEGER NOT NULL, country TEXT NOT NULL, kind TEXT NOT NULL,
  impersonated INTEGER NOT NULL DEFAULT 0, created INTEGER NOT NULL, expires INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS reset_tokens (
  token TEXT PRIMARY KEY, account_id INTEGER NOT NULL, email TEXT NOT NULL, country TEXT NOT NULL,
  created INTEGER NOT NULL, used INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS auth_requests (
  code TEXT PRIMARY KEY, country TEXT NOT NULL, account_id INTEGER NOT NULL, created INTEGER NOT NULL, used INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS stores (id INTEGER PRIMARY KEY, country TEXT NOT NULL, data TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS menus (store_id INTEGER PRIMARY KEY, data TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS customers (id INTEGER PRIMARY KEY, country TEXT NOT NULL, phone TEXT NOT NULL, data TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS orders (
  id INTEGER PRIMARY KEY, country TEXT NOT NULL, store_id INTEGER NOT NULL, code TEXT NOT NULL, status_id INTEGER NOT NULL,
  created_ms INTEGER NOT NULL, phone TEXT NOT NULL, name TEXT NOT NULL, has_refund INTEGER NOT NULL,
  order_json TEXT NOT NULL, meta_json TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS orders_store_status ON orders (store_id, status_id);
CREATE INDEX IF NOT EXISTS orders_store_created ON orders (store_id, created_ms);
CREATE UNIQUE INDEX IF NOT EXISTS orders_country_code ON orders (country, code);
CREATE TABLE IF NOT EXISTS loyalty_cards (
  country TEXT NOT NULL, brand_id INTEGER NOT NULL, phone TEXT NOT NULL, name TEXT, count_orders INTEGER,
  created TEXT, count_punches INTEGER NOT NULL, PRIMARY KEY (country, brand_id, phone));
CREATE TABLE IF NOT EXISTS punches (
  id INTEGER PRIMARY KEY, country TEXT NOT NULL, brand_id INTEGER NOT NULL, phone TEXT NOT NULL, receipt TEXT NOT NULL,
  amount REAL NOT NULL, count INTEGER NOT NULL, created TEXT NOT NULL, account_id INTEGER NOT NULL);
CREATE UNIQUE INDEX IF NOT EXISTS punches_receipt ON punches (country, brand_id, receipt);
CREATE TABLE IF NOT EXISTS push_subscriptions (
  endpoint TEXT PRIMARY KEY, account_id INTEGER NOT NULL, store_id INTEGER NOT NULL, country TEXT NOT NULL,
  data TEXT NOT NULL, created INTEGER NOT NULL);
`

export type AccountRow = {
  id: number
  email: string
  password_hash: string
  name: string
  roles: string[]
  country: CountryCode
  store_id: number | null
  public: boolean
  avatar_version: number
  has_avatar: boolean
}

export type SessionRow = {
  token: string
  account_id: number
  country: CountryCode
  kind: 'user' | 'public'
  impersonated: boolean
  created: number
  expires: number
}

export type PastOrderFilter = {
  storeId: number
  statusIds: number[]
  refunds: boolean
  q: string | null
  fromMs: number | null
  toMs: number | null
  dir: 'ASC' | 'DESC'
  limit: number | null
  offset: number
}

export function hashPassword(password: string): string {
  const salt = crypto.randomBytes(16).toString('hex')
  return `${salt}:${crypto.scryptSync(password, salt, 32).toString('hex')}`
}

export function verifyPassword(password: string, stored: string): boolean {
  const [salt, hash] = stored.split(':')
  if (!salt || !hash) return false
  const candidate = crypto.scryptSync(password, salt, 32)
  return crypto.timingSafeEqual(candidate, Buffer.from(hash, 'hex'))
}

type RawAccount = Omit<AccountRow, 'roles' | 'public' | 'has_avatar'> & { roles: string; public: number; has_avatar: number }
type RawOrder = { order_json: string; meta_json: string }

const toAccount = (r: RawAccount | undefined): AccountRow | null =>
  r ? { ...r, roles: JSON.parse(r.roles) as string[], public: r.public === 1, has_avatar: r.has_avatar === 1 } : null

export type Db = ReturnType<typeof openDb>

export function openDb(file: string, opts: { fresh: boolean; seed: () => Seed }) {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  if (opts.fresh) for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true })
  const sql = openSqlite(file)
  sql.pragma('journal_mode = WAL')
  sql.pragma('synchronous = NORMAL')
  sql.exec(SCHEMA)

  const kvGet = sql.prepare<[string], { value: string }>('SELECT value FROM kv WHERE key = ?')
  const kvSet = sql.prepare('INSERT INTO kv (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value')
  const accountCols = 'id, email, password_hash, name, roles, country, store_id, public, avatar_version, avatar IS NOT NULL AS has_avatar'
  const orderUpsert = sql.prepare(`INSERT INTO orders (id, country, store_id, code, status_id, created_ms, phone, name, has_refund, order_json, meta_json)
    VALUES (@id, @country, @store_id, @code, @status_id, @created_ms, @phone, @name, @has_refund, @order_json, @meta_json)
    ON CONFLICT(id) DO UPDATE SET status_id = excluded.status_id, has_refund = excluded.has_refund,
      order_json = excluded.order_json, meta_json = excluded.meta_json, phone = excluded.phone, name = excluded.name`)

  function orderRow(order: Order, meta: OrderMeta) {
    const u = order.user
    const name = u.name ?? [u.firstname, u.lastname].filter(Boolean).join(' ')
    return {
      id: order.id,
      country: meta.country,
      store_id: meta.storeId,
      code: order.code,
      status_id: order.status.id,
      created_ms: Date.parse(order.timing.created),
      phone: u.phone,
      name,
      has_refund: order.refund ? 1 : 0,
      order_json: JSON.stringify(order),
      meta_json: JSON.stringify(meta),
    }
  }
  const parseOrder = (r: RawOrder | undefined) =>
    r ? { order: JSON.parse(r.order_json) as Order, meta: JSON.parse(r.meta_json) as OrderMeta } : null

  const db = {
    sql,
    kv: {
      get<T>(key: string): T | null {
        const r = kvGet.get(key)
        return r ? (JSON.parse(r.value) as T) : null
      },
      set(key: string, value: unknown) {
        kvSet.run(key, JSON.stringify(value))
      },
    },

    // ------------------------------------------------------------------ accounts and sessions
    accountByEmail(email: string): AccountRow | null {
      return toAccount(sql.prepare<[string], RawAccount>(`SELECT ${accountCols} FROM accounts WHERE email = ?`).get(email))
    },
    account(id: number): AccountRow | null {
      return toAccount(sql.prepare<[number], RawAccount>(`SELECT ${accountCols} FROM accounts WHERE id = ?`).get(id))
    },
    accounts(): AccountRow[] {
      return sql.prepare<[], RawAccount>(`SELECT ${accountCols} FROM accounts ORDER BY id`).all().map((r) => toAccount(r)!)
    },
    setPassword(accountId: number, password: string) {
      sql.prepare('UPDATE accounts SET password_hash = ? WHERE id = ?').run(hashPassword(password), accountId)
    },
    setAvatar(accountId: number, bytes: Buffer, type: string) {
      sql.prepare('UPDATE accounts SET avatar = ?, avatar_type = ?, avatar_version = avatar_version + 1 WHERE id = ?').run(bytes, type, accountId)
    },
    avatar(accountId: number): { avatar: Buffer; avatar_type: string } | null {
      return (
        sql.prepare<[number], { avatar: Buffer; avatar_type: string }>('SELECT avatar, avatar_type FROM accounts WHERE id = ? AND avatar IS NOT NULL').get(accountId) ?? null
      )
    },
    createSession(s: Omit<SessionRow, 'token'>): string {
      const token = crypto.randomBytes(24).toString('base64url')
      sql.prepare('INSERT INTO sessions (token, account_id, country, kind, impersonated, created, expires) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(token, s.account_id, s.country, s.kind, s.impersonated ? 1 : 0, s.created, s.expires)
      return token
    },
    session(token: string): SessionRow | null {
      const r = sql.prepare<[string], Omit<SessionRow, 'impersonated'> & { impersonated: number }>('SELECT * FROM sessions WHERE token = ?').get(token)
      return r ? { ...r, impersonated: r.impersonated === 1 } : null
    },
    expireSessions(accountId?: number) {
      if (accountId === undefined) sql.prepare('UPDATE sessions SET expires = 0').run()
      else sql.prepare('UPDATE sessions SET expires = 0 WHERE account_id = ?').run(accountId)
    },
    createResetToken(accountId: number, email: string, country: CountryCode, now: number): string {
      const token = crypto.randomBytes(20).toString('hex')
      sql.prepare('INSERT INTO reset_tokens (token, account_id, email, country, created) VALUES (?, ?, ?, ?, ?)').run(token, accountId, email, country, now)
      return token
    },
    resetToken(token: string) {
      return (
        sql.prepare<[string], { token: string; account_id: number; email: string; country: CountryCode; created: number; used: number }>(
          'SELECT * FROM reset_tokens WHERE token = ?',
        ).get(token) ?? null
      )
    },
    useResetToken(token: string) {
      sql.prepare('UPDATE reset_tokens SET used = 1 WHERE token = ?').run(token)
    },
    resetTokens() {
      return sql.prepare('SELECT token, email, country, created, used FROM reset_tokens ORDER BY created DESC').all() as {
        token: string
        email: string
        country: CountryCode
        created: number
        used: number
      }[]
    },
    createAuthRequest(country: CountryCode, accountId: number, now: number): string {
      const code = crypto.randomBytes(16).toString('hex')
      sql.prepare('INSERT INTO auth_requests (code, country, account_id, created) VALUES (?, ?, ?, ?)').run(code, country, accountId, now)
      return code
    },
    authRequest(code: string) {
      return (
        sql.prepare<[string], { code: string; country: CountryCode; account_id: number; created: number; used: number }>(
          'SELECT * FROM auth_requests WHERE code = ?',
        ).get(code) ?? null
      )
    },
    useAuthRequest(code: string) {
      sql.prepare('UPDATE auth_requests SET used = 1 WHERE code = ?').run(code)
    },

    // ------------------------------------------------------------------ stores, menus, customers
    seedStore(id: number): SeedStore | null {
      const r = sql.prepare<[number], { data: string }>('SELECT data FROM stores WHERE id = ?').get(id)
      return r ? (JSON.parse(r.data) as SeedStore) : null
    },
    seedStores(): SeedStore[] {
      return sql.prepare<[], { data: string }>('SELECT data FROM stores ORDER BY id').all().map((r) => JSON.parse(r.data) as SeedStore)
    },
    saveSeedStore(s: SeedStore) {
      sql.prepare('INSERT INTO stores (id, country, data) VALUES (?, ?, ?) ON CONFLICT(id) DO UPDATE SET data = excluded.data').run(s.store.id, s.country, JSON.stringify(s))
    },
    menu(storeId: number): SeedMenu | null {
      const r = sql.prepare<[number], { data: string }>('SELECT data FROM menus WHERE store_id = ?').get(storeId)
      return r ? (JSON.parse(r.data) as SeedMenu) : null
    },
    saveMenu(menu: SeedMenu) {
      sql.prepare('INSERT INTO menus (store_id, data) VALUES (?, ?) ON CONFLICT(store_id) DO UPDATE SET data = excluded.data').run(menu.storeId, JSON.stringify(menu))
    },
    customer(id: number): SeedCustomer | null {
      const r = sql.prepare<[number], { data: string }>('SELECT data FROM customers WHERE id = ?').get(id)
      return r ? (JSON.parse(r.data) as SeedCustomer) : null
    },
    customers(country: CountryCode): SeedCustomer[] {
      return sql.prepare<[string], { data: string }>('SELECT data FROM customers WHERE country = ? ORDER BY id').all(country).map((r) => JSON.parse(r.data) as SeedCustomer)
    },

    // ------------------------------------------------------------------ orders
    order(id: number) {
      return parseOrder(sql.prepare<[number], RawOrder>('SELECT order_json, meta_json FROM orders WHERE id = ?').get(id))
    },
    saveOrder(order: Order, meta: OrderMeta) {
      orderUpsert.run(orderRow(order, meta))
    },
    /** many orders in one transaction (thousands of history orders in well under a second) */
    saveOrders(list: Array<{ order: Order; meta: OrderMeta }>) {
      sql.transaction(() => {
        for (const { order, meta } of list) orderUpsert.run(orderRow(order, meta))
      })
    },
    currentOrders(storeId: number) {
      return sql.prepare<[number], RawOrder>('SELECT order_json, meta_json FROM orders WHERE store_id = ? AND status_id IN (2, 3) ORDER BY created_ms, id')
        .all(storeId).map((r) => parseOrder(r)!)
    },
    ordersBetween(storeId: number, fromMs: number, toMs: number) {
      return sql.prepare<[number, number, number], RawOrder>('SELECT order_json, meta_json FROM orders WHERE store_id = ? AND created_ms >= ? AND created_ms < ? ORDER BY created_ms, id')
        .all(storeId, fromMs, toMs).map((r) => parseOrder(r)!)
    },
    phoneKnown(country: CountryCode, storeIds: number[], phone: string): boolean {
      if (storeIds.length === 0) return false
      const marks = storeIds.map(() => '?').join(',')
      return !!sql.prepare(`SELECT 1 FROM orders WHERE country = ? AND phone = ? AND store_id IN (${marks}) LIMIT 1`).get(country, phone, ...storeIds)
    },
    searchOrders(f: PastOrderFilter) {
      const where = ['store_id = @storeId', `status_id IN (${f.statusIds.map(Number).join(',')})`]
      const params: Record<string, unknown> = { storeId: f.storeId }
      if (f.refunds) where.push('has_refund = 1')
      if (f.q) {
        where.push("(code LIKE @q ESCAPE '\\' OR phone LIKE @q ESCAPE '\\' OR name LIKE @q ESCAPE '\\' COLLATE NOCASE)")
        params.q = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      }
      if (f.fromMs !== null) {
        where.push('created_ms >= @from')
        params.from = f.fromMs
      }
      if (f.toMs !== null) {
        where.push('created_ms <= @to')
        params.to = f.toMs
      }
      const clause = where.join(' AND ')
      const count = (sql.prepare(`SELECT COUNT(*) AS n FROM orders WHERE ${clause}`).get(params) as { n: number }).n
      // bound, never spliced into the SQL: the contract caps both, and a value past that is refused before here
      const page = f.limit === null ? '' : ' LIMIT @limit OFFSET @offset'
      if (f.limit !== null) Object.assign(params, { limit: Math.trunc(Number(f.limit)), offset: Math.trunc(Number(f.offset)) })
      const rows = sql.prepare(`SELECT order_json, meta_json FROM orders WHERE ${clause} ORDER BY created_ms ${f.dir === 'ASC' ? 'ASC' : 'DESC'}, id ${f.dir === 'ASC' ? 'ASC' : 'DESC'}${page}`)
        .all(params) as RawOrder[]
      return { count, rows: rows.map((r) => parseOrder(r)!) }
    },
    maxOrderId(): number {
      return (sql.prepare('SELECT COALESCE(MAX(id), 0) AS n FROM orders').get() as { n: number }).n
    },
    codeTaken(country: CountryCode, code: string): boolean {
      return !!sql.prepare('SELECT 1 FROM orders WHERE country = ? AND code = ?').get(country, code)
    },
    reportDays(storeId: number): number[] {
      return (sql.prepare('SELECT created_ms FROM orders WHERE store_id = ? AND status_id IN (4,5,6,7,8) ORDER BY created_ms DESC').all(storeId) as { created_ms: number }[]).map((r) => r.created_ms)
    },

    // ------------------------------------------------------------------ loyalty
    loyaltyCard(country: CountryCode, brandId: number, phone: string): SeedLoyaltyCard | null {
      const r = sql.prepare('SELECT * FROM loyalty_cards WHERE country = ? AND brand_id = ? AND phone = ?').get(country, brandId, phone) as
        | { country: CountryCode; brand_id: number; phone: string; name: string | null; count_orders: number | null; created: string | null; count_punches: number }
        | undefined
      return r
        ? { country: r.country, brandId: r.brand_id, phone: r.phone, name: r.name ?? '', count_orders: r.count_orders ?? 0, created: r.created ?? '', count_punches: r.count_punches }
        : null
    },
    saveLoyaltyCard(c: SeedLoyaltyCard) {
      sql.prepare(`INSERT INTO loyalty_cards (country, brand_id, phone, name, count_orders, created, count_punches) VALUES (?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT(country, brand_id, phone) DO UPDATE SET name = excluded.name, count_orders = excluded.count_orders, count_punches = excluded.count_punches`)
        .run(c.country, c.brandId, c.phone, c.name, c.count_orders, c.created, c.count_punches)
    },
    receiptPunched(country: CountryCode, brandId: number, receipt: string): boolean {
      return !!sql.prepare('SELECT 1 FROM punches WHERE country = ? AND brand_id = ? AND receipt = ? COLLATE NOCASE').get(country, brandId, receipt)
    },
    addPunch(p: { country: CountryCode; brandId: number; phone: string; receipt: string; amount: number; count: number; created: string; accountId: number }) {
      sql.prepare('INSERT INTO punches (country, brand_id, phone, receipt, amount, count, created, account_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
        .run(p.country, p.brandId, p.phone, p.receipt, p.amount, p.count, p.created, p.accountId)
    },

    // ------------------------------------------------------------------ push
    savePushSubscription(endpoint: string, accountId: number, storeId: number, country: CountryCode, data: unknown, now: number) {
      sql.prepare(`INSERT INTO push_subscriptions (endpoint, account_id, store_id, country, data, created) VALUES (?, ?, ?, ?, ?, ?)
        ON CONFLICT(endpoint) DO UPDATE SET account_id = excluded.account_id, store_id = excluded.store_id, data = excluded.data`)
        .run(endpoint, accountId, storeId, country, JSON.stringify(data), now)
    },
    pushSubscriptionOwner(endpoint: string): number | null {
      return (sql.prepare('SELECT account_id FROM push_subscriptions WHERE endpoint = ?').get(endpoint) as { account_id: number } | undefined)?.account_id ?? null
    },
    /** The caller's own endpoint, or any account's when the caller shows the subscription's auth secret */
    deletePushSubscription(endpoint: string, accountId: number, auth: string | null) {
      sql.prepare(`DELETE FROM push_subscriptions WHERE endpoint = ? AND (account_id = ? OR (? IS NOT NULL AND json_extract(data, '$.keys.auth') = ?))`)
        .run(endpoint, accountId, auth, auth)
    },
    /** The push service says the endpoint is gone (404 or 410): the browser unsubscribed it */
    dropPushSubscription(endpoint: string) {
      sql.prepare('DELETE FROM push_subscriptions WHERE endpoint = ?').run(endpoint)
    },
    pushSubscriptions(storeId: number) {
      return (sql.prepare('SELECT endpoint, account_id, data FROM push_subscriptions WHERE store_id = ?').all(storeId) as { endpoint: string; account_id: number; data: string }[])
        .map((r) => ({ endpoint: r.endpoint, accountId: r.account_id, subscription: JSON.parse(r.data) as { endpoint: string; keys: { p256dh: string; auth: string } } }))
    },
    allPushSubscriptions() {
      return sql.prepare('SELECT endpoint, account_id, store_id, country, created FROM push_subscriptions ORDER BY created').all()
    },

    close() {
      sql.close()
    },
  }

  if (!db.kv.get<string>('seeded_at')) {
    const seed = opts.seed()
    sql.transaction(() => writeSeed(sql, db, seed))
    db.kv.set('seeded_at', new Date().toISOString())
  }
  return db
}

function writeSeed(sql: Sqlite, db: Db, seed: Seed) {
  const insAccount = sql.prepare('INSERT INTO accounts (id, email, password_hash, name, roles, country, store_id, public) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
  for (const a of seed.accounts as SeedAccount[]) {
    insAccount.run(a.id, a.email, hashPassword(a.password), a.name, JSON.stringify(a.roles), a.country, a.storeId, a.public ? 1 : 0)
  }
  for (const s of seed.stores) db.saveSeedStore(s)
  for (const m of seed.menus) db.saveMenu(m)
  const insCustomer = sql.prepare('INSERT INTO customers (id, country, phone, data) VALUES (?, ?, ?, ?)')
  for (const c of seed.customers) insCustomer.run(c.id, c.country, c.phone, JSON.stringify(c))
  for (const o of seed.orders) db.saveOrder(o.order, o.meta)
  for (const c of seed.loyaltyCards) db.saveLoyaltyCard(c)
  db.kv.set('dictionaries', seed.dictionaries)
}
