// One row of the board. Memoised and keyed by order id: it reads its own order from the store, so a change to one
// order re-renders one row, and the countdown inside re-renders alone every second.
import { memo, useCallback, type KeyboardEvent, type MouseEvent } from 'react'
import { useSnapshot } from '../../lib/use-snapshot'
import { ArrivalBadge } from '../../components/ui/ArrivalBadge'
import { Button } from '../../components/ui/Button'
import { cx, focusRingUnplaced } from '../../components/ui/cx'
import { DueCountdown } from '../../components/ui/DueCountdown'
import { OrderCodeBadge } from '../../components/ui/OrderCodeBadge'
import { ChevronEndIcon, CommentIcon } from '../../components/ui/page-icons'
import { awaitingReply } from '../../domain/customer'
import { formatMoney } from '../../domain/money'
import { orderTotal } from '../../domain/order-totals'
import { arrivalView, clockTime, methodNameKey, paymentNameKey, pendingColor } from '../../domain/order-view'
import { customerName, PENDING, rowAction, type Order } from '../../domain/orders'
import { useI18n } from '../../lib/i18n/i18n'
import { atOwnSize } from '../../lib/own-size'
import { movedUnderTap } from '../../lib/tap-guard'
import { openOrderDrawer } from '../../stores/drawer'
import { changeOrderStatus } from '../../stores/order-status'
import { ordersState } from '../../stores/orders'
import { pushToast } from '../../stores/toasts'
import { ROW_GRID } from './grid'

export interface OrderRowProps {
  id: number
  supermarket: boolean
  timeZone: string
  /** the store shows discounts (!hide_discount): the total follows domain/order-totals */
  showDiscount: boolean
  /** phones: the row itself does not open on click (SPEC 2); a Details button does */
  phone: boolean
}

function open(order: Order) {
  openOrderDrawer(order, 'current')
}

