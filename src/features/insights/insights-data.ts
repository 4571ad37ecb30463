// Where the insights' figures come from: only the calls the product already makes. A day's finished orders from
// GET /search/order (every page, 100 a page: the largest size the contract allows) and its closing report from GET
// /report/store/daily (json). A closed day does not change once its late orders are finished, so its figures are kept
// on this device per country and store and not fetched again once settled (DAY_SETTLES_MS); today is always fetched. At
// most 2 requests are out at once; the caller's signal cancels the rest (leaving the page).
import { dayFigures, settledWhenSaved, type ArrivalRecord, type DayFigures } from '../../domain/insights'
import { PAGE_SIZES, type PageSize } from '../../domain/past-orders'
import type { Order } from '../../domain/orders'
import { rangeBounds, type Day } from '../../domain/periods'
import { atTheWindow } from '../../domain/wait-stats'
import { apiClient, ApiError, unwrap } from '../../lib/api/client'
import type { CountryCode } from '../../lib/config'
import { readArrivals, readInsightDays, saveInsightDay } from '../../lib/db/db'
import { sessionEpoch } from '../../lib/session-epoch'

/** The largest past-orders page the contract allows */
export const PAGE_LIMIT: PageSize = PAGE_SIZES[PAGE_SIZES.length - 1] as PageSize
/** Requests out at the same time */
export const MAX_PARALLEL = 2

export interface Progress {
  done: number
  total: number
}

export interface LoadOptions {
  country: CountryCode
  storeId: number
  zone: string
  days: readonly Day[]
  today: Day
  signal: AbortSignal
  onProgress: (p: Progress) => void
}

/** Runs tasks with at most `size` of them started and not finished */
function limiter(size: number) {
  let active = 0
  const waiting: Array<() => void> = []
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= size) await new Promise<void>((resolve) => waiting.push(resolve))
    active++
    try {
      return await task()
    } finally {
      active--
      waiting.shift()?.()
    }
  }
}

const leftThePage = () => new DOMException('Left the page', 'AbortError')

/**
 * The figures of each day asked for, oldest first: closed days from this device when kept, the others fetched (and
 * the closed ones among them kept). Rejects when a call fails (the client has told the user) or the signal aborts;
 * the days fetched and kept until then stay kept.
 */
export async function loadFigures(o: LoadOptions): Promise<DayFigures[]> {
  const epoch = sessionEpoch()
  const run = limiter(MAX_PARALLEL)
  const api = apiClient(o.country)
  // two requests a day to begin with (its first page and its report); more pages add to the total when known
  const progress: Progress = { done: 0, total: 0 }
  const report = () => o.onProgress({ ...progress })

  const call = async <T>(send: () => Promise<T>): Promise<T> => {
    const result = await run(async () => {
      if (o.signal.aborted) throw leftThePage()
      return send()
    })
    progress.done++
    report()
    return result
  }

  const page = (day: Day, offset: number) =>
    call(async () => {
      const data = await unwrap(
        api.GET('/api/v1/search/order', {
          params: { query: { completed: 1, ...rangeBounds({ from: day, to: day }), order_dir: 'ASC', limit: PAGE_LIMIT, offset } },
          signal: o.signal,
        }),
      )
      if (typeof data !== 'object' || !('orders' in data)) throw new ApiError('Unexpected answer to the past orders search', { notified: false })
      return data
    })

  const fetchDay = async (day: Day): Promise<DayFigures> => {
    const [first, daily] = await Promise.all([
      page(day, 0),
      call(async () => {
        const data = await unwrap(api.GET('/api/v1/report/store/daily', { params: { query: { date: day, format: 'json' } }, signal: o.signal }))
        if (typeof data !== 'object' || data === null) throw new ApiError('The daily report is not json', { notified: false })
        return data
      }),
    ])
    const offsets: number[] = []
    for (let offset = PAGE_LIMIT; offset < first.count; offset += PAGE_LIMIT) offsets.push(offset)
    progress.total += offsets.length
    report()
    const rest = await Promise.all(offsets.map((offset) => page(day, offset)))
    // an order finished while the pages were read could show twice on today's pages; count it once
    const byId = new Map<number, Order>()
    for (const order of [first, ...rest].flatMap((p) => p.orders)) byId.set(order.id, order)
    const figures = dayFigures(day, [...byId.values()], daily, o.zone)
    // kept for this user only: not once the page is left or the user signed out (their device data is cleared)
    if (day < o.today && !o.signal.aborted && sessionEpoch() === epoch) await saveInsightDay(o.country, o.storeId, day, figures).catch(() => undefined)
    return figures
  }

  const fetched = new Map<Day, DayFigures>()
  const fetchAll = (days: readonly Day[]) => {
    progress.total += days.length * 2
    report()
    return Promise.all(days.map(async (day) => fetched.set(day, await fetchDay(day))))
  }
  // today is always asked for, while the closed days are read from this device
  const open = fetchAll(o.days.filter((d) => d >= o.today))
  const saved = await readInsightDays<DayFigures>(o.country, o.storeId, o.days.filter((d) => d < o.today)).catch(() => new Map<Day, { figures: DayFigures; savedAt: number }>())
  const kept = new Map([...saved].filter(([day, k]) => settledWhenSaved(day, k.savedAt, o.zone)).map(([day, k]) => [day, k.figures]))
  await Promise.all([open, fetchAll(o.days.filter((d) => d < o.today && !kept.has(d)))])
  return o.days.map((d) => (fetched.get(d) ?? kept.get(d)) as DayFigures)
}

/**
 * The single join point with the arrival records of the window's waits (src/stores/arrivals.ts writes them): what this
 * device saw of customers arriving and their orders dispatched, kept 31 days. `recorded` says whether it saw any.
 */
export async function readArrivalRecords(country: CountryCode, storeId: number): Promise<{ recorded: boolean; records: ArrivalRecord[] }> {
  // the waits at the window: customers who came by car
  const saved = (await readArrivals(country, storeId).catch(() => [])).filter(atTheWindow)
  // the chart groups them into the range's days (waitByDay); records outside it fall out there
  const records = saved.map((r) => ({ orderId: r.orderId, arrivedAt: new Date(r.arrivedAt).toISOString(), dispatchedAt: r.dispatchedAt === null ? null : new Date(r.dispatchedAt).toISOString() }))
  return { recorded: saved.length > 0, records }
}
