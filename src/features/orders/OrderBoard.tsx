// The two collapsible groups of current orders: Pending and Confirmed, or Walk / Drive and Delivery in store-delivery
// mode. The list reads only what grouping, sorting and search need, so a countdown tick or a customer moving does not
// re-render it; each row reads its own order. The rows mount a screenful at a time (lib/use-in-slices): 60 rows
// mounted at once were one main-thread task of 250-400 ms at 4x CPU (tests/bench/NOTES.md).
import { memo, useEffect, useId, useMemo, useRef, useState, type CSSProperties } from 'react'
import { useSnapshot } from '../../lib/use-snapshot'
import { boardShown } from '../../stores/board-painted'
import { FocusFollowsOrder } from '../../components/FocusFollowsOrder'
import { cx, focusRingUnplaced } from '../../components/ui/cx'
import { ChevronDownIcon } from '../../components/ui/page-icons'
import { Skeleton } from '../../components/ui/Skeleton'
import { LoadFailedAlert } from '../../components/ui/LoadFailedAlert'
import { boardGroups, isPhoneDevice, matchesSearch, type GroupKey, type Order } from '../../domain/orders'
import { canSeeDiscount } from '../../domain/permissions'
import type { MessageKey } from '../../lib/i18n/en'
import { useI18n } from '../../lib/i18n/i18n'
import { useInSlices } from '../../lib/use-in-slices'
import { fetchCurrentOrders, ordersState } from '../../stores/orders'
import { storeState } from '../../stores/store'
import { ROW_GRID } from './grid'
import { OrderRow } from './OrderRow'
import { RowBoundary } from './BoardBoundaries'

const GROUP_TITLE: Record<GroupKey, MessageKey> = {
  pending: 'orders.group.pending',
  confirmed: 'orders.group.confirmed',
  walkDrive: 'orders.group.walkDrive',
  delivery: 'orders.group.delivery',
}

const HEADERS: [string, MessageKey][] = [
  ['id', 'orders.col.id'],
  ['customer', 'orders.col.customer'],
  ['status', 'orders.col.customerStatus'],
  ['payment', 'orders.col.payment'],
  ['ordered', 'orders.col.orderedTime'],
  ['due', 'orders.col.dueTime'],
  ['action', 'orders.col.action'],
]

/** At least a screenful of rows: no row is shorter than this many px */
const ROW_MIN_PX = 96
const screenful = () => Math.max(6, Math.ceil(window.innerHeight / ROW_MIN_PX))

/**
 * Holds the places of the rows not mounted yet, in one element: as tall as that many rows out of view (a row's
 * intrinsic size, padding and bottom border, the last row's border excepted), so the rows and the group below do not
 * move as they come in. One element, not one per row: the frame that first lays out the page styles every element.
 */
function RowPlaces({ count }: { count: number }) {
  return (
    <div
      aria-hidden="true"
      data-row-places={count}
      style={{ '--places': count } as CSSProperties}
      className="[contain:size] [block-size:calc(var(--places)_*_(11.5rem_+_1px)_-_1px)] board-rows:[block-size:calc(var(--places)_*_(7rem_+_1px)_-_1px)] board-wide:[block-size:calc(var(--places)_*_(6rem_+_1px)_-_1px)]"
    />
  )
}

type GroupProps = {
  groupKey: GroupKey
  ids: readonly number[]
  /** how many of the rows are mounted yet; the rest hold their places */
  mounted: number
  supermarket: boolean
  timeZone: string
  showDiscount: boolean
  phone: boolean
}

