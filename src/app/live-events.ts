// Every realtime event name to the store action it drives (SPEC sections 4 and 7).
import type { RealtimeEvent } from '../lib/realtime/decode'
import { setMaintenanceWarning } from '../stores/maintenance'
import { applyMenuProducts } from '../stores/menu'
import {
  applyCustomerLocation,
  applyCustomerMessage,
  applyCustomerStatus,
  applyPendingOrdersUpdate,
  applyStatusChanged,
  upsertOrder,
} from '../stores/orders'
import { applyCollectionAvailability, applyStoreStatus, applyVisibility } from '../stores/store'

/** Listeners of the events that drive overlays and the menu; registered by those parts at boot */
export const eventListeners = new Set<(e: RealtimeEvent) => void>()

export function dispatchEvent(e: RealtimeEvent): void {
  switch (e.event) {
    case 'order_new':
    case 'order_updated':
      upsertOrder(e.payload.order)
      break
    case 'order_status_changed':
      applyStatusChanged(e.payload.order)
      break
    case 'pending_orders_update':
      applyPendingOrdersUpdate(e.payload.orders)
      break
    case 'customer_status':
      applyCustomerStatus(e.payload.order_id, e.payload.status.id, e.payload.location)
      break
    case 'customer_location':
      applyCustomerLocation(e.payload.order_id, e.payload.location)
      break
    case 'customer_message':
      applyCustomerMessage(e.payload.order)
      break
    case 'store_status':
      applyStoreStatus(e.payload)
      break
    case 'store_visibility':
      // another tablet answered 'Are you still there?' or 'Go Live': the overlays follow (stores/overlays)
      applyVisibility(e.payload)
      break
    case 'collection_availability':
    case 'collection_availability_expired':
      applyCollectionAvailability(e.payload.collection_method)
      break
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
      break
  }
  for (const listener of eventListeners) listener(e)
}
