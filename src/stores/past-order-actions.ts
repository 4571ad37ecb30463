// The order drawer's action on a past order: a dispatched order (status 4) can be marked Delivered (SPEC 4).
// The answer replaces the past order in the drawer and in the past-orders list (drawer.replacePastOrder).
import { proxy } from 'valtio'
import { closesDrawer, processedMessageKey, STATUS_CHANGE, type Order } from '../domain/orders'
import { toastForOtherFailure } from '../domain/error-catalogue'
import { ApiError, apiClient, unwrap } from '../lib/api/client'
import { sessionEpoch } from '../lib/session-epoch'
import { closeOrderDrawer, drawer, replacePastOrder } from './drawer'
import { answerOrder } from './orders'
import { registerReset } from './reset'
import { currentCountry } from './session'
import { pushCatalogueToast, pushToast } from './toasts'

export const pastOrderActions = proxy<{ acting: Record<number, 'delivered' | undefined> }>({ acting: {} })

const STATUS_CALL = 'PATCH /order/status'

/**
 * PATCH /order/status with status 5 'delivered'. On success the past order is replaced, the processed message shows
 * and the drawer closes; on failure nothing changes (the catalogue toast is already shown, or the catalogue's 'Something
 * went wrong' for an answer without a sound order) and the error is rethrown.
 */
export async function markPastOrderDelivered(order: Order): Promise<Order> {
  if (pastOrderActions.acting[order.id]) throw new Error('an action is already running for this order')
  const change = STATUS_CHANGE.delivered
  const epoch = sessionEpoch()
  pastOrderActions.acting[order.id] = 'delivered'
  try {
    const result: unknown = await unwrap(
      apiClient(currentCountry()).PATCH('/api/v1/order/status', {
        body: { order_id: order.id, customer_status: order.user.status.id, status_id: change.status_id, status_name: change.status_name },
      }),
    )
    // signed out meanwhile (a shared tablet): the answer is not the next user's to see or to hear about
    const signedOut = sessionEpoch() !== epoch
    const next = answerOrder((result as { order?: unknown } | null)?.order, order.id, STATUS_CALL)
    if (!next) {
      if (!signedOut) pushCatalogueToast(toastForOtherFailure())
      throw new ApiError('Malformed response', { notified: true })
    }
    if (signedOut) return next
    replacePastOrder(next)
    pushToast({ kind: 'success', title: { key: processedMessageKey(change.status_name) } })
    if (closesDrawer('delivered') && drawer.source === 'past' && drawer.orderId === order.id) closeOrderDrawer()
    return next
  } finally {
    if (sessionEpoch() === epoch) delete pastOrderActions.acting[order.id]
  }
}

registerReset(() => {
  pastOrderActions.acting = {}
})
