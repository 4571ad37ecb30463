import { Badge } from '../../components/ui/Badge'
import type { ArrivalView } from '../../domain/order-view'
import { useI18n } from '../../lib/i18n/i18n'

/** Customer Status: Idle, Arriving ('{n} min away'), Arrived */
export function ArrivalBadge({ arrival, wraps }: { arrival: ArrivalView; wraps?: boolean }) {
  const { t } = useI18n()
  if (arrival.kind === 'arrived') {
    return (
      <Badge tone="success" wraps={wraps} className="bg-brand-700 text-white ring-brand-800">
        {t('enum.customer.arrived')}
      </Badge>
    )
  }
  if (arrival.kind === 'arriving') {
    return <Badge tone="info" wraps={wraps}>{arrival.minutes != null ? t('orders.minAway', { n: arrival.minutes }) : t('enum.customer.arriving')}</Badge>
  }
  return (
    <Badge tone="neutral" wraps={wraps}>
      {t('enum.customer.idle')}
    </Badge>
  )
}
