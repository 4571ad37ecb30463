import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { answerGate as gate } from '../../../tests/mocks/answer-gate'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makePastOrder, makeRefund, pastOrdersWorld, type PastOrdersWorldOptions } from '../../../tests/mocks/past-orders'
import { api, HttpResponse } from '../../../tests/mocks/api'
import { server } from '../../../tests/mocks/server'
import { asPhone, captureDownloads, renderPage } from '../../../tests/setup/page'
import { drawer, replacePastOrder } from '../../stores/drawer'
import { toasts } from '../../stores/toasts'
import PastOrdersPage from './PastOrdersPage'

// Long interaction sequences: leave room for a busy machine
vi.setConfig({ testTimeout: 20_000 })
configure({ asyncUtilTimeout: 4000 })

// 10:00 on 22 Nov 2026 in Kuwait
const NOW = new Date('2026-11-22T07:00:00Z')

function setup(path = '/past-orders', world: PastOrdersWorldOptions = {}, options: Parameters<typeof renderPage>[2] = {}) {
  const w = pastOrdersWorld(world)
  server.use(...w.handlers)
  const page = renderPage(PastOrdersPage, path, options)
  return { ...page, world: w, params: () => new URLSearchParams(page.search()) }
}

const orders = (n: number, overrides: Parameters<typeof makePastOrder>[0] = {}) => Array.from({ length: n }, (_, i) => makePastOrder(overrides, 30 + i * 10))
const rows = () => screen.getAllByRole('row').slice(1)

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('past orders list (SPEC 2, 7)', () => {
  it('first asks with the defaults and shows the columns, the rows and the total', async () => {
    const list = orders(3)
    list[0]!.code = '700001'
    list[0]!.user.name = 'Noura Al-Sabah'
    list[0]!.payment = { method: { id: 2 }, method_name: 'Cash' }
    const { world } = setup('/past-orders', { orders: list })
    expect(await screen.findByText('Total orders: 3')).toBeInTheDocument()
    expect(world.lastSearch()).toEqual({ completed: '1', order_dir: 'DESC', limit: '25', offset: '0', _locale: 'en' })
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['ID', 'Customer', 'Phone Number', 'Order Status', 'Payment', 'Ordered Time'])
    const first = within(rows()[0]!)
    expect(first.getByRole('button', { name: 'Open order 700001' })).toBeInTheDocument()
    expect(first.getByText('Noura Al-Sabah')).toBeInTheDocument()
    expect(first.getByText('Delivered')).toBeInTheDocument()
    expect(first.getByText('Cash')).toBeInTheDocument()
    expect(first.getByText('KWD 3.000')).toBeInTheDocument()
    // created 30 minutes before 10:00 Kuwait time
    expect(first.getByText('22/11/2026')).toBeInTheDocument()
    expect(first.getByText('09:30 AM')).toBeInTheDocument()
  })

  it('with the store hiding discounts, a row shows the one total of domain/order-totals (the discount added back)', async () => {
    const list = orders(1, { coupon: { code: 'WELCOME10' } })
    list[0]!.financial = { currency: { code: 'KWD' }, products_price: 6, discount: 0.6, tips: 0.25, fee: 0, total_price: 5.65, vat_percent: 0, total_vat_price: 0, total_paid: 5.65, remaining_balance: 0 }
    setup('/past-orders', { orders: list }, { store: { hide_discount: true } })
    expect(await screen.findByText('Total orders: 1')).toBeInTheDocument()
    expect(await within(rows()[0]!).findByText('KWD 6.250')).toBeInTheDocument()
    expect(within(rows()[0]!).queryByText('KWD 5.650')).toBeNull()
  })

  it("shows 'There are no orders' and 'There are no refunds'", async () => {
    const { user } = setup()
    expect(await screen.findByText('There are no orders')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Refunds' }))
    expect(await screen.findByText('There are no refunds')).toBeInTheDocument()
  })

  it('a status, a preset and the sort become the query and the URL, starting again at page 1', async () => {
    const { user, world, params } = setup('/past-orders?offset=25', { orders: orders(30) })
    await screen.findByText('Total orders: 30')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Delivered')
    await waitFor(() => expect(world.lastSearch()).toMatchObject({ status_id: '5', offset: '0' }))
    expect(params().get('status_id')).toBe('5')
    expect(params().has('offset')).toBe(false)

    await user.click(screen.getByRole('button', { name: 'Date: All dates' }))
    await user.click(screen.getByRole('button', { name: 'Yesterday' }))
    await waitFor(() => expect(world.lastSearch()).toMatchObject({ from_date: '2026-11-21 00:00', to_date: '2026-11-21 23:59:59', status_id: '5' }))
    expect(params().get('from_date')).toBe('2026-11-21')
    expect(screen.getByRole('button', { name: 'Date: Yesterday' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Date: Yesterday' }))
    await user.click(screen.getByRole('button', { name: 'Last week' }))
    await waitFor(() => expect(world.lastSearch()).toMatchObject({ from_date: '2026-11-16 00:00', to_date: '2026-11-22 23:59:59' }))

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Oldest first')
    await waitFor(() => expect(world.lastSearch()).toMatchObject({ order_dir: 'ASC' }))
    expect(params().get('order_dir')).toBe('ASC')
  })

  it('a custom period needs both days, in order, and none in the future', async () => {
    const { user, world } = setup()
    await screen.findByText('There are no orders')
    await user.click(screen.getByRole('button', { name: 'Date: All dates' }))
    await user.click(screen.getByRole('button', { name: 'Custom period' }))
    const from = screen.getByLabelText('From')
    const to = screen.getByLabelText('To')
    expect(to).toHaveAttribute('max', '2026-11-22')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Choose the first and the last day.')
    await user.type(from, '2026-11-20')
    await user.type(to, '2026-11-23')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Past orders cannot be in the future')
    await user.clear(to)
    await user.type(to, '2026-11-21')
    const before = world.searches.length
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(world.lastSearch()).toMatchObject({ from_date: '2026-11-20 00:00', to_date: '2026-11-21 23:59:59' }))
    expect(world.searches.length).toBe(before + 1)
    expect(screen.getByRole('button', { name: 'Date: 20/11/2026 – 21/11/2026' })).toBeInTheDocument()
  })

  it('a link with filters shows the same list and the same controls (URL round trip)', async () => {
    const { world } = setup('/past-orders?q=sara&status_id=8&from_date=2026-11-10&to_date=2026-11-12&order_dir=ASC&limit=10&offset=10', {
      orders: orders(25, { status: { id: 8, name: 'No Show' }, user: { id: 1, name: 'Sara Al-Ali', phone: '+96550001111', avatar: null, fake_avatar: null, count_orders: 1, status: { id: 1 }, location: null } }),
    })
    expect(await screen.findByText('Total orders: 25')).toBeInTheDocument()
    expect(world.searches).toHaveLength(1)
    expect(world.lastSearch()).toEqual({
      completed: '1',
      q: 'sara',
      status_id: '8',
      from_date: '2026-11-10 00:00',
      to_date: '2026-11-12 23:59:59',
      order_dir: 'ASC',
      limit: '10',
      offset: '10',
      _locale: 'en',
    })
    expect(screen.getByRole('searchbox')).toHaveValue('sara')
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('8')
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveValue('ASC')
    expect(screen.getByRole('combobox', { name: 'Per page' })).toHaveValue('10')
    expect(screen.getByRole('button', { name: 'Date: 10/11/2026 – 12/11/2026' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    expect(rows()).toHaveLength(10)
  })

  it('search: strips special characters, needs 3 characters, applies after 500 ms', async () => {
    const list = orders(4)
    list[1]!.code = '654321'
    const { user, world, params } = setup('/past-orders', { orders: list })
    await screen.findByText('Total orders: 4')
    const box = screen.getByRole('searchbox', { name: 'Search orders' })
    await user.type(box, 'ab')
    expect(await screen.findByText('Search key must contain at least 3 characters.', {}, { timeout: 4000 })).toBeInTheDocument()
    expect(world.searches).toHaveLength(1)

    await user.clear(box)
    await user.type(box, '(65*4)')
    expect(screen.queryByText('Search key must contain at least 3 characters.')).not.toBeInTheDocument()
    await waitFor(() => expect(world.lastSearch()).toMatchObject({ q: '654', offset: '0' }), { timeout: 4000 })
    expect(world.searches).toHaveLength(2)
    expect(params().get('q')).toBe('654')
    expect(await screen.findByText('Total orders: 1')).toBeInTheDocument()

    await user.clear(box)
    await waitFor(() => expect(world.lastSearch().q).toBeUndefined(), { timeout: 4000 })
    expect(params().has('q')).toBe(false)
  })

  it('pages through with the page buttons and the page size, with the total', async () => {
    const { user, world, params } = setup('/past-orders', { orders: orders(60) })
    expect(await screen.findByText('Total orders: 60')).toBeInTheDocument()
    expect(rows()).toHaveLength(25)
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(world.lastSearch()).toMatchObject({ offset: '25', limit: '25' }))
    await user.click(screen.getByRole('button', { name: 'Page 3' }))
    await waitFor(() => expect(rows()).toHaveLength(10))
    expect(params().get('offset')).toBe('50')
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled()
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(expect.arrayContaining(['10', '25', '50', '100']))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Per page' }), '50')
    await waitFor(() => expect(world.lastSearch()).toMatchObject({ limit: '50', offset: '0' }))
    await waitFor(() => expect(rows()).toHaveLength(50))
  })

  it('a link past the last page lands on the last page', async () => {
    const { world, params } = setup('/past-orders?offset=100', { orders: orders(30) })
    await waitFor(() => expect(params().get('offset')).toBe('25'))
    await waitFor(() => expect(world.lastSearch()).toMatchObject({ offset: '25' }))
    await waitFor(() => expect(rows()).toHaveLength(5))
  })

  it('a link with half a period asks for what the date button shows: all dates', async () => {
    const { world } = setup('/past-orders?from_date=2026-11-01', { orders: orders(3) })
    expect(await screen.findByText('Total orders: 3')).toBeInTheDocument()
    expect(world.lastSearch()).toEqual({ completed: '1', order_dir: 'DESC', limit: '25', offset: '0', _locale: 'en' })
    expect(screen.getByRole('button', { name: 'Date: All dates' })).toBeInTheDocument()
  })

  it('a link the server would refuse (offset past 100000, a search over 100 characters) shows the first page unfiltered', async () => {
    const { world } = setup(`/past-orders?offset=Infinity&q=${'a'.repeat(150)}`, { orders: orders(3) })
    expect(await screen.findByText('Total orders: 3')).toBeInTheDocument()
    expect(world.lastSearch()).toEqual({ completed: '1', order_dir: 'DESC', limit: '25', offset: '0', _locale: 'en' })
    expect(screen.getByRole('searchbox')).toHaveValue('')
  })

  it('a row opens the order drawer; a change made there shows in the row', async () => {
    const list = orders(2, { status: { id: 4, name: 'Dispatched' } })
    const { user } = setup('/past-orders', { orders: list })
    await screen.findByText('Total orders: 2')
    await user.click(within(rows()[1]!).getByText(list[1]!.user.name!))
    expect(drawer).toMatchObject({ orderId: list[1]!.id, source: 'past' })
    expect(drawer.past?.code).toBe(list[1]!.code)
    expect(within(rows()[1]!).getByText('Dispatched')).toBeInTheDocument()
    act(() => replacePastOrder({ ...list[1]!, status: { id: 5, name: 'Delivered' } }))
    await waitFor(() => expect(within(rows()[1]!).getByText('Delivered')).toBeInTheDocument())
    expect(within(rows()[0]!).getByText('Dispatched')).toBeInTheDocument()
  })
})

describe('export (SPEC 4, 7)', () => {
  it('downloads past-orders.csv for the same filters; the button shows progress and cannot be pressed twice', async () => {
    const files = captureDownloads()
    const { user, world } = setup('/past-orders?status_id=5&from_date=2026-11-21&to_date=2026-11-21&limit=10&offset=10', { orders: orders(12), holdExport: true })
    await screen.findByText('Total orders: 12')
    await user.click(screen.getByRole('button', { name: 'Export' }))
    const busy = await screen.findByRole('button', { name: 'Exporting…' })
    expect(busy).toBeDisabled()
    await user.click(busy)
    world.releaseExport()
    await waitFor(() => expect(files).toHaveLength(1))
    expect(world.exports).toHaveLength(1)
    expect(Object.fromEntries(world.exports[0]!)).toEqual({
      completed: '1',
      status_id: '5',
      from_date: '2026-11-21 00:00',
      to_date: '2026-11-21 23:59:59',
      order_dir: 'DESC',
      export: '1',
      _locale: 'en',
    })
    expect(files[0]!.name).toBe('past-orders.csv')
    expect((await files[0]!.blob.text()).split('\r\n')).toHaveLength(13)
    expect(await screen.findByRole('button', { name: 'Export' })).toBeEnabled()
  })

  it('shows the mailed-export message as a success notice for 6 s', async () => {
    vi.useRealTimers()
    vi.useFakeTimers({ shouldAdvanceTime: true })
    vi.setSystemTime(NOW)
    const files = captureDownloads()
    const message = 'The export of 1200 orders is being prepared and will be sent to manager@kw.demo'
    const { user } = setup('/past-orders', { orders: orders(2), exportAs: { message } }, { manager: true })
    await screen.findByText('Total orders: 2')
    await user.click(screen.getByRole('button', { name: 'Export' }))
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(screen.getByText(message).closest('[role="status"]')).toBeInTheDocument()
    expect(files).toHaveLength(0)
    act(() => vi.advanceTimersByTime(5500))
    expect(toasts.items.map((t) => t.title)).toContainEqual({ text: message })
    act(() => vi.advanceTimersByTime(600))
    expect(toasts.items).toHaveLength(0)
  })
})

describe('refunds (SPEC 2, 6)', () => {
  const refundOrders = () => [
    makePastOrder({ id: 501, code: '500501', refund: makeRefund({ status: 2, payment_status: 3 }) }, 120),
    makePastOrder({ id: 502, code: '500502', refund: makeRefund({ status: 3, payment_status: 1, created: '2026-11-21T18:00:00+03:00' }) }, 1500),
    makePastOrder({ id: 503, code: '500503' }, 200),
  ]

  it('lists refund requests with their columns; staff see Decide disabled', async () => {
    const { world } = setup('/past-orders?refunds=1', { orders: refundOrders() })
    expect(await screen.findByText('Total orders: 2')).toBeInTheDocument()
    expect(world.lastSearch()).toMatchObject({ refunds: '1', completed: '1' })
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'ID', 'Customer', 'Ordered Date', 'Refund Request Date', 'Payment Status', 'Refund Status', 'Action',
    ])
    const [reviewed, accepted] = rows()
    expect(within(reviewed!).getByText('Reviewed')).toBeInTheDocument()
    expect(within(reviewed!).getByText('Pending')).toBeInTheDocument()
    expect(within(reviewed!).getByRole('button', { name: 'Decide 500501' })).toBeDisabled()
    expect(within(accepted!).getByText('Accepted')).toBeInTheDocument()
    // ordered and refund-requested on 21 Nov
    expect(within(accepted!).getAllByText('21/11/2026')).toHaveLength(2)
    expect(within(accepted!).queryByRole('button', { name: /Decide/ })).not.toBeInTheDocument()
    expect(screen.getByText('Only a store manager can decide refunds')).toBeInTheDocument()
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument()
  })

  it('a manager rejects with a reason (required) and the row shows Rejected', async () => {
    const { user, world } = setup('/past-orders?refunds=1', { orders: refundOrders() }, { manager: true })
    await screen.findByText('Total orders: 2')
    await user.click(screen.getByRole('button', { name: 'Decide 500501' }))
    const dialog = await screen.findByRole('dialog', { name: 'Refund request for order 500501' })
    expect(within(dialog).getByText('KWD 1.500')).toBeInTheDocument()
    expect(within(dialog).getByText('The fries were missing')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Send decision' }))
    expect(within(dialog).getByText('Choose Accept or Reject.')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('radio', { name: 'Reject' }))
    await user.click(within(dialog).getByRole('button', { name: 'Send decision' }))
    expect(within(dialog).getByText('Please give a reason for the rejection.')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true')
    expect(world.decisions).toHaveLength(0)

    await user.type(within(dialog).getByLabelText('Reason'), 'Order was complete on the handover video')
    await user.click(within(dialog).getByRole('button', { name: 'Send decision' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(world.decisions).toEqual([{ order_id: 501, decision: 'reject', reason: 'Order was complete on the handover video' }])
    expect(within(rows()[0]!).getByText('Rejected')).toBeInTheDocument()
    expect(within(rows()[0]!).queryByRole('button', { name: /Decide/ })).not.toBeInTheDocument()
    expect(await screen.findByText('Refund rejected')).toBeInTheDocument()
  })

  it('a manager accepts without a reason', async () => {
    const { user, world } = setup('/past-orders?refunds=1', { orders: refundOrders() }, { manager: true })
    await screen.findByText('Total orders: 2')
    await user.click(screen.getByRole('button', { name: 'Decide 500501' }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('radio', { name: 'Accept' }))
    await user.click(within(dialog).getByRole('button', { name: 'Send decision' }))
    await waitFor(() => expect(world.decisions).toEqual([{ order_id: 501, decision: 'accept' }]))
    expect(await screen.findByText('Refund accepted')).toBeInTheDocument()
    expect(within(rows()[0]!).getByText('Accepted')).toBeInTheDocument()
  })

  it('a refused decision keeps the dialog open with the choice', async () => {
    const { user, world } = setup('/past-orders?refunds=1', { orders: refundOrders() }, { manager: true })
    await screen.findByText('Total orders: 2')
    // the server has already decided it meanwhile
    world.orders[0]!.refund = null
    await user.click(screen.getByRole('button', { name: 'Decide 500501' }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('radio', { name: 'Accept' }))
    await user.click(within(dialog).getByRole('button', { name: 'Send decision' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found')
    expect(within(dialog).getByRole('radio', { name: 'Accept' })).toBeChecked()
    expect(within(rows()[0]!).getByText('Reviewed')).toBeInTheDocument()
  })
})

describe('phones: the two-step filter panel (SPEC 2)', () => {
  it('Filters (status, sort) then Select Period (presets), applied together', async () => {
    asPhone()
    const { user, world, params } = setup('/past-orders', { orders: orders(3) })
    await screen.findByText('Total orders: 3')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'Past orders' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Filters' }))
    let dialog = await screen.findByRole('dialog', { name: 'Filters' })
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'Declined')
    await user.click(within(dialog).getByRole('button', { name: /Select Period/ }))
    dialog = await screen.findByRole('dialog', { name: 'Select Period' })
    await user.click(within(dialog).getByRole('button', { name: 'Last month' }))
    dialog = await screen.findByRole('dialog', { name: 'Filters' })
    expect(within(dialog).getByRole('button', { name: /Last month/ })).toBeInTheDocument()
    expect(world.searches).toHaveLength(1)
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(world.lastSearch()).toMatchObject({ status_id: '6', from_date: '2026-10-23 00:00', to_date: '2026-11-22 23:59:59' }))
    expect(params().get('status_id')).toBe('6')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByText('Last month')).toBeInTheDocument()
  })
})

describe('focus, text direction and answers out of order', () => {
  const arabicName = { id: 77, name: 'محمد (VIP)', phone: '+96550007777', avatar: null, fake_avatar: null, count_orders: 1, status: { id: 1 as const }, location: null }
  const refundList = () => [
    makePastOrder({ id: 701, code: '700701', refund: makeRefund({ status: 2, description: 'الطلب ناقص!' }), user: arabicName }, 120),
    makePastOrder({ id: 702, code: '700702', refund: makeRefund({ status: 2 }) }, 130),
  ]
  const decide = async (user: ReturnType<typeof setup>['user'], code: string) => {
    await user.click(screen.getByRole('button', { name: `Decide ${code}` }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('radio', { name: 'Accept' }))
    await user.click(within(dialog).getByRole('button', { name: 'Send decision' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  }

  it('Next onto the last page and Previous onto the first give the focus to the status line; the page is announced at every width', async () => {
    const { user } = setup('/past-orders?limit=10', { orders: orders(25) })
    const status = await screen.findByText('Total orders: 25')
    const page = screen.getByText('Page 1 of 3')
    // said to a screen reader on a wide screen too, where the page buttons show it
    expect(page).toHaveAttribute('aria-live', 'polite')
    expect(page.className).toMatch(/sm:sr-only/)
    const next = screen.getByRole('button', { name: 'Next page' })
    next.focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(page).toHaveTextContent('Page 2 of 3'))
    // the button is still there to press again
    expect(document.activeElement).toBe(next)
    await user.keyboard('{Enter}')
    await waitFor(() => expect(rows()).toHaveLength(5))
    expect(next).toBeDisabled()
    expect(document.activeElement).toBe(status)
    expect(page).toHaveTextContent('Page 3 of 3')
    screen.getByRole('button', { name: 'Page 2' }).focus()
    await user.keyboard('{Enter}')
    const previous = screen.getByRole('button', { name: 'Previous page' })
    previous.focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(page).toHaveTextContent('Page 1 of 3'))
    expect(previous).toBeDisabled()
    expect(document.activeElement).toBe(status)
  })

  it('after a decision the focus goes to the status line (the Decide button is gone), not to an older control', async () => {
    const { user } = setup('/past-orders?refunds=1', { orders: refundList() }, { manager: true })
    const status = await screen.findByText('Total orders: 2')
    // Cancel gives it back to Decide
    await user.click(screen.getByRole('button', { name: 'Decide 700701' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Decide 700701' })))
    // a control used before the dialog is where the dialog library would give the focus back
    await user.click(screen.getByRole('combobox', { name: 'Sort' }))
    await decide(user, '700701')
    await waitFor(() => expect(within(rows()[0]!).getByText('Accepted')).toBeInTheDocument())
    await new Promise((r) => setTimeout(r, 100))
    expect(document.activeElement).toBe(status)
    await decide(user, '700702')
    await waitFor(() => expect(within(rows()[1]!).getByText('Accepted')).toBeInTheDocument())
    await new Promise((r) => setTimeout(r, 100))
    expect(document.activeElement).toBe(status)
  })

  it('a second submit of the dialog (Enter on a choice) while the decision is on its way sends nothing more', async () => {
    const list = refundList()
    const w = pastOrdersWorld({ orders: list })
    const slow = gate()
    server.use(...w.handlers)
    server.use(
      api.post('/api/v1/order/refund/decide', async ({ request }) => {
        w.decisions.push(await request.json())
        slow.arrive()
        await slow.open
        return HttpResponse.json({ ...list[0]!, refund: { ...list[0]!.refund!, status: 3 as const } })
      }),
    )
    const { user } = renderPage(PastOrdersPage, '/past-orders?refunds=1', { manager: true })
    await screen.findByText('Total orders: 2')
    await user.click(screen.getByRole('button', { name: 'Decide 700701' }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('radio', { name: 'Accept' }))
    await user.click(within(dialog).getByRole('button', { name: 'Send decision' }))
    await slow.reached
    fireEvent.submit(dialog.querySelector('form')!)
    await new Promise((r) => setTimeout(r, 100))
    slow.release()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(w.decisions).toEqual([{ order_id: 701, decision: 'accept' }])
  })

  it("the refund dialog's customer name and description keep their own direction, isolated from the page", async () => {
    const { user } = setup('/past-orders?refunds=1', { orders: refundList() }, { manager: true })
    await screen.findByText('Total orders: 2')
    await user.click(screen.getByRole('button', { name: 'Decide 700701' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('محمد (VIP)').closest('bdi, [dir="auto"]')).not.toBeNull()
    expect(within(dialog).getByText('الطلب ناقص!').closest('bdi, [dir="auto"]')).not.toBeNull()
  })

  it('a list asked for before a decision and answered after it keeps the decided row', async () => {
    const list = refundList()
    const { user, world } = setup('/past-orders?refunds=1', { orders: list }, { manager: true })
    await screen.findByText('Total orders: 2')
    // the next list (a sort change) is slow and answers with what the server had when it was asked
    const slow = gate()
    const before = structuredClone(list)
    server.use(
      api.get('/api/v1/search/order', async () => {
        slow.arrive()
        await slow.open
        return HttpResponse.json({ orders: [...before].reverse(), count: 2 })
      }),
    )
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Oldest first')
    await slow.reached
    await decide(user, '700701')
    expect(world.decisions).toHaveLength(1)
    slow.release()
    await waitFor(() => expect(rows().map((r) => within(r).getByRole('button', { name: /^Open order/ }).textContent)).toEqual(['700702', '700701']))
    const row = rows()[1]!
    expect(within(row).getByText('Accepted')).toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: /Decide/ })).not.toBeInTheDocument()
  })
})
