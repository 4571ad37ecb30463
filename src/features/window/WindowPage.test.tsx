import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { makeManager, makeStore } from '../../../tests/factories/entities'
import { CAR_FIXTURE } from '../../../tests/factories/arrival'
import { preparing } from '../../../tests/factories/orders'
import { api, HttpResponse } from '../../../tests/mocks/api'
import { defaultUser } from '../../../tests/mocks/handlers'
import { ordersWorld } from '../../../tests/mocks/orders'
import { server } from '../../../tests/mocks/server'
import { signInAs } from '../../../tests/setup/session'
import type { Order } from '../../domain/orders'
import * as reporter from '../../lib/error-reporter'
import { setRealtimeConnected } from '../../stores/connection'
import { arrivals } from '../../stores/arrivals'
import { devicePrefs } from '../../stores/device-prefs'
import { applyCustomerStatus, ordersState, setCurrentOrders, upsertOrder } from '../../stores/orders'
import { setUser } from '../../stores/session'
import { storeState } from '../../stores/store'
import { toasts } from '../../stores/toasts'
import WindowPage from './WindowPage'

function renderWindow(orders: Order[] = [], user = defaultUser) {
  signInAs()
  storeState.store = makeStore()
  storeState.load = 'ready'
  setUser(user)
  setRealtimeConnected(true)
  setCurrentOrders(orders, { announce: false })
  ordersState.load = 'ready'
  return { user: userEvent.setup(), ...render(<WindowPage />) }
}

