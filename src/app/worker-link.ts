// What the service worker's alerts need from the page (sw/sw.ts): the dashboard's language and the signed-in store,
// and a tap on an alert shown in an open window. Started once by main.tsx.
import { subscribe } from 'valtio'
import { getLocale, onLocaleChange } from '../lib/i18n/i18n'
import { navigateTo } from '../lib/navigation'
import { listenForOrderTaps } from '../lib/pwa/order-taps'
import { tellWorker } from '../lib/pwa/worker-data'
import { session } from '../stores/session'
import { storeState } from '../stores/store'

const sessionStore = () => {
  const store = storeState.store
  return session.token && session.countryCode && store ? { country: session.countryCode, id: store.id } : null
}
const keyOf = (store: { country: string; id: number } | null) => store && `${store.country}:${store.id}`

/** Returns the stop (for tests: the app keeps it for good) */
export function linkServiceWorker(): () => void {
  const tellLocale = () => tellWorker(() => ({ type: 'LOCALE', locale: getLocale() }))
  tellLocale()

  // told once per session and store; a sign-out's CLEAR_USER_DATA makes the worker forget it (stores/device-data.ts)
  let told: string | null = null
  const tellSession = () => {
    const store = sessionStore()
    const key = keyOf(store)
    if (key === told) return
    told = key
    // made when sent: a session that ended before the worker was ready is not told
    if (store) tellWorker(() => (keyOf(sessionStore()) === key ? { type: 'SESSION', store } : null))
  }
  tellSession()

  const stops = [
    onLocaleChange(tellLocale),
    subscribe(storeState, tellSession),
    subscribe(session, tellSession),
    listenForOrderTaps(({ path, orderId }) => {
      if (`${window.location.pathname}${window.location.search}` !== path) navigateTo(path)
      if (orderId !== null && session.token) void import('../stores/open-order').then(({ openOrderWhenOnBoard }) => openOrderWhenOnBoard(orderId))
    }),
  ]
  return () => stops.forEach((stop) => stop())
}
