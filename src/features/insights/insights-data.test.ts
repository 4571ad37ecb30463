import { describe, expect, it } from 'vitest'
import { insightsWorld } from '../../../tests/mocks/insights'
import { server } from '../../../tests/mocks/server'
import { signInAs } from '../../../tests/setup/session'
import { toasts } from '../../stores/toasts'
import { loadFigures, MAX_PARALLEL, PAGE_LIMIT, readArrivalRecords, type Progress } from './insights-data'

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

  it('this device has recorded no arrivals yet: the wait chart gets nothing, and says so', async () => {
    expect(await readArrivalRecords('KW', 101, DAYS)).toEqual({ recorded: false, records: [] })
  })
})
