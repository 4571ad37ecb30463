// The phone filter panel in two steps: 'Filters' (status and sort, and the period as a row that leads on) and
// 'Select Period' (the presets and a custom period). Choices are a draft until Apply.
import { useEffect, useRef, useState } from 'react'
import { Button } from '../../components/ui/Button'
import { cx, focusRing } from '../../components/ui/cx'
import { Dialog } from '../../components/ui/Dialog'
import { CloseIcon } from '../../components/ui/icons'
import { BackIcon, ChevronEndIcon } from '../../components/ui/page-icons'
import { Select } from '../../components/ui/Select'
import { DEFAULT_DIR, type PastOrderFilters, type PastStatusId, type SortDir } from '../../domain/past-orders'
import type { Range } from '../../domain/periods'
import { useI18n } from '../../lib/i18n/i18n'
import { parseDir, parseStatus, sortOptions, statusOptions, statusValue } from './filter-options'
import { PeriodChooser } from './PeriodChooser'
import { periodLabel } from './period-label'

type Draft = { statusId: PastStatusId | null; dir: SortDir; range: Range | null }

export interface MobileFiltersProps {
  open: boolean
  filters: PastOrderFilters
  zone: string
  nowMs: number
  onApply: (change: Partial<PastOrderFilters>) => void
  onClose: () => void
}

export function MobileFilters(props: MobileFiltersProps) {
  // a fresh draft each time the panel opens
  return props.open ? <Panel {...props} /> : null
}

function Panel({ filters, zone, nowMs, onApply, onClose }: MobileFiltersProps) {
  const { t, locale } = useI18n()
  const [step, setStep] = useState<'filters' | 'period'>('filters')
  // the step swaps the dialog's contents under the focus: the new step's first control takes it (Back), and back on
  // Filters the row that led to the period
  const stepStart = useRef<HTMLDivElement>(null)
  const periodRow = useRef<HTMLButtonElement>(null)
  const moved = useRef(false)
  useEffect(() => {
    if (!moved.current) return
    if (step === 'period') stepStart.current?.querySelector('button')?.focus()
    else periodRow.current?.focus()
  }, [step])
  const go = (to: 'filters' | 'period') => {
    moved.current = true
    setStep(to)
  }
  const [draft, setDraft] = useState<Draft>({
    statusId: filters.statusId,
    dir: filters.dir,
    range: filters.from && filters.to ? { from: filters.from, to: filters.to } : null,
  })

  const apply = () => {
    onApply({ statusId: draft.statusId, dir: draft.dir, from: draft.range?.from ?? null, to: draft.range?.to ?? null })
    onClose()
  }
  const closeButton = (
    <Button variant="ghost" size="icon" aria-label={t('pastOrders.filters.close')} onClick={onClose}>
      <CloseIcon />
    </Button>
  )

  const footer = (
    <div className="flex gap-2">
      <Button variant="secondary" block onClick={() => setDraft({ statusId: null, dir: DEFAULT_DIR, range: null })}>
        {t('pastOrders.filters.reset')}
      </Button>
      <Button block onClick={apply}>
        {t('pastOrders.filters.apply')}
      </Button>
    </div>
  )
  const backButton = (
    <Button variant="ghost" size="icon" aria-label={t('pastOrders.filters.back')} onClick={() => go('filters')}>
      <BackIcon />
    </Button>
  )

  // Step 2, Select Period: choosing a period returns to step 1
  if (step === 'period') {
    return (
      <Dialog open onClose={onClose} placement="side" title={t('pastOrders.selectPeriod')} start={<div ref={stepStart} className="flex">{backButton}</div>} end={closeButton}>
        <PeriodChooser
          value={draft.range}
          zone={zone}
          nowMs={nowMs}
          onChoose={(range) => {
            setDraft((d) => ({ ...d, range }))
            go('filters')
          }}
        />
      </Dialog>
    )
  }

  // Step 1, Filters: status, sort, and the period as a row leading to step 2
  return (
    <Dialog open onClose={onClose} placement="side" title={t('pastOrders.filters')} end={closeButton} footer={footer}>
      <div className="flex flex-col gap-4">
        {filters.refunds ? null : (
          <Select
            label={t('pastOrders.status.label')}
            value={statusValue(draft.statusId)}
            options={statusOptions(t)}
            onChange={(v) => setDraft((d) => ({ ...d, statusId: parseStatus(v) }))}
          />
        )}
        <Select
          label={t('pastOrders.sort.label')}
          value={draft.dir}
          options={sortOptions(t)}
          onChange={(v) => setDraft((d) => ({ ...d, dir: parseDir(v) }))}
        />
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium text-ink">{t('pastOrders.period.label')}</span>
          <button
            ref={periodRow}
            type="button"
            onClick={() => go('period')}
            className={cx('flex min-h-12 items-center justify-between gap-2 rounded-lg border border-line bg-white ps-3.5 pe-2 text-start', focusRing)}
          >
            <span className="flex flex-col">
              <span className="text-xs text-ink-soft">{t('pastOrders.selectPeriod')}</span>
              <span className="text-base text-ink">{periodLabel(draft.range ?? {}, { zone, nowMs, t, locale, mobile: true })}</span>
            </span>
            <ChevronEndIcon className="size-5 text-ink-soft" />
          </button>
        </div>
      </div>
    </Dialog>
  )
}
