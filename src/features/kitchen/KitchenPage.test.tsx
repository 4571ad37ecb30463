import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { makeStore } from '../../../tests/factories/entities'
import { makeOrder, preparing } from '../../../tests/factories/orders'
import { api, HttpResponse } from '../../../tests/mocks/api'
import { defaultUser } from '../../../tests/mocks/handlers'
import { server } from '../../../tests/mocks/server'
import { signInAs } from '../../../tests/setup/session'
import type { Order } from '../../domain/orders'
import * as reporter from '../../lib/error-reporter'
import { setLocale } from '../../lib/i18n/i18n'
import { resetServerClock, setRealtimeServerOffset } from '../../lib/server-clock'
import { setRealtimeConnected } from '../../stores/connection'
import { applyCustomerLocation, applyCustomerStatus, ordersState, setCurrentOrders, upsertOrder } from '../../stores/orders'
import { setUser } from '../../stores/session'
import { resetAllStores } from '../../stores/reset'
import { storeState } from '../../stores/store'
import KitchenPage from './KitchenPage'
import { readyRefusals } from './ready-refusals'

function renderKitchen(orders: Order[] = []) {
  signInAs()
  storeState.store = makeStore()
  storeState.load = 'ready'
  setUser(defaultUser)
  setRealtimeConnected(true)
  setCurrentOrders(orders, { announce: false })
  ordersState.load = 'ready'
  return render(<KitchenPage />)
}

