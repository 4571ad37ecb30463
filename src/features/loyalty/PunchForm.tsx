// Add punches (SPEC 5): receipt and amount required, the amount sent as a number with no more decimals than the
// currency has, a quantity of 1 to 20 only for the quantity punch type. Success shows the new punch count and clears
// the form; a failure keeps it and says why.
import { useId, useState, type FormEvent } from 'react'
import { Button } from '../../components/ui/Button'
import { Select } from '../../components/ui/Select'
import { TextField } from '../../components/ui/TextField'
import {
  amountText,
  PUNCH_FORM_DEFAULTS,
  punchQuantities,
  RECEIPT_MAX_LENGTH,
  validatePunchForm,
  type LoyaltyCard,
  type PunchFormErrors,
  type PunchFormValues,
} from '../../domain/loyalty'
import { decimalsFor } from '../../domain/money'
import { useI18n } from '../../lib/i18n/i18n'
import { useFocusFirstInvalid } from '../../lib/use-focus-first-invalid'
import type { LoyaltyState } from '../../stores/loyalty'

export interface PunchFormProps {
  settings: LoyaltyCard['settings']
  punch: Readonly<Pick<LoyaltyState['punch'], 'status' | 'added' | 'error'>> & { fieldErrors: Readonly<{ receipt?: readonly string[]; amount?: readonly string[] }> }
  countPunches: number
  onSubmit: (values: PunchFormValues) => Promise<boolean>
  onFieldEdit: (field: 'receipt' | 'amount') => void
}

export function PunchForm({ settings, punch, countPunches, onSubmit, onFieldEdit }: PunchFormProps) {
  const { t } = useI18n()
  const titleId = useId()
  const [values, setValues] = useState<PunchFormValues>(PUNCH_FORM_DEFAULTS)
  const [errors, setErrors] = useState<PunchFormErrors>({})
  const { form, refuse } = useFocusFirstInvalid<HTMLFormElement>()
  const quantities = punchQuantities(settings.punch_type)
  const saving = punch.status === 'saving'
  const decimals = decimalsFor(settings.currency)
  const amountParams = { currency: settings.currency, n: decimals, example: (4.5).toFixed(decimals) }

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    // unavailable while saving (aria-disabled keeps the focus on the button): Enter or a click meanwhile does nothing
    if (saving) return
    const found = validatePunchForm(values, settings.currency)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      refuse()
      return
    }
    if (await onSubmit(values)) setValues(PUNCH_FORM_DEFAULTS)
    // a field the server refused (a receipt used twice) takes the focus, as the form's own refusals do
    else refuse()
  }
  const edit = (field: 'receipt' | 'amount', value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }))
    if (punch.fieldErrors[field]) onFieldEdit(field)
  }
  const fieldError = (field: 'receipt' | 'amount') => {
    const key = errors[field]
    if (key) return t(key, amountParams)
    const server = punch.fieldErrors[field]
    return server?.length ? server.join(' ') : undefined
  }

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 rounded-xl border border-line bg-white p-4">
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        {t('loyalty.form.title')}
      </h2>
      <form ref={form} noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <TextField
          label={t('loyalty.form.receipt')}
          name="receipt"
          autoComplete="off"
          maxLength={RECEIPT_MAX_LENGTH}
          value={values.receipt}
          error={fieldError('receipt')}
          onChange={(e) => edit('receipt', e.target.value)}
        />
        <TextField
          label={t('loyalty.form.amount', { currency: settings.currency })}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          value={values.amount}
          error={fieldError('amount')}
          onChange={(e) => edit('amount', amountText(e.target.value))}
        />
        {quantities.length > 0 ? (
          <Select
            label={t('loyalty.form.quantity')}
            name="count_punches"
            value={String(values.countPunches)}
            options={quantities.map((n) => ({ value: String(n), label: String(n) }))}
            onChange={(v) => setValues((prev) => ({ ...prev, countPunches: Number(v) }))}
          />
        ) : (
          <p className="text-sm text-ink-soft">{t('loyalty.form.amountHint')}</p>
        )}
        <Button type="submit" size="lg" aria-disabled={saving || undefined} aria-busy={saving || undefined}>
          {saving ? t('loyalty.form.submitting') : t('loyalty.form.submit')}
        </Button>
        <div aria-live="polite">
          {punch.status === 'done' ? (
            <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-900">
              {punch.added !== null ? t('loyalty.added', { n: punch.added, count: countPunches }) : t('loyalty.addedReadBack', { count: countPunches })}
            </p>
          ) : null}
          {punch.status === 'failed' && punch.error ? (
            <p role="alert" className="rounded-lg bg-danger-50 px-3 py-2 text-sm text-danger-800">
              {t('loyalty.failed', { reason: punch.error })}
            </p>
          ) : null}
          {punch.status === 'unconfirmed' ? (
            <p role="alert" className="rounded-lg bg-warn-50 px-3 py-2 text-sm font-semibold text-warn-800">
              {t('loyalty.unconfirmed')}
            </p>
          ) : null}
        </div>
      </form>
    </section>
  )
}
