import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeBrand } from '../../../tests/factories/entities'
import { makeOrder, makeProduct, preparing, type Order } from '../../../tests/factories/orders'
import { failStatusChange, ordersWorld } from '../../../tests/mocks/orders'
import { server } from '../../../tests/mocks/server'
import { bodyShown, renderOrders, type OrdersSetup } from '../../../tests/setup/orders'
import { closeOrderDrawer, drawer, onPastOrderChanged, openOrderDrawer } from '../../stores/drawer'
import { applyCustomerStatus, ordersState, setCurrentOrders, upsertOrder } from '../../stores/orders'
import { setLocale } from '../../lib/i18n/i18n'
import * as reporter from '../../lib/error-reporter'

const user1 = makeOrder().user
const arrivedUser = { ...user1, status: { id: 3 as const } }
const driver = (status: 1 | 2 | 3) => ({ id: 5, user: { name: 'Hassan Driver', phone: '+96550000000' }, status: { id: status }, location: null })

/** Renders the board with these orders, installs the action handlers and opens the drawer on the first one */
async function openDrawer(order: Order, setup: OrdersSetup = {}, source: 'current' | 'past' = 'current', waitForBody = true) {
  const world = ordersWorld([order])
  server.use(...world.handlers)
  const view = await renderOrders({ ...setup, orders: source === 'current' ? [order, ...(setup.orders ?? [])] : (setup.orders ?? []) })
  act(() => openOrderDrawer(order, source))
  const dialog = await screen.findByRole('dialog', { name: `Order ${order.code}` })
  if (waitForBody) await bodyShown(dialog)
  return { ...view, world, dialog }
}

const button = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name })
const noButton = (dialog: HTMLElement, name: string) => within(dialog).queryByRole('button', { name })

afterEach(() => {
  vi.useRealTimers()
})

