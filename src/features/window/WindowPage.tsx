// The window screen (/window) for the drive-thru: the cars that have arrived (the longest waiting first) and the ones
// on the way (the fewest minutes away first), with today's average and longest wait at the window in the header.
import { memo, useEffect, useState } from 'react'
import { useSnapshot } from '../../lib/use-snapshot'
import { boardShown } from '../../stores/board-painted'
import { FocusFollowsOrder } from '../../components/FocusFollowsOrder'
import { Button } from '../../components/ui/Button'
import { Skeleton } from '../../components/ui/Skeleton'
import { LoadFailedAlert } from '../../components/ui/LoadFailedAlert'
import { windowGroups } from '../../domain/arrival-first'
import type { Order } from '../../domain/orders'
import { atTheWindow, formatWait, waitStatsOfDay } from '../../domain/wait-stats'
import type { WaitThresholds } from '../../domain/wait-thresholds'
import type { CountryCode } from '../../lib/config'
import { useI18n } from '../../lib/i18n/i18n'
import { setPageSlot } from '../../lib/page-slot'
import { startTapGuard } from '../../lib/tap-guard'
import { useZonedDay } from '../../lib/use-zoned-day'
import { arrivals, arrivalTimes } from '../../stores/arrivals'
import { devicePrefs } from '../../stores/device-prefs'
import { fetchCurrentOrders, ordersState } from '../../stores/orders'
import { currentCountry } from '../../stores/session'
import { storeState } from '../../stores/store'
import { clearCardNotes } from './card-notes'
import { WaitColoursDialog } from './WaitColoursDialog'
import { CardBoundary, WindowCard } from './WindowCard'

function WaitFigures({ timeZone }: { timeZone: string }) {
  const { t } = useI18n()
  const { records } = useSnapshot(arrivals)
  const stats = waitStatsOfDay(Object.values(records).filter(atTheWindow), timeZone, useZonedDay(timeZone))
  const figure = (ms: number | null) => (ms === null ? t('window.noWaits') : formatWait(ms))
  return (
    <dl aria-label={t('window.waitFigures')} className="flex gap-2">
      {(
        [
          ['window.averageWait', stats.averageMs],
          ['window.longestWait', stats.longestMs],
        ] as const
      ).map(([key, ms]) => (
        <div key={key} className="flex min-w-32 flex-col rounded-xl border border-line bg-white px-3 py-1.5">
          <dt className="text-xs font-medium text-ink-soft">{t(key)}</dt>
          <dd className="text-xl font-bold text-ink tabular-nums">{figure(ms)}</dd>
        </div>
      ))}
    </dl>
  )
}

type GroupProps = { title: string; ids: readonly number[]; times: Readonly<Record<number, number>>; thresholds: WaitThresholds; country: CountryCode }

const Group = memo(function Group({ title, ids, times, thresholds, country }: GroupProps) {
  if (ids.length === 0) return null
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <h2 className="text-xl font-bold text-ink">
        {title} <span className="text-base font-semibold text-ink-soft">({ids.length})</span>
      </h2>
      <ol className="grid grid-cols-1 gap-3 sm:grid-cols-2 2xl:grid-cols-3">
        {ids.map((id) => (
          <li key={id} className="contents">
            <CardBoundary id={id}>
              <WindowCard id={id} arrivedAt={times[id]} thresholds={thresholds} country={country} />
            </CardBoundary>
          </li>
        ))}
      </ol>
    </section>
  )
})

export default function WindowPage() {
  const { t } = useI18n()
  const snap = useSnapshot(ordersState)
  const { records } = useSnapshot(arrivals)
  const { store } = useSnapshot(storeState)
  const { wait } = useSnapshot(devicePrefs)
  const [colours, setColours] = useState(false)
  useEffect(startTapGuard, [])
  useEffect(() => clearCardNotes, [])

  const all = Object.values(snap.byId) as Order[]
  const times = arrivalTimes(records)
  const groups = windowGroups(all, times)
  const painted = !!store && (snap.load === 'ready' || snap.load === 'failed' || (snap.load === 'loading' && all.length > 0))
  useEffect(() => {
    if (painted) boardShown()
  }, [painted])
  const country = currentCountry()

  let body
  if (!store || snap.load === 'idle' || (snap.load === 'loading' && all.length === 0)) {
    body = (
      <div role="status" aria-label={t('app.loading')} className="grid gap-3 sm:grid-cols-2">
        <Skeleton className="h-56 w-full" />
        <Skeleton className="h-56 w-full" />
      </div>
    )
  } else if (snap.load === 'failed') {
    body = <LoadFailedAlert message={t('orders.loadFailed')} retryLabel={t('orders.retry')} onRetry={() => void fetchCurrentOrders()} />
  } else if (groups.arrived.length === 0 && groups.onTheWay.length === 0) {
    body = <p className="rounded-xl border border-line bg-white px-4 py-10 text-center text-xl text-ink-soft">{t('window.empty')}</p>
  } else {
    const arrived = groups.arrived.map((o) => o.id)
    const onTheWay = groups.onTheWay.map((o) => o.id)
    body = (
      <FocusFollowsOrder ids={[...arrived, ...onTheWay]}>
        <Group title={t('window.arrived')} ids={arrived} times={times} thresholds={wait} country={country} />
        <Group title={t('window.onTheWay')} ids={onTheWay} times={times} thresholds={wait} country={country} />
      </FocusFollowsOrder>
    )
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h1 className="flex min-h-11 items-center text-2xl font-bold text-ink">{t('window.title')}</h1>
        <div ref={setPageSlot} className="contents" />
        <div className="flex flex-wrap items-center gap-2 md:ms-auto">
          {store ? <WaitFigures timeZone={store.timezone} /> : null}
          <Button variant="secondary" onClick={() => setColours(true)}>
            {t('window.colours')}
          </Button>
        </div>
      </div>
      {body}
      {colours ? <WaitColoursDialog open current={wait} onClose={() => setColours(false)} /> : null}
    </div>
  )
}
