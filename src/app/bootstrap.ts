// Starts and stops live data as the session and the store come and go: imported once by main.tsx.
import { subscribe } from 'valtio'
import { resetRealtimeConnection } from '../stores/connection'
import '../stores/device-data'
import { session } from '../stores/session'
import { storeState } from '../stores/store'
import { requestPersistentStorage } from '../stores/pwa'
import { pushToast } from '../stores/toasts'
import { reportError } from '../lib/error-reporter'
import { loadWorkTexts } from '../lib/i18n/i18n'

type Running = { key: string; stop: () => void }
let running: Running | null = null

// The live half (orders, menu, realtime wiring) is not needed at /login: it loads once someone is signed in
let liveModule: Promise<typeof import('./live/session')> | null = null
/** A live module that failed to load is tried again after this long */
const LIVE_RETRY_MS = 15_000
const loadLive = () => (liveModule ??= Promise.all([import('./live/session'), loadWorkTexts()]).then(([module]) => module))

function wanted() {
  const store = storeState.store
  const notifier = session.notifierConfig
  if (!session.token || !store || !session.countryCode) return null
  // The orders come over REST, and Basic View needs nothing else. Without the notifier config (its call failed, or the
  // offline reload icon cleared it) the board still loads and polls while the session asks for it again; once it comes,
  // the session starts anew with realtime.
  const realtime = store.polling ? 'none' : notifier ? `${notifier.uuid}:${notifier.token}` : 'awaited'
  return {
    key: `${session.countryCode}:${store.id}:${store.polling}:${realtime}`,
    params: {
      country: session.countryCode,
      storeId: store.id,
      polling: store.polling,
      customToken: store.polling ? null : (notifier?.token ?? null),
      storeUuid: store.polling ? null : (notifier?.uuid ?? null),
    },
  }
}

function reconcile() {
  const next = wanted()
  if (running && running.key !== next?.key) {
    running.stop()
    running = null
    resetRealtimeConnection()
  }
  if (next && !running) {
    let stop: (() => void) | null = null
    const entry: Running = { key: next.key, stop: () => stop?.() }
    running = entry
    loadLive().then(
      ({ startStoreLive }) => {
        // still wanted: nothing signed out or switched store while the module loaded
        if (running === entry) stop = startStoreLive(next.params)
      },
      (error: unknown) => {
        // its chunk did not load (a network cut mid-deploy): say so and try again, the board must not stay dead
        liveModule = null
        if (running !== entry) return
        running = null
        pushToast({ kind: 'error', title: { key: 'error.somethingWentWrong' } })
        void reportError(error, { tags: { boundary: 'live-data' } })
        setTimeout(reconcile, LIVE_RETRY_MS)
      },
    )
    requestPersistentStorage()
  }
}

export function startLiveData(): () => void {
  if (session.token) void loadLive().catch(() => undefined)
  const unsubs = [subscribe(session, reconcile), subscribe(storeState, reconcile)]
  reconcile()
  return () => {
    unsubs.forEach((u) => u())
    running?.stop()
    running = null
  }
}
