// One car at the window: the car (make, type and colour, with its picture), the plate large, the customer's name, the
// order code, and how long they have waited or how far away they are; a where-is question shows. Dispatch follows the
// drawer's rules (its warning confirmation, Force Dispatch for managers) and the board's tap guard; a tap elsewhere
// on the card opens the order's drawer.
import { memo, useCallback, type MouseEvent, type ReactNode } from 'react'
import { OrderBoundary } from '../../components/OrderBoundary'
import { useSnapshot } from '../../lib/use-snapshot'
import { ArrivalBadge } from '../../components/ui/ArrivalBadge'
import { Button } from '../../components/ui/Button'
import { cx } from '../../components/ui/cx'
import { OrderCodeBadge } from '../../components/ui/OrderCodeBadge'
import { CarIcon, ChevronEndIcon, CommentIcon } from '../../components/ui/page-icons'
import { useWarning } from '../../components/ui/WarningDialog'
import { awaitingReply } from '../../domain/customer'
import { arrivalView, pendingColor } from '../../domain/order-view'
import { canDispatch, customerName, forceDispatchFacts, needsWarning, PENDING, PREPARING, warningLapse, type Order } from '../../domain/orders'
import { canForceDispatch } from '../../domain/permissions'
import type { WaitThresholds } from '../../domain/wait-thresholds'
import { mediaUrl, type CountryCode } from '../../lib/config'
import { ApiError } from '../../lib/api/client'
import { useClearWhenOnline } from '../../lib/back-online'
import { useI18n } from '../../lib/i18n/i18n'
import { atOwnSize } from '../../lib/own-size'
import { movedUnderTap } from '../../lib/tap-guard'
import { openOrderDrawer } from '../../stores/drawer'
import { changeOrderStatus, tellLapsedWarning } from '../../stores/order-status'
import { orderFlags, ordersState } from '../../stores/orders'
import { session } from '../../stores/session'
import { pushToast } from '../../stores/toasts'
import { dispatchOffline, dispatchWarnings, type CardDispatch } from './card-notes'
import { WaitTimer } from './WaitTimer'

export interface WindowCardProps {
  id: number
  arrivedAt: number | undefined
  thresholds: WaitThresholds
  country: CountryCode
}

