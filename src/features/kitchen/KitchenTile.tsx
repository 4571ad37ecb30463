// One order in a kitchen lane, in type readable at two metres: the code, the collection method, the customer's status,
// the due countdown and the items (quantities, choices, comments, supermarket replacements). 'Ready' sends the ready
// call; a refusal shows on the tile, which stays (ready-refusals.ts). Memoised by the order's snapshot: an arrival
// re-renders the tile of that order alone, and a tap on Ready re-renders only its button (the one leaf that reads the
// action in flight).
import { memo, useCallback, type MouseEvent } from 'react'
import { useSnapshot } from '../../lib/use-snapshot'
import { ArrivalBadge } from '../../components/ui/ArrivalBadge'
import { Button } from '../../components/ui/Button'
import { cx } from '../../components/ui/cx'
import { DueCountdown } from '../../components/ui/DueCountdown'
import { OrderCodeBadge } from '../../components/ui/OrderCodeBadge'
import { CheckIcon, CommentIcon } from '../../components/ui/page-icons'
import { arrivalView, clockTime, methodNameKey, modifierText } from '../../domain/order-view'
import type { Order } from '../../domain/orders'
import { currentQty, productLists } from '../../domain/replacements'
import { ApiError } from '../../lib/api/client'
import { useClearWhenOnline } from '../../lib/back-online'
import { useI18n } from '../../lib/i18n/i18n'
import { movedUnderTap } from '../../lib/tap-guard'
import { notifyReady, ordersState } from '../../stores/orders'
import { pushToast } from '../../stores/toasts'
import { readyRefusals, refusalOfCallSentNow, setReadyRefusal } from './ready-refusals'

type Product = Order['products'][number]

function Item({ p }: { p: Product }) {
  const { t } = useI18n()
  const qty = currentQty(p)
  const extras = modifierText(p.modifiers)
  return (
    <li className="flex items-start gap-3 py-1.5">
      <span className="min-w-10 rounded-md bg-surface-muted px-1.5 text-center text-lg font-bold text-ink tabular-nums md:text-xl">{qty}×</span>
      <div className="min-w-0 flex-1">
        <p className="text-lg leading-snug font-semibold break-words text-ink md:text-xl">{p.original.name}</p>
        {extras ? <p className="text-base break-words text-ink-soft md:text-lg">{extras}</p> : null}
        {qty < p.qty ? <p className="text-base font-semibold text-warn-800 md:text-lg">{t('drawer.replacedQty', { n: qty, of: p.qty })}</p> : null}
        {p.comments ? (
          <p className="mt-0.5 flex items-start gap-1.5 rounded-md bg-warn-50 px-2 py-1 text-base break-words text-warn-800 md:text-lg">
            <CommentIcon className="mt-1 size-4 shrink-0" />
            {p.comments}
          </p>
        ) : null}
      </div>
    </li>
  )
}

/** Why the last Ready failed, until staff try again (or the connection is back, for one that never left) */
function ReadyRefused({ id }: { id: number }) {
  const { t } = useI18n()
  const refused = useSnapshot(readyRefusals)[id]
  useClearWhenOnline(refused === 'offline', useCallback(() => setReadyRefusal(id, null), [id]))
  if (!refused) return null
  return (
    <p role="alert" className="rounded-lg bg-danger-50 px-3 py-2 text-base font-semibold text-danger-800">
      {t(refused === 'offline' ? 'kitchen.readyOffline' : 'kitchen.readyFailed')}
    </p>
  )
}

/**
 * Ready, busy while this order's call is in flight. Named with the order's code: a screen reader's list of buttons
 * would otherwise read 'Ready, Ready, Ready'. Unavailable with aria-disabled, not disabled: a disabled button loses the
 * keyboard focus (Chromium), which then cannot follow the tile to the Ready lane or stay for a refusal.
 */
function ReadyButton({ id, code, onClick }: { id: number; code: string; onClick: (e: MouseEvent) => void }) {
  const { t } = useI18n()
  const acting = useSnapshot(ordersState.acting)[id]
  return (
    <Button
      size="lg"
      block
      data-focus-key="ready"
      aria-label={t('kitchen.readyFor', { code })}
      aria-disabled={!!acting || undefined}
      aria-busy={acting === 'notify' || undefined}
      onClick={(e) => {
        if (!acting) onClick(e)
      }}
      className="mt-auto"
    >
      <CheckIcon className="size-5" />
      {t('kitchen.ready')}
    </Button>
  )
}

