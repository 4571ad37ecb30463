// Session: who is signed in, in which country, and the sign-in / sign-out / impersonation actions.
import { proxy } from 'valtio'
import { avatarProblem } from '../domain/avatar'
import { normalizeEmail } from '../domain/validation'
import type { NotifierConfig, User } from '../domain/types'
import { apiClient, unwrap, withoutSession } from '../lib/api/client'
import { lookupCountry } from '../lib/api/external'
import { config, isCountryCode, type CountryCode } from '../lib/config'
import { setReporterUser } from '../lib/error-reporter'
import { fileToDataUrl } from '../lib/files'
import { navigateTo, pageLoads } from '../lib/navigation'
import { sessionEpoch } from '../lib/session-epoch'
import * as storage from '../lib/storage'
import { registerReset, resetAllStores } from './reset'
import { pushToast } from './toasts'

/** Auth status runs empty, loading, then success or failure (SPEC section 3) */
export type AuthStatus = 'empty' | 'loading' | 'success' | 'failure'

export interface SessionState {
  token: string | null
  countryCode: CountryCode | null
  remember: boolean
  userEmail: string | null
  notifierConfig: NotifierConfig | null
  user: User | null
  status: AuthStatus
  /** Signed in through /impersonate (this tab), or the notifier config says so */
  impersonating: boolean
  /**
   * The public account's token of an impersonation (SPEC 7: 'stored as the public token'), the bearer of the
   * follow-up authorisation. Kept with the auth state, not in local storage (SPEC 9 lists no key for it); sign-out
   * drops it.
   */
  publicToken: string | null
}

function fromStorage(): SessionState {
  const stored = storage.readAuth()
  return {
    token: stored.token,
    countryCode: stored.countryCode,
    remember: stored.remember,
    userEmail: stored.userEmail,
    notifierConfig: stored.notifierConfig,
    user: null,
    status: 'empty',
    impersonating: stored.notifierConfig?.impersonate ?? false,
    publicToken: null,
  }
}

export const session = proxy<SessionState>(fromStorage())

/** Re-reads local storage (call once at boot after storage.startBrowserSession()) */
export function initSession(): void {
  Object.assign(session, fromStorage())
}

/** The country whose backend the signed-in user talks to */
export function currentCountry(): CountryCode {
  return session.countryCode ?? 'KW'
}

export function isImpersonating(): boolean {
  return session.impersonating || !!session.notifierConfig?.impersonate
}

function updateReporterUser(): void {
  if (!session.token) {
    setReporterUser(null)
    return
  }
  setReporterUser({
    id: session.user ? String(session.user.id) : null,
    email: session.user?.email ?? null,
    segment: isImpersonating() ? 'impersonate' : null,
  })
}

export interface SignInValues {
  email: string
  password: string
  country: CountryCode
  remember: boolean
}

/** POST /auth/login, then the token, country, remember flag and (with remember) the e-mail are stored */
export async function signIn(values: SignInValues): Promise<void> {
  session.status = 'loading'
  const email = normalizeEmail(values.email)
  try {
    const { token } = await unwrap(
      apiClient(values.country).POST('/api/v1/auth/login', {
        body: { username: email, password: values.password, app_id: 2 },
        ...withoutSession,
      }),
    )
    storage.saveSignIn({ token, countryCode: values.country, remember: values.remember, email })
    Object.assign(session, {
      token,
      countryCode: values.country,
      remember: values.remember,
      userEmail: values.remember ? email : null,
      status: 'success',
      impersonating: false,
    } satisfies Partial<SessionState>)
    updateReporterUser()
  } catch (error) {
    session.status = 'failure'
    throw error
  }
}

export async function requestPasswordReset(email: string, country: CountryCode): Promise<void> {
  await unwrap(apiClient(country).POST('/api/v1/auth/resetting/request', { body: { email: normalizeEmail(email) }, ...withoutSession }))
}

export async function resetPassword(token: string, password: string, country: CountryCode): Promise<void> {
  await unwrap(apiClient(country).POST('/api/v1/auth/resetting/reset', { body: { token, password }, ...withoutSession }))
}

/** Forgets the signed-in user: token and notifier config go, every store resets. No navigation. */
function endSession(): void {
  storage.clearSignIn()
  forgetSession()
}

/** Forgets the signed-in user in this window only, leaving what is stored */
function forgetSession(): void {
  resetAllStores()
  setReporterUser(null)
}

type BeforeSignOut = (auth: { token: string; country: CountryCode }) => void
const beforeSignOut = new Set<BeforeSignOut>()

/** Work to start while the token is still valid (e.g. telling the backend to stop push alerts to this device) */
export function registerBeforeSignOut(task: BeforeSignOut): void {
  beforeSignOut.add(task)
}

/**
 * Sign-out: clears the token and the notifier config, resets every store and goes to /login. After a 401 the
 * token is already worthless, so nothing is sent with it.
 */
export function signOut(options: { unauthorized?: boolean } = {}): void {
  if (!options.unauthorized && session.token && session.countryCode) {
    const auth = { token: session.token, country: session.countryCode }
    for (const task of beforeSignOut) task(auth)
  }
  endSession()
  // every other window of the dashboard on this device follows (a shared tablet keeps no signed-in window behind)
  sessionChannel()?.postMessage({ type: SIGNED_OUT })
  navigateTo('/login', { replace: true })
}

