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
import { connection } from '../../stores/connection'
import { session } from '../../stores/session'
import { storeState } from '../../stores/store'
import { startStoreLive, type LiveParams } from './session'

const rt = vi.hoisted(() => ({ handlers: null as RealtimeHandlers | null, starts: 0 }))
vi.mock('../../lib/realtime/connection', () => ({
  startRealtime: async (p: { handlers: RealtimeHandlers }) => {
    rt.starts++
    rt.handlers = p.handlers
    return { reconnect: () => undefined, stop: async () => undefined }
  },
}))
// the realtime start waits for the board's first paint, which nothing paints here
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
})