describe('kitchen page', () => {
  it("says 'Nothing to prepare' when no confirmed order is there (pending ones are not cooked yet)", () => {
    renderKitchen([makeOrder()])
    expect(screen.getByRole('heading', { name: 'Kitchen', level: 1 })).toBeInTheDocument()
    expect(screen.getByText('Nothing to prepare')).toBeInTheDocument()
  })

  it('shows each item with its quantity, choices, comment and a replacement, and the order comment', () => {
    const order = preparing({ comments: 'Birthday, add candles' })
    const product = { ...order.products[0]!, qty: 3, comments: 'No ice', replacement: { qty: 2, total_price: 1 } }
    renderKitchen([{ ...order, products: [product] }])
    const tile = screen.getByRole('article', { name: `Order ${order.code}` })
    expect(within(tile).getByText('2×')).toBeInTheDocument()
    expect(within(tile).getByText('Replaced: 2 of 3')).toBeInTheDocument()
    expect(within(tile).getByText('No ice')).toBeInTheDocument()
    expect(within(tile).getByText('Birthday, add candles')).toBeInTheDocument()
    expect(within(tile).getByRole('button', { name: `Ready, order ${order.code}` })).toBeEnabled()
    expect(within(screen.getByRole('region', { name: /^Ready/ })).getByText('No order is waiting to be collected')).toBeInTheDocument()
  })

  it('keeps a refused Ready on the tile when its customer arrives and the tile moves to the arrived run', async () => {
    const idle = preparing()
    const other = preparing()
    renderKitchen([idle, other])
    server.use(api.post('/api/v1/order/ready', () => HttpResponse.json({ code: 400, message: 'no' }, { status: 400 })))
    const tileOf = () => screen.getByRole('article', { name: `Order ${idle.code}` })
    await userEvent.click(within(tileOf()).getByRole('button', { name: `Ready, order ${idle.code}` }))
    await within(tileOf()).findByText('Not marked ready. Check the order and try again.')
    const before = tileOf()

    await act(async () => void applyCustomerStatus(idle.id, 3, null))
    // drawn anew in the list of arrived customers, first in the lane, with the refusal still on it
    await within(tileOf()).findByText('Arrived')
    const lists = within(screen.getByRole('region', { name: /^Preparing/ })).getAllByRole('list', { name: /^(Arrived|Arriving|Idle)$/ })
    expect(lists.map((l) => l.getAttribute('aria-label'))).toEqual(['Arrived', 'Idle'])
    expect(within(lists[0]!).getByRole('article', { name: `Order ${idle.code}` })).toBe(tileOf())
    expect(tileOf()).not.toBe(before)
    expect(within(tileOf()).getByText('Not marked ready. Check the order and try again.')).toBeInTheDocument()
  })

  it('a refused Ready leaves the tile when the order is marked ready another way (another tablet, the drawer)', async () => {
    const order = preparing()
    renderKitchen([order])
    server.use(api.post('/api/v1/order/ready', () => HttpResponse.json({ code: 400, message: 'no' }, { status: 400 })))
    const tileOf = () => screen.getByRole('article', { name: `Order ${order.code}` })
    await userEvent.click(within(tileOf()).getByRole('button', { name: `Ready, order ${order.code}` }))
    await within(tileOf()).findByText('Not marked ready. Check the order and try again.')
    await act(async () => void upsertOrder({ ...order, timing: { ...order.timing, ready: new Date().toISOString() } }))
    const ready = screen.getByRole('region', { name: /^Ready/ })
    expect(within(ready).getByRole('article', { name: `Order ${order.code}` })).toBe(tileOf())
    expect(within(tileOf()).queryByText('Not marked ready. Check the order and try again.')).toBeNull()
  })

  it('highlights a tile that went ahead for 4 s from its own move, though customers keep passing each other', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const at = (duration: number) => ({ latitude: 29.3, longitude: 48.07, distance: 3, duration, stores: [] })
      const onTheWay = (duration: number) => preparing({ user: { ...makeOrder().user, status: { id: 2 }, location: at(duration) } })
      const [a, b, c] = [onTheWay(50), onTheWay(51), onTheWay(90)]
      const { container } = renderKitchen([a, b, c])
      const moved = () => Array.from(container.querySelectorAll('[data-moved]'), (e) => e.getAttribute('aria-label'))
      // a and b pass each other every 3 s for a minute, each coming nearer in turn; c never moves
      for (let i = 0; i < 20; i++) {
        const passing = i % 2 === 0 ? b : a
        await act(async () => {
          applyCustomerLocation(passing.id, at(49 - i))
          await vi.advanceTimersByTimeAsync(3000)
        })
        // only the tile that went ahead in the last 4 s: b now, a after the next pass
        expect(moved()).toEqual([`Order ${passing.code}`])
      }
      await act(async () => void (await vi.advanceTimersByTimeAsync(1100)))
      expect(moved()).toEqual([])
    } finally {
      vi.useRealTimers()
    }
  })

  it('keeps the customers it cannot place (a status it does not know) in one run with the rest, by due time', () => {
    const due = (minutes: number) => ({ due: new Date(Date.parse('2026-11-22T10:00:00+03:00') + minutes * 60_000).toISOString() })
    const at = (minutes: number, status: number) => {
      const o = preparing()
      return { ...o, timing: { ...o.timing, ...due(minutes) }, user: { ...o.user, status: { id: status } } } as Order
    }
    const orders = [at(10, 1), at(20, 4), at(30, 1)]
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderKitchen(orders)
    const lane = screen.getByRole('region', { name: /^Preparing/ })
    expect(lane.querySelectorAll('ol')).toHaveLength(1)
    expect(within(lane).getAllByRole('article').map((a) => a.dataset.orderId)).toEqual(orders.map((o) => String(o.id)))
    // two runs keyed by the same status id would be two children with one key
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })
})

const tileOf = (o: Order) => screen.queryByRole('article', { name: `Order ${o.code}` })
const readyOf = (o: Order) => within(tileOf(o)!).getByRole('button', { name: `Ready, order ${o.code}` })
const nearIn = (duration: number) => ({ latitude: 29.3, longitude: 48.07, distance: 3, duration, stores: [] })
const onTheWay = (duration: number) => preparing({ user: { ...makeOrder().user, status: { id: 2 }, location: nearIn(duration) } })
const movedTiles = (container: HTMLElement) => Array.from(container.querySelectorAll('[data-moved]'), (e) => e.getAttribute('aria-label'))

