// The pure half of `npm run bench -- --baseline` (tests/bench/compare.ts): spread, paired ratios, the target met in
// every run, the baseline's commit and the command line.
import { describe, expect, it } from 'vitest'
import { compare, parseArgs, resolveBaseline, spread, type Git } from '../bench/compare'
import type { Figure } from '../bench/report'

const fig = (value: number, id = 'tbt'): Figure => ({ id, label: 'TBT', value, unit: 'ms', target: { cmp: '<=', limit: 100 } })

describe('spread', () => {
  it('gives the median (the middle two averaged for an even count), min, max and count, leaving NaN out', () => {
    expect(spread([30, 10, 20])).toEqual({ median: 20, min: 10, max: 30, n: 3 })
    expect(spread([40, 10, 20, 30])).toEqual({ median: 25, min: 10, max: 40, n: 4 })
    expect(spread([NaN, 5])).toEqual({ median: 5, min: 5, max: 5, n: 1 })
    expect(spread([]).n).toBe(0)
  })
})

describe('compare', () => {
  it('pairs run i of HEAD with run i of the baseline for the ratio, and passes only when every HEAD run meets the target', () => {
    const [c] = compare([[fig(50)], [fig(90)], [fig(60)]], [[fig(100)], [fig(90)], [fig(120)]])
    expect(c!.head).toEqual({ median: 60, min: 50, max: 90, n: 3 })
    expect(c!.baseline).toEqual({ median: 100, min: 90, max: 120, n: 3 })
    expect(c!.ratio).toEqual({ median: 0.5, min: 0.5, max: 1, n: 3 })
    expect(c!.pass).toBe(true)
    expect(compare([[fig(50)], [fig(101)]], null)[0]!.pass).toBe(false)
  })

  it('counts a run without the figure (a failed run) as a miss, and reads ≥ targets the other way', () => {
    const [c] = compare([[fig(50)], []], null)
    expect(c!.headRuns).toEqual([50, NaN])
    expect(c!.pass).toBe(false)
    const score = (v: number): Figure => ({ id: 'perf', label: 'performance', value: v, unit: 'score', target: { cmp: '>=', limit: 97 } })
    expect(compare([[score(97)], [score(99)]], null)[0]!.pass).toBe(true)
    expect(compare([[score(97)], [score(96)]], null)[0]!.pass).toBe(false)
  })

  it("holds HEAD's target and label over the baseline's, keeps figures only one side has, and has no pass without a target", () => {
    const old: Figure = { ...fig(100), label: 'old', target: { cmp: '<=', limit: 190 } }
    const extra: Figure = { id: 'rows', label: 'rows', value: 3, unit: 'count' }
    const out = compare([[fig(200), extra]], [[old]])
    expect(out.map((c) => c.id)).toEqual(['tbt', 'rows'])
    expect(out[0]!.target).toEqual({ cmp: '<=', limit: 100 })
    expect(out[0]!.label).toBe('TBT')
    expect(out[0]!.pass).toBe(false)
    expect(out[1]!.baseline).toEqual({ median: NaN, min: NaN, max: NaN, n: 0 })
    expect(out[1]!.ratio).toBeNull()
    expect(out[1]!.pass).toBeNull()
  })
})

describe('resolveBaseline', () => {
  const repo = (refs: Record<string, string>, tag: string | null): Git => (args) => {
    if (args[0] === 'describe') return tag
    if (args[0] === 'rev-parse') return refs[args.at(-1)!.replace('^{commit}', '')] ?? null
    return null
  }

  it('takes the ref given, and refuses one that does not exist', () => {
    expect(resolveBaseline('v1.4.15', repo({ 'v1.4.15': 'aaa' }, 'v1.4.16'))).toEqual({ ref: 'v1.4.15', sha: 'aaa' })
    expect(() => resolveBaseline('nope', repo({}, null))).toThrow(/--baseline nope: no such commit/)
  })

  it('else the newest tag behind HEAD, else HEAD~1', () => {
    expect(resolveBaseline(null, repo({ 'v1.4.16': 'bbb', 'HEAD~1': 'ccc' }, 'v1.4.16'))).toEqual({ ref: 'v1.4.16', sha: 'bbb' })
    expect(resolveBaseline(null, repo({ 'HEAD~1': 'ccc' }, null))).toEqual({ ref: 'HEAD~1', sha: 'ccc' })
    expect(() => resolveBaseline(null, repo({}, null))).toThrow(/no baseline/)
  })
})

describe('parseArgs', () => {
  const known = ['bundle', 'warm', 'confirm']
  it('reads benches, --baseline with or without a ref, and --runs (5 by default when comparing, else 1)', () => {
    expect(parseArgs([], known)).toEqual({ benches: [], baseline: undefined, runs: 1 })
    expect(parseArgs(['--baseline', 'HEAD~1', '--runs', '2', 'bundle'], known)).toEqual({ benches: ['bundle'], baseline: 'HEAD~1', runs: 2 })
    expect(parseArgs(['--baseline', 'warm'], known)).toEqual({ benches: ['warm'], baseline: null, runs: 5 })
    expect(parseArgs(['--baseline=v1', '--runs=3'], known)).toEqual({ benches: [], baseline: 'v1', runs: 3 })
  })

  it('refuses an unknown bench or a bad --runs with the reason', () => {
    expect(() => parseArgs(['bundel'], known)).toThrow(/unknown argument 'bundel'/)
    expect(() => parseArgs(['--runs', '0'], known)).toThrow(/--runs takes a whole number/)
    expect(() => parseArgs(['--runs'], known)).toThrow(/--runs takes a whole number/)
  })
})
