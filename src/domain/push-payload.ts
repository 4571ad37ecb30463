// A new-order push as the service worker reads it (sw/sw.ts). The payload is data from outside: each field is taken
// only in the shape the alert can show, else left out. Its title is not read: the worker writes the title itself,
// in the dashboard's language (the backend's is English only).
export const PUSH_BODY_MAX = 300

export type PushPayload = {
  /** the order's code and store, shown as sent ('#A12 · Salmiya') */
  body: string | null
  orderId: number | null
  /** checked where it is opened (notificationTarget in dashboard-routes.ts) */
  url: string | null
}

/** A non-empty string, trimmed and cut to max characters (whole code points), else null */
function text(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  return trimmed === '' ? null : [...trimmed].slice(0, max).join('')
}

/** An order id: a positive integer, or one written as digits; else null */
export function orderIdOf(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN
  return Number.isSafeInteger(n) && n > 0 ? n : null
}

/** The push's data: its JSON, or a text that is not JSON taken as the body */
export function readPushPayload(data: unknown): PushPayload {
  const fields = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {}
  return {
    body: text(fields.body, PUSH_BODY_MAX),
    orderId: orderIdOf(fields.order_id),
    url: typeof fields.url === 'string' ? fields.url : null,
  }
}
