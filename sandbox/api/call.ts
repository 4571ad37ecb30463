// What every operation handler receives, and the sign-in checks they share.
import type { Context } from 'openapi-backend'
import type { AccountRow, SessionRow } from '../db'
import type { CountryCode, Locale } from '../contract-types'
import type { SeedStore } from '../seed/types'
import { unauthorized, forbidden, type Result } from '../http'
import type { World } from '../world'

/** Which host of the contract a request came in on */
export type Surface = 'api' | 'loyalty' | 'static' | 'ext'

export type Extra = { w: World; country: CountryCode | null; surface: Surface }
export type Handler = (c: Context, x: Extra) => Result | Promise<Result>

export type Signed = { session: SessionRow; account: AccountRow; store: SeedStore; country: CountryCode }

function bearer(c: Context): string | null {
  const h = c.request.headers.authorization
  const v = Array.isArray(h) ? h[0] : h
  const m = v?.match(/^Bearer\s+(\S+)$/i)
  return m?.[1] ?? null
}

export function session(c: Context, x: Extra, kind: 'user' | 'public'): { session: SessionRow; account: AccountRow } {
  const token = bearer(c)
  if (!token) throw unauthorized('JWT Token not found')
  const s = x.w.db.session(token)
  if (!s || s.kind !== kind || s.country !== x.country) throw unauthorized('Invalid JWT Token')
  if (s.expires <= x.w.now()) throw unauthorized('Expired JWT Token')
  const account = x.w.db.account(s.account_id)
  if (!account) throw unauthorized('Invalid JWT Token')
  return { session: s, account }
}

/** A signed-in store user of this country, with their store */
export function signed(c: Context, x: Extra): Signed {
  const { session: s, account } = session(c, x, 'user')
  const store = account.store_id === null ? null : x.w.db.seedStore(account.store_id)
  if (!store) throw forbidden('User does not belong to store')
  return { session: s, account, store, country: store.country }
}

export const body = <T>(c: Context) => c.request.requestBody as T
export const param = (c: Context, name: string) => Number(c.request.params[name])

export function query(c: Context, name: string): string | undefined {
  // ajv's type coercion may already have turned the value into a number
  const v = c.request.query[name] as unknown
  const first = Array.isArray(v) ? v[0] : v
  return first === undefined || first === null ? undefined : String(first)
}

export const locale = (c: Context): Locale => (query(c, '_locale') === 'ar' ? 'ar' : 'en')
