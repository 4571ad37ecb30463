// Which window of the dashboard on this device handles the receipt printer. A serial port opens in one window at a
// time, so with two windows open on a counter PC only one can print. That window holds a Web Lock; the others wait
// for it, and the browser hands it to one of them when that window goes (closed, reloaded, signed out or crashed), so
// no window is left waiting on a message that never comes.

const LOCK = 'dashboard-receipt-printer'

type LockCallback = (lock: unknown) => Promise<void> | void
interface LockManagerLike {
  request(name: string, options: { ifAvailable?: boolean; signal?: AbortSignal }, callback: LockCallback): Promise<unknown>
}

const lockManager = (): LockManagerLike | null =>
  typeof navigator !== 'undefined' && 'locks' in navigator ? ((navigator as Navigator & { locks?: LockManagerLike }).locks ?? null) : null

/**
 * Holds the printer for this window until the returned stop: `onHeld` once this window has it (at once when no other
 * window does, or where the browser has no Web Locks), `onElsewhere` first if another window has it meanwhile.
 */
export function holdPrinter(onHeld: () => void, onElsewhere: () => void): () => void {
  const locks = lockManager()
  if (!locks) {
    onHeld()
    return () => undefined
  }
  const stopped = new AbortController()
  let release = () => undefined as void
  const released = new Promise<void>((resolve) => (release = resolve))
  const hold = () => {
    if (stopped.signal.aborted) return
    onHeld()
    return released
  }
  void (async () => {
    let free = false
    await locks.request(LOCK, { ifAvailable: true }, (lock) => {
      if (!lock) return
      free = true
      return hold()
    })
    if (free || stopped.signal.aborted) return
    onElsewhere()
    // rejected with an AbortError when this window stops waiting
    await locks.request(LOCK, { signal: stopped.signal }, hold).catch(() => undefined)
  })().catch(() => undefined)
  return () => {
    stopped.abort()
    release()
  }
}
