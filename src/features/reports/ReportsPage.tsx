// Reports (/reports). Filled by the reports issue (a later issue than the app shell, issue 3).
import { PageHeader } from '../../components/ui/PageHeader'
import { useI18n } from '../../lib/i18n/i18n'

export default function ReportsPage() {
  const { t } = useI18n()
  return <PageHeader title={t('page.reports')} />
}