describe('order drawer: what it shows', () => {
  it('shows the code, status, order time, due countdown and the history with stage labels', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00+03:00'), toFake: ['Date', 'setInterval', 'clearInterval'] })
    const o = preparing({
      code: '100321',
      timing: {
        created: '2026-11-22T09:40:00+03:00',
        paid: '2026-11-22T09:41:00+03:00',
        pending: '2026-11-22T09:41:10+03:00',
        confirmed: '2026-11-22T09:45:00+03:00',
        // half a second past the whole second: the board's rows mount a frame or two after the page, on the faked clock
        due: '2026-11-22T10:05:30.500+03:00',
      },
    })
    // the header shows at once; the body (the history) follows the first paint, whose frames the faked clock moves
    const { dialog } = await openDrawer(o, {}, 'current', false)
    expect(within(dialog).getByText('Preparing')).toBeInTheDocument()
    expect(within(dialog).getByText('Ordered 22/11/2026 09:40 AM')).toBeInTheDocument()
    expect(within(dialog).getByText('Due 5:30')).toBeInTheDocument()
    expect(within(dialog).queryByRole('heading', { name: 'Order history' })).toBeNull()
    act(() => vi.advanceTimersByTime(1000))
    expect(within(dialog).getByText('Due 5:29')).toBeInTheDocument()
    await bodyShown(dialog)
    const history = within(dialog).getByRole('heading', { name: 'Order history' }).closest('section')!
    expect(within(history).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Order Creation09:40 AM',
      'Order Payment09:41 AM',
      'Order Confirmation09:45 AM',
    ])
  })

  it('shows products with choices, replacements and comments, and the totals with the discount per hide_discount', async () => {
    const o = makeOrder({
      code: '100400',
      comments: 'Ring the bell twice. '.repeat(20),
      products: [
        makeProduct({
          qty: 2,
          total_price: 4.1,
          original: { id: 1, name: 'Classic Burger', photo: null, loyalty: true, nutritional: null },
          modifiers: [{ id: 1, original: { name: 'Size' }, choices: [{ id: 2, original: { name: 'Double' }, qty: 1, price: 0.9 }] }],
          comments: 'No pickles please',
        }),
        makeProduct({ qty: 3, original: { id: 2, name: 'Milk', photo: null, loyalty: false, nutritional: null }, replacement: { qty: 1, total_price: 0.5 } }),
      ],
      financial: { currency: { code: 'KWD' }, products_price: 5, discount: 1, tips: 0, fee: 0.5, total_price: 4.5, vat_percent: 0, total_vat_price: 0, total_paid: 4.5, remaining_balance: 0 },
      coupon: { code: 'SAVE1' },
    })
    const { dialog, user } = await openDrawer(o)
    const summary = within(dialog).getByRole('heading', { name: 'Order summary' }).closest('section')!
    expect(summary).toHaveTextContent('2×Classic Burger')
    expect(summary).toHaveTextContent('Size: Double')
    expect(summary).toHaveTextContent('KWD 4.100')
    expect(summary).toHaveTextContent('Replaced: 1 of 3')
    expect(summary).toHaveTextContent('DiscountKWD -1.000')
    expect(summary).toHaveTextContent('Delivery feeKWD 0.500')
    expect(summary).toHaveTextContent('TotalKWD 4.500')
    expect(summary).toHaveTextContent('CouponSAVE1')
    expect(summary).toHaveTextContent('Payment methodKNET')

    await user.click(within(summary).getByRole('button', { name: 'Read: Order comment' }))
    const modal = await screen.findByRole('dialog', { name: 'Order comment' })
    expect(modal).toHaveTextContent('Ring the bell twice. Ring the bell twice.')
    await user.click(within(modal).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Order comment' })).not.toBeInTheDocument())
    await user.click(within(summary).getByRole('button', { name: 'Read: Comment on Classic Burger' }))
    expect(await screen.findByRole('dialog', { name: 'Comment on Classic Burger' })).toHaveTextContent('No pickles please')
  })

  it('hides the discount line and adds it back into the total when the store hides discounts', async () => {
    const o = makeOrder({
      financial: { currency: { code: 'KWD' }, products_price: 5, discount: 1, tips: 0, fee: 0, total_price: 4, vat_percent: 0, total_vat_price: 0, total_paid: 4, remaining_balance: 0 },
    })
    const { dialog } = await openDrawer(o, { store: { hide_discount: true } })
    const summary = within(dialog).getByRole('heading', { name: 'Order summary' }).closest('section')!
    expect(summary).not.toHaveTextContent('Discount')
    expect(summary).toHaveTextContent('TotalKWD 5.000')
  })

  it('shows the customer, the car with its photo and the selfie, which open large', async () => {
    const o = makeOrder({
      code: '100500',
      collectionMethod: { id: 1, name: 'Drive-Thru' },
      user: { ...user1, name: 'Sara Al-Ali', phone: '+96550001234', count_orders: 7, avatar: { mini: '/media/customer/1.svg', big: '/media/customer/1-big.svg' } },
      car: {
        make: { name: 'Toyota', icon: '/media/car/make/toyota.svg' },
        type: { name: 'SUV', icon: '/media/car/type/suv.svg' },
        color: { name: 'White', hex: '#ffffff' },
        photo: { mini: '/media/car/photo/1.svg', big: '/media/car/photo/1-big.svg' },
        plate: '12 / 34567',
      },
      selfie: { mini: '/media/selfie/1.svg', big: '/media/selfie/1-big.svg' },
    })
    const { dialog, user } = await openDrawer(o)
    const customer = within(dialog).getByRole('heading', { name: 'Customer' }).closest('section')!
    expect(customer).toHaveTextContent('Sara Al-Ali')
    expect(within(customer).getByRole('link', { name: 'Call +96550001234' })).toHaveAttribute('href', 'tel:+96550001234')
    expect(customer).toHaveTextContent('Orders: 7')
    expect(customer).toHaveTextContent('MakeToyota')
    expect(customer).toHaveTextContent('TypeSUV')
    expect(customer).toHaveTextContent('ColourWhite')
    expect(customer).toHaveTextContent('Plate12 / 34567')
    await user.click(within(customer).getByRole('button', { name: 'Show Car photo large' }))
    const viewer = await screen.findByRole('dialog', { name: 'Car photo' })
    expect(within(viewer).getByRole('img', { name: 'Car photo' })).toHaveAttribute('src', `${location.origin}/media/car/photo/1-big.svg`)
    await user.click(within(viewer).getByRole('button', { name: 'Close' }))
    await user.click(within(customer).getByRole('button', { name: 'Show Selfie large' }))
    expect(within(await screen.findByRole('dialog', { name: 'Selfie' })).getByRole('img')).toHaveAttribute('src', `${location.origin}/media/selfie/1-big.svg`)
    await user.keyboard('{Escape}')
    await user.click(within(customer).getByRole('button', { name: 'Show Customer picture large' }))
    expect(within(await screen.findByRole('dialog', { name: 'Customer picture' })).getByRole('img')).toHaveAttribute('src', `${location.origin}/media/customer/1-big.svg`)
  })

  it('shows the fake avatar, or initials, when the customer has no picture; no car for walk-thru', async () => {
    const o = makeOrder({ collectionMethod: { id: 3, name: 'Walk-Thru' }, user: { ...user1, name: 'Mona Saleh', avatar: null, fake_avatar: null }, car: { make: { name: 'Kia' }, type: { name: 'Sedan' }, color: { name: 'Red' }, photo: null, plate: '1' } })
    const { dialog } = await openDrawer(o)
    expect(within(dialog).getByText('MS')).toBeInTheDocument()
    expect(within(dialog).queryByText('Kia')).not.toBeInTheDocument()
  })

  it('with the store hiding discounts, the board row and the drawer show one total, and the cash to collect', async () => {
    const o = preparing({
      code: '104777',
      coupon: { code: 'WELCOME10' },
      payment: { method: { id: 2 }, method_name: 'Cash' },
      financial: { currency: { code: 'KWD' }, products_price: 6, discount: 0.6, tips: 0.25, fee: 0, total_price: 5.65, vat_percent: 0, total_vat_price: 0, total_paid: 2, remaining_balance: 3.65 },
    })
    const { dialog } = await openDrawer(o, { store: { hide_discount: true } })
    const boardRow = screen.getByRole('row', { name: /^Order 104777,/ })
    expect(boardRow).toHaveTextContent('KWD 6.250')
    const totals = within(dialog).getByText('Total', { selector: 'dt' }).closest('dl')!
    expect(totals).toHaveTextContent('TotalKWD 6.250')
    expect(totals).not.toHaveTextContent('Discount')
    expect(totals).toHaveTextContent('PaidKWD 2.600')
    expect(totals).toHaveTextContent('Remaining balanceKWD 3.650')
  })

  it('shows the driver and the delivery address (Apartment fields) with notes', async () => {
    const o = preparing({
      collectionMethod: { id: 6, name: 'Home Delivery' },
      delivery: {
        type: 2,
        method: 1,
        driver: driver(2),
        delivery_company: { name: 'Hero' },
        tracking_link: 'https://track.example/1',
        comments: 'Leave at the door',
        home: { type: 2, area: { name: 'Salmiya' }, block: '10', street: 'Salem St', number: '34', floor: '4', apartment: '27' },
      },
    })
    const { dialog } = await openDrawer(o)
    const driverSection = within(dialog).getByRole('heading', { name: 'Driver' }).closest('section')!
    expect(driverSection).toHaveTextContent('Hassan Driver')
    expect(driverSection).toHaveTextContent('Arriving')
    expect(driverSection).toHaveTextContent('Delivery company: Hero')
    expect(within(driverSection).getByRole('link', { name: 'Track the delivery' })).toHaveAttribute('href', 'https://track.example/1')
    const address = within(dialog).getByRole('heading', { name: 'Delivery address' }).closest('section')!
    expect(address).toHaveTextContent('Apartment')
    expect(address).toHaveTextContent('AreaSalmiya')
    expect(address).toHaveTextContent('BlockSalmiya'.replace('Salmiya', '10'))
    expect(address).toHaveTextContent('Building34')
    expect(address).toHaveTextContent('Floor4')
    expect(address).toHaveTextContent('Apartment27')
    expect(address).toHaveTextContent('NotesLeave at the door')
  })
})

