// Shared by the board, the kitchen and the window: the customer's status as the board words it.
import { Badge } from './Badge'
import type { ArrivalView } from '../../domain/order-view'
import { useI18n } from '../../lib/i18n/i18n'
import { cx } from './cx'

/** Customer Status: Idle, Arriving ('{n} min away'), Arrived */
export function ArrivalBadge({ arrival, wraps, className }: { arrival: ArrivalView; wraps?: boolean; className?: string }) {
  const { t } = useI18n()
  if (arrival.kind === 'arrived') {
    return (
      <Badge tone="success" wraps={wraps} className={cx('bg-brand-700 text-white ring-brand-800', className)}>
        {t('enum.customer.arrived')}
      </Badge>
    )
  }
  if (arrival.kind === 'arriving') {
    return <Badge tone="info" wraps={wraps} className={className}>{arrival.minutes != null ? t('orders.minAway', { n: arrival.minutes }) : t('enum.customer.arriving')}</Badge>
  }
  return (
    <Badge tone="neutral" wraps={wraps} className={className}>
      {t('enum.customer.idle')}
    </Badge>
  )
}
