// The only module that imports firebase. It signs in with the notifier config's custom token, watches the
// store's event object, the connection flag and the maintenance settings, and reads active_orders every 7 s.
// Loaded lazily after sign-in, so the sign-in page never downloads firebase.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app'
import { connectAuthEmulator, inMemoryPersistence, initializeAuth, signInWithCustomToken, signOut } from 'firebase/auth'
import { connectDatabaseEmulator, forceWebSockets, get, getDatabase, goOffline, goOnline, onValue, ref, type Database } from 'firebase/database'
import { reportError } from '../error-reporter'
import { nextTask } from '../next-task'
import { setRealtimeServerOffset } from '../server-clock'
import { decodeActiveOrders, decodeMaintenance, decodeWire, isInvalid, type ActiveOrders, type Invalid, type MaintenanceSettings, type RealtimeEvent } from './decode'

export const ACTIVE_ORDERS_INTERVAL_MS = 7000
const READ_TIMEOUT_MS = 6000

export type RealtimeHandlers = {
  onEvent(event: RealtimeEvent): void
  onConnection(connected: boolean): void
  /** null when the store has no current orders */
  /** sentAt: when the read went out (an order learned of after it is newer than the answer) */
  onActiveOrders(active: ActiveOrders | null, sentAt: number): void
  /** the read answered with a value that breaks the contract: it was dropped (the connection is alive) */
  onActiveOrdersDropped(): void
  /** the read did not answer within the interval (the connection is probably dead while the flag says otherwise) */
  onActiveOrdersStall(): void
  onMaintenance(settings: MaintenanceSettings | null): void
  onSignInError(code: string): void
}

export type RealtimeParams = {
  firebase: { apiKey: string; authDomain: string; projectId: string; databaseURL: string }
  emulator: { host: string; port: number; authUrl: string } | null
  customToken: string
  storeUuid: string
  /** when this dashboard started loading the store's state (epoch ms): events from before are covered by REST */
  since: number
  handlers: RealtimeHandlers
}

export type RealtimeSession = {
  /** forces the SDK to drop and re-open its connection now instead of waiting for its backoff */
  reconnect(): void
  stop(): Promise<void>
}

let appSeq = 0

export async function startRealtime(p: RealtimeParams): Promise<RealtimeSession> {
  // The SDK's set-up runs in tasks of its own, apart from its chunk's evaluation and from each other: together they
  // were one task long enough to hold up a tap on a slow tablet
  await nextTask()
  const app: FirebaseApp = initializeApp(p.firebase, `store-${p.storeUuid}-${++appSeq}`)
  // In memory only: every session signs in again with the notifier's custom token, so nothing of it is left in
  // IndexedDB after sign-out; and without getAuth's popup/redirect and storage code the realtime chunk is smaller.
  const auth = initializeAuth(app, { persistence: inMemoryPersistence })
  await nextTask()
  const db: Database = getDatabase(app)
  if (p.emulator) {
    // The sandbox speaks websockets only: without this, one failed handshake makes the SDK fall back to long
    // polling for good (it remembers the failure), and it would never reconnect to the sandbox.
    forceWebSockets()
    connectAuthEmulator(auth, p.emulator.authUrl, { disableWarnings: true })
    connectDatabaseEmulator(db, p.emulator.host, p.emulator.port)
  }
  const unsubscribers: (() => void)[] = []
  let timer: ReturnType<typeof setInterval> | null = null
  let stopped = false
  let reading = false
  let lastEventId: string | null = null
  let first = true
  // A bad value is reported once per session and place, however often it is read again (active_orders every 7 s).
  const reported = new Set<string>()
  const drop = (bad: Invalid) => {
    const key = `${bad.name} ${bad.where}`
    if (reported.has(key)) return
    reported.add(key)
    void reportError(new Error(`Realtime value dropped: ${bad.name} does not match the contract at ${bad.where}`), {
      level: 'warning',
      tags: { realtime_event: bad.name },
    })
  }

  const stop = async () => {
    if (stopped) return
    stopped = true
    if (timer) clearInterval(timer)
    for (const u of unsubscribers.splice(0)) u()
    goOffline(db)
    await signOut(auth).catch(() => undefined)
    await deleteApp(app).catch(() => undefined)
  }

  try {
    await signInWithCustomToken(auth, p.customToken)
  } catch (e) {
    p.handlers.onSignInError((e as { code?: string }).code ?? 'auth/unknown')
    await stop()
    throw e
  }
  if (stopped) return { reconnect: () => undefined, stop }

  unsubscribers.push(onValue(ref(db, '.info/connected'), (s) => p.handlers.onConnection(s.val() === true)))
  let serverOffset = 0
  unsubscribers.push(
    onValue(ref(db, '.info/serverTimeOffset'), (s) => {
      serverOffset = Number(s.val()) || 0
      setRealtimeServerOffset(serverOffset)
    }),
  )
  unsubscribers.push(
    onValue(ref(db, `store/${p.storeUuid}/object`), (s) => {
      const decoded = decodeWire(s.val())
      // The first value is the last event sent before we listened. Older than this session, the REST fetch
      // already covers it; newer (it raced the fetch), it must still be applied.
      const initial = first
      first = false
      if (isInvalid(decoded)) return drop(decoded)
      if (!decoded || decoded.id === lastEventId) return
      lastEventId = decoded.id
      if (initial && decoded.ts < p.since + serverOffset) return
      try {
        p.handlers.onEvent(decoded.event)
      } catch (e) {
        // a valid event a store could still not apply: the next events must keep working
        void reportError(e, { tags: { realtime_event: decoded.event.event } })
      }
    }),
  )
  unsubscribers.push(
    onValue(ref(db, 'settings/maintenance'), (s) => {
      const settings = decodeMaintenance(s.val())
      if (isInvalid(settings)) drop(settings)
      else p.handlers.onMaintenance(settings)
    }),
  )

  const readActive = async () => {
    if (reading) {
      p.handlers.onActiveOrdersStall()
      return
    }
    reading = true
    const sentAt = Date.now()
    let timeout: ReturnType<typeof setTimeout> | undefined
    try {
      // A read sent over a connection that died never answers: give up on it so the next one can go.
      const snap = await Promise.race([
        get(ref(db, `store/${p.storeUuid}/active_orders`)),
        new Promise<never>((_, reject) => {
          timeout = setTimeout(() => reject(new Error('active_orders read timed out')), READ_TIMEOUT_MS)
        }),
      ])
      const active = decodeActiveOrders(snap.val())
      if (stopped) return
      if (isInvalid(active)) {
        drop(active)
        p.handlers.onActiveOrdersDropped()
      } else p.handlers.onActiveOrders(active, sentAt)
    } catch {
      if (!stopped) p.handlers.onActiveOrdersStall()
    } finally {
      clearTimeout(timeout)
      reading = false
    }
  }
  timer = setInterval(() => void readActive(), ACTIVE_ORDERS_INTERVAL_MS)

  return {
    reconnect() {
      if (stopped) return
      goOffline(db)
      goOnline(db)
    },
    stop,
  }
}
