import { describe, expect, it } from 'vitest'
import { whichOverlay, type OverlayInputs } from './which-overlay'

const none: OverlayInputs = {
  visibility: 'visible',
  invisibleDismissed: false,
  soundBlocked: false,
  reminder: false,
  busyUntil: null,
  opensAt: null,
  openInDismissed: null,
}

describe('one overlay at a time, the most urgent first', () => {
  it('shows nothing when nothing asks', () => {
    expect(whichOverlay(none)).toBeNull()
    expect(whichOverlay({ ...none, visibility: 'unknown' })).toBeNull()
  })

  it('puts visibility first, then sound, the reminder, the busy timer and the opening time', () => {
    const all: OverlayInputs = { ...none, visibility: 'invisible', soundBlocked: true, reminder: true, busyUntil: 'x', opensAt: 'y' }
    expect(whichOverlay(all)).toBe('invisible')
    expect(whichOverlay({ ...all, visibility: 'idle-prompt' })).toBe('idle')
    expect(whichOverlay({ ...all, visibility: 'visible' })).toBe('sound')
    expect(whichOverlay({ ...all, visibility: 'visible', soundBlocked: false })).toBe('reminder')
    expect(whichOverlay({ ...none, busyUntil: 'x', opensAt: 'y' })).toBe('busy')
    expect(whichOverlay({ ...none, opensAt: 'y' })).toBe('open-in')
  })

  it('leaves out what staff dismissed', () => {
    expect(whichOverlay({ ...none, visibility: 'invisible', invisibleDismissed: true })).toBeNull()
    expect(whichOverlay({ ...none, opensAt: 'y', openInDismissed: 'y' })).toBeNull()
    expect(whichOverlay({ ...none, opensAt: 'z', openInDismissed: 'y' })).toBe('open-in')
  })
})
