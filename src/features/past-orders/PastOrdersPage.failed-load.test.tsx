// A failed load for other filters, another page or another search: the rows on screen never sit under filters they
// do not match. The filters, the page and the URL go back to the rows' (the client's toast says why), the rows are
// not dimmed, and asking again retries. A failed first load keeps its message with Retry.
import { configure, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { makePastOrder, makeRefund, pastOrdersWorld, type PastOrdersWorldOptions } from '../../../tests/mocks/past-orders'
import { api, HttpResponse } from '../../../tests/mocks/api'
import { server } from '../../../tests/mocks/server'
import { renderPage } from '../../../tests/setup/page'
import PastOrdersPage from './PastOrdersPage'

// Long interaction sequences: leave room for a busy machine
vi.setConfig({ testTimeout: 20_000 })
configure({ asyncUtilTimeout: 4000 })

function setup(path: string, world: PastOrdersWorldOptions, failFirst = 0) {
  const w = pastOrdersWorld(world)
  server.use(...w.handlers)
  if (failFirst) failSearches(failFirst)
  const page = renderPage(PastOrdersPage, path)
  return { ...page, world: w }
}

/** The next `times` list searches answer 500; later ones reach the world */
function failSearches(times: number) {
  let left = times
  server.use(
    api.get('/api/v1/search/order', () => {
      if (left <= 0) return undefined
      left--
      return HttpResponse.json({ code: 500, message: 'x' }, { status: 500 })
    }),
  )
}

const rows = () => screen.getAllByRole('row').slice(1)
const codes = () => rows().map((row) => within(row).getByRole('button', { name: /^Open order/ }).getAttribute('aria-label'))
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent)
const ORDER_HEADERS = ['ID', 'Customer', 'Phone Number', 'Order Status', 'Payment', 'Ordered Time']

describe('past orders: a failed load after a change', () => {
  const list = () => [
    makePastOrder({ code: '700001' }, 30),
    makePastOrder({ code: '700002' }, 40),
    makePastOrder({ code: '500501', refund: makeRefund({ status: 2, payment_status: 3 }) }, 120),
  ]

  it('Refunds failing: the Orders variant, its URL and its rows come back, not busy; pressing Refunds again retries', async () => {
    const { user, world, search } = setup('/past-orders', { orders: list() })
    expect(await screen.findByText('Total orders: 3')).toBeInTheDocument()
    failSearches(1)
    await user.click(screen.getByRole('button', { name: 'Refunds' }))
    expect(await screen.findByText('Internal Server Error')).toBeInTheDocument()

    await waitFor(() => expect(screen.getByRole('button', { name: 'Refunds' })).toHaveAttribute('aria-pressed', 'false'))
    expect(screen.getByRole('button', { name: 'Orders' })).toHaveAttribute('aria-pressed', 'true')
    expect(search()).toBe('')
    await waitFor(() => expect(screen.getByRole('table', { name: 'Past orders' })).toHaveAttribute('aria-busy', 'false'))
    expect(headers()).toEqual(ORDER_HEADERS)
    expect(codes()).toEqual(['Open order 700001', 'Open order 700002', 'Open order 500501'])
    expect(screen.getByText('Total orders: 3')).toBeInTheDocument()
    // the rows on screen are already the Orders variant's: going back asks nothing
    expect(world.searches).toHaveLength(1)

    await user.click(screen.getByRole('button', { name: 'Refunds' }))
    expect(await screen.findByText('Total orders: 1')).toBeInTheDocument()
    expect(screen.getByRole('table', { name: 'Refund requests' })).toHaveAttribute('aria-busy', 'false')
    expect(screen.getByRole('button', { name: 'Refunds' })).toHaveAttribute('aria-pressed', 'true')
    expect(search()).toBe('?refunds=1')
    expect(codes()).toEqual(['Open order 500501'])
    expect(world.lastSearch()).toMatchObject({ refunds: '1' })
    expect(world.searches).toHaveLength(2)
  })

  it('another page failing: the page shown stays current with its rows, not busy; Next again retries', async () => {
    const orders = Array.from({ length: 30 }, (_, i) => makePastOrder({}, 30 + i * 10))
    const { user, world, search } = setup('/past-orders?status_id=5', { orders })
    expect(await screen.findByText('Total orders: 30')).toBeInTheDocument()
    const firstPage = codes()
    expect(firstPage).toHaveLength(25)
    failSearches(1)
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    expect(await screen.findByText('Internal Server Error')).toBeInTheDocument()

    await waitFor(() => expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page'))
    expect(screen.getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current')
    expect(search()).toBe('?status_id=5')
    await waitFor(() => expect(screen.getByRole('table', { name: 'Past orders' })).toHaveAttribute('aria-busy', 'false'))
    expect(codes()).toEqual(firstPage)
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('5')
    expect(world.searches).toHaveLength(1)

    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(rows()).toHaveLength(5))
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('table', { name: 'Past orders' })).toHaveAttribute('aria-busy', 'false')
    expect(new URLSearchParams(search()).get('offset')).toBe('25')
    expect(world.lastSearch()).toMatchObject({ status_id: '5', offset: '25' })
  })

  it('a search failing: the search box, the URL and the rows go back to the unsearched list', async () => {
    const { user, world, search } = setup('/past-orders', { orders: list() })
    expect(await screen.findByText('Total orders: 3')).toBeInTheDocument()
    failSearches(1)
    const box = screen.getByRole('searchbox', { name: 'Search orders' })
    await user.type(box, '700001')
    expect(await screen.findByText('Internal Server Error')).toBeInTheDocument()

    await waitFor(() => expect(box).toHaveValue(''))
    expect(search()).toBe('')
    await waitFor(() => expect(screen.getByRole('table', { name: 'Past orders' })).toHaveAttribute('aria-busy', 'false'))
    expect(codes()).toHaveLength(3)
    expect(world.searches).toHaveLength(1)

    await user.type(box, '700001')
    await waitFor(() => expect(codes()).toEqual(['Open order 700001']))
    expect(search()).toBe('?q=700001')
    expect(screen.getByRole('table', { name: 'Past orders' })).toHaveAttribute('aria-busy', 'false')
  })

  it('a failed first load keeps its filters and says so with Retry, which loads them', async () => {
    const { user, search } = setup('/past-orders?refunds=1', { orders: list() }, 1)
    const alert = (await screen.findByText('The orders could not be loaded.')).closest<HTMLElement>('[role="alert"]')!
    expect(search()).toBe('?refunds=1')
    expect(screen.getByRole('button', { name: 'Refunds' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Total orders: 1')).toBeInTheDocument()
    expect(codes()).toEqual(['Open order 500501'])
  })
})
