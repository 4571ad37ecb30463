import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeStore } from '../../tests/factories/entities'
import { api, HttpResponse } from '../../tests/mocks/api'
import { server } from '../../tests/mocks/server'
import { fakeSound } from '../../tests/mocks/sound'
import { signInAs } from '../../tests/setup/session'
import { handleEvent } from '../app/live/events'
import { continueInvisible, dismissOpenIn, keepStoreOnline, openNow, overlays, startOverlays } from './overlays'
import { startSound } from './sound'
import { storeState } from './store'

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
})

describe("'Open in {time}'", () => {
  const closed = () => makeStore({ change_status_allowed: true, change_collection_allowed: false, service_hours: { closed: true, opens_at: at(10 * MIN) } })

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
})