describe('window page', () => {
  it("today's wait figures turn over at the store's midnight, with nothing else happening", async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-22T23:59:00+03:00'), toFake: ['Date', 'setInterval', 'clearInterval'] })
    const order = preparing()
    arrivals.records = { [order.id]: { orderId: order.id, arrivedAt: Date.parse('2026-11-22T23:40:00+03:00'), dispatchedAt: Date.parse('2026-11-22T23:43:05+03:00') } }
    renderWindow([])
    const figures = () => within(screen.getByLabelText("Today's waits at the window")).getAllByRole('definition').map((d) => d.textContent)
    expect(figures()).toEqual(['3:05', '3:05'])
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000))
    expect(figures()).toEqual(['None yet', 'None yet'])
    vi.useRealTimers()
  })

  it("counts at the window the waits of customers who came by car; a walk-thru customer's is not one", () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-22T12:00:00+03:00'), toFake: ['Date'] })
    const now = Date.now()
    arrivals.records = {
      1: { orderId: 1, arrivedAt: now - 5 * 60_000, dispatchedAt: now - 60_000, byCar: false },
      2: { orderId: 2, arrivedAt: now - 3 * 60_000, dispatchedAt: now - 60_000, byCar: true },
    }
    renderWindow([])
    expect(within(screen.getByLabelText("Today's waits at the window")).getAllByRole('definition').map((d) => d.textContent)).toEqual(['2:00', '2:00'])
    vi.useRealTimers()
  })

  it('a wait past a threshold says so with a warning sign as well as its colour', () => {
    const calm = preparing({ car: CAR_FIXTURE, user: { ...preparing().user, status: { id: 3 } } })
    const long = preparing({ car: CAR_FIXTURE, user: { ...preparing().user, status: { id: 3 } } })
    arrivals.records = {
      [calm.id]: { orderId: calm.id, arrivedAt: Date.now() - 30_000, dispatchedAt: null, byCar: true },
      [long.id]: { orderId: long.id, arrivedAt: Date.now() - 3 * 60_000, dispatchedAt: null, byCar: true },
    }
    const { container } = renderWindow([calm, long])
    const timer = (tone: string) => container.querySelector(`[data-wait-tone="${tone}"]`)!
    expect(timer('calm').querySelector('svg')).toBeNull()
    expect(timer('amber').querySelector('svg')).not.toBeNull()
  })

  it('a wait past a threshold says so in words too, for screen readers: the colour and the icon are not read', () => {
    const calm = preparing({ car: CAR_FIXTURE, user: { ...preparing().user, status: { id: 3 } } })
    const long = preparing({ car: CAR_FIXTURE, user: { ...preparing().user, status: { id: 3 } } })
    const longer = preparing({ car: CAR_FIXTURE, user: { ...preparing().user, status: { id: 3 } } })
    arrivals.records = {
      [calm.id]: { orderId: calm.id, arrivedAt: Date.now() - 30_000, dispatchedAt: null, byCar: true },
      [long.id]: { orderId: long.id, arrivedAt: Date.now() - 3 * 60_000, dispatchedAt: null, byCar: true },
      [longer.id]: { orderId: longer.id, arrivedAt: Date.now() - 6 * 60_000, dispatchedAt: null, byCar: true },
    }
    const { container } = renderWindow([calm, long, longer])
    const text = (tone: string) => container.querySelector(`[data-wait-tone="${tone}"]`)!.textContent
    expect(text('calm')).toMatch(/^Waiting 0:\d\d$/)
    expect(text('amber')).toMatch(/^Long wait: Waiting 3:0\d$/)
    expect(text('red')).toMatch(/^Very long wait: Waiting 6:0\d$/)
  })

  it("says 'No cars yet' while no customer with a car is on the way or arrived", () => {
    renderWindow([preparing()])
    expect(screen.getByRole('heading', { name: 'Window', level: 1 })).toBeInTheDocument()
    expect(screen.getByText('No cars yet')).toBeInTheDocument()
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['None yet', 'None yet'])
  })

  it('shows an arriving car in On the way with its minutes away and its plate', () => {
    const o = preparing({ car: CAR_FIXTURE, user: { ...preparing().user, status: { id: 2 }, location: { latitude: 29, longitude: 48, distance: 2, duration: 6, stores: [] } } })
    renderWindow([o])
    const group = screen.getByRole('region', { name: 'On the way' })
    expect(within(group).getByText('12 / 34567')).toBeInTheDocument()
    expect(within(group).getByText('6 min away')).toBeInTheDocument()
    expect(within(group).getByRole('button', { name: 'Dispatch' })).toBeDisabled()
  })

  it('wait colours: red before amber is refused with a message and nothing changes; a valid pair is kept for the device', async () => {
    const { user } = renderWindow()
    await user.click(screen.getByRole('button', { name: 'Wait colours' }))
    const dialog = await screen.findByRole('dialog', { name: 'Wait colours' })
    await user.selectOptions(within(dialog).getByLabelText('Amber after'), '6')
    await user.selectOptions(within(dialog).getByLabelText('Red after'), '3')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Red must come after amber.')
    expect(devicePrefs.wait).toEqual({ amberMin: 2, redMin: 5 })
    await user.selectOptions(within(dialog).getByLabelText('Red after'), '10')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(devicePrefs.wait).toEqual({ amberMin: 6, redMin: 10 })
    expect(localStorage.getItem('waitThresholds')).toBe('{"amberMin":6,"redMin":10}')
  })

  it('a card that cannot be drawn shows a notice in its place; the other cars stay, and it shows again when its order next changes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const report = vi.spyOn(reporter, 'reportError').mockResolvedValue(true)
    const arrived = { ...preparing().user, status: { id: 3 as const } }
    const good = preparing({ car: CAR_FIXTURE, user: arrived })
    const bad = preparing({ car: CAR_FIXTURE, user: arrived })
    renderWindow([good, { ...bad, car: { ...CAR_FIXTURE, color: null } } as unknown as Order])
    expect(screen.getByText(`Order ${bad.code} cannot be shown. It will show again when it next changes.`)).toBeInTheDocument()
    expect(screen.getByRole('article', { name: new RegExp(`^Order ${good.code},`) })).toBeInTheDocument()
    expect(report).toHaveBeenCalledWith(expect.anything(), { tags: { boundary: 'window-card' } })
    await act(async () => void upsertOrder(bad))
    expect(screen.getByRole('article', { name: new RegExp(`^Order ${bad.code},`) })).toBeInTheDocument()
    expect(screen.queryByText(/cannot be shown/)).toBeNull()
  })

  describe('a card that changes group as its customer arrives', () => {
    const onTheWay = () =>
      preparing({ car: CAR_FIXTURE, user: { ...preparing().user, status: { id: 2 }, location: { latitude: 29, longitude: 48, distance: 2, duration: 6, stores: [] } } })
    const card = (o: Order) => screen.getByRole('article', { name: new RegExp(`^Order ${o.code},`) })

    it('a Force Dispatch warning open on it closes with the reason, and nothing is sent', async () => {
      const o = onTheWay()
      const world = ordersWorld([o])
      server.use(...world.handlers)
      const { user } = renderWindow([o], makeManager())
      await user.click(within(card(o)).getByRole('button', { name: 'Force Dispatch' }))
      await screen.findByRole('dialog', { name: 'Please confirm' })
      await act(async () => void applyCustomerStatus(o.id, 3, undefined))
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Please confirm' })).toBeNull())
      expect(within(screen.getByRole('region', { name: 'Arrived' })).getByRole('article')).toBe(card(o))
      expect(toasts.items.map((t) => t.title)).toContainEqual({ key: 'orders.forceLapsed.arrived', params: { code: o.code } })
      expect(world.statusCalls).toEqual([])
    })

    it("the notice that its Force Dispatch never left stays with it in the Arrived group", async () => {
      const o = onTheWay()
      server.use(api.patch('/api/v1/order/status', () => HttpResponse.error()))
      const { user } = renderWindow([o], makeManager())
      await user.click(within(card(o)).getByRole('button', { name: 'Force Dispatch' }))
      await user.click(within(await screen.findByRole('dialog', { name: 'Please confirm' })).getByRole('button', { name: 'Yes' }))
      const notice = await within(card(o)).findByRole('alert')
      await act(async () => void applyCustomerStatus(o.id, 3, undefined))
      expect(within(screen.getByRole('region', { name: 'Arrived' })).getByRole('alert')).toHaveTextContent(notice.textContent!)
    })
  })

  it('a Dispatch from the keyboard leaves the focus on the next car, not on the page', async () => {
    const arrivedUser = { ...preparing().user, status: { id: 3 as const } }
    const first = preparing({ car: CAR_FIXTURE, user: arrivedUser })
    const second = preparing({ car: CAR_FIXTURE, user: arrivedUser })
    arrivals.records = {
      [first.id]: { orderId: first.id, arrivedAt: Date.now() - 120_000, dispatchedAt: null, byCar: true },
      [second.id]: { orderId: second.id, arrivedAt: Date.now() - 60_000, dispatchedAt: null, byCar: true },
    }
    server.use(...ordersWorld([first, second]).handlers)
    const { user } = renderWindow([first, second])
    const cardOf = (o: Order) => screen.queryByRole('article', { name: new RegExp(`^Order ${o.code},`) })
    within(cardOf(first)!).getByRole('button', { name: 'Dispatch' }).focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(cardOf(first)).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(within(cardOf(second)!).getByRole('button', { name: 'Dispatch' })))
  })
})
