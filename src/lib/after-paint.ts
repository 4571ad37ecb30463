type Scheduler = { postTask?: (fn: () => void, options: { priority: 'background' }) => Promise<unknown> }

/**
 * Runs fn in a task of its own after the next frame is painted, at background priority where the browser has it (the
 * frame's own follow-up work goes first), so work that can wait (a notice) does not lengthen the frame that shows a
 * change. A hidden page paints no frame, and a busy one may hold background work: the fallback timer bounds the wait.
 */
export function afterNextPaint(fn: () => void, fallbackMs = 250): void {
  let done = false
  const run = () => {
    if (done) return
    done = true
    clearTimeout(fallback)
    fn()
  }
  const fallback = setTimeout(run, fallbackMs)
  if (typeof requestAnimationFrame !== 'function') return
  requestAnimationFrame(() => {
    const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler
    if (scheduler?.postTask) void scheduler.postTask(run, { priority: 'background' }).catch(() => undefined)
    else setTimeout(run, 0)
  })
}