describe('kitchen page: one order that cannot be drawn', () => {
  it('shows a notice in its own tile, keeps the other tiles, and shows the tile again when its order next changes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const report = vi.spyOn(reporter, 'reportError').mockResolvedValue(true)
    const good = preparing()
    const bad = preparing()
    // a product without modifiers gets through the first list's shape check
    const broken = { ...bad, products: [{ ...bad.products[0]!, modifiers: null }] } as unknown as Order
    renderKitchen([good, broken])
    expect(screen.getByText(`Order ${bad.code} cannot be shown. It will show again when it next changes.`)).toBeInTheDocument()
    expect(readyOf(good)).toBeInTheDocument()
    expect(report).toHaveBeenCalledWith(expect.anything(), { tags: { boundary: 'kitchen-tile' } })
    await act(async () => void upsertOrder(bad))
    expect(readyOf(bad)).toBeInTheDocument()
    expect(screen.queryByText(/cannot be shown/)).toBeNull()
  })
})

describe('kitchen page: Ready', () => {
  it("names each Ready button with its order's code, the visible text staying 'Ready' (English and Arabic)", () => {
    const [a, b] = [preparing(), preparing()]
    renderKitchen([a, b])
    expect(readyOf(a)).toHaveTextContent(/^Ready$/)
    expect(readyOf(b)).toHaveTextContent(/^Ready$/)
    act(() => setLocale('ar'))
    expect(within(screen.getByRole('article', { name: `الطلب ${a.code}` })).getByRole('button', { name: `جاهز، الطلب ${a.code}` })).toHaveTextContent(/^جاهز$/)
  })

  it('while its call is in flight, Ready stays focusable (it says it is unavailable) and a second tap sends nothing', async () => {
    const order = preparing()
    renderKitchen([order])
    let calls = 0
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    server.use(
      api.post('/api/v1/order/ready', async () => {
        calls += 1
        await gate
        return HttpResponse.json({ ...order, timing: { ...order.timing, ready: new Date().toISOString() } })
      }),
    )
    const button = readyOf(order)
    button.focus()
    await userEvent.keyboard('{Enter}')
    await vi.waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'))
    expect(button).not.toBeDisabled()
    expect(document.activeElement).toBe(button)
    await userEvent.click(button)
    await act(async () => {
      release()
      await vi.waitFor(() => expect(ordersState.acting[order.id]).toBeUndefined())
    })
    expect(calls).toBe(1)
  })

  it('a refusal that comes back after the screen closed is not kept for the next visit', async () => {
    const order = preparing()
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    server.use(
      api.post('/api/v1/order/ready', async () => {
        await gate
        return HttpResponse.json({ code: 400, message: 'no' }, { status: 400 })
      }),
    )
    const view = renderKitchen([order])
    await userEvent.click(readyOf(order))
    view.unmount()
    release()
    await vi.waitFor(() => expect(ordersState.acting[order.id]).toBeUndefined())
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect({ ...readyRefusals }).toEqual({})
    render(<KitchenPage />)
    expect(within(tileOf(order)!).queryByRole('alert')).toBeNull()
  })

  it('sign-out clears the refusals on the screen', async () => {
    const order = preparing()
    renderKitchen([order])
    server.use(api.post('/api/v1/order/ready', () => HttpResponse.json({ code: 400, message: 'no' }, { status: 400 })))
    await userEvent.click(readyOf(order))
    await within(tileOf(order)!).findByText('Not marked ready. Check the order and try again.')
    act(() => resetAllStores())
    expect({ ...readyRefusals }).toEqual({})
  })

  it("keeps a tile marked ready in the Ready lane on the server's clock, though the device's clock is 35 minutes fast", async () => {
    try {
      setRealtimeServerOffset(-35 * 60_000)
      const order = preparing()
      renderKitchen([order])
      const readyOnServer = new Date(Date.now() - 35 * 60_000).toISOString()
      server.use(api.post('/api/v1/order/ready', () => HttpResponse.json({ ...order, timing: { ...order.timing, ready: readyOnServer } })))
      await userEvent.click(readyOf(order))
      await vi.waitFor(() => expect(ordersState.byId[order.id]?.timing.ready).toBe(readyOnServer))
      expect(within(screen.getByRole('region', { name: /^Ready/ })).getByRole('article', { name: `Order ${order.code}` })).toBeInTheDocument()
    } finally {
      resetServerClock()
    }
  })
})

