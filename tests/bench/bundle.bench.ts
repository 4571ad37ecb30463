// Benchmark of the JavaScript a device downloads before it can work: every script Chromium fetches for /login (a
// fresh visit) and for /orders (signed in, until the board is live, and 3 s more), each counted at its gzip size (level 9, what a
// host serving precompressed files sends; the sandbox itself does not compress). The service worker is blocked so
// its precache of every chunk is not counted. firebase must load only after sign-in, so it is absent from /login.
//
//   npx tsx tests/bench/bundle.bench.ts        (SANDBOX_DIST defaults to .tmp/dist-bench)
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import type { Browser, Page } from 'playwright-core'
import { report, type Row } from './report'

process.env.SANDBOX_DIST ??= path.resolve(import.meta.dirname, '../../.tmp/dist-bench')
const DIST = path.resolve(process.env.SANDBOX_DIST)
const TARGET_KB = { login: 110, orders: 190 }

type Script = { file: string; gzip: number }

/** Loads the page and lists the scripts it fetched until it was ready and 3 s after (the live board never goes network-idle) */
async function scriptsOf(browser: Browser, url: string, ready: (page: Page) => Promise<unknown>, init?: string): Promise<Script[]> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } })
  if (init) await context.addInitScript(init)
  const page = await context.newPage()
  const seen = new Set<string>()
  page.on('request', (r) => {
    if (r.resourceType() === 'script') seen.add(new URL(r.url()).pathname)
  })
  await page.goto(url)
  await ready(page)
  await page.waitForTimeout(3_000)
  await context.close()
  return [...seen].map((file) => ({ file, gzip: zlib.gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length }))
}

const kb = (bytes: number) => bytes / 1024
const total = (scripts: Script[]) => kb(scripts.reduce((a, s) => a + s.gzip, 0))
const biggest = (scripts: Script[]) =>
  [...scripts].sort((a, b) => b.gzip - a.gzip).slice(0, 4).map((s) => `${path.basename(s.file).replace(/-[\w-]{8}\.js$/, '')} ${kb(s.gzip).toFixed(1)}`).join(', ')

async function main() {
  const { default: buildIfStale } = await import('../e2e/support/global-setup')
  const { launch } = await import('../e2e/support/browser')
  const { DEMO, signIn, startSandbox } = await import('../support/sandbox')
  buildIfStale()
  const sb = await startSandbox()
  const browser = await launch()
  try {
    const login = await scriptsOf(browser, `${sb.url}/login`, (page) => page.getByRole('button', { name: 'Sign in' }).waitFor())
    const token = await signIn(sb, DEMO.kwManager)
    const session = `if (location.protocol !== 'about:') { localStorage.setItem('authToken', ${JSON.stringify(token)}); localStorage.setItem('countryCode', 'KW'); localStorage.setItem('remember', 'true') }`
    const orders = await scriptsOf(browser, `${sb.url}/orders`, (page) => page.getByText('Dashboard is online').waitFor(), session)
    const firebaseAtLogin = login.some((s) => /firebase|realtime/i.test(s.file))
    const arabicInEnglish = [...login, ...orders].some((s) => /[/.]ar-[\w-]+\.js$/.test(s.file))
    const rows: Row[] = [
      ['/login: JavaScript, gzip', `${total(login).toFixed(1)} KB (${login.length} files)`, `≤ ${TARGET_KB.login} KB`, total(login) <= TARGET_KB.login],
      ['  largest', biggest(login), '', null],
      ['  firebase loaded at /login', firebaseAtLogin ? 'yes' : 'no', 'no', !firebaseAtLogin],
      ['  Arabic texts loaded in English', arabicInEnglish ? 'yes' : 'no', 'no', !arabicInEnglish],
      ['/orders signed in: JavaScript, gzip', `${total(orders).toFixed(1)} KB (${orders.length} files)`, `≤ ${TARGET_KB.orders} KB`, total(orders) <= TARGET_KB.orders],
      ['  largest', biggest(orders), '', null],
    ]
    report('bundle', `JavaScript downloaded (gzip level 9), ${new Date().toISOString()}`, rows)
  } finally {
    await browser.close()
    await sb.close()
  }
}

await main()
