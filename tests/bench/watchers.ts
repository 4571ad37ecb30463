// Init scripts the board benchmarks add before the app loads. Each notes times on the page's clock
// (performance.now(), which starts at the navigation), so a figure needs nothing from the app itself.

/** Before the app: the time of the first animation frame after the first board row entered the DOM */
export const firstRowWatcher = `(() => {
  if (window !== window.top) return
  const observer = new MutationObserver(() => {
    if (!document.querySelector('[role="row"][data-order-id]')) return
    observer.disconnect()
    requestAnimationFrame((t) => { window.__firstRow = t })
  })
  observer.observe(document, { childList: true, subtree: true })
})()`


/**
 * Before the app, for the warm start: window.__warm notes, on the page's clock, the first animation frame after the
 * first board row entered the DOM (and whether the 'orders saved on this device' notice was on screen then), and the
 * first frame after the board was live: 'Dashboard is online', the saved-orders notice gone (the fresh list replaced
 * them) and the board's rows exactly window.__bench.expected (the sandbox's current orders), with a User Timing mark
 * 'bench-live' for traces. window.__bench.hold (ms) holds back the page's fetch of the store's orders list, so the
 * first row can only come from the orders saved on the device; __warm.released is when the call went out.
 * The bench sets both per navigation in sessionStorage ('bench': {hold, expected}).
 */
export const warmWatcher = `(() => {
  if (window !== window.top || location.protocol === 'about:') return
  const w = window
  try { w.__bench = JSON.parse(sessionStorage.getItem('bench') || 'null') || undefined } catch { w.__bench = undefined }
  const marks = (w.__warm = {})
  const ORDERS = /\\/api\\/v1\\/store\\/\\d+\\/order$/
  const original = w.fetch
  w.fetch = function (input, init) {
    const hold = w.__bench && w.__bench.hold
    const url = typeof input === 'string' ? input : input instanceof Request ? input.url : String(input)
    if (!hold || !ORDERS.test(new URL(url, location.href).pathname)) return original.call(w, input, init)
    return new Promise((resolve) => setTimeout(resolve, hold)).then(() => {
      if (marks.released === undefined) marks.released = performance.now()
      return original.call(w, input, init)
    })
  }
  const statuses = () => Array.from(document.querySelectorAll('[role="status"]'), (e) => e.textContent || '')
  const savedNotice = (texts) => texts.some((t) => t.includes('Showing the orders saved on this device'))
  const check = () => {
    if (marks.firstRow === undefined) {
      if (!document.querySelector('[role="row"][data-order-id]')) return
      marks.firstRow = null
      marks.savedNotice = savedNotice(statuses())
      requestAnimationFrame((t) => { marks.firstRow = t })
    }
    if (marks.live !== undefined) return
    const expected = w.__bench && w.__bench.expected
    if (!expected) return
    const texts = statuses()
    if (!texts.some((t) => t.includes('Dashboard is online')) || savedNotice(texts)) return
    const ids = new Set(Array.from(document.querySelectorAll('[role="row"][data-order-id]'), (e) => e.getAttribute('data-order-id')))
    if (ids.size !== expected.length || !expected.every((id) => ids.has(id))) return
    marks.live = null
    requestAnimationFrame((t) => { marks.live = t; performance.mark('bench-live') })
  }
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true })
})()`

/** Before the app: every 'event' entry of an interaction (INP's raw data) in window.__events, on the page's clock */
export const eventObserver = (floor: number) => `(() => {
  if (window !== window.top) return
  window.__events = []
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId) window.__events.push({ id: e.interactionId, name: e.name, start: e.startTime, duration: e.duration })
    }
  }).observe({ type: 'event', durationThreshold: ${floor}, buffered: true })
})()`

/**
 * In the page: scrolls `selector`'s element to its end, 120 px a frame, and answers the frames seen (the first,
 * which starts the scroll, not counted), the longest and how many took over 50 ms.
 */
export const scrollToEnd = (selector: string) => `new Promise((resolve) => {
  const el = document.querySelector(${JSON.stringify(selector)})
  if (!el) return resolve(null)
  el.scrollTop = 0
  const start = performance.now()
  let last = start
  let frames = 0
  let slowest = 0
  let over50 = 0
  const step = () => {
    const now = performance.now()
    if (frames > 0) {
      slowest = Math.max(slowest, now - last)
      if (now - last > 50) over50++
    }
    last = now
    frames++
    if (el.scrollTop >= el.scrollHeight - el.clientHeight - 1) return resolve({ frames, slowest, over50, ms: now - start, height: el.scrollHeight })
    el.scrollTop += 120
    requestAnimationFrame(step)
  }
  requestAnimationFrame(step)
})`
