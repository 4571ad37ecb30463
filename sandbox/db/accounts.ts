// The accounts table: staff accounts, their password hashes and avatars.
import type { CountryCode } from '../contract-types'
import type { Sqlite } from '../sqlite'
import type { SeedAccount } from '../seed/types'
import { hashPassword } from './passwords'

export const ACCOUNTS_SCHEMA = `
CREATE TABLE IF NOT EXISTS accounts (
  id INTEGER PRIMARY KEY, email TEXT NOT NULL UNIQUE COLLATE NOCASE, password_hash TEXT NOT NULL, name TEXT NOT NULL,
  roles TEXT NOT NULL, country TEXT NOT NULL, store_id INTEGER, public INTEGER NOT NULL,
  avatar BLOB, avatar_type TEXT, avatar_version INTEGER NOT NULL DEFAULT 0);`

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

type RawAccount = Omit<AccountRow, 'roles' | 'public' | 'has_avatar'> & { roles: string; public: number; has_avatar: number }

const accountCols = 'id, email, password_hash, name, roles, country, store_id, public, avatar_version, avatar IS NOT NULL AS has_avatar'

const toAccount = (r: RawAccount | undefined): AccountRow | null =>
  r ? { ...r, roles: JSON.parse(r.roles) as string[], public: r.public === 1, has_avatar: r.has_avatar === 1 } : null

export function accountQueries(sql: Sqlite) {
  return {
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
  }
}

/** The seed's accounts, their passwords hashed */
export function insertSeedAccounts(sql: Sqlite, accounts: SeedAccount[]) {
  const insAccount = sql.prepare('INSERT INTO accounts (id, email, password_hash, name, roles, country, store_id, public) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
  for (const a of accounts) {
    insAccount.run(a.id, a.email, hashPassword(a.password), a.name, JSON.stringify(a.roles), a.country, a.storeId, a.public ? 1 : 0)
  }
}
