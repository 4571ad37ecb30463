// Coloured labels of order, refund and refund-payment statuses (colour is never the only cue: the text is there).
import { cx } from '../../components/ui/cx'
import { ORDER_STATUS_LABELS, REFUND_PAYMENT_STATUS_LABELS, REFUND_STATUS_LABELS } from '../../domain/labels'
import { useI18n } from '../../lib/i18n/i18n'

type Tone = 'good' | 'info' | 'bad' | 'wait' | 'plain'

const TONES: Record<Tone, string> = {
  good: 'bg-brand-50 text-brand-900 ring-brand-600/40',
  info: 'bg-sky-50 text-sky-900 ring-sky-600/40',
  bad: 'bg-danger-50 text-danger-800 ring-danger-600/40',
  wait: 'bg-warn-50 text-warn-800 ring-warn-600/40',
  plain: 'bg-surface-muted text-ink ring-line',
}

function Badge({ tone, children }: { tone: Tone; children: string }) {
  return <span className={cx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1', TONES[tone])}>{children}</span>
}

const ORDER_TONES: Record<number, Tone> = { 4: 'info', 5: 'good', 6: 'bad', 7: 'bad', 8: 'wait' }
const REFUND_TONES: Record<number, Tone> = { 2: 'wait', 3: 'good', 4: 'bad' }
const PAYMENT_TONES: Record<number, Tone> = { 1: 'good', 2: 'bad', 3: 'wait' }

export function OrderStatusBadge({ id, fallback }: { id: number; fallback: string }) {
  const { t } = useI18n()
  const key = ORDER_STATUS_LABELS[id as keyof typeof ORDER_STATUS_LABELS]
  return <Badge tone={ORDER_TONES[id] ?? 'plain'}>{key ? t(key) : fallback}</Badge>
}

export function RefundStatusBadge({ id }: { id: number }) {
  const { t } = useI18n()
  const key = REFUND_STATUS_LABELS[id as keyof typeof REFUND_STATUS_LABELS]
  return <Badge tone={REFUND_TONES[id] ?? 'plain'}>{key ? t(key) : String(id)}</Badge>
}

export function RefundPaymentBadge({ id }: { id: number }) {
  const { t } = useI18n()
  const key = REFUND_PAYMENT_STATUS_LABELS[id as keyof typeof REFUND_PAYMENT_STATUS_LABELS]
  return <Badge tone={PAYMENT_TONES[id] ?? 'plain'}>{key ? t(key) : String(id)}</Badge>
}
