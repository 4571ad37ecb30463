// Sign-in, password reset and impersonation (SPEC sections 4, 5, 7).
import { badRequest, fieldError, notFound, ok, unauthorized } from '../http'
import { verifyPassword } from '../db'
import { body, session, type Handler } from './call'
import { clearSignInFailures, recordSignInFailure, signInWait, tooManyAttempts } from './sign-in-throttle'

const USER_SESSION_MS = 12 * 60 * 60_000
const PUBLIC_SESSION_MS = 60 * 60_000
const RESET_TOKEN_MS = 60 * 60_000
const AUTH_REQUEST_MS = 24 * 60 * 60_000
/** SPEC section 5: 6 to 15 characters, a lowercase, an uppercase, a digit and one of @ * # _ - */
export const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@*#_-]).{6,15}$/u
export const PASSWORD_MESSAGE =
  'Password must contain 6 to 15 characters including at least 1 lowercase letter, 1 uppercase letter, 1 number and one of specials chars: @ * # _ -'

export const login: Handler = (c, { w, country }) => {
  const { username, password } = body<{ username: string; password: string }>(c)
  const key = `${country ?? ''}:${username.trim().toLowerCase()}`
  const wait = signInWait(w, key)
  if (wait > 0) throw tooManyAttempts(wait)
  const account = w.db.accountByEmail(username.trim())
  if (!account || account.country !== country || !verifyPassword(password, account.password_hash)) {
    const lockedFor = recordSignInFailure(w, key)
    if (lockedFor > 0) throw tooManyAttempts(lockedFor)
    throw unauthorized('Invalid credentials.')
  }
  clearSignInFailures(w, key)
  const now = w.now()
  const token = w.db.createSession({
    account_id: account.id,
    country: account.country,
    kind: account.public ? 'public' : 'user',
    impersonated: false,
    created: now,
    expires: now + (account.public ? PUBLIC_SESSION_MS : USER_SESSION_MS),
  })
  return ok({ token })
}

export const resettingRequest: Handler = (c, { w, country }) => {
  const { email } = body<{ email: string }>(c)
  const account = w.db.accountByEmail(email.trim())
  if (!account || account.public || account.country !== country) throw badRequest('Email not found')
  const token = w.db.createResetToken(account.id, account.email, account.country, w.now())
  w.log(`password reset requested for ${account.email}: open /resetting/reset/${token}`)
  return ok({ success: true, message: 'Please check email' })
}

export const resettingReset: Handler = (c, { w, country }) => {
  const { token, password } = body<{ token: string; password: string }>(c)
  const row = w.db.resetToken(token)
  if (!row || row.used || row.country !== country || row.created + RESET_TOKEN_MS < w.now()) {
    throw fieldError('token', 'The reset link is invalid or has expired.')
  }
  if (!PASSWORD_RULE.test(password)) throw fieldError('password', PASSWORD_MESSAGE)
  w.db.sql.transaction(() => {
    w.db.setPassword(row.account_id, password)
    w.db.useResetToken(token)
    w.db.expireSessions(row.account_id)
  })
  return ok({ success: true, message: 'Password reset successfully' })
}

export const impersonateVerify: Handler = (c, x) => {
  session(c, x, 'public')
  const { w } = x
  const { auth_request } = body<{ auth_request: string }>(c)
  const request = w.db.authRequest(auth_request)
  if (!request || request.used || request.country !== x.country || request.created + AUTH_REQUEST_MS < w.now()) {
    throw notFound('Auth request not found or expired')
  }
  const account = w.db.account(request.account_id)
  if (!account || account.public) throw notFound('Auth request not found or expired')
  const now = w.now()
  w.db.useAuthRequest(auth_request)
  const token = w.db.createSession({ account_id: account.id, country: account.country, kind: 'user', impersonated: true, created: now, expires: now + USER_SESSION_MS })
  return ok({ token })
}
