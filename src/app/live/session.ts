// One store's live data for as long as someone is signed in to it:
// - the board paints from the orders saved on this device, then from the server;
// - realtime (lazily loaded firebase) drives the stores and the reactions through events.ts;
// - Basic View (store.polling) refreshes the store, the orders, the analytics and a menu held every 60 s instead;
// - a watchdog notices a lost realtime connection or a stalled active_orders read, says so within 15 s, polls
//   the REST API meanwhile (new orders still appear and ring; the store every 30 s, a menu held every 60 s) and forces
//   the SDK to reconnect; back online, the orders, the store and a menu held are fetched again;
// - every change of the board is written to IndexedDB.
import { snapshot, subscribe } from 'valtio'
import type { Order } from '../../domain/orders'
import { COUNTRY_TIMEZONES, storeDateTime } from '../../domain/zoned'
import type { RealtimeSession } from '../../lib/realtime/connection'
import { config, type CountryCode } from '../../lib/config'
import { readCurrentOrders, saveCurrentOrders } from '../../lib/db/db'
import { apiClient, backgroundRequest, unwrap } from '../../lib/api/client'
import { connection, markActiveRead, markOffline, recordPoll, recordPollFailed, schedulePoll, setCachedSince, setLiveMode, setRealtimeConnected } from '../../stores/connection'
import { setMaintenanceWarning } from '../../stores/maintenance'
import { boardFor, boardSyncedAt, markBoardSynced, ordersState, paintSavedOrders, reconcileActiveOrders } from '../../stores/orders'
import { applyAnalytics, refetchNotifierConfig, refetchStore, storeState } from '../../stores/store'
import { startArrivalRecording } from '../../stores/arrivals'
import { afterBoardPaint } from '../../stores/board-painted'
import { printForStore } from '../../stores/device'
import { pushToast } from '../../stores/toasts'
import { sessionEpoch } from '../../lib/session-epoch'
import { reportError } from '../../lib/error-reporter'
import { reactToOrders, refreshOrders } from './reactions'
import { saveSchedule } from './save-schedule'

export const BASIC_VIEW_INTERVAL_MS = 60_000
/** Realtime lost for longer than this → fallback */
export const LOST_AFTER_MS = 10_000
/** No answered active_orders read for this long → fallback (reads run every 7 s) */
export const STALL_AFTER_MS = 11_000
/** While in fallback: REST refresh and forced reconnection period */
export const FALLBACK_POLL_MS = 10_000
/**
 * While in fallback: the store's refresh period. No store event arrives meanwhile, so without it the header and the
 * busy modal say Busy after the timer ran out, and the visibility overlays miss another tablet's answer.
 */
export const FALLBACK_STORE_POLL_MS = 30_000
/**
 * While in fallback or Basic View: the period of a quiet refresh of the menu, when one is held. No menu event arrives
 * meanwhile, so another tablet's sold-out or stock change would otherwise stay unseen; the menu is two calls and up
 * to thousands of products, so not at the orders' 10 s.
 */
export const MENU_POLL_MS = 60_000
const WATCHDOG_MS = 1_000
/** A realtime start that failed is tried again after this long */
const REALTIME_RETRY_MS = 15_000
/** The realtime SDK loads once the board has painted, or after this long if its first orders are slow to come */
const REALTIME_AFTER_PAINT_MAX_MS = 2500
const SAVE_DEBOUNCE_MS = 400
/** the longest a save waits for idle time */
const SAVE_IDLE_TIMEOUT_MS = 2000
/** a board that keeps changing is still saved this often, plus the idle wait */
const SAVE_MAX_WAIT_MS = 5000

/** customToken and storeUuid: the notifier config, which realtime signs in with (null: not had yet, asked for again) */
export type LiveParams = { country: CountryCode; storeId: number; polling: boolean; customToken: string | null; storeUuid: string | null }

/**
 * The menu fetched again quietly when one is held (stores/menu.ts says when it asks). The menu store loads with the
 * realtime events' handling or the menu page, not with the board, so it is imported here when asked (by then one of
 * them has usually loaded it).
 */
