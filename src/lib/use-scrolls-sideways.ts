// Whether a strip that may scroll sideways (on phones) is wider inside than it is: a region that scrolls must be
// reachable from the keyboard (WCAG 2.1.1), so such a strip takes a tab stop only while it actually scrolls.
import { useLayoutEffect, useRef, useState } from 'react'

export function useScrollsSideways<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  const [scrolls, setScrolls] = useState(false)
  // after every render: the content (and so its width) may have changed with it
  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    const measure = () => setScrolls(el.scrollWidth > el.clientWidth + 1)
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
  })
  return [ref, scrolls] as const
}
