// The period choice: all dates, the presets (today, yesterday, last week, last month) and a custom period from two
// native date inputs. Days after today cannot be chosen: past orders do not lie in the future.
import { useId, useState } from 'react'
import { Button } from '../../components/ui/Button'
import { cx, focusRing } from '../../components/ui/cx'
import { formatDay, isDay, presetOf, presetRange, PRESETS, rangeError, today, type Preset, type Range } from '../../domain/periods'
import { useI18n } from '../../lib/i18n/i18n'
import { PRESET_LABELS } from './period-label'

export interface PeriodChooserProps {
  value: Range | null
  zone: string
  nowMs: number
  onChoose: (range: Range | null) => void
}

type Choice = Preset | 'custom' | 'all'

export function PeriodChooser({ value, zone, nowMs, onChoose }: PeriodChooserProps) {
  const { t, locale } = useI18n()
  const id = useId()
  const current: Choice = value ? presetOf(value, zone, nowMs) : 'all'
  const [custom, setCustom] = useState(current === 'custom')
  const todayDay = today(zone, nowMs)
  const [from, setFrom] = useState(value?.from ?? '')
  const [to, setTo] = useState(value?.to ?? '')
  const [error, setError] = useState<ReturnType<typeof rangeError>>(undefined)

  const option = (choice: Choice, label: string, onClick: () => void) => {
    const selected = custom ? choice === 'custom' : choice === current
    return (
      <li key={choice}>
        <button
          type="button"
          aria-pressed={selected}
          onClick={onClick}
          className={cx(
            'flex min-h-11 w-full items-center rounded-lg px-3 text-start text-sm font-medium',
            selected ? 'bg-brand-50 text-brand-900 ring-1 ring-brand-600' : 'text-ink hover:bg-surface-muted',
            focusRing,
          )}
        >
          {label}
        </button>
      </li>
    )
  }

  const applyCustom = () => {
    const problem = rangeError(from, to, todayDay)
    setError(problem)
    if (!problem) onChoose({ from, to })
  }

  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-1" aria-label={t('pastOrders.period.label')}>
        {option('all', t('pastOrders.period.all'), () => {
          setCustom(false)
          onChoose(null)
        })}
        {PRESETS.map((p) =>
          option(p, t(PRESET_LABELS[p]), () => {
            setCustom(false)
            onChoose(presetRange(p, zone, nowMs))
          }),
        )}
        {option('custom', t('pastOrders.period.custom'), () => setCustom(true))}
      </ul>
      {custom ? (
        <div className="flex flex-col gap-3 rounded-lg border border-line p-3">
          <div className="grid grid-cols-2 gap-2">
            <DateField id={`${id}-from`} label={t('pastOrders.period.from')} value={from} max={to && to < todayDay ? to : todayDay} onChange={setFrom} invalid={!!error} />
            <DateField id={`${id}-to`} label={t('pastOrders.period.to')} value={to} min={from || undefined} max={todayDay} onChange={setTo} invalid={!!error} />
          </div>
          {isDay(from) && isDay(to) && !error ? (
            // the native inputs show dates in the browser's own format; this is the dashboard's DD/MM/YYYY
            <p className="text-sm text-ink-soft tabular-nums">
              {t('pastOrders.period.range', { from: formatDay(from, { locale }), to: formatDay(to, { locale }) })}
            </p>
          ) : null}
          {error ? (
            <p role="alert" className="text-sm text-danger-700">
              {t(`pastOrders.period.error.${error}`)}
            </p>
          ) : null}
          <Button onClick={applyCustom}>{t('pastOrders.period.apply')}</Button>
        </div>
      ) : null}
    </div>
  )
}

function DateField(props: { id: string; label: string; value: string; min?: string | undefined; max: string; invalid: boolean; onChange: (v: string) => void }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={props.id} className="text-sm font-medium text-ink">
        {props.label}
      </label>
      <input
        id={props.id}
        type="date"
        value={props.value}
        min={props.min}
        max={props.max}
        aria-invalid={props.invalid || undefined}
        onChange={(e) => props.onChange(e.target.value)}
        className={cx('block min-h-11 w-full min-w-0 rounded-lg border bg-white px-2 text-sm text-ink', props.invalid ? 'border-danger-600' : 'border-line', focusRing)}
      />
    </div>
  )
}
