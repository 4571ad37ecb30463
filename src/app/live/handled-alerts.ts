// A new-order alert (Web Push, shown while the dashboard was hidden) stays on the screen until tapped: once its order
// is no longer pending (confirmed or declined here or on another tablet, or gone from the board), it goes, so a phone
// at pickup does not show 'You Have a New Order' for an order someone already took.
import { subscribe } from 'valtio'
import { PENDING } from '../../domain/orders'
import { closeOrderAlerts } from '../../lib/pwa/push'
import { ordersState } from '../../stores/orders'

const pendingIds = (): Set<number> => new Set(Object.values(ordersState.byId).flatMap((o) => (o.status.id === PENDING ? [o.id] : [])))

/** While the shell is on screen (attention.ts); returns the stop */
export function startClosingHandledAlerts(): () => void {
  let pending = pendingIds()
  return subscribe(ordersState, () => {
    const now = pendingIds()
    const handled = [...pending].filter((id) => !now.has(id))
    pending = now
    if (handled.length > 0) void closeOrderAlerts(handled).catch(() => undefined)
  })
}
