// Current orders (/orders). Filled by the current-orders issue (a later issue than the app shell, issue 3).
import { PageHeader } from '../../components/ui/PageHeader'
import { useI18n } from '../../lib/i18n/i18n'

export default function OrdersPage() {
  const { t } = useI18n()
  return <PageHeader title={t('page.orders')} />
}
