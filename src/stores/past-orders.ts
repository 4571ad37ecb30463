// The past orders and refunds page: the page of orders on screen, the export and the refund decision. The filters
// themselves live in the page URL; the page passes them to these actions, which are the only writers.
import { proxy } from 'valtio'
import { exportQuery, listQuery, type Decision, type PastOrderFilters } from '../domain/past-orders'
import type { Order } from '../domain/orders'
import { apiClient, ApiError, unwrap } from '../lib/api/client'
import { saveBlob } from '../lib/download'
import { onPastOrderChanged, replacePastOrder } from './drawer'
import { registerReset } from './reset'
import { currentCountry } from './session'
import { pushToast } from './toasts'
import type { LoadOutcome } from './load-outcome'

export interface PastOrdersState {
  orders: Order[]
  count: number
  /** the query whose answer is on screen (null before the first answer) */
  shownKey: string | null
  /** the filters of the rows on screen: a failed load for other filters puts the page back to these */
  shownFilters: PastOrderFilters | null
  loading: boolean
  /** the last load failed; the previous list stays on screen */
  failed: boolean
  exporting: boolean
  /** the order whose refund decision is being sent */
  decidingId: number | null
}

const initial = (): PastOrdersState => ({
  orders: [],
  count: 0,
  shownKey: null,
  shownFilters: null,
  loading: false,
  failed: false,
  exporting: false,
  decidingId: null,
})

export const pastOrders = proxy<PastOrdersState>(initial())

const api = () => apiClient(currentCountry())

/** The file name of a downloaded export */
export const EXPORT_FILE_NAME = 'past-orders.csv'
/** How long the 'export is being mailed' message stays (SPEC 9: 6 s) */
export const EXPORT_NOTICE_MS = 6000

/** Bumped by every load and by sign-out: only the newest answer is applied */
let generation = 0
let inFlight: { key: string; job: Promise<LoadOutcome> } | null = null


/** A stable key of what a load asks for (the language changes the customer names and labels the server sends) */
export function listKey(filters: PastOrderFilters, locale: string): string {
  return JSON.stringify([listQuery(filters), locale])
}

/** GET /search/order for the filters. A failure keeps the list on screen (the client has shown the toast). */
export function loadPastOrders(filters: PastOrderFilters, locale: string): Promise<LoadOutcome> {
  const key = listKey(filters, locale)
  if (inFlight?.key === key) return inFlight.job
  const mine = ++generation
  pastOrders.loading = true
  const job = (async (): Promise<LoadOutcome> => {
    try {
      const data = await unwrap(api().GET('/api/v1/search/order', { params: { query: listQuery(filters) } }))
      if (mine !== generation) return 'superseded'
      if (typeof data !== 'object' || !('orders' in data)) throw new ApiError('Unexpected answer to the past orders search', { notified: false })
      pastOrders.orders = data.orders
      pastOrders.count = data.count
      pastOrders.shownKey = key
      pastOrders.shownFilters = { ...filters }
      pastOrders.failed = false
      return 'shown'
    } catch {
      if (mine !== generation) return 'superseded'
      pastOrders.failed = true
      return 'failed'
    } finally {
      if (mine === generation) pastOrders.loading = false
      if (inFlight?.key === key) inFlight = null
    }
  })()
  inFlight = { key, job }
  return job
}

/**
 * Export with the same filters: the server answers with the csv file (saved as past-orders.csv) or, when the export
 * is mailed, with a message shown as a success notice for 6 s. A second press while exporting does nothing.
 */
export async function exportPastOrders(filters: PastOrderFilters): Promise<'downloaded' | 'message' | 'failed' | 'busy'> {
  if (pastOrders.exporting) return 'busy'
  pastOrders.exporting = true
  try {
    const result = await api().GET('/api/v1/search/order', { params: { query: exportQuery(filters) }, parseAs: 'blob' })
    const blob = await unwrap(Promise.resolve(result))
    const type = result.response.headers.get('content-type') ?? ''
    if (type.includes('json')) {
      const body = JSON.parse(await blob.text()) as { message?: unknown }
      const message = typeof body.message === 'string' ? body.message : ''
      pushToast({ kind: 'success', title: { text: message }, durationMs: EXPORT_NOTICE_MS })
      return 'message'
    }
    saveBlob(blob, EXPORT_FILE_NAME)
    return 'downloaded'
  } catch (error) {
    if (!(error instanceof ApiError && error.notified)) pushToast({ kind: 'error', title: { key: 'error.somethingWentWrong' } })
    return 'failed'
  } finally {
    pastOrders.exporting = false
  }
}

/**
 * Accepts or rejects a refund request (POST /order/refund/decide; a rejection carries its reason). The answer
 * replaces the order here and in the drawer. Rethrows on failure so the dialog stays open with what was typed.
 */
export async function decideRefund(orderId: number, decision: Decision, reason: string): Promise<Order> {
  pastOrders.decidingId = orderId
  try {
    const text = reason.trim()
    const order = await unwrap(
      api().POST('/api/v1/order/refund/decide', { body: { order_id: orderId, decision, ...(text ? { reason: text } : {}) } }),
    )
    replacePastOrder(order)
    pushToast({ kind: 'success', title: { key: decision === 'accept' ? 'pastOrders.decide.accepted' : 'pastOrders.decide.rejected' } })
    return order
  } finally {
    pastOrders.decidingId = null
  }
}

/** A changed order (from the drawer, e.g. marked Delivered, or a refund decision) replaces its row */
export function applyPastOrder(order: Order): void {
  const index = pastOrders.orders.findIndex((o) => o.id === order.id)
  if (index >= 0) pastOrders.orders[index] = order
}

onPastOrderChanged(applyPastOrder)

registerReset(() => {
  generation++
  inFlight = null
  Object.assign(pastOrders, initial())
})
