import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeAnalytics, makeBrand } from '../../../tests/factories/entities'
import { makeOrder, preparing } from '../../../tests/factories/orders'
import { ordersWorld } from '../../../tests/mocks/orders'
import { server } from '../../../tests/mocks/server'
import { renderOrders, rowsShown } from '../../../tests/setup/orders'
import { clockReaders } from '../../lib/clock'
import { arrivals } from '../../stores/arrivals'
import { markOffline, setRealtimeConnected } from '../../stores/connection'
import { drawer } from '../../stores/drawer'
import { ordersState, upsertOrder } from '../../stores/orders'
import { session } from '../../stores/session'
import { page } from './ConnectionStatus'

const NOW = new Date('2026-11-22T10:00:00+03:00').getTime()
const iso = (ms: number) => new Date(ms).toISOString()
const group = (name: RegExp) => screen.getByRole('region', { name })
const rows = (name: RegExp) => within(group(name)).queryAllByRole('row').filter((r) => r.hasAttribute('data-order-id'))
const row = (code: string) => screen.getByRole('row', { name: new RegExp(`^Order ${code},`) })

afterEach(() => {
  vi.useRealTimers()
})

describe('current orders page: header, summary and Tip Box', () => {
  it('says the dashboard is online, and offline with a reload that clears the notifier config', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined)
    const { user } = await renderOrders()
    expect(screen.getByText('Dashboard is online')).toBeInTheDocument()
    act(() => markOffline())
    expect(await screen.findByText('Dashboard is offline')).toBeInTheDocument()
    localStorage.setItem('notifierConfig', JSON.stringify({ token: 't', uuid: 'u', impersonate: false }))
    await user.click(screen.getByRole('button', { name: 'Reload the dashboard' }))
    expect(reload).toHaveBeenCalledOnce()
    expect(localStorage.getItem('notifierConfig')).toBeNull()
    expect(session.notifierConfig).toBeNull()
    act(() => void setRealtimeConnected(true))
    expect(await screen.findByText('Dashboard is online')).toBeInTheDocument()
  })

  it('hides the connection header in polling mode', async () => {
    await renderOrders({ store: { polling: true } })
    expect(screen.queryByText('Dashboard is online')).not.toBeInTheDocument()
  })

  it("shows the ratings, late and force-dispatched orders with percentages, the average prep time and the Tip Box", async () => {
    await renderOrders({
      store: {
        avg_preparation_time: 12,
        analytics: makeAnalytics({
          todayRating: 4.6,
          weeklyRating: 4.4,
          lateOrders: 2,
          lateOrdersPercent: 4,
          forceDispatch: 1,
          forceDispatchPercent: 2.5,
          tips: { month_total: 12.5, currency: 'KWD', missed: { store_busy: 1.5, low_rating: 0, late_confirming: 0.75 } },
        }),
      },
    })
    const stat = (name: string) => screen.getByRole('group', { name })
    expect(stat("Today's Rating")).toHaveTextContent('4.6')
    expect(stat('Weekly Rating')).toHaveTextContent('4.4')
    expect(stat('Late Orders')).toHaveTextContent('2 (4%)')
    expect(stat('Force Dispatch')).toHaveTextContent('1 (2.5%)')
    expect(stat('Avg. Pre. Time')).toHaveTextContent('12 min')
    const tips = screen.getByRole('group', { name: 'Tip Box' })
    expect(tips).toHaveTextContent('KWD 12.500')
    expect(tips).toHaveTextContent('Store BusyKWD 1.500')
    expect(tips).toHaveTextContent('Low RatingKWD 0.000')
    expect(tips).toHaveTextContent('Late ConfirmingKWD 0.750')
  })

  it("shows today's average wait at the window, which turns over at the store's midnight with nothing else happening", async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-22T23:59:00+03:00'), toFake: ['Date', 'setInterval', 'clearInterval'] })
    const order = preparing()
    arrivals.records = { [order.id]: { orderId: order.id, arrivedAt: Date.parse('2026-11-22T23:40:00+03:00'), dispatchedAt: Date.parse('2026-11-22T23:43:05+03:00') } }
    await renderOrders()
    const wait = () => screen.getByRole('group', { name: 'Avg. Wait' })
    expect(wait()).toHaveTextContent('3:05')
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000))
    expect(wait()).toHaveTextContent('None yet')
  })

  it("keeps the preparation time and the wait when the analytics are malformed: only the analytics' tiles go", async () => {
    await renderOrders({ store: { avg_preparation_time: 12, analytics: { todayRating: 'n/a' } as never } })
    expect(screen.getByRole('group', { name: 'Avg. Pre. Time' })).toHaveTextContent('12 min')
    expect(screen.getByRole('group', { name: 'Avg. Wait' })).toHaveTextContent('None yet')
    expect(screen.queryByRole('group', { name: "Today's Rating" })).not.toBeInTheDocument()
    expect(screen.queryByRole('group', { name: 'Tip Box' })).not.toBeInTheDocument()
  })
})

