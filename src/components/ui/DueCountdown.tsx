// 'Due {x}' / '{x} late', updated by the one shared clock. A countdown's parent must not re-render every second, so
// the tick reaches this leaf alone, and not through React: the clock writes the span's text and late state itself.
// Re-rendering two dozen countdowns through React cost about 10 ms of script per second at 4x CPU throttling, a third
// of the tick's budget (tests/bench/orders.bench.ts, countdown tick). React renders the span without children, so it
// never reconciles the text the clock wrote.
//
// Only countdowns on screen listen to the clock: a board of 300 orders updates the dozen rows in view each second,
// not 300. One shared IntersectionObserver tells each countdown whether it is in view; one that scrolls into view
// shows the current time at once. Without IntersectionObserver every countdown listens. (Content-visibility's own
// state events would spare the observer, but its margin keeps twice as many rows live: the tick cost more.)
import { memo, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { dueCountdown } from '../../domain/orders'
import { getNow, onTick } from '../../lib/clock'
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

function show(el: HTMLElement, c: { late: boolean; text: string }, format: Format, lateClasses: string[]) {
  const text = format(c)
  // Changing the text node's data, rather than replacing the node, spares a style recalculation.
  const node = el.firstChild
  if (node?.nodeType === Node.TEXT_NODE && !node.nextSibling) {
    if (node.nodeValue !== text) node.nodeValue = text
  } else el.textContent = text
  if (c.late && el.dataset.late !== 'true') el.dataset.late = 'true'
  else if (!c.late && el.dataset.late) delete el.dataset.late
  // toggle() with the state a class already has changes nothing, so nothing is restyled
  for (const name of lateClasses) el.classList.toggle(name, c.late)
}

export const DueCountdown = memo(function DueCountdown({ due, format, className, lateClassName }: DueCountdownProps) {
  const ref = useRef<HTMLSpanElement>(null)
  const inView = useInView(ref)
  // Layout effect: the text is there before the first paint. className is a dependency because React rewriting the
  // class attribute drops the late classes, which show() then puts back.
  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    const lateClasses = lateClassName?.split(/\s+/).filter(Boolean) ?? []
    show(el, dueCountdown(due, Date.now()), format, lateClasses)
    if (!inView) return
    return onTick(() => show(el, dueCountdown(due, getNow()), format, lateClasses))
  }, [due, format, lateClassName, className, inView])
  return <span ref={ref} className={cx('inline-block tabular-nums', className)} />
})
