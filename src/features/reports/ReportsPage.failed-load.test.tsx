// A failed load of another page: the days on screen never sit under a page they are not. The page and the URL go
// back to the days' (the client's toast says why), the list is not dimmed, and pressing again retries. A failed
// first load keeps its message with Retry.
import { configure, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { api, HttpResponse } from '../../../tests/mocks/api'
import { reportDays, reportsWorld } from '../../../tests/mocks/reports'
import { server } from '../../../tests/mocks/server'
import { renderPage } from '../../../tests/setup/page'
import ReportsPage from './ReportsPage'

// Long interaction sequences: leave room for a busy machine
vi.setConfig({ testTimeout: 20_000 })
configure({ asyncUtilTimeout: 4000 })

/** The next `times` day lists answer 500; later ones reach the world */
function failDays(times: number) {
  let left = times
  server.use(
    api.get('/api/v1/report/store/dates', () => {
      if (left <= 0) return undefined
      left--
      return HttpResponse.json({ code: 500, message: 'x' }, { status: 500 })
    }),
  )
}

function setup(path: string, failFirst = 0) {
  const world = reportsWorld({ days: reportDays(23) })
  server.use(...world.handlers)
  if (failFirst) failDays(failFirst)
  const page = renderPage(ReportsPage, path, { manager: true, store: { hide_discount: false } })
  return { ...page, world }
}

const list = () => screen.getByRole('list', { name: 'Report days' })
const shownDays = () => within(list()).getAllByRole('listitem').map((li) => li.querySelector('time')?.getAttribute('dateTime'))

describe('reports: a failed page change', () => {
  it('Next page failing: page 1 stays current with its days, not busy; Next again retries', async () => {
    const { user, world, search } = setup('/reports')
    await waitFor(() => expect(shownDays()).toHaveLength(10))
    const firstPage = shownDays()
    failDays(1)
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    expect(await screen.findByText('Internal Server Error')).toBeInTheDocument()

    await waitFor(() => expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page'))
    expect(screen.getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current')
    expect(search()).toBe('')
    await waitFor(() => expect(list()).toHaveAttribute('aria-busy', 'false'))
    expect(shownDays()).toEqual(firstPage)
    // the days on screen are already page 1's: going back asks nothing
    expect(world.dateRequests).toHaveLength(1)

    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(screen.getByRole('heading', { name: '11/11/2026' })).toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    expect(list()).toHaveAttribute('aria-busy', 'false')
    expect(search()).toBe('?offset=10')
    expect(world.dateRequests).toHaveLength(2)
  })

  it('from page 2, Page 3 failing goes back to page 2 (?offset=10); Page 3 again retries', async () => {
    const { user, search } = setup('/reports?offset=10')
    await waitFor(() => expect(screen.getByRole('heading', { name: '11/11/2026' })).toBeInTheDocument())
    failDays(1)
    await user.click(screen.getByRole('button', { name: 'Page 3' }))
    expect(await screen.findByText('Internal Server Error')).toBeInTheDocument()

    await waitFor(() => expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'))
    expect(search()).toBe('?offset=10')
    await waitFor(() => expect(list()).toHaveAttribute('aria-busy', 'false'))
    expect(shownDays()).toHaveLength(10)

    await user.click(screen.getByRole('button', { name: 'Page 3' }))
    await waitFor(() => expect(shownDays()).toHaveLength(3))
    expect(search()).toBe('?offset=20')
    expect(list()).toHaveAttribute('aria-busy', 'false')
  })

  it('a failed first load keeps its page and says so with Retry, which loads it', async () => {
    const { user, search } = setup('/reports?offset=10', 1)
    const alert = (await screen.findByText('The reports could not be loaded.')).closest<HTMLElement>('[role="alert"]')!
    expect(search()).toBe('?offset=10')
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(screen.getByRole('heading', { name: '11/11/2026' })).toBeInTheDocument())
    expect(search()).toBe('?offset=10')
  })
})
