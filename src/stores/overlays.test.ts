import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeStore } from '../../tests/factories/entities'
import { api, HttpResponse } from '../../tests/mocks/api'
import { server } from '../../tests/mocks/server'
import { fakeSound } from '../../tests/mocks/sound'
import { signInAs } from '../../tests/setup/session'
import { handleEvent } from '../app/live/events'
import { resetServerClock } from '../lib/server-clock'
import { applyBusyNotice, continueInvisible, dismissOpenIn, keepStoreOnline, openNow, overlays, startOverlays } from './overlays'
import { session } from './session'
import { startSound } from './sound'
import { refetchStore, storeState } from './store'

vi.mock('../lib/audio/audio', () => import('../../tests/mocks/sound'))

const T0 = Date.parse('2026-11-22T10:00:00+03:00')
const MIN = 60_000
const at = (ms: number) => new Date(T0 + ms).toISOString()
let stop: () => void

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
  vi.setSystemTime(T0)
  fakeSound.reset()
  startSound()
  signInAs()
})

afterEach(() => {
  stop?.()
  vi.useRealTimers()
  resetServerClock()
})

const begin = (store = makeStore({ visibility: { visible: true, visible_until: at(30 * MIN) } })) => {
  storeState.store = store
  stop = startOverlays()
}
const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms)

describe("'Are you still there?' and 'You are invisible'", () => {
  it('asks 2 min before visible_until and turns invisible at visible_until, by the client clock', async () => {
    begin()
    expect(overlays.visibility).toBe('visible')
    await tick(28 * MIN - 1_000)
    expect(overlays.visibility).toBe('visible')
    await tick(1_100)
    expect(overlays.visibility).toBe('idle-prompt')
    await tick(2 * MIN)
    expect(overlays.visibility).toBe('invisible')
  })

  it('Yes sends GET /store/online and the new visible_until puts the prompt away', async () => {
    let calls = 0
    server.use(
      api.get('/api/v1/store/online', () => {
        calls++
        return HttpResponse.json({ visible: true, visible_until: new Date(Date.now() + 30 * MIN).toISOString() })
      }),
    )
    begin()
    await tick(29 * MIN)
    expect(overlays.visibility).toBe('idle-prompt')
    await keepStoreOnline()
    expect(calls).toBe(1)
    expect(overlays.visibility).toBe('visible')
    expect(storeState.store?.visibility?.visible_until).toBe(at(59 * MIN))
    // and the next prompt comes 28 min later
    await tick(28 * MIN + 100)
    expect(overlays.visibility).toBe('idle-prompt')
  })

  it('is invisible at once when the store loads invisible; Go Live brings it back', async () => {
    server.use(api.get('/api/v1/store/online', () => HttpResponse.json({ visible: true, visible_until: at(30 * MIN) })))
    begin(makeStore({ visibility: { visible: false, visible_until: at(-5 * MIN) } }))
    expect(overlays.visibility).toBe('invisible')
    await keepStoreOnline()
    expect(overlays.visibility).toBe('visible')
  })

  it("drops 'You are invisible' when another tablet brings the store back (the store_visibility event)", async () => {
    begin(makeStore({ visibility: { visible: false, visible_until: at(-5 * MIN) } }))
    expect(overlays.visibility).toBe('invisible')
    handleEvent({ event: 'store_visibility', payload: { visible: true, visible_until: at(30 * MIN) } })
    await tick(0)
    expect(overlays.visibility).toBe('visible')
    expect(storeState.store?.visibility).toEqual({ visible: true, visible_until: at(30 * MIN) })
  })

  it('a failed Go Live keeps the overlay and offers to carry on without it, until the store is visible again', async () => {
    server.use(api.get('/api/v1/store/online', () => HttpResponse.json({ code: 500, message: 'down' }, { status: 500 })))
    begin(makeStore({ visibility: { visible: false, visible_until: at(0) } }))
    await keepStoreOnline()
    expect(overlays).toMatchObject({ visibility: 'invisible', goLiveFailed: true, invisibleDismissed: false })
    continueInvisible()
    expect(overlays.invisibleDismissed).toBe(true)
    storeState.store!.visibility = { visible: true, visible_until: at(30 * MIN) }
    await tick(0)
    expect(overlays).toMatchObject({ visibility: 'visible', invisibleDismissed: false })
  })

  it('says nothing when the backend gives no visibility', () => {
    begin(makeStore())
    expect(overlays.visibility).toBe('unknown')
  })

  it("Go Live answered 401 signs out, and leaves nothing for the next user's 'You are invisible'", async () => {
    server.use(api.get('/api/v1/store/online', () => HttpResponse.json({ code: 401, message: 'Expired JWT Token' }, { status: 401 })))
    begin(makeStore({ visibility: { visible: false, visible_until: at(-MIN) } }))
    await keepStoreOnline()
    expect(session.token).toBeNull()
    signInAs({ token: 'next-user' })
    storeState.store = makeStore({ visibility: { visible: false, visible_until: at(-MIN) } })
    await tick(0)
    expect(overlays).toMatchObject({ visibility: 'invisible', goLiveFailed: false, goingLive: false })
  })
})

