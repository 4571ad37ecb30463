import { render, screen } from '@testing-library/react'
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { makeOrder } from '../../../tests/factories/orders'
import { drawer } from '../../stores/drawer'
import { setCurrentOrders } from '../../stores/orders'
import { useOrderParam } from './useOrderParam'

function Board() {
  useOrderParam()
  const { pathname, search } = useLocation()
  return <p data-testid="at">{`${useNavigationType()} ${pathname}${search}`}</p>
}

const openAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Board />
    </MemoryRouter>,
  )

describe('a window opened for a tapped alert (?order=)', () => {
  it("opens that order's drawer and takes the parameter out of the address, in place", async () => {
    const order = makeOrder()
    setCurrentOrders([order])
    openAt(`/orders?order=${order.id}&q=12`)
    await vi.waitFor(() => expect(screen.getByTestId('at')).toHaveTextContent('REPLACE /orders?q=12'))
    expect([drawer.orderId, drawer.source]).toEqual([order.id, 'current'])
  })

  it('opens it once the board has loaded it', async () => {
    const order = makeOrder()
    openAt(`/orders?order=${order.id}`)
    await vi.waitFor(() => expect(screen.getByTestId('at')).toHaveTextContent('REPLACE /orders'))
    expect(drawer.orderId).toBeNull()
    setCurrentOrders([order])
    await vi.waitFor(() => expect(drawer.orderId).toBe(order.id))
  })

  it('drops a parameter that is no order id, and opens nothing', async () => {
    setCurrentOrders([makeOrder({ id: 5 })])
    openAt('/orders?order=5x')
    await vi.waitFor(() => expect(screen.getByTestId('at')).toHaveTextContent('REPLACE /orders'))
    expect(drawer.orderId).toBeNull()
  })

  it('leaves an address without it as it is', async () => {
    openAt('/orders?q=1')
    await new Promise((r) => setTimeout(r, 10))
    expect(screen.getByTestId('at')).toHaveTextContent('POP /orders?q=1')
  })
})
