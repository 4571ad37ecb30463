// `npm run bench`: every benchmark one after another (each starts its own sandbox and Chromium), then one table of
// all figures with their targets and the machine they ran on. Not part of the test gate: figures on a shared
// 2-core machine move with its load. Exit code 1 when a target is missed.
//
//   npm run bench [-- bundle lighthouse orders confirm offline menu shift insights arrival]     (default: all, in this order)
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { formatTable, type Row } from './report'

const ALL = ['bundle', 'lighthouse', 'orders', 'confirm', 'offline', 'menu', 'shift', 'insights', 'arrival']
const chosen = process.argv.slice(2).filter((a) => ALL.includes(a))
const benches = chosen.length ? chosen : ALL
const here = import.meta.dirname
const results = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-')), 'results.jsonl')
// one build for all of them
const dist = path.resolve(here, '../../.tmp/dist-bench')

const started = Date.now()
const failed: string[] = []
for (const bench of benches) {
  console.log(`\n━━ ${bench}`)
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, `${bench}.bench.ts`)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_RESULTS: results, SANDBOX_DIST: process.env.SANDBOX_DIST ?? dist },
  })
  if (run.status !== 0) failed.push(bench)
}

const recorded = fs.existsSync(results)
  ? fs.readFileSync(results, 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line) as { bench: string; rows: Row[] })
  : []
const rows: Row[] = recorded.flatMap(({ bench, rows }) => rows.map(([figure, ...rest]) => [`${bench} · ${figure.trim()}`, ...rest] as Row))
const chromium = spawnSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? 'Chromium ?'
console.log(`\n━━ all figures (${Math.round((Date.now() - started) / 1000)} s)`)
console.log(`machine: ${os.cpus()[0]?.model ?? 'cpu ?'} × ${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${chromium}, load ${os.loadavg()[0]!.toFixed(1)}\n`)
console.log(formatTable(rows))
const missing = benches.filter((b) => !recorded.some((r) => r.bench === b))
if (missing.length) console.log(`\nno figures from: ${missing.join(', ')} (see its output above)`)
process.exitCode = failed.length || missing.length ? 1 : 0
