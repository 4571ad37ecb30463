// The words for a period: a preset's name while its days are today's preset, else the days themselves.
import { formatDay, presetOf, type Range } from '../../domain/periods'
import type { MessageKey } from '../../lib/i18n/en'
import type { Translate } from '../../lib/i18n/i18n'

export const PRESET_LABELS = {
  today: 'pastOrders.period.today',
  yesterday: 'pastOrders.period.yesterday',
  lastWeek: 'pastOrders.period.lastWeek',
  lastMonth: 'pastOrders.period.lastMonth',
} as const satisfies Record<string, MessageKey>

export function periodLabel(
  range: Partial<Range>,
  context: { zone: string; nowMs: number; t: Translate; locale: 'en' | 'ar'; mobile: boolean },
): string {
  const { zone, nowMs, t, locale, mobile } = context
  if (!range.from && !range.to) return t('pastOrders.period.all')
  if (range.from && range.to) {
    const preset = presetOf({ from: range.from, to: range.to }, zone, nowMs)
    if (preset !== 'custom') return t(PRESET_LABELS[preset])
  }
  const show = (day: string | undefined) => (day ? formatDay(day, { mobile, locale }) : '…')
  return t('pastOrders.period.range', { from: show(range.from), to: show(range.to) })
}
