// Wires what calls for staff attention: the alarm, the sounds of live events and new orders, the overlays' timers.
import type { RealtimeEvent } from '../lib/realtime/decode'
import { startAlarm } from '../stores/alarm'
import { autoConfirmNewOrder } from '../stores/auto-confirm'
import { orderHooks, ordersState } from '../stores/orders'
import { afterLiveStoreStatus, applyBusyNotice, startOverlays } from '../stores/overlays'
import { AVAILABLE_SOUND, enqueueSound, playSound, startSound } from '../stores/sound'
import { storeState } from '../stores/store'
import { pushToast } from '../stores/toasts'
import { STORE_STATUS } from '../domain/store-status'
import { eventListeners } from './live-events'

/** Runs after the dispatcher has applied the event to the stores */
export function onAttentionEvent(e: RealtimeEvent): void {
  switch (e.event) {
    case 'store_status':
      afterLiveStoreStatus(e.payload)
      break
    case 'busy_timer':
      applyBusyNotice(e.payload.in_minutes, e.payload.busy_until)
      break
    case 'collection_availability_expired': {
      // SPEC 4: only while the store is open; Dine-In and Send Hero have no sound
      const sound = AVAILABLE_SOUND[e.payload.method]
      if (sound && storeState.store?.status.id === STORE_STATUS.open) enqueueSound(sound)
      break
    }
    case 'customer_message':
      if (ordersState.byId[e.payload.order.id]) void playSound('new-message')
      break
    default:
      break
  }
}

/** A new pending order (live, or found by a refresh): its sound and the notice for every tablet of the store */
export function announceNewPending(): void {
  void playSound('new-order')
  pushToast({ kind: 'info', title: { key: 'orders.newPending' } })
}

let wrapped = false
let active = false

/**
 * Switched on while the dashboard's shell is on screen (the overlay host in AppLayout mounts it): print tabs and the
 * sign-in screen never ring. Returns the stop (unmount, sign-out).
 */
export function startAttention(): () => void {
  startSound()
  if (!wrapped) {
    wrapped = true
    // compose with whatever else listens to new pending orders
    const previous = orderHooks.onNewPending
    orderHooks.onNewPending = (order) => {
      previous(order)
      // auto-confirm on this device takes the order with a single chime instead
      if (active && !autoConfirmNewOrder(order)) announceNewPending()
    }
  }
  active = true
  eventListeners.add(onAttentionEvent)
  const stopAlarm = startAlarm()
  const stopOverlays = startOverlays()
  return () => {
    active = false
    eventListeners.delete(onAttentionEvent)
    stopAlarm()
    stopOverlays()
  }
}
