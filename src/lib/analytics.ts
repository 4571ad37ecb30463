// Page views to the analytics collector (SPEC section 2: past orders, menu and reports).
import type { components } from './api/schema.gen'
import { config } from './config'

type AnalyticsEvent = components['schemas']['AnalyticsEvent']

/** Paths whose page views are sent */
export const TRACKED_PATHS: readonly string[] = ['/past-orders', '/menu', '/reports']

export function isTrackedPath(pathname: string): boolean {
  return TRACKED_PATHS.includes(pathname.replace(/\/+$/, '') || '/')
}

/** Sends one page view; never throws and never blocks the page */
export async function trackPageView(path: string, context: { storeId?: number | undefined; country?: 'KW' | 'SA' | undefined } = {}): Promise<void> {
  const event: AnalyticsEvent = { name: 'page_view', path, ts: Date.now() }
  if (context.storeId !== undefined) event.store_id = context.storeId
  if (context.country !== undefined) event.country = context.country
  try {
    await globalThis.fetch(`${config.analyticsBase}/collect`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ events: [event] }),
      keepalive: true,
    })
  } catch {
    // analytics must never disturb the shift
  }
}
