// The date filter on tablets and desktops: a button showing the period, opening the period choice beside it.
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react'
import { cx, focusRing } from '../../components/ui/cx'
import { CalendarIcon } from '../../components/ui/page-icons'
import type { Range } from '../../domain/periods'
import { useI18n } from '../../lib/i18n/i18n'
import { PeriodChooser } from './PeriodChooser'
import { periodLabel } from './period-label'

export function PeriodPicker({ value, zone, nowMs, onChange }: { value: Range | null; zone: string; nowMs: number; onChange: (range: Range | null) => void }) {
  const { t, locale } = useI18n()
  const label = periodLabel(value ?? {}, { zone, nowMs, t, locale, mobile: false })
  return (
    <Popover className="relative">
      <PopoverButton
        aria-label={`${t('pastOrders.period.label')}: ${label}`}
        className={cx(
          'flex min-h-11 items-center gap-2 rounded-lg border border-line bg-white px-3 text-sm font-semibold whitespace-nowrap text-ink',
          'hover:bg-surface-muted data-open:bg-surface-muted',
          focusRing,
        )}
      >
        <CalendarIcon className="size-5 text-ink-soft" />
        {label}
      </PopoverButton>
      {/* Placed under the button in the page, not anchored into a portal: a portalled panel falls outside the page's
          landmarks and brings Headless UI's aria-hidden focus guards (buttons that take the focus) with it. */}
      <PopoverPanel className="absolute start-0 top-full z-40 mt-2 w-80 max-w-[calc(100vw-1.5rem)] rounded-xl border border-line bg-white p-3 shadow-xl">
        {({ close }) => (
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
      </PopoverPanel>
    </Popover>
  )
}
