// Menu and stock (/menu). Filled by the menu issue (a later issue than the app shell, issue 3).
import { useSnapshot } from 'valtio'
import { PageHeader } from '../../components/ui/PageHeader'
import { useI18n } from '../../lib/i18n/i18n'
import { storeState } from '../../stores/store'

export default function MenuPage() {
  const { t } = useI18n()
  const { store } = useSnapshot(storeState)
  // The page is titled Products for supermarket brands
  return <PageHeader title={store?.brand.supermarket ? t('page.products') : t('page.menu')} />
}
