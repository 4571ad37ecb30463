import { useSnapshot } from '../../lib/use-snapshot'
import { WarningIcon } from '../../components/ui/icons'
import { useI18n } from '../../lib/i18n/i18n'
import { maintenance } from '../../stores/maintenance'

/** The maintenance warning strip, driven by the live settings (English message; Arabic in the Arabic UI) */
export function MaintenanceStrip() {
  const { t, locale } = useI18n()
  const { warning } = useSnapshot(maintenance)
  if (!warning.enabled) return null
  const arabic = locale === 'ar' && warning.message_arabic
  const message = arabic ? warning.message_arabic : warning.message_english
  return (
    <div role="status" aria-label={t('maintenance.warning')} className="flex items-center gap-3 bg-warn-100 px-4 py-2.5 text-sm font-medium text-warn-800">
      <WarningIcon className="size-5 shrink-0" />
      <p lang={arabic ? 'ar' : 'en'}>{message}</p>
    </div>
  )
}
