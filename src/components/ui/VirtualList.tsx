// A windowed list for long lists in the page's own scroll (no inner scroll box): only the rows near the viewport
// are mounted, each at a known height. Rows of different kinds may have different heights.
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react'

export interface VirtualListProps<T> {
  items: readonly T[]
  itemKey: (item: T) => string
  /** The row's height in px (the row is given exactly this height) */
  itemHeight: (item: T) => number
  renderItem: (item: T) => ReactNode
  /** Accessible name of the list */
  label: string
  /** Extra height mounted above and below the viewport, in px */
  overscan?: number
  className?: string
}

/** The first index whose row ends below y */
function firstEndingAfter(offsets: readonly number[], y: number): number {
  let lo = 0
  let hi = offsets.length - 1
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (offsets[mid + 1]! > y) hi = mid
    else lo = mid + 1
  }
  return lo
}

export function VirtualList<T>({ items, itemKey, itemHeight, renderItem, label, overscan = 800, className }: VirtualListProps<T>) {
  const box = useRef<HTMLDivElement>(null)
  const offsets = useMemo(() => {
    const out = new Array<number>(items.length + 1)
    out[0] = 0
    for (let i = 0; i < items.length; i++) out[i + 1] = out[i]! + itemHeight(items[i]!)
    return out
  }, [items, itemHeight])
  const total = offsets[items.length]!
  const [range, setRange] = useState<[number, number]>([0, 0])
  const latest = useRef({ offsets, overscan })
  latest.current = { offsets, overscan }

  useLayoutEffect(() => {
    let frame = 0
    const measure = () => {
      frame = 0
      const el = box.current
      if (!el) return
      const { offsets: o, overscan: extra } = latest.current
      const count = o.length - 1
      const top = -el.getBoundingClientRect().top - extra
      const bottom = top + window.innerHeight + 2 * extra
      const start = count === 0 ? 0 : firstEndingAfter(o, Math.max(0, top))
      let end = start
      while (end < count && o[end]! < bottom) end++
      setRange((r) => (r[0] === start && r[1] === end ? r : [start, end]))
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure)
    }
    measure()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      if (frame) cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [offsets])

  const [start, end] = range
  const visible: ReactNode[] = []
  for (let i = start; i < Math.min(end, items.length); i++) {
    const item = items[i]!
    visible.push(
      <div
        key={itemKey(item)}
        role="listitem"
        aria-setsize={items.length}
        aria-posinset={i + 1}
        className="absolute inset-x-0"
        style={{ top: offsets[i], height: offsets[i + 1]! - offsets[i]! }}
      >
        {renderItem(item)}
      </div>,
    )
  }
  return (
    <div ref={box} role="list" aria-label={label} className={className} style={{ position: 'relative', height: total }}>
      {visible}
    </div>
  )
}
