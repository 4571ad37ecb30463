// Auto-confirm (a setting of this device, restaurants only): a new pending order is confirmed at once with the
// store's default preparation time, with a single chime instead of the alarm and the notice 'Order {code}
// confirmed automatically ({n} min)'. If the confirm fails, the order stays pending and the alarm rings as usual.
// Two tablets of one store both confirming: the one that is second gets 'Order already confirmed', which is the
// outcome it wanted, so it says nothing and takes the order's new state from the server.
import { autoConfirmMinutes, autoConfirms } from '../domain/device'
import { isOrderAlreadyAnswer } from '../domain/error-catalogue'
import { PENDING, type Order } from '../domain/orders'
import { ApiError } from '../lib/api/client'
import { sessionEpoch } from '../lib/session-epoch'
import { deviceState, markAutoConfirming } from './device'
import { changeOrderStatus } from './order-status'
import { playSound } from './sound'
import { storeState } from './store'
import { pushToast } from './toasts'

const AUTO_CONFIRMED_NOTICE_MS = 10_000

/**
 * Takes a new pending order when auto-confirm is on here; false when staff must (the usual alarm and notice).
 * `catchUp` re-reads the board when another tablet was first (the live path's refresh, which reacts to what it finds).
 */
export function autoConfirmNewOrder(order: Order, catchUp: () => Promise<unknown>): boolean {
  const store = storeState.store
  if (!store || order.status.id !== PENDING || !autoConfirms(deviceState.settings, store)) return false
  const minutes = autoConfirmMinutes(store)
  markAutoConfirming(order.id, true)
  void playSound('new-order')
  const epoch = sessionEpoch()
  void (async () => {
    try {
      await changeOrderStatus(order.id, 'confirm', { preparationTime: minutes, auto: true })
      // not after a sign-out: the notice would name the last user's order on the next user's screen
      if (sessionEpoch() === epoch) pushToast({ kind: 'success', title: { key: 'device.autoConfirmed', params: { code: order.code, n: minutes } }, durationMs: AUTO_CONFIRMED_NOTICE_MS })
    } catch (error) {
      // Another tablet was first: its confirm reaches this board by the live data; the refetch makes sure of it
      // before the alarm would ring for an order that is no longer waiting.
      if (error instanceof ApiError && isOrderAlreadyAnswer(error)) await catchUp().catch(() => undefined)
    } finally {
      markAutoConfirming(order.id, false)
    }
  })()
  return true
}