describe('order drawer: in Arabic, and with blank fields', () => {
  afterEach(() => setLocale('en'))

  it("the driver's distance reads in the UI's language", async () => {
    const o = preparing({
      collectionMethod: { id: 6, name: 'Home Delivery' },
      delivery: { type: 2, method: 1, driver: { ...driver(2), location: { latitude: 29.3, longitude: 48, distance: 2.345, duration: 7, stores: [] } } },
    })
    const { dialog } = await openDrawer(o)
    act(() => setLocale('ar'))
    const section = within(dialog).getByText('Hassan Driver').closest('section')!
    expect(section).toHaveTextContent('2.3 كم')
    expect(section.textContent).not.toMatch(/km/)
  })

  it("a customer whose name came blank shows the first and last name", async () => {
    const o = makeOrder({ user: { ...makeOrder().user, name: ' ', firstname: 'نورة', lastname: 'العتيبي' } })
    const { dialog } = await openDrawer(o)
    expect(within(dialog).getByRole('heading', { name: 'Customer' }).closest('section')).toHaveTextContent('نورة العتيبي')
  })
})

describe('print buttons', () => {
  it('open the normal and thermal receipts in a new tab with the id, locale and dscnt', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const o = makeOrder({ id: 4321 })
    const { dialog, user } = await openDrawer(o)
    await user.click(button(dialog, 'Print'))
    await user.click(button(dialog, 'Print thermal'))
    expect(open.mock.calls).toEqual([
      ['/print-normal?id=4321&locale=en&dscnt=true', '_blank', 'noopener'],
      ['/print-thermal?id=4321&locale=en&dscnt=true', '_blank', 'noopener'],
    ])
  })

  it('print Arabic for supermarkets and dscnt=false when the store hides discounts', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const o = preparing({ id: 77 })
    const { dialog, user } = await openDrawer(o, { store: { hide_discount: true, brand: makeBrand({ supermarket: true }) } })
    await user.click(button(dialog, 'Print'))
    expect(open).toHaveBeenCalledWith('/print-normal?id=77&locale=ar&dscnt=false', '_blank', 'noopener')
  })

  it('are hidden for pending orders when the brand has an invoice print limit, shown once confirmed', async () => {
    const limit = { brand: makeBrand({ invoice_print_limit: 1 }) }
    const { dialog } = await openDrawer(makeOrder(), { store: limit })
    expect(noButton(dialog, 'Print')).not.toBeInTheDocument()
    act(() => closeOrderDrawer())
    const p = preparing()
    act(() => {
      setCurrentOrders([p])
      openOrderDrawer(p, 'current')
    })
    expect(button(await screen.findByRole('dialog'), 'Print')).toBeInTheDocument()
  })
})

