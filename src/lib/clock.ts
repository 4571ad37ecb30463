// One shared clock for every countdown on screen: a single 1-second timer that runs only while someone reads it.
import { useSyncExternalStore } from 'react'

const listeners = new Set<() => void>()
let now = Date.now()
let timer: ReturnType<typeof setInterval> | null = null

function tick() {
  now = Date.now()
  for (const l of listeners) l()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (!timer) {
    now = Date.now()
    // One timer for every reader, so the countdowns on screen change together (at the first reader's phase, not
    // on wall-clock seconds).
    timer = setInterval(tick, 1000)
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && timer) {
      clearInterval(timer)
      timer = null
    }
  }
}

export const getNow = () => now

/** Calls the listener once a second while subscribed; returns the unsubscribe */
export const onTick = subscribe

/** The current time, re-rendering the caller once a second */
export function useNow(): number {
  return useSyncExternalStore(subscribe, getNow, getNow)
}

/** For tests and the live layer: how many readers the clock has */
export const clockReaders = () => listeners.size
