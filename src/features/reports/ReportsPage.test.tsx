import { configure, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { reportDays, reportsWorld } from '../../../tests/mocks/reports'
import { server } from '../../../tests/mocks/server'
import { captureDownloads, renderPage } from '../../../tests/setup/page'
import ReportsPage from './ReportsPage'

// Long interaction sequences: leave room for a busy machine
vi.setConfig({ testTimeout: 20_000 })
configure({ asyncUtilTimeout: 4000 })

function setup(path: string, days: string[], options: { manager?: boolean; hideDiscount?: boolean } = { manager: true }) {
  const world = reportsWorld({ days })
  server.use(...world.handlers)
  const page = renderPage(ReportsPage, path, { manager: options.manager ?? false, store: { hide_discount: options.hideDiscount ?? false } })
  return { ...page, world }
}

const dayItems = () => within(screen.getByRole('list', { name: 'Report days' })).getAllByRole('listitem')

describe('reports (SPEC 2, 6, 7)', () => {
  it('staff are told reports are for managers; nothing is asked of the server', async () => {
    const { world } = setup('/reports', reportDays(3), { manager: false })
    expect(await screen.findByRole('heading', { name: 'Reports are for store managers' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to orders' })).toHaveAttribute('href', '/orders')
    expect(world.dateRequests).toHaveLength(0)
  })

  it('lists the days, newest first, each with both reports, Print and Export', async () => {
    const { world } = setup('/reports', reportDays(3))
    await waitFor(() => expect(dayItems()).toHaveLength(3))
    expect(Object.fromEntries(world.dateRequests[0]!)).toEqual({ limit: '10', offset: '0' })
    const first = within(dayItems()[0]!)
    expect(first.getByRole('heading', { name: '21/11/2026' })).toBeInTheDocument()
    expect(first.getByText('Daily Closing Report')).toBeInTheDocument()
    expect(first.getByText('Items Daily Sales Report')).toBeInTheDocument()
    expect(first.getByRole('button', { name: 'Print the Daily Closing Report of 2026-11-21' })).toHaveTextContent('Print')
    expect(first.getAllByRole('button', { name: /^Export/ }).map((b) => b.textContent)).toEqual(['Export', 'Export'])
    expect(screen.getByText('Days with reports: 3')).toBeInTheDocument()
  })

  it("shows 'There are no reports'", async () => {
    setup('/reports', [])
    expect(await screen.findByText('There are no reports')).toBeInTheDocument()
  })

  it('pages through the days, keeping the page in the URL', async () => {
    const days = reportDays(23)
    const { user, world, search } = setup('/reports', days)
    await waitFor(() => expect(dayItems()).toHaveLength(10))
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(screen.getByRole('heading', { name: '11/11/2026' })).toBeInTheDocument())
    expect(Object.fromEntries(world.dateRequests.at(-1)!)).toEqual({ limit: '10', offset: '10' })
    expect(search()).toBe('?offset=10')
    await user.click(screen.getByRole('button', { name: 'Page 3' }))
    await waitFor(() => expect(dayItems()).toHaveLength(3))
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled()
  })

  it('a link to a page keeps it on reload', async () => {
    const { world } = setup('/reports?offset=20', reportDays(23))
    await waitFor(() => expect(dayItems()).toHaveLength(3))
    expect(Object.fromEntries(world.dateRequests[0]!)).toEqual({ limit: '10', offset: '20' })
  })

  it('a link past the last page lands on the last page', async () => {
    const { search } = setup('/reports?offset=50', reportDays(23))
    await waitFor(() => expect(search()).toBe('?offset=20'))
    await waitFor(() => expect(dayItems()).toHaveLength(3))
  })

  it('a link the server would refuse (offset not a number, or past 100000) shows the first page', async () => {
    const { world } = setup('/reports?offset=Infinity', reportDays(23))
    await waitFor(() => expect(dayItems()).toHaveLength(10))
    expect(Object.fromEntries(world.dateRequests[0]!)).toEqual({ limit: '10', offset: '0' })
  })

  it('exports each report as a csv named from the type and the day', async () => {
    const files = captureDownloads()
    const { user, world } = setup('/reports', ['2026-11-20'])
    await waitFor(() => expect(dayItems()).toHaveLength(1))
    await user.click(screen.getByRole('button', { name: 'Export the Daily Closing Report of 2026-11-20 as csv' }))
    await waitFor(() => expect(files).toHaveLength(1))
    await user.click(screen.getByRole('button', { name: 'Export the Items Daily Sales Report of 2026-11-20 as csv' }))
    await waitFor(() => expect(files).toHaveLength(2))
    expect(files.map((f) => f.name)).toEqual(['daily-closing-report-2026-11-20.csv', 'items-daily-sales-report-2026-11-20.csv'])
    expect(world.downloads.map((u) => new URL(u).search)).toEqual([
      '?date=2026-11-20&format=csv',
      '?from_date=2026-11-20&to_date=2026-11-20&format=csv',
    ])
  })

  it.each([
    [false, 'true'],
    [true, 'false'],
  ])('Print opens /report-print in a new tab (store hides discounts: %s → dscnt=%s)', async (hideDiscount, dscnt) => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    const { user } = setup('/reports', ['2026-11-20'], { manager: true, hideDiscount })
    await waitFor(() => expect(dayItems()).toHaveLength(1))
    await user.click(screen.getByRole('button', { name: 'Print the Daily Closing Report of 2026-11-20' }))
    expect(open).toHaveBeenCalledWith(`/report-print?date=2026-11-20&dscnt=${dscnt}`, '_blank')
  })
})
