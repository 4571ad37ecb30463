// Past orders and refunds (/past-orders): search, date, status and sort filters kept in the URL, pagination with
// the total, export with the same filters, rows that open the order drawer, and the refunds variant with 'Decide'.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useSnapshot } from '../../lib/use-snapshot'
import { Button } from '../../components/ui/Button'
import { cx, focusRing } from '../../components/ui/cx'
import { PageHeader } from '../../components/ui/PageHeader'
import { Pagination } from '../../components/ui/Pagination'
import { Select } from '../../components/ui/Select'
import { Skeleton } from '../../components/ui/Skeleton'
import { Spinner } from '../../components/ui/Spinner'
import { DownloadIcon, FilterIcon } from '../../components/ui/page-icons'
import type { Order } from '../../domain/orders'
import { filtersToParams, PAGE_SIZES, type PageSize } from '../../domain/past-orders'
import { clampOffset } from '../../domain/paging'
import { canDecideRefund, canSeeDiscount } from '../../domain/permissions'
import type { Range } from '../../domain/periods'
import { useI18n } from '../../lib/i18n/i18n'
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query'
import { openOrderDrawer } from '../../stores/drawer'
import { exportPastOrders, listKey, loadPastOrders, pastOrders } from '../../stores/past-orders'
import { session } from '../../stores/session'
import { storeState } from '../../stores/store'
import { DecideRefundDialog } from './DecideRefundDialog'
import { parseDir, parseStatus, sortOptions, statusOptions, statusValue } from './filter-options'
import { MobileFilters } from './MobileFilters'
import { OrdersList } from './OrdersList'
import { PeriodPicker } from './PeriodPicker'
import { periodLabel } from './period-label'
import { SearchBox } from './SearchBox'
import { usePastOrderFilters, useStoreZone } from './useFilters'

