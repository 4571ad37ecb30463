// Soak benchmark: an 8-hour shift pressed into a few minutes, to see whether the dashboard that stays open all day
// keeps its memory, DOM, listeners and timers flat. A sandbox and Debian's Chromium signed in as the KW manager at
// /orders; a simulated hour is 250 orders, each driven through its whole life by a fast driver (no waiting for the
// clock): created (pending, with the sound and notice) → confirmed (1 in 50 through the UI: the row opens the drawer, the
// drawer's Confirm, Escape; the rest by another agent through the sandbox) → customer Arriving (5 min away)
// → 1 in 4 asks 'where is my order?' → customer Arrived (notice) → dispatched (1 in 50 with the row's Dispatch
// button, the rest by another agent) → delivered. 1 in 25 is instead cancelled by its customer while pending.
// Dispatched orders leave the board, so after each hour it holds what it held before the shift.
//
// After each simulated hour, once the hour's orders are gone and the notices have timed out: HeapProfiler
// collectGarbage twice, then JS heap used (Runtime.getHeapUsage), DOM nodes and JS event listeners
// (Memory.getDOMCounters), and the live timers: an init script wraps setTimeout / setInterval /
// requestAnimationFrame and their clears and counts those not yet fired or cleared. Reported: the heap slope by
// least squares over hours 2..8 (MB per simulated hour, target < 1), and first / last of DOM nodes, listeners and
// live timers (target: constant; a small tolerance for what happens to be on screen at the sample).
//
//   npx tsx tests/bench/shift.bench.ts [hours=8] [ordersPerHour=250]   (SANDBOX_DIST defaults to .tmp/dist-bench-shift)
import path from 'node:path'
import type { CDPSession, Page } from 'playwright-core'
import { loadAverage, openBoard, sleep, slope } from './board'
import { report, type Row } from './report'

process.env.SANDBOX_DIST ??= path.resolve(import.meta.dirname, '../../.tmp/dist-bench-shift')

const HOURS = Math.max(3, Number(process.argv[2] ?? 8))
const PER_HOUR = Math.max(10, Number(process.argv[3] ?? 250))
const WORKERS = 24
const TARGET = { heapSlopeMB: 1, nodes: 100, listeners: 10, timers: 2 }
const FAILURE_SHOT = path.resolve(import.meta.dirname, '../../.tmp/shift-first-failure.png')

/** Before the app: live timers by kind (a timeout until it fires or is cleared, an interval until cleared, a frame until it runs) */
const timerCounter = `(() => {
  if (window !== window.top) return
  const live = new Map()
  const st = window.setTimeout, si = window.setInterval, ct = window.clearTimeout, ci = window.clearInterval
  const raf = window.requestAnimationFrame, caf = window.cancelAnimationFrame
  window.setTimeout = function (cb, ms, ...args) {
    if (typeof cb !== 'function') return st.call(window, cb, ms, ...args)
    let id
    id = st.call(window, function () { live.delete('t' + id); return cb.apply(this, arguments) }, ms, ...args)
    live.set('t' + id, 'timeout')
    return id
  }
  window.setInterval = function (cb, ms, ...args) {
    const id = si.call(window, cb, ms, ...args)
    live.set('t' + id, 'interval')
    return id
  }
  // timeouts and intervals share their ids: either clear ends either
  window.clearTimeout = function (id) { live.delete('t' + id); return ct.call(window, id) }
  window.clearInterval = function (id) { live.delete('t' + id); return ci.call(window, id) }
  window.requestAnimationFrame = function (cb) {
    let id
    id = raf.call(window, function () { live.delete('r' + id); return cb.apply(this, arguments) })
    live.set('r' + id, 'frame')
    return id
  }
  window.cancelAnimationFrame = function (id) { live.delete('r' + id); return caf.call(window, id) }
  window.__liveTimers = () => {
    const by = { timeout: 0, interval: 0, frame: 0 }
    for (const kind of live.values()) by[kind]++
    return by
  }
})()`