export const WindowCard = memo(function WindowCard({ id, arrivedAt, thresholds, country }: WindowCardProps) {
  const { t } = useI18n()
  const order = useSnapshot(ordersState.byId)[id] as Order | undefined
  const acting = useSnapshot(ordersState.acting)[id]
  const { user } = useSnapshot(session)
  // Yes sends the dispatch the warning asked about (send is this render's, set below). The question is held outside the
  // card, which is drawn anew in the Arrived group when its customer arrives; a Force Dispatch it no longer allows
  // closes it with the reason.
  const asking = useSnapshot(dispatchWarnings.notes)[id] ?? null
  const warning = useWarning((action: CardDispatch) => send(action), {
    state: [asking, (action) => dispatchWarnings.set(id, action)],
    lapse: (action) => warningLapse(action, order, orderFlags(id)),
    onLapse: (why) => tellLapsedWarning(why, order?.code),
  })
  // a Dispatch that never reached the backend (no connection) says so on the card; a refusal has the catalogue's toast
  const offline = useSnapshot(dispatchOffline.notes)[id] === true
  useClearWhenOnline(offline, useCallback(() => dispatchOffline.set(id, null), [id]))
  if (!order || !order.car) return null

  const car = order.car
  const name = customerName(order)
  const arrival = arrivalView(order.user.status, order.user.location)
  const photo = mediaUrl(car.photo?.mini ?? car.photo?.big, country)
  const preparing = order.status.id === PREPARING
  const force = preparing && canForceDispatch(user, forceDispatchFacts(order, orderFlags(order.id)))

  const open = () => openOrderDrawer(order, 'current')
  const send = (action: CardDispatch) => {
    dispatchOffline.set(order.id, null)
    const never = dispatchOffline.ofCallSentNow(order.id)
    changeOrderStatus(order.id, action).catch((error: unknown) => {
      if (error instanceof ApiError && error.message === 'Network Error') never(true)
    })
  }
  const onDispatch = (action: CardDispatch) => (e: MouseEvent) => {
    e.stopPropagation()
    if (acting) return
    // the cards re-sort as customers arrive: a card that moved under the finger was not the one meant
    if (movedUnderTap(e)) pushToast({ kind: 'warning', title: { key: 'orders.movedUnderTap', params: { code: order.code } } })
    else if (needsWarning(action, order)) warning.ask(action)
    else send(action)
  }
  const onDetails = (e: MouseEvent) => {
    e.stopPropagation()
    open()
  }

  return (
    <article
      aria-label={t('window.card', { code: order.code, customer: name })}
      ref={atOwnSize}
      data-order-id={order.id}
      onClick={open}
      className={cx(
        'flex cursor-pointer flex-col gap-3 rounded-xl border bg-white p-3 shadow-xs hover:bg-surface-muted/40',
        // cards out of view skip style, layout and paint when the groups re-sort
        '[content-visibility:auto] [contain-intrinsic-block-size:auto_16rem]',
        arrival.kind === 'arrived' ? 'border-s-[6px] border-brand-600' : 'border-line',
      )}
    >
      <div className="flex items-start gap-3">
        <div className="grid size-20 shrink-0 place-items-center overflow-hidden rounded-lg bg-surface-muted">
          {photo ? <img src={photo} alt="" className="size-full object-cover" /> : <CarIcon className="size-10 text-ink-soft" />}
        </div>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-ink-soft">{t('window.plate')}</p>
          <p dir="ltr" className="text-4xl leading-tight font-extrabold tracking-wide [overflow-wrap:anywhere] text-ink rtl:text-end">
            {car.plate ?? '—'}
          </p>
          <p className="flex items-center gap-2 text-base text-ink">
            {car.color.hex ? <span aria-hidden="true" className="size-4 shrink-0 rounded-full border border-ink/30" style={{ backgroundColor: car.color.hex }} /> : null}
            <span className="min-w-0 break-words">{t('window.car', { color: car.color.name, make: car.make.name, type: car.type.name })}</span>
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <OrderCodeBadge code={order.code} colour={order.status.id === PENDING ? pendingColor(order.code) : null} className="text-lg" />
        <span className="min-w-0 flex-1 truncate text-lg font-semibold text-ink">{name}</span>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {arrival.kind === 'arrived' && arrivedAt !== undefined ? <WaitTimer since={arrivedAt} thresholds={thresholds} /> : <ArrivalBadge arrival={arrival} className="text-base" />}
        {awaitingReply(order.whereIs) ? (
          <span data-where-is="" className="inline-flex items-center gap-1 rounded-md bg-warn-50 px-2 py-1 text-sm font-semibold text-warn-800 ring-1 ring-warn-600/40 ring-inset">
            <CommentIcon className="size-4 shrink-0" />
            {t('chat.whereIs')}
          </span>
        ) : null}
        {order.status.id === PENDING ? <span className="text-sm font-semibold text-warn-800">{t('window.notConfirmed')}</span> : null}
      </div>
      {offline ? (
        <p role="alert" className="rounded-lg bg-danger-50 px-3 py-2 text-base font-semibold text-danger-800">
          {t('window.dispatchOffline')}
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2">
        {/* unavailable while a call is on its way with aria-disabled, not disabled: a disabled button loses the keyboard
            focus (Chromium), which then cannot follow the card (FocusFollowsOrder) */}
        {preparing ? (
          <Button
            size="lg"
            data-focus-key="dispatch"
            className="flex-1"
            disabled={!canDispatch(order)}
            aria-disabled={!!acting || undefined}
            aria-busy={acting === 'dispatch' || undefined}
            onClick={onDispatch('dispatch')}
          >
            {t('orders.action.dispatch')}
          </Button>
        ) : null}
        {force ? (
          <Button
            variant="secondary"
            size="lg"
            data-focus-key="force"
            className="text-danger-700!"
            aria-disabled={!!acting || undefined}
            aria-busy={acting === 'force_dispatch' || undefined}
            onClick={onDispatch('force_dispatch')}
          >
            {t('orders.action.forceDispatch')}
          </Button>
        ) : null}
        <Button variant="secondary" size="lg" data-focus-key="details" onClick={onDetails} className={preparing ? '' : 'flex-1'}>
          {t('orders.details')}
          <ChevronEndIcon className="size-4" />
        </Button>
      </div>
      {/* clicks in the dialog reach the card through the portal: they are not a tap on the card */}
      <div className="contents" onClick={(e) => e.stopPropagation()}>
        {warning.dialog}
      </div>
    </article>
  )
})

function CardFallback({ id }: { id: number }) {
  const { t } = useI18n()
  const code = (ordersState.byId[id] as { code?: unknown } | undefined)?.code
  return (
    <p className="rounded-xl border border-s-[6px] border-danger-600 bg-danger-50 p-3 text-lg text-danger-800">
      {t('orders.rowFailed', { code: typeof code === 'string' ? code : String(id) })}
    </p>
  )
}

/**
 * A card that cannot render (an order the first list let through by its shape) shows a short notice in its place and
 * the other cars stay, as a row of the orders board does; it tries again when its order next changes. The card inside
 * is memoised, so a re-sort renders neither again.
 */
export function CardBoundary({ id, children }: { id: number; children: ReactNode }) {
  return (
    <OrderBoundary tag="window-card" orderId={id} fallback={() => <CardFallback id={id} />}>
      {children}
    </OrderBoundary>
  )
}
