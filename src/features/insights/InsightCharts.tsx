// The five charts of the insights page and the summary above them, from the figures of the range shown. For 'Today'
// the figures are [same weekday last week, today] and each chart sets today against that day.
import { useMemo } from 'react'
import { Badge } from '../../components/ui/Badge'
import { COLLECTION_METHODS } from '../../domain/collection-methods'
import {
  busiestHour,
  hourLabel,
  hourlyOrders,
  hourlyTotal,
  HOURS,
  lateByDay,
  lateSummary,
  percent,
  prepByDay,
  prepSummary,
  salesByDay,
  shortDay,
  sumMoney,
  waitByDay,
  waitSummary,
  type DayFigures,
} from '../../domain/insights'
import { axisAmount, formatMoney } from '../../domain/money'
import { canSeeDiscount } from '../../domain/permissions'
import type { Store } from '../../domain/types'

/** The store fields the charts read */
type StoreFacts = Pick<Store, 'timezone' | 'hide_discount' | 'currency'>
import type { Translate } from '../../lib/i18n/i18n'
import { useI18n } from '../../lib/i18n/i18n'
import { ChartCard, type TableData } from './ChartCard'
import type { ChartSpec } from './draw'
import type { Shown } from './use-insights'

/** One colour per collection method, in the methods' order (dt, di, wt, sh, od, hd) */
const METHOD_COLORS: Record<number, string> = { 1: '#0d6b59', 2: '#b86e00', 3: '#1d4ed8', 4: '#9333ea', 5: '#c8322f', 6: '#4f5d68' }
const COLOR = { main: '#0d6b59', second: '#b86e00', soft: '#4f5d68', compare: '#14212b', late: '#c8322f' }
const DASHED = [6, 4]
const DOTTED = [2, 4]

const minutes = (t: Translate, v: number | null) => (v === null ? t('insights.none') : String(v))
const share = (t: Translate, v: number | null) => (v === null ? t('insights.none') : t('insights.percent', { n: percent(v) }))

function hourlyCard(t: Translate, shown: Shown) {
  const isToday = shown.range === 'today'
  const days = isToday ? shown.figures.slice(-1) : shown.figures
  const hourly = hourlyOrders(days)
  const lastWeek = isToday ? hourlyTotal(shown.figures[0]) : null
  const total = hourly.total.reduce((a, b) => a + b, 0)
  const lastWeekTotal = lastWeek ? lastWeek.reduce((a, b) => a + b, 0) : 0
  const hours = Array.from({ length: HOURS }, (_, h) => h)
  const names = hourly.methods.map((id) => t(COLLECTION_METHODS.find((m) => m.id === id)?.nameKey ?? 'collection.dt'))
  const table: TableData = {
    head: [t('insights.col.hour'), ...names, isToday ? t('insights.today') : t('insights.col.total'), ...(lastWeek ? [t('insights.lastWeekDay')] : [])],
    rows: hours.map((h) => [hourLabel(h), ...hourly.byMethod.map((row) => String(row[h] ?? 0)), String(hourly.total[h] ?? 0), ...(lastWeek ? [String(lastWeek[h] ?? 0)] : [])]),
    foot: [t('insights.col.total'), ...hourly.byMethod.map((row) => String(row.reduce((a, b) => a + b, 0))), String(total), ...(lastWeek ? [String(lastWeekTotal)] : [])],
  }
  const busiest = busiestHour(hourly.total)
  const spec: ChartSpec | null =
    total + lastWeekTotal === 0
      ? null
      : {
          xLabels: hours.map(hourLabel),
          stacked: true,
          counts: true,
          series: [
            ...hourly.methods.map((id, i) => ({ label: names[i] ?? '', color: METHOD_COLORS[id] ?? COLOR.soft, values: hourly.byMethod[i] ?? [], kind: 'bar' as const })),
            ...(lastWeek ? [{ label: t('insights.lastWeekDay'), color: COLOR.compare, values: lastWeek, kind: 'line' as const, dash: DASHED }] : []),
          ],
        }
  const reading = busiest
    ? isToday
      ? t('insights.hourly.readingToday', { hour: hourLabel(busiest.hour), n: busiest.orders, today: total, lastWeek: lastWeekTotal })
      : t('insights.hourly.reading', { hour: hourLabel(busiest.hour), n: busiest.orders })
    : t('insights.hourly.readingToday', { hour: t('insights.none'), n: 0, today: total, lastWeek: lastWeekTotal })
  return <ChartCard title={t('insights.hourly.title')} reading={reading} spec={spec} empty={t('insights.hourly.empty')} table={spec ? table : null} />
}

