// Refuses a tap on something that moved under the finger just before it came down. A board row pushed down by a new
// order, pulled up by one that left, or moved by a strip appearing above it takes the tap meant for its neighbour:
// for a control that acts at once (a row's Dispatch) that is the wrong customer's order. Chromium's Layout
// Instability API says what moved, where to and when. Shifts the user's own input caused count too: the row that
// leaves a moment after its Dispatch pulls the next one up under the finger already on its way to it.
// What counts is whether the finger was on the same control before the moves: a row that grows a line when its
// customer arrives moves its own button a few pixels, and a finger already on that button meant it.
// A finger's time is when it touched the glass; the page hit-tests it later, on the layout it has then. On a busy
// tablet a frame that moved the rows can come in between, or the rows can already be in their new places with that
// frame not yet drawn: either way the finger aimed at what the screen showed before.

/** How long before the finger came down a move still counts: the tap was aimed at what was there before */
export const MOVED_WITHIN_MS = 500
/** Chromium names at most this many moved elements per shift; a shift that names this many may have moved more */
const SOURCES_CAP = 5

type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }
export interface ShiftEntry {
  startTime: number
  sources?: readonly Source[]
}

/** `complete`: the browser named everything that moved in this shift */
type Shift = { time: number; sources: readonly Source[]; complete: boolean }
/**
 * `time`: when the finger touched; `handled`: when the page hit-tested it (defaults to `time`); `unseen`: rows had been
 * added or removed and no frame had shown them yet
 */
export type Point = { time: number; x: number; y: number; handled?: number; unseen?: boolean }
/** The control tapped and where it is now */
export type Target = { node: Node; rect: DOMRectReadOnly }

let observer: PerformanceObserver | null = null
let shifts: Shift[] = []
let lastDown: Point | null = null
/** When an element was last added to or removed from the page, and when a frame last ran after that */
let changedAt = -Infinity
let framedAt = -Infinity

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
    shifts.push({ time: e.startTime, sources, complete: named.length > 0 && named.length < SOURCES_CAP })
  }
  shifts = shifts.filter((s) => now - s.time < 2 * MOVED_WITHIN_MS)
}

const inside = (r: DOMRectReadOnly, x: number, y: number) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom

/** Of the moved elements holding the target, the innermost: the target moved with it */
function holderOf(sources: readonly Source[], target: Node): Source | undefined {
  const holders = sources.filter((s) => s.node?.contains(target))
  return holders.find((h) => !holders.some((o) => o !== h && h.node!.contains(o.node!)))
}

/** Whether a finger that came down at this point and time landed on the target only because something had just moved */
export function landedOnMoved(down: Point, target: Target): boolean {
  let dx = 0
  let dy = 0
  // a frame after the finger's hit test moved what it hit from where the finger saw it only if the rows had already
  // changed unseen; otherwise the finger landed on the layout it saw
  const lastSeen = down.unseen ? Infinity : (down.handled ?? down.time)
  for (const s of shifts) {
    if (s.time > lastSeen || down.time - s.time >= MOVED_WITHIN_MS) continue
    const holder = holderOf(s.sources, target.node)
    if (holder) {
      dx += holder.currentRect.x - holder.previousRect.x
      dy += holder.currentRect.y - holder.previousRect.y
      continue
    }
    // the target did not move, as far as the browser says; it may have, unnamed, or something else may have moved
    // away from under the finger and left the target there (a row inserted above it in the same place)
    if (!s.complete) return true
    if (s.sources.some((m) => inside(m.previousRect, down.x, down.y) || inside(m.currentRect, down.x, down.y))) return true
  }
  if (dx === 0 && dy === 0) return false
  const { x, y, width, height } = target.rect
  return !inside(new DOMRect(x - dx, y - dy, width, height), down.x, down.y)
}

/** The page's content, including `<main>` itself (a strip above it moves all of it); not the notices over it */
const inMain = (node: Node | null) => node === null || document.getElementById('main')?.contains(node) === true

const hasElement = (nodes: NodeList) => {
  for (let i = 0; i < nodes.length; i++) if (nodes[i]!.nodeType === Node.ELEMENT_NODE) return true
  return false
}
// on every change to the page (the countdowns' texts each second too): no arrays made for them
const addsOrRemoves = (m: MutationRecord) => hasElement(m.addedNodes) || hasElement(m.removedNodes)
let framePending = false

/** Notes rows added or removed on the page, and the frame after them: the one that shows the change */
function watchChanges(): void {
  new MutationObserver((records) => {
    if (!records.some((m) => addsOrRemoves(m) && inMain(m.target))) return
    changedAt = performance.now()
    if (framePending) return
    framePending = true
    // the callback's own time: the frame's start may precede the change it paints
    requestAnimationFrame(() => {
      framePending = false
      framedAt = performance.now()
    })
  }).observe(document.body, { childList: true, subtree: true })
}

/** Starts watching layout shifts and pointer downs; a browser without the Layout Instability API refuses nothing */
export function startTapGuard(): void {
  if (observer || typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('layout-shift')) return
  observer = new PerformanceObserver((list) => recordShifts(list.getEntries() as unknown as ShiftEntry[], performance.now(), inMain))
  observer.observe({ type: 'layout-shift' })
  watchChanges()
  const onDown = (e: PointerEvent) => (lastDown = { time: e.timeStamp, x: e.clientX, y: e.clientY, handled: performance.now(), unseen: changedAt > framedAt })
  document.addEventListener('pointerdown', onDown, { capture: true, passive: true })
}

/** For a click handler: whether this click ends a tap that landed on its control only because it had just moved */
export function movedUnderTap(click: { timeStamp: number; clientX: number; clientY: number; detail: number; currentTarget: Element }): boolean {
  if (!observer || click.detail === 0) return false // Enter or Space on a focused control: the focus did not move
  // shifts rendered but not yet delivered to the observer's callback
  recordShifts(observer.takeRecords() as unknown as ShiftEntry[], performance.now(), inMain)
  const down = lastDown && click.timeStamp - lastDown.time < 5000 ? lastDown : { time: click.timeStamp, x: click.clientX, y: click.clientY }
  // rows changed before the finger came and no frame has shown them yet: no shift says where they went, and the
  // finger aimed at where they were
  if (down.unseen && changedAt > framedAt) return true
  return landedOnMoved(down, { node: click.currentTarget, rect: click.currentTarget.getBoundingClientRect() })
}

export function resetTapGuard(): void {
  shifts = []
  lastDown = null
  changedAt = framedAt = -Infinity
}
