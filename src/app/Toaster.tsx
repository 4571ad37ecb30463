import { createPortal } from 'react-dom'
import { useSnapshot } from '../lib/use-snapshot'
import { ToastRegion } from '../components/ui/ToastRegion'
import { useI18n } from '../lib/i18n/i18n'
import { drawer } from '../stores/drawer'
import { dismissToast, holdToast, toasts } from '../stores/toasts'
import { ui } from '../stores/ui'

/**
 * The toasts, rendered straight into <body>: an open dialog (Manage Availability, the order drawer, the overlays)
 * makes the app's root inert and aria-hidden, and a toast inside it would be neither announced nor dismissible.
 */
export function Toaster() {
  const { items } = useSnapshot(toasts)
  // new-order notices stacked at the end side covered the side panels' Close buttons on tablets
  const drawerOpen = useSnapshot(drawer).orderId !== null
  const panelOpen = useSnapshot(ui).availabilityPanelOpen || drawerOpen
  const { t } = useI18n()
  const views = items.map((toast) => ({
    id: toast.id,
    kind: toast.kind,
    title: 'text' in toast.title ? toast.title.text : t(toast.title.key, toast.title.params),
    description: [...toast.description],
  }))
  return createPortal(<ToastRegion toasts={views} onDismiss={dismissToast} onHold={holdToast} label={t('toast.region')} dismissLabel={t('toast.dismiss')} panelOpen={panelOpen} />, document.body)
}
