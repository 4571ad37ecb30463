// msw handlers of the past orders page: a small in-memory list answering GET /search/order (search, status, refunds,
// sort, pagination, export) and POST /order/refund/decide, recording every request. Part of the default world
// (handlers.ts, with no orders) so any test that opens /past-orders is answered; tests install their own with
// server.use(...pastOrdersWorld({ ... }).handlers).
import type { components } from '../../src/lib/api/schema.gen'
import { makeOrder, type Order } from '../factories/orders'
import { api, HttpResponse, type Country } from './api'

type Refund = components['schemas']['Refund']

export interface PastOrdersWorldOptions {
  orders?: Order[]
  country?: Country
  /** the export answer: the csv of the filtered rows (default) or a mailed-export message */
  exportAs?: 'csv' | { message: string }
  /** holds every export answer until the returned release() is called */
  holdExport?: boolean
}

export function pastOrdersWorld(options: PastOrdersWorldOptions = {}) {
  const orders = options.orders ?? []
  const country = options.country ?? 'KW'
  const searches: URLSearchParams[] = []
  const exports: URLSearchParams[] = []
  const decisions: Array<{ order_id: number; decision: 'accept' | 'reject'; reason?: string | undefined }> = []
  let release: () => void = () => undefined
  let held = options.holdExport ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve()

  const filter = (params: URLSearchParams) => {
    const q = (params.get('q') ?? '').toLowerCase()
    const status = params.get('status_id')
    let rows = orders.filter((o) => {
      if (params.get('refunds') === '1' && !o.refund) return false
      if (status && String(o.status.id) !== status) return false
      if (q && !`${o.code} ${o.user.phone} ${o.user.name ?? ''}`.toLowerCase().includes(q)) return false
      return true
    })
    rows = [...rows].sort((a, b) => Date.parse(a.timing.created) - Date.parse(b.timing.created))
    if (params.get('order_dir') !== 'ASC') rows.reverse()
    return rows
  }

  const handlers = [
    api.get(
      '/api/v1/search/order',
      async ({ request }) => {
        const params = new URL(request.url).searchParams
        const rows = filter(params)
        if (params.get('export') === '1') {
          exports.push(params)
          await held
          if (options.exportAs && options.exportAs !== 'csv') return HttpResponse.json({ message: options.exportAs.message })
          const csv = ['ID,Code,Customer', ...rows.map((o) => `${o.id},${o.code},${o.user.name ?? ''}`)].join('\r\n')
          // a text/csv body: outside the JSON bodies the typed resolver knows
          return new HttpResponse(csv, { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="past-orders.csv"' } }) as never
        }
        searches.push(params)
        const limit = Number(params.get('limit') ?? 25)
        const offset = Number(params.get('offset') ?? 0)
        return HttpResponse.json({ orders: rows.slice(offset, offset + limit), count: rows.length })
      },
      country,
    ),
    api.post(
      '/api/v1/order/refund/decide',
      async ({ request }) => {
        const body = await request.json()
        decisions.push(body)
        const order = orders.find((o) => o.id === body.order_id)
        if (!order?.refund) return HttpResponse.json({ code: 404, message: 'Not found' }, { status: 404 })
        if (body.decision === 'reject' && !body.reason?.trim()) {
          return HttpResponse.json({ code: 400, message: 'Validation Failed', errors: { children: { reason: { errors: ['Please give a reason for the rejection.'] } } } }, { status: 400 })
        }
        order.refund = { ...order.refund, status: body.decision === 'accept' ? 3 : 4, reason: body.reason ?? null }
        return HttpResponse.json(order)
      },
      country,
    ),
  ]

  return {
    handlers,
    orders,
    searches,
    exports,
    decisions,
    /** the last list query, as a plain object */
    lastSearch: () => Object.fromEntries(searches[searches.length - 1] ?? []),
    releaseExport: () => {
      release()
      held = Promise.resolve()
    },
  }
}

/** The default world: no past orders on either country base */
export function pastOrdersHandlers(country: Country = 'KW') {
  return pastOrdersWorld({ country }).handlers
}

let seq = 0

/** A past order created `minutesAgo` before 2026-11-22 10:00 (Kuwait) */
export function makePastOrder(overrides: Partial<Order> = {}, minutesAgo = 60): Order {
  seq++
  const created = new Date(Date.parse('2026-11-22T10:00:00+03:00') - minutesAgo * 60_000).toISOString()
  return makeOrder({
    status: { id: 5, name: 'Delivered' },
    user: { id: seq, name: `Customer ${seq}`, phone: `+9655000${String(1000 + seq)}`, avatar: null, fake_avatar: null, count_orders: 2, status: { id: 1 }, location: null },
    timing: { created, paid: created, pending: created, due: created, delivered: created },
    ...overrides,
  })
}

export function makeRefund(overrides: Partial<Refund> = {}): Refund {
  return {
    status: 2,
    created: '2026-11-22T09:30:00+03:00',
    payment_status: 1,
    code: 'RF-1001',
    amount: 1.5,
    currency: 'KWD',
    description: 'The fries were missing',
    products: [{ order_product_id: 1, name: 'Fries', qty: 1 }],
    reason: null,
    ...overrides,
  }
}