/**
 * The days a reading and a table's total speak of: for 'Today' today alone (its chart and rows set it against the
 * same weekday last week, which is no part of today's figure), else the whole range
 */
const readingFigures = (shown: Shown) => (shown.range === 'today' ? shown.figures.slice(-1) : shown.figures)
const readingDays = (shown: Shown) => (shown.range === 'today' ? shown.days.slice(-1) : shown.days)

function dayLabel(t: Translate, shown: Shown, day: string) {
  if (shown.range !== 'today') return shortDay(day)
  return `${day === shown.days.at(-1) ? t('insights.today') : t('insights.lastWeekDay')} ${shortDay(day)}`
}

function prepCard(t: Translate, shown: Shown) {
  const perDay = prepByDay(shown.figures)
  const summary = prepSummary(readingFigures(shown))
  const spec: ChartSpec | null =
    perDay.every((d) => d.median === null)
      ? null
      : {
          xLabels: shown.days.map(shortDay),
          yFormat: (v) => String(v),
          series: [
            { label: t('insights.series.median'), color: COLOR.main, values: perDay.map((d) => d.median), kind: 'line' },
            { label: t('insights.series.p90'), color: COLOR.second, values: perDay.map((d) => d.p90), kind: 'line', dash: DASHED },
            { label: t('insights.series.promised'), color: COLOR.soft, values: perDay.map((d) => d.promised), kind: 'line', dash: DOTTED },
          ],
        }
  const table: TableData = {
    head: [t('insights.col.date'), t('insights.col.median'), t('insights.col.p90'), t('insights.col.promised')],
    rows: perDay.map((d) => [dayLabel(t, shown, d.day), minutes(t, d.median), minutes(t, d.p90), minutes(t, d.promised)]),
  }
  const reading = t('insights.prep.reading', {
    median: minutes(t, summary.median),
    p90: minutes(t, summary.p90),
    promised: minutes(t, summary.promised),
    within: summary.withinPromise === null ? t('insights.none') : percent(summary.withinPromise),
  })
  return <ChartCard title={t('insights.prep.title')} reading={reading} spec={spec} empty={t('insights.prep.empty')} table={spec ? table : null} />
}

function lateCard(t: Translate, shown: Shown) {
  const perDay = lateByDay(shown.figures)
  const summary = lateSummary(readingFigures(shown))
  const spec: ChartSpec | null =
    perDay.every((d) => d.share === null)
      ? null
      : {
          xLabels: shown.days.map(shortDay),
          yMax: 10,
          yFormat: (v) => t('insights.percent', { n: Math.round(v) }),
          series: [{ label: t('insights.series.share'), color: COLOR.late, values: perDay.map((d) => (d.share === null ? null : percent(d.share))), kind: 'bar' }],
        }
  const table: TableData = {
    head: [t('insights.col.date'), t('insights.col.late'), t('insights.col.dispatched'), t('insights.col.share')],
    rows: perDay.map((d) => [dayLabel(t, shown, d.day), String(d.late), String(d.dispatched), share(t, d.share)]),
    foot: shown.range === 'today' ? undefined : [t('insights.col.total'), String(summary.late), String(summary.dispatched), share(t, summary.share)],
  }
  const reading = t('insights.late.reading', { share: summary.share === null ? 0 : percent(summary.share), late: summary.late, dispatched: summary.dispatched })
  return <ChartCard title={t('insights.late.title')} reading={reading} spec={spec} empty={t('insights.late.empty')} table={spec ? table : null} />
}

function waitCard(t: Translate, shown: Shown, zone: string) {
  const { recorded, records } = shown.arrivals
  const perDay = waitByDay(records, shown.days, zone)
  const summary = waitSummary(records, readingDays(shown), zone)
  const badge = <Badge tone="info">{t('insights.wait.device')}</Badge>
  const spec: ChartSpec | null =
    !recorded || perDay.every((d) => d.count === 0)
      ? null
      : {
          xLabels: shown.days.map(shortDay),
          series: [
            { label: t('insights.series.median'), color: COLOR.main, values: perDay.map((d) => d.median), kind: 'line' },
            { label: t('insights.series.p90'), color: COLOR.second, values: perDay.map((d) => d.p90), kind: 'line', dash: DASHED },
          ],
        }
  const table: TableData = {
    head: [t('insights.col.date'), t('insights.col.median'), t('insights.col.p90'), t('insights.col.waits')],
    rows: perDay.map((d) => [dayLabel(t, shown, d.day), minutes(t, d.median), minutes(t, d.p90), String(d.count)]),
  }
  const reading = t('insights.wait.reading', { median: minutes(t, summary.median), p90: minutes(t, summary.p90), n: summary.count })
  return <ChartCard title={t('insights.wait.title')} badge={badge} reading={reading} spec={spec} empty={t('insights.wait.empty')} table={spec ? table : null} />
}

