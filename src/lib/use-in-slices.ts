// Mounts a long list a slice at a time. valtio's updates reach React through useSyncExternalStore, which renders
// synchronously, so a list mounted whole is one long task. Here the list first mounts `first` items, and each later
// slice follows the paint in a transition, which React renders in pieces and can set aside for a tap. Once the whole
// list is in, it stays whole: an item added later shows at once.
// With `first` 0 the first slice waits for one paint and then renders at once, in the task after that paint
// (flushSync: not queued behind the start's other tasks, nor in a transition): the frame that lays out the page
// around the list and the frame that lays out the list's first screenful are two frames, each lighter than the one
// they made together (tests/bench/warm.bench.ts).
import { startTransition, useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { afterNextPaint } from './use-after-first-paint'

/** How many of `total` items to mount now */
export function useInSlices(total: number, first: number, step: number): number {
  const [shown, setShown] = useState(first)
  const whole = useRef(false)
  // an empty list (still loading) is not a whole one: the items to come are mounted in slices
  if (total > 0 && shown >= total) whole.current = true
  const pending = !whole.current && shown < total
  useEffect(() => {
    if (!pending) return
    return afterNextPaint(() => (shown === 0 ? flushSync(() => setShown(step)) : startTransition(() => setShown((n) => n + step))))
  }, [pending, shown, step])
  return whole.current ? total : shown
}
