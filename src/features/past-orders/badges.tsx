// Coloured labels of order, refund and refund-payment statuses (colour is never the only cue: the text is there).
import { Badge, type BadgeTone } from '../../components/ui/Badge'
import { ORDER_STATUS_LABELS, REFUND_PAYMENT_STATUS_LABELS, REFUND_STATUS_LABELS } from '../../domain/labels'
import { useI18n } from '../../lib/i18n/i18n'

const ORDER_TONES: Record<number, BadgeTone> = { 4: 'info', 5: 'success', 6: 'danger', 7: 'danger', 8: 'warn' }
const REFUND_TONES: Record<number, BadgeTone> = { 2: 'warn', 3: 'success', 4: 'danger' }
const PAYMENT_TONES: Record<number, BadgeTone> = { 1: 'success', 2: 'danger', 3: 'warn' }

export function OrderStatusBadge({ id, fallback }: { id: number; fallback: string }) {
  const { t } = useI18n()
  const key = ORDER_STATUS_LABELS[id as keyof typeof ORDER_STATUS_LABELS]
  return <Badge tone={ORDER_TONES[id] ?? 'neutral'}>{key ? t(key) : fallback}</Badge>
}

export function RefundStatusBadge({ id }: { id: number }) {
  const { t } = useI18n()
  const key = REFUND_STATUS_LABELS[id as keyof typeof REFUND_STATUS_LABELS]
  return <Badge tone={REFUND_TONES[id] ?? 'neutral'}>{key ? t(key) : String(id)}</Badge>
}

export function RefundPaymentBadge({ id }: { id: number }) {
  const { t } = useI18n()
  const key = REFUND_PAYMENT_STATUS_LABELS[id as keyof typeof REFUND_PAYMENT_STATUS_LABELS]
  return <Badge tone={PAYMENT_TONES[id] ?? 'neutral'}>{key ? t(key) : String(id)}</Badge>
}
