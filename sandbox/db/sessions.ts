// The sessions table, and the one-time codes that lead to a session or a new password: reset_tokens, auth_requests.
import crypto from 'node:crypto'
import type { CountryCode } from '../contract-types'
import type { Sqlite } from '../sqlite'

export const SESSIONS_SCHEMA = `
CREATE TABLE IF NOT EXISTS sessions (
  token TEXT PRIMARY KEY, account_id INTEGER NOT NULL, country TEXT NOT NULL, kind TEXT NOT NULL,
  impersonated INTEGER NOT NULL DEFAULT 0, created INTEGER NOT NULL, expires INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS reset_tokens (
  token TEXT PRIMARY KEY, account_id INTEGER NOT NULL, email TEXT NOT NULL, country TEXT NOT NULL,
  created INTEGER NOT NULL, used INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS auth_requests (
  code TEXT PRIMARY KEY, country TEXT NOT NULL, account_id INTEGER NOT NULL, created INTEGER NOT NULL, used INTEGER NOT NULL DEFAULT 0);`

export type SessionRow = {
  token: string
  account_id: number
  country: CountryCode
  kind: 'user' | 'public'
  impersonated: boolean
  created: number
  expires: number
}

export function sessionQueries(sql: Sqlite) {
  return {
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
  }
}