export default function PastOrdersPage() {
  const { t, locale } = useI18n()
  const { filters, update } = usePastOrderFilters()
  const zone = useStoreZone()
  const mobile = useMediaQuery(PHONE_QUERY)
  const { user } = useSnapshot(session)
  const { store } = useSnapshot(storeState)
  const state = useSnapshot(pastOrders)
  const [filtersOpen, setFiltersOpen] = useState(false)
  const [deciding, setDeciding] = useState<Order | null>(null)
  const nowMs = Date.now()

  const navigate = useNavigate()
  /** the key a failed load sent the URL back to: its rows are already on screen, so it is not asked for again */
  const revertedTo = useRef<string | null>(null)
  const key = listKey(filters, locale)
  useEffect(() => {
    const back = revertedTo.current === key && pastOrders.shownKey === key
    revertedTo.current = null
    if (back) return
    let current = true
    void loadPastOrders(filters, locale).then((outcome) => {
      const shown = pastOrders.shownFilters
      if (!current || outcome !== 'failed' || !shown) return
      const shownKey = listKey(shown, locale)
      if (shownKey === key) return
      // rows must never sit under filters they do not match: the filters go back to the rows' (the toast has told why)
      revertedTo.current = shownKey
      navigate({ search: filtersToParams(shown).toString() }, { replace: true })
    })
    return () => {
      current = false
    }
    // the key holds everything the load depends on (filters and language)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- filters is a new object each render; the key is stable
  }, [key])

  const showing = state.shownKey === key
  // A link or reload can point past the last page (fewer orders now): go to the last page
  useEffect(() => {
    if (!showing || state.orders.length > 0 || filters.offset === 0) return
    const offset = clampOffset(filters.offset, filters.limit, state.count)
    if (offset !== filters.offset) update({ offset }, { replace: true })
  }, [showing, state.orders.length, state.count, filters.offset, filters.limit, update])

  // the drawer keeps its own copy (the row is a read-only snapshot)
  const onOpen = useCallback((order: Order) => openOrderDrawer(JSON.parse(JSON.stringify(order)) as Order, 'past'), [])
  const onDecide = useCallback((order: Order) => setDeciding(order), [])
  // The status line above the list says where the user is: it takes the focus when the control that held it goes
  const statusLine = useRef<HTMLParagraphElement>(null)
  // A decision closes the dialog and its row's Decide goes with the request. Headless UI gives the focus back a
  // microtask after the dialog unmounts, to an older control once that button is gone: the line takes it after that.
  const decided = useRef(false)
  useEffect(() => {
    if (deciding !== null || !decided.current) return
    decided.current = false
    queueMicrotask(() => statusLine.current?.focus())
  }, [deciding])
  // Next onto the last page (or Previous onto the first) disables the pressed button
  const paged = useRef(false)
  useLayoutEffect(() => {
    if (!paged.current) return
    paged.current = false
    const active = document.activeElement
    if (!active || active === document.body || active.matches(':disabled')) statusLine.current?.focus()
  }, [filters.offset])
  const range: Range | null = filters.from && filters.to ? { from: filters.from, to: filters.to } : null
  const canDecide = canDecideRefund(user)
  const showDiscount = canSeeDiscount(store)
  const firstLoad = state.shownKey === null
  const activeFilters = [filters.statusId !== null, range !== null, filters.dir !== 'DESC'].filter(Boolean).length

  const exportButton = (
    <Button variant="secondary" onClick={() => void exportPastOrders(filters)} disabled={state.exporting} aria-busy={state.exporting}>
      {state.exporting ? <Spinner /> : <DownloadIcon />}
      {state.exporting ? t('pastOrders.exporting') : t('pastOrders.export')}
    </Button>
  )

  return (
    <>
      <PageHeader title={t('page.pastOrders')} />
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <VariantSwitch refunds={filters.refunds} onChange={(refunds) => update({ refunds })} />
          <div className="ms-auto">{exportButton}</div>
        </div>

        {mobile ? (
          <div className="flex flex-col gap-2">
            <SearchBox value={filters.q} onApply={(q) => update({ q }, { replace: true })} />
            <div className="flex items-center gap-2">
              <Button variant="secondary" onClick={() => setFiltersOpen(true)}>
                <FilterIcon />
                {t('pastOrders.filters')}
                {activeFilters ? (
                  <span className="rounded-full bg-brand-700 px-2 text-xs text-white" aria-label={t('pastOrders.filters.active', { n: activeFilters })}>
                    {activeFilters}
                  </span>
                ) : null}
              </Button>
              <p className="min-w-0 truncate text-sm text-ink-soft">{periodLabel(range ?? {}, { zone, nowMs, t, locale, mobile: true })}</p>
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap items-start gap-2">
            <div className="min-w-56 flex-1">
              <SearchBox value={filters.q} onApply={(q) => update({ q }, { replace: true })} />
            </div>
            <PeriodPicker value={range} zone={zone} nowMs={nowMs} onChange={(r) => update({ from: r?.from ?? null, to: r?.to ?? null })} />
            {filters.refunds ? null : (
              <Select
                compact
                hideLabel
                label={t('pastOrders.status.label')}
                value={statusValue(filters.statusId)}
                options={statusOptions(t)}
                onChange={(v) => update({ statusId: parseStatus(v) })}
              />
            )}
            <Select
              compact
              hideLabel
              label={t('pastOrders.sort.label')}
              value={filters.dir}
              options={sortOptions(t)}
              onChange={(v) => update({ dir: parseDir(v) })}
            />
          </div>
        )}

        {firstLoad ? null : (
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <p ref={statusLine} tabIndex={-1} className={cx('text-sm font-semibold text-ink', focusRing)} aria-live="polite">
              {t('pastOrders.total', { n: state.count })}
            </p>
            {filters.refunds && !canDecide ? <p className="text-sm text-ink-soft">{t('pastOrders.decide.managerOnly')}</p> : null}
          </div>
        )}

        {firstLoad && state.failed ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-danger-600/40 bg-danger-50 p-4 text-danger-800">
            <span>{t('pastOrders.loadFailed')}</span>
            <Button variant="secondary" onClick={() => void loadPastOrders(filters, locale)}>
              {t('pastOrders.retry')}
            </Button>
          </div>
        ) : firstLoad ? (
          <div role="status" aria-label={t('pastOrders.loading')} className="flex flex-col gap-2">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : state.orders.length === 0 ? (
          <p className={cx('rounded-xl border border-dashed border-line bg-white p-8 text-center text-ink-soft', state.loading && 'opacity-60')}>
            {t(filters.refunds ? 'pastOrders.emptyRefunds' : 'pastOrders.empty')}
          </p>
        ) : (
          <OrdersList
            orders={state.orders as Order[]}
            refunds={filters.refunds}
            zone={zone}
            showDiscount={showDiscount}
            mobile={mobile}
            canDecide={canDecide}
            // once a load has failed nothing more is coming (e.g. after a language switch): not busy forever
            busy={state.loading || (!showing && !state.failed)}
            onOpen={onOpen}
            onDecide={onDecide}
          />
        )}

        {firstLoad ? null : (
          <Pagination
            total={state.count}
            limit={filters.limit}
            offset={filters.offset}
            onOffset={(offset) => {
              paged.current = true
              update({ offset })
            }}
            pageSizes={PAGE_SIZES}
            onLimit={(limit) => update({ limit: limit as PageSize })}
            labels={{
              nav: t('pastOrders.pagination.label'),
              previous: t('pastOrders.pagination.previous'),
              next: t('pastOrders.pagination.next'),
              page: (n) => t('pastOrders.pagination.page', { n }),
              status: (page, pages) => t('pastOrders.pagination.status', { page, pages }),
              pageSize: t('pastOrders.pagination.pageSize'),
            }}
          />
        )}
      </div>

      <MobileFilters open={filtersOpen} filters={filters} zone={zone} nowMs={nowMs} onApply={(change) => update(change)} onClose={() => setFiltersOpen(false)} />
      <DecideRefundDialog
        order={deciding}
        zone={zone}
        onClose={() => setDeciding(null)}
        onDecided={() => {
          decided.current = true
          setDeciding(null)
        }}
      />
    </>
  )
}

/** Orders or refund requests: two toggle buttons (the choice is kept in the URL as refunds=1) */
function VariantSwitch({ refunds, onChange }: { refunds: boolean; onChange: (refunds: boolean) => void }) {
  const { t } = useI18n()
  const item = (value: boolean, label: string) => (
    <button
      type="button"
      aria-pressed={refunds === value}
      onClick={() => refunds !== value && onChange(value)}
      className={cx(
        'min-h-11 rounded-md px-4 text-sm font-semibold',
        refunds === value ? 'bg-white text-brand-900 shadow-sm' : 'text-ink-soft hover:text-ink',
        focusRing,
      )}
    >
      {label}
    </button>
  )
  return (
    <div role="group" aria-label={t('pastOrders.variant.label')} className="inline-flex rounded-lg bg-surface-muted p-1">
      {item(false, t('pastOrders.variant.orders'))}
      {item(true, t('pastOrders.variant.refunds'))}
    </div>
  )
}
