// Benchmark of the current-orders board: a sandbox, Debian's Chromium signed in as the KW manager at /orders, and
// the two figures a store feels all day:
//
//  1. event-to-screen latency of a new order: the page itself POSTs /__sandbox/kw/stores/101/orders (so both ends are
//     on the browser's clock) and a MutationObserver notes when the order's row enters the DOM; the figure is taken
//     at the next animation frame (the row is then painted). p50 and p95 over the orders (default 40).
//  2. the countdown tick with 300 current orders at 4x CPU throttling (CDP Emulation.setCPUThrottlingRate): a
//     Chromium trace (CDP Tracing) of 30 s; every main-thread task that runs the shared clock's 1-second timer, and
//     the rendering task right after it (style, layout, paint of the new texts), count as the tick's. Reported: tick
//     time per second, the longest tick, and tick tasks over 50 ms. The whole main thread's busy time per second
//     (Performance.getMetrics TaskDuration) is printed for context.
//  3. event-to-screen latency of a customer's arrival: on confirmed orders, the page POSTs
//     /__sandbox/kw/orders/{id}/customer {status: 2, minutes: 5} (Arriving, shown as '5 min away'), then {status: 3}
//     (Arrived), and a MutationObserver notes when the row's Customer Status cell shows it; the figure is taken at the
//     next animation frame. p50 and p95 of each, over as many orders as part 1. The issue sets no target of its own
//     for arrivals: the rows hold them to the new-order target.
//
//   npx tsx tests/bench/orders.bench.ts [orders=40]        (SANDBOX_DIST defaults to .tmp/dist-bench-orders)
import path from 'node:path'
import type { Page } from 'playwright-core'
import { loadAverage, openBoard, percentile, trace, type TraceEvent } from './board'
import { report, type Row } from './report'

process.env.SANDBOX_DIST ??= path.resolve(import.meta.dirname, '../../.tmp/dist-bench-orders')

const LATENCY_ORDERS = Math.max(30, Number(process.argv[2] ?? 40))
const BOARD_ORDERS = 300
const TRACE_SECONDS = 30
const TARGET = { p95: 250, tickPerSecond: 30, longTask: 50 }

/** Creates one order from inside the page and resolves with the ms from the call to the painted row */
async function timeOneOrder(page: Page): Promise<number> {
  return page.evaluate(
    `(async () => {
      const w = window
      const sent = performance.now()
      const res = await fetch('/__sandbox/kw/stores/101/orders', { method: 'POST', headers: { 'content-type': 'application/json', 'x-sandbox-control': '1' }, body: '{}' })
      const order = await res.json()
      const key = String(order.id)
      const seen = await new Promise((resolve) => {
        const check = () => w.__rows.get(key)
        if (check() !== undefined) return resolve(check())
        const t = setInterval(() => { if (check() !== undefined) { clearInterval(t); resolve(check()) } }, 5)
        setTimeout(() => { clearInterval(t); resolve(null) }, 10000)
      })
      return seen === null ? -1 : seen - sent
    })()`,
  ) as Promise<number>
}

/** Notes, per order id, the time of the first animation frame after its row entered the DOM */
const rowWatcher = `(() => {
  const w = window
  w.__rows = new Map()
  const note = (el) => {
    const id = el.getAttribute('data-order-id')
    if (id && !w.__rows.has(id)) { w.__rows.set(id, undefined); requestAnimationFrame((t) => w.__rows.set(id, t)) }
  }
  new MutationObserver((list) => {
    for (const m of list) for (const n of m.addedNodes) {
      if (n.nodeType !== 1) continue
      if (n.hasAttribute('data-order-id')) note(n)
      n.querySelectorAll('[data-order-id]').forEach(note)
    }
  }).observe(document.body, { childList: true, subtree: true })
  document.querySelectorAll('[data-order-id]').forEach((el) => w.__rows.set(el.getAttribute('data-order-id'), 0))
})()`

/**
 * Before the app loads: the shared clock's 1-second interval (recognised by its body: now = Date.now(), then every
 * listener) gets a User Timing mark on each run, so the trace can tell its tasks from other timers'.
 */
