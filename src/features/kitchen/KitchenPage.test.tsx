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
import { setRealtimeConnected } from '../../stores/connection'
import { applyCustomerLocation, applyCustomerStatus, ordersState, setCurrentOrders, upsertOrder } from '../../stores/orders'
import { setUser } from '../../stores/session'
import { storeState } from '../../stores/store'
import KitchenPage from './KitchenPage'

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
    expect(within(tile).getByRole('button', { name: 'Ready' })).toBeEnabled()
    expect(within(screen.getByRole('region', { name: /^Ready/ })).getByText('No order is waiting to be collected')).toBeInTheDocument()
  })

  it('keeps a refused Ready on the tile when its customer arrives and the tile moves to the arrived run', async () => {
    const idle = preparing()
    const other = preparing()
    renderKitchen([idle, other])
    server.use(api.post('/api/v1/order/ready', () => HttpResponse.json({ code: 400, message: 'no' }, { status: 400 })))
    const tileOf = () => screen.getByRole('article', { name: `Order ${idle.code}` })
    await userEvent.click(within(tileOf()).getByRole('button', { name: 'Ready' }))
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
    await userEvent.click(within(tileOf()).getByRole('button', { name: 'Ready' }))
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
      const [a, b, c] = [onTheWay(5), onTheWay(6), onTheWay(20)]
      const { container } = renderKitchen([a, b, c])
      const moved = () => Array.from(container.querySelectorAll('[data-moved]'), (e) => e.getAttribute('aria-label'))
      // a and b pass each other every 3 s for a minute; c never moves
      for (let i = 0; i < 20; i++) {
        await act(async () => {
          applyCustomerLocation(a.id, at(i % 2 === 0 ? 7 : 5))
          await vi.advanceTimersByTimeAsync(3000)
        })
        // only the tile that went ahead in the last 4 s: b now, a after the next pass
        expect(moved()).toEqual([`Order ${(i % 2 === 0 ? b : a).code}`])
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
