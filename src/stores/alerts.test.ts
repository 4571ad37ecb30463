// Push alerts on a shared tablet: however a session ends the subscription goes on both sides and the alerts on
// screen close; the next user is never shown alerts as on from the last user's subscription.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeUser } from '../../tests/factories/entities'
import { installFakePush, type FakePush } from '../../tests/mocks/push'
import { signInAs } from '../../tests/setup/session'
import { alerts, ALERTS_DISMISSED_KEY, ALERTS_RECHECK_MS, checkAlerts, enableAlerts, watchAlerts } from './alerts'
import { toasts } from './toasts'
import { initSession, setUser, signOut } from './session'

let push: FakePush | null = null
const fake = (options?: Parameters<typeof installFakePush>[0]) => (push = installFakePush(options))
afterEach(() => {
  push?.uninstall()
  push = null
})

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown

/** A user signed in with alerts turned on through the prompt */
async function withAlertsOn(p: FakePush, token = 'first-token', id = 7) {
  signInAs({ token })
  setUser(makeUser({ id }))
  await enableAlerts()
  expect(alerts.state).toBe('on')
  const endpoint = p.current()!.endpoint
  p.show('#100001', '#100002')
  return endpoint
}

describe('turning alerts on', () => {
  it('registers a subscription of this user with the backend, and only then shows them as on', async () => {
    const p = fake()
    const endpoint = await withAlertsOn(p)
    expect(p.saved).toEqual([{ body: p.current(), bearer: 'first-token' }])
    expect(stored('pushOwner')).toEqual({ endpoint, country: 'KW', userId: 7 })
  })

  it('a refused registration (409, another account holds the endpoint) shows alerts as failed and leaves no subscription', async () => {
    const p = fake({ saveStatus: 409 })
    signInAs()
    setUser(makeUser({ id: 7 }))
    await enableAlerts()
    expect(alerts.state).toBe('failed')
    expect(p.current()).toBeNull()
    expect(localStorage.getItem('pushOwner')).toBeNull()
  })

  it('drops a subscription the device kept from someone else before making this user’s own', async () => {
    const p = fake()
    const left = p.leave('previous-user').endpoint
    signInAs({ token: 'second-token' })
    setUser(makeUser({ id: 8 }))
    await expect.poll(() => p.unsubscribed).toEqual([left])
    await enableAlerts()
    expect(alerts.state).toBe('on')
    expect(p.current()!.endpoint).not.toBe(left)
    expect(p.saved.map((s) => (s.body as { endpoint: string }).endpoint)).toEqual([p.current()!.endpoint])
    // the backend is told to drop the left one, proved by its auth secret
    expect(p.deleted).toEqual([{ body: { endpoint: left, auth: 'auth-previous-user' }, bearer: 'second-token' }])
  })
})

describe('alerts the browser drops during the day', () => {
  const dropped = async (p: FakePush) => {
    await withAlertsOn(p)
    sessionStorage.setItem(ALERTS_DISMISSED_KEY, '1')
    // the permission reset, or the push service ending the subscription: no event reaches the page
    const registration = await navigator.serviceWorker.ready
    await (await registration.pushManager.getSubscription())!.unsubscribe()
  }
  const stoppedToasts = () => toasts.items.filter((t) => 'key' in t.title && t.title.key === 'live.alertsStopped').length

  it('are seen as stopped when the page is shown again: the prompt comes back and a notice says so', async () => {
    const p = fake()
    await dropped(p)
    const stop = watchAlerts()
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' })
    document.dispatchEvent(new Event('visibilitychange'))
    await expect.poll(() => alerts.state).toBe('ask')
    expect(stoppedToasts()).toBe(1)
    expect(sessionStorage.getItem(ALERTS_DISMISSED_KEY)).toBeNull()
    stop()
    Reflect.deleteProperty(document, 'visibilityState')
  })

  it('are looked at again on a screen that stays on, and alerts still in place stay on, without a word', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const p = fake()
    await withAlertsOn(p)
    const stop = watchAlerts()
    vi.advanceTimersByTime(ALERTS_RECHECK_MS)
    await new Promise((r) => setTimeout(r, 20))
    expect(alerts.state).toBe('on')
    const registration = await navigator.serviceWorker.ready
    await (await registration.pushManager.getSubscription())!.unsubscribe()
    vi.advanceTimersByTime(ALERTS_RECHECK_MS)
    await expect.poll(() => alerts.state).toBe('ask')
    expect(stoppedToasts()).toBe(1)
    // one registration with the backend: the look did not send the subscription again
    expect(p.saved).toHaveLength(1)
    stop()
    vi.useRealTimers()
  })
})

