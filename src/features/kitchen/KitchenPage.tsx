// The kitchen screen (/kitchen): the store's confirmed orders in the order they will be needed, in two lanes,
// Preparing and Ready. Customers who have arrived first (the longest waiting first), then those on the way (fewest
// minutes first), then the rest by due time. A customer arriving re-sorts the lane at once and the tile that moved
// ahead is highlighted for a few seconds.
import { memo, useEffect, useRef, useState } from 'react'
import { FocusFollowsOrder } from '../../components/FocusFollowsOrder'
import { useSnapshot } from '../../lib/use-snapshot'
import { boardShown } from '../../stores/board-painted'
import { Skeleton } from '../../components/ui/Skeleton'
import { LoadFailedAlert } from '../../components/ui/LoadFailedAlert'
import { kitchenLanes, movedIds, nextReadyExpiry } from '../../domain/arrival-first'
import { arrivalView, type ArrivalView } from '../../domain/order-view'
import type { Order } from '../../domain/orders'
import type { MessageKey } from '../../lib/i18n/en'
import { useI18n } from '../../lib/i18n/i18n'
import { setPageSlot } from '../../lib/page-slot'
import { serverNow } from '../../lib/server-clock'
import { startTapGuard } from '../../lib/tap-guard'
import { arrivals, arrivalTimes } from '../../stores/arrivals'
import { fetchCurrentOrders, ordersState } from '../../stores/orders'
import { storeState } from '../../stores/store'
import { KitchenTile, type KitchenTileProps } from './KitchenTile'
import { clearReadyRefusals } from './ready-refusals'
import { TileBoundary } from './TileBoundary'

/** How long a tile that moved ahead stays highlighted */
const MOVED_HIGHLIGHT_MS = 4000

/**
 * The ids that went ahead in the last few seconds, each for MOVED_HIGHLIGHT_MS from its own move: in a rush, customers
 * on the way pass each other every few seconds, and one timer for all, put back by each move, would never clear any.
 * Only an order that changed can have moved (movedIds): the orders of the last render tell which. Worked out in render
 * from the last ids held in a ref, not with state set in render: that renders the lane twice for each change
 * (tests/bench/arrival.bench.ts). Timed with performance.now(): a device clock set back would keep the highlight on
 * for as long as it was set back.
 */
function useMoved(ids: readonly number[], orders: readonly Order[]): ReadonlySet<number> {
  type Held = { ids: readonly number[]; until: ReadonlyMap<number, number>; moved: ReadonlySet<number> }
  const held = useRef<Held>({ ids, until: new Map(), moved: new Set() })
  const lastOrders = useRef(orders)
  const [, setCleared] = useState(0)
  if (held.current.ids !== ids) {
    const went = movedIds(held.current.ids, ids, changedIds(lastOrders.current, orders))
    if (went.length === 0) held.current = { ...held.current, ids }
    else {
      const until = new Map(held.current.until)
      for (const id of went) until.set(id, performance.now() + MOVED_HIGHLIGHT_MS)
      held.current = { ids, until, moved: new Set(until.keys()) }
    }
  }
  lastOrders.current = orders
  const { until, moved } = held.current
  useEffect(() => {
    if (until.size === 0) return
    const timer = setTimeout(
      () => {
        const now = performance.now()
        const left = new Map([...held.current.until].filter(([, end]) => end > now))
        held.current = { ...held.current, until: left, moved: new Set(left.keys()) }
        setCleared((n) => n + 1)
      },
      Math.max(0, Math.min(...until.values()) - performance.now()),
    )
    return () => clearTimeout(timer)
  }, [until])
  return moved
}

/** The orders held in both renders whose snapshot changed (an unchanged order keeps its snapshot) */
function changedIds(before: readonly Order[], after: readonly Order[]): Set<number> {
  const was = new Map(before.map((o) => [o.id, o]))
  const changed = new Set<number>()
  for (const o of after) {
    const old = was.get(o.id)
    if (old !== undefined && old !== o) changed.add(o.id)
  }
  return changed
}

/** Stable id arrays: a lane whose ids did not change keeps the same array (the moved highlight compares them) */
function useStableIds(next: number[]): number[] {
  const held = useRef(next)
  const same = held.current.length === next.length && held.current.every((id, i) => id === next[i])
  if (!same) held.current = next
  return held.current
}

/**
 * The lane in runs of one customer status (arrived, on the way, the rest), each a list of its own. An arriving
 * customer's tile leaves one list for the end of the one before it: one tile is drawn anew, and none of those it went
 * past is moved. In one list, React moves every tile a tile goes ahead of, and each moved tile in view is styled and
 * laid out again in the arrival's frame (tests/bench/arrival.bench.ts). A run is keyed by how the customer is shown,
 * not by the status id: the rest is one run whatever ids the server sends.
 */
function byCustomerStatus(orders: readonly Order[]): { kind: ArrivalView['kind']; orders: Order[] }[] {
  const runs: { kind: ArrivalView['kind']; orders: Order[] }[] = []
  for (const o of orders) {
    const kind = arrivalView(o.user.status, o.user.location).kind
    const last = runs.at(-1)
    if (last?.kind === kind) last.orders.push(o)
    else runs.push({ kind, orders: [o] })
  }
  return runs
}

/** A run's name for a screen reader: the customer status its tiles show */
const RUN_LABEL = { arrived: 'enum.customer.arrived', arriving: 'enum.customer.arriving', idle: 'enum.customer.idle' } as const satisfies Record<ArrivalView['kind'], MessageKey>

