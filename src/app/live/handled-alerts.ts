// A new-order alert (Web Push, shown while the dashboard was hidden) stays on the screen until tapped: once its order
// is no longer pending (confirmed or declined here or on another tablet, or gone from the board), it goes, so a phone
// at pickup does not show 'You Have a New Order' for an order someone already took. That includes an order this page
// never saw pending: it came and was taken while the page was frozen with the screen off, or before this board started.
import { subscribe } from 'valtio'
import { PENDING } from '../../domain/orders'
import { closeOrderAlerts } from '../../lib/pwa/push'
import { ordersState } from '../../stores/orders'

/** While the shell is on screen (attention.ts); returns the stop */
export function startClosingHandledAlerts(): () => void {
  let pending = new Set<number>()
  // held as not pending: their alerts were closed when they were first seen so
  let settled = new Set<number>()
  const look = () => {
    const nowPending = new Set<number>()
    const nowSettled = new Set<number>()
    for (const o of Object.values(ordersState.byId)) (o.status.id === PENDING ? nowPending : nowSettled).add(o.id)
    const close = new Set<number>()
    for (const id of pending) if (!nowPending.has(id)) close.add(id)
    for (const id of nowSettled) if (!settled.has(id)) close.add(id)
    pending = nowPending
    settled = nowSettled
    if (close.size > 0) void closeOrderAlerts([...close]).catch(() => undefined)
  }
  look()
  return subscribe(ordersState, look)
}
