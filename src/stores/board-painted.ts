// When the board has painted its first orders (saved on the device or fetched), for work that must not compete with
// that first paint: the realtime SDK's chunk (firebase) is fetched after it.
import { subscribe } from 'valtio'
import { ordersState } from './orders'

/**
 * Runs fn after the frame that shows the board's first orders (or its failure to load), and at the latest after
 * maxWaitMs, so a slow first answer does not hold back what follows. Returns the cancel.
 */
export function afterBoardPaint(fn: () => void, maxWaitMs: number): () => void {
  let done = false
  let frame = 0
  const timers: ReturnType<typeof setTimeout>[] = []
  const run = () => {
    if (done) return
    done = true
    cancel()
    fn()
  }
  const settled = () => ordersState.load === 'ready' || ordersState.load === 'failed'
  const onSettled = () => {
    if (!settled()) return
    unsubscribe()
    // the task after the next frame: the rows are on screen by then (a hidden tab has no frames: the cap runs it)
    frame = requestAnimationFrame(() => void timers.push(setTimeout(run, 0)))
  }
  const unsubscribe = subscribe(ordersState, onSettled)
  timers.push(setTimeout(run, maxWaitMs))
  function cancel() {
    unsubscribe()
    cancelAnimationFrame(frame)
    timers.forEach(clearTimeout)
  }
  onSettled()
  return () => {
    done = true
    cancel()
  }
}
