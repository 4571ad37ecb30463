/**
 * Runs fn when the main thread is idle (at the latest after timeoutMs), or after a zero timeout where the browser
 * has no requestIdleCallback (Safari). Returns the cancel.
 */
export function whenIdle(fn: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => fn(), { timeout: timeoutMs })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(fn, 0)
  return () => clearTimeout(handle)
}
