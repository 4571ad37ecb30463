// What the board benchmarks share: a sandbox and Debian's Chromium with the KW manager signed in at /orders, the
// statistics, a Chromium trace through CDP, and the machine's load (timings on a shared 2-core machine move with it).
//
// SANDBOX_DIST must be set before the first call (sandbox/static.ts reads it when it is imported): each bench sets
// its own default, `npm run bench` one shared build.
import os from 'node:os'
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core'
import type { TestSandbox } from '../support/sandbox'
import { prepareDist } from './build'

export type TraceEvent = {
  name: string
  cat: string
  ph: string
  ts: number
  dur?: number
  /** thread time: what the thread ran, less what the system gave other threads meanwhile */
  tdur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: Record<string, unknown>; chrome_mojo_event_info?: { mojo_interface_tag?: string } }
}

/** Nearest-rank percentile of an ascending array */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN

export const ascending = (values: number[]) => [...values].sort((a, b) => a - b)

/** Least-squares slope of y over x */
export function slope(points: [x: number, y: number][]): number {
  const n = points.length
  if (n < 2) return NaN
  const mx = points.reduce((a, [x]) => a + x, 0) / n
  const my = points.reduce((a, [, y]) => a + y, 0) / n
  const sxy = points.reduce((a, [x, y]) => a + (x - mx) * (y - my), 0)
  const sxx = points.reduce((a, [x]) => a + (x - mx) ** 2, 0)
  return sxy / sxx
}

/** '1.2 / 0.9 / 0.6 (2 cores)': the 1-, 5- and 15-minute load averages, for the notes of every figure */
export const loadAverage = () => `${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} (1/5/15 min, ${os.cpus().length} cores)`

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))

/** A Chromium trace of the page for `seconds`, or for as long as `during` runs */
export async function trace(cdp: CDPSession, during: number | (() => Promise<unknown>), categories?: string[]): Promise<TraceEvent[]> {
  const events: TraceEvent[] = []
  const collect = (e: { value: unknown[] }) => void events.push(...(e.value as TraceEvent[]))
  cdp.on('Tracing.dataCollected', collect)
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()))
  await cdp.send('Tracing.start', {
    categories: (categories ?? ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'toplevel', '__metadata']).join(','),
    transferMode: 'ReportEvents',
  })
  if (typeof during === 'number') await sleep(during * 1000)
  else await during()
  await cdp.send('Tracing.end')
  await done
  cdp.off('Tracing.dataCollected', collect)
  return events
}

/** Nested events shorter than this are left out of taskContents' lines (BENCH_NESTED_MS, default 2); each line lists the largest BENCH_NESTED_TOP (default 8) */
const NESTED_US = Number(process.env.BENCH_NESTED_MS ?? 2) * 1000

/**
 * One line per top-level task of the main thread that `pick` keeps: when it began (from `from`, else navigationStart,
 * else the trace's first event), its wall and thread time, and its largest nested events (scripts by URL, functions, layout…)
 */
export function taskContents(main: TraceEvent[], pick: (task: TraceEvent) => boolean, from?: number): string[] {
  const origin = from ?? main.find((e) => e.name === 'navigationStart')?.ts ?? main[0]?.ts ?? 0
  const tasks = main.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.dur !== undefined && pick(e))
  return tasks.map((t) => {
    const inside = main.filter((e) => e.ph === 'X' && e !== t && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur! && (e.dur ?? 0) > NESTED_US)
    const what = inside
      .sort((a, b) => b.dur! - a.dur!)
      .slice(0, Number(process.env.BENCH_NESTED_TOP ?? 8))
      .map((e) => {
        const d = e.args?.data ?? {}
        const where = String(d.url ?? d.functionName ?? d.type ?? e.args?.chrome_mojo_event_info?.mojo_interface_tag ?? '').split('/').pop()
        return `${e.name}${where ? ` ${where}` : ''} ${Math.round(e.dur! / 1000)}`
      })
    const cpu = t.tdur
    return `task at ${Math.round((t.ts - origin) / 1000)} ms, ${Math.round(t.dur! / 1000)} ms${cpu ? ` (thread ${Math.round(cpu / 1000)} ms)` : ''}: ${what.join(' · ')}`
  })
}

/** The renderer main thread of a trace (the CrRendererMain holding the most events) */
export function rendererMain(events: TraceEvent[]): TraceEvent[] {
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  let best: TraceEvent[] = []
  for (const m of mains) {
    const on = events.filter((e) => e.pid === m.pid && e.tid === m.tid)
    if (on.length > best.length) best = on
  }
  return best
}

/**
 * The main thread's top-level tasks that are the page's own: without those that ran a DevTools message (the bench's
 * evaluations through Playwright, and the first of them injecting Playwright's own script, 40-55 ms at 4x), which a
 * tablet never runs
 */
export function pageTasks(main: TraceEvent[]): TraceEvent[] {
  const harness = new Set(
    main.filter((e) => e.name === 'Receive mojo message' && e.args?.chrome_mojo_event_info?.mojo_interface_tag === 'blink.mojom.DevToolsSession').map((e) => e.ts),
  )
  // the message's event begins with its task, within a few microseconds
  const fromHarness = (t: TraceEvent) => [...harness].some((ts) => ts >= t.ts && ts - t.ts < 50)
  return main.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.dur !== undefined && !fromHarness(e))
}

export type Board = {
  sb: TestSandbox
  browser: Browser
  context: BrowserContext
  page: Page
  token: string
  /** POST (or GET without a body) to /__sandbox{path} */
  control: <T = unknown>(path: string, body?: unknown) => Promise<T>
  /** uncaught page errors */
  errors: string[]
  close: () => Promise<void>
}

/**
 * Builds the dashboard when stale, starts a sandbox and Chromium, and opens /orders signed in as the KW manager
 * (tablet size), waiting until the dashboard is online. `initScripts` run before the app in every document.
 */
export async function openBoard(options: { initScripts?: string[]; sandbox?: { strict?: boolean } } = {}): Promise<Board> {
  const { launch } = await import('../e2e/support/browser')
  const { control, DEMO, signIn, startSandbox } = await import('../support/sandbox')
  await prepareDist()
  const sb = await startSandbox(options.sandbox ?? {})
  const browser = await launch()
  const close = async () => {
    await browser.close()
    await sb.close()
  }
  try {
    const token = await signIn(sb, DEMO.kwManager)
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    for (const script of options.initScripts ?? []) await context.addInitScript(script)
    await context.addInitScript((t) => {
      localStorage.setItem('authToken', t)
      localStorage.setItem('countryCode', 'KW')
      localStorage.setItem('remember', 'true')
    }, token)
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto(`${sb.url}/orders`)
    await page.getByText('Dashboard is online', { exact: true }).waitFor({ timeout: 30_000 })
    return { sb, browser, context, page, token, control: (path, body) => control(sb, path, body), errors, close }
  } catch (e) {
    await close()
    throw e
  }
}