describe('the board: groups, columns and the Action column', () => {
  it("groups pending and confirmed orders with their counts, and says 'There are no orders' when a group is empty", async () => {
    const { user } = await renderOrders({ orders: [makeOrder(), makeOrder(), preparing()] })
    expect(screen.getByRole('button', { name: 'Pending Orders (2)' })).toHaveAttribute('aria-expanded', 'true')
    expect(rows(/^Pending Orders/)).toHaveLength(2)
    expect(rows(/^Confirmed Orders/)).toHaveLength(1)
    const headers = within(group(/^Pending Orders/)).getAllByRole('columnheader').map((h) => h.textContent)
    expect(headers).toEqual(['ID', 'Customer', 'Customer Status', 'Payment', 'Ordered Time', 'Due Time', 'Action'])
    await user.click(screen.getByRole('button', { name: 'Confirmed Orders (1)' }))
    expect(screen.getByRole('button', { name: 'Confirmed Orders (1)' })).toHaveAttribute('aria-expanded', 'false')
    expect(rows(/^Confirmed Orders/)).toHaveLength(0)
  })

  it('paints the rows\' places first, then a screenful of rows, then the rest after the paint, each in its place and group', async () => {
    // jsdom's window is 768 px tall: a screenful is 8 rows
    await renderOrders({ orders: [...Array.from({ length: 12 }, () => makeOrder()), ...Array.from({ length: 6 }, () => preparing())], firstCommit: true })
    // the places of the rows not mounted yet: one element a group, as tall as that many rows
    const places = (name: RegExp) => Number(group(name).querySelector<HTMLElement>('[data-row-places]')?.dataset.rowPlaces ?? 0)
    // the page's own frame lays out no row
    expect(rows(/^Pending Orders/)).toHaveLength(0)
    expect(places(/^Pending Orders/)).toBe(12)
    expect(screen.getByRole('button', { name: 'Pending Orders (12)' })).toBeInTheDocument()
    await rowsShown()
    expect(rows(/^Pending Orders/)).toHaveLength(8)
    expect(rows(/^Confirmed Orders/)).toHaveLength(0)
    expect(places(/^Pending Orders/)).toBe(4)
    expect(places(/^Confirmed Orders/)).toBe(6)
    await waitFor(() => expect(rows(/^Confirmed Orders/)).toHaveLength(6))
    expect(rows(/^Pending Orders/)).toHaveLength(12)
    expect(places(/^Pending Orders/) + places(/^Confirmed Orders/)).toBe(0)
  })

  it('is empty with both groups saying there are no orders', async () => {
    await renderOrders()
    expect(screen.getByRole('button', { name: 'Pending Orders (0)' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Confirmed Orders (0)' })).toBeInTheDocument()
    expect(screen.getAllByText('There are no orders')).toHaveLength(2)
  })

  it('groups by Walk / Drive and Delivery in store-delivery mode', async () => {
    const delivery = { type: 1 as const, method: 2 as const, driver: null }
    await renderOrders({ store: { delivery: { enabled: true, store_delivery: true } }, orders: [makeOrder(), preparing(), makeOrder({ delivery })] })
    expect(screen.getByRole('button', { name: 'Walk / Drive Orders (2)' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Delivery Orders (1)' })).toBeInTheDocument()
  })

  it('shows a new order live and updates the count', async () => {
    await renderOrders({ orders: [makeOrder()] })
    act(() => upsertOrder(makeOrder({ code: '100777' })))
    expect(await screen.findByRole('button', { name: 'Pending Orders (2)' })).toBeInTheDocument()
    expect(row('100777')).toBeInTheDocument()
  })

  it('shows the customer status, payment with the currency code and its decimals, and the pending colour', async () => {
    const arriving = makeOrder({ code: '100012', user: { ...makeOrder().user, status: { id: 2 }, location: { latitude: 1, longitude: 1, distance: 2.5, duration: 6, stores: [] } } })
    const arrived = preparing({ code: '100013', user: { ...makeOrder().user, status: { id: 3 } }, financial: { ...makeOrder().financial, total_price: 12.5, currency: { code: 'SAR' } } })
    const idle = makeOrder({ code: '100014', financial: { ...makeOrder().financial, total_price: 3.25 } })
    await renderOrders({ orders: [arriving, arrived, idle] })
    expect(within(row('100012')).getByText('6 min away')).toBeInTheDocument()
    expect(within(row('100013')).getByText('Arrived')).toBeInTheDocument()
    expect(within(row('100013')).getByText('SAR 12.50')).toBeInTheDocument()
    expect(within(row('100014')).getByText('Idle')).toBeInTheDocument()
    expect(within(row('100014')).getByText('KWD 3.250')).toBeInTheDocument()
    expect(within(row('100014')).getByText('KNET')).toBeInTheDocument()
    // 12 % 20 = 12 (yellow, dark text); 14 → amber
    expect(within(row('100012')).getByText('100012')).toHaveStyle({ backgroundColor: '#fdd835', color: '#000000' })
    expect(row('100012')).toHaveStyle({ borderInlineStartColor: '#fdd835' })
    expect(within(row('100013')).getByText('100013')).not.toHaveAttribute('style')
  })

  it('offers Confirm for pending, hidden for a supermarket pending order with a preparation time', async () => {
    const plain = makeOrder({ code: '100001' })
    const timed = makeOrder({ code: '100002', preparationTime: 30 })
    await renderOrders({ orders: [plain, timed], store: { brand: makeBrand({ supermarket: true }) } })
    expect(within(row('100001')).getByRole('button', { name: 'Confirm' })).toBeEnabled()
    expect(within(row('100002')).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument()
  })

  it('shows Confirm for a restaurant pending order with a preparation time', async () => {
    await renderOrders({ orders: [makeOrder({ code: '100002', preparationTime: 30 })] })
    expect(within(row('100002')).getByRole('button', { name: 'Confirm' })).toBeEnabled()
  })

  it('enables Dispatch only when the customer arrived or for staff delivery', async () => {
    const idle = preparing({ code: '100001' })
    const arrived = preparing({ code: '100002', user: { ...makeOrder().user, status: { id: 3 } } })
    const staff = preparing({ code: '100003', delivery: { type: 1, method: 2, driver: null } })
    const hero = preparing({ code: '100004', delivery: { type: 1, method: 1, driver: null } })
    await renderOrders({ orders: [idle, arrived, staff, hero] })
    expect(within(row('100001')).getByRole('button', { name: 'Dispatch' })).toBeDisabled()
    expect(within(row('100002')).getByRole('button', { name: 'Dispatch' })).toBeEnabled()
    expect(within(row('100003')).getByRole('button', { name: 'Dispatch' })).toBeEnabled()
    expect(within(row('100004')).getByRole('button', { name: 'Dispatch' })).toBeDisabled()
  })

  it('dispatches from the row without opening the drawer, then the row leaves with the processed message', async () => {
    const arrived = preparing({ code: '100002', user: { ...makeOrder().user, status: { id: 3 } } })
    const world = ordersWorld([arrived])
    server.use(...world.handlers)
    const { user } = await renderOrders({ orders: [arrived] })
    await user.click(within(row('100002')).getByRole('button', { name: 'Dispatch' }))
    expect(await screen.findByText('Order has been dispatched')).toBeInTheDocument()
    expect(world.statusCalls).toEqual([{ order_id: arrived.id, customer_status: 3, status_id: 4, status_name: 'dispatched' }])
    expect(screen.queryByRole('row', { name: /^Order 100002,/ })).not.toBeInTheDocument()
    expect(drawer.orderId).toBeNull()
  })

  it('a Dispatch from the keyboard leaves the focus on the next order, not on the page', async () => {
    const arrivedUser = { ...makeOrder().user, status: { id: 3 as const } }
    const first = preparing({ code: '100011', user: arrivedUser, timing: { ...makeOrder().timing, due: '2026-11-22T10:20:00+03:00' } })
    const second = preparing({ code: '100012', user: arrivedUser, timing: { ...makeOrder().timing, due: '2026-11-22T10:40:00+03:00' } })
    server.use(...ordersWorld([first, second]).handlers)
    const { user } = await renderOrders({ orders: [first, second] })
    within(row('100011')).getByRole('button', { name: 'Dispatch' }).focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('row', { name: /^Order 100011,/ })).not.toBeInTheDocument())
    await waitFor(() => expect(document.activeElement).toBe(within(row('100012')).getByRole('button', { name: 'Dispatch' })))
  })

  it('Confirm in the row opens the drawer to choose the preparation time', async () => {
    const o = makeOrder({ code: '100009' })
    const { user } = await renderOrders({ orders: [o] })
    await user.click(within(row('100009')).getByRole('button', { name: 'Confirm' }))
    const dialog = await screen.findByRole('dialog', { name: 'Order 100009' })
    expect(within(dialog).getByRole('group', { name: 'Preparation time' })).toBeInTheDocument()
  })
})

describe('search', () => {
  const type = (box: HTMLElement, value: string) => fireEvent.change(box, { target: { value } })
  const a = makeOrder({ code: '482913', user: { ...makeOrder().user, phone: '+96550001234' } })
  const b = makeOrder({ code: '771204', user: { ...makeOrder().user, phone: '+96599887766' } })
  const c = preparing({ code: 'AB4829', user: { ...makeOrder().user, phone: '+96511112222' } })

  it('narrows by code or phone 500 ms after typing, case-insensitively and without pattern characters', async () => {
    vi.useFakeTimers({ now: NOW })
    await renderOrders({ orders: [a, b, c] })
    const box = screen.getByRole('searchbox', { name: 'Search by order ID or phone' })
    type(box, '4829')
    act(() => vi.advanceTimersByTime(499))
    expect(screen.getByText('Pending Orders (2)')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByText('Pending Orders (1)')).toBeInTheDocument()
    expect(screen.getByText('Confirmed Orders (1)')).toBeInTheDocument()
    type(box, '')
    type(box, 'ab(48)')
    act(() => vi.advanceTimersByTime(500))
    expect(screen.getByText('Pending Orders (0)')).toBeInTheDocument()
    expect(screen.getByText('Confirmed Orders (1)')).toBeInTheDocument()
    type(box, '')
    type(box, '99887')
    act(() => vi.advanceTimersByTime(500))
    expect(screen.getByText('Pending Orders (1)')).toBeInTheDocument()
    expect(screen.getByText('771204')).toBeInTheDocument()
  })

  it('says a search key needs 3 characters and keeps the list until it has them; empty shows everything again', async () => {
    vi.useFakeTimers({ now: NOW })
    await renderOrders({ orders: [a, b, c] })
    const box = screen.getByRole('searchbox', { name: 'Search by order ID or phone' })
    type(box, '7712')
    act(() => vi.advanceTimersByTime(500))
    expect(screen.getByText('Pending Orders (1)')).toBeInTheDocument()
    type(box, '77')
    act(() => vi.advanceTimersByTime(500))
    expect(screen.getByText('Search key must contain at least 3 characters.')).toBeInTheDocument()
    expect(box).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText('Pending Orders (1)')).toBeInTheDocument()
    type(box, '')
    act(() => vi.advanceTimersByTime(500))
    expect(screen.queryByText('Search key must contain at least 3 characters.')).not.toBeInTheDocument()
    expect(screen.getByText('Pending Orders (2)')).toBeInTheDocument()
  })

  it('says how many orders a search finds, as the menu and past orders do, and nothing once it is cleared', async () => {
    vi.useFakeTimers({ now: NOW })
    await renderOrders({ orders: [a, b, c] })
    const said = () => screen.getAllByRole('status').map((s) => s.textContent).join(' | ')
    const box = screen.getByRole('searchbox', { name: 'Search by order ID or phone' })
    expect(said()).not.toMatch(/Matching orders/)
    type(box, '4829')
    act(() => vi.advanceTimersByTime(500))
    expect(said()).toContain('Matching orders: 2')
    type(box, '999999')
    act(() => vi.advanceTimersByTime(500))
    expect(said()).toContain('Matching orders: 0')
    type(box, '')
    act(() => vi.advanceTimersByTime(500))
    expect(said()).not.toMatch(/Matching orders/)
  })
})

describe('due countdown', () => {
  it("counts every row down from the one shared clock, then '{x} late'", async () => {
    vi.useFakeTimers({ now: NOW })
    // due half a second past the whole second: the rows mount a frame or two after the page, on the faked clock
    const soon = makeOrder({ code: '100001', timing: { ...makeOrder().timing, due: iso(NOW + 62_500) } })
    const later = preparing({ code: '100002', timing: { ...makeOrder().timing, due: iso(NOW + 3_600_000 + 5_500) } })
    await renderOrders({ orders: [soon, later] })
    expect(within(row('100001')).getByText('Due 1:02')).toBeInTheDocument()
    expect(within(row('100002')).getByText('Due 1:00:05')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1000))
    expect(within(row('100001')).getByText('Due 1:01')).toBeInTheDocument()
    expect(within(row('100002')).getByText('Due 1:00:04')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(65_000))
    expect(within(row('100001')).getByText('0:03 late')).toHaveAttribute('data-late', 'true')
    // one clock: one reader per countdown and the summary's day, and a single timer left running (the search debounce
    // has fired)
    expect(clockReaders()).toBe(3)
    expect(vi.getTimerCount()).toBe(1)
  })
})

describe('opening an order', () => {
  it('opens the drawer on a row click, and with Enter or Space on a focused row', async () => {
    const o = makeOrder({ code: '100001' })
    const { user } = await renderOrders({ orders: [o] })
    await user.click(within(row('100001')).getByText('Idle'))
    expect(await screen.findByRole('dialog', { name: 'Order 100001' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    row('100001').focus()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('dialog', { name: 'Order 100001' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    row('100001').focus()
    await user.keyboard(' ')
    expect(await screen.findByRole('dialog', { name: 'Order 100001' })).toBeInTheDocument()
  })

  it('does not open on a click on phones: a Details button does, and the keyboard still works', async () => {
    const o = makeOrder({ code: '100001' })
    const { user } = await renderOrders({ orders: [o], phone: true })
    await user.click(within(row('100001')).getByText('Idle'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(drawer.orderId).toBeNull()
    await user.click(within(row('100001')).getByRole('button', { name: 'Details' }))
    expect(await screen.findByRole('dialog', { name: 'Order 100001' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    row('100001').focus()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('dialog', { name: 'Order 100001' })).toBeInTheDocument()
  })

  it('has no Details button on tablets and desktops', async () => {
    await renderOrders({ orders: [makeOrder({ code: '100001' })] })
    expect(within(row('100001')).queryByRole('button', { name: 'Details' })).not.toBeInTheDocument()
  })

  it('shows skeletons while the first list loads', async () => {
    await renderOrders()
    act(() => {
      ordersState.load = 'loading'
    })
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument()
  })
})
