// msw handlers for the live parts of the order drawer: route directions (maps host), the where-is reply and the
// supermarket product replacement. Each records what it was sent. Install with server.use(...world.handlers).
import { http, type HttpResponseResolver } from 'msw'
import type { Order } from '../factories/orders'
import { api, HttpResponse, ORIGIN, type Resolver } from './api'

export const DIRECTIONS_URL = `${ORIGIN}/__ext/maps/directions/v5/mapbox/:profile/:coordinates`

export type DirectionsCall = { profile: string; coordinates: string; token: string | null; geometries: string | null }

/** The directions service: an L-shaped route between the two points (metres and seconds like the real one) */
export function directions(options: { fail?: { status: number; message: string }; delayMs?: number } = {}) {
  const calls: DirectionsCall[] = []
  const resolver: Resolver<'/directions/v5/mapbox/{profile}/{coordinates}', 'get'> = async ({ request, params }) => {
    const url = new URL(request.url)
    const coordinates = decodeURIComponent(String(params.coordinates))
    calls.push({ profile: String(params.profile), coordinates, token: url.searchParams.get('access_token'), geometries: url.searchParams.get('geometries') })
    if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs))
    if (options.fail) return HttpResponse.json({ message: options.fail.message }, { status: options.fail.status })
    const [[lng1, lat1], [lng2, lat2]] = coordinates.split(';').map((p) => p.split(',').map(Number)) as [[number, number], [number, number]]
    const line = [[lng1, lat1], [lng2, lat1], [lng2, lat2]]
    return HttpResponse.json({ code: 'Ok', routes: [{ distance: 3000, duration: 361, geometry: { type: 'LineString' as const, coordinates: line } }] })
  }
  return { handler: http.get(DIRECTIONS_URL, resolver as HttpResponseResolver), calls }
}

type ReplacementBody = { order_id: string; order_product_id: string; replacement_product_id: string; qty: string }

/** POST /order/where/reply and /order/product/replacement against a small in-memory list of orders */
export function orderLiveWorld(orders: Order[], options: { failReplacement?: { status: number; message: string } } = {}) {
  const byId = new Map(orders.map((o) => [o.id, structuredClone(o)]))
  const replyCalls: { order_id: number; expected_mins: number }[] = []
  const replacementCalls: ReplacementBody[] = []
  /** Date.now() when each replacement request arrived */
  const replacementTimes: number[] = []
  const at = '2026-11-22T10:03:00+03:00'
  const handlers = [
    api.post('/api/v1/order/where/reply', async ({ request }) => {
      const body = await request.json()
      replyCalls.push(body)
      const held = byId.get(body.order_id)
      if (!held?.whereIs) return HttpResponse.json({ code: 400, message: 'The customer has not asked where the order is' }, { status: 400 })
      const whereIs = { ...held.whereIs, expected_mins: body.expected_mins, replied_at: at }
      const timing = { ...held.timing, where_is_reply: at }
      byId.set(held.id, { ...held, whereIs, timing })
      return HttpResponse.json({ order_id: held.id, timing, whereIs })
    }),
    api.post('/api/v1/order/product/replacement', async ({ request }) => {
      const body = await request.json()
      replacementCalls.push(body)
      replacementTimes.push(Date.now())
      if (options.failReplacement) return HttpResponse.json({ code: options.failReplacement.status, message: options.failReplacement.message }, { status: options.failReplacement.status })
      const held = byId.get(Number(body.order_id))
      if (!held) return HttpResponse.json({ code: 404, message: 'Order not found' }, { status: 404 })
      const qty = Number(body.qty)
      const products = held.products.map((p) =>
        p.order_product_id === Number(body.order_product_id) ? { ...p, replacement: { qty, total_price: Math.round((p.total_price / p.qty) * qty * 1000) / 1000 } } : p,
      )
      const productsPrice = products.reduce((n, p) => n + (p.replacement ? p.replacement.total_price : p.total_price), 0)
      const next: Order = { ...held, products, financial: { ...held.financial, products_price: productsPrice, total_price: productsPrice, total_paid: productsPrice } }
      byId.set(next.id, next)
      return HttpResponse.json(next)
    }),
  ]
  return { handlers, replyCalls, replacementCalls, replacementTimes, byId }
}
