// The past orders (ID, Customer, Phone Number, Order Status, Payment, Ordered Time) or the refund requests (ID,
// Customer, Ordered Date, Refund Request Date, Payment Status, Refund Status, Decide): a table on tablets and
// desktops, cards on phones. Every row opens the order drawer.
import { memo, useId, type ReactNode } from 'react'
import { Button } from '../../components/ui/Button'
import { cx, focusRing } from '../../components/ui/cx'
import { PAYMENT_METHOD_LABELS } from '../../domain/labels'
import { formatMoney } from '../../domain/money'
import { orderTotal } from '../../domain/order-totals'
import { customerName, type Order } from '../../domain/orders'
import { awaitsDecision } from '../../domain/past-orders'
import { DATE_FORMAT, formatInZone, MOBILE_DATE_FORMAT, TIME_FORMAT } from '../../domain/periods'
import type { MessageKey } from '../../lib/i18n/en'
import { useI18n, type Translate } from '../../lib/i18n/i18n'
import { OrderStatusBadge, RefundPaymentBadge, RefundStatusBadge } from './badges'

export interface OrdersListProps {
  orders: readonly Order[]
  refunds: boolean
  zone: string
  /** the store shows discounts (!hide_discount): the total follows domain/order-totals */
  showDiscount: boolean
  mobile: boolean
  canDecide: boolean
  busy: boolean
  onOpen: (order: Order) => void
  onDecide: (order: Order) => void
}

const ORDER_COLUMNS: MessageKey[] = ['pastOrders.col.id', 'pastOrders.col.customer', 'pastOrders.col.phone', 'pastOrders.col.status', 'pastOrders.col.payment', 'pastOrders.col.orderedTime']
const REFUND_COLUMNS: MessageKey[] = ['pastOrders.col.id', 'pastOrders.col.customer', 'pastOrders.col.orderedDate', 'pastOrders.col.refundDate', 'pastOrders.col.paymentStatus', 'pastOrders.col.refundStatus', 'pastOrders.col.action']

function paymentText(order: Order, t: Translate): string {
  const key = PAYMENT_METHOD_LABELS[order.payment.method.id]
  return key ? t(key) : order.payment.method_name
}

/**
 * The customer's name on one line, cut short when it is long (the drawer shows all of it). Not isolated (<bdi>) as the
 * decision dialog's is: an isolate inside the cut-short line let a long name widen the table past the screen
 * (tests/e2e/xss.e2e.ts).
 */
const Customer = ({ order }: { order: Order }) => <span className="block max-w-64 truncate">{customerName(order)}</span>

const Phone = ({ children }: { children: string }) => (
  <span dir="ltr" className="whitespace-nowrap tabular-nums">
    {children}
  </span>
)

export function OrdersList(props: OrdersListProps) {
  const { t } = useI18n()
  const { orders, refunds, mobile, busy } = props
  if (mobile) {
    return (
      <ul aria-label={t(refunds ? 'pastOrders.table.refunds' : 'pastOrders.table.orders')} aria-busy={busy} className={cx('flex flex-col gap-2', busy && 'opacity-60')}>
        {orders.map((order) => (
          <OrderCard key={order.id} order={order} {...props} />
        ))}
      </ul>
    )
  }
  const columns = refunds ? REFUND_COLUMNS : ORDER_COLUMNS
  return (
    <div className="overflow-x-auto rounded-xl border border-line bg-white">
      <table aria-label={t(refunds ? 'pastOrders.table.refunds' : 'pastOrders.table.orders')} aria-busy={busy} className={cx('w-full text-sm', busy && 'opacity-60')}>
        <thead className="bg-surface-muted/60 text-xs font-semibold tracking-wide text-ink-soft uppercase">
          <tr>
            {columns.map((key) => (
              <th key={key} scope="col" className="px-3 py-3 text-start whitespace-nowrap">
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} {...props} />
          ))}
        </tbody>
      </table>
    </div>
  )
}

type ItemProps = OrdersListProps & { order: Order }

/** Opens the order from anywhere on the row (pointer); the ID cell's button is the keyboard's way in */
const rowHandlers = (order: Order, onOpen: (order: Order) => void) => ({ onClick: () => onOpen(order) })

