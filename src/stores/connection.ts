// How the board hears the server, in one place: whether the realtime database is connected (the header's online and
// offline state) and how live data reaches the board: realtime, Basic View (store.polling: REST every 60 s) or the
// fallback (realtime lost: REST polling until it is back). The header, the offline banner and the live session read it.
import { proxy } from 'valtio'
import { registerReset } from './reset'

export type LiveMode = 'realtime' | 'basic' | 'fallback'
export type RealtimeState = 'connecting' | 'online' | 'offline'

export interface ConnectionState {
  /** the realtime database's connection as the SDK reports it */
  realtime: RealtimeState
  /** time of the last answered active_orders read */
  lastActiveRead: number | null
  mode: LiveMode
  /** Basic View: when the next refresh is due (epoch ms), for the progress bar */
  nextPollAt: number | null
  /** Basic View: the last refresh that brought the orders, in the store timezone as YYYY-MM-DD HH:mm:ss */
  lastPolledAt: string | null
  /** Basic View: the last refresh did not bring the orders (the network, or the server): the board may be out of date */
  pollFailed: boolean
  /** the board shows orders saved on this device (epoch ms of the save) until fresh ones arrive */
  cachedSince: number | null
}

const initialRealtime = () => ({ realtime: 'connecting' as RealtimeState, lastActiveRead: null })
const initial = (): ConnectionState => ({ ...initialRealtime(), mode: 'realtime', nextPollAt: null, lastPolledAt: null, pollFailed: false, cachedSince: null })
export const connection = proxy<ConnectionState>(initial())

/** Applies the connection flag; returns true when this is a reconnection after being offline (orders are re-fetched) */
export function setRealtimeConnected(connected: boolean): boolean {
  const wasOffline = connection.realtime === 'offline'
  if (connected) {
    connection.realtime = 'online'
    return wasOffline
  }
  // The SDK reports false before its first connection: that is 'connecting', not offline.
  if (connection.realtime !== 'connecting') connection.realtime = 'offline'
  return false
}

/** No connection yet after the grace period: say so instead of 'connecting' */
export function markOffline(): void {
  connection.realtime = 'offline'
}

export function markActiveRead(at: number): void {
  connection.lastActiveRead = at
}

/** A live session ended (another store, signed out): the next one starts 'connecting' */
export function resetRealtimeConnection(): void {
  Object.assign(connection, initialRealtime())
}

export function setLiveMode(mode: LiveMode): void {
  connection.mode = mode
  if (mode === 'realtime') connection.nextPollAt = null
}

export function schedulePoll(nextAt: number | null): void {
  connection.nextPollAt = nextAt
}

export function recordPoll(localTime: string): void {
  connection.lastPolledAt = localTime
  connection.pollFailed = false
}

export function recordPollFailed(): void {
  connection.pollFailed = true
}

export function setCachedSince(at: number | null): void {
  connection.cachedSince = at
}

registerReset(() => Object.assign(connection, initial()))
