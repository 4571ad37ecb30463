// Whether a strip that may scroll sideways is wider inside than it is: a region that scrolls must be
// reachable from the keyboard (WCAG 2.1.1), so such a strip takes a tab stop only while it actually scrolls.
import { useEffect, useRef, useState } from 'react'

export function useScrollsSideways<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  const [scrolls, setScrolls] = useState(false)
  // Measured when a ResizeObserver reports, after the browser's own layout. Reading scrollWidth while React commits
  // forced a layout of the whole board in the middle of its first render (about 10 ms at 1x on a phone). The strip
  // and each of its items are observed: an item growing widens the content without resizing the strip. Again after
  // every render, since the content (and so its width) may have changed with it.
  useEffect(() => {
    const el = ref.current
    if (!el) return
    const measure = () => setScrolls(el.scrollWidth > el.clientWidth + 1)
    if (typeof ResizeObserver === 'undefined') {
      measure()
      return
    }
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    for (const item of el.children) observer.observe(item)
    return () => observer.disconnect()
  })
  return [ref, scrolls] as const
}
