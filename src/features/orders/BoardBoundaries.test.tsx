import { act, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { makeOrder } from '../../../tests/factories/orders'
import { renderOrders } from '../../../tests/setup/orders'
import * as reporter from '../../lib/error-reporter'
import { ordersState, upsertOrder } from '../../stores/orders'
import type { Order } from '../../domain/orders'

const quietReact = () => vi.spyOn(console, 'error').mockImplementation(() => undefined)

describe('board error boundaries', () => {
  it('a row that cannot render shows a notice in its place; the other rows and the page stay, and it comes back with its next change', async () => {
    quietReact()
    const report = vi.spyOn(reporter, 'reportError').mockResolvedValue(true)
    const good = makeOrder({ code: '100111' })
    const bad = makeOrder({ code: '100222' })
    await renderOrders({ orders: [good] })
    act(() => {
      ordersState.byId[bad.id] = { ...bad, payment: undefined } as unknown as Order
    })
    expect(await screen.findByText('Order 100222 cannot be shown. It will show again when it next changes.')).toBeInTheDocument()
    expect(screen.getByRole('row', { name: /^Order 100111,/ })).toBeInTheDocument()
    expect(report).toHaveBeenCalledWith(expect.anything(), { tags: { boundary: 'order-row' } })
    act(() => upsertOrder(bad))
    expect(await screen.findByRole('row', { name: /^Order 100222,/ })).toBeInTheDocument()
    expect(screen.queryByText(/cannot be shown/)).not.toBeInTheDocument()
  })

  it('a board that cannot render shows a notice, not the error page, and resets when the orders change', async () => {
    quietReact()
    vi.spyOn(reporter, 'reportError').mockResolvedValue(true)
    const broken = makeOrder({ code: '100333' })
    await renderOrders({ orders: [] })
    act(() => {
      ordersState.byId[broken.id] = { id: broken.id, code: broken.code } as unknown as Order
    })
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('The orders cannot be shown right now. They show again with the next change, or tap Retry.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Orders', level: 1 })).toBeInTheDocument()
    // the fetch or event that follows replaces the broken entry
    act(() => {
      ordersState.byId[broken.id] = broken
    })
    expect(await screen.findByRole('row', { name: /^Order 100333,/ })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