// Where each Enter landed, so a press that did not open the drawer can say what had the focus instead
const enterTarget = `document.addEventListener('keydown', (e) => {
  if (e.key !== 'Enter') return
  const t = e.target
  window.__lastEnter = t && t.getAttribute ? t.tagName.toLowerCase() + (t.getAttribute('role') ? '[role=' + t.getAttribute('role') + ']' : '') + (t.dataset && t.dataset.orderId ? '#' + t.dataset.orderId : '') + ' "' + (t.textContent || '').trim().slice(0, 24) + '"' : String(t)
}, true)`

type Sample = { hour: number; heapMB: number; nodes: number; listeners: number; timers: { timeout: number; interval: number; frame: number }; rows: number; seconds: number }

const liveTimers = (t: Sample['timers']) => t.timeout + t.interval + t.frame

async function sample(cdp: CDPSession, page: Page, hour: number, started: number): Promise<Sample> {
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('HeapProfiler.collectGarbage')
  const heap = await cdp.send('Runtime.getHeapUsage')
  const dom = await cdp.send('Memory.getDOMCounters')
  const timers = (await page.evaluate('window.__liveTimers()')) as Sample['timers']
  const rows = await page.locator('[role="row"][data-order-id]').count()
  return { hour, heapMB: heap.usedSize / 2 ** 20, nodes: dom.nodes, listeners: dom.jsEventListeners, timers, rows, seconds: (Date.now() - started) / 1000 }
}