export const OrderRow = memo(function OrderRow({ id, supermarket, timeZone, showDiscount, phone }: OrderRowProps) {
  const { t, locale } = useI18n()
  const order = useSnapshot(ordersState.byId)[id] as Order | undefined
  const acting = useSnapshot(ordersState.acting)[id]
  const formatDue = useCallback((c: { late: boolean; text: string }) => t(c.late ? 'orders.late' : 'orders.due', { x: c.text }), [t])
  if (!order) return null

  const action = rowAction(order, { brand: { supermarket, invoice_print_limit: null } })
  const pending = order.status.id === PENDING
  const colour = pending ? pendingColor(order.code) : null
  const name = customerName(order)
  const arrival = arrivalView(order.user.status, order.user.location)
  const method = methodNameKey(order.collectionMethod.id)
  const payment = paymentNameKey(order.payment.method.id)

  const onRowClick = () => {
    if (!phone) open(order)
  }
  const onRowKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget) return
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault()
      open(order)
    }
  }
  const onDetails = (e: MouseEvent) => {
    e.stopPropagation()
    open(order)
  }
  const onAction = (e: MouseEvent) => {
    e.stopPropagation()
    if (!action || acting) return
    // Confirm needs a preparation time: the drawer asks for it. Dispatch is only enabled when no warning is due.
    if (action.kind === 'confirm') open(order)
    // Dispatch acts at once, so a tap on a row that had just moved under the finger was meant for another order
    else if (movedUnderTap(e)) pushToast({ kind: 'warning', title: { key: 'orders.movedUnderTap', params: { code: order.code } } })
    else void changeOrderStatus(order.id, 'dispatch').catch(() => undefined)
  }

  return (
    <div
      role="row"
      tabIndex={0}
      aria-label={t('orders.rowLabel', { code: order.code, customer: name })}
      ref={atOwnSize}
      data-order-id={order.id}
      onClick={onRowClick}
      onKeyDown={onRowKey}
      style={colour ? { borderInlineStartColor: colour.background } : undefined}
      className={cx(
        ROW_GRID,
        'relative border-b border-s-[6px] border-b-line bg-white px-3 py-3 text-sm last:border-b-0',
        // rows out of view skip style, layout and paint: their countdowns change every second (300 on a busy board)
        '[content-visibility:auto] [contain-intrinsic-block-size:auto_10rem] board-rows:[contain-intrinsic-block-size:auto_5.5rem] board-wide:[contain-intrinsic-block-size:auto_4.5rem]',
        pending ? '' : arrival.kind === 'arrived' ? 'border-s-brand-600 bg-brand-50/60' : 'border-s-transparent',
        !phone && 'cursor-pointer hover:bg-surface-muted/60',
        // inside the row: the group clips what is outside, and the next row paints over its lower edge
        focusRingUnplaced,
        'focus-visible:-outline-offset-2',
      )}
    >
      <div role="cell" className="flex items-center gap-2 [grid-area:id]">
        <OrderCodeBadge code={order.code} colour={colour} />
      </div>
      <div role="cell" className="min-w-0 [grid-area:customer]">
        <p className="truncate font-semibold text-ink">{name}</p>
        <p className="truncate text-xs text-ink-soft">
          <span dir="ltr">{order.user.phone}</span>
          <span aria-hidden="true"> · </span>
          {order.dineIn ? t('orders.table', { table: order.dineIn.table }) : method ? t(method) : order.collectionMethod.name}
        </p>
      </div>
      <div role="cell" className="flex min-w-0 flex-col items-start gap-1 [grid-area:status]">
        {/* wraps rather than spill into the due time where a font sets it wider than its column */}
        <ArrivalBadge arrival={arrival} wraps />
        {awaitingReply(order.whereIs) ? (
          <span data-where-is="" className="inline-flex items-center gap-1 rounded-md bg-warn-50 px-1.5 py-0.5 text-xs font-semibold text-warn-800 ring-1 ring-warn-600/40 ring-inset">
            <CommentIcon className="size-3.5 shrink-0" />
            {t('chat.whereIs')}
          </span>
        ) : null}
      </div>
      <div role="cell" className="min-w-0 [grid-area:payment]">
        <p className="font-semibold text-ink tabular-nums">{formatMoney(orderTotal(order.financial, showDiscount), order.financial.currency.code)}</p>
        <p className="truncate text-xs text-ink-soft">{payment ? t(payment) : order.payment.method_name}</p>
      </div>
      <div role="cell" className="text-ink-soft tabular-nums [grid-area:ordered] board-wide:text-ink">
        {clockTime(order.timing.created, timeZone, locale)}
      </div>
      {/* The text changing every second must relayout this box alone, not the row and the board (tests/bench/
          orders.bench.ts, countdown tick). Chromium never lets a grid item be a relayout boundary, so the fixed,
          contained box is a block inside the cell. */}
      <div role="cell" className="justify-self-end text-end [grid-area:due] board-rows:justify-self-start board-rows:text-start">
        <div className="h-6 w-[7.5rem] [contain:strict]">
          <DueCountdown due={order.timing.due} format={formatDue} className="text-base font-semibold whitespace-nowrap text-ink" lateClassName="text-danger-700" />
        </div>
      </div>
      <div role="cell" className="flex items-center justify-end gap-2 [grid-area:action] board-rows:justify-start">
        {action ? (
          <Button
            variant={action.kind === 'confirm' ? 'primary' : action.enabled ? 'primary' : 'secondary'}
            data-focus-key="action"
            disabled={!action.enabled}
            // while its call is on its way: aria-disabled, not disabled, which would drop the keyboard focus (Chromium)
            // before it can follow the order (FocusFollowsOrder)
            aria-disabled={acting ? true : undefined}
            aria-busy={acting ? true : undefined}
            onClick={onAction}
            // cards share the row between the buttons; a phone has no board container (always cards), so it says so itself
            className={cx('min-w-28 board-cards:flex-1', phone && 'flex-1')}
          >
            {action.kind === 'confirm' ? t('orders.action.confirm') : t('orders.action.dispatch')}
          </Button>
        ) : null}
        {phone ? (
          <Button variant="secondary" data-focus-key="details" onClick={onDetails} className="flex-1">
            {t('orders.details')}
            <ChevronEndIcon className="size-4" />
          </Button>
        ) : null}
      </div>
    </div>
  )
})

