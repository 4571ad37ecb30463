// Push alerts for new orders while the screen is off, on a tablet that staff share: asked from a clear in-app prompt
// (never at load), shown as on only once this user's subscription is registered with the backend, and removed on
// both sides however the session ends (Sign Out, a 401, Remember me off and the browser closed).
import { proxy } from 'valtio'
import { subscribeKey } from 'valtio/utils'
import { apiClient, backgroundRequest, unwrap } from '../lib/api/client'
import type { CountryCode } from '../lib/config'
import { closeNotifications, deviceSubscription, pushSupported, subscribePush, unsubscribePush, type DeviceSubscription } from '../lib/pwa/push'
import * as storage from '../lib/storage'
import { registerReset } from './reset'
import { registerBeforeSignOut, session } from './session'
import { pushToast } from './toasts'

/** 'checking': the device's subscription is being matched with the signed-in user (the prompt stays hidden) */
export type AlertsState = 'unsupported' | 'checking' | 'ask' | 'asking' | 'on' | 'blocked' | 'failed'

function alertsNow(): AlertsState {
  if (!pushSupported()) return 'unsupported'
  if (Notification.permission === 'denied') return 'blocked'
  return 'ask'
}

/** Known before the first render, so the prompt above the board never appears late and shifts it down */
function alertsAtStart(): AlertsState {
  if (typeof window === 'undefined' || !pushSupported()) return 'unsupported'
  return Notification.permission === 'granted' ? 'checking' : alertsNow()
}

export const alerts = proxy<{ state: AlertsState }>({ state: alertsAtStart() })

/** The prompt's 'Not now' (this tab); the next user is asked again */
export const ALERTS_DISMISSED_KEY = 'alertsPromptDismissed'

/** Bumped whenever a session ends, so a check or a sign-up still running for the last user changes nothing */
let epoch = 0
/** The user whose subscription was last checked (an avatar change sets the user again) */
let checkedUser: number | null = null
/** This page's registration of the user's subscription with the backend: once per session and user, shared by whoever checks */
let registration: { userId: number; done: Promise<boolean> } | null = null

const mine = (s: DeviceSubscription, owner: storage.PushOwner | null, userId: number | undefined) =>
  !!owner && owner.endpoint === s.endpoint && owner.country === session.countryCode && owner.userId === userId

/**
 * A subscription nobody signed in owns (a session that ended without a valid token, or one of another user): the
 * device drops it and closes its alerts, and the backend is told with the next sign-in of that country.
 */
async function dropOrphan(s: DeviceSubscription, country: CountryCode | null): Promise<void> {
  storage.savePushOwner(null)
  if (country) storage.savePushCleanup({ endpoint: s.endpoint, auth: s.keys.auth, country })
  await unsubscribePush()
  await closeNotifications()
}

/** Tells the backend about a subscription the device dropped without a valid token (its auth secret proves it held it) */
async function flushCleanup(): Promise<void> {
  const cleanup = storage.readPushCleanup()
  if (!cleanup || !session.token || session.countryCode !== cleanup.country) return
  try {
    await unwrap(apiClient(cleanup.country).DELETE('/api/v1/push/subscription', { body: { endpoint: cleanup.endpoint, auth: cleanup.auth }, ...backgroundRequest }))
    storage.savePushCleanup(null)
  } catch {
    // kept for the next start: the backend still holds it (and drops it when the push service says it is gone)
  }
}

/**
 * At start, and once a user is signed in: alerts are on only when the device's subscription is this user's (made
 * by them on this device) and the backend registers it again for them and their store.
 */
export async function checkAlerts(): Promise<void> {
  const started = epoch
  const s = await deviceSubscription()
  if (started !== epoch) return
  const owner = storage.readPushOwner()
  if (s && !session.token) await dropOrphan(s, owner?.country ?? null)
  else if (s && session.user && !mine(s, owner, session.user.id)) await dropOrphan(s, owner?.country ?? session.countryCode)
  if (started !== epoch) return
  if (!session.token) {
    alerts.state = alertsNow()
    return
  }
  void flushCleanup()
  if (!s || !session.user || !mine(s, owner, session.user.id)) {
    // without the user yet, the check runs again when they arrive (the subscribeKey below)
    if (!s || session.user) alerts.state = alertsNow()
    return
  }
  // the start's check and the user's arrival may both get here: one registration is enough
  if (registration?.userId !== session.user.id) {
    const request = apiClient(owner!.country).POST('/api/v1/push/subscription', { body: s, ...backgroundRequest })
    registration = { userId: session.user.id, done: unwrap(request).then(() => true, () => false) }
  }
  const asked = registration
  const ok = await asked.done
  if (started !== epoch) return
  if (!ok && registration === asked) registration = null
  alerts.state = ok ? 'on' : 'failed'
}