async function main() {
  const board = await openBoard({ initScripts: [timerCounter, enterTarget] })
  const { browser, context, page, errors, control } = board
  try {
    const cdp = await context.newCDPSession(page)
    await cdp.send('HeapProfiler.enable')
    await page.locator('section[aria-label^="Pending Orders"]').waitFor()
    // the seed's current orders stay on the board all shift (they are the board's resting state)
    await sleep(3000)
    const started = Date.now()
    const samples: Sample[] = [await sample(cdp, page, 0, started)]
    const baseRows = samples[0]!.rows
    console.log(`hour 0: ${fmt(samples[0]!)}`)

    // The page is one staff member: UI actions take turns.
    let ui: Promise<unknown> = Promise.resolve()
    const inUi = <T>(action: () => Promise<T>): Promise<T> => {
      const run = ui.then(action, action)
      ui = run.catch(() => undefined)
      return run
    }
    const drawer = page.locator('[role="dialog"]')
    const reminder = page.locator('[data-testid="overlay-reminder"]')
    await page.addLocatorHandler(reminder, () => reminder.locator('button:text-is("OKAY")').click({ timeout: 10_000 }).catch(() => undefined))
    // the store's visibility asks 'Are you still there?' some minutes in, as at a real counter: Yes
    const idle = page.locator('[data-testid="overlay-idle"]')
    await page.addLocatorHandler(idle, () => idle.locator('button:text-is("Yes")').click({ timeout: 10_000 }).catch(() => undefined))
    const row = (id: number) => page.locator(`[role="row"][data-order-id="${id}"]`)
    const closeDrawer = async () => {
      for (let attempt = 0; attempt < 4; attempt++) {
        if ((await drawer.count()) === 0) return
        await drawer.press('Escape', { timeout: 5_000 }).catch(() => undefined)
        if (await drawer.waitFor({ state: 'detached', timeout: 5_000 }).then(() => true, () => false)) return
      }
      throw new Error('the drawer did not close on Escape')
    }
    const uiConfirm = (id: number) =>
      inUi(async () => {
        // Enter on the focused row opens the drawer, as staff at a keyboard do. A click needs the row uncovered, and
        // with rows streaming in, Playwright scrolled it under the sticky store header again and again until its 30 s
        // ran out (once or twice a shift; its call log showed the header intercepting the click).
        // A press that opens nothing is tried again and counted with where it landed: once in a shift or two, an
        // Enter opened nothing and the bench waited out its 30 s (2026-11-25, order #1800).
        for (let attempt = 1; ; attempt++) {
          await page.evaluate('window.__lastEnter = null')
          await row(id).press('Enter')
          if (await drawer.locator('button:text-is("Confirm")').waitFor({ timeout: 5_000 }).then(() => true, () => false)) break
          const landed = await page.evaluate('window.__lastEnter')
          const shown = await page.locator('[role="dialog"], [data-testid^="overlay-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? e.getAttribute('aria-label') ?? e.id).join(', '))
          missedEnters.push(`#${id}: Enter on ${landed ?? 'nothing the page saw'}; open: ${shown || 'none'}`)
          if (attempt === 3) throw new Error(`Enter on the row opened no drawer in 3 tries (${missedEnters.at(-1)})`)
        }
        await drawer.locator('button:text-is("Confirm")').click()
        await drawer.locator('text=/^Order confirmed/').waitFor({ timeout: 15_000 })
        await closeDrawer()
      })
    const uiDispatch = (id: number) =>
      inUi(async () => {
        const button = row(id).locator('button:text-is("Dispatch")')
        await button.and(page.locator(':enabled')).waitFor({ timeout: 15_000 })
        await button.press('Enter') // as for Confirm: a click can land under the sticky header
        await row(id).waitFor({ state: 'detached', timeout: 15_000 })
      })
    const stats = { ui: 0, failed: 0, whereIs: 0, cancelled: 0 }
    const failures: string[] = []
    const missedEnters: string[] = []

    const stuck: number[] = []
    const lifecycle = async (n: number) => {
      const order = await control<{ id: number }>('/kw/stores/101/orders', {})
      const id = order.id
      stuck.push(id) // until it is done
      const status = (status_id: number, extra: object = {}) => control(`/kw/orders/${id}/status`, { status_id, ...extra })
      if (n % 25 === 3) {
        await sleep(200)
        await status(7)
        stats.cancelled++
        stuck.splice(stuck.indexOf(id), 1)
        return
      }
      if (n % 50 === 0) {
        await row(id).waitFor({ timeout: 30_000 })
        await uiConfirm(id)
        stats.ui++
      } else await status(3, { preparation_time: 10 })
      await control(`/kw/orders/${id}/customer`, { status: 2, minutes: 5 })
      if (n % 4 === 1) {
        await control(`/kw/orders/${id}/where-is`, {})
        stats.whereIs++
      }
      await control(`/kw/orders/${id}/customer`, { status: 3 })
      if (n % 50 === 25) {
        await row(id).waitFor({ timeout: 30_000 })
        await uiDispatch(id)
        stats.ui++
      } else await status(4)
      await status(5)
      stuck.splice(stuck.indexOf(id), 1)
    }

    let next = 0
    for (let hour = 1; hour <= HOURS; hour++) {
      const end = hour * PER_HOUR
      await Promise.all(
        Array.from({ length: WORKERS }, async () => {
          while (next < end) {
            const n = next++
            await lifecycle(n).catch(async (e: Error) => {
              stats.failed++
              if (failures.length < 5) failures.push(`order #${n}: ${e.message.split('\n')[0]}`)
              // the first failure's whole message (Playwright's call log says what stood in the way) and the screen
              if (stats.failed === 1) {
                console.log(`first failure, order #${n}:\n${e.message}`)
                await page.screenshot({ path: FAILURE_SHOT }).then(() => console.log(`screenshot: ${FAILURE_SHOT}`), () => undefined)
              }
            })
          }
        }),
      )
      // an order whose life failed half-way (counted above) is cancelled by its customer, so the board empties
      for (const id of stuck.splice(0)) await control(`/kw/orders/${id}/status`, { status_id: 7 }).catch(() => undefined)
      // the hour's orders have left the board and its notices have timed out
      await page.waitForFunction(`document.querySelectorAll('[role="row"][data-order-id]').length <= ${baseRows}`, undefined, { timeout: 60_000 }).catch(() => undefined)
      await page.waitForFunction(`!document.querySelector('section[aria-label="Notifications"] > [role]')`, undefined, { timeout: 20_000, polling: 500 }).catch(() => undefined)
      await sleep(1000)
      const s = await sample(cdp, page, hour, started)
      samples.push(s)
      console.log(`hour ${hour}: ${fmt(s)}${failures.length ? ` · failures so far ${stats.failed}: ${failures.join('; ')}` : ''}`)
    }

    const first = samples[1]!
    const last = samples.at(-1)!
    const heapSlope = slope(samples.filter((s) => s.hour >= 2).map((s) => [s.hour, s.heapMB]))
    const seconds = (Date.now() - started) / 1000
    const table: Row[] = [
      [`${HOURS} simulated hours × ${PER_HOUR} orders: wall time`, `${Math.round(seconds)} s (${next} orders, ${stats.failed} failed)`, '≤ 600 s, 0 failed', seconds <= 600 && stats.failed === 0],
      [`  through the UI / where-is asked / cancelled while pending`, `${stats.ui} / ${stats.whereIs} / ${stats.cancelled}`, '', null],
      ['  row Enters that opened no drawer (tried again)', `${missedEnters.length}`, '', null],
      ['JS heap after GC: slope over hours 2..8', `${heapSlope.toFixed(2)} MB per hour`, `< ${TARGET.heapSlopeMB} MB per hour`, heapSlope < TARGET.heapSlopeMB],
      ['  JS heap after GC: start / hour 1 / last', `${samples[0]!.heapMB.toFixed(1)} / ${first.heapMB.toFixed(1)} / ${last.heapMB.toFixed(1)} MB`, '', null],
      ['DOM nodes: hour 1 / last', `${first.nodes} / ${last.nodes}`, `constant (± ${TARGET.nodes})`, Math.abs(last.nodes - first.nodes) <= TARGET.nodes],
      ['JS event listeners: hour 1 / last', `${first.listeners} / ${last.listeners}`, `constant (± ${TARGET.listeners})`, Math.abs(last.listeners - first.listeners) <= TARGET.listeners],
      [
        'live timers (timeouts + intervals + frames): hour 1 / last',
        `${liveTimers(first.timers)} / ${liveTimers(last.timers)}`,
        `constant (± ${TARGET.timers})`,
        Math.abs(liveTimers(last.timers) - liveTimers(first.timers)) <= TARGET.timers,
      ],
      ['  rows on the board: start / last', `${samples[0]!.rows} / ${last.rows}`, '', null],
    ]
    const notes = [
      `Per hour: ${samples.map((s) => `${s.hour}: ${s.heapMB.toFixed(1)} MB, ${s.nodes} nodes, ${s.listeners} listeners, ${liveTimers(s.timers)} timers`).join(' · ')}`,
      `Load average at the end: ${loadAverage()}.`,
      ...(failures.length ? [`First failures: ${failures.join('; ')}`] : []),
      ...(missedEnters.length ? [`Row Enters that opened no drawer: ${missedEnters.slice(0, 5).join('; ')}`] : []),
      ...(errors.length ? [`Page errors: ${errors.slice(0, 5).join('; ')}`] : []),
    ]
    report('shift', `Accelerated 8-hour shift (Chromium ${browser.version()}, ${new Date().toISOString()})`, table, notes)
  } finally {
    await board.close()
  }
}

function fmt(s: Sample) {
  return `${s.heapMB.toFixed(2)} MB heap, ${s.nodes} nodes, ${s.listeners} listeners, timers ${JSON.stringify(s.timers)}, ${s.rows} rows, ${Math.round(s.seconds)} s`
}

await main()