describe("the visibility overlays read visible_until on the server's clock", () => {
  // the backend keeps the store visible 30 min from its own now
  const SERVER_NOW = T0
  const visibleFor30 = () => ({ visible: true, visible_until: new Date(SERVER_NOW + 30 * MIN).toISOString() })
  const serverDate = (ms: number) => ({ Date: new Date(ms).toUTCString() })

  it("a tablet clock 35 min fast: the store's answer (its Date header) shows it visible, and the prompt comes 2 min before the server's visible_until", async () => {
    vi.setSystemTime(SERVER_NOW + 35 * MIN)
    server.use(api.get('/api/v1/store/{id}', () => HttpResponse.json(makeStore({ visibility: visibleFor30() }), { headers: serverDate(Date.now() - 35 * MIN) })))
    begin(makeStore({ visibility: visibleFor30() }))
    await refetchStore()
    await tick(0)
    expect(overlays.visibility).toBe('visible')
    await tick(28 * MIN - 5_000)
    expect(overlays.visibility).toBe('visible')
    await tick(10_000)
    expect(overlays.visibility).toBe('idle-prompt')
  })

  it('a tablet clock 5 min slow: the prompt still comes 2 min before the server\'s visible_until, not 5 min late', async () => {
    vi.setSystemTime(SERVER_NOW - 5 * MIN)
    server.use(api.get('/api/v1/store/{id}', () => HttpResponse.json(makeStore({ visibility: visibleFor30() }), { headers: serverDate(Date.now() + 5 * MIN) })))
    begin(makeStore({ visibility: visibleFor30() }))
    await refetchStore()
    await tick(28 * MIN + 5_000)
    expect(overlays.visibility).toBe('idle-prompt')
    await tick(2 * MIN)
    expect(overlays.visibility).toBe('invisible')
  })

  it("a clock off with no server time known yet: a successful Go Live takes 'You are invisible' away", async () => {
    vi.setSystemTime(SERVER_NOW + 35 * MIN)
    let calls = 0
    server.use(api.get('/api/v1/store/online', () => (calls++, HttpResponse.json(visibleFor30()))))
    begin(makeStore({ visibility: visibleFor30() }))
    expect(overlays.visibility).toBe('invisible')
    await keepStoreOnline()
    expect(calls).toBe(1)
    expect(overlays).toMatchObject({ visibility: 'visible', goLiveFailed: false })
    // the server's word holds until the visibility changes: when it says invisible, the overlay is back
    handleEvent({ event: 'store_visibility', payload: { visible: false, visible_until: new Date(SERVER_NOW + 31 * MIN).toISOString() } })
    await tick(0)
    expect(overlays.visibility).toBe('invisible')
  })
})

describe('the busy-timer modal', () => {
  it('closes by itself at busy_until, even when no status event comes (realtime down)', async () => {
    begin(makeStore({ status: { id: 3, name: 'Busy' }, busy_timer_mins: 5, busy_until: at(MIN) }))
    applyBusyNotice(1, at(MIN))
    expect(overlays.busyUntil).toBe(at(MIN))
    await tick(MIN - 1_000)
    expect(overlays.busyUntil).toBe(at(MIN))
    await tick(1_000)
    expect(overlays.busyUntil).toBeNull()
  })
})

describe("'Open in {time}'", () => {
  const closed = () => makeStore({ status: { id: 2, name: 'Closed' }, change_status_allowed: true, change_collection_allowed: false, service_hours: { closed: true, opens_at: at(10 * MIN) } })

  it('shows while closed by the service hours, plays store-will-open once, and goes at the opening time', async () => {
    server.use(api.get('/api/v1/store/{id}', () => HttpResponse.json(closed())))
    begin(closed())
    expect(overlays.opensAt).toBe(at(10 * MIN))
    expect(fakeSound.names()).toEqual(['store-will-open'])
    storeState.store!.name = 'renamed' // any other change of the store plays nothing more
    await tick(0)
    expect(fakeSound.names()).toEqual(['store-will-open'])
    dismissOpenIn()
    expect(overlays.openInDismissed).toBe(at(10 * MIN))
    await tick(10 * MIN)
    expect(overlays.opensAt).toBeNull()
  })

  it('Open Now posts status Open and fetches the store again', async () => {
    const posted: unknown[] = []
    server.use(
      api.post('/api/v1/store/status', async ({ request }) => {
        posted.push(await request.json())
        return HttpResponse.json({ status: { id: 1, name: 'Open' }, busy_timer_mins: null, busy_until: null })
      }),
      api.get('/api/v1/store/{id}', () => HttpResponse.json(makeStore({ service_hours: { closed: false, opens_at: null } }))),
    )
    begin(closed())
    await openNow()
    expect(posted).toEqual([{ status_id: 1 }])
    await tick(0)
    expect(overlays.opensAt).toBeNull()
    expect(storeState.statusChanged).toBe(true)
  })

  it('goes when another tablet opens the store early (a store_status Open), though the service hours still say closed', async () => {
    begin(closed())
    expect(overlays.opensAt).toBe(at(10 * MIN))
    handleEvent({ event: 'store_status', payload: { status: { id: 1, name: 'Open' }, busy_timer_mins: null, busy_until: null, changed_by: 99 } })
    await tick(0)
    expect(storeState.store?.service_hours.closed).toBe(true)
    expect(overlays.opensAt).toBeNull()
  })

  it('goes after a successful Open Now even when the store fetch after it fails', async () => {
    server.use(
      api.post('/api/v1/store/status', () => HttpResponse.json({ status: { id: 1, name: 'Open' }, busy_timer_mins: null, busy_until: null })),
      api.get('/api/v1/store/{id}', () => HttpResponse.json({ code: 503, message: 'down' }, { status: 503 })),
    )
    begin(closed())
    await openNow()
    await tick(0)
    expect(storeState.store?.status.id).toBe(1)
    expect(overlays).toMatchObject({ opensAt: null, openingNow: false })
  })
})
