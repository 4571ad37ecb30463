// The connection state on the kitchen and the window as on /orders: 'Dashboard is online' (or offline, with its
// reload), or the Basic View indicator in polling mode. /orders shows it in its own title row.
import { useSnapshot } from 'valtio'
import { BasicViewIndicator } from '../../features/orders/BasicViewIndicator'
import { ConnectionStatus } from '../../features/orders/ConnectionStatus'
import { storeState } from '../../stores/store'

export function WorkScreenStatus() {
  const { store } = useSnapshot(storeState)
  if (!store) return null
  return <div className="mx-auto mb-2 flex max-w-7xl justify-end">{store.polling ? <BasicViewIndicator /> : <ConnectionStatus />}</div>
}
