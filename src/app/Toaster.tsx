import { useSnapshot } from 'valtio'
import { ToastRegion } from '../components/ui/ToastRegion'
import { useI18n } from '../lib/i18n/i18n'
import { dismissToast, toasts } from '../stores/toasts'

export function Toaster() {
  const { items } = useSnapshot(toasts)
  const { t } = useI18n()
  const views = items.map((toast) => ({
    id: toast.id,
    kind: toast.kind,
    title: 'text' in toast.title ? toast.title.text : t(toast.title.key, toast.title.params),
    description: [...toast.description],
  }))
  return <ToastRegion toasts={views} onDismiss={dismissToast} label={t('toast.region')} dismissLabel={t('toast.dismiss')} />
}