const OrderRow = memo(function OrderRow({ order, refunds, zone, showDiscount, canDecide, onOpen, onDecide }: ItemProps) {
  const { t, locale } = useI18n()
  const created = order.timing.created
  const cell = 'px-3 py-2.5 align-middle'
  const openButton = (
    <button
      type="button"
      onClick={(e) => {
        e.stopPropagation()
        onOpen(order)
      }}
      aria-label={t('pastOrders.open', { code: order.code })}
      className={cx('min-h-11 rounded-md px-1 font-semibold text-brand-800 tabular-nums underline-offset-2 hover:underline', focusRing)}
    >
      {order.code}
    </button>
  )
  if (refunds && order.refund) {
    const refund = order.refund
    return (
      <tr className="cursor-pointer hover:bg-brand-50/50" {...rowHandlers(order, onOpen)}>
        <td className={cell}>{openButton}</td>
        <td className={cell}>
          <Customer order={order} />
        </td>
        <td className={cx(cell, 'whitespace-nowrap tabular-nums')}>{formatInZone(created, zone, DATE_FORMAT, locale)}</td>
        <td className={cx(cell, 'whitespace-nowrap tabular-nums')}>{formatInZone(refund.created, zone, DATE_FORMAT, locale)}</td>
        <td className={cell}>
          <RefundPaymentBadge id={refund.payment_status} />
        </td>
        <td className={cell}>
          <RefundStatusBadge id={refund.status} />
        </td>
        <td className={cell}>{awaitsDecision(order) ? <DecideButton order={order} canDecide={canDecide} onDecide={onDecide} /> : null}</td>
      </tr>
    )
  }
  return (
    <tr className="cursor-pointer hover:bg-brand-50/50" {...rowHandlers(order, onOpen)}>
      <td className={cell}>{openButton}</td>
      <td className={cell}>
        <Customer order={order} />
      </td>
      <td className={cell}>
        <Phone>{order.user.phone}</Phone>
      </td>
      <td className={cell}>
        <OrderStatusBadge id={order.status.id} fallback={order.status.name} />
      </td>
      <td className={cell}>
        <div className="font-medium">{paymentText(order, t)}</div>
        <div className="text-ink-soft tabular-nums">{formatMoney(orderTotal(order.financial, showDiscount), order.financial.currency.code)}</div>
      </td>
      <td className={cx(cell, 'whitespace-nowrap tabular-nums')}>
        <div>{formatInZone(created, zone, DATE_FORMAT, locale)}</div>
        <div className="text-ink-soft">{formatInZone(created, zone, TIME_FORMAT, locale)}</div>
      </td>
    </tr>
  )
})

function DecideButton({ order, canDecide, onDecide }: { order: Order; canDecide: boolean; onDecide: (order: Order) => void }) {
  const { t } = useI18n()
  return (
    <Button
      variant="secondary"
      disabled={!canDecide}
      aria-label={`${t('pastOrders.decide')} ${order.code}`}
      title={canDecide ? undefined : t('pastOrders.decide.managerOnly')}
      onClick={(e) => {
        e.stopPropagation()
        onDecide(order)
      }}
    >
      {t('pastOrders.decide')}
    </Button>
  )
}

const OrderCard = memo(function OrderCard({ order, refunds, zone, showDiscount, canDecide, onOpen, onDecide }: ItemProps) {
  const { t, locale } = useI18n()
  const created = order.timing.created
  const when = (iso: string) => `${formatInZone(iso, zone, MOBILE_DATE_FORMAT, locale)} · ${formatInZone(iso, zone, TIME_FORMAT, locale)}`
  const line = (label: string, value: ReactNode) => (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-ink-soft">{label}</dt>
      <dd className="min-w-0 text-end font-medium">{value}</dd>
    </div>
  )
  const refund = refunds ? order.refund : null
  const id = useId()
  // The whole card opens the order: the code's button stretches over it (a button cannot hold the details list)
  return (
    <li className="relative rounded-xl border border-line bg-white p-3 shadow-xs hover:border-brand-600/50">
      <div className="mb-2 flex items-center justify-between gap-2">
        <button
          type="button"
          onClick={() => onOpen(order)}
          aria-label={t('pastOrders.open', { code: order.code })}
          aria-describedby={`${id}-status ${id}-details`}
          className={cx(
            "min-h-11 rounded-md text-base font-bold text-ink tabular-nums after:absolute after:inset-0 after:rounded-xl after:content-['']",
            focusRing,
          )}
        >
          {order.code}
        </button>
        <span id={`${id}-status`}>
          {refund ? <RefundStatusBadge id={refund.status} /> : <OrderStatusBadge id={order.status.id} fallback={order.status.name} />}
        </span>
      </div>
      <dl id={`${id}-details`} className="flex flex-col gap-1 text-sm">
        {line(t('pastOrders.col.customer'), <Customer order={order} />)}
        {refund ? (
          <>
            {line(t('pastOrders.col.orderedDate'), formatInZone(created, zone, MOBILE_DATE_FORMAT, locale))}
            {line(t('pastOrders.col.refundDate'), formatInZone(refund.created, zone, MOBILE_DATE_FORMAT, locale))}
            {line(t('pastOrders.col.paymentStatus'), <RefundPaymentBadge id={refund.payment_status} />)}
          </>
        ) : (
          <>
            {line(t('pastOrders.col.phone'), <Phone>{order.user.phone}</Phone>)}
            {line(t('pastOrders.col.payment'), `${paymentText(order, t)} · ${formatMoney(orderTotal(order.financial, showDiscount), order.financial.currency.code)}`)}
            {line(t('pastOrders.col.orderedTime'), when(created))}
          </>
        )}
      </dl>
      {refund && awaitsDecision(order) ? (
        <div className="relative z-10 mt-2 border-t border-line pt-2">
          <DecideButton order={order} canDecide={canDecide} onDecide={onDecide} />
        </div>
      ) : null}
    </li>
  )
})