export interface KitchenTileProps {
  /** the order's snapshot (unchanged orders keep theirs, so their tiles do not re-render) */
  order: Order
  lane: 'preparing' | 'ready'
  /** the tile went ahead of others a moment ago */
  moved: boolean
  timeZone: string
}

export const KitchenTile = memo(function KitchenTile({ order, lane, moved, timeZone }: KitchenTileProps) {
  const { t, locale } = useI18n()
  const formatDue = useCallback((c: { late: boolean; text: string }) => t(c.late ? 'orders.late' : 'orders.due', { x: c.text }), [t])

  const method = methodNameKey(order.collectionMethod.id)
  const { items, canceled } = productLists(order)
  const onReady = (e: MouseEvent) => {
    // a tile that moved under the finger was not the one meant (the board's Dispatch rule)
    if (movedUnderTap(e)) {
      pushToast({ kind: 'warning', title: { key: 'orders.movedUnderTap', params: { code: order.code } } })
      return
    }
    setReadyRefusal(order.id, null)
    const refused = refusalOfCallSentNow(order.id)
    notifyReady(order.id).catch((error: unknown) => refused(error instanceof ApiError && error.message === 'Network Error' ? 'offline' : 'refused'))
  }

  return (
    <article
      aria-label={t('kitchen.tile', { code: order.code })}
      data-order-id={order.id}
      data-moved={moved ? '' : undefined}
      className={cx(
        'flex flex-col gap-2 rounded-xl border bg-white p-3 shadow-xs transition-shadow',
        // Tiles out of view skip style, layout and paint: a re-sort of a lane of 60 lays out the few in view. A tile
        // drawn anew in view (an arrival moves it to another run) stands in at the guess and takes its own height in
        // the same frame's second pass, so no frame shows the guess. It is not measured first (lib/own-size.ts): two
        // forced layouts in the arrival's task, against its budget (tests/bench/arrival.bench.ts). A tap hit-tested
        // before that frame is refused by the tap guard.
        '[content-visibility:auto] [contain-intrinsic-block-size:auto_22rem]',
        order.user.status.id === 3 ? 'border-brand-600 border-s-[6px]' : 'border-line',
        moved && 'ring-4 ring-amber-400',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <OrderCodeBadge code={order.code} colour={null} className="text-xl" />
        <span className="text-base font-semibold text-ink-soft">{method ? t(method) : order.collectionMethod.name}</span>
        {moved ? <span className="rounded-full bg-amber-100 px-2 py-0.5 text-sm font-bold text-amber-900">{t('kitchen.moved')}</span> : null}
        <span className="ms-auto">
          <ArrivalBadge arrival={arrivalView(order.user.status, order.user.location)} className="text-base" />
        </span>
      </div>
      <div className="h-7 [contain:strict]">
        {lane === 'ready' && order.timing.ready ? (
          <p className="text-lg font-semibold text-brand-800">{t('kitchen.readyAt', { time: clockTime(order.timing.ready, timeZone, locale) })}</p>
        ) : (
          <DueCountdown due={order.timing.due} format={formatDue} className="text-lg font-semibold whitespace-nowrap text-ink" lateClassName="text-danger-700" />
        )}
      </div>
      <ul className="divide-y divide-line">
        {items.map((p) => (
          <Item key={p.order_product_id} p={p} />
        ))}
        {canceled.map((p) => (
          <li key={p.order_product_id} className="flex items-start gap-3 py-1.5 text-base text-ink-soft md:text-lg">
            <span className="min-w-10 text-center tabular-nums line-through">{p.qty}×</span>
            <span className="min-w-0 flex-1 break-words">
              <span className="line-through">{p.original.name}</span> · {t('drawer.switchedOut')}
            </span>
          </li>
        ))}
      </ul>
      {order.comments ? (
        <div className="rounded-lg bg-warn-50 px-3 py-2 text-warn-800">
          <p className="text-sm font-semibold">{t('kitchen.orderComment')}</p>
          <p className="text-base break-words md:text-lg">{order.comments}</p>
        </div>
      ) : null}
      {/* a refusal belongs to the Ready button: once the order is ready (another tablet, the drawer's Notify) it is moot */}
      {lane === 'preparing' ? (
        <>
          <ReadyRefused id={order.id} />
          <ReadyButton id={order.id} code={order.code} onClick={onReady} />
        </>
      ) : null}
    </article>
  )
})
