import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderPage } from '../../../tests/setup/page'
import type { DayFigures } from '../../domain/insights'
import InsightsPage from './InsightsPage'

// uPlot draws on a canvas jsdom has not; the figures come from a stand-in whose next load can fail
vi.mock('uplot', () => ({
  default: class {
    static paths = { bars: () => undefined }
    destroy() {}
    setSize() {}
  },
}))
const data = vi.hoisted(() => ({ fail: false, loads: [] as string[][] }))
vi.mock('./insights-data', () => ({
  readArrivalRecords: async () => ({ recorded: false, records: [] }),
  loadFigures: async (o: { days: string[] }) => {
    data.loads.push(o.days)
    if (data.fail) throw new Error('Internal Server Error')
    return o.days.map(
      (day): DayFigures => ({
        day,
        orders: 3,
        hourly: { 1: Array.from({ length: 24 }, (_, h) => (h === 19 ? 3 : 0)) },
        prep: [],
        dispatched: 0,
        late: 0,
        totals: {
          orders_count_delivered: 3,
          orders_count_declined: 0,
          orders_count_no_show: 0,
          sales_gross: 3,
          sales_vat: null,
          sales_sub_total: 3,
          sales_discount: null,
          sales_tips: null,
          driver_tips: null,
          sales_total: 3,
          sales_refunds: null,
          payments_cash: 3,
          payments_online: null,
          payments_total: 3,
        },
        currency: 'KWD',
      }),
    )
  },
}))

describe('insights: a range that fails to load', () => {
  it('leaves the range on screen, its button and the URL as they were, says so, and Retry asks for the range that failed', async () => {
    data.fail = false
    data.loads = []
    const { user, search } = renderPage(InsightsPage, '/insights', { manager: true })
    await waitFor(() => expect(document.querySelector('[data-kpi="orders"]')).not.toBeNull())
    expect(data.loads[0]).toHaveLength(2) // today and the same weekday last week

    data.fail = true
    await user.click(screen.getByRole('button', { name: '30 days' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('The insights could not be loaded')
    // the URL goes back by a navigation of the router, a render after the one that says so
    await waitFor(() => expect(screen.getAllByRole('button', { pressed: true }).map((b) => b.textContent)).toEqual(['Today']))
    expect(search()).toBe('')
    expect(document.querySelector('[data-kpi="orders"]')).toHaveTextContent('Same day last week')
    // the range put back is on screen already: not loaded again, and the failure stays said
    expect(data.loads).toHaveLength(2)
    expect(screen.getByRole('alert')).toBeInTheDocument()

    data.fail = false
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
    expect(data.loads.at(-1)).toHaveLength(30)
    await waitFor(() => expect(screen.getAllByRole('button', { pressed: true }).map((b) => b.textContent)).toEqual(['30 days']))
    expect(search()).toBe('?range=month')
  })
})