const CHANNEL_NAME = 'store-dashboard-session'
const SIGNED_OUT = 'signed-out'
/** an impersonation replaced the session: its token is already stored, so the other windows forget without clearing */
const REPLACED = 'replaced'
let channel: BroadcastChannel | null = null

function sessionChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null
  channel ??= new BroadcastChannel(CHANNEL_NAME)
  return channel
}

/**
 * Follows another window of the dashboard. A sign-out there signs this one out: that window has already told the
 * backend (push, session), so this one only forgets and goes to /login. An impersonation there has stored its session
 * for the device, so this one loads again as the new user, where it works (the
 * device's home), not at a sign-in page the device does not need.
 */
export function followSignOutElsewhere(): () => void {
  const ch = sessionChannel()
  if (!ch) return () => undefined
  const onMessage = (e: MessageEvent<unknown>) => {
    const type = (e.data as { type?: unknown } | null)?.type
    if ((type !== SIGNED_OUT && type !== REPLACED) || !session.token) return
    // nothing is reset first: a reset would send this window to /login on its way out
    if (type === REPLACED) return pageLoads.open('/')
    endSession()
    navigateTo('/login', { replace: true })
  }
  ch.addEventListener('message', onMessage)
  return () => ch.removeEventListener('message', onMessage)
}

const impersonations = new Map<string, Promise<void>>()

/**
 * /impersonate/{countryCode}/{authRequest}: public login for that country, then verify the auth request with
 * the public token as bearer, then sign in with the returned token. Rejects on any failure.
 */
export function impersonate(countryParam: string, authRequest: string): Promise<void> {
  const key = `${countryParam}/${authRequest}`
  const running = impersonations.get(key)
  if (running) return running
  const job = (async () => {
    const country = countryParam.toUpperCase()
    if (!isCountryCode(country) || authRequest.trim() === '') throw new Error('invalid impersonation link')
    // The link is verified before the current session ends: a bogus or used link signs nobody out.
    const before = session.status
    session.status = 'loading'
    try {
      const api = apiClient(country)
      const account = config.countries[country].publicAccount
      // neither call is the signed-in user's: a 401 to them is the link's failure, not the session's
      const publicLogin = await unwrap(
        api.POST('/api/v1/auth/login', { body: { username: account.username, password: account.password, app_id: 2 }, ...withoutSession }),
      )
      const publicToken = publicLogin.token
      const { token } = await unwrap(
        api.POST('/api/v1/auth/impersonate/verify', {
          body: { auth_request: authRequest },
          headers: { Authorization: `Bearer ${publicToken}`, ...withoutSession.headers },
        }),
      )
      endSession()
      storage.saveImpersonation({ token, countryCode: country })
      // the public token is kept with the auth state (SPEC 7), set after endSession() has reset the previous one
      Object.assign(session, { token, publicToken, countryCode: country, status: 'success', impersonating: true } satisfies Partial<SessionState>)
      updateReporterUser()
      // the other windows would go on as the replaced user
      sessionChannel()?.postMessage({ type: REPLACED })
    } catch (error) {
      session.status = session.token ? before : 'failure'
      throw error
    }
  })().finally(() => impersonations.delete(key))
  impersonations.set(key, job)
  return job
}

/** The signed-in user (from GET /user/store or the avatar upload) */
export function setUser(user: User | null): void {
  session.user = user
  updateReporterUser()
}

/** The discovery response, stored as notifierConfig */
export function setNotifierConfig(value: NotifierConfig): void {
  storage.saveNotifierConfig(value)
  session.notifierConfig = value
  if (value.impersonate) session.impersonating = true
  updateReporterUser()
}

/** Drops the notifier config (the offline reload icon does this before reloading) */
export function clearNotifierConfig(): void {
  storage.clearNotifierConfig()
  session.notifierConfig = null
}

/** Sends the chosen picture as base64 and shows the new avatar; a file the contract does not take is not read or sent */
export async function uploadAvatar(file: Blob): Promise<void> {
  const problem = avatarProblem(file)
  if (problem) {
    pushToast({ kind: 'error', title: { key: problem } })
    return
  }
  const epoch = sessionEpoch()
  const avatar = await fileToDataUrl(file)
  if (sessionEpoch() !== epoch) return
  const user = await unwrap(apiClient(currentCountry()).POST('/api/v1/user/avatar', { body: { avatar } }))
  // signed out meanwhile: the answer is the last user's, not the one signed in now
  if (sessionEpoch() !== epoch) return
  setUser(user)
  pushToast({ kind: 'success', title: { key: 'user.avatarUpdated' } })
}

registerReset(() => {
  Object.assign(session, fromStorage(), { token: null, notifierConfig: null, user: null, status: 'empty', impersonating: false })
})

/** The country of this device from the IP lookup: KW or SA, null for anything else or on any failure */
export function detectCountry(): Promise<CountryCode | null> {
  return lookupCountry()
}
