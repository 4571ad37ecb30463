// What the drawer offers while the order changes under it: quantities chosen but not sent yet, a warning left open
// while another agent acts, and an order confirmed while no drawer showed it.
import { act, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makeBrand } from '../../../tests/factories/entities'
import { makeOrder, makeProduct, preparing } from '../../../tests/factories/orders'
import { orderLiveWorld } from '../../../tests/mocks/order-live'
import { ordersWorld } from '../../../tests/mocks/orders'
import { server } from '../../../tests/mocks/server'
import { bodyShown, renderOrders } from '../../../tests/setup/orders'
import { openOrderDrawer } from '../../stores/drawer'
import { changeOrderStatus } from '../../stores/order-status'
import { ordersState, upsertOrder } from '../../stores/orders'

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
