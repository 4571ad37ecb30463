// The board saved on this device, as the live session reads and writes it: a record of an older build or a damaged
// one paints what is sound of it and never stops the start; a save is stamped with when the board last matched the
// server, so one written offline does not pass for a fresher board.
import { HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeStore } from '../../../tests/factories/entities'
import { makeOrder } from '../../../tests/factories/orders'
import { api } from '../../../tests/mocks/api'
import { server } from '../../../tests/mocks/server'
import { signInAs } from '../../../tests/setup/session'
import type { CachedOrders } from '../../lib/db/db'
import type { RealtimeHandlers } from '../../lib/realtime/connection'
import { connection } from '../../stores/connection'
import { ordersState } from '../../stores/orders'
import { storeState } from '../../stores/store'
import { startStoreLive } from './session'

const device = vi.hoisted(() => ({ read: (): Promise<unknown> => Promise.resolve(null), saves: [] as { ids: number[]; savedAt: number }[] }))
vi.mock(import('../../lib/db/db'), async (original) => ({
  ...(await original()),
  readCurrentOrders: () => device.read() as Promise<CachedOrders | null>,
  saveCurrentOrders: (_country, _storeId, orders, savedAt) => {
    device.saves.push({ ids: orders.map((o) => o.id), savedAt })
    return Promise.resolve()
  },
}))
const rt = vi.hoisted(() => ({ handlers: null as RealtimeHandlers | null }))
vi.mock('../../lib/realtime/connection', () => ({
  startRealtime: async (p: { handlers: RealtimeHandlers }) => {
    rt.handlers = p.handlers
    return { reconnect: () => undefined, stop: async () => undefined }
  },
}))
// the realtime start waits for the board's first paint, which nothing paints here
vi.mock('../../stores/board-painted', () => ({ afterBoardPaint: (fn: () => void) => (fn(), () => undefined), boardShown: () => undefined }))

/** A start without a network: the list fails, so what shows is the saved board or nothing */
function offlineStart() {
  signInAs()
  storeState.store = makeStore({ id: 101 })
  server.use(api.get('/api/v1/store/{id}/order', () => HttpResponse.error()))
  return startStoreLive({ country: 'KW', storeId: 101, polling: true, customToken: null, storeUuid: null })
}

/** Fails the test on a rejection nothing handled while it ran */
function watchUnhandled() {
  const unhandled: unknown[] = []
  const note = (reason: unknown) => unhandled.push(reason)
  // Node's process (the tests run in Node; the app's types know only the browser)
  const node = (globalThis as unknown as { process: { on(e: string, f: (r: unknown) => void): void; off(e: string, f: (r: unknown) => void): void } }).process
  node.on('unhandledRejection', note)
  return { unhandled, stop: () => node.off('unhandledRejection', note) }
}

afterEach(() => {
  vi.useRealTimers()
  device.read = () => Promise.resolve(null)
  device.saves = []
  rt.handlers = null
})

describe('an offline start from a saved board in an old or damaged shape', () => {
  it('paints the sound orders and says the board is the saved one; nothing is left unhandled', async () => {
    const watch = watchUnhandled()
    const good = makeOrder()
    const { status: _status, ...old } = makeOrder()
    const savedAt = Date.now() - 60_000
    device.read = () => Promise.resolve({ country: 'KW', storeId: 101, orders: [good, old], savedAt })
    const stop = offlineStart()
    await vi.waitFor(() => expect(Object.keys(ordersState.byId).map(Number)).toEqual([good.id]))
    expect(ordersState.load).toBe('ready')
    expect(connection.cachedSince).toBe(savedAt)
    await new Promise((resolve) => setTimeout(resolve, 20))
    stop()
    watch.stop()
    expect(watch.unhandled).toEqual([])
  })

  it('a record that is not a list, or a read that fails, paints nothing and the start goes on', async () => {
    const watch = watchUnhandled()
    for (const read of [() => Promise.resolve({ country: 'KW', storeId: 101, orders: { 1: makeOrder() }, savedAt: 1 }), () => Promise.reject(new Error('device storage'))]) {
      device.read = read
      const stop = offlineStart()
      // the failed list says so, as without a saved board
      await vi.waitFor(() => expect(ordersState.load).toBe('failed'))
      expect(connection.cachedSince).toBeNull()
      stop()
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
    watch.stop()
    expect(watch.unhandled).toEqual([])
  })
})

describe('the time a saved board is stamped with', () => {
  /** A realtime session of store 101 whose list answers with `list.orders`, or fails once `list.down` */
  function online(orders: ReturnType<typeof makeOrder>[]) {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] })
    signInAs()
    storeState.store = makeStore({ id: 101 })
    const list = { orders, down: false }
    server.use(api.get('/api/v1/store/{id}/order', () => (list.down ? HttpResponse.error() : HttpResponse.json(list.orders))))
    const stop = startStoreLive({ country: 'KW', storeId: 101, polling: false, customToken: 'token', storeUuid: 'store-uuid' })
    return { list, stop }
  }
  const lastSave = () => device.saves.at(-1)

  it('offline, a change made here saves the board as of the last list, not as of the change', async () => {
    const order = makeOrder()
    const listedAt = Date.now()
    const { list, stop } = online([order])
    await vi.waitFor(() => expect(lastSave()?.ids).toEqual([order.id]))
    expect(lastSave()!.savedAt - listedAt).toBeLessThan(1000)
    const asOf = lastSave()!.savedAt

    list.down = true
    window.dispatchEvent(new Event('offline'))
    expect(connection.mode).toBe('fallback')
    await vi.advanceTimersByTimeAsync(120_000)
    const saves = device.saves.length
    // a press on the order while offline (its answer will fail): the board changes here, the server said nothing
    ordersState.acting[order.id] = 'notify'
    await vi.advanceTimersByTimeAsync(3000)
    expect(device.saves.length).toBeGreaterThan(saves)
    expect(lastSave()!.savedAt).toBe(asOf)
    stop()
  })

  it('a realtime event, or an active_orders read with nothing missing, is the server too', async () => {
    const order = makeOrder()
    const { stop } = online([order])
    await vi.waitFor(() => expect(rt.handlers).not.toBeNull())
    await vi.waitFor(() => expect(lastSave()).toBeDefined())
    // within the watchdog's patience (no fallback list comes in between)
    await vi.advanceTimersByTimeAsync(2000)
    rt.handlers!.onConnection(true)
    const eventAt = Date.now()
    rt.handlers!.onEvent({ event: 'order_updated', payload: { order: { ...order, notes: 'changed' } } } as never)
    await vi.advanceTimersByTimeAsync(3000)
    expect(lastSave()!.savedAt).toBe(eventAt)

    await vi.advanceTimersByTimeAsync(2000)
    const readAt = Date.now()
    rt.handlers!.onActiveOrders({ [order.id]: { status_id: order.status.id } } as never, readAt)
    ordersState.acting[order.id] = 'notify'
    await vi.advanceTimersByTimeAsync(3000)
    expect(lastSave()!.savedAt).toBe(readAt)
    stop()
  })
})
