// Insights (/insights, store managers): the shift as pictures. Range Today (against the same weekday last week),
// 7 days or 30 days, kept in the URL; a progress bar while a range loads; the charts once it has. Like Reports, the
// route is open to every signed-in user and the page itself tells staff it is for managers, calling nothing.
import { useEffect } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { useSnapshot } from '../../lib/use-snapshot'
import { Button } from '../../components/ui/Button'
import { cx, focusRing } from '../../components/ui/cx'
import { PageHeader } from '../../components/ui/PageHeader'
import { PrintIcon } from '../../components/ui/page-icons'
import { Skeleton } from '../../components/ui/Skeleton'
import { RANGES, type InsightRange } from '../../domain/insights'
import { canSeeInsights } from '../../domain/permissions'
import { useI18n } from '../../lib/i18n/i18n'
import { session } from '../../stores/session'
import { storeState } from '../../stores/store'
import { InsightCharts } from './InsightCharts'
import { useInsights } from './use-insights'

const RANGE_LABELS = { today: 'insights.range.today', week: 'insights.range.week', month: 'insights.range.month' } as const
const DEFAULT_RANGE: InsightRange = 'today'

const rangeSearch = (r: InsightRange): Record<string, string> => (r === DEFAULT_RANGE ? {} : { range: r })
const parseRange = (value: string | null): InsightRange => RANGES.find((r) => r === value) ?? DEFAULT_RANGE

export default function InsightsPage() {
  const { t } = useI18n()
  const { user } = useSnapshot(session)
  const { load } = useSnapshot(storeState)
  const settled = load === 'ready' || load === 'failed'
  if (!settled || !user) {
    return (
      <>
        <PageHeader title={t('page.insights')} />
        <div role="status" aria-label={t('insights.loading')}>
          <Skeleton className="h-24 w-full" />
        </div>
      </>
    )
  }
  if (!canSeeInsights(user)) {
    return (
      <>
        <PageHeader title={t('page.insights')} />
        <section className="rounded-xl border border-line bg-white p-6">
          <h2 className="text-lg font-semibold text-ink">{t('insights.forbiddenTitle')}</h2>
          <p className="mt-1 text-ink-soft">{t('insights.forbiddenText')}</p>
          <Link to="/orders" className={cx('mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white', focusRing)}>
            {t('insights.backToOrders')}
          </Link>
        </section>
      </>
    )
  }
  return <Insights />
}

function Insights() {
  const { t } = useI18n()
  // the chart library loads while the figures do, not after them
  useEffect(() => {
    void import('./draw')
  }, [])
  const [params, setParams] = useSearchParams()
  const range = parseRange(params.get('range'))
  const { store } = useSnapshot(storeState)
  // a range that fails to load leaves the one on screen, and the URL and the pressed button go back to it
  const state = useInsights(range, (shown) => setParams(rangeSearch(shown), { replace: true }))
  // Retry asks for the range that failed: the one on screen is there already
  const retry = () => (state.failedRange !== null && state.failedRange !== range ? setParams(rangeSearch(state.failedRange)) : state.retry())
  const { shown, progress } = state

  return (
    <div className="insights-print flex flex-col gap-3">
      <PageHeader title={t('page.insights')}>
        <div role="group" aria-label={t('insights.range')} className="flex rounded-lg border border-line bg-white p-0.5 print:hidden">
          {RANGES.map((r) => (
            <button
              key={r}
              type="button"
              aria-pressed={r === range}
              onClick={() => setParams(rangeSearch(r))}
              className={cx(
                'min-h-11 rounded-md px-3 text-sm font-semibold',
                r === range ? 'bg-brand-700 text-white' : 'text-ink hover:bg-surface-muted',
                focusRing,
              )}
            >
              {t(RANGE_LABELS[r])}
            </button>
          ))}
        </div>
        {/* on paper the store and the range stand where the controls were */}
        <span className="hidden text-sm font-semibold text-ink-soft print:inline">
          {store?.name} · {t(RANGE_LABELS[range])}
        </span>
        <Button variant="secondary" className="ms-auto print:hidden" onClick={() => window.print()} disabled={!shown}>
          <PrintIcon />
          {t('insights.print')}
        </Button>
      </PageHeader>

      {state.loading && progress && progress.total > 0 && (
        <div className="print:hidden">
          <div
            role="progressbar"
            aria-label={t('insights.progress', { done: progress.done, total: progress.total })}
            aria-valuemin={0}
            aria-valuemax={progress.total}
            aria-valuenow={progress.done}
            className="h-2 w-full overflow-hidden rounded-full bg-surface-muted"
          >
            <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${Math.round((progress.done / progress.total) * 100)}%` }} />
          </div>
          <p className="mt-1 text-xs text-ink-soft tabular-nums">{t('insights.progress', { done: progress.done, total: progress.total })}</p>
        </div>
      )}

      {state.failed && (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-danger-600/40 bg-danger-50 p-4 text-danger-800 print:hidden">
          <span>{t('insights.loadFailed')}</span>
          <Button variant="secondary" onClick={retry}>
            {t('insights.retry')}
          </Button>
        </div>
      )}

      {shown && store ? (
        <div aria-busy={state.loading} className={cx(state.loading && 'opacity-60')}>
          <InsightCharts shown={shown} store={store} />
        </div>
      ) : (
        !state.failed && (
          <div role="status" aria-label={t('insights.loading')} className="grid grid-cols-1 gap-3 lg:grid-cols-2">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-64 w-full" />
            ))}
          </div>
        )
      )}
    </div>
  )
}
