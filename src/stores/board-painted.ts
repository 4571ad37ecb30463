// When a work screen (the board, the kitchen, the window) has painted its first orders, saved on the device or
// fetched, or its failure to load them: work that must not compete with that first paint (the realtime SDK's chunk,
// firebase) waits for it.

let shown = false
const waiting = new Set<() => void>()

/** Called by a work screen once its first orders (or its failure to load them) are rendered */
export function boardShown(): void {
  if (shown) return
  shown = true
  for (const notify of [...waiting]) notify()
}

/**
 * Runs fn in the task after the frame that follows the screen's first orders, and at the latest after maxWaitMs (a
 * slow first answer, a page with no board, a hidden tab with no frames). Returns the cancel.
 */
export function afterBoardPaint(fn: () => void, maxWaitMs: number): () => void {
  let done = false
  let frame = 0
  const timers: ReturnType<typeof setTimeout>[] = []
  const cancel = () => {
    waiting.delete(onShown)
    cancelAnimationFrame(frame)
    timers.forEach(clearTimeout)
  }
  const run = () => {
    if (done) return
    done = true
    cancel()
    fn()
  }
  function onShown() {
    waiting.delete(onShown)
    frame = requestAnimationFrame(() => void timers.push(setTimeout(run, 0)))
  }
  timers.push(setTimeout(run, maxWaitMs))
  if (shown) onShown()
  else waiting.add(onShown)
  return () => {
    done = true
    cancel()
  }
}
