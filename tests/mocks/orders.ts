// msw handlers of the order actions: PATCH /order/status and POST /order/ready answer from a small in-memory list
// and record what was sent. Install with server.use(...ordersWorld(orders).handlers).
import type { components } from '../../src/lib/api/schema.gen'
import type { Order } from '../factories/orders'
import { api, HttpResponse, type Country } from './api'

type StatusBody = { order_id: number; customer_status?: 1 | 2 | 3; status_id: components['schemas']['OrderStatusId']; status_name: string; preparation_time?: number }

const NAMES: Record<number, string> = { 2: 'Pending', 3: 'Preparing', 4: 'Dispatched', 5: 'Delivered', 6: 'Declined', 7: 'Cancelled', 8: 'No Show' }
const TIMING: Record<number, string> = { 3: 'confirmed', 4: 'dispatched', 5: 'delivered', 6: 'declined', 8: 'no_show' }

export function ordersWorld(orders: Order[], options: { country?: Country } = {}) {
  const byId = new Map(orders.map((o) => [o.id, structuredClone(o)]))
  const statusCalls: StatusBody[] = []
  const readyCalls: number[] = []
  const at = '2026-11-22T10:01:00+03:00'
  const handlers = [
    api.patch(
      '/api/v1/order/status',
      async ({ request }) => {
        const body = (await request.json()) as StatusBody
        statusCalls.push(body)
        const held = byId.get(body.order_id)
        if (!held) return HttpResponse.json({ code: 404, message: 'Order not found' }, { status: 404 })
        const status = { id: body.status_id, name: NAMES[body.status_id] ?? 'Processed' }
        const field = TIMING[body.status_id]
        const next: Order = {
          ...held,
          status,
          preparationTime: body.preparation_time ?? held.preparationTime,
          timing: { ...held.timing, ...(field ? { [field]: at } : {}) },
        }
        byId.set(next.id, next)
        return HttpResponse.json({ order: next, status })
      },
      options.country,
    ),
    api.post(
      '/api/v1/order/ready',
      async ({ request }) => {
        const { order_id } = (await request.json()) as { order_id: number }
        readyCalls.push(order_id)
        const held = byId.get(order_id)
        if (!held) return HttpResponse.json({ code: 404, message: 'Order not found' }, { status: 404 })
        const next = { ...held, timing: { ...held.timing, ready: at } }
        byId.set(order_id, next)
        return HttpResponse.json(next)
      },
      options.country,
    ),
  ]
  return { handlers, statusCalls, readyCalls }
}

/** The next status change fails with this status (and the catalogue's message) */
export function failStatusChange(status = 500, message = 'Server exploded', country?: Country) {
  return api.patch('/api/v1/order/status', () => HttpResponse.json({ code: status, message }, { status }), country)
}
