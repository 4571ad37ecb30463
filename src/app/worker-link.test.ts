// The page's side of the service worker's alerts (sw/sw.ts): what it tells the worker, and a tap on an alert the
// worker hands to this window (src/lib/pwa/order-taps.ts).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeStore } from '../../tests/factories/entities'
import { makeOrder } from '../../tests/factories/orders'
import { setLocale } from '../lib/i18n/i18n'
import { setNavigator } from '../lib/navigation'
import { askWorkerToClearUserData } from '../lib/pwa/worker-data'
import { drawer } from '../stores/drawer'
import { setCurrentOrders } from '../stores/orders'
import { resetAllStores } from '../stores/reset'
import { session } from '../stores/session'
import { storeState } from '../stores/store'
import { linkServiceWorker } from './worker-link'

/** A service worker container whose worker records what it is told; `ready` settles when asked, or at once */
function fakeContainer(options: { controlled?: boolean; ready?: boolean } = {}) {
  const told: unknown[] = []
  const worker = { postMessage: (message: unknown) => void told.push(message) }
  let settle: () => void = () => undefined
  const ready = new Promise<{ active: typeof worker }>((resolve) => (settle = () => resolve({ active: worker })))
  if (options.ready !== false) settle()
  const container = Object.assign(new EventTarget(), { controller: options.controlled ? worker : null, ready })
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true })
  const fromWorker = (data: unknown) => container.dispatchEvent(new MessageEvent('message', { data }))
  return { told, settle, fromWorker }
}

const signIn = (storeId = 101) => {
  Object.assign(session, { token: 'token', countryCode: 'KW' })
  storeState.store = makeStore({ id: storeId })
}

let stop = () => undefined as void
afterEach(() => {
  stop()
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

describe('what the page tells the service worker', () => {
  it('its language at start and at each switch', async () => {
    const { told } = fakeContainer()
    stop = linkServiceWorker()
    await vi.waitFor(() => expect(told).toEqual([{ type: 'LOCALE', locale: 'en' }]))
    setLocale('ar')
    await vi.waitFor(() => expect(told).toEqual([{ type: 'LOCALE', locale: 'en' }, { type: 'LOCALE', locale: 'ar' }]))
  })

  it("the session's store once it is known, once per session and store", async () => {
    const { told } = fakeContainer()
    stop = linkServiceWorker()
    signIn()
    await vi.waitFor(() => expect(told).toContainEqual({ type: 'SESSION', store: { country: 'KW', id: 101 } }))
    storeState.store = makeStore({ id: 101, name: 'Renamed' })
    await new Promise((r) => setTimeout(r, 10))
    // signed out (the sign-out tells the worker to forget), then in again
    resetAllStores()
    await new Promise((r) => setTimeout(r, 10))
    signIn()
    await new Promise((r) => setTimeout(r, 10))
    expect(told.filter((m) => (m as { type: string }).type === 'SESSION')).toHaveLength(2)
  })

  it('no session that ended before the worker was ready', async () => {
    const { told, settle } = fakeContainer({ ready: false })
    stop = linkServiceWorker()
    signIn()
    await new Promise((r) => setTimeout(r, 10))
    resetAllStores()
    settle()
    await vi.waitFor(() => expect(told).toContainEqual({ type: 'LOCALE', locale: 'en' }))
    expect(told.map((m) => (m as { type: string }).type)).not.toContain('SESSION')
  })

  it("a sign-out's clearing, also from a window the worker does not control", async () => {
    const controlled = fakeContainer({ controlled: true })
    askWorkerToClearUserData()
    expect(controlled.told).toEqual([{ type: 'CLEAR_USER_DATA' }])
    const uncontrolled = fakeContainer()
    askWorkerToClearUserData()
    await vi.waitFor(() => expect(uncontrolled.told).toEqual([{ type: 'CLEAR_USER_DATA' }]))
  })
})

describe('a tap on a new-order alert, handed to this window', () => {
  it('moves to the page inside the app and opens the order', async () => {
    const { fromWorker } = fakeContainer()
    const moves: string[] = []
    setNavigator((to) => moves.push(to))
    signIn()
    const order = makeOrder()
    setCurrentOrders([order])
    stop = linkServiceWorker()
    fromWorker({ type: 'OPEN_ORDER', url: `${location.origin}/kitchen`, orderId: order.id })
    expect(moves).toEqual(['/kitchen'])
    await vi.waitFor(() => expect([drawer.orderId, drawer.source]).toEqual([order.id, 'current']))
  })

  it('goes to /orders for a page outside the app, and takes no other message for a tap', async () => {
    const { fromWorker } = fakeContainer()
    const moves: string[] = []
    setNavigator((to) => moves.push(to))
    stop = linkServiceWorker()
    fromWorker({ type: 'OPEN_ORDER', url: 'https://evil.example/login', orderId: null })
    fromWorker({ type: 'SOMETHING_ELSE', url: `${location.origin}/menu` })
    fromWorker('OPEN_ORDER')
    fromWorker(null)
    expect(moves).toEqual(['/orders'])
  })

  it('stays where it is when already there', async () => {
    const { fromWorker } = fakeContainer()
    const moves: string[] = []
    setNavigator((to) => moves.push(to))
    const before = location.href
    window.history.replaceState(null, '', '/orders?q=1')
    stop = linkServiceWorker()
    fromWorker({ type: 'OPEN_ORDER', url: `${location.origin}/orders?q=1`, orderId: null })
    window.history.replaceState(null, '', before)
    expect(moves).toEqual([])
  })
})
