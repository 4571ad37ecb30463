// The past orders and refunds list (SPEC sections 2, 7 and 9): its filters, how they live in the page URL, and
// the query of GET /search/order and of its export. Pure.
import type { components, operations } from '../lib/api/schema.gen'
import { offsetFromUrl } from './paging'
import { isDay, rangeBounds, type Day } from './periods'
import { sanitizeSearch, shouldApplySearch } from './search'

export type PastOrdersQuery = NonNullable<operations['searchPastOrders']['parameters']['query']>
export type PastStatusId = components['schemas']['PastOrderStatusId']
export type SortDir = 'ASC' | 'DESC'

/** Status filters: Dispatched 4, Delivered 5, Declined 6, Cancelled 7, No Show 8 */
export const PAST_STATUS_IDS: readonly PastStatusId[] = [4, 5, 6, 7, 8]
/** Page-size options */
export const PAGE_SIZES = [10, 25, 50, 100] as const
export type PageSize = (typeof PAGE_SIZES)[number]
export const DEFAULT_LIMIT: PageSize = 25
export const DEFAULT_DIR: SortDir = 'DESC'
/** The contract's longest q of GET /search/order; the search box takes no more */
export const ORDER_SEARCH_MAX_LENGTH = 100

export interface PastOrderFilters {
  /** the refunds variant */
  refunds: boolean
  /** the applied search: sanitised, trimmed, empty or at least 3 characters */
  q: string
  statusId: PastStatusId | null
  /** first and last store day of the period; null = open */
  from: Day | null
  to: Day | null
  dir: SortDir
  limit: PageSize
  offset: number
}

export const DEFAULT_FILTERS: PastOrderFilters = {
  refunds: false,
  q: '',
  statusId: null,
  from: null,
  to: null,
  dir: DEFAULT_DIR,
  limit: DEFAULT_LIMIT,
  offset: 0,
}

/** The search text a typed input applies: sanitised and trimmed, or null while it is too short */
export function appliedSearch(input: string): string | null {
  return shouldApplySearch(input) ? sanitizeSearch(input).trim() : null
}

/**
 * The filters a URL asks for. The URL uses the API's names (q, status_id, from_date, to_date as days, order_dir,
 * limit, offset, refunds=1); anything missing or invalid takes its default, so an edited link never breaks the page.
 */
export function parseFilters(params: URLSearchParams): PastOrderFilters {
  const refunds = params.get('refunds') === '1'
  const status = Number(params.get('status_id'))
  const limit = Number(params.get('limit'))
  const pageSize = PAGE_SIZES.find((s) => s === limit) ?? DEFAULT_LIMIT
  const q = appliedSearch(params.get('q') ?? '') ?? ''
  const from = params.get('from_date')
  const to = params.get('to_date')
  const validFrom = isDay(from) ? from : null
  const validTo = isDay(to) ? to : null
  // a period needs both days, in order: half a period would filter the list while the date button reads 'All dates'
  const period = validFrom !== null && validTo !== null && validFrom <= validTo
  return {
    refunds,
    q: q.length > ORDER_SEARCH_MAX_LENGTH ? '' : q,
    statusId: refunds ? null : (PAST_STATUS_IDS.find((s) => s === status) ?? null),
    from: period ? validFrom : null,
    to: period ? validTo : null,
    dir: params.get('order_dir') === 'ASC' ? 'ASC' : DEFAULT_DIR,
    limit: pageSize,
    offset: offsetFromUrl(params.get('offset'), pageSize),
  }
}

/** The URL search of the filters; defaults are left out so the plain page stays /past-orders */
export function filtersToParams(f: PastOrderFilters): URLSearchParams {
  const p = new URLSearchParams()
  if (f.refunds) p.set('refunds', '1')
  if (f.q) p.set('q', f.q)
  if (f.statusId !== null && !f.refunds) p.set('status_id', String(f.statusId))
  if (f.from) p.set('from_date', f.from)
  if (f.to) p.set('to_date', f.to)
  if (f.dir !== DEFAULT_DIR) p.set('order_dir', f.dir)
  if (f.limit !== DEFAULT_LIMIT) p.set('limit', String(f.limit))
  if (f.offset > 0) p.set('offset', String(f.offset))
  return p
}

/** Changes some filters. Any change other than the page itself starts again at the first page. */
export function changeFilters(f: PastOrderFilters, change: Partial<PastOrderFilters>): PastOrderFilters {
  const next = { ...f, ...change }
  const onlyPage = Object.keys(change).every((k) => k === 'offset')
  if (!onlyPage) next.offset = 0
  if (next.refunds) next.statusId = null
  return next
}

/** GET /search/order: the filters with the defaults of SPEC 7 sent explicitly (completed 1, DESC, 25, 0) */
export function listQuery(f: PastOrderFilters): PastOrdersQuery {
  return { ...filterQuery(f), order_dir: f.dir, limit: f.limit, offset: f.offset }
}

/** The export: the same filters except limit and offset, plus export=1 */
export function exportQuery(f: PastOrderFilters): PastOrdersQuery {
  return { ...filterQuery(f), order_dir: f.dir, export: 1 }
}

function filterQuery(f: PastOrderFilters): PastOrdersQuery {
  const q: PastOrdersQuery = { completed: 1 }
  if (f.q) q.q = f.q
  if (f.refunds) q.refunds = 1
  else if (f.statusId !== null) q.status_id = f.statusId
  Object.assign(q, rangeBounds({ ...(f.from ? { from: f.from } : {}), ...(f.to ? { to: f.to } : {}) }))
  return q
}

/** A refund waits for a decision while it is Reviewed (2); Accepted and Rejected are final */
export const REFUND_REVIEWED = 2
export function awaitsDecision(order: { refund: { status: number } | null }): boolean {
  return order.refund?.status === REFUND_REVIEWED
}

export type Decision = 'accept' | 'reject'
export const REASON_MAX = 500

/** A rejection needs a reason; an acceptance may carry one */
export function decisionError(decision: Decision | null, reason: string): 'decisionRequired' | 'reasonRequired' | 'reasonTooLong' | undefined {
  if (!decision) return 'decisionRequired'
  if (reason.trim().length > REASON_MAX) return 'reasonTooLong'
  if (decision === 'reject' && reason.trim() === '') return 'reasonRequired'
  return undefined
}
