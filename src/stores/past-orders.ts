// The past orders and refunds page: the page of orders on screen, the export and the refund decision. The filters
// themselves live in the page URL; the page passes them to these actions, which are the only writers.
import { proxy } from 'valtio'
import { exportQuery, listQuery, type Decision, type PastOrderFilters } from '../domain/past-orders'
import type { Order } from '../domain/orders'
import { apiClient, ApiError, unwrap } from '../lib/api/client'
import { saveBlob } from '../lib/download'
import { sessionEpoch } from '../lib/session-epoch'
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
/** Loads and row changes count on one clock: a list sent before a row changed here is older than that row */
let clock = 0
/** The rows changed here (a refund decision, a drawer's Delivered), by order id, with when they changed */
const changed = new Map<number, { at: number; order: Order }>()
/** The refund decisions on their way, by order id: a second submit meanwhile gets the first one's answer */
const decisions = new Map<number, Promise<Order>>()

/** A stable key of what a load asks for (the language changes the customer names and labels the server sends) */
export function listKey(filters: PastOrderFilters, locale: string): string {
  return JSON.stringify([listQuery(filters), locale])
}

/** GET /search/order for the filters. A failure keeps the list on screen (the client has shown the toast). */
export function loadPastOrders(filters: PastOrderFilters, locale: string): Promise<LoadOutcome> {
  const key = listKey(filters, locale)
  if (inFlight?.key === key) return inFlight.job
  const mine = ++generation
  const sentAt = ++clock
  pastOrders.loading = true
  const job = (async (): Promise<LoadOutcome> => {
    try {
      const data = await unwrap(api().GET('/api/v1/search/order', { params: { query: listQuery(filters) } }))
      if (mine !== generation) return 'superseded'
      if (typeof data !== 'object' || !('orders' in data)) throw new ApiError('Unexpected answer to the past orders search', { notified: false })
      pastOrders.orders = data.orders.map((order) => {
        const mineSince = changed.get(order.id)
        return mineSince && mineSince.at > sentAt ? mineSince.order : order
      })
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
  const epoch = sessionEpoch()
  pastOrders.exporting = true
  try {
    const result = await api().GET('/api/v1/search/order', { params: { query: exportQuery(filters) }, parseAs: 'blob' })
    const blob = await unwrap(Promise.resolve(result))
    const type = result.response.headers.get('content-type') ?? ''
    const body = type.includes('json') ? (JSON.parse(await blob.text()) as { message?: unknown } | null) : null
    // signed out meanwhile (a shared tablet): the last store's file or message is not the next user's
    if (sessionEpoch() !== epoch) return 'failed'
    if (type.includes('json')) {
      // a mailed export says so; without its message the answer tells the manager nothing: a failed call
      if (typeof body?.message !== 'string' || !body.message.trim()) throw new ApiError('Unexpected answer to the export', { notified: false })
      pushToast({ kind: 'success', title: { text: body.message }, durationMs: EXPORT_NOTICE_MS })
      return 'message'
    }
    await saveBlob(blob, EXPORT_FILE_NAME)
    return 'downloaded'
  } catch (error) {
    if (sessionEpoch() === epoch && !(error instanceof ApiError && error.notified)) pushToast({ kind: 'error', title: { key: 'error.somethingWentWrong' } })
    return 'failed'
  } finally {
    // after a sign-out the flag is the next user's
    if (sessionEpoch() === epoch) pastOrders.exporting = false
  }
}

/**
 * Accepts or rejects a refund request (POST /order/refund/decide; a rejection carries its reason). The answer
 * replaces the order here and in the drawer. Rethrows on failure so the dialog stays open with what was typed.
 */
export function decideRefund(orderId: number, decision: Decision, reason: string): Promise<Order> {
  // one decision per request: a second submit (Enter in the dialog) must not send another
  const sending = decisions.get(orderId)
  if (sending) return sending
  const epoch = sessionEpoch()
  pastOrders.decidingId = orderId
  const job = (async () => {
    try {
      const text = reason.trim()
      const order = await unwrap(
        api().POST('/api/v1/order/refund/decide', { body: { order_id: orderId, decision, ...(text ? { reason: text } : {}) } }),
      )
      // signed out meanwhile (a shared tablet): the answer is not the next user's to see or to hear about
      if (sessionEpoch() !== epoch) return order
      replacePastOrder(order)
      pushToast({ kind: 'success', title: { key: decision === 'accept' ? 'pastOrders.decide.accepted' : 'pastOrders.decide.rejected' } })
      return order
    } finally {
      if (sessionEpoch() === epoch) {
        decisions.delete(orderId)
        if (pastOrders.decidingId === orderId) pastOrders.decidingId = null
      }
    }
  })()
  decisions.set(orderId, job)
  return job
}

/** A changed order (from the drawer, e.g. marked Delivered, or a refund decision) replaces its row */
export function applyPastOrder(order: Order): void {
  changed.set(order.id, { at: ++clock, order })
  const index = pastOrders.orders.findIndex((o) => o.id === order.id)
  if (index >= 0) pastOrders.orders[index] = order
}

onPastOrderChanged(applyPastOrder)

registerReset(() => {
  generation++
  inFlight = null
  changed.clear()
  decisions.clear()
  Object.assign(pastOrders, initial())
})