const markClockTicks = `(() => {
  const original = window.setInterval
  const clock = /^function\\s*\\w*\\(\\)\\{\\w+=Date\\.now\\(\\);for\\((?:let|const|var) \\w+ of \\w+\\)\\w+\\(\\)\\}$/
  window.__clockFound = false
  window.setInterval = function (cb, delay, ...rest) {
    if (delay === 1000 && typeof cb === 'function' && clock.test(cb.toString().replace(/\\s+/g, ' ').replace(/ ?([{}();=]) ?/g, '$1'))) {
      window.__clockFound = true
      const wrapped = function () { performance.mark('clock-tick'); return cb.apply(this, arguments) }
      return original.call(window, wrapped, delay, ...rest)
    }
    return original.call(window, cb, delay, ...rest)
  }
})()`

/** The tick's tasks: each task holding a clock-tick mark, plus the next rendering task on the same thread */
function tickCost(events: TraceEvent[]) {
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((m) => m.pid === e.pid && m.tid === e.tid && m.name === 'clock-tick'))
  if (!main) return null
  const on = events.filter((e) => e.pid === main.pid && e.tid === main.tid)
  const tasks = on.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.dur !== undefined).sort((a, b) => a.ts - b.ts)
  const marks = on.filter((e) => e.name === 'clock-tick').map((e) => e.ts)
  const rendering = new Set(['UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize', 'UpdateLayer', 'BeginMainThreadFrame', 'Commit'])
  const renderTasks = tasks.filter((t) => on.some((e) => rendering.has(e.name) && e.ts >= t.ts && e.ts <= t.ts + t.dur!))
  const ticks: { script: number; render: number }[] = []
  for (const mark of marks) {
    const task = tasks.find((t) => mark >= t.ts && mark <= t.ts + t.dur!)
    if (!task) continue
    const render = renderTasks.find((t) => t.ts >= task.ts + task.dur! && t.ts <= task.ts + task.dur! + 200_000)
    ticks.push({ script: task.dur! / 1000, render: (render?.dur ?? 0) / 1000 })
    if (process.env.BENCH_DEBUG && render) {
      const inside = on.filter((e) => e.ph === 'X' && e.ts >= render.ts && e.ts <= render.ts + render.dur! && e !== render)
      console.log('render task', (render.dur! / 1000).toFixed(1), inside.map((e) => `${e.name}:${((e.dur ?? 0) / 1000).toFixed(1)}`).join(' '))
      for (const e of on.filter((e) => e.name === 'Layout' && e.ts >= render.ts && e.ts <= render.ts + render.dur!)) console.log('  layout', JSON.stringify(e.args))
      const inTick = on.filter((e) => e.ph === 'X' && e.ts >= task.ts && e.ts <= task.ts + task.dur! && e !== task)
      console.log('tick task', (task.dur! / 1000).toFixed(1), inTick.map((e) => `${e.name}:${((e.dur ?? 0) / 1000).toFixed(1)}`).join(' '))
    }
  }
  const first = tasks[0]?.ts ?? 0
  const last = tasks.at(-1) ? tasks.at(-1)!.ts + tasks.at(-1)!.dur! : first
  return { ticks, seconds: (last - first) / 1e6 }
}

/**
 * Notes, per order id, the first animation frame after the row's Customer Status cell (the third cell) shows the
 * awaited text: window.__arrival(id, text) starts watching, window.__arrivals holds id → time.
 */
const arrivalWatcher = `(() => {
  const w = window
  w.__arrivals = new Map()
  const waiting = new Map()
  const cell = (id) => document.querySelector('[role="row"][data-order-id="' + id + '"] > [role="cell"]:nth-child(3)')
  const check = () => {
    for (const [id, text] of waiting) {
      if (cell(id)?.textContent?.includes(text)) { waiting.delete(id); requestAnimationFrame((t) => w.__arrivals.set(id, t)) }
    }
  }
  new MutationObserver(() => { if (waiting.size) check() }).observe(document.body, { childList: true, subtree: true, characterData: true })
  w.__arrival = (id, text) => { w.__arrivals.delete(id); waiting.set(id, text); check() }
})()`

