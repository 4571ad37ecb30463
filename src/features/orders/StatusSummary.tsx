// Today's Rating, Weekly Rating, Late Orders and Force Dispatch with their percentages, Avg. Pre. Time in minutes,
// the average wait at the window today (issue 25), and the Tip Box (tips this month, missed tips by reason). One compact
// row that scrolls sideways where it does not fit (six tiles and the Tip Box need more than a 1280 px tablet gives the
// board), so the orders stay near the top (a tab stop then, to scroll with the keys).
import type { ReactNode } from 'react'
import { useSnapshot } from '../../lib/use-snapshot'
import { cx, focusRingUnplaced } from '../../components/ui/cx'
import { Skeleton } from '../../components/ui/Skeleton'
import { StarIcon } from '../../components/ui/page-icons'
import { formatMoney } from '../../domain/money'
import type { Analytics } from '../../domain/types'
import type { MessageKey } from '../../lib/i18n/en'
import { useI18n } from '../../lib/i18n/i18n'
import { useScrollsSideways } from '../../lib/use-scrolls-sideways'
import { formatWait, waitStatsOfDay } from '../../domain/wait-stats'
import { useZonedDay } from '../../lib/use-zoned-day'
import { arrivals } from '../../stores/arrivals'
import { storeState } from '../../stores/store'

const one = (n: number) => (Math.round(n * 10) / 10).toString()
const waitFigure = (ms: number | null, none: string) => (ms === null ? none : formatWait(ms))

function isAnalytics(a: unknown): a is Analytics {
  const v = a as Analytics | null | undefined
  return !!v && typeof v.todayRating === 'number' && typeof v.weeklyRating === 'number' && !!v.tips && !!v.tips.missed
}

const tile = 'flex shrink-0 flex-col justify-between gap-0.5 rounded-xl border border-line bg-white px-3 py-2'

function Stat({ label, children, tone }: { label: string; children: ReactNode; tone?: 'warn' | undefined }) {
  return (
    <div role="group" aria-label={label} className={cx(tile, 'min-w-[7.5rem]')}>
      <p className="text-xs font-medium whitespace-nowrap text-ink-soft">{label}</p>
      <p className={cx('flex items-center gap-1 text-lg font-bold whitespace-nowrap tabular-nums', tone === 'warn' ? 'text-warn-800' : 'text-ink')}>{children}</p>
    </div>
  )
}

/** The average wait at the window today, measured on this device (issue 25): it turns over at the store's midnight */
function AvgWaitToday({ zone }: { zone: string }) {
  const { t } = useI18n()
  const { records } = useSnapshot(arrivals)
  const day = useZonedDay(zone)
  return <Stat label={t('orders.summary.avgWait')}>{waitFigure(waitStatsOfDay(Object.values(records), zone, day).averageMs, t('window.noWaits'))}</Stat>
}

/** Today's and the week's rating, late orders and force dispatches: the analytics' figures */
function AnalyticsTiles({ analytics }: { analytics: Analytics }) {
  const { t } = useI18n()
  const star = <StarIcon className="size-4 fill-amber-400 text-amber-600" />
  return (
    <>
      <Stat label={t('orders.summary.todayRating')}>
        {star}
        {one(analytics.todayRating)}
      </Stat>
      <Stat label={t('orders.summary.weeklyRating')}>
        {star}
        {one(analytics.weeklyRating)}
      </Stat>
      <Stat label={t('orders.summary.lateOrders')} tone={analytics.lateOrders > 0 ? 'warn' : undefined}>
        {t('orders.summary.countPercent', { n: analytics.lateOrders, p: one(analytics.lateOrdersPercent) })}
      </Stat>
      <Stat label={t('orders.summary.forceDispatch')}>
        {t('orders.summary.countPercent', { n: analytics.forceDispatch, p: one(analytics.forceDispatchPercent) })}
      </Stat>
    </>
  )
}

function TipBox({ tips }: { tips: Analytics['tips'] }) {
  const { t } = useI18n()
  const missed: [MessageKey, number][] = [
    ['orders.tips.storeBusy', tips.missed.store_busy],
    ['orders.tips.lowRating', tips.missed.low_rating],
    ['orders.tips.lateConfirming', tips.missed.late_confirming],
  ]
  return (
    <div role="group" aria-labelledby="tip-box-title" className={cx(tile, 'min-w-[18rem] flex-row items-center justify-start gap-4')}>
      <div className="flex flex-col gap-0.5">
        <h2 id="tip-box-title" className="text-xs font-medium text-ink-soft">
          {t('orders.tips.title')}
        </h2>
        <p className="text-lg font-bold whitespace-nowrap text-brand-800 tabular-nums">{formatMoney(tips.month_total, tips.currency)}</p>
        <p className="text-xs text-ink-soft">{t('orders.tips.month')}</p>
      </div>
      <div className="min-w-0 border-s border-line ps-3">
        <p className="text-xs font-medium text-ink-soft">{t('orders.tips.missed')}</p>
        <dl className="grid grid-cols-[auto_auto] gap-x-2 text-xs">
          {missed.map(([key, amount]) => (
            <div key={key} className="contents">
              <dt className="whitespace-nowrap text-ink-soft">{t(key)}</dt>
              <dd className="font-semibold whitespace-nowrap text-ink tabular-nums">{formatMoney(amount, tips.currency)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  )
}

export function StatusSummary() {
  const { t } = useI18n()
  const snap = useSnapshot(storeState)
  const [stripRef, scrolls] = useScrollsSideways<HTMLElement>()
  const store = snap.store
  // the tiles' own height while the store loads, so the lists below do not jump when the figures arrive
  if (!store) return snap.load === 'failed' ? null : <Skeleton className="h-[86px] w-full rounded-xl" />
  // The analytics call's answer, else the figures the store carries. A malformed answer must not take the board down;
  // the tiles that are the store's and this device's own (preparation time, the wait) show without it.
  const analytics = isAnalytics(snap.analytics) ? snap.analytics : isAnalytics(store.analytics) ? store.analytics : null
  return (
    <section
      ref={stripRef}
      aria-label={t('orders.summary.label')}
      tabIndex={scrolls ? 0 : undefined}
      className={cx(
        '-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:thin] md:mx-0 md:px-0',
        scrolls && focusRingUnplaced,
        scrolls && 'focus-visible:-outline-offset-3',
      )}
    >
      {analytics ? <AnalyticsTiles analytics={analytics} /> : null}
      <Stat label={t('orders.summary.avgPrepTime')}>{t('orders.summary.minutes', { n: one(store.avg_preparation_time) })}</Stat>
      <AvgWaitToday zone={store.timezone} />
      {analytics ? <TipBox tips={analytics.tips} /> : null}
    </section>
  )
}
