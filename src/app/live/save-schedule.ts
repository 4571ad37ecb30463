// When the board is written to IndexedDB. A write clones the whole board on the main thread (about 50 ms on a slow
// tablet with a full board), so it waits for a pause in the changes and then for idle time, where a tap on Confirm
// does not queue behind it (tests/bench/confirm.bench.ts). A board that never pauses (customers on the move send
// their location every few seconds each) is still written every `maxWaitMs`: the saved board is what a tablet shows
// after a reload without a network, and an old one would show orders long gone. A tab hidden (the tablet put down,
// another app opened) may be killed without a word, so a write still waiting goes at once.
import { whenIdle } from '../../lib/when-idle'

export type SaveSchedule = {
  /** the board changed: write it once the changes pause, or `maxWaitMs` after the first one not yet written */
  changed(): void
  /** a write still waiting goes now */
  flush(): void
  /** nothing waiting is written */
  cancel(): void
}

export function saveSchedule(save: () => void, o: { debounceMs: number; maxWaitMs: number; idleTimeoutMs: number }): SaveSchedule {
  let firstUnsaved: number | null = null
  let pause: ReturnType<typeof setTimeout> | null = null
  let cancelIdle: (() => void) | null = null

  const cancel = () => {
    if (pause) clearTimeout(pause)
    cancelIdle?.()
    pause = null
    cancelIdle = null
    firstUnsaved = null
  }
  // the write reads the board as it is when it runs: changes made meanwhile go with it
  const write = () => {
    cancel()
    save()
  }
  return {
    changed() {
      const now = Date.now()
      firstUnsaved ??= now
      // already waiting for idle time, at most idleTimeoutMs: that write takes this change too
      if (cancelIdle) return
      if (pause) clearTimeout(pause)
      const wait = Math.max(0, Math.min(o.debounceMs, firstUnsaved + o.maxWaitMs - now))
      pause = setTimeout(() => {
        pause = null
        cancelIdle = whenIdle(write, o.idleTimeoutMs)
      }, wait)
    },
    flush() {
      if (firstUnsaved !== null) write()
    },
    cancel,
  }
}
