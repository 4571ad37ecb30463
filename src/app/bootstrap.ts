// Starts and stops live data as the session and the store come and go: imported once by main.tsx.
import { subscribe } from 'valtio'
import { t } from '../lib/i18n/i18n'
import { resetConnectivity } from '../stores/connectivity'
import '../stores/device-data'
import { orderHooks } from '../stores/orders'
import { session } from '../stores/session'
import { storeState } from '../stores/store'
import { requestPersistentStorage } from '../stores/pwa'
import { pushToast } from '../stores/toasts'
import { startStoreLive } from './live-session'

type Running = { key: string; stop: () => void }
let running: Running | null = null

function wanted() {
  const store = storeState.store
  const notifier = session.notifierConfig
  if (!session.token || !store || !notifier || !session.countryCode) return null
  return {
    key: `${session.countryCode}:${store.id}:${store.polling}:${notifier.uuid}:${notifier.token}`,
    params: { country: session.countryCode, storeId: store.id, polling: store.polling, customToken: notifier.token, storeUuid: notifier.uuid },
  }
}

function reconcile() {
  const next = wanted()
  if (running && running.key !== next?.key) {
    running.stop()
    running = null
    resetConnectivity()
  }
  if (next && !running) {
    running = { key: next.key, stop: startStoreLive(next.params) }
    requestPersistentStorage()
  }
}

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
