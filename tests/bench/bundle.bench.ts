// Benchmark of the JavaScript a device downloads before it can work, each script counted at its gzip size (level 9,
// what a host serving precompressed files sends; the sandbox itself does not compress). The service worker is
// blocked so its precache of every chunk is not counted.
//
// 1. /login, a fresh visit: every script until the form shows, and 3 s more. firebase must not load there.
// 2. /orders signed in: every script until the board is live, and 3 s more (the live board never goes network-idle).
// 3. The board's critical path: after that visit (20 orders saved on the device, the HTTP cache warm), a reload; the
//    scripts whose fetch started before the first board row was painted (Resource Timing against an init script's
//    MutationObserver, both on the page's clock; the paint is the next animation frame), listed with their size,
//    and whether firebase, Headless UI or the order drawer was among them (read from each chunk's source map).
//
//   npx tsx tests/bench/bundle.bench.ts        (SANDBOX_DIST defaults to .tmp/dist-bench)
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { LATE, lateIn, type Late } from './chunks'
import { prepareDist } from './build'
import { firstRowWatcher } from './watchers'
import { report, type Figure, type Row } from './report'

process.env.SANDBOX_DIST ??= path.resolve(import.meta.dirname, '../../.tmp/dist-bench')
const DIST = path.resolve(process.env.SANDBOX_DIST)
const TARGET_KB = { login: 110, orders: 230, critical: 150 }
const BOARD_ORDERS = 20

type Script = { file: string; gzip: number }

const gzipOf = (file: string): Script => ({ file, gzip: zlib.gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length })

/** Loads the page and lists the scripts it fetched until it was ready and 3 s after */
async function scriptsOf(context: BrowserContext, url: string, ready: (page: Page) => Promise<unknown>): Promise<{ page: Page; scripts: Script[] }> {
  const page = await context.newPage()
  const seen = new Set<string>()
  page.on('request', (r) => {
    if (r.resourceType() === 'script') seen.add(new URL(r.url()).pathname)
  })
  await page.goto(url)
  await ready(page)
  await page.waitForTimeout(3_000)
  return { page, scripts: [...seen].map(gzipOf) }
}

/** Reloads the live board and lists the scripts whose fetch started before its first row was painted */
async function criticalPath(page: Page): Promise<Script[]> {
  await page.reload()
  await page.waitForFunction(() => (window as unknown as { __firstRow?: number }).__firstRow !== undefined, undefined, { timeout: 30_000 })
  const files = (await page.evaluate(`performance.getEntriesByType('resource')
    .filter((e) => e.startTime < window.__firstRow && new URL(e.name).pathname.endsWith('.js'))
    .map((e) => new URL(e.name).pathname)`)) as string[]
  return [...new Set(files)].map(gzipOf)
}

const kb = (bytes: number) => bytes / 1024
const total = (scripts: Script[]) => kb(scripts.reduce((a, s) => a + s.gzip, 0))
const short = (file: string) => path.basename(file).replace(/-[\w-]{8}\.js$/, '')
const biggest = (scripts: Script[], n = 4) =>
  [...scripts].sort((a, b) => b.gzip - a.gzip).slice(0, n).map((s) => `${short(s.file)} ${kb(s.gzip).toFixed(1)}`).join(', ')

async function main() {
  const { launch } = await import('../e2e/support/browser')
  const { control, DEMO, signIn, startSandbox } = await import('../support/sandbox')
  await prepareDist()
  const sb = await startSandbox()
  const browser: Browser = await launch()
  try {
    const fresh = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } })
    const { scripts: login } = await scriptsOf(fresh, `${sb.url}/login`, (page) => page.getByRole('button', { name: 'Sign in' }).waitFor())
    await fresh.close()

    // the store opens with no current orders: a board of 20, saved on the device by the first visit
    for (let i = 0; i < BOARD_ORDERS; i++) await control(sb, '/kw/stores/101/orders', {})
    const token = await signIn(sb, DEMO.kwManager)
    const signedIn = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } })
    await signedIn.addInitScript(
      `if (location.protocol !== 'about:') { localStorage.setItem('authToken', ${JSON.stringify(token)}); localStorage.setItem('countryCode', 'KW'); localStorage.setItem('remember', 'true') }`,
    )
    await signedIn.addInitScript(firstRowWatcher)
    const { page, scripts: orders } = await scriptsOf(signedIn, `${sb.url}/orders`, (page) => page.getByText('Dashboard is online').waitFor({ timeout: 30_000 }))
    const critical = await criticalPath(page)
    await signedIn.close()

    const late = new Map<Late, string[]>((Object.keys(LATE) as Late[]).map((k) => [k, []]))
    let unmapped = 0
    for (const s of critical) {
      const held = lateIn(DIST, s.file)
      if (held === null) unmapped++
      for (const k of held ?? []) late.get(k)!.push(short(s.file))
    }
    const firebaseAtLogin = login.some((s) => lateIn(DIST, s.file)?.includes('firebase') ?? /firebase|connection/i.test(s.file))
    const arabicInEnglish = [...login, ...orders].some((s) => /[/.]ar-[\w-]+\.js$/.test(s.file))
    const items: (Figure | Row)[] = [
      { id: 'login-js', label: '/login: JavaScript, gzip', value: total(login), unit: 'KB', target: { cmp: '<=', limit: TARGET_KB.login }, detail: `${login.length} files` },
      ['  largest', biggest(login), '', null],
      { id: 'login-firebase', label: '  firebase chunks loaded at /login', value: firebaseAtLogin ? 1 : 0, unit: 'count', target: { cmp: '<=', limit: 0 } },
      { id: 'login-arabic', label: '  Arabic text chunks loaded in English', value: arabicInEnglish ? 1 : 0, unit: 'count', target: { cmp: '<=', limit: 0 } },
      { id: 'critical-js', label: "/orders reload: JavaScript fetched before the board's first row", value: total(critical), unit: 'KB', target: { cmp: '<=', limit: TARGET_KB.critical }, detail: `${critical.length} files` },
      ['  the largest of them', `${biggest(critical, 10)}${critical.length > 10 ? `; ${critical.length - 10} more` : ''}`, '', null],
      ...(Object.keys(LATE) as Late[]).map(
        (k): Figure => ({ id: `critical-${k.replace(/\s+/g, '-').toLowerCase()}`, label: `  critical path: chunks with ${k}`, value: late.get(k)!.length, unit: 'count', target: { cmp: '<=', limit: 0 }, ...(late.get(k)!.length ? { detail: late.get(k)!.join(', ') } : {}) }),
      ),
      ...(unmapped ? ([['  chunks without a source map (not classified)', String(unmapped), '', null]] as Row[]) : []),
      { id: 'orders-js', label: '/orders signed in, once live: JavaScript, gzip', value: total(orders), unit: 'KB', target: { cmp: '<=', limit: TARGET_KB.orders }, detail: `${orders.length} files` },
      ['  largest', biggest(orders), '', null],
    ]
    report('bundle', `JavaScript downloaded (gzip level 9), ${new Date().toISOString()}`, items)
  } finally {
    await browser.close()
    await sb.close()
  }
}

await main()
