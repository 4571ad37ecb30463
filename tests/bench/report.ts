// One shape for every benchmark's figures: printed as a table by the benchmark itself, and appended to the file
// named by BENCH_RESULTS (JSON lines) so `npm run bench` can print them all side by side.
import fs from 'node:fs'

/** figure, measured value, target ('' when the figure is context), met (null when there is no target) */
export type Row = [figure: string, value: string, target: string, ok: boolean | null]

export function formatTable(rows: Row[]): string {
  const width = (i: 0 | 1 | 2) => Math.max(...rows.map((r) => r[i].length), ['figure', 'value', 'target'][i]!.length)
  const [w0, w1, w2] = [width(0), width(1), width(2)]
  const line = (a: string, b: string, c: string, d: string) => `${a.padEnd(w0)}  ${b.padEnd(w1)}  ${c.padEnd(w2)}  ${d}`.trimEnd()
  return [line('figure', 'value', 'target', 'result'), ...rows.map(([a, b, c, ok]) => line(a, b, c, ok === null ? '' : ok ? 'pass' : 'FAIL'))].join('\n')
}

/** Prints the benchmark's table, records it for the aggregate run, and sets the exit code from its targets */
export function report(bench: string, title: string, rows: Row[], notes: string[] = []): void {
  console.log(`\n${title}\n`)
  console.log(formatTable(rows))
  for (const note of notes) console.log(`\n${note}`)
  if (process.env.BENCH_RESULTS) fs.appendFileSync(process.env.BENCH_RESULTS, `${JSON.stringify({ bench, title, rows, notes })}\n`)
  process.exitCode = rows.every((r) => r[3] !== false) ? 0 : 1
}
