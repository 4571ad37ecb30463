// Repeated failed sign-ins of one account are slowed down (SPEC 8's 429): after MAX_FAILURES within WINDOW_MS, every
// sign-in of that account, right password or not, answers 429 with Retry-After until LOCK_MS after the last failure.
// Kept in memory per database (a reset starts clean), like a production rate limiter's store.
import { ApiError } from '../http'
import type { World } from '../world'

export const MAX_FAILURES = 5
export const WINDOW_MS = 10 * 60_000
export const LOCK_MS = 60_000
/** accounts tracked at most: the oldest are forgotten first, so a flood of names cannot grow the process */
const MAX_TRACKED = 10_000

type Failures = { times: number[]; lockedUntil: number }
const byDb = new WeakMap<object, Map<string, Failures>>()

function table(w: World): Map<string, Failures> {
  let t = byDb.get(w.db)
  if (!t) byDb.set(w.db, (t = new Map()))
  return t
}

/** Seconds to wait before this account may try again (0: it may) */
export function signInWait(w: World, key: string): number {
  const f = table(w).get(key)
  const left = f ? f.lockedUntil - w.now() : 0
  return left > 0 ? Math.ceil(left / 1000) : 0
}

/** Counts a failure; returns the seconds of the lock it starts, or 0 */
export function recordSignInFailure(w: World, key: string): number {
  const t = table(w)
  const now = w.now()
  const f = t.get(key) ?? { times: [], lockedUntil: 0 }
  f.times = [...f.times.filter((at) => now - at < WINDOW_MS), now].slice(-MAX_FAILURES)
  t.delete(key)
  t.set(key, f)
  if (t.size > MAX_TRACKED) t.delete(t.keys().next().value!)
  if (f.times.length < MAX_FAILURES) return 0
  f.lockedUntil = now + LOCK_MS
  f.times = []
  return Math.ceil(LOCK_MS / 1000)
}

export function clearSignInFailures(w: World, key: string): void {
  table(w).delete(key)
}

export function tooManyAttempts(seconds: number): ApiError {
  return new ApiError(429, { code: 429, message: `Too many failed sign-in attempts. Try again in ${seconds} seconds.` }, { 'retry-after': String(seconds) })
}
