// The live session's watchdog says 'offline' within seconds whatever the cause, and polls the orders meanwhile: a
// realtime link that dies silently before its first active_orders read answers, and a session that has no notifier
// config to sign in to realtime with (its call failed), which keeps asking for it.
import { HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeStore } from '../../../tests/factories/entities'
import { api } from '../../../tests/mocks/api'
import { server } from '../../../tests/mocks/server'
import { signInAs } from '../../../tests/setup/session'
import type { RealtimeHandlers } from '../../lib/realtime/connection'
import { menuHandlers, menuWorld } from '../../../tests/mocks/menu'
import { connection } from '../../stores/connection'
import { loadMenu, menuState } from '../../stores/menu'
import { session } from '../../stores/session'
import { overlays } from '../../stores/overlays'
import { startAttention } from './attention'
import { storeState } from '../../stores/store'
import { handleEvent } from './events'
import { MENU_POLL_MS, startStoreLive, type LiveParams } from './session'

const rt = vi.hoisted(() => ({ handlers: null as RealtimeHandlers | null, starts: 0 }))
vi.mock('../../lib/realtime/connection', () => ({
  startRealtime: async (p: { handlers: RealtimeHandlers }) => {
    rt.starts++
    rt.handlers = p.handlers
    return { reconnect: () => undefined, stop: async () => undefined }
  },
}))
// the realtime start waits for the board's first paint, which nothing paints here
vi.mock('../../lib/audio/audio', () => import('../../../tests/mocks/sound'))
vi.mock('../../stores/board-painted', () => ({ afterBoardPaint: (fn: () => void) => (fn(), () => undefined), boardShown: () => undefined }))

afterEach(() => vi.useRealTimers())

function live(params: Partial<LiveParams> = {}) {
  rt.handlers = null
  rt.starts = 0
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] })
  signInAs()
  storeState.store = makeStore({ id: 101 })
  const lists = { n: 0 }
  server.use(api.get('/api/v1/store/{id}/order', () => (lists.n++, HttpResponse.json([]))))
  const stop = startStoreLive({ country: 'KW', storeId: 101, polling: false, customToken: 'token', storeUuid: 'store-uuid', ...params })
  return { stop, lists }
}