function refreshMenuIfHeld(): void {
  void import('../../stores/menu').then(({ refreshMenu }) => refreshMenu()).catch(() => undefined)
}

export function startStoreLive(p: LiveParams): () => void {
  let stopped = false
  let realtime: RealtimeSession | null = null
  const timers: ReturnType<typeof setInterval>[] = []
  const started = Date.now()
  let offlineSince: number | null = null
  let lastFallbackPoll = 0
  let lastFallbackStorePoll = 0
  let lastFallbackMenuPoll = 0
  let lastReconnect = 0
  let sawActiveRead = false
  /** when the realtime session started: until its first active_orders read answers, a stall counts from then */
  let realtimeSince: number | null = null

  boardFor(p.country, p.storeId)
  // the receipts waiting for this store's orders print (another store's are dropped)
  void printForStore({ country: p.country, storeId: p.storeId }).catch(() => undefined)
  // 1. Paint from this device at once, then fetch. The saved record is checked where it is painted (an older build's,
  //    or a damaged one, paints what is sound of it); whatever goes wrong, the start goes on without it.
  void readCurrentOrders(p.country, p.storeId)
    .then((saved) => {
      if (!stopped && saved && paintSavedOrders(saved.orders, saved.savedAt)) setCachedSince(saved.savedAt)
    })
    .catch((error: unknown) => void reportError(error, { level: 'warning', tags: { device_data: 'currentOrders' } }))
  // offline, the banner says so already: the failed read toasts nothing (the saved orders stay, or the board says it
  // could not load them)
  const firstRefresh = refreshOrders({ background: !navigator.onLine })
  // the wait at the window: when each customer was first seen arriving (the dispatch is one of reactions.ts)
  const stopArrivals = startArrivalRecording(p.country, p.storeId, ordersState.byId)

  // 2. Every change of the board is saved once the list is the server's (./save-schedule.ts says when). Whether it
  //    is the server's is asked when the write runs: valtio tells of the fresh list's change before refreshOrders
  //    takes the saved board's notice away, and the board saved again as it was would pass for a newer one.
  const epoch = sessionEpoch()
  // after a sign-out (a new epoch) nothing of this session is written, even before this live session is stopped. A
  // write is stamped with when the board last matched the server, not with now: offline, a change made here (a press
  // that failed) writes the board again, and the next start must not take it for a fresher one.
  const save = () => {
    const asOf = boardSyncedAt()
    if (sessionEpoch() !== epoch || ordersState.load !== 'ready' || connection.cachedSince !== null || asOf === null) return
    void saveCurrentOrders(p.country, p.storeId, Object.values(snapshot(ordersState).byId) as Order[], asOf).catch(() => undefined)
  }
  const saves = saveSchedule(save, { debounceMs: SAVE_DEBOUNCE_MS, maxWaitMs: SAVE_MAX_WAIT_MS, idleTimeoutMs: SAVE_IDLE_TIMEOUT_MS })
  const unsubscribeSave = subscribe(ordersState, () => ordersState.load === 'ready' && saves.changed())
  const onHidden = () => document.visibilityState === 'hidden' && saves.flush()
  document.addEventListener('visibilitychange', onHidden)
  const stopSaving = () => {
    unsubscribeSave()
    saves.cancel()
    document.removeEventListener('visibilitychange', onHidden)
  }

  const api = apiClient(p.country)
  const localNow = () => storeDateTime(Date.now(), storeState.store?.timezone ?? COUNTRY_TIMEZONES[p.country])

  // 3a. Basic View: the store, the orders and the analytics every 60 s, and a menu held (its period, MENU_POLL_MS, is
  //     the poll's). Its refreshes are background calls (no toast each minute); the strip under the header says when
  //     the orders did not come, and 'Last refresh' is the time they last did, so a board that stopped refreshing
  //     never passes for a fresh one.
  if (p.polling) {
    setLiveMode('basic')
    const refreshed = (ok: boolean) => {
      if (stopped) return
      if (ok) recordPoll(localNow())
      else recordPollFailed()
    }
    const poll = async () => {
      schedulePoll(Date.now() + BASIC_VIEW_INTERVAL_MS)
      refreshMenuIfHeld()
      const [, orders] = await Promise.allSettled([
        refetchStore({ background: true }),
        refreshOrders({ background: true }),
        unwrap(api.GET('/api/v1/store/analytics', backgroundRequest)).then(applyAnalytics),
      ])
      refreshed(orders.status === 'fulfilled' && orders.value)
    }
    schedulePoll(Date.now() + BASIC_VIEW_INTERVAL_MS)
    void firstRefresh.then(refreshed)
    let interval = setInterval(() => void poll(), BASIC_VIEW_INTERVAL_MS)
    // the browser knows for certain when the network is gone: say so at once, and refresh as soon as it is back
    const onOffline = () => recordPollFailed()
    const onOnline = () => {
      clearInterval(interval)
      interval = setInterval(() => void poll(), BASIC_VIEW_INTERVAL_MS)
      void poll()
    }
    window.addEventListener('offline', onOffline)
    window.addEventListener('online', onOnline)
    return () => {
      stopped = true
      clearInterval(interval)
      window.removeEventListener('offline', onOffline)
      window.removeEventListener('online', onOnline)
      stopSaving()
      stopArrivals()
    }
  }

  const refetchAll = () => {
    void refreshOrders()
    void refetchStore().catch(() => undefined)
    // the menu events missed meanwhile are not sent again (the event value holds only the last one): quietly, so the
    // lists stay on screen and a failure says nothing
    refreshMenuIfHeld()
  }

  // 3b. Realtime, watched.
  setLiveMode('realtime')
  const enterFallback = () => {
    if (connection.mode === 'fallback') return
    setLiveMode('fallback')
    markOffline()
    lastFallbackPoll = 0
    lastFallbackStorePoll = 0
    // the menu held was current a few seconds ago: its first refresh comes a period in
    lastFallbackMenuPoll = Date.now()
  }
  const leaveFallback = () => {
    if (connection.mode !== 'fallback') return
    setLiveMode('realtime')
    // Back: re-fetch and reconcile so nothing is lost or doubled.
    refetchAll()
  }

  const watchdog = () => {
    if (stopped) return
    const now = Date.now()
    const lost = connection.realtime !== 'online' && now - (offlineSince ?? started) > LOST_AFTER_MS
    // a connection that dies silently before the first read answers stalls too (reads go every 7 s from the start)
    const lastRead = sawActiveRead ? connection.lastActiveRead : realtimeSince
    const stalled = lastRead !== null && now - lastRead > STALL_AFTER_MS
    if (lost || stalled) enterFallback()
    if (connection.mode !== 'fallback') return
    if (now - lastFallbackPoll >= FALLBACK_POLL_MS) {
      lastFallbackPoll = now
      void refreshOrders({ background: true })
    }
    if (now - lastFallbackStorePoll >= FALLBACK_STORE_POLL_MS) {
      lastFallbackStorePoll = now
      // quiet, as Basic View's: the offline banner already says the board may be behind
      void refetchStore({ background: true }).catch(() => undefined)
    }
    if (now - lastFallbackMenuPoll >= MENU_POLL_MS) {
      lastFallbackMenuPoll = now
      refreshMenuIfHeld()
    }
    if (now - lastReconnect >= FALLBACK_POLL_MS) {
      lastReconnect = now
      // The SDK's own backoff can wait minutes (longer in a hidden tab): knock now.
      realtime?.reconnect()
    }
  }
  timers.push(setInterval(watchdog, WATCHDOG_MS))
  const onVisible = () => document.visibilityState === 'visible' && watchdog()
  document.addEventListener('visibilitychange', onVisible)

  // Realtime starts now, and again after a failed start (no network at sign-in, say): every 15 s, or at once when
  // the browser reports it is back online.
  let starting = false
  let retryTimer: ReturnType<typeof setTimeout> | null = null
  const startRealtimeNow = () => {
    if (stopped || realtime || starting) return
    if (retryTimer) clearTimeout(retryTimer)
    const { customToken, storeUuid } = p
    if (!customToken || !storeUuid) {
      // no notifier config: the watchdog says offline and polls; the config is asked for again (its answer restarts
      // the live session with realtime, ../bootstrap.ts)
      starting = true
      void refetchNotifierConfig()
        .catch(() => {
          if (!stopped) retryTimer = setTimeout(startRealtimeNow, REALTIME_RETRY_MS)
        })
        .finally(() => {
          starting = false
        })
      return
    }
    starting = true
    // the events' handling (and the menu store it feeds) loads with the SDK: nothing but realtime calls it
    void Promise.all([import('../../lib/realtime/connection'), import('./events')])
      .then(([{ startRealtime }, { handleEvent }]) =>
        startRealtime({
          firebase: config.countries[p.country].firebase,
          emulator: config.sandbox ? config.emulator : null,
          customToken,
          storeUuid,
          since: started,
          handlers: {
            onEvent: (e) => {
              if (stopped) return
              handleEvent(e)
              markBoardSynced(Date.now())
            },
            onConnection: (connected) => {
              if (stopped) return
              if (!connected) offlineSince ??= Date.now()
              else offlineSince = null
              // Orders are re-fetched on reconnection only if the dashboard was offline (with the store: its
              // status may have changed meanwhile too).
              if (setRealtimeConnected(connected) && connection.mode !== 'fallback') refetchAll()
            },
            onActiveOrders: (active, sentAt) => {
              if (stopped) return
              sawActiveRead = true
              markActiveRead(Date.now())
              if (connection.realtime === 'online') leaveFallback()
              const { changes, refetch } = reconcileActiveOrders(active, sentAt)
              reactToOrders(changes)
              if (refetch) void refreshOrders()
              // nothing missing: the board is the server's as of the read
              else markBoardSynced(sentAt)
            },
            onActiveOrdersDropped: () => {
              // the read answered, so the connection is alive; the value itself was not usable
              if (stopped) return
              sawActiveRead = true
              markActiveRead(Date.now())
            },
            onActiveOrdersStall: () => undefined,
            onMaintenance: (settings) => !stopped && setMaintenanceWarning(settings),
            onSignInError: (code) => {
              // Without a network the offline banner already says it; a real refusal is worth a toast.
              if (!stopped && navigator.onLine && code !== 'auth/network-request-failed') {
                pushToast({ kind: 'error', title: { key: 'realtime.signInFailed' }, description: [code] })
              }
            },
          },
        }),
      )
      .then((session) => {
        if (stopped) void session.stop()
        else {
          realtime = session
          realtimeSince = Date.now()
        }
      })
      .catch(() => {
        if (!stopped) retryTimer = setTimeout(startRealtimeNow, REALTIME_RETRY_MS)
      })
      .finally(() => {
        starting = false
      })
  }
  const cancelRealtimeStart = afterBoardPaint(startRealtimeNow, REALTIME_AFTER_PAINT_MAX_MS)

  // The browser knows for certain when the network is gone: say so at once, and come back at once.
  const onOffline = () => enterFallback()
  const onOnline = () => {
    startRealtimeNow()
    realtime?.reconnect()
    lastFallbackPoll = 0
    watchdog()
  }
  window.addEventListener('offline', onOffline)
  window.addEventListener('online', onOnline)
  if (!navigator.onLine) enterFallback()

  return () => {
    stopped = true
    timers.forEach(clearInterval)
    cancelRealtimeStart()
    if (retryTimer) clearTimeout(retryTimer)
    window.removeEventListener('offline', onOffline)
    window.removeEventListener('online', onOnline)
    document.removeEventListener('visibilitychange', onVisible)
    stopSaving()
    stopArrivals()
    void realtime?.stop()
  }
}
