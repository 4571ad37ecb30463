// One chart of the insights page: its title, a one-line reading, the chart (drawn once uPlot has loaded, only here)
// with its own legend, and the same figures as a table behind 'Show as table'.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { Button } from '../../components/ui/Button'
import { cx, focusRing } from '../../components/ui/cx'
import { useI18n } from '../../lib/i18n/i18n'
import type { ChartSpec } from './draw'

export interface TableData {
  head: readonly string[]
  rows: ReadonlyArray<readonly string[]>
  foot?: readonly string[]
}

function Chart({ spec, label }: { spec: ChartSpec; label: string }) {
  const host = useRef<HTMLDivElement>(null)
  const { dir, t } = useI18n()
  const [drawn, setDrawn] = useState(false)
  useEffect(() => {
    const el = host.current
    if (!el) return
    let gone = false
    let plot: { destroy: () => void } | null = null
    void import('./draw').then(({ draw }) => {
      if (gone) return
      plot = draw(el, spec, dir === 'rtl')
      setDrawn(true)
    })
    return () => {
      gone = true
      plot?.destroy()
      delete el.dataset.drawn
    }
  }, [spec, dir])
  return (
    <div className="relative">
      {/* the chart is a picture of the table below it; its reading is the short text alternative */}
      <div ref={host} role="img" aria-label={label} data-chart className="min-h-[220px] w-full overflow-hidden" />
      {!drawn && <p className="absolute inset-0 flex items-center justify-center text-sm text-ink-soft">{t('insights.drawing')}</p>}
    </div>
  )
}

function Legend({ spec }: { spec: ChartSpec }) {
  if (spec.series.length < 2) return null
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-soft">
      {spec.series.map((s) => (
        <li key={s.label} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={cx('inline-block size-3 rounded-sm', s.kind === 'line' && 'h-0.5 rounded-none')} style={{ background: s.color }} />
          {s.label}
        </li>
      ))}
    </ul>
  )
}

function Table({ caption, data, id }: { caption: string; data: TableData; id: string }) {
  const { t } = useI18n()
  return (
    // a region that scrolls takes the keyboard's focus, so its rows can be scrolled without a mouse
    <div id={id} role="region" tabIndex={0} aria-label={t('insights.tableLabel', { title: caption })} className={cx('mt-3 max-h-96 overflow-auto rounded-lg border border-line', focusRing)}>
      <table className="w-full text-sm tabular-nums">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-surface-muted">
          <tr>
            {data.head.map((h) => (
              <th key={h} scope="col" className="px-2 py-1.5 text-start font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row, i) => (
            <tr key={i} className="border-t border-line">
              {row.map((cell, j) =>
                j === 0 ? (
                  <th key={j} scope="row" className="px-2 py-1 text-start font-medium">
                    {cell}
                  </th>
                ) : (
                  <td key={j} className="px-2 py-1 text-start">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {data.foot && (
          <tfoot className="border-t-2 border-line font-semibold">
            <tr>
              {data.foot.map((cell, j) =>
                j === 0 ? (
                  <th key={j} scope="row" className="px-2 py-1 text-start">
                    {cell}
                  </th>
                ) : (
                  <td key={j} className="px-2 py-1 text-start">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  )
}

export function ChartCard(props: { title: string; reading: string; badge?: ReactNode; spec: ChartSpec | null; empty: string; table: TableData | null }) {
  const { t } = useI18n()
  const [open, setOpen] = useState(false)
  const tableId = useId()
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className="flex min-w-0 flex-col rounded-xl border border-line bg-white p-3 break-inside-avoid md:p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={titleId} className="text-base font-bold text-ink">
          {props.title}
        </h2>
        {props.badge}
      </div>
      {props.spec && <p className="mt-0.5 mb-2 text-sm text-ink-soft">{props.reading}</p>}
      {props.spec ? (
        <>
          <Chart spec={props.spec} label={`${props.title}: ${props.reading}`} />
          <Legend spec={props.spec} />
        </>
      ) : (
        <p className="mt-2 flex min-h-[120px] items-center justify-center rounded-lg border border-dashed border-line p-3 text-center text-sm text-ink-soft">{props.empty}</p>
      )}
      {props.table && (
        <div className="mt-2 print:hidden">
          <Button variant="ghost" aria-expanded={open} aria-controls={open ? tableId : undefined} onClick={() => setOpen((v) => !v)}>
            {open ? t('insights.hideTable') : t('insights.showTable')}
          </Button>
          {open && <Table caption={props.title} data={props.table} id={tableId} />}
        </div>
      )}
    </section>
  )
}