describe('the watchdog', () => {
  it('a link that dies before its first read answers is said within 15 s, and the orders are polled', async () => {
    const { stop, lists } = live()
    await vi.waitFor(() => expect(rt.handlers).not.toBeNull())
    rt.handlers!.onConnection(true)
    expect(connection.realtime).toBe('online')
    // every read times out from the start; the SDK still says connected
    await vi.advanceTimersByTimeAsync(15_000)
    expect(connection.mode).toBe('fallback')
    expect(connection.realtime).toBe('offline')
    const before = lists.n
    await vi.advanceTimersByTimeAsync(10_000)
    expect(lists.n).toBeGreaterThan(before)
    stop()
  })

  it('without the notifier config: the orders come, offline is said, and the config is asked for until it comes', async () => {
    let discovery = 0
    server.use(
      api.get('/api/v1/discovery/store', () => {
        discovery++
        return discovery < 3 ? HttpResponse.json({ code: 503, message: 'Service Unavailable' }, { status: 503 }) : HttpResponse.json({ token: 'fresh', uuid: 'store-uuid', impersonate: false })
      }),
    )
    const { stop, lists } = live({ customToken: null, storeUuid: null })
    await vi.waitFor(() => expect(lists.n).toBe(1))
    await vi.advanceTimersByTimeAsync(12_000)
    expect(connection.mode).toBe('fallback')
    expect(connection.realtime).toBe('offline')
    await vi.advanceTimersByTimeAsync(30_000)
    expect(discovery).toBe(3)
    expect(session.notifierConfig).toMatchObject({ token: 'fresh', uuid: 'store-uuid' })
    // the session with the config is bootstrap's to start (bootstrap.test.ts); this one never signed in to realtime
    expect(rt.starts).toBe(0)
    stop()
  })

  it('in fallback the store is fetched too (quietly, every 30 s): a busy timer that ran out meanwhile shows Open, and its modal goes', async () => {
    const busyUntil = '2026-11-22T10:05:00+03:00'
    const busy = () => makeStore({ id: 101, status: { id: 3, name: 'Busy' }, busy_timer_mins: 5, busy_until: busyUntil })
    let storeFetches = 0
    server.use(
      api.get('/api/v1/store/{id}', () => {
        storeFetches++
        return HttpResponse.json(Date.now() < Date.parse(busyUntil) ? busy() : makeStore({ id: 101, status: { id: 1, name: 'Open' } }))
      }),
    )
    const { stop } = live()
    vi.setSystemTime(Date.parse('2026-11-22T10:00:00+03:00'))
    storeState.store = busy()
    const stopAttention = startAttention()
    await vi.waitFor(() => expect(rt.handlers).not.toBeNull())
    rt.handlers!.onConnection(true)
    // realtime up for 4 min: its active_orders reads answer
    for (let i = 0; i < 48; i++) {
      rt.handlers!.onActiveOrders(null, Date.now())
      await vi.advanceTimersByTimeAsync(5_000)
    }
    expect(connection.mode).toBe('realtime')
    handleEvent({ event: 'busy_timer', payload: { in_minutes: 1, busy_until: busyUntil } })
    expect(overlays.busyUntil).toBe(busyUntil)
    // realtime drops for good; the REST API still answers
    rt.handlers!.onConnection(false)
    const fetchesBefore = storeFetches
    await vi.advanceTimersByTimeAsync(2 * 60_000)
    expect(connection.mode).toBe('fallback')
    // about every 30 s, not at the orders' 10 s
    expect(storeFetches - fetchesBefore).toBeGreaterThanOrEqual(3)
    expect(storeFetches - fetchesBefore).toBeLessThanOrEqual(5)
    // the store's answer is checked by a validator that loads lazily (real time)
    await vi.waitFor(() => expect(storeState.store?.status.id).toBe(1))
    expect(overlays.busyUntil).toBeNull()
    stopAttention()
    stop()
  })
  it('a menu held is fetched again, quietly, when realtime comes back after an outage (the updates missed are not sent again)', async () => {
    const { stop } = live()
    const world = menuWorld()
    server.use(...menuHandlers(world))
    await loadMenu({ locale: 'en' })
    await vi.waitFor(() => expect(rt.handlers).not.toBeNull())
    rt.handlers!.onConnection(true)
    rt.handlers!.onConnection(false)
    // another tablet sells Fries out while this one is offline
    world.products.find((p) => p.id === 1005)!.in_stock = false
    await vi.advanceTimersByTimeAsync(5_000)
    rt.handlers!.onConnection(true)
    await vi.waitFor(() => expect(world.locales).toEqual(['en', 'en']))
    await vi.waitFor(() => expect(menuState.products.find((p) => p.id === 1005)?.in_stock).toBe(false))
    expect(menuState.load).toBe('ready')
    stop()
  })

  it('in fallback a menu held is fetched again every MENU_POLL_MS, not at the orders\' 10 s, and once more when realtime is back', async () => {
    const { stop } = live()
    const world = menuWorld()
    server.use(...menuHandlers(world))
    await loadMenu({ locale: 'en' })
    await vi.waitFor(() => expect(rt.handlers).not.toBeNull())
    rt.handlers!.onConnection(true)
    rt.handlers!.onActiveOrders(null, Date.now())
    rt.handlers!.onConnection(false)
    await vi.advanceTimersByTimeAsync(15_000)
    expect(connection.mode).toBe('fallback')
    world.products.find((p) => p.id === 1005)!.in_stock = false
    await vi.advanceTimersByTimeAsync(2 * MENU_POLL_MS)
    await vi.waitFor(() => expect(world.locales).toHaveLength(3))
    expect(menuState.products.find((p) => p.id === 1005)?.in_stock).toBe(false)
    rt.handlers!.onConnection(true)
    rt.handlers!.onActiveOrders(null, Date.now())
    expect(connection.mode).toBe('realtime')
    await vi.waitFor(() => expect(world.locales).toHaveLength(4))
    stop()
  })
})
