// One shape for every benchmark's figures: printed as a table by the benchmark itself, and appended to the file
// named by BENCH_RESULTS (JSON lines) so `npm run bench` can print them all side by side and compare two builds.
import fs from 'node:fs'

/** figure, measured value, target ('' when the figure is context), met (null when there is no target) */
export type Row = [figure: string, value: string, target: string, ok: boolean | null]

export type Unit = 'ms' | 's' | 'KB' | 'score' | 'count' | 'ratio'
export type Target = { cmp: '<=' | '>='; limit: number }

/**
 * A figure with its number, so runs can be compared: `id` is stable across builds (the runner pairs runs by it),
 * `detail` is printed after the value (files, counts) and carries no number the runner reads.
 */
export type Figure = { id: string; label: string; value: number; unit: Unit; target?: Target; detail?: string }

export const meets = (value: number, target: Target) => Number.isFinite(value) && (target.cmp === '<=' ? value <= target.limit : value >= target.limit)

const decimals = (unit: Unit, value: number) => (unit === 'KB' || unit === 's' ? 1 : unit === 'ratio' ? 3 : Math.abs(value) < 10 && !Number.isInteger(value) ? 1 : 0)
export const formatValue = (value: number, unit: Unit) => {
  if (!Number.isFinite(value)) return '—'
  const n = value.toFixed(decimals(unit, value))
  return unit === 'score' || unit === 'count' || unit === 'ratio' ? n : `${n} ${unit}`
}
export const formatTarget = (t: Target | undefined, unit: Unit) =>
  t ? `${t.cmp === '<=' ? '≤' : '≥'} ${Number.isInteger(t.limit) ? `${t.limit}${unit === 'score' || unit === 'count' ? '' : ` ${unit}`}` : formatValue(t.limit, unit)}` : ''

export function rowOf(f: Figure): Row {
  return [f.label, `${formatValue(f.value, f.unit)}${f.detail ? ` (${f.detail})` : ''}`, formatTarget(f.target, f.unit), f.target ? meets(f.value, f.target) : null]
}

const isFigure = (x: Row | Figure): x is Figure => !Array.isArray(x)

export function formatTable(rows: Row[]): string {
  const width = (i: 0 | 1 | 2) => Math.max(...rows.map((r) => r[i].length), ['figure', 'value', 'target'][i]!.length)
  const [w0, w1, w2] = [width(0), width(1), width(2)]
  const line = (a: string, b: string, c: string, d: string) => `${a.padEnd(w0)}  ${b.padEnd(w1)}  ${c.padEnd(w2)}  ${d}`.trimEnd()
  return [line('figure', 'value', 'target', 'result'), ...rows.map(([a, b, c, ok]) => line(a, b, c, ok === null ? '' : ok ? 'pass' : 'FAIL'))].join('\n')
}

/**
 * Prints the benchmark's table, records it for the aggregate run (rows for the table, figures with their numbers),
 * and sets the exit code from its targets. Items are figures, or preformatted rows for context.
 */
export function report(bench: string, title: string, items: (Row | Figure)[], notes: string[] = []): void {
  const rows = items.map((x) => (isFigure(x) ? rowOf(x) : x))
  const figures = items.filter(isFigure)
  console.log(`\n${title}\n`)
  console.log(formatTable(rows))
  for (const note of notes) console.log(`\n${note}`)
  if (process.env.BENCH_RESULTS) fs.appendFileSync(process.env.BENCH_RESULTS, `${JSON.stringify({ bench, title, rows, figures, notes })}\n`)
  process.exitCode = rows.every((r) => r[3] !== false) ? 0 : 1
}
