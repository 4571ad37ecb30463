// Which overlay is on screen when several want to be: one at a time, the most urgent first. Staying visible to
// customers comes first (no orders at all otherwise), then hearing the alarm, then the pending orders' reminder,
// then the busy timer and the opening time.
import type { VisibilityPhase } from '../../domain/overlays'

export type OverlayKind = 'invisible' | 'idle' | 'sound' | 'reminder' | 'busy' | 'open-in'

export interface OverlayInputs {
  visibility: VisibilityPhase
  invisibleDismissed: boolean
  soundBlocked: boolean
  reminder: boolean
  busyUntil: string | null
  opensAt: string | null
  openInDismissed: string | null
}

export function whichOverlay(s: OverlayInputs): OverlayKind | null {
  if (s.visibility === 'invisible' && !s.invisibleDismissed) return 'invisible'
  if (s.visibility === 'idle-prompt') return 'idle'
  if (s.soundBlocked) return 'sound'
  if (s.reminder) return 'reminder'
  if (s.busyUntil) return 'busy'
  if (s.opensAt && s.openInDismissed !== s.opensAt) return 'open-in'
  return null
}