/**
 * Sets a customer's status from inside the page and resolves with the ms from the call to the painted cell.
 * (A string, like the other page scripts: tsx's helpers for named functions do not exist in the page.)
 */
async function timeOneArrival(page: Page, id: number, body: { status: 2 | 3; minutes?: number }, text: string): Promise<number> {
  return page.evaluate(
    `(async () => {
      const w = window
      const key = ${JSON.stringify(String(id))}
      w.__arrival(key, ${JSON.stringify(text)})
      const sent = performance.now()
      const res = await fetch('/__sandbox/kw/orders/' + key + '/customer', { method: 'POST', headers: { 'content-type': 'application/json', 'x-sandbox-control': '1' }, body: ${JSON.stringify(JSON.stringify(body))} })
      if (!res.ok) return -2
      const seen = await new Promise((resolve) => {
        const started = performance.now()
        const poll = () => {
          const t = w.__arrivals.get(key)
          if (t !== undefined) resolve(t)
          else if (performance.now() - started > 10000) resolve(null)
          else setTimeout(poll, 5)
        }
        poll()
      })
      return seen === null ? -1 : seen - sent
    })()`,
  ) as Promise<number>
}

async function main() {
  const board = await openBoard({ initScripts: [markClockTicks] })
  const { browser, context, page, errors, control } = board
  try {
    // 1. event-to-screen latency
    await page.evaluate(rowWatcher)
    await timeOneOrder(page) // warm-up (first order: lazy chunks, fonts)
    const latencies: number[] = []
    for (let i = 0; i < LATENCY_ORDERS; i++) {
      latencies.push(await timeOneOrder(page))
      await page.waitForTimeout(120)
    }
    const missed = latencies.filter((l) => l < 0).length
    const sorted = latencies.filter((l) => l >= 0).sort((a, b) => a - b)

    // 3. (before the big board) a customer's arrival on confirmed orders: Arriving, then Arrived
    await page.evaluate(arrivalWatcher)
    const arrivalIds: number[] = []
    for (let i = 0; i <= LATENCY_ORDERS; i++) {
      const o = await control<{ id: number }>('/kw/stores/101/orders', {})
      await control(`/kw/orders/${o.id}/status`, { status_id: 3, preparation_time: 30 })
      arrivalIds.push(o.id)
    }
    await page.locator(`[role="row"][data-order-id="${arrivalIds.at(-1)}"]`).waitFor({ timeout: 30_000 })
    await page.waitForTimeout(1000)
    const arriving: number[] = []
    const arrived: number[] = []
    for (const [i, id] of arrivalIds.entries()) {
      const a = await timeOneArrival(page, id, { status: 2, minutes: 5 }, '5 min away')
      await page.waitForTimeout(120)
      const b = await timeOneArrival(page, id, { status: 3 }, 'Arrived')
      await page.waitForTimeout(120)
      if (i === 0) continue // warm-up (the first arrival's notice and sound)
      arriving.push(a)
      arrived.push(b)
    }
    const arrivalFigures = (values: number[]) => ({ missed: values.filter((l) => l < 0).length, sorted: values.filter((l) => l >= 0).sort((a, b) => a - b) })
    const arrivingF = arrivalFigures(arriving)
    const arrivedF = arrivalFigures(arrived)

    // 2. the countdown tick with 300 current orders at 4x CPU throttling
    const have = await page.locator('[data-order-id]').count()
    for (let i = have; i < BOARD_ORDERS; i++) {
      const o = await control<{ id: number }>('/kw/stores/101/orders', {})
      if (i % 2 === 0) await control(`/kw/orders/${o.id}/status`, { status_id: 3, preparation_time: 30 })
    }
    await page.reload()
    await page.locator('[data-order-id]').nth(BOARD_ORDERS - 1).waitFor({ timeout: 60_000 })
    const rows = await page.locator('[data-order-id]').count()
    const clockFound = await page.evaluate(() => (window as unknown as { __clockFound: boolean }).__clockFound)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.waitForTimeout(3000) // let the reload's work settle
    await cdp.send('Performance.enable')
    const taskDuration = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')!.value
    const busy0 = await taskDuration()
    const events = await trace(cdp, TRACE_SECONDS)
    const busy1 = await taskDuration()
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    const cost = tickCost(events)
    const ticks = cost?.ticks ?? []
    const perTick = ticks.map((t) => t.script + t.render)
    const tickPerSecond = ticks.length ? perTick.reduce((a, b) => a + b, 0) / Math.max(1, cost!.seconds) : NaN
    const longest = Math.max(0, ...perTick)
    const longestTask = Math.max(0, ...ticks.flatMap((t) => [t.script, t.render]))
    const over50 = ticks.filter((t) => t.script > TARGET.longTask || t.render > TARGET.longTask).length

    const arrivalTarget = `≤ ${TARGET.p95} ms (new orders' target; none set for arrivals)`
    const table: Row[] = [
      ['new order → row painted, p50', `${Math.round(percentile(sorted, 50))} ms`, '', null],
      ['new order → row painted, p95', `${Math.round(percentile(sorted, 95))} ms`, `≤ ${TARGET.p95} ms`, percentile(sorted, 95) <= TARGET.p95 && missed === 0],
      ['  orders measured (missed)', `${sorted.length} (${missed})`, '≥ 30 (0)', sorted.length >= 30 && missed === 0],
      ['customer Arriving → row shows "5 min away", p50', `${Math.round(percentile(arrivingF.sorted, 50))} ms`, '', null],
      ['customer Arriving → row shows "5 min away", p95', `${Math.round(percentile(arrivingF.sorted, 95))} ms`, arrivalTarget, percentile(arrivingF.sorted, 95) <= TARGET.p95 && arrivingF.missed === 0],
      ['customer Arrived → row shows "Arrived", p50', `${Math.round(percentile(arrivedF.sorted, 50))} ms`, '', null],
      ['customer Arrived → row shows "Arrived", p95', `${Math.round(percentile(arrivedF.sorted, 95))} ms`, arrivalTarget, percentile(arrivedF.sorted, 95) <= TARGET.p95 && arrivedF.missed === 0],
      [
        '  arrivals measured (missed)',
        `${arrivingF.sorted.length} + ${arrivedF.sorted.length} (${arrivingF.missed + arrivedF.missed})`,
        '≥ 30 each (0)',
        arrivingF.sorted.length >= 30 && arrivedF.sorted.length >= 30 && arrivingF.missed + arrivedF.missed === 0,
      ],
      [`countdown tick, ${rows} orders, 4x CPU: main-thread ms per second`, `${tickPerSecond.toFixed(1)} ms`, `≤ ${TARGET.tickPerSecond} ms`, tickPerSecond <= TARGET.tickPerSecond],
      ['  ticks traced / longest tick (script + render)', `${ticks.length} / ${longest.toFixed(1)} ms`, '', null],
      ['  mean script / mean render per tick', `${(ticks.reduce((a, t) => a + t.script, 0) / Math.max(1, ticks.length)).toFixed(1)} / ${(ticks.reduce((a, t) => a + t.render, 0) / Math.max(1, ticks.length)).toFixed(1)} ms`, '', null],
      ['  tick tasks over 50 ms (longest task)', `${over50} (${longestTask.toFixed(1)} ms)`, '0', over50 === 0 && ticks.length > 0],
      ['  whole main thread busy per second (context)', `${(((busy1 - busy0) * 1000) / TRACE_SECONDS).toFixed(1)} ms`, '', null],
    ]
    const notes = [
      `Load average at the end: ${loadAverage()}.`,
      ...(clockFound ? [] : ['The shared clock timer was not recognised in the build: the tick figures are empty.']),
      ...(errors.length ? [`Page errors: ${errors.join('; ')}`] : []),
    ]
    report('orders', `Current orders board (Chromium ${browser.version()}, ${new Date().toISOString()})`, table, notes)
  } finally {
    await board.close()
  }
}

await main()
