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