const OrderGroup = memo(function OrderGroup({ groupKey, ids, mounted, supermarket, timeZone, showDiscount, phone }: GroupProps) {
  const { t } = useI18n()
  const [open, setOpen] = useState(true)
  const panelId = useId()
  const title = t(GROUP_TITLE[groupKey], { n: ids.length })
  const urgent = groupKey === 'pending' && ids.length > 0
  return (
    <section aria-label={title} className="overflow-hidden rounded-xl border border-line bg-white shadow-xs">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((v) => !v)}
          className={cx(
            'flex min-h-13 w-full items-center gap-3 px-4 py-2 text-start text-lg font-bold',
            urgent ? 'bg-amber-700 text-white' : 'bg-surface-muted text-ink',
            focusRingUnplaced,
            'focus-visible:-outline-offset-4',
          )}
        >
          {urgent ? <span aria-hidden="true" className="size-3 rounded-full bg-white motion-safe:animate-pulse" /> : null}
          <span className="flex-1">{title}</span>
          <ChevronDownIcon className={cx('size-6 transition-transform', !open && '-rotate-90 rtl:rotate-90')} />
        </button>
      </h2>
      <div id={panelId} hidden={!open}>
        {ids.length === 0 ? (
          <p className="px-4 py-6 text-center text-ink-soft">{t('orders.empty')}</p>
        ) : (
          <div role="table" aria-label={title}>
            <div role="rowgroup" className="sr-only board-rows:not-sr-only">
              <div role="row" className={cx(ROW_GRID, 'border-b border-line border-s-[6px] border-s-transparent bg-white px-3 py-2 text-xs font-semibold tracking-wide text-ink-soft uppercase')}>
                {HEADERS.map(([area, key]) => (
                  <div key={area} role="columnheader" style={{ gridArea: area }}>
                    {t(key)}
                  </div>
                ))}
              </div>
            </div>
            <div role="rowgroup">
              {ids.slice(0, mounted).map((id) => (
                <RowBoundary key={id} id={id}>
                  <OrderRow id={id} supermarket={supermarket} timeZone={timeZone} showDiscount={showDiscount} phone={phone} />
                </RowBoundary>
              ))}
              {mounted < ids.length && <RowPlaces count={ids.length - mounted} />}
            </div>
          </div>
        )}
      </div>
    </section>
  )
})

/** Stable id arrays: a group whose ids did not change keeps the same array, so its memo holds */
function useStableIds(next: number[]): number[] {
  const held = useRef(next)
  const same = held.current.length === next.length && held.current.every((id, i) => id === next[i])
  if (!same) held.current = next
  return held.current
}

function Group(props: Omit<GroupProps, 'ids'> & { orders: readonly Order[] }) {
  const ids = useStableIds(props.orders.map((o) => o.id))
  return <OrderGroup groupKey={props.groupKey} ids={ids} mounted={props.mounted} supermarket={props.supermarket} timeZone={props.timeZone} showDiscount={props.showDiscount} phone={props.phone} />
}

export function OrderBoard({ query }: { query: string }) {
  const { t } = useI18n()
  const snap = useSnapshot(ordersState)
  const { store } = useSnapshot(storeState)
  const phone = useMemo(isPhoneDevice, [])

  // Computed in render (not memoised on byId) so valtio tracks only the fields read here: status, pending time,
  // delivery, and code and phone while searching.
  let groups: ReturnType<typeof boardGroups> = []
  if (store) {
    const all = Object.values(snap.byId) as Order[]
    groups = boardGroups(store, query ? all.filter((o) => matchesSearch(o, query)) : all)
  }
  // the rows mount in board order, the groups above first: the page paints with the rows' places held, then a
  // screenful of rows, then the rest a screenful after each paint
  const total = groups.reduce((n, g) => n + g.orders.length, 0)
  const slice = useMemo(screenful, [])
  let budget = useInSlices(total, 0, slice)
  const listed = snap.load === 'ready' || snap.load === 'failed' || (snap.load === 'loading' && total > 0)
  const painted = !!store && listed && (total === 0 || budget > 0)
  // what a search finds is said when the search changes, not at each live change (as the menu's search does)
  const [found, setFound] = useState<{ query: string; n: number | null }>({ query: '', n: null })
  if (found.query !== query && !!store && listed) setFound({ query, n: query ? total : null })
  useEffect(() => {
    if (painted) boardShown()
  }, [painted])

  if (!store || snap.load === 'idle' || (snap.load === 'loading' && Object.keys(snap.byId).length === 0)) {
    return (
      <div role="status" aria-label={t('app.loading')} className="flex flex-col gap-2">
        <Skeleton className="h-13 w-full" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    )
  }
  if (snap.load === 'failed') {
    return <LoadFailedAlert message={t('orders.loadFailed')} retryLabel={t('orders.retry')} onRetry={() => void fetchCurrentOrders()} />
  }
  return (
    <FocusFollowsOrder ids={groups.flatMap((g) => g.orders.map((o) => o.id))}>
      <div className="flex flex-col gap-4">
        <p role="status" className="sr-only">
          {found.n === null ? '' : t('orders.search.matches', { n: found.n })}
        </p>
        {groups.map((g) => {
        const mounted = Math.min(budget, g.orders.length)
        budget -= mounted
        return (
          <Group
            key={g.key}
            groupKey={g.key}
            orders={g.orders}
            mounted={mounted}
            supermarket={store.brand.supermarket}
            timeZone={store.timezone}
            showDiscount={canSeeDiscount(store)}
            phone={phone}
          />
        )
      })}
      </div>
    </FocusFollowsOrder>
  )
}
