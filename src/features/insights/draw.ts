// Draws one insights chart with uPlot (loaded with this module only, from the insights page). Canvas charts: a bar
// or line per series over x positions 0..n-1 (hours or days), stacked bars by drawing running totals tallest
// first. Right to left, the x scale runs from the right and the value axis stands on the right.
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'

export interface ChartSeries {
  label: string
  color: string
  values: ReadonlyArray<number | null>
  kind: 'bar' | 'line'
  dash?: number[]
}

export interface ChartSpec {
  xLabels: readonly string[]
  series: readonly ChartSeries[]
  /** bar series are stacked (each value on top of the ones before) */
  stacked?: boolean
  /** the top of the value axis at least (100 for shares) */
  yMax?: number
  yFormat?: (value: number) => string
  /** the values are counts: whole-number ticks only */
  counts?: boolean
}

const COUNT_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000]

const HEIGHT = 220
const FONT = '12px Inter, "Segoe UI", "Noto Sans Arabic", system-ui, sans-serif'
const AXIS = { stroke: '#4f5d68', font: FONT, grid: { stroke: '#eaeef1', width: 1 }, ticks: { stroke: '#d5dce2', width: 1, size: 4 } }

/** Labels that fit: every label when there is room, else every nth */
function splitsFor(count: number, width: number): number[] {
  const room = Math.max(1, Math.floor(width / 44))
  const step = Math.max(1, Math.ceil(count / room))
  return Array.from({ length: count }, (_, i) => i).filter((i) => i % step === 0)
}

function running(series: readonly ChartSeries[]): Array<Array<number | null>> {
  const sums: number[] = []
  return series.map((s) =>
    s.values.map((v, i) => {
      sums[i] = (sums[i] ?? 0) + (v ?? 0)
      return sums[i] ?? 0
    }),
  )
}

export function draw(host: HTMLElement, spec: ChartSpec, rtl: boolean): { destroy: () => void } {
  const n = spec.xLabels.length
  const x = Array.from({ length: n }, (_, i) => i)
  const bars = spec.series.filter((s) => s.kind === 'bar')
  const lines = spec.series.filter((s) => s.kind === 'line')
  const barValues = spec.stacked ? running(bars) : bars.map((s) => [...s.values])
  // stacked: the running total of all (the tallest) is drawn first, each smaller one over it
  const barOrder = bars.map((_, i) => i)
  if (spec.stacked) barOrder.reverse()
  const barPaths = uPlot.paths.bars?.({ size: [0.7, 48], gap: 1 })
  const seriesOpts: uPlot.Series[] = [
    {},
    ...barOrder.map((i): uPlot.Series => ({
      label: bars[i]?.label ?? '',
      stroke: bars[i]?.color ?? '#000',
      fill: bars[i]?.color ?? '#000',
      width: 0,
      ...(barPaths ? { paths: barPaths } : {}),
      points: { show: false },
    })),
    ...lines.map(
      (s): uPlot.Series => ({
        label: s.label,
        stroke: s.color,
        width: 2,
        ...(s.dash ? { dash: s.dash } : {}),
        spanGaps: false,
        points: { show: true, size: 6, fill: s.color },
      }),
    ),
  ]
  const data: uPlot.AlignedData = [x, ...barOrder.map((i) => barValues[i] ?? []), ...lines.map((s) => [...s.values])]
  const maxValue = Math.max(spec.yMax ?? 0, ...data.slice(1).flatMap((row) => (row as Array<number | null>).map((v) => v ?? 0)))
  const format = spec.yFormat ?? ((v: number) => String(v))
  const width = () => Math.max(200, Math.floor(host.clientWidth))

  const opts: uPlot.Options = {
    width: width(),
    height: HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { show: false } },
    scales: {
      x: { time: false, dir: rtl ? -1 : 1, range: [-0.5, n - 0.5] },
      y: { range: [0, maxValue > 0 ? maxValue * 1.1 : 1] },
    },
    axes: [
      {
        ...AXIS,
        size: 36,
        splits: (u) => splitsFor(n, u.bbox.width / devicePixelRatio),
        values: (_u, splits) => splits.map((i) => spec.xLabels[i] ?? ''),
      },
      { ...AXIS, side: rtl ? 1 : 3, size: 56, ...(spec.counts ? { incrs: COUNT_STEPS } : {}), values: (_u, splits) => splits.map((v) => format(v)) },
    ],
    series: seriesOpts,
    hooks: {
      // where the first and the last x land once drawn, in CSS pixels from the chart's left edge (tests read the
      // direction of the time axis here)
      draw: [
        (u) => {
          host.dataset.firstX = String(Math.round(u.valToPos(0, 'x') + u.over.offsetLeft))
          host.dataset.lastX = String(Math.round(u.valToPos(n - 1, 'x') + u.over.offsetLeft))
          host.dataset.drawn = 'true'
        },
      ],
    },
  }
  const plot = new uPlot(opts, data, host)
  const resize = new ResizeObserver(() => {
    if (Math.abs(width() - plot.width) < 2) return
    plot.setSize({ width: width(), height: HEIGHT })
  })
  resize.observe(host)
  return {
    destroy() {
      resize.disconnect()
      plot.destroy()
    },
  }
}
