// The connection state on the kitchen and the window as on /orders: 'Dashboard is online' (or offline, with its
// reload), or the Basic View indicator in polling mode, in the slot the page offers beside its title. /orders shows
// it in its own title row.
import { createPortal } from 'react-dom'
import { useSnapshot } from '../../lib/use-snapshot'
import { BasicViewIndicator } from '../../features/orders/BasicViewIndicator'
import { ConnectionStatus } from '../../features/orders/ConnectionStatus'
import { usePageSlot } from '../../lib/page-slot'
import { storeState } from '../../stores/store'

export function WorkScreenStatus() {
  const { store } = useSnapshot(storeState)
  const slot = usePageSlot()
  if (!store || !slot) return null
  return createPortal(store.polling ? <BasicViewIndicator /> : <ConnectionStatus />, slot)
}
