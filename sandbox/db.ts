// SQLite persistence of everything staff can change, so a restart of the sandbox keeps it. Each table group's
// schema and queries live in sandbox/db/<group>.ts; this file opens the file and composes them.
import fs from 'node:fs'
import path from 'node:path'
import { openSqlite, type Sqlite } from './sqlite'
import type { Seed } from './seed/types'
import { KV_SCHEMA, kvTable } from './db/kv'
import { ACCOUNTS_SCHEMA, accountQueries, insertSeedAccounts } from './db/accounts'
import { SESSIONS_SCHEMA, sessionQueries } from './db/sessions'
import { STORES_SCHEMA, insertSeedCustomers, storeQueries } from './db/stores'
import { ORDERS_SCHEMA, orderQueries } from './db/orders'
import { pastOrderQueries } from './db/past-orders'
import { LOYALTY_SCHEMA, loyaltyQueries } from './db/loyalty'
import { PUSH_SCHEMA, pushQueries } from './db/push'

export type { AccountRow } from './db/accounts'
export type { SessionRow } from './db/sessions'
export { verifyPassword } from './db/passwords'

// Every statement is CREATE ... IF NOT EXISTS, so an existing database opens unchanged.
const SCHEMA = [KV_SCHEMA, ACCOUNTS_SCHEMA, SESSIONS_SCHEMA, STORES_SCHEMA, ORDERS_SCHEMA, LOYALTY_SCHEMA, PUSH_SCHEMA].join('') + '\n'

export type Db = ReturnType<typeof openDb>

export function openDb(file: string, opts: { fresh: boolean; seed: () => Seed }) {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  if (opts.fresh) for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true })
  const sql = openSqlite(file)
  sql.pragma('journal_mode = WAL')
  sql.pragma('synchronous = NORMAL')
  sql.exec(SCHEMA)

  const db = {
    sql,
    kv: kvTable(sql),
    ...accountQueries(sql),
    ...sessionQueries(sql),
    ...storeQueries(sql),
    ...orderQueries(sql),
    ...pastOrderQueries(sql),
    ...loyaltyQueries(sql),
    ...pushQueries(sql),
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
  insertSeedAccounts(sql, seed.accounts)
  for (const s of seed.stores) db.saveSeedStore(s)
  for (const m of seed.menus) db.saveMenu(m)
  insertSeedCustomers(sql, seed.customers)
  for (const o of seed.orders) db.saveOrder(o.order, o.meta)
  for (const c of seed.loyaltyCards) db.saveLoyaltyCard(c)
  db.kv.set('dictionaries', seed.dictionaries)
}