/**
 * A tile with its list item, memoised together: on a re-sort, an item whose order did not change bails out whole. With
 * the item's element made in the lane, React compared and wrote the props of every item in the lane on each change.
 */
const LaneItem = memo(function LaneItem(props: KitchenTileProps) {
  return (
    <li className="contents">
      <TileBoundary order={props.order}>
        <KitchenTile {...props} />
      </TileBoundary>
    </li>
  )
})

type LaneProps = { lane: 'preparing' | 'ready'; orders: readonly Order[]; timeZone: string }

// The lane passes each item its order's snapshot: the items of orders that did not change keep their props and skip
// the re-render, so a re-sort renders the tile that changed and leaves the others' elements alone.
function Lane({ lane, orders, timeZone }: LaneProps) {
  const { t } = useI18n()
  const ids = useStableIds(orders.map((o) => o.id))
  const moved = useMoved(ids, orders)
  const title = lane === 'preparing' ? t('kitchen.lane.preparing') : t('kitchen.lane.ready')
  return (
    <section aria-labelledby={`lane-${lane}`} data-lane={lane} className="flex min-w-0 flex-col gap-3 rounded-xl bg-surface-muted/70 p-3">
      <h2 id={`lane-${lane}`} className="flex items-baseline gap-2 text-xl font-bold text-ink">
        {title}
        <span className="text-base font-semibold text-ink-soft">({ids.length})</span>
      </h2>
      <FocusFollowsOrder ids={ids}>
        {ids.length === 0 ? (
          <p className="px-1 py-4 text-center text-lg text-ink-soft">{lane === 'preparing' ? t('kitchen.empty') : t('kitchen.readyEmpty')}</p>
        ) : (
          <div className={lane === 'preparing' ? 'grid grid-cols-1 gap-3 xl:grid-cols-2' : 'grid grid-cols-1 gap-3'}>
            {byCustomerStatus(orders).map((run) => (
              <ol key={run.kind} aria-label={t(RUN_LABEL[run.kind])} className="contents">
                {run.orders.map((o) => (
                  <LaneItem key={o.id} order={o} lane={lane} moved={moved.has(o.id)} timeZone={timeZone} />
                ))}
              </ol>
            ))}
          </div>
        )}
      </FocusFollowsOrder>
    </section>
  )
}

/** A timer's longest wait before the Ready lane is looked at again: a device clock set forward is seen within it */
const READY_RECHECK_MS = 60_000

/**
 * Now on the server's clock, re-rendering when the next ready order leaves the Ready lane. Its 30 minutes run from
 * timing.ready, a server time: on the device's clock, a tablet 30 minutes fast would empty the lane the moment Ready
 * succeeds. A timer does not count the time a tablet spent asleep, nor see the clock set forward, so the lane is also
 * looked at again when the page is seen again, and at least once a minute; each look compares two numbers and renders
 * only when an order is due to leave.
 */
function useReadyExpiry(orders: readonly Order[]): number {
  const [, setTick] = useState(0)
  const now = serverNow()
  const next = nextReadyExpiry(orders, now)
  useEffect(() => {
    if (next === null) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const check = () => {
      clearTimeout(timer)
      const left = next - serverNow()
      if (left <= 0) setTick((n) => n + 1)
      else timer = setTimeout(check, Math.min(left + 50, READY_RECHECK_MS))
    }
    check()
    document.addEventListener('visibilitychange', check)
    window.addEventListener('pageshow', check)
    return () => {
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', check)
      window.removeEventListener('pageshow', check)
    }
  }, [next])
  return now
}

export default function KitchenPage() {
  const { t } = useI18n()
  const snap = useSnapshot(ordersState)
  const { records } = useSnapshot(arrivals)
  const { store } = useSnapshot(storeState)
  useEffect(startTapGuard, [])
  useEffect(() => clearReadyRefusals, [])

  const all = Object.values(snap.byId) as Order[]
  const now = useReadyExpiry(all)
  const { preparing, ready } = kitchenLanes(all, arrivalTimes(records), now)
  const painted = !!store && (snap.load === 'ready' || snap.load === 'failed' || (snap.load === 'loading' && all.length > 0))
  useEffect(() => {
    if (painted) boardShown()
  }, [painted])

  let body
  if (!store || snap.load === 'idle' || (snap.load === 'loading' && all.length === 0)) {
    body = (
      <div role="status" aria-label={t('app.loading')} className="grid gap-3 md:grid-cols-[2fr_1fr]">
        <Skeleton className="h-64 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    )
  } else if (snap.load === 'failed') {
    body = <LoadFailedAlert message={t('orders.loadFailed')} retryLabel={t('orders.retry')} onRetry={() => void fetchCurrentOrders()} />
  } else if (preparing.length === 0 && ready.length === 0) {
    body = <p className="rounded-xl border border-line bg-white px-4 py-10 text-center text-xl text-ink-soft">{t('kitchen.empty')}</p>
  } else {
    body = (
      <div className="grid items-start gap-4 md:grid-cols-[2fr_1fr]">
        <Lane lane="preparing" orders={preparing} timeZone={store.timezone} />
        <Lane lane="ready" orders={ready} timeZone={store.timezone} />
      </div>
    )
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h1 className="flex min-h-11 items-center text-2xl font-bold text-ink">{t('kitchen.title')}</h1>
        <div ref={setPageSlot} className="contents" />
      </div>
      {body}
    </div>
  )
}
