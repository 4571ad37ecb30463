// Lighthouse (mobile preset: a mid-range phone, simulated slow 4G and 4x CPU) on /login and on /orders signed in,
// the median of 3 runs each, in Debian's Chromium against the sandbox. Chromium is started by playwright-core with
// a persistent profile and a debugging port; Lighthouse drives the same browser through that port, so the session
// put into local storage for /orders is the one Lighthouse's page sees (its storage reset is off for that page).
//
//   npx tsx tests/bench/lighthouse.bench.ts [runs=3]      (SANDBOX_DIST defaults to .tmp/dist-bench)
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { prepareDist } from './build'
import { report, type Figure, type Row } from './report'

process.env.SANDBOX_DIST ??= path.resolve(import.meta.dirname, '../../.tmp/dist-bench')
const RUNS = Math.max(1, Number(process.argv[2] ?? 3))
/** Issue 28's targets; /orders' performance score is held higher than /login's */
const TARGET = { performance: { '/login': 95, '/orders': 97 }, accessibility: 100, bestPractices: 100, lcp: 1500, tbt: 100, cls: 0.02 }

type Run = { performance: number; accessibility: number; bestPractices: number; lcp: number; tbt: number; cls: number; failing: string[]; shifted: string[] }
type Metric = Exclude<keyof Run, "failing" | "shifted">

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

async function audit(url: string, port: number, keepStorage: boolean): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    disableStorageReset: keepStorage,
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  // LIGHTHOUSE_REPORTS=dir keeps each run's full report (what the LCP waited for, the request chains, the long tasks)
  if (process.env.LIGHTHOUSE_REPORTS) {
    fs.mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true })
    fs.writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, `${new URL(url).pathname.slice(1)}-${Date.now()}.json`), result.report as string)
  }
  const { categories, audits } = result.lhr
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
  const failing = ['accessibility', 'best-practices'].flatMap((id) =>
    (categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id),
  )
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    failing,
    shifted: shiftedElements(audits['layout-shifts']?.details),
  }
}

/** The elements Lighthouse blames for layout shifts, with their share, so a CLS miss says where to look */
function shiftedElements(details: unknown): string[] {
  const items = (details as { items?: { node?: { nodeLabel?: string; selector?: string }; score?: number }[] } | undefined)?.items ?? []
  return items.slice(0, 3).map((i) => `${(i.node?.nodeLabel ?? i.node?.selector ?? '?').slice(0, 40)} (${(i.score ?? 0).toFixed(3)})`)
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

function figuresOf(page: '/login' | '/orders', runs: Run[]): (Figure | Row)[] {
  const m = (key: Metric) => median(runs.map((r) => r[key]))
  const failing = [...new Set(runs.flatMap((r) => r.failing))]
  const id = page.slice(1)
  return [
    { id: `${id}-performance`, label: `${page}: performance (median of ${runs.length})`, value: m('performance'), unit: 'score', target: { cmp: '>=', limit: TARGET.performance[page] } },
    { id: `${id}-accessibility`, label: `${page}: accessibility`, value: m('accessibility'), unit: 'score', target: { cmp: '>=', limit: TARGET.accessibility } },
    { id: `${id}-best-practices`, label: `${page}: best practices`, value: m('bestPractices'), unit: 'score', target: { cmp: '>=', limit: TARGET.bestPractices } },
    { id: `${id}-lcp`, label: `${page}: LCP`, value: Math.round(m('lcp')), unit: 'ms', target: { cmp: '<=', limit: TARGET.lcp } },
    { id: `${id}-tbt`, label: `${page}: TBT`, value: Math.round(m('tbt')), unit: 'ms', target: { cmp: '<=', limit: TARGET.tbt } },
    { id: `${id}-cls`, label: `${page}: CLS`, value: Number(m('cls').toFixed(3)), unit: 'ratio', target: { cmp: '<=', limit: TARGET.cls } },
    ...(failing.length ? ([[`${page}: audits not passed`, failing.join(', '), '', null]] as Row[]) : []),
    ...(m('cls') > TARGET.cls ? ([[`${page}: shifted`, runs[0]!.shifted.join('; '), '', null]] as Row[]) : []),
  ]
}

async function main() {
  const { CHROMIUM, CHROMIUM_FLAGS } = await import('../e2e/support/browser')
  const { DEMO, signIn, startSandbox } = await import('../support/sandbox')
  await prepareDist()
  const sb = await startSandbox()
  const port = await freePort()
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-profile-'))
  const browser = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`] })
  try {
    const login: Run[] = []
    for (let i = 0; i < RUNS; i++) login.push(await audit(`${sb.url}/login`, port, false))

    const token = await signIn(sb, DEMO.kwManager)
    const page = await browser.newPage()
    await page.goto(`${sb.url}/login`)
    await page.evaluate((token) => {
      localStorage.setItem('authToken', token)
      localStorage.setItem('countryCode', 'KW')
      localStorage.setItem('remember', 'true')
    }, token)
    await page.close()
    const orders: Run[] = []
    for (let i = 0; i < RUNS; i++) orders.push(await audit(`${sb.url}/orders`, port, true))

    report('lighthouse', `Lighthouse mobile preset (Chromium ${browser.browser()?.version() ?? ''}, ${new Date().toISOString()})`, [
      ...figuresOf('/login', login),
      ...figuresOf('/orders', orders),
    ])
  } finally {
    await browser.close()
    await sb.close()
    fs.rmSync(profile, { recursive: true, force: true })
  }
}

await main()
