// Refuses a tap on something that moved under the finger just before it came down. A board row pushed down by a new
// order, pulled up by one that left, or moved by a strip appearing above it takes the tap meant for its neighbour:
// for a control that acts at once (a row's Dispatch) that is the wrong customer's order. Chromium's Layout
// Instability API says what moved, where to and when. Shifts the user's own input caused count too: the row that
// leaves a moment after its Dispatch pulls the next one up under the finger already on its way to it.

/** How long before the finger came down a move still counts: the tap was aimed at what was there before */
export const MOVED_WITHIN_MS = 500
/** Chromium names at most this many moved elements per shift; a shift that names this many may have moved more */
const SOURCES_CAP = 5

export interface ShiftEntry {
  startTime: number
  sources?: readonly { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
}

type Shift = { time: number; rects: DOMRectReadOnly[]; everywhere: boolean }
type Point = { time: number; x: number; y: number }

let observer: PerformanceObserver | null = null
let shifts: Shift[] = []
let lastDown: Point | null = null

/**
 * `onPage` says whether a moved element is part of the page under the finger. Notices float over the board and move
 * whenever one comes or goes; a button they uncover was not where a finger could have aimed, so their moves do not
 * count. An element already removed (null) counts.
 */
export function recordShifts(entries: readonly ShiftEntry[], now: number, onPage: (node: Node | null) => boolean = () => true): void {
  for (const e of entries) {
    const named = e.sources ?? []
    const sources = named.filter((s) => onPage(s.node ?? null))
    if (named.length > 0 && sources.length === 0) continue
    // where each moved thing went, and where it was: what came in under the finger (a row inserted there) is new and
    // not named, but what it pushed away was there before
    const rects = sources.flatMap((s) => [s.currentRect, s.previousRect])
    // without the whole list of what moved, anywhere may have moved
    shifts.push({ time: e.startTime, rects, everywhere: named.length === 0 || named.length >= SOURCES_CAP })
  }
  shifts = shifts.filter((s) => now - s.time < 2 * MOVED_WITHIN_MS)
}

const inside = (r: DOMRectReadOnly, x: number, y: number) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom

/** Whether a finger that came down at this point and time landed on something moved just before */
export function landedOnMoved(down: Point): boolean {
  return shifts.some((s) => s.time <= down.time && down.time - s.time < MOVED_WITHIN_MS && (s.everywhere || s.rects.some((r) => inside(r, down.x, down.y))))
}

/** The page's content, including `<main>` itself (a strip above it moves all of it); not the notices over it */
const inMain = (node: Node | null) => node === null || document.getElementById('main')?.contains(node) === true

/** Starts watching layout shifts and pointer downs; a browser without the Layout Instability API refuses nothing */
export function startTapGuard(): void {
  if (observer || typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('layout-shift')) return
  observer = new PerformanceObserver((list) => recordShifts(list.getEntries() as unknown as ShiftEntry[], performance.now(), inMain))
  observer.observe({ type: 'layout-shift' })
  document.addEventListener('pointerdown', (e) => (lastDown = { time: e.timeStamp, x: e.clientX, y: e.clientY }), { capture: true, passive: true })
}

/** For a click handler: whether this click is the end of a tap that landed on something that had just moved */
export function movedUnderTap(click: { timeStamp: number; clientX: number; clientY: number; detail: number }): boolean {
  if (!observer || click.detail === 0) return false // Enter or Space on a focused control: the focus did not move
  // shifts rendered but not yet delivered to the observer's callback
  recordShifts(observer.takeRecords() as unknown as ShiftEntry[], performance.now(), inMain)
  const down = lastDown && click.timeStamp - lastDown.time < 5000 ? lastDown : { time: click.timeStamp, x: click.clientX, y: click.clientY }
  return landedOnMoved(down)
}

export function resetTapGuard(): void {
  shifts = []
  lastDown = null
}