function salesCard(t: Translate, shown: Shown, store: StoreFacts) {
  const currency = shown.figures.find((d) => d.currency)?.currency ?? store.currency.code
  const perDay = salesByDay(shown.figures, { dscnt: canSeeDiscount(store) })
  const total = sumMoney(perDay.map((d) => d.total), currency)
  const money = (v: number | null) => (v === null ? t('insights.none') : formatMoney(v, currency))
  const spec: ChartSpec | null = perDay.every((d) => d.total === null)
    ? null
    : {
        xLabels: shown.days.map(shortDay),
        yFormat: (v) => axisAmount(v, currency),
        series: [{ label: t('insights.series.sales'), color: COLOR.main, values: perDay.map((d) => d.total), kind: 'bar' }],
      }
  const table: TableData = {
    head: [t('insights.col.date'), t('insights.col.orders'), `${t('insights.col.sales')} (${currency})`],
    rows: perDay.map((d, i) => [dayLabel(t, shown, d.day), String(shown.figures[i]?.orders ?? 0), money(d.total)]),
    foot: shown.range === 'today' ? undefined : [t('insights.col.total'), String(shown.figures.reduce((a, d) => a + d.orders, 0)), money(total)],
  }
  const best = perDay.reduce<(typeof perDay)[number] | null>((b, d) => (d.total !== null && (!b || (b.total ?? 0) < d.total) ? d : b), null)
  const reading =
    shown.range === 'today'
      ? t('insights.sales.readingToday', { today: money(perDay[1]?.total ?? null), lastWeek: money(perDay[0]?.total ?? null) })
      : t('insights.sales.reading', { total: money(total), day: best ? shortDay(best.day) : t('insights.none'), best: money(best?.total ?? null) })
  return <ChartCard title={t('insights.sales.title')} reading={reading} spec={spec} empty={t('insights.sales.empty')} table={table} />
}

function Summary({ shown, store }: { shown: Shown; store: StoreFacts }) {
  const { t } = useI18n()
  const isToday = shown.range === 'today'
  const current = isToday ? shown.figures.slice(-1) : shown.figures
  const before = isToday ? shown.figures.slice(0, 1) : null
  const dscnt = canSeeDiscount(store)
  const currency = shown.figures.find((d) => d.currency)?.currency ?? store.currency.code
  const figures = (days: readonly DayFigures[]) => {
    const prep = prepSummary(days).median
    return {
      orders: String(days.reduce((a, d) => a + d.orders, 0)),
      sales: formatMoney(sumMoney(salesByDay(days, { dscnt }).map((d) => d.total), currency), currency),
      late: share(t, lateSummary(days).share),
      prep: prep === null ? t('insights.none') : t('insights.minutes', { n: prep }),
    }
  }
  const now = figures(current)
  const then = before ? figures(before) : null
  const items = [
    { key: 'orders', label: t('insights.kpi.orders') },
    { key: 'sales', label: t('insights.kpi.sales') },
    { key: 'late', label: t('insights.kpi.late') },
    { key: 'prep', label: t('insights.kpi.prep') },
  ] as const
  return (
    <dl aria-label={t('insights.summary')} className="grid grid-cols-2 gap-2 lg:grid-cols-4 print:grid-cols-4">
      {items.map(({ key, label }) => (
        <div key={key} className="rounded-xl border border-line bg-white p-3" data-kpi={key}>
          <dt className="text-xs font-semibold text-ink-soft">{label}</dt>
          <dd className="text-xl font-bold text-ink tabular-nums">{now[key]}</dd>
          {then && <dd className="text-xs text-ink-soft tabular-nums">{t('insights.kpi.lastWeek', { value: then[key] })}</dd>}
        </div>
      ))}
    </dl>
  )
}

export function InsightCharts({ shown, store }: { shown: Shown; store: StoreFacts }) {
  const { t, locale } = useI18n()
  // the cards rebuild only when the figures or the language change, so a chart is not redrawn on every render
  const cards = useMemo(
    () => [hourlyCard(t, shown), prepCard(t, shown), lateCard(t, shown), waitCard(t, shown, store.timezone), salesCard(t, shown, store)],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t changes with locale
    [shown, store.timezone, store.hide_discount, store.currency.code, locale],
  )
  return (
    <div className="flex flex-col gap-3">
      <Summary shown={shown} store={store} />
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-2 print:grid-cols-2">
        {cards.map((card, i) => (
          <div key={i} className="min-w-0">
            {card}
          </div>
        ))}
      </div>
    </div>
  )
}
