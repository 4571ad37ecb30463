// 'Waiting m:ss' since the device first saw the customer arrive, amber after the device's first threshold and red
// after its second. A leaf on the shared clock: the card around it does not re-render every second.
import { cx } from '../../components/ui/cx'
import { WarningIcon } from '../../components/ui/icons'
import { formatWait, waitTone } from '../../domain/wait-stats'
import type { WaitThresholds } from '../../domain/wait-thresholds'
import { useI18n } from '../../lib/i18n/i18n'
import { useNow } from '../../lib/clock'

const TONE = {
  calm: 'bg-brand-50 text-brand-900 ring-brand-100',
  amber: 'bg-amber-100 text-amber-950 ring-amber-500',
  red: 'bg-danger-700 text-white ring-danger-800',
} as const

export function WaitTimer({ since, thresholds }: { since: number; thresholds: WaitThresholds }) {
  const { t } = useI18n()
  const now = useNow()
  const waited = now - since
  const tone = waitTone(waited, thresholds)
  return (
    <span data-wait-tone={tone} className={cx('inline-flex items-center gap-1.5 rounded-lg px-3 py-1 text-xl font-bold whitespace-nowrap tabular-nums ring-2 ring-inset', TONE[tone])}>
      {/* past a threshold the wait says so in shape as well as colour, for staff who do not tell amber from red */}
      {tone === 'calm' ? null : <WarningIcon className={tone === 'red' ? 'size-6' : 'size-5'} />}
      {/* and in words, for screen readers (the icon is decorative) */}
      {tone === 'calm' ? null : <span className="sr-only">{t(tone === 'red' ? 'window.waitVeryLong' : 'window.waitLong')}: </span>}
      {t('window.waiting', { x: formatWait(waited) })}
    </span>
  )
}
