// What the drawer offers while the order changes under it: quantities chosen but not sent yet, a warning left open
// while another agent acts, an order confirmed while no drawer showed it, and a status change whose answer is not the
// order or meets what another agent or the customer did meanwhile.
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makeBrand } from '../../../tests/factories/entities'
import { makeOrder, makeProduct, preparing } from '../../../tests/factories/orders'
import { api, HttpResponse } from '../../../tests/mocks/api'
import { orderLiveWorld } from '../../../tests/mocks/order-live'
import { ordersWorld } from '../../../tests/mocks/orders'
import { server } from '../../../tests/mocks/server'
import { bodyShown, renderOrders } from '../../../tests/setup/orders'
import { openOrderDrawer } from '../../stores/drawer'
import { changeOrderStatus } from '../../stores/order-status'
import { applyCustomerStatus, ordersState, upsertOrder } from '../../stores/orders'
import { toasts } from '../../stores/toasts'

async function drawerOf(order: ReturnType<typeof makeOrder>) {
  act(() => openOrderDrawer(ordersState.byId[order.id] ?? order, 'current'))
  const dialog = await screen.findByRole('dialog', { name: `Order ${order.code}` })
  await bodyShown(dialog)
  return dialog
}

describe('the drawer while the order changes', () => {
  it('every product switched out on screen, not sent yet: Confirm is off and says why', async () => {
    const milk = makeProduct({ order_product_id: 61, qty: 2, total_price: 2, original: { id: 9, name: 'Milk', photo: null, loyalty: false, nutritional: null } })
    const order = makeOrder({ products: [milk] })
    server.use(...ordersWorld([order]).handlers, ...orderLiveWorld([order]).handlers)
    const { user } = await renderOrders({ orders: [order], manager: true, store: { brand: makeBrand({ supermarket: true }) } })
    const dialog = await drawerOf(order)
    await user.click(within(dialog).getByRole('button', { name: 'Switch out Milk' }))
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled()
    expect(within(dialog).getByText('Every product was switched out: decline the order instead')).toBeInTheDocument()
  })

  it('an order confirmed with no drawer showing it (auto-confirm, the row) opens as any preparing order', async () => {
    const order = makeOrder({ code: '100777' })
    server.use(...ordersWorld([order]).handlers)
    await renderOrders({ orders: [order], manager: true })
    await act(async () => {
      await changeOrderStatus(order.id, 'confirm', { preparationTime: 10, auto: true })
    })
    const dialog = await drawerOf(order)
    expect(within(dialog).queryByText('Order confirmed: ready in 10 min')).toBeNull()
    expect(within(dialog).getByRole('button', { name: 'Force Dispatch' })).toBeEnabled()
    expect(within(dialog).getByRole('button', { name: 'No Show' })).toBeEnabled()
  })

  it('a warning answered Yes after another agent processed the order sends nothing', async () => {
    const order = makeOrder({ code: '100779' })
    const world = ordersWorld([order])
    server.use(...world.handlers)
    const { user } = await renderOrders({ orders: [order] })
    const dialog = await drawerOf(order)
    await user.click(within(dialog).getByRole('button', { name: 'No Show' }))
    const warning = await screen.findByRole('dialog', { name: 'Please confirm' })
    act(() => void upsertOrder({ ...order, status: { id: 3, name: 'Preparing' }, preparationTime: 15 }))
    expect(await within(dialog).findByText('This order was processed by another agent')).toBeInTheDocument()
    await user.click(within(warning).getByRole('button', { name: 'Yes' }))
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)))
    expect(world.statusCalls).toEqual([])
  })

  it('a preparing order opened fresh offers Force Dispatch to a manager', async () => {
    const order = preparing({ code: '100778' })
    server.use(...ordersWorld([order]).handlers)
    await renderOrders({ orders: [order], manager: true })
    const dialog = await drawerOf(order)
    expect(within(dialog).getByRole('button', { name: 'Force Dispatch' })).toBeEnabled()
  })
})

