// The service worker answers the menu from its saved copy when the network does not answer in time (sw/sw.ts). It
// marks such an answer with this header, holding when the copy was saved (epoch ms), so the page can say it shows a
// saved copy instead of passing it off as the current menu.
export const SAVED_COPY_HEADER = 'x-dashboard-saved-copy'

/** When the answer's saved copy was made (epoch ms), or null for an answer from the network */
export function savedCopyTime(headers: Headers): number | null {
  const value = headers.get(SAVED_COPY_HEADER)
  if (value === null) return null
  const at = Number(value)
  return Number.isFinite(at) && at > 0 ? at : Date.now()
}
