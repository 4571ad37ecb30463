// Live data while signed in: the current orders, the realtime connection (loaded lazily, so firebase stays out
// of the sign-in bundle) and the mapping of every realtime event to a store action.
import { subscribe } from 'valtio'
import type { RealtimeEvent } from '../lib/realtime/decode'
import type { RealtimeSession } from '../lib/realtime/connection'
import { config } from '../lib/config'
import { t } from '../lib/i18n/i18n'
import { connectivity, markActiveRead, markOffline, resetConnectivity, setRealtimeConnected } from '../stores/connectivity'
import { setMaintenanceWarning } from '../stores/maintenance'
import {
  applyCustomerLocation,
  applyCustomerMessage,
  applyCustomerStatus,
  applyPendingOrdersUpdate,
  applyStatusChanged,
  fetchCurrentOrders,
  orderHooks,
  reconcileActiveOrders,
  upsertOrder,
} from '../stores/orders'
import { session } from '../stores/session'
import { applyCollectionAvailability, applyStoreStatus, storeState } from '../stores/store'
import { pushToast } from '../stores/toasts'

/** Without a first connection after this long the header says offline rather than 'connecting' */
const FIRST_CONNECTION_MS = 10_000

/** Every event name to what it changes (SPEC sections 4 and 7) */
export function dispatchEvent(e: RealtimeEvent): void {
  switch (e.event) {
    case 'order_new':
    case 'order_updated':
      upsertOrder(e.payload.order)
      return
    case 'order_status_changed':
      applyStatusChanged(e.payload.order)
      return
    case 'pending_orders_update':
      applyPendingOrdersUpdate(e.payload.orders)
      return
    case 'customer_status':
      applyCustomerStatus(e.payload.order_id, e.payload.status.id, e.payload.location)
      return
    case 'customer_location':
      applyCustomerLocation(e.payload.order_id, e.payload.location)
      return
    case 'customer_message':
      applyCustomerMessage(e.payload.order)
      return
    case 'store_status':
      applyStoreStatus(e.payload)
      return
    case 'collection_availability':
    case 'collection_availability_expired':
      applyCollectionAvailability(e.payload.collection_method)
      return
    case 'maintenance_warning':
      setMaintenanceWarning(e.payload)
      return
    case 'busy_timer':
    case 'menu_product':
    case 'menu_products':
      liveExtensions.onEvent(e)
      return
  }
}

/** Further listeners (overlays, menu) register here rather than being imported by this module */
export const liveExtensions = {
  onEvent: (_e: RealtimeEvent): void => undefined,
}

type Running = { key: string; stop: () => void }
let running: Running | null = null

function wantedKey(): string | null {
  const store = storeState.store
  const notifier = session.notifierConfig
  if (!session.token || !store || !notifier || !session.countryCode) return null
  return `${session.countryCode}:${store.id}:${notifier.uuid}:${notifier.token}`
}

function start(key: string): Running {
  const country = session.countryCode!
  const notifier = session.notifierConfig!
  let realtime: RealtimeSession | null = null
  let stopped = false
  void fetchCurrentOrders()

  const firstConnection = setTimeout(() => {
    if (connectivity.realtime === 'connecting') markOffline()
  }, FIRST_CONNECTION_MS)

  void import('../lib/realtime/connection')
    .then(({ startRealtime }) =>
      startRealtime({
        firebase: config.countries[country].firebase,
        emulator: config.sandbox ? config.emulator : null,
        customToken: notifier.token,
        storeUuid: notifier.uuid,
        handlers: {
          onEvent: (e) => !stopped && dispatchEvent(e),
          onConnection: (connected) => {
            if (stopped) return
            // Orders are re-fetched on reconnection only if the dashboard was offline.
            if (setRealtimeConnected(connected)) void fetchCurrentOrders()
          },
          onActiveOrders: (active) => {
            if (stopped) return
            markActiveRead(Date.now())
            reconcileActiveOrders(active)
          },
          onActiveOrdersStall: () => undefined,
          onMaintenance: (settings) => !stopped && setMaintenanceWarning(settings),
          onSignInError: (code) => {
            if (!stopped) pushToast({ kind: 'error', title: { key: 'realtime.signInFailed' }, description: [code] })
          },
        },
      }),
    )
    .then((r) => {
      if (stopped) void r.stop()
      else realtime = r
    })
    .catch(() => {
      // sign-in failure is already shown; the header stays offline
    })

  return {
    key,
    stop() {
      stopped = true
      clearTimeout(firstConnection)
      void realtime?.stop()
      resetConnectivity()
    },
  }
}

function reconcile() {
  const key = wantedKey()
  if (running && running.key !== key) {
    running.stop()
    running = null
  }
  if (key && !running) running = start(key)
}

/** Starts and stops live data as the session and the store come and go (called once at boot) */
export function startLiveData(): () => void {
  orderHooks.onProcessedElsewhere = (order) => pushToast({ kind: 'warning', title: { text: t('orders.processedElsewhere', { code: order.code }) } })
  const unsubs = [subscribe(session, reconcile), subscribe(storeState, reconcile)]
  reconcile()
  return () => {
    unsubs.forEach((u) => u())
    running?.stop()
    running = null
  }
}
