// The server's clock, as well as this device knows it. Times the server sets against its own now (visible_until) are
// read against serverNow(): a tablet whose clock is minutes off would otherwise ask too late, or cover the board with
// 'You are invisible' while the store is visible. Two sources: the realtime SDK's `.info/serverTimeOffset` (to the
// millisecond; preferred once known) and the Date header of REST answers (to the second, and only readable when the
// API exposes it), so a tablet whose realtime is down still learns it.

let offsetMs = 0
let source: 'none' | 'http' | 'realtime' = 'none'

/** Now on the server's clock (epoch ms): this device's clock corrected by the offset last learned */
export function serverNow(): number {
  return Date.now() + offsetMs
}

/**
 * A time the server stamped, read on this device's clock, or null while the offset is unknown (the two clocks may then
 * be minutes apart): so it can be set against times this device recorded
 */
export function onDeviceClock(serverMs: number): number | null {
  return source === 'none' ? null : serverMs - offsetMs
}

/** The realtime SDK's estimate of server time minus local time */
export function setRealtimeServerOffset(ms: number): void {
  if (!Number.isFinite(ms)) return
  offsetMs = ms
  source = 'realtime'
}

/**
 * A REST answer's Date header, read when the answer arrived. The header is whole seconds, so half a second is added
 * (on average the server's clock was that far into the second). Ignored once realtime has said.
 */
export function noteServerDate(header: string | null, receivedAt: number = Date.now()): void {
  if (source === 'realtime' || !header) return
  const at = Date.parse(header)
  if (Number.isNaN(at)) return
  const estimate = at + 500 - receivedAt
  // within the header's precision and the answer's way back, the clocks agree: no jitter from one answer to the next
  offsetMs = Math.abs(estimate) < 1500 ? 0 : estimate
  source = 'http'
}

/** For tests: back to this device's own clock */
export function resetServerClock(): void {
  offsetMs = 0
  source = 'none'
}
