import { describe, expect, it, vi } from 'vitest'
import { insightsWorld } from '../../../tests/mocks/insights'
import { server } from '../../../tests/mocks/server'
import { signInAs } from '../../../tests/setup/session'
import { readArrivals, readInsightDays, saveInsightDay } from '../../lib/db/db'
import { nextSessionEpoch } from '../../lib/session-epoch'
import { toasts } from '../../stores/toasts'
import { loadFigures, MAX_PARALLEL, PAGE_LIMIT, readArrivalRecords, type Progress } from './insights-data'

// IndexedDB is the browser's (jsdom has none): the arrival records are read through lib/db, stood in for here
vi.mock('../../lib/db/db', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/db/db')>()),
  readArrivals: vi.fn(async () => []),
  readInsightDays: vi.fn(async () => new Map()),
  saveInsightDay: vi.fn(async () => undefined),
}))

const DAYS = ['2026-11-23', '2026-11-24', '2026-11-25']
const options = (signal: AbortSignal, progress: Progress[] = []) => ({
  country: 'KW' as const,
  storeId: 101,
  zone: 'Asia/Kuwait',
  days: DAYS,
  today: '2026-11-25',
  signal,
  onProgress: (p: Progress) => progress.push(p),
})

describe('loading the insights figures', () => {
  it('reads every page of each day at the largest page size, with its report, at most 2 requests at once', async () => {
    signInAs()
    const world = insightsWorld({ perDay: 250 })
    server.use(...world.handlers)
    const progress: Progress[] = []
    const figures = await loadFigures(options(new AbortController().signal, progress))
    expect(figures.map((f) => [f.day, f.orders])).toEqual(DAYS.map((d) => [d, 250]))
    const pages = world.requests.filter((u) => u.includes('/search/order'))
    expect(pages).toHaveLength(9)
    expect(pages.every((u) => new URL(u).searchParams.get('limit') === String(PAGE_LIMIT))).toBe(true)
    expect(new Set(pages.map((u) => new URL(u).searchParams.get('offset')))).toEqual(new Set(['0', '100', '200']))
    expect(world.requests.filter((u) => u.includes('/report/store/daily'))).toHaveLength(3)
    expect(PAGE_LIMIT).toBe(100)
    expect(world.most()).toBe(MAX_PARALLEL)
    // the bar ends full: every request known is done
    expect(progress.at(-1)).toEqual({ done: 12, total: 12 })
  })

  it('leaving the page stops the rest, quietly', async () => {
    signInAs()
    const world = insightsWorld({ perDay: 250, latencyMs: 50 })
    server.use(...world.handlers)
    const controller = new AbortController()
    const pending = loadFigures(options(controller.signal)).catch((e: unknown) => e)
    await new Promise((r) => setTimeout(r, 20))
    controller.abort()
    expect(await pending).toBeInstanceOf(Error)
    const asked = world.requests.length
    await new Promise((r) => setTimeout(r, 150))
    expect(world.requests.length).toBe(asked)
    expect(asked).toBeLessThanOrEqual(MAX_PARALLEL)
    expect(toasts.items).toEqual([])
  })

  it('keeps the closed days it read, but not after a sign-out while they loaded', async () => {
    signInAs()
    const world = insightsWorld({ perDay: 250, latencyMs: 30 })
    server.use(...world.handlers)
    vi.mocked(saveInsightDay).mockClear()
    await loadFigures(options(new AbortController().signal))
    expect(vi.mocked(saveInsightDay).mock.calls.map((c) => c[2])).toEqual(['2026-11-23', '2026-11-24'])

    vi.mocked(saveInsightDay).mockClear()
    const pending = loadFigures(options(new AbortController().signal))
    await new Promise((r) => setTimeout(r, 20))
    nextSessionEpoch()
    await pending
    expect(saveInsightDay).not.toHaveBeenCalled()
  })

  it('takes a kept day from the device once it had settled when kept; a day kept just after its midnight is fetched again', async () => {
    signInAs()
    const world = insightsWorld({ perDay: 3 })
    server.use(...world.handlers)
    const kept = (day: string, savedAt: string) => [day, { figures: { day, orders: 99 }, savedAt: Date.parse(savedAt) }] as const
    vi.mocked(readInsightDays).mockResolvedValueOnce(
      new Map([
        // read the next morning: settled
        kept('2026-11-23', '2026-11-24T08:00:00+03:00'),
        // read five minutes after its midnight: its late evening's orders may not be finished yet
        kept('2026-11-24', '2026-11-25T00:05:00+03:00'),
      ]),
    )
    const figures = await loadFigures(options(new AbortController().signal))
    expect(figures.map((f) => [f.day, f.orders])).toEqual([
      ['2026-11-23', 99],
      ['2026-11-24', 3],
      ['2026-11-25', 3],
    ])
    const asked = new Set(world.requests.map((u) => new URL(u).searchParams.get('date') ?? new URL(u).searchParams.get('from_date')?.slice(0, 10)))
    expect(asked).toEqual(new Set(['2026-11-24', '2026-11-25']))
  })

  it('this device has recorded no arrivals yet: the wait chart gets nothing, and says so', async () => {
    expect(await readArrivalRecords('KW', 101)).toEqual({ recorded: false, records: [] })
  })

  it("reads the window's arrival records of this country's store, with their times as ISO instants", async () => {
    const arrivedAt = Date.parse('2026-11-24T16:00:00Z')
    vi.mocked(readArrivals).mockResolvedValueOnce([
      { country: 'KW', storeId: 101, orderId: 7, arrivedAt, dispatchedAt: arrivedAt + 90_000 },
      { country: 'KW', storeId: 101, orderId: 8, arrivedAt, dispatchedAt: null, byCar: true },
      // a walk-thru customer waits at the counter, not at the window
      { country: 'KW', storeId: 101, orderId: 9, arrivedAt, dispatchedAt: arrivedAt + 60_000, byCar: false },
    ])
    expect(await readArrivalRecords('KW', 101)).toEqual({
      recorded: true,
      records: [
        { orderId: 7, arrivedAt: '2026-11-24T16:00:00.000Z', dispatchedAt: '2026-11-24T16:01:30.000Z' },
        { orderId: 8, arrivedAt: '2026-11-24T16:00:00.000Z', dispatchedAt: null },
      ],
    })
    expect(readArrivals).toHaveBeenLastCalledWith('KW', 101)
  })
})