/** How often a tablet left on all day looks again whether its alerts still reach it */
export const ALERTS_RECHECK_MS = 15 * 60_000

/**
 * The browser can drop the subscription during the day (the permission reset, the push service ending it) with no
 * event in the page, and the screen-off alerts stop while the board still shows them as on. Alerts that are on are
 * looked at again whenever the page is seen and every ALERTS_RECHECK_MS; a drop says so and shows the prompt again,
 * even where 'Not now' hid it. Returns the stop.
 */
export function watchAlerts(): () => void {
  const look = async () => {
    if (alerts.state !== 'on' || !session.token) return
    const started = epoch
    await checkAlerts()
    if (started !== epoch || alerts.state === 'on') return
    sessionStorage.removeItem(ALERTS_DISMISSED_KEY)
    pushToast({ kind: 'error', title: { key: 'live.alertsStopped' } })
  }
  const onVisible = () => document.visibilityState === 'visible' && void look()
  const timer = setInterval(() => void look(), ALERTS_RECHECK_MS)
  document.addEventListener('visibilitychange', onVisible)
  return () => {
    clearInterval(timer)
    document.removeEventListener('visibilitychange', onVisible)
  }
}

/** 'Turn on alerts': permission, a subscription of this user's own, and the backend learns where to send */
export async function enableAlerts(): Promise<void> {
  if (!pushSupported() || alerts.state === 'asking' || !session.token || !session.countryCode) return
  if (!session.user) {
    alerts.state = 'failed'
    return
  }
  const started = epoch
  const country = session.countryCode
  const userId = session.user.id
  alerts.state = 'asking'
  let made: DeviceSubscription | null = null
  try {
    const existing = await deviceSubscription()
    if (existing && !mine(existing, storage.readPushOwner(), userId)) await dropOrphan(existing, country)
    void flushCleanup()
    const api = apiClient(country)
    const { public_key } = await unwrap(api.GET('/api/v1/push/key'))
    made = await subscribePush(public_key)
    if (!made) {
      alerts.state = Notification.permission === 'denied' ? 'blocked' : 'ask'
      return
    }
    await unwrap(api.POST('/api/v1/push/subscription', { body: made }))
    if (started !== epoch) return
    storage.savePushOwner({ endpoint: made.endpoint, country, userId })
    registration = { userId, done: Promise.resolve(true) }
    alerts.state = 'on'
  } catch {
    // no subscription left behind that the backend does not hold for this user
    if (made) await unsubscribePush()
    if (started === epoch) alerts.state = 'failed'
  }
}

/**
 * The session ends. With its token still valid (Sign Out) the backend removes the subscription now; without (a
 * 401), the next sign-in of that country removes it. A window that follows another's Sign Out finds the owner
 * already gone and only drops what the device still shows.
 */
function endAlerts(auth: { token: string; country: CountryCode } | null): void {
  epoch += 1
  checkedUser = null
  registration = null
  alerts.state = alertsNow()
  sessionStorage.removeItem(ALERTS_DISMISSED_KEY)
  const owner = storage.readPushOwner()
  storage.savePushOwner(null)
  if (!pushSupported()) return
  void (async () => {
    const dropped = await unsubscribePush()
    await closeNotifications()
    const endpoint = dropped?.endpoint ?? owner?.endpoint
    if (!endpoint) return
    if (auth) {
      const sent = await apiClient(auth.country)
        .DELETE('/api/v1/push/subscription', { body: { endpoint }, headers: { Authorization: `Bearer ${auth.token}` } })
        .then((r) => r.response.ok)
        .catch(() => false)
      if (sent) return
    }
    const country = auth?.country ?? owner?.country
    if (dropped && country) storage.savePushCleanup({ endpoint, auth: dropped.keys.auth, country })
  })()
}

let signingOut = false
registerBeforeSignOut((auth) => {
  signingOut = true
  endAlerts(auth)
})
registerReset(() => {
  if (!signingOut) endAlerts(null)
  signingOut = false
})

/** The signed-in user arrives after start (GET /user/store): the device's subscription is checked for them, once */
subscribeKey(session, 'user', (user) => {
  if (!user || !session.token || user.id === checkedUser) return
  checkedUser = user.id
  void checkAlerts()
})
