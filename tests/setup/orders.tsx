// Renders the current-orders page with the order drawer host and the toasts, the store, user and orders put in place
// through their stores (no network), so board and drawer tests start at once and can use fake timers.
import { render, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, vi } from 'vitest'
import { Toaster } from '../../src/app/Toaster'
import type { Order } from '../../src/domain/orders'
import OrdersPage from '../../src/features/orders/OrdersPage'
import { OrderDrawerHost } from '../../src/features/order-drawer/OrderDrawerHost'
import { setRealtimeConnected } from '../../src/stores/connection'
import { ordersState, setCurrentOrders } from '../../src/stores/orders'
import { setUser } from '../../src/stores/session'
import { storeState } from '../../src/stores/store'
import { makeManager, makeStore, type Store, type User } from '../factories/entities'
import { defaultUser } from '../mocks/handlers'
import { signInAs } from './session'

export const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

export interface OrdersSetup {
  orders?: Order[]
  store?: Partial<Store>
  manager?: boolean
  user?: User
  /** fake timers are on: user events advance them */
  fakeTimers?: boolean
  phone?: boolean
  /** return at the first commit, before the board's rows mount */
  firstCommit?: boolean
}

/**
 * Renders the board and resolves once its first rows are in: the board paints the rows' places first and mounts a
 * screenful of rows after that paint (src/lib/use-in-slices.ts).
 */
export async function renderOrders(options: OrdersSetup = {}) {
  signInAs()
  const store = makeStore(options.store)
  storeState.store = store
  storeState.analytics = store.analytics
  storeState.load = 'ready'
  setUser(options.user ?? (options.manager ? makeManager({ id: 9 }) : defaultUser))
  setRealtimeConnected(true)
  setCurrentOrders(options.orders ?? [])
  ordersState.load = 'ready'
  if (options.phone) vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(PHONE_UA)
  const user = userEvent.setup(options.fakeTimers ? { delay: null, advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {})
  const view = render(
    <>
      <OrdersPage />
      <OrderDrawerHost />
      <Toaster />
    </>,
  )
  if (!options.firstCommit) await rowsShown()
  return { ...view, user, store }
}

/** Resolves once the board shows a row, or holds no row's place (nothing to show) */
export async function rowsShown(): Promise<void> {
  const shown = () => {
    const places = document.querySelector('[data-row-places]') !== null
    expect(!places || document.querySelector('[role="row"][data-order-id]') !== null).toBe(true)
  }
  if (vi.isFakeTimers()) await vi.waitFor(shown, { timeout: 10_000, interval: FRAME_MS })
  else await waitFor(shown, { timeout: 10_000 })
}

/**
 * The drawer's body renders after its first paint (src/lib/use-after-first-paint.ts): resolves once it has. Its modules
 * may load for the first time here (a fresh clone's cold module cache takes seconds). With a faked interval, jsdom's
 * frames run on the faked clock, and the drawer may ask for its frame after the test last moved it (its effect runs
 * later on a loaded machine): vi.waitFor moves a faked clock by its interval at every look.
 */
export async function bodyShown(dialog: HTMLElement): Promise<void> {
  const shown = () => expect(dialog.querySelector('[aria-busy="false"]')).not.toBeNull()
  if (vi.isFakeTimers()) await vi.waitFor(shown, { timeout: 10_000, interval: FRAME_MS })
  else await waitFor(shown, { timeout: 10_000 })
}
const FRAME_MS = 17
