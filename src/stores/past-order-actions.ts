// The order drawer's action on a past order: a dispatched order (status 4) can be marked Delivered (SPEC 4).
// The answer replaces the past order in the drawer and in the past-orders list (drawer.replacePastOrder).
import { proxy } from 'valtio'
import { closesDrawer, processedMessageKey, STATUS_CHANGE, type Order } from '../domain/orders'
import { apiClient, unwrap } from '../lib/api/client'
import { closeOrderDrawer, drawer, replacePastOrder } from './drawer'
import { registerReset } from './reset'
import { currentCountry } from './session'
import { pushToast } from './toasts'

export const pastOrderActions = proxy<{ acting: Record<number, 'delivered' | undefined> }>({ acting: {} })

/**
 * PATCH /order/status with status 5 'delivered'. On success the past order is replaced, the processed message shows
 * and the drawer closes; on failure nothing changes (the catalogue toast is already shown) and the error is rethrown.
 */
export async function markPastOrderDelivered(order: Order): Promise<Order> {
  if (pastOrderActions.acting[order.id]) throw new Error('an action is already running for this order')
  const change = STATUS_CHANGE.delivered
  pastOrderActions.acting[order.id] = 'delivered'
  try {
    const result = await unwrap(
      apiClient(currentCountry()).PATCH('/api/v1/order/status', {
        body: { order_id: order.id, customer_status: order.user.status.id, status_id: change.status_id, status_name: change.status_name },
      }),
    )
    replacePastOrder(result.order)
    pushToast({ kind: 'success', title: { key: processedMessageKey(change.status_name) } })
    if (closesDrawer('delivered') && drawer.source === 'past' && drawer.orderId === order.id) closeOrderDrawer()
    return result.order
  } finally {
    delete pastOrderActions.acting[order.id]
  }
}

registerReset(() => {
  pastOrderActions.acting = {}
})
