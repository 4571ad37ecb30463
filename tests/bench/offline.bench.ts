// Benchmark of losing and regaining the realtime connection, the way a drive-thru tablet on shaky Wi-Fi lives it:
// a sandbox and Debian's Chromium signed in as the KW manager at /orders. Each round cuts realtime
// (POST /__sandbox/faults {realtime_down: true}) and times the offline banner; creates an order meanwhile; restores
// realtime and times until the banner is gone and the board holds exactly the sandbox's current orders, each once.
//
//   npx tsx tests/bench/offline.bench.ts [rounds=3]        (SANDBOX_DIST defaults to .tmp/dist-bench-offline)
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { prepareDist } from './build'
import { report, type Row } from './report'

process.env.SANDBOX_DIST ??= path.resolve(import.meta.dirname, '../../.tmp/dist-bench-offline')
const ROUNDS = Math.max(1, Number(process.argv[2] ?? 3))
const TARGET = { offline: 15_000, reconciled: 5_000 }

const { startSandbox, signIn, control, api } = await import('../support/sandbox')
const { launch, newContext } = await import('../e2e/support/browser')

// a fresh build every time, unless the runner built it
if (process.env.BENCH_NO_BUILD) await prepareDist()
else
  execFileSync(path.join(path.resolve(import.meta.dirname, '../..'), 'node_modules/.bin/vite'), ['build', '--logLevel', 'error', '--outDir', process.env.SANDBOX_DIST, '--emptyOutDir'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })

const sb = await startSandbox()
const browser = await launch()
try {
  const { context } = await newContext(browser, { serviceWorkers: 'allow' })
  const token = await signIn(sb, 'manager@kw.demo')
  await context.addInitScript(
    ({ token }) => {
      if (location.protocol === 'about:' || sessionStorage.getItem('bench')) return
      sessionStorage.setItem('bench', '1')
      localStorage.setItem('authToken', token)
      localStorage.setItem('countryCode', 'KW')
      localStorage.setItem('remember', 'true')
    },
    { token },
  )
  const page: Page = await context.newPage()
  await page.goto(`${sb.url}/orders`)
  await page.getByText('Dashboard is online', { exact: true }).waitFor({ timeout: 30_000 })

  const boardIds = () => page.$$eval('[role="row"][data-order-id]', (rows) => rows.map((r) => r.getAttribute('data-order-id')))
  const serverIds = async () =>
    ((await api(sb, 'kw', token).GET('/api/v1/store/{id}/order', { params: { path: { id: 101 } } })).data ?? []).map((o) => String(o.id)).sort()

  const offline: number[] = []
  const reconciled: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    const cut = Date.now()
    await control(sb, '/faults', { realtime_down: true })
    await page.getByTestId('offline-banner').waitFor({ timeout: 30_000 })
    offline.push(Date.now() - cut)
    await control(sb, '/kw/stores/101/orders', {})
    await page.waitForTimeout(2_000)
    const back = Date.now()
    await control(sb, '/faults', { realtime_down: false })
    for (;;) {
      const banner = await page.getByTestId('offline-banner').count()
      const ids = await boardIds()
      const expected = await serverIds()
      if (banner === 0 && ids.length === expected.length && [...ids].sort().join() === expected.join()) break
      if (Date.now() - back > 60_000) throw new Error('the board never matched the sandbox after reconnection')
      await page.waitForTimeout(50)
    }
    reconciled.push(Date.now() - back)
    await page.getByText('Dashboard is online', { exact: true }).waitFor()
  }

  const worst = (xs: number[]) => Math.max(...xs)
  const table: Row[] = [
    [`realtime down → offline banner (worst of ${ROUNDS})`, `${(worst(offline) / 1000).toFixed(1)} s`, `≤ ${TARGET.offline / 1000} s`, worst(offline) <= TARGET.offline],
    [`reconnection → lists reconciled (worst of ${ROUNDS})`, `${(worst(reconciled) / 1000).toFixed(1)} s`, `≤ ${TARGET.reconciled / 1000} s`, worst(reconciled) <= TARGET.reconciled],
  ]
  const rounds = `offline after ${offline.map((x) => (x / 1000).toFixed(1)).join(', ')} s; reconciled after ${reconciled.map((x) => (x / 1000).toFixed(1)).join(', ')} s`
  report('offline', `Realtime loss and recovery (${ROUNDS} rounds, ${new Date().toISOString()})`, table, [rounds])
} finally {
  await browser.close()
  await sb.close()
}
