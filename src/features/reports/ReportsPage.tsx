// Reports (/reports, store managers): the days that have a report, newest first, each with the Daily Closing Report
// (Print opens /report-print in a new tab; Export downloads the csv) and the Items Daily Sales Report (Export).
// The route is open to every signed-in user (the shell hides the navigation item only), so the page itself tells
// staff that reports are for managers and calls nothing.
import { useEffect, useRef } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { useSnapshot } from '../../lib/use-snapshot'
import { Button } from '../../components/ui/Button'
import { cx, focusRing } from '../../components/ui/cx'
import { PageHeader } from '../../components/ui/PageHeader'
import { Pagination } from '../../components/ui/Pagination'
import { Skeleton } from '../../components/ui/Skeleton'
import { Spinner } from '../../components/ui/Spinner'
import { DownloadIcon, PrintIcon } from '../../components/ui/page-icons'
import { canSeeDiscount, canSeeReports } from '../../domain/permissions'
import { clampOffset } from '../../domain/paging'
import { formatDay } from '../../domain/periods'
import { reportPrintPath, REPORTS_PAGE_SIZE, reportsOffset, type ReportType } from '../../domain/report-downloads'
import { useI18n } from '../../lib/i18n/i18n'
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query'
import { downloadKey, downloadReport, loadReportDays, reports } from '../../stores/reports'
import { session } from '../../stores/session'
import { storeState } from '../../stores/store'

const TYPE_LABELS = { daily: 'reports.daily', items: 'reports.items' } as const

export default function ReportsPage() {
  const { t } = useI18n()
  const { user } = useSnapshot(session)
  const { load } = useSnapshot(storeState)
  const settled = load === 'ready' || load === 'failed'
  return (
    <>
      <PageHeader title={t('page.reports')} />
      {!settled || !user ? (
        // the role and the store's discount setting come with the store (the header offers a retry if it fails)
        <div role="status" aria-label={t('reports.loading')}>
          <Skeleton className="h-24 w-full" />
        </div>
      ) : canSeeReports(user) ? (
        <ReportDays />
      ) : (
        <section className="rounded-xl border border-line bg-white p-6">
          <h2 className="text-lg font-semibold text-ink">{t('reports.forbiddenTitle')}</h2>
          <p className="mt-1 text-ink-soft">{t('reports.forbiddenText')}</p>
          <Link to="/orders" className={cx('mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white', focusRing)}>
            {t('reports.backToOrders')}
          </Link>
        </section>
      )}
    </>
  )
}

function ReportDays() {
  const { t, locale } = useI18n()
  const [params, setParams] = useSearchParams()
  const offset = reportsOffset(params)
  const state = useSnapshot(reports)
  const { store } = useSnapshot(storeState)
  const mobile = useMediaQuery(PHONE_QUERY)

  const navigate = useNavigate()
  /** the page a failed load sent the URL back to: its days are already on screen, so it is not asked for again */
  const revertedTo = useRef<number | null>(null)
  useEffect(() => {
    const back = revertedTo.current === offset && reports.shownOffset === offset
    revertedTo.current = null
    if (back) return
    let current = true
    void loadReportDays(offset).then((outcome) => {
      const shown = reports.shownOffset
      if (!current || outcome !== 'failed' || shown === null || shown === offset) return
      // the days on screen must not sit under another page: the page goes back to theirs (the toast has told why)
      revertedTo.current = shown
      navigate({ search: shown > 0 ? `?offset=${shown}` : '' }, { replace: true })
    })
    return () => {
      current = false
    }
  }, [offset, navigate])

  // A link past the last page (fewer days now): go to the last page
  useEffect(() => {
    if (state.shownOffset !== offset || state.days.length > 0 || offset === 0) return
    const last = clampOffset(offset, REPORTS_PAGE_SIZE, state.count)
    setParams(last > 0 ? { offset: String(last) } : {}, { replace: true })
  }, [state.shownOffset, state.days.length, state.count, offset, setParams])

  const firstLoad = state.shownOffset === null
  const print = (day: string) => {
    window.open(reportPrintPath(day, canSeeDiscount(store)), '_blank')
  }

  if (firstLoad && state.failed) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-danger-600/40 bg-danger-50 p-4 text-danger-800">
        <span>{t('reports.loadFailed')}</span>
        <Button variant="secondary" onClick={() => void loadReportDays(offset)}>
          {t('reports.retry')}
        </Button>
      </div>
    )
  }
  if (firstLoad) {
    return (
      <div role="status" aria-label={t('reports.loading')} className="flex flex-col gap-2">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
      </div>
    )
  }

  const busy = state.loading || state.shownOffset !== offset
  const exportButton = (type: ReportType, day: string, label: string) => {
    const working = !!state.downloading[downloadKey(type, day)]
    return (
      <Button
        variant="secondary"
        onClick={() => void downloadReport(type, day)}
        disabled={working}
        aria-busy={working}
        aria-label={t('reports.exportLabel', { type: label, date: day })}
      >
        {working ? <Spinner /> : <DownloadIcon />}
        {working ? t('reports.exporting') : t('reports.export')}
      </Button>
    )
  }

  return (
    <div className="flex flex-col gap-3">
      {state.days.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line bg-white p-8 text-center text-ink-soft">{t('reports.empty')}</p>
      ) : (
        <ul aria-label={t('reports.list')} aria-busy={busy} className={cx('flex flex-col gap-2', busy && 'opacity-60')}>
          {state.days.map((day) => (
            <li key={day} className="rounded-xl border border-line bg-white p-3 md:p-4">
              <h2 className="mb-2 text-base font-bold text-ink tabular-nums">
                <time dateTime={day}>{formatDay(day, { locale, mobile })}</time>
              </h2>
              <div className="flex flex-col divide-y divide-line">
                {(['daily', 'items'] as const).map((type) => (
                  <div key={type} className="flex flex-wrap items-center gap-2 py-2">
                    <span className="min-w-0 flex-1 text-sm font-medium text-ink">{t(TYPE_LABELS[type])}</span>
                    <div className="flex gap-2">
                      {type === 'daily' ? (
                        <Button variant="secondary" onClick={() => print(day)} aria-label={t('reports.printLabel', { date: day })}>
                          <PrintIcon />
                          {t('reports.print')}
                        </Button>
                      ) : null}
                      {exportButton(type, day, t(TYPE_LABELS[type]))}
                    </div>
                  </div>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        total={state.count}
        limit={REPORTS_PAGE_SIZE}
        offset={offset}
        onOffset={(next) => setParams(next > 0 ? { offset: String(next) } : {})}
        summary={t('reports.total', { n: state.count })}
        labels={{
          nav: t('reports.pagination.label'),
          previous: t('reports.pagination.previous'),
          next: t('reports.pagination.next'),
          page: (n) => t('reports.pagination.page', { n }),
          status: (page, pages) => t('reports.pagination.status', { page, pages }),
        }}
      />
    </div>
  )
}
