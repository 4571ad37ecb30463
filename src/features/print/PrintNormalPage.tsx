// /print-normal?id=&locale=&dscnt= : the order receipt, normal layout. Renders without the app layout; opened in a new tab.
// Filled by the print issue (a later issue than the app shell, issue 3).
import { useI18n } from '../../lib/i18n/i18n'

export default function PrintNormalPage() {
  const { t } = useI18n()
  return (
    <main className="min-h-dvh bg-white p-6">
      <h1 className="text-xl font-bold text-ink">{t('page.printNormal')}</h1>
    </main>
  )
}
