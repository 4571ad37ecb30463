import { Badge } from '../../components/ui/Badge'
import { cx } from '../../components/ui/cx'
import type { ArrivalView } from '../../domain/order-view'
import { useI18n } from '../../lib/i18n/i18n'

/** Customer Status: Idle, Arriving ('{n} min away'), Arrived */
export function ArrivalBadge({ arrival, className }: { arrival: ArrivalView; className?: string }) {
  const { t } = useI18n()
  if (arrival.kind === 'arrived') {
    return (
      <Badge tone="success" className={cx('bg-brand-700 text-white ring-brand-800', className)}>
        {t('enum.customer.arrived')}
      </Badge>
    )
  }
  if (arrival.kind === 'arriving') {
    return <Badge tone="info" className={className}>{arrival.minutes != null ? t('orders.minAway', { n: arrival.minutes }) : t('enum.customer.arriving')}</Badge>
  }
  return (
    <Badge tone="neutral" className={className}>
      {t('enum.customer.idle')}
    </Badge>
  )
}
