// 'Due {x}' / '{x} late', re-rendered by the one shared clock. The only primitive that reads something other than its
// props: a countdown's parent must not re-render every second, so the tick reaches this leaf alone.
//
// Only countdowns on screen listen to the clock: a board of 300 orders re-renders the dozen rows in view each second,
// not 300 (tests/bench/orders.bench.ts measures it). One shared IntersectionObserver tells each countdown whether it
// is in view; one that scrolls into view shows the current time at once. Without IntersectionObserver every
// countdown listens.
import { memo, useEffect, useRef, useState, type RefObject } from 'react'
import { dueCountdown } from '../../domain/orders'
import { useNow } from '../../stores/clock'
import { cx } from './cx'

type Format = (c: { late: boolean; text: string }) => string

export interface DueCountdownProps {
  due: string
  /** the text for the parts, e.g. (c) => t(c.late ? 'orders.late' : 'orders.due', { x: c.text }) */
  format: Format
  className?: string
  lateClassName?: string
}

const watched = new Map<Element, (inView: boolean) => void>()
let observer: IntersectionObserver | null = null

function observe(el: Element, onChange: (inView: boolean) => void): () => void {
  if (!observer) {
    observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) watched.get(e.target)?.(e.isIntersecting)
      },
      { rootMargin: '200px 0px' },
    )
  }
  watched.set(el, onChange)
  observer.observe(el)
  return () => {
    watched.delete(el)
    observer?.unobserve(el)
  }
}

const canObserve = () => typeof IntersectionObserver !== 'undefined'

function useInView(ref: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(() => !canObserve())
  useEffect(() => {
    const el = ref.current
    if (!el || !canObserve()) return
    return observe(el, setInView)
  }, [ref])
  return inView
}

function Text({ due, now, format, className, lateClassName }: DueCountdownProps & { now: number }) {
  const c = dueCountdown(due, now)
  return (
    <span className={cx('tabular-nums', className, c.late && lateClassName)} data-late={c.late || undefined}>
      {format(c)}
    </span>
  )
}

function Live(props: DueCountdownProps) {
  return <Text {...props} now={useNow()} />
}

export const DueCountdown = memo(function DueCountdown(props: DueCountdownProps) {
  const ref = useRef<HTMLSpanElement>(null)
  const inView = useInView(ref)
  return (
    <span ref={ref} className="inline-block">
      {inView ? <Live {...props} /> : <Text {...props} now={Date.now()} />}
    </span>
  )
})