describe('when the session ends', () => {
  it('Sign Out removes the subscription on the device and on the backend (with the token still valid) and closes the alerts', async () => {
    const p = fake()
    const endpoint = await withAlertsOn(p)
    sessionStorage.setItem(ALERTS_DISMISSED_KEY, '1')
    signOut()
    expect(alerts.state).toBe('ask')
    await expect.poll(() => p.deleted).toEqual([{ body: { endpoint }, bearer: 'first-token' }])
    expect(p.unsubscribed).toEqual([endpoint])
    expect(p.closed).toEqual(['#100001', '#100002'])
    expect(localStorage.getItem('pushOwner')).toBeNull()
    expect(localStorage.getItem('pushCleanup')).toBeNull()
    expect(sessionStorage.getItem(ALERTS_DISMISSED_KEY)).toBeNull()
  })

  it('a 401 drops it on the device at once and closes the alerts; the next sign-in removes it on the backend', async () => {
    const p = fake()
    const endpoint = await withAlertsOn(p)
    signOut({ unauthorized: true })
    expect(alerts.state).toBe('ask')
    await expect.poll(() => p.unsubscribed).toEqual([endpoint])
    await expect.poll(() => p.closed).toEqual(['#100001', '#100002'])
    expect(p.deleted).toEqual([])
    expect(stored('pushCleanup')).toEqual({ endpoint, auth: 'auth-made-1', country: 'KW' })

    signInAs({ token: 'second-token' })
    setUser(makeUser({ id: 8 }))
    await expect.poll(() => p.deleted).toEqual([{ body: { endpoint, auth: 'auth-made-1' }, bearer: 'second-token' }])
    await expect.poll(() => localStorage.getItem('pushCleanup')).toBeNull()
    expect(alerts.state).toBe('ask')
    expect(p.saved).toHaveLength(1)
  })

  it('Remember me off and the browser closed: the next start finds a subscription nobody signed in owns and removes it', async () => {
    const p = fake()
    const endpoint = await withAlertsOn(p)
    // what the next start sees: the token dropped at boot, the subscription and its alerts still there
    localStorage.removeItem('authToken')
    initSession()
    await checkAlerts()
    expect(p.unsubscribed).toEqual([endpoint])
    expect(p.closed).toEqual(['#100001', '#100002'])
    expect(stored('pushCleanup')).toEqual({ endpoint, auth: 'auth-made-1', country: 'KW' })
    expect(alerts.state).toBe('ask')
  })
})

describe('at start', () => {
  it('shows alerts as on for the user whose subscription it is, once the backend registered it again', async () => {
    const p = fake()
    const endpoint = await withAlertsOn(p)
    alerts.state = 'checking'
    await checkAlerts()
    expect(alerts.state).toBe('on')
    // registered once in this page's life: turning them on did it
    expect(p.saved.map((s) => (s.body as { endpoint: string }).endpoint)).toEqual([endpoint])
  })

  it('never shows them as on from another user’s subscription: it is dropped and the user is asked', async () => {
    const p = fake()
    const endpoint = await withAlertsOn(p)
    // another user's session on the device while the subscription stayed (a sign-out that never finished)
    signInAs({ token: 'second-token' })
    setUser(makeUser({ id: 8 }))
    await expect.poll(() => p.unsubscribed).toEqual([endpoint])
    expect(alerts.state).toBe('ask')
    await expect.poll(() => p.deleted).toEqual([{ body: { endpoint, auth: 'auth-made-1' }, bearer: 'second-token' }])
    expect(p.saved).toHaveLength(1)
  })

  it('a backend that does not register it again leaves alerts not on', async () => {
    const p = fake({ saveStatus: 500 })
    const { endpoint } = p.leave('kept')
    localStorage.setItem('pushOwner', JSON.stringify({ endpoint, country: 'KW', userId: 7 }))
    signInAs()
    setUser(makeUser({ id: 7 }))
    await expect.poll(() => alerts.state).toBe('failed')
    expect(p.saved).toHaveLength(1)
    expect(p.current()).not.toBeNull()
  })
})
