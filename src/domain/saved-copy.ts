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

/**
 * The worker keeps each menu copy with the time this device saved it: a cross-origin API's Date header is hidden from
 * the worker unless the API exposes it, and without it the copy's time would read as now
 */
const SAVED_AT_HEADER = 'x-dashboard-saved-at'

/** The answer as it is kept: the same, with when it was saved */
export async function stampSavedAt(response: Response, now = Date.now()): Promise<Response> {
  const headers = new Headers(response.headers)
  headers.set(SAVED_AT_HEADER, String(now))
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers })
}

/**
 * A kept copy as the page gets it, marked with SAVED_COPY_HEADER: when this device saved it, or for a copy kept before
 * that was recorded its server's Date (0, read as now, when neither is known)
 */
export function markSavedCopy(copy: Response): Response {
  const headers = new Headers(copy.headers)
  const stamped = Number(copy.headers.get(SAVED_AT_HEADER))
  const dated = Date.parse(copy.headers.get('date') ?? '')
  const saved = Number.isFinite(stamped) && stamped > 0 ? stamped : Number.isNaN(dated) ? 0 : dated
  headers.set(SAVED_COPY_HEADER, String(saved))
  return new Response(copy.body, { status: copy.status, statusText: copy.statusText, headers })
}
