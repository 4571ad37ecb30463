// Keeps the tablet's screen on while someone is signed in on /orders (a sleeping screen hides the alarm's overlay
// and, on some tablets, silences the page). The browser drops the lock whenever the page is hidden, so it is
// asked for again when the page is visible again. Unsupported browsers: nothing happens.
import { proxy } from 'valtio'
import { requestScreenLock, type ScreenLock } from '../lib/screen-lock'
import { registerReset } from './reset'

export const wakeLock = proxy({ wanted: false, held: false })

let sentinel: ScreenLock | null = null
let requesting = false
let listening = false

async function acquire(): Promise<void> {
  if (!wakeLock.wanted || sentinel || requesting || document.visibilityState !== 'visible') return
  requesting = true
  const lock = await requestScreenLock()
  requesting = false
  if (!lock) return
  if (!wakeLock.wanted) {
    void lock.release().catch(() => undefined)
    return
  }
  sentinel = lock
  wakeLock.held = true
  lock.addEventListener('release', () => {
    if (sentinel !== lock) return
    sentinel = null
    wakeLock.held = false
  })
}

function release(): void {
  const lock = sentinel
  sentinel = null
  wakeLock.held = false
  if (lock) void lock.release().catch(() => undefined)
}

const onVisibility = () => {
  if (document.visibilityState === 'visible') void acquire()
}

/** On /orders while signed in: true; elsewhere, or signed out: false */
export function keepScreenAwake(wanted: boolean): void {
  wakeLock.wanted = wanted
  if (wanted) {
    if (!listening) document.addEventListener('visibilitychange', onVisibility)
    listening = true
    void acquire()
  } else {
    if (listening) document.removeEventListener('visibilitychange', onVisibility)
    listening = false
    release()
  }
}

registerReset(() => keepScreenAwake(false))
