// 'Decide' on a refund request: the manager accepts or rejects it; a rejection needs a reason. Bad input shows a
// message and sends nothing; a failed call keeps the dialog open with what was typed.
import { useId, useState } from 'react'
import { useSnapshot } from '../../lib/use-snapshot'
import { Button } from '../../components/ui/Button'
import { cx, focusRing } from '../../components/ui/cx'
import { Dialog } from '../../components/ui/Dialog'
import { Spinner } from '../../components/ui/Spinner'
import { formatMoney } from '../../domain/money'
import { customerName, type Order } from '../../domain/orders'
import { decisionError, REASON_MAX, type Decision } from '../../domain/past-orders'
import { DATE_FORMAT, formatInZone, TIME_FORMAT } from '../../domain/periods'
import { useI18n } from '../../lib/i18n/i18n'
import { decideRefund, pastOrders } from '../../stores/past-orders'

interface DecideRefundDialogProps {
  order: Order | null
  zone: string
  onClose: () => void
  /** the decision is made: the dialog is done (its Decide button is gone with the decision) */
  onDecided: () => void
}

export function DecideRefundDialog({ order, ...props }: DecideRefundDialogProps) {
  return order?.refund ? <DecideForm key={order.id} order={order} {...props} /> : null
}

function DecideForm({ order, zone, onClose, onDecided }: Omit<DecideRefundDialogProps, 'order'> & { order: Order }) {
  const { t, locale } = useI18n()
  const id = useId()
  const { decidingId } = useSnapshot(pastOrders)
  const sending = decidingId === order.id
  const [decision, setDecision] = useState<Decision | null>(null)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<ReturnType<typeof decisionError>>(undefined)
  const refund = order.refund!

  const submit = async () => {
    // the form's own submit (Enter on a choice) comes while the button is disabled: one decision is sent
    if (pastOrders.decidingId === order.id) return
    const problem = decisionError(decision, reason)
    setError(problem)
    if (problem || !decision) return
    try {
      await decideRefund(order.id, decision, reason)
      onDecided()
    } catch {
      // the error toast is shown; the dialog keeps the choice and the reason
    }
  }

  const close = () => {
    if (!sending) onClose()
  }

  const choice = (value: Decision, label: string) => (
    <label
      className={cx(
        'flex min-h-12 flex-1 cursor-pointer items-center gap-3 rounded-lg border px-3 text-sm font-semibold',
        decision === value ? (value === 'accept' ? 'border-brand-600 bg-brand-50' : 'border-danger-600 bg-danger-50') : 'border-line bg-white',
      )}
    >
      <input
        type="radio"
        name={`${id}-decision`}
        value={value}
        checked={decision === value}
        onChange={() => {
          setDecision(value)
          setError(undefined)
        }}
        className={cx('size-5 accent-brand-700', focusRing)}
      />
      {label}
    </label>
  )

  const reasonError = error === 'reasonRequired' || error === 'reasonTooLong'
  return (
    <Dialog
      open
      onClose={close}
      title={t('pastOrders.decide.title', { code: order.code })}
      footer={
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={close} disabled={sending}>
            {t('pastOrders.decide.cancel')}
          </Button>
          <Button variant={decision === 'reject' ? 'danger' : 'primary'} onClick={() => void submit()} disabled={sending} aria-busy={sending}>
            {sending ? <Spinner /> : null}
            {sending ? t('pastOrders.decide.sending') : t('pastOrders.decide.submit')}
          </Button>
        </div>
      }
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
        className="flex flex-col gap-4"
      >
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-ink-soft">{t('pastOrders.decide.customer')}</dt>
          <dd className="min-w-0 font-medium wrap-anywhere">
            <bdi>{customerName(order)}</bdi>
          </dd>
          <dt className="text-ink-soft">{t('pastOrders.decide.requested')}</dt>
          <dd className="font-medium tabular-nums">
            {formatInZone(refund.created, zone, DATE_FORMAT, locale)} {formatInZone(refund.created, zone, TIME_FORMAT, locale)}
          </dd>
          <dt className="text-ink-soft">{t('pastOrders.decide.amount')}</dt>
          <dd className="font-semibold tabular-nums">{formatMoney(refund.amount, refund.currency)}</dd>
          {refund.description ? (
            <>
              <dt className="text-ink-soft">{t('pastOrders.decide.description')}</dt>
              <dd dir="auto" className="min-w-0 wrap-anywhere whitespace-pre-wrap">
                {refund.description}
              </dd>
            </>
          ) : null}
          {refund.products.length ? (
            <>
              <dt className="text-ink-soft">{t('pastOrders.decide.products')}</dt>
              <dd>
                <ul>
                  {refund.products.map((p) => (
                    <li key={p.order_product_id}>
                      {p.name} <span className="text-ink-soft">{t('pastOrders.decide.qty', { n: p.qty })}</span>
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          ) : null}
        </dl>

        <fieldset className="flex flex-col gap-2" aria-describedby={error === 'decisionRequired' ? `${id}-decision-error` : undefined}>
          <legend className="mb-1 text-sm font-medium text-ink">{t('pastOrders.decide.decision')}</legend>
          <div className="flex gap-2">
            {choice('accept', t('pastOrders.decide.accept'))}
            {choice('reject', t('pastOrders.decide.reject'))}
          </div>
          {error === 'decisionRequired' ? (
            <p id={`${id}-decision-error`} className="text-sm text-danger-700">
              {t('pastOrders.decide.error.decisionRequired')}
            </p>
          ) : null}
        </fieldset>

        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-reason`} className="text-sm font-medium text-ink">
            {t('pastOrders.decide.reason')}
          </label>
          <p id={`${id}-hint`} className="text-xs text-ink-soft">
            {t('pastOrders.decide.reasonHint')}
          </p>
          <textarea
            id={`${id}-reason`}
            value={reason}
            rows={3}
            maxLength={REASON_MAX}
            aria-invalid={reasonError || undefined}
            aria-describedby={cx(`${id}-hint`, reasonError && `${id}-reason-error`)}
            onChange={(e) => {
              setReason(e.target.value)
              if (reasonError) setError(undefined)
            }}
            className={cx('block w-full rounded-lg border bg-white px-3 py-2 text-base text-ink', reasonError ? 'border-danger-600' : 'border-line', focusRing)}
          />
          {reasonError ? (
            <p id={`${id}-reason-error`} className="text-sm text-danger-700">
              {t(`pastOrders.decide.error.${error}`)}
            </p>
          ) : null}
        </div>
      </form>
    </Dialog>
  )
}
