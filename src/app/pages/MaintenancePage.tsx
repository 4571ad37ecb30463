// /maintenance: the English text of the maintenance file. It keeps looking, and goes home (the board) once the file
// is gone (404), at start or later.
import { useEffect } from 'react'
import { useSnapshot } from '../../lib/use-snapshot'
import { WarningIcon } from '../../components/ui/icons'
import { useI18n } from '../../lib/i18n/i18n'
import { maintenance, watchMaintenanceFile } from '../../stores/maintenance'

export default function MaintenancePage() {
  const { t, locale } = useI18n()
  const { file } = useSnapshot(maintenance)
  useEffect(() => watchMaintenanceFile(), [])
  return (
    <main className="grid min-h-dvh place-items-center bg-surface p-6">
      <div className="w-full max-w-lg rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-line">
        <div className="mx-auto mb-4 grid size-14 place-items-center rounded-full bg-warn-50 text-warn-600">
          <WarningIcon className="size-7" />
        </div>
        <h1 className="text-2xl font-bold text-ink">{t('page.maintenance')}</h1>
        {file?.message_english ? (
          <p className="mt-3 text-lg text-ink" lang="en" dir="ltr">
            {file.message_english}
          </p>
        ) : (
          <p className="mt-3 text-lg text-ink">{t('maintenance.fallback')}</p>
        )}
        {locale === 'ar' && file?.message_arabic ? (
          <p className="mt-2 text-lg text-ink-soft" lang="ar" dir="rtl">
            {file.message_arabic}
          </p>
        ) : null}
      </div>
    </main>
  )
}
