// A windowed list for long lists in the page's own scroll (no inner scroll box): only the rows near the viewport
// are mounted, each at a known height. Rows of different kinds may have different heights. Rows that come, go or
// change height above the viewport do not move the rows on screen (keepInPlace): the row under a finger stays there.
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

/**
 * After the rows changed, scrolls the page by what the first row on screen (or the first of them still in the list)
 * moved, so what is on screen stays where it was. Nothing to do while the list starts below the top of the viewport:
 * no row above the screen can move the others then.
 */
function keepInPlace<T>(box: HTMLElement, before: Shown<T>, now: Shown<T>, itemKey: (item: T) => string): void {
  const y = -box.getBoundingClientRect().top
  if (y <= 0 || before.items.length === 0) return
  const index = new Map(now.items.map((item, i) => [itemKey(item), i]))
  const bottom = y + window.innerHeight
  for (let i = firstEndingAfter(before.offsets, y); i < before.items.length && before.offsets[i]! < bottom; i++) {
    const j = index.get(itemKey(before.items[i]!))
    if (j === undefined) continue
    const moved = now.offsets[j]! - before.offsets[i]!
    if (moved !== 0) window.scrollBy(0, moved)
    return
  }
}

type Shown<T> = { items: readonly T[]; offsets: readonly number[] }

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
  const shown = useRef<Shown<T>>({ items, offsets })
  const keyOf = useRef(itemKey)
  keyOf.current = itemKey

  // before the rows are measured for the new offsets (the next effect)
  useLayoutEffect(() => {
    const before = shown.current
    shown.current = { items, offsets }
    if (box.current && before.offsets !== offsets) keepInPlace(box.current, before, shown.current, keyOf.current)
  }, [items, offsets])

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
    // the browser's own scroll anchoring is off in the list: moving rows (their top) turns it off anyway, and it would
    // fight keepInPlace
    <div ref={box} role="list" aria-label={label} className={className} style={{ position: 'relative', height: total, overflowAnchor: 'none' }}>
      {visible}
    </div>
  )
}
