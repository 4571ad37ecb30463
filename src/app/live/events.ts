// The live path, top to bottom: each realtime event (SPEC sections 4 and 7) → the store action it drives → what staff
// see and hear because of it. Order changes go through reactions.ts; the sounds and notices that call for attention
// play only while the shell is on screen (attention.ts).
import { STORE_STATUS } from '../../domain/store-status'
import type { RealtimeEvent } from '../../lib/realtime/decode'
import { setMaintenanceWarning } from '../../stores/maintenance'
import { applyMenuProducts } from '../../stores/menu'
import { applyCustomerLocation, applyCustomerMessage, applyCustomerStatus, applyPendingOrdersUpdate, ordersState, upsertOrder } from '../../stores/orders'
import { afterLiveStoreStatus, applyBusyNotice } from '../../stores/overlays'
import { AVAILABLE_SOUND, enqueueSound, playSound } from '../../stores/sound'
import { applyCollectionAvailability, applyStoreStatus, applyVisibility, setStatusChanged, storeState } from '../../stores/store'
import { attentionOn } from './attention'
import { reactToOrders } from './reactions'

export function handleEvent(e: RealtimeEvent): void {
  switch (e.event) {
    case 'order_new':
    case 'order_updated':
    case 'order_status_changed':
      reactToOrders(upsertOrder(e.payload.order))
      break
    case 'pending_orders_update':
      reactToOrders(applyPendingOrdersUpdate(e.payload.orders))
      break
    case 'customer_status':
      reactToOrders(applyCustomerStatus(e.payload.order_id, e.payload.status.id, e.payload.location))
      break
    case 'customer_location':
      applyCustomerLocation(e.payload.order_id, e.payload.location)
      break
    case 'customer_message':
      reactToOrders(applyCustomerMessage(e.payload.order))
      // every message about an order on the board rings, a question asked again too
      if (attentionOn() && ordersState.byId[e.payload.order.id]) void playSound('new-message')
      break
    case 'store_status': {
      // leaves the status-changed flag set only for the echo of a change made here, which announces nothing
      const { before } = applyStoreStatus(e.payload)
      // the opening notice and sound, the refetch of a store opening with nothing available, the busy modal closing
      if (attentionOn()) afterLiveStoreStatus(e.payload, before)
      // handled: the change made here no longer waits for its echo, also when nothing was announced (SPEC 4)
      setStatusChanged(false)
      break
    }
    case 'store_visibility':
      // another tablet answered 'Are you still there?' or 'Go Live': the overlays follow (stores/overlays)
      applyVisibility(e.payload)
      break
    case 'collection_availability':
      applyCollectionAvailability(e.payload.collection_method)
      break
    case 'collection_availability_expired': {
      applyCollectionAvailability(e.payload.collection_method)
      // SPEC 4: only while the store is open; Dine-In and Send Hero have no sound
      const sound = AVAILABLE_SOUND[e.payload.method]
      if (attentionOn() && sound && storeState.store?.status.id === STORE_STATUS.open) enqueueSound(sound)
      break
    }
    case 'maintenance_warning':
      setMaintenanceWarning(e.payload)
      break
    case 'menu_product':
      applyMenuProducts([e.payload.product])
      break
    case 'menu_products':
      applyMenuProducts(e.payload.products)
      break
    case 'busy_timer':
      // the busy notice, and the modal one minute before the end
      if (attentionOn()) applyBusyNotice(e.payload.in_minutes, e.payload.busy_until)
      break
  }
}
