// Rows and cards skip their rendering while out of view (content-visibility: auto) and stand in at a guessed
// height until first drawn. One that arrives in view would be laid out at the guess first, and at its own height only
// in the frame's second pass: the rows under it shift twice, and a finger the page hit-tests in between lands where
// nothing was drawn. So an element mounted in or near the view is measured before its first frame and stands in at
// its own height; once drawn, the browser remembers its height (contain-intrinsic-block-size: auto). The guess is a
// height alone: a guessed width would make a one-column grid as wide as the guess on a phone.

let mounted: HTMLElement[] = []

/**
 * A live change mounts an order or a few; a screen's first render (a screenful at least) is left to the browser:
 * nothing was drawn before it to jump, and measuring it would lay it out once more in the first render's task
 */
const LIVE_AT_MOST = 4

/** The stand-in size is the content box's: the padding and border come on top of it */
function contentHeight(el: HTMLElement): number {
  const s = getComputedStyle(el)
  const edges = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'] as const
  return edges.reduce((h, edge) => h - parseFloat(s[edge]), el.getBoundingClientRect().height)
}

function layOut(): void {
  const batch = mounted
  mounted = []
  if (batch.length > LIVE_AT_MOST) return
  // all reads, then all writes: one layout for the whole commit
  const margin = window.innerHeight
  const near = batch.filter((el) => {
    if (!el.isConnected) return false
    const r = el.getBoundingClientRect()
    return r.bottom > -margin && r.top < window.innerHeight + margin
  })
  if (near.length === 0) return
  for (const el of near) el.style.contentVisibility = 'visible'
  const heights = near.map(contentHeight)
  near.forEach((el, i) => {
    el.style.containIntrinsicBlockSize = `auto ${heights[i]}px`
    // drawn with the style's auto from the start: switching to it later moves its insides, a shift of its own
    el.style.removeProperty('content-visibility')
  })
}

/** A ref callback for an element styled content-visibility: auto */
export function atOwnSize(el: HTMLElement | null): void {
  if (!el) return
  if (mounted.length === 0) queueMicrotask(layOut)
  mounted.push(el)
}