describe('drawer actions: confirm', () => {
  it('confirms with the chosen preparation time from the store options, in groups of 3, and stays open confirmed', async () => {
    const o = makeOrder({ code: '100600' })
    const { dialog, user, world } = await openDrawer(o, { store: { preparation_times: [10, 20, 30, 40], default_prep_time: 20 } })
    const times = within(dialog).getByRole('group', { name: 'Preparation time' })
    expect(within(times).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['10', '20', '30'])
    expect(within(times).getByRole('radio', { name: '20 min' })).toBeChecked()
    await user.click(within(times).getByRole('button', { name: 'Longer times' }))
    expect(within(times).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['40'])
    await user.click(within(times).getByRole('radio', { name: '40 min' }))
    await user.click(button(dialog, 'Confirm'))
    expect(await screen.findByText('Order has been confirmed')).toBeInTheDocument()
    expect(world.statusCalls).toEqual([{ order_id: o.id, customer_status: 1, status_id: 3, status_name: 'confirmed', preparation_time: 40 }])
    expect(await within(dialog).findByText('Order confirmed: ready in 40 min')).toBeInTheDocument()
    expect(drawer.orderId).toBe(o.id)
    expect(ordersState.byId[o.id]?.status.id).toBe(3)
    // the remaining actions: Dispatch (waiting for the customer); no Decline, No Show or prep time any more
    expect(button(dialog, 'Dispatch')).toBeDisabled()
    expect(noButton(dialog, 'Decline')).not.toBeInTheDocument()
    expect(noButton(dialog, 'No Show')).not.toBeInTheDocument()
    expect(within(dialog).queryByRole('group', { name: 'Preparation time' })).not.toBeInTheDocument()
    // closing forgets the confirmed state of that opening
    await act(async () => closeOrderDrawer())
    act(() => openOrderDrawer(ordersState.byId[o.id]!, 'current'))
    const again = await screen.findByRole('dialog', { name: 'Order 100600' })
    expect(within(again).queryByText(/Order confirmed/)).not.toBeInTheDocument()
    expect(button(again, 'No Show')).toBeEnabled()
  })

  it('offers the default lists when the store has none: restaurants and supermarkets differ', async () => {
    const { dialog } = await openDrawer(makeOrder(), { store: { preparation_times: [], default_prep_time: 10 } })
    const values = () => within(within(dialog).getByRole('group', { name: 'Preparation time' })).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)
    expect(values()).toEqual(['5', '10', '15'])
    expect(within(dialog).getByRole('radio', { name: '10 min' })).toBeChecked()
    act(() => closeOrderDrawer())
    // a second board of its own, not beside the first (each would show the drawer)
    cleanup()
    const o = makeOrder()
    await renderOrders({ orders: [o], store: { preparation_times: [], default_prep_time: 45, brand: makeBrand({ supermarket: true }) } })
    act(() => openOrderDrawer(o, 'current'))
    const sm = await screen.findByRole('dialog', { name: `Order ${o.code}` })
    expect(within(sm).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['15', '30', '45'])
    expect(within(sm).getByRole('radio', { name: '45 min' })).toBeChecked()
  })

  it('is disabled when every product was switched out (replacement qty 0)', async () => {
    const o = makeOrder({ products: [makeProduct({ replacement: { qty: 0, total_price: 0 } }), makeProduct({ replacement: { qty: 0, total_price: 0 } })] })
    const { dialog } = await openDrawer(o)
    expect(button(dialog, 'Confirm')).toBeDisabled()
    expect(within(dialog).getByText(/Every product was switched out/)).toBeInTheDocument()
    expect(button(dialog, 'Decline')).toBeEnabled()
  })

  it('a failed confirm leaves the order pending, the drawer open and usable, and shows the catalogue error', async () => {
    const o = makeOrder({ code: '100700' })
    const { dialog, user, world } = await openDrawer(o)
    server.use(failStatusChange(500))
    await user.click(button(dialog, 'Confirm'))
    expect(await screen.findByText('Internal Server Error')).toBeInTheDocument()
    expect(ordersState.byId[o.id]?.status.id).toBe(2)
    expect(drawer.orderId).toBe(o.id)
    expect(within(dialog).queryByText(/Order confirmed/)).not.toBeInTheDocument()
    await waitFor(() => expect(button(dialog, 'Confirm')).toBeEnabled())
    server.use(...world.handlers)
    await user.click(button(dialog, 'Confirm'))
    expect(await within(dialog).findByText(/Order confirmed: ready in/)).toBeInTheDocument()
  })

  it('Confirm from the keyboard leaves the focus on the banner that says it is confirmed, not on the page', async () => {
    const o = makeOrder()
    const { dialog, user } = await openDrawer(o)
    button(dialog, 'Confirm').focus()
    await user.keyboard('{Enter}')
    const banner = await within(dialog).findByText(/Order confirmed/)
    await waitFor(() => expect(document.activeElement).toBe(banner.closest('[role="status"]')))
  })

  it('a Confirm that fails leaves the focus where it was', async () => {
    const o = makeOrder()
    const { dialog, user } = await openDrawer(o)
    server.use(failStatusChange())
    const confirm = button(dialog, 'Confirm')
    confirm.focus()
    await user.keyboard('{Enter}')
    await screen.findByText('Internal Server Error')
    expect(document.activeElement).toBe(confirm)
  })
})

