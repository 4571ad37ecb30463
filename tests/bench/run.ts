// `npm run bench`: benchmarks one after another (each starts its own sandbox and Chromium), then one table of all
// figures with their targets and the machine they ran on, and the same as JSON. Not part of the test gate: figures on
// a shared 2-core machine move with its load. Exit code 1 when a target is missed.
//
//   npm run bench [-- bench …]                          one run of each on this checkout (default: all)
//   npm run bench -- --baseline [ref] [--runs 5] [bench …]
//       builds the baseline (ref, else the newest tag behind HEAD, else HEAD~1) in a git worktree under .tmp/, then
//       runs each bench N times on this checkout and N times on the baseline, alternately, with this checkout's
//       bench scripts and sandbox serving either build (default benches: the issue-28 set, ISSUE below)
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { compare, parseArgs, resolveBaseline, type Compared, type Git } from './compare'
import { formatTable, formatTarget, formatValue, type Figure, type Row } from './report'

const ALL = ['bundle', 'lighthouse', 'warm', 'orders', 'confirm', 'drawer', 'offline', 'menu', 'shift', 'insights', 'arrival']
/** The figures issue 28 sets targets for: the default of a comparison */
const ISSUE = ['bundle', 'warm', 'lighthouse', 'confirm', 'drawer']
/** Fewer repetitions inside a run when there are several runs, so five of each side fit in about 25 minutes */
const PER_RUN_ARGS: Record<string, string[]> = { lighthouse: ['1'], confirm: ['10'], drawer: ['8'], warm: ['2'] }

const here = import.meta.dirname
const root = path.resolve(here, '../..')
const tmp = path.join(root, '.tmp')

const git: Git = (args) => {
  const r = spawnSync('git', args, { cwd: root, encoding: 'utf8' })
  return r.status === 0 ? r.stdout.trim() : null
}

let args: ReturnType<typeof parseArgs>
try {
  args = parseArgs(process.argv.slice(2), ALL)
} catch (e) {
  console.error((e as Error).message)
  process.exit(2)
}
const comparing = args.baseline !== undefined
const benches = args.benches.length ? args.benches : comparing ? ISSUE : ALL

/** Builds `sha` into .tmp/bench-builds/<sha> once (a later run reuses it) from a throwaway git worktree */
function buildBaseline(sha: string): string {
  const out = path.join(tmp, 'bench-builds', sha)
  if (fs.existsSync(path.join(out, 'index.html'))) {
    console.log(`baseline build ${sha.slice(0, 10)}: cached in ${path.relative(root, out)}`)
    return out
  }
  const tree = path.join(tmp, 'bench-worktrees', sha)
  fs.rmSync(tree, { recursive: true, force: true })
  git(['worktree', 'prune'])
  if (git(['worktree', 'add', '--detach', tree, sha]) === null) throw new Error(`git worktree add ${tree} ${sha} failed`)
  try {
    const sameLock = git(['show', `${sha}:package-lock.json`]) === fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8').trim()
    const run = (cmd: string, argv: string[], env: NodeJS.ProcessEnv = process.env) => {
      const r = spawnSync(cmd, argv, { cwd: tree, stdio: 'inherit', env })
      if (r.status !== 0) throw new Error(`${cmd} ${argv.join(' ')} failed in ${tree}`)
    }
    if (sameLock) fs.symlinkSync(path.join(root, 'node_modules'), path.join(tree, 'node_modules'), 'dir')
    else {
      console.log(`baseline ${sha.slice(0, 10)}: its package-lock.json differs from this checkout's, so npm ci there`)
      run('npm', ['ci', '--no-audit', '--no-fund'])
    }
    console.log(`building the baseline ${sha.slice(0, 10)} into ${path.relative(root, out)}…`)
    // production, as the e2e build: under another NODE_ENV vite bundles React's development build
    run(path.join(tree, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn', '--outDir', out, '--emptyOutDir'], { ...process.env, NODE_ENV: 'production' })
  } finally {
    git(['worktree', 'remove', '--force', tree])
  }
  return out
}

type Run = { bench: string; side: 'head' | 'baseline'; run: number; exit: number | null; seconds: number; figures: Figure[]; rows: Row[]; notes: string[] }

function runOnce(bench: string, side: Run['side'], run: number, dist: string): Run {
  const results = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-')), 'results.jsonl')
  const started = Date.now()
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, `${bench}.bench.ts`), ...(args.runs > 1 ? (PER_RUN_ARGS[bench] ?? []) : [])], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_RESULTS: results, SANDBOX_DIST: dist, BENCH_NO_BUILD: '1' },
  })
  const lines = fs.existsSync(results) ? fs.readFileSync(results, 'utf8').trim().split('\n').filter(Boolean) : []
  fs.rmSync(path.dirname(results), { recursive: true, force: true })
  const recorded = lines.map((l) => JSON.parse(l) as { rows: Row[]; figures?: Figure[]; notes?: string[] })
  return {
    bench,
    side,
    run,
    exit: r.status,
    seconds: Math.round((Date.now() - started) / 1000),
    figures: recorded.flatMap((x) => x.figures ?? []),
    rows: recorded.flatMap((x) => x.rows),
    notes: recorded.flatMap((x) => x.notes ?? []),
  }
}

