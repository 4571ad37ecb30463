import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { DayFigures } from '../../domain/insights'
import type { ReportTotals } from '../../domain/print-report'
import { InsightCharts } from './InsightCharts'
import type { Shown } from './use-insights'

// uPlot draws on a canvas jsdom has not
vi.mock('uplot', () => ({
  default: class {
    static paths = { bars: () => undefined }
    destroy() {}
    setSize() {}
  },
}))

const totals = (sales: number): ReportTotals => ({
  orders_count_delivered: 0,
  orders_count_declined: 0,
  orders_count_no_show: 0,
  sales_gross: sales,
  sales_vat: null,
  sales_sub_total: sales,
  sales_discount: null,
  sales_tips: null,
  driver_tips: null,
  sales_total: sales,
  sales_refunds: null,
  payments_cash: sales,
  payments_online: null,
  payments_total: sales,
})
const day = (d: string, over: Partial<DayFigures>): DayFigures => ({ day: d, orders: 0, hourly: {}, prep: [], dispatched: 0, late: 0, totals: totals(0), currency: 'KWD', ...over })
const STORE = { timezone: 'Asia/Kuwait', hide_discount: false, currency: { code: 'KWD' } } as const

describe("insights' 'Today'", () => {
  it('reads today alone, as its summary does, and its tables add no total of the two days', async () => {
    // the same weekday last week: 4 of 8 late, 30 min each, a 20 min wait; today: none of 2 late, 5 and 6 min, a 2 min wait
    const lastWeek = day('2026-11-18', { orders: 8, dispatched: 8, late: 4, prep: Array.from({ length: 8 }, () => [30, 10] as [number, number]), totals: totals(100) })
    const today = day('2026-11-25', { orders: 2, dispatched: 2, late: 0, prep: [[5, 10], [6, 10]], totals: totals(20) })
    const shown: Shown = {
      range: 'today',
      days: ['2026-11-18', '2026-11-25'],
      figures: [lastWeek, today],
      arrivals: {
        recorded: true,
        records: [
          { orderId: 1, arrivedAt: '2026-11-18T16:00:00.000Z', dispatchedAt: '2026-11-18T16:20:00.000Z' },
          { orderId: 2, arrivedAt: '2026-11-25T16:00:00.000Z', dispatchedAt: '2026-11-25T16:02:00.000Z' },
        ],
      },
    }
    render(<InsightCharts shown={shown} store={STORE as never} />)
    const card = (title: string) => screen.getByRole('heading', { name: title }).closest('section')!
    expect(within(card('Late orders')).getByText('0% dispatched after due (0 of 2)')).toBeInTheDocument()
    expect(within(card('Preparation time')).getByText(/^Median 5\.5 min, p90 /)).toBeInTheDocument()
    expect(within(card('Wait at the window')).getByText('Median wait 2 min, p90 2 min, 1 customers')).toBeInTheDocument()
    // both days stay in the charts' tables, with no 'Total' row adding them up
    const user = userEvent.setup()
    for (const title of ['Late orders', 'Sales']) {
      await user.click(within(card(title)).getByRole('button', { name: 'Show as table' }))
      const table = within(card(title)).getByRole('table')
      expect(within(table).getAllByRole('row')).toHaveLength(3)
      expect(within(table).queryByText('Total')).not.toBeInTheDocument()
    }
  })
})
