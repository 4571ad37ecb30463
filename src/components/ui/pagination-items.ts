/** The page buttons to show: the first, the last, and the current one with its neighbours; gaps between */
export function pageItems(current: number, pages: number, neighbours = 1): Array<number | 'gap'> {
  const items: Array<number | 'gap'> = []
  for (let p = 1; p <= pages; p++) {
    const near = Math.abs(p - current) <= neighbours
    // a gap of one page is shown as that page
    const bridges = (p === 2 && current - neighbours === 3) || (p === pages - 1 && current + neighbours === pages - 2)
    if (p === 1 || p === pages || near || bridges) items.push(p)
    else if (items[items.length - 1] !== 'gap') items.push('gap')
  }
  return items
}