describe('kitchen page: moved tiles', () => {
  it('a tile that drops back is not highlighted, nor are the tiles it passed', async () => {
    const [a, b, c, d] = [onTheWay(2), onTheWay(4), onTheWay(6), onTheWay(8)]
    const { container } = renderKitchen([a, b, c, d])
    // the customer goes idle: a goes to the end of the lane
    await act(async () => void applyCustomerStatus(a.id, 1, null))
    expect(within(screen.getByRole('region', { name: /^Preparing/ })).getAllByRole('article').map((e) => e.dataset.orderId)).toEqual([b, c, d, a].map((o) => String(o.id)))
    expect(movedTiles(container)).toEqual([])
    // traffic: b's customer is further away than c's and d's now
    await act(async () => void applyCustomerLocation(b.id, nearIn(9)))
    expect(movedTiles(container)).toEqual([])
  })

  it('the highlight goes after 4 s though the device clock is set back meanwhile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const [a, b] = [onTheWay(5), onTheWay(3)]
      const { container } = renderKitchen([a, b])
      await act(async () => void applyCustomerLocation(a.id, nearIn(1)))
      expect(movedTiles(container)).toEqual([`Order ${a.code}`])
      vi.setSystemTime(Date.now() - 60 * 60_000)
      await act(async () => void (await vi.advanceTimersByTimeAsync(4100)))
      expect(movedTiles(container)).toEqual([])
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('kitchen page: the Ready lane after sleep or a clock change', () => {
  for (const [what, seen] of [
    ['the page is seen again', () => document.dispatchEvent(new Event('visibilitychange'))],
    ['the page is shown again', () => window.dispatchEvent(new Event('pageshow'))],
  ] as const) {
    it(`takes out a tile past its 30 minutes when ${what}, though no timer ran meanwhile`, async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true })
      try {
        const order = preparing()
        const ready = { ...order, timing: { ...order.timing, ready: new Date(Date.now() - 29 * 60_000).toISOString() } }
        renderKitchen([ready])
        expect(tileOf(ready)).not.toBeNull()
        // the wall clock goes 2 minutes on while the timers did not run: a tablet asleep, or a clock put forward
        vi.setSystemTime(Date.now() + 2 * 60_000)
        await act(async () => {
          seen()
          await vi.advanceTimersByTimeAsync(100)
        })
        expect(tileOf(ready)).toBeNull()
      } finally {
        vi.useRealTimers()
      }
    })
  }
})

describe('kitchen page: keyboard focus', () => {
  it("stays on the Ready button of a tile drawn anew when its customer arrives", async () => {
    const [a, b] = [preparing(), preparing()]
    renderKitchen([a, b])
    readyOf(b).focus()
    await act(async () => void applyCustomerStatus(b.id, 3, null))
    expect(within(screen.getAllByRole('list', { name: 'Arrived' })[0]!).getByRole('article', { name: `Order ${b.code}` })).toBe(tileOf(b))
    expect(document.activeElement).toBe(readyOf(b))
  })

  it("goes to the next tile's Ready button when the tile leaves after Ready", async () => {
    const [a, b] = [preparing(), preparing()]
    renderKitchen([a, b])
    server.use(api.post('/api/v1/order/ready', () => HttpResponse.json({ ...a, timing: { ...a.timing, ready: new Date().toISOString() } })))
    readyOf(a).focus()
    await userEvent.keyboard('{Enter}')
    await within(screen.getByRole('region', { name: /^Ready/ })).findByRole('article', { name: `Order ${a.code}` })
    expect(document.activeElement).toBe(readyOf(b))
  })

  it('is not taken when it was elsewhere', async () => {
    const [a, b] = [preparing(), preparing()]
    renderKitchen([a, b])
    const { getByRole } = render(<button type="button">Elsewhere</button>)
    const elsewhere = getByRole('button', { name: 'Elsewhere' })
    elsewhere.focus()
    await act(async () => void applyCustomerStatus(b.id, 3, null))
    expect(document.activeElement).toBe(elsewhere)
    // focus in one tile while another one moves: it stays where it is
    readyOf(a).focus()
    await act(async () => void applyCustomerStatus(b.id, 1, null))
    expect(document.activeElement).toBe(readyOf(a))
  })
})
