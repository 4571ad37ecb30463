// Current orders, one order, status changes, readiness, replacements, where-is replies, refunds, past orders.
import type { Context } from 'openapi-backend'
import type { Locale, Order, OrderStatusId } from '../contract-types'
import type { OrderMeta } from '../seed/types'
import { localizeOrder } from '../seed/localize'
import { fieldError, forbidden, ok, type Result } from '../http'
import { isValidDate, parseLocal } from '../time'
import { changeStatus, decideRefund as decide, loadOrder, markReady, replyWhereIs as reply, setReplacement, statusOf, type StatusName } from '../services/orders'
import { toCsv } from '../services/reports'
import { renderInvoice } from '../services/invoice'
import type { World } from '../world'
import { body, locale, param, query, signed, type Handler } from './call'

/** Above this many rows an export is mailed instead of downloaded */
export const EXPORT_ROW_LIMIT = 1000

export function localized(w: World, order: Order, meta: OrderMeta, lang: Locale): Order {
  if (lang === 'en') return order
  const store = w.db.seedStore(meta.storeId)!
  const menu = w.db.menu(meta.storeId)!
  const customer = meta.customerId === null ? null : w.db.customer(meta.customerId)
  return localizeOrder(order, lang, { menu, customer, store })
}

export const getCurrentOrders: Handler = (c, x) => {
  const { store } = signed(c, x)
  if (param(c, 'id') !== store.store.id) throw forbidden('User does not belong to store')
  const lang = locale(c)
  return ok(x.w.db.currentOrders(store.store.id).map(({ order, meta }) => localized(x.w, order, meta, lang)))
}

export const getOrder: Handler = (c, x) => {
  const { store } = signed(c, x)
  const { order, meta } = loadOrder(x.w, param(c, 'id'), store.store.id)
  return ok(localized(x.w, order, meta, locale(c)))
}

export const getOrderInvoice: Handler = (c, x) => {
  const { store } = signed(c, x)
  const { order, meta } = loadOrder(x.w, param(c, 'id'), store.store.id)
  const lang = locale(c)
  return { status: 200, text: renderInvoice(localized(x.w, order, meta, lang), lang), contentType: 'text/html; charset=utf-8' }
}

export const changeOrderStatus: Handler = (c, x) => {
  const { store, account } = signed(c, x)
  const input = body<{ order_id: number; status_id: OrderStatusId; status_name: StatusName; preparation_time?: number }>(c)
  const order = changeStatus(x.w, input.order_id, input, { account, storeId: store.store.id })
  return ok({ order, status: statusOf(order.status.id) })
}

export const markOrderReady: Handler = (c, x) => {
  const { store } = signed(c, x)
  return ok(markReady(x.w, body<{ order_id: number }>(c).order_id, store.store.id))
}

export const setProductReplacement: Handler = (c, x) => {
  const { store, account } = signed(c, x)
  const b = body<Record<'order_id' | 'order_product_id' | 'replacement_product_id' | 'qty', string>>(c)
  return ok(
    setReplacement(
      x.w,
      { order_id: Number(b.order_id), order_product_id: Number(b.order_product_id), replacement_product_id: Number(b.replacement_product_id), qty: Number(b.qty) },
      { account, storeId: store.store.id },
    ),
  )
}

export const replyWhereIs: Handler = (c, x) => {
  const { store } = signed(c, x)
  const b = body<{ order_id: number; expected_mins: 0 | 2 | 5 | 10 }>(c)
  const order = reply(x.w, b.order_id, b.expected_mins, store.store.id)
  return ok({ order_id: order.id, timing: order.timing, whereIs: order.whereIs })
}

export const decideRefund: Handler = (c, x) => {
  const { store, account } = signed(c, x)
  return ok(decide(x.w, body(c), { account, storeId: store.store.id }))
}

function dateQuery(c: Context, name: string, zone: string): number | null {
  const v = query(c, name)
  if (!v) return null
  if (!isValidDate(v.slice(0, 10))) throw fieldError(name, 'This value is not a valid date.')
  const ms = parseLocal(v, zone)
  if (Number.isNaN(ms)) throw fieldError(name, 'This value is not a valid date.')
  return ms
}

const PAST_STATUSES: OrderStatusId[] = [4, 5, 6, 7, 8]

export const searchPastOrders: Handler = (c, x): Result => {
  const { store, account } = signed(c, x)
  const zone = store.store.timezone
  const statusId = query(c, 'status_id')
  const completed = query(c, 'completed') !== '0'
  const fromMs = dateQuery(c, 'from_date', zone)
  let toMs = dateQuery(c, 'to_date', zone)
  // A bare date as the end of a range means the whole of that day.
  if (toMs !== null && query(c, 'to_date')!.length === 10) toMs += 24 * 60 * 60_000 - 1
  if (fromMs !== null && toMs !== null && fromMs > toMs) throw fieldError('from_date', 'The start of the period is after its end.')
  const isExport = query(c, 'export') === '1'
  const q = (query(c, 'q') ?? '').trim().toLowerCase()
  const result = x.w.db.searchOrders({
    storeId: store.store.id,
    statusIds: statusId ? [Number(statusId)] : completed ? PAST_STATUSES : [2, 3],
    refunds: query(c, 'refunds') === '1',
    q: q || null,
    fromMs,
    toMs,
    dir: query(c, 'order_dir') === 'ASC' ? 'ASC' : 'DESC',
    limit: isExport ? null : Number(query(c, 'limit') ?? 25),
    offset: isExport ? 0 : Number(query(c, 'offset') ?? 0),
  })
  const lang = locale(c)
  if (!isExport) return ok({ orders: result.rows.map(({ order, meta }) => localized(x.w, order, meta, lang)), count: result.count })
  if (result.count > EXPORT_ROW_LIMIT) {
    return ok({ message: `The export of ${result.count} orders is being prepared and will be sent to ${account.email}` })
  }
  const header = ['ID', 'Code', 'Customer', 'Phone Number', 'Order Status', 'Payment', 'Total', 'Currency', 'Ordered Time', 'Refund Status']
  const rows = result.rows.map(({ order }) => [
    order.id,
    order.code,
    order.user.name ?? [order.user.firstname, order.user.lastname].filter(Boolean).join(' '),
    order.user.phone,
    order.status.name,
    order.payment.method_name,
    order.financial.total_price,
    order.financial.currency.code,
    order.timing.created,
    order.refund ? order.refund.status : '',
  ])
  return {
    status: 200,
    text: toCsv([header, ...rows]),
    contentType: 'text/csv; charset=utf-8',
    headers: { 'content-disposition': 'attachment; filename="past-orders.csv"' },
  }
}

