// The pure half of `npm run bench -- --baseline`: which commit is the baseline, and what N alternating runs of HEAD
// and the baseline say about each figure (spread, the ratio of paired runs, and the target met in every run).
import { meets, type Figure, type Target, type Unit } from './report'

export type Spread = { median: number; min: number; max: number; n: number }

/** Median (the mean of the middle two for an even count) with min and max; NaNs are left out */
export function spread(values: number[]): Spread {
  const xs = values.filter(Number.isFinite).sort((a, b) => a - b)
  const n = xs.length
  if (!n) return { median: NaN, min: NaN, max: NaN, n: 0 }
  const median = n % 2 ? xs[(n - 1) / 2]! : (xs[n / 2 - 1]! + xs[n / 2]!) / 2
  return { median, min: xs[0]!, max: xs[n - 1]!, n }
}

/** One figure over the runs: runs[i] is run i's value, NaN when that run gave no figure */
export type Compared = {
  id: string
  label: string
  unit: Unit
  target?: Target
  head: Spread
  baseline: Spread | null
  /** HEAD / baseline of each pair (run i of both), summarised; null without a baseline or with no pair */
  ratio: Spread | null
  /** every one of HEAD's runs gave the figure and met the target; null when the figure has no target */
  pass: boolean | null
  headRuns: number[]
  baselineRuns: number[] | null
}

/**
 * Figures of each run, paired by id. `head[i]` is HEAD's i-th run (its figures), `baseline[i]` the baseline's run
 * made next to it. A run that failed counts as a run without the figure, so it fails the target.
 */
export function compare(head: Figure[][], baseline: Figure[][] | null): Compared[] {
  const ids: Figure[] = []
  for (const run of [...head, ...(baseline ?? [])]) for (const f of run) if (!ids.some((x) => x.id === f.id)) ids.push(f)
  return ids.map((first) => {
    const valueIn = (run: Figure[]) => run.find((f) => f.id === first.id)?.value ?? NaN
    const headRuns = head.map(valueIn)
    const baselineRuns = baseline ? baseline.map(valueIn) : null
    // HEAD's target wins: the baseline may have been measured against an older one
    const target = head.flat().find((f) => f.id === first.id)?.target ?? first.target
    const ratios = baselineRuns ? headRuns.map((h, i) => h / baselineRuns[i]!).filter((r) => Number.isFinite(r)) : []
    return {
      id: first.id,
      label: head.flat().find((f) => f.id === first.id)?.label ?? first.label,
      unit: first.unit,
      ...(target ? { target } : {}),
      head: spread(headRuns),
      baseline: baselineRuns ? spread(baselineRuns) : null,
      ratio: baselineRuns && ratios.length ? spread(ratios) : null,
      pass: target ? headRuns.length > 0 && headRuns.every((v) => meets(v, target)) : null,
      headRuns,
      baselineRuns,
    }
  })
}

export type Git = (args: string[]) => string | null

/**
 * The baseline's commit: the ref given, else the newest tag reachable from HEAD (not HEAD's own tag), else HEAD~1.
 * `git` runs git and answers its trimmed output, or null when it failed.
 */
export function resolveBaseline(ref: string | null, git: Git): { ref: string; sha: string } {
  const sha = (r: string) => git(['rev-parse', '--verify', '--quiet', `${r}^{commit}`])
  if (ref) {
    const found = sha(ref)
    if (!found) throw new Error(`--baseline ${ref}: no such commit in this repository`)
    return { ref, sha: found }
  }
  const tag = git(['describe', '--tags', '--abbrev=0', 'HEAD~1'])
  if (tag) {
    const found = sha(tag)
    if (found) return { ref: tag, sha: found }
  }
  const parent = sha('HEAD~1')
  if (!parent) throw new Error('no baseline: HEAD has no tag behind it and no parent commit; give --baseline <ref>')
  return { ref: 'HEAD~1', sha: parent }
}

export type Args = { benches: string[]; baseline: string | null | undefined; runs: number }

/**
 * `[bench …] [--baseline [ref]] [--runs N]`: `baseline` is undefined without the flag, null with the flag and no ref
 * (the default baseline). Unknown names and a bad --runs are refused with the reason.
 */
export function parseArgs(argv: string[], known: string[]): Args {
  const benches: string[] = []
  let baseline: string | null | undefined
  let runs: number | undefined
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!
    const [flag, inline] = a.startsWith('--') ? (a.split('=', 2) as [string, string | undefined]) : [a, undefined]
    if (flag === '--baseline') {
      const next = inline ?? (argv[i + 1] && !argv[i + 1]!.startsWith('--') && !known.includes(argv[i + 1]!) ? argv[++i] : undefined)
      baseline = next ?? null
    } else if (flag === '--runs') {
      const n = Number(inline ?? argv[++i])
      if (!Number.isInteger(n) || n < 1 || n > 50) throw new Error('--runs takes a whole number from 1 to 50')
      runs = n
    } else if (known.includes(a)) benches.push(a)
    else throw new Error(`unknown argument '${a}' (benches: ${known.join(', ')}; flags: --baseline [ref], --runs N)`)
  }
  return { benches, baseline, runs: runs ?? (baseline === undefined ? 1 : 5) }
}