describe('drawer actions: decline, no show, dispatch, force dispatch', () => {
  it('asks before Decline; Cancel sends nothing, Yes declines, closes and says so', async () => {
    const o = makeOrder()
    const { dialog, user, world } = await openDrawer(o)
    await user.click(button(dialog, 'Decline'))
    const warning = await screen.findByRole('dialog', { name: 'Please confirm' })
    expect(warning).toHaveTextContent('Warning: Are you sure, you want to decline this order?')
    await user.click(within(warning).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Please confirm' })).not.toBeInTheDocument())
    expect(world.statusCalls).toEqual([])
    await user.click(button(dialog, 'Decline'))
    await user.click(within(await screen.findByRole('dialog', { name: 'Please confirm' })).getByRole('button', { name: 'Yes' }))
    expect(await screen.findByText('Order has been declined')).toBeInTheDocument()
    expect(world.statusCalls).toEqual([{ order_id: o.id, customer_status: 1, status_id: 6, status_name: 'declined' }])
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(ordersState.byId[o.id]).toBeUndefined()
  })

  it('asks before No Show, then hides the order', async () => {
    const o = preparing()
    const { dialog, user, world } = await openDrawer(o)
    await user.click(button(dialog, 'No Show'))
    const warning = await screen.findByRole('dialog', { name: 'Please confirm' })
    expect(warning).toHaveTextContent('Warning: Are you sure, you want to mark as no show this order?')
    await user.click(within(warning).getByRole('button', { name: 'Yes' }))
    expect(await screen.findByText('Order has been hidden')).toBeInTheDocument()
    expect(world.statusCalls[0]).toMatchObject({ status_id: 8, status_name: 'no_show' })
  })

  it('Dispatch is disabled until the customer arrives, then runs at once, closes and says so', async () => {
    const o = preparing()
    const { dialog, user, world } = await openDrawer(o)
    expect(button(dialog, 'Dispatch')).toBeDisabled()
    expect(within(dialog).getByText('Dispatch unlocks when the customer or the driver arrives')).toBeInTheDocument()
    act(() => applyCustomerStatus(o.id, 3, null))
    await waitFor(() => expect(button(dialog, 'Dispatch')).toBeEnabled())
    await user.click(button(dialog, 'Dispatch'))
    expect(await screen.findByText('Order has been dispatched')).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Please confirm' })).not.toBeInTheDocument()
    expect(world.statusCalls).toEqual([{ order_id: o.id, customer_status: 3, status_id: 4, status_name: 'dispatched' }])
    await waitFor(() => expect(drawer.orderId).toBeNull())
  })

  it('Dispatch is enabled for staff delivery without a warning, and warns when only the driver has arrived', async () => {
    const staff = preparing({ delivery: { type: 1, method: 2, driver: null } })
    const { dialog, user, world } = await openDrawer(staff)
    await user.click(button(dialog, 'Dispatch'))
    expect(await screen.findByText('Order has been dispatched')).toBeInTheDocument()
    expect(world.statusCalls).toHaveLength(1)

    const hero = preparing({ collectionMethod: { id: 6, name: 'Home Delivery' }, delivery: { type: 1, method: 1, driver: driver(3) } })
    server.use(...ordersWorld([hero]).handlers)
    act(() => {
      upsertOrder(hero)
      openOrderDrawer(hero, 'current')
    })
    const second = await screen.findByRole('dialog', { name: `Order ${hero.code}` })
    await user.click(button(second, 'Dispatch'))
    expect(await screen.findByRole('dialog', { name: 'Please confirm' })).toHaveTextContent('Warning: Are you sure, you want to dispatch this order?')
  })

  it('Force Dispatch: a manager, an unconfirmed preparing order, a customer not arrived; it asks first', async () => {
    const o = preparing()
    const { dialog, user, world } = await openDrawer(o, { manager: true })
    await user.click(button(dialog, 'Force Dispatch'))
    const warning = await screen.findByRole('dialog', { name: 'Please confirm' })
    expect(warning).toHaveTextContent('Warning: Are you sure, you want to force dispatch this order?')
    await user.click(within(warning).getByRole('button', { name: 'Yes' }))
    expect(await screen.findByText('Order has been dispatched')).toBeInTheDocument()
    expect(world.statusCalls).toEqual([{ order_id: o.id, customer_status: 1, status_id: 4, status_name: 'force_dispatched' }])
  })

  it('Force Dispatch is not offered to staff, nor once the customer arrived, nor for a delivery without a driver', async () => {
    const { dialog } = await openDrawer(preparing())
    expect(noButton(dialog, 'Force Dispatch')).not.toBeInTheDocument()
    act(() => closeOrderDrawer())
    cleanup()

    const arrived = preparing({ user: arrivedUser })
    const noDriver = preparing({ collectionMethod: { id: 6, name: 'Home Delivery' }, delivery: { type: 1, method: 1, driver: null } })
    const withDriver = preparing({ collectionMethod: { id: 6, name: 'Home Delivery' }, delivery: { type: 1, method: 1, driver: driver(1) } })
    await renderOrders({ orders: [arrived, noDriver, withDriver], manager: true })
    for (const [order, offered] of [[arrived, false], [noDriver, false], [withDriver, true]] as const) {
      act(() => openOrderDrawer(order, 'current'))
      const d = await screen.findByRole('dialog', { name: `Order ${order.code}` })
      if (offered) expect(button(d, 'Force Dispatch')).toBeEnabled()
      else expect(noButton(d, 'Force Dispatch')).not.toBeInTheDocument()
      act(() => closeOrderDrawer())
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    }
  })

  it('a Force Dispatch warning open when the customer arrives closes and says to use Dispatch; nothing is sent', async () => {
    const o = preparing()
    const { dialog, user, world } = await openDrawer(o, { manager: true })
    await user.click(button(dialog, 'Force Dispatch'))
    await screen.findByRole('dialog', { name: 'Please confirm' })
    act(() => upsertOrder({ ...o, user: arrivedUser }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Please confirm' })).not.toBeInTheDocument())
    expect(screen.getByText(`The customer of order ${o.code} has arrived, so Force Dispatch no longer applies. Use Dispatch.`)).toBeInTheDocument()
    expect(world.statusCalls).toEqual([])
    expect(button(dialog, 'Dispatch')).toBeEnabled()
  })

  it('a Dispatch warning open when the customer arrives stays, and Yes dispatches', async () => {
    // the driver is here, the customer not yet: Dispatch asks first
    const o = preparing({ collectionMethod: { id: 6, name: 'Home Delivery' }, delivery: { type: 1, method: 1, driver: driver(3) } })
    const { dialog, user, world } = await openDrawer(o)
    await user.click(button(dialog, 'Dispatch'))
    const warning = await screen.findByRole('dialog', { name: 'Please confirm' })
    act(() => upsertOrder({ ...o, user: arrivedUser }))
    await user.click(within(warning).getByRole('button', { name: 'Yes' }))
    expect(await screen.findByText('Order has been dispatched')).toBeInTheDocument()
    expect(world.statusCalls).toEqual([{ order_id: o.id, customer_status: 3, status_id: 4, status_name: 'dispatched' }])
  })

  it('a No Show warning open when another agent processes the order closes; the drawer says why', async () => {
    const o = makeOrder()
    const { dialog, user, world } = await openDrawer(o)
    await user.click(button(dialog, 'No Show'))
    await screen.findByRole('dialog', { name: 'Please confirm' })
    act(() => upsertOrder({ ...o, status: { id: 3, name: 'Preparing' } }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Please confirm' })).not.toBeInTheDocument())
    expect(within(dialog).getByText('This order was processed by another agent')).toBeInTheDocument()
    expect(world.statusCalls).toEqual([])
  })

  it('Force Dispatch is off after confirming in this drawer', async () => {
    const o = makeOrder()
    const { dialog, user } = await openDrawer(o, { manager: true })
    await user.click(button(dialog, 'Confirm'))
    expect(await within(dialog).findByText(/Order confirmed/)).toBeInTheDocument()
    expect(noButton(dialog, 'Force Dispatch')).not.toBeInTheDocument()
  })
})

describe('ready notification', () => {
  it("Notify sends the ready notification, then reads 'Notification Sent'", async () => {
    const o = preparing({ collectionMethod: { id: 3, name: 'Walk-Thru' }, delivery: null })
    const { dialog, user, world } = await openDrawer(o)
    await user.click(button(dialog, 'Notify'))
    expect(await within(dialog).findByRole('button', { name: 'Notification Sent' })).toBeDisabled()
    expect(world.readyCalls).toEqual([o.id])
  })

  it('is offered for a delivery with a driver, not without one, nor for drive-thru', async () => {
    const { dialog } = await openDrawer(preparing({ collectionMethod: { id: 1, name: 'Drive-Thru' } }))
    expect(noButton(dialog, 'Notify')).not.toBeInTheDocument()
    act(() => closeOrderDrawer())
    const withDriver = preparing({ collectionMethod: { id: 6, name: 'Home Delivery' }, delivery: { type: 1, method: 1, driver: driver(2) } })
    const without = preparing({ collectionMethod: { id: 6, name: 'Home Delivery' }, delivery: { type: 1, method: 1, driver: null } })
    act(() => {
      setCurrentOrders([withDriver, without])
      openOrderDrawer(withDriver, 'current')
    })
    expect(button(await screen.findByRole('dialog', { name: `Order ${withDriver.code}` }), 'Notify')).toBeEnabled()
    act(() => openOrderDrawer(without, 'current'))
    expect(noButton(await screen.findByRole('dialog', { name: `Order ${without.code}` }), 'Notify')).not.toBeInTheDocument()
  })
})

describe('another agent', () => {
  it('says the order was processed by another agent and turns the actions off', async () => {
    const o = makeOrder({ code: '100800' })
    const { dialog } = await openDrawer(o)
    act(() => upsertOrder({ ...o, status: { id: 3, name: 'Preparing' } }))
    expect(await within(dialog).findByText('This order was processed by another agent')).toBeInTheDocument()
    expect(button(dialog, 'Dispatch')).toBeDisabled()
    expect(button(dialog, 'No Show')).toBeDisabled()
  })

  it('keeps showing an order another agent took off the board, with the notice', async () => {
    const o = preparing({ code: '100801' })
    const { dialog } = await openDrawer(o)
    act(() => upsertOrder({ ...o, status: { id: 4, name: 'Dispatched' } }))
    expect(await within(dialog).findByText('This order was processed by another agent')).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Order 100801' })).toBeInTheDocument()
    expect(button(dialog, 'Dispatch')).toBeDisabled()
  })
})

describe('a drawer that cannot render', () => {
  const failed = 'This order cannot be shown right now. It will show again when it next changes.'
  it('says so in its place, the board carries on, another order opened shows, and the order shows again when it next changes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const report = vi.spyOn(reporter, 'reportError').mockResolvedValue(true)
    const o = preparing({ code: '100802' })
    const other = makeOrder({ code: '100803' })
    await openDrawer(o, { orders: [other] })
    // an order without financial gets through the shape check
    act(() => void upsertOrder({ ...o, financial: undefined } as unknown as Order))
    const notice = await screen.findByText(failed)
    expect(notice.closest('[role="dialog"]')).toHaveAccessibleName('Order 100802')
    expect(screen.getByRole('row', { name: /^Order 100803,/ })).toBeInTheDocument()
    expect(report).toHaveBeenCalledWith(expect.anything(), { tags: { boundary: 'order-drawer' } })
    // another order opened in its place shows
    act(() => openOrderDrawer(other, 'current'))
    expect(await within(await screen.findByRole('dialog', { name: 'Order 100803' })).findByRole('button', { name: 'Confirm' })).toBeInTheDocument()
    expect(screen.queryByText(failed)).toBeNull()
    act(() => openOrderDrawer(ordersState.byId[o.id]!, 'current'))
    expect(await screen.findByText(failed)).toBeInTheDocument()
    act(() => void upsertOrder(o))
    await waitFor(() => expect(screen.queryByText(failed)).toBeNull())
    expect(within(screen.getByRole('dialog', { name: 'Order 100802' })).getByRole('button', { name: 'Dispatch' })).toBeInTheDocument()
  })
})

describe('past orders', () => {
  it('marks a dispatched past order Delivered: status 5, the list hears of it, the message shows, the drawer closes', async () => {
    const o = makeOrder({ code: '100900', status: { id: 4, name: 'Dispatched' } })
    const heard: Order[] = []
    const off = onPastOrderChanged((changed) => void heard.push(changed))
    const { dialog, user, world } = await openDrawer(o, {}, 'past')
    expect(noButton(dialog, 'Confirm')).not.toBeInTheDocument()
    await user.click(button(dialog, 'Delivered'))
    expect(await screen.findByText('Order has been delivered')).toBeInTheDocument()
    expect(world.statusCalls).toEqual([{ order_id: o.id, customer_status: 1, status_id: 5, status_name: 'delivered' }])
    expect(heard.map((h) => h.status.id)).toEqual([5])
    await waitFor(() => expect(drawer.orderId).toBeNull())
    off()
  })

  it('offers nothing for other past orders, and a failed Delivered keeps the drawer and the order', async () => {
    const { dialog } = await openDrawer(makeOrder({ status: { id: 5, name: 'Delivered' } }), {}, 'past')
    expect(noButton(dialog, 'Delivered')).not.toBeInTheDocument()
    act(() => closeOrderDrawer())
    const o = makeOrder({ status: { id: 4, name: 'Dispatched' } })
    server.use(failStatusChange(400, 'Order already delivered'))
    act(() => openOrderDrawer(o, 'past'))
    const d = await screen.findByRole('dialog', { name: `Order ${o.code}` })
    const { default: userEvent } = await import('@testing-library/user-event')
    await userEvent.setup().click(button(d, 'Delivered'))
    expect(await screen.findByText('Order already delivered')).toBeInTheDocument()
    expect(drawer.past?.status.id).toBe(4)
    expect(button(d, 'Delivered')).toBeEnabled()
  })
})