const started = Date.now()
const headDist = path.resolve(process.env.SANDBOX_DIST ?? path.join(tmp, 'dist-bench'))
process.env.SANDBOX_DIST = headDist
const { default: buildIfStale } = await import('../e2e/support/global-setup')
buildIfStale()
const headSha = git(['rev-parse', 'HEAD']) ?? '?'
const dirty = (git(['status', '--porcelain', '--', 'src', 'sw', 'public', 'index.html', 'vite.config.ts']) ?? '') !== ''
let baseline: { ref: string; sha: string; dist: string } | null = null
if (comparing) {
  try {
    const b = resolveBaseline(args.baseline ?? null, git)
    baseline = { ...b, dist: buildBaseline(b.sha) }
  } catch (e) {
    console.error((e as Error).message)
    process.exit(2)
  }
}

const runs: Run[] = []
for (const bench of benches) {
  for (let i = 0; i < args.runs; i++) {
    for (const side of baseline ? (['head', 'baseline'] as const) : (['head'] as const)) {
      console.log(`\n━━ ${bench} · ${side === 'head' ? `HEAD ${headSha.slice(0, 10)}${dirty ? ' (with uncommitted changes)' : ''}` : `baseline ${baseline!.ref} ${baseline!.sha.slice(0, 10)}`} · run ${i + 1} of ${args.runs}`)
      const r = runOnce(bench, side, i, side === 'head' ? headDist : baseline!.dist)
      runs.push(r)
      if (side === 'baseline' && !r.figures.length)
        console.log(`\n${bench}: the baseline's run gave no figures (exit ${r.exit}). HEAD's sandbox serves the baseline's build, so a change of the sandbox's contract since ${baseline!.ref} can stop it from running: see the output above.`)
    }
  }
}

const chromium = spawnSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? 'Chromium ?'
const machine = {
  cpu: `${os.cpus()[0]?.model ?? 'cpu ?'} × ${os.cpus().length}`,
  memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  chromium,
  loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
}
const seconds = Math.round((Date.now() - started) / 1000)
console.log(`\n━━ all figures (${seconds} s)`)
console.log(`machine: ${machine.cpu}, ${machine.memoryGiB} GiB, Node ${machine.node}, ${chromium}, load ${machine.loadAverage.join(' / ')} (1/5/15 min)`)
console.log(`HEAD ${headSha.slice(0, 10)}${dirty ? ' with uncommitted changes' : ''}${baseline ? `; baseline ${baseline.ref} ${baseline.sha.slice(0, 10)}` : ''}; ${args.runs} run${args.runs > 1 ? 's' : ''} of each\n`)

const summary: { bench: string; figures: Compared[] }[] = []
if (!baseline && args.runs === 1) {
  // one run: the benches' own rows, context included
  console.log(formatTable(runs.flatMap((r) => r.rows.map(([figure, ...rest]) => [`${r.bench} · ${figure.trim()}`, ...rest] as Row))))
  for (const bench of benches) summary.push({ bench, figures: compare([runs.find((r) => r.bench === bench)!.figures], null) })
} else {
  const lines: string[][] = []
  const bare = (v: number, unit: Figure['unit']) => formatValue(v, unit).replace(/ \S+$/, '')
  const range = (s: { median: number; min: number; max: number }, unit: Figure['unit']) => `${formatValue(s.median, unit)} (${bare(s.min, unit)}–${bare(s.max, unit)})`
  for (const bench of benches) {
    const of = (side: Run['side']) => runs.filter((r) => r.bench === bench && r.side === side).map((r) => r.figures)
    const figures = compare(of('head'), baseline ? of('baseline') : null)
    summary.push({ bench, figures })
    for (const f of figures)
      lines.push([
        `${bench} · ${f.label.trim()}`,
        range(f.head, f.unit),
        ...(baseline ? [f.baseline ? range(f.baseline, f.unit) : '—', f.ratio ? `${f.ratio.median.toFixed(2)} (${f.ratio.min.toFixed(2)}–${f.ratio.max.toFixed(2)})` : '—'] : []),
        formatTarget(f.target, f.unit),
        f.pass === null ? '' : f.pass ? 'pass' : 'FAIL',
      ])
  }
  const head = ['figure', 'HEAD median (min–max)', ...(baseline ? ['baseline median (min–max)', 'HEAD/baseline'] : []), 'target', `every HEAD run`]
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)))
  for (const l of [head, ...lines]) console.log(l.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd())
}

const missing = benches.filter((b) => !runs.some((r) => r.bench === b && r.side === 'head' && r.figures.length))
if (missing.length) console.log(`\nno figures from: ${missing.join(', ')} (see its output above)`)
const out = path.join(tmp, 'bench', `${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
fs.mkdirSync(path.dirname(out), { recursive: true })
fs.writeFileSync(out, `${JSON.stringify({ started: new Date(started).toISOString(), seconds, machine, head: { sha: headSha, dirty, dist: headDist }, baseline, runsEach: args.runs, benches, runs, summary }, null, 1)}\n`)
console.log(`\nJSON: ${path.relative(process.cwd(), out)}`)
const failed = summary.some((s) => s.figures.some((f) => f.pass === false)) || runs.some((r) => r.side === 'head' && r.exit !== 0)
process.exitCode = failed || missing.length ? 1 : 0