/** A status change answered only once the test lets it: `reached` when it arrives, `release` to answer */
function heldAnswer(answer: () => Response) {
  let release = () => undefined as void
  let arrive = () => undefined as void
  const open = new Promise<void>((r) => (release = r))
  const reached = new Promise<void>((r) => (arrive = r))
  let calls = 0
  const handler = api.patch('/api/v1/order/status', async () => {
    calls += 1
    arrive()
    await open
    return answer() as never
  })
  return { handler, reached, release: () => act(async () => release()), calls: () => calls }
}

const toastKeys = () => toasts.items.map((t) => ('key' in t.title ? t.title.key : t.title.text))

describe('the drawer\'s own status change', () => {
  it('a Decline answered without its order changes nothing: the catalogue message, the drawer as it was', async () => {
    const order = makeOrder({ code: '100781' })
    server.use(
      api.patch('/api/v1/order/status', () => HttpResponse.json({} as never)),
      // read back: the server did not decline it
      api.get('/api/v1/order/{id}', () => HttpResponse.json(order)),
    )
    const { user } = await renderOrders({ orders: [order] })
    const dialog = await drawerOf(order)
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Please confirm' })).getByRole('button', { name: 'Yes' }))
    await waitFor(() => expect(toastKeys()).toEqual(['error.somethingWentWrong']))
    expect(ordersState.byId[order.id]!.status.id).toBe(2)
    expect(within(dialog).queryByText('This order was processed by another agent')).toBeNull()
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled())
    expect(within(dialog).getByRole('button', { name: 'Decline' })).toBeEnabled()
  })

  it('a Dispatch refused after another agent took the order off meanwhile: the drawer says it was processed elsewhere', async () => {
    const order = preparing({ code: '100782', user: { ...makeOrder().user, status: { id: 3 } } })
    const held = heldAnswer(() => HttpResponse.json({ code: 400, message: 'Order already processed' }, { status: 400 }))
    server.use(held.handler)
    const { user } = await renderOrders({ orders: [order] })
    const dialog = await drawerOf(order)
    await user.click(within(dialog).getByRole('button', { name: 'Dispatch' }))
    await held.reached
    act(() => void upsertOrder({ ...order, status: { id: 8, name: 'No Show' } }))
    await held.release()
    expect(await within(dialog).findByText('This order was processed by another agent')).toBeInTheDocument()
    expect(toastKeys()).toContain('orders.processedElsewhere')
    expect(within(dialog).getByRole('button', { name: 'Dispatch' })).toBeDisabled()
    expect(within(dialog).getByRole('button', { name: 'No Show' })).toBeDisabled()
    expect(held.calls()).toBe(1)
  })

  it('a Confirm answered as the server had the order before the customer arrived keeps the arrival', async () => {
    const order = makeOrder({ code: '100783' })
    const status = { id: 3 as const, name: 'Preparing' }
    const held = heldAnswer(() => HttpResponse.json({ order: { ...order, status, preparationTime: 10 }, status }))
    server.use(held.handler)
    const { user } = await renderOrders({ orders: [order] })
    const dialog = await drawerOf(order)
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    await held.reached
    act(() => void applyCustomerStatus(order.id, 3, null))
    await held.release()
    await waitFor(() => expect(ordersState.byId[order.id]!.status.id).toBe(3))
    expect(ordersState.byId[order.id]!.preparationTime).toBe(10)
    expect(ordersState.byId[order.id]!.user.status.id).toBe(3)
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Dispatch' })).toBeEnabled())
  })

  it('while its change is on its way, the pressed action keeps the focus: aria-disabled, not disabled, a second press sends nothing', async () => {
    const order = makeOrder({ code: '100784' })
    const status = { id: 3 as const, name: 'Preparing' }
    const held = heldAnswer(() => HttpResponse.json({ order: { ...order, status, preparationTime: 10 }, status }))
    server.use(held.handler)
    const { user } = await renderOrders({ orders: [order] })
    const dialog = await drawerOf(order)
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' })
    confirm.focus()
    await user.keyboard('{Enter}')
    await held.reached
    expect(confirm).toHaveAttribute('aria-disabled', 'true')
    expect(confirm).not.toBeDisabled()
    expect(confirm).toHaveFocus()
    expect(within(dialog).getByRole('button', { name: 'Decline' })).toHaveAttribute('aria-disabled', 'true')
    await user.keyboard('{Enter}')
    expect(held.calls()).toBe(1)
    await held.release()
  })
})
