// msw handlers of the insights page: a store with `perDay` finished orders on every day, served in pages, and each
// day's closing report; records the requests and how many were out at once. Tests install it with server.use(...).
import { delay } from 'msw'
import { makeOrder } from '../factories/orders'
import { api, HttpResponse } from './api'

const TOTALS = {
  orders_count_delivered: 0,
  orders_count_declined: 0,
  orders_count_no_show: 0,
  sales_gross: 10,
  sales_vat: null,
  sales_sub_total: 10,
  sales_discount: null,
  sales_tips: null,
  driver_tips: null,
  sales_total: 10,
  sales_refunds: null,
  payments_cash: 10,
  payments_online: null,
  payments_total: 10,
}

export function insightsWorld(options: { perDay: number; latencyMs?: number }) {
  const requests: string[] = []
  let inFlight = 0
  let most = 0
  const track = async () => {
    most = Math.max(most, ++inFlight)
    await delay(options.latencyMs ?? 5)
    inFlight--
  }
  const handlers = [
    api.get('/api/v1/search/order', async ({ request }) => {
      requests.push(request.url)
      await track()
      const q = new URL(request.url).searchParams
      const day = (q.get('from_date') ?? '').slice(0, 10)
      const limit = Number(q.get('limit'))
      const offset = Number(q.get('offset'))
      const orders = Array.from({ length: Math.max(0, Math.min(limit, options.perDay - offset)) }, (_, i) =>
        makeOrder({ id: Number(day.replace(/-/g, '')) * 1000 + offset + i, timing: { created: `${day}T09:00:00Z`, pending: `${day}T09:00:00Z`, due: `${day}T09:10:00Z` } }),
      )
      return HttpResponse.json({ orders, count: options.perDay })
    }),
    api.get('/api/v1/report/store/daily', async ({ request }) => {
      requests.push(request.url)
      await track()
      const date = new URL(request.url).searchParams.get('date') ?? ''
      return HttpResponse.json({ date, time: '23:00', brand: 'B', store: 'S', user: 'U', currency: 'KWD', totals: TOTALS, categories: [] })
    }),
  ]
  return { handlers, requests, most: () => most }
}
