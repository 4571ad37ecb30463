// Whether the dashboard hears the realtime database: the header's online/offline state, and the rule that
// orders are re-fetched on reconnection only if the dashboard was offline.
import { proxy } from 'valtio'
import { registerReset } from './reset'

export type RealtimeState = 'connecting' | 'online' | 'offline'

export interface ConnectivityState {
  realtime: RealtimeState
  /** time of the last answered active_orders read */
  lastActiveRead: number | null
}

const initial = (): ConnectivityState => ({ realtime: 'connecting', lastActiveRead: null })
export const connectivity = proxy<ConnectivityState>(initial())

/** Applies the connection flag; returns true when this is a reconnection after being offline */
export function setRealtimeConnected(connected: boolean): boolean {
  const wasOffline = connectivity.realtime === 'offline'
  if (connected) {
    connectivity.realtime = 'online'
    return wasOffline
  }
  // The SDK reports false before its first connection: that is 'connecting', not offline.
  if (connectivity.realtime !== 'connecting') connectivity.realtime = 'offline'
  return false
}

/** No connection yet after the grace period: say so instead of 'connecting' */
export function markOffline(): void {
  connectivity.realtime = 'offline'
}

export function markActiveRead(at: number): void {
  connectivity.lastActiveRead = at
}

export function resetConnectivity(): void {
  Object.assign(connectivity, initial())
}

registerReset(resetConnectivity)
