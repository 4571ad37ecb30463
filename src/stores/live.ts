// How live data reaches the board: realtime, Basic View (store.polling: REST every 60 s) or the fallback
// (realtime lost: REST polling until it is back). The header and the offline banner read this.
import { proxy } from 'valtio'
import { registerReset } from './reset'

export type LiveMode = 'realtime' | 'basic' | 'fallback'

export interface LiveState {
  mode: LiveMode
  /** Basic View: when the next refresh is due (epoch ms), for the progress bar */
  nextPollAt: number | null
  /** Basic View: the last refresh, in the store timezone as YYYY-MM-DD HH:mm:ss */
  lastPolledAt: string | null
  /** the board shows orders saved on this device (epoch ms of the save) until fresh ones arrive */
  cachedSince: number | null
}

const initial = (): LiveState => ({ mode: 'realtime', nextPollAt: null, lastPolledAt: null, cachedSince: null })
export const live = proxy<LiveState>(initial())

export function setLiveMode(mode: LiveMode): void {
  live.mode = mode
  if (mode === 'realtime') live.nextPollAt = null
}

export function schedulePoll(nextAt: number | null): void {
  live.nextPollAt = nextAt
}

export function recordPoll(localTime: string): void {
  live.lastPolledAt = localTime
}

export function setCachedSince(at: number | null): void {
  live.cachedSince = at
}

registerReset(() => Object.assign(live, initial()))
