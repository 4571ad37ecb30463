// The date filter on tablets and desktops: a button showing the period, opening the period choice beside it.
import { CalendarIcon } from '../../components/ui/page-icons'
import { PopoverButton } from '../../components/ui/PopoverButton'
import type { Range } from '../../domain/periods'
import { useI18n } from '../../lib/i18n/i18n'
import { PeriodChooser } from './PeriodChooser'
import { periodLabel } from './period-label'

export function PeriodPicker({ value, zone, nowMs, onChange }: { value: Range | null; zone: string; nowMs: number; onChange: (range: Range | null) => void }) {
  const { t, locale } = useI18n()
  const label = periodLabel(value ?? {}, { zone, nowMs, t, locale, mobile: false })
  return (
    <PopoverButton
      ariaLabel={`${t('pastOrders.period.label')}: ${label}`}
      icon={<CalendarIcon className="size-5 text-ink-soft" />}
      panel={(close) => (
        <PeriodChooser
          value={value}
          zone={zone}
          nowMs={nowMs}
          onChoose={(range) => {
            onChange(range)
            close()
          }}
        />
      )}
    >
      {label}
    </PopoverButton>
  )
}
