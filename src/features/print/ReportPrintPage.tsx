// /report-print?date=&dscnt= : the printable daily report. Renders without the app layout; opened in a new tab.
// Filled by the print issue (a later issue than the app shell, issue 3).
import { useI18n } from '../../lib/i18n/i18n'

export default function ReportPrintPage() {
  const { t } = useI18n()
  return (
    <main className="min-h-dvh bg-white p-6">
      <h1 className="text-xl font-bold text-ink">{t('page.reportPrint')}</h1>
    </main>
  )
}
