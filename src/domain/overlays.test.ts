import { describe, expect, it } from 'vitest'
import { makeCollection, makeStore } from '../../tests/factories/entities'
import { announcesOpen, everyMethodUnavailable, IDLE_PROMPT_MS, msUntilNextPhase, openInText, opensLater, visibilityPhase } from './overlays'

const T0 = Date.parse('2026-11-22T10:00:00+03:00')
const until = (ms: number) => ({ visible: true, visible_until: new Date(T0 + ms).toISOString() })

describe('visibility: the idle prompt and the invisible overlay', () => {
  it('is visible until 2 min before visible_until, then asks, then is invisible from visible_until on', () => {
    const v = until(30 * 60_000)
    expect(visibilityPhase(v, T0)).toBe('visible')
    expect(visibilityPhase(v, T0 + 28 * 60_000 - 1)).toBe('visible')
    expect(visibilityPhase(v, T0 + 28 * 60_000)).toBe('idle-prompt')
    expect(visibilityPhase(v, T0 + 30 * 60_000 - 1)).toBe('idle-prompt')
    expect(visibilityPhase(v, T0 + 30 * 60_000)).toBe('invisible')
    expect(IDLE_PROMPT_MS).toBe(120_000)
  })

  it('is invisible at once when the server says so, and unknown without the field', () => {
    expect(visibilityPhase({ visible: false, visible_until: new Date(T0 + 60 * 60_000).toISOString() }, T0)).toBe('invisible')
    expect(visibilityPhase(undefined, T0)).toBe('unknown')
    expect(visibilityPhase({ visible: true, visible_until: 'not a date' }, T0)).toBe('unknown')
  })

  it('knows when the phase changes next', () => {
    const v = until(30 * 60_000)
    expect(msUntilNextPhase(v, T0)).toBe(28 * 60_000)
    expect(msUntilNextPhase(v, T0 + 29 * 60_000)).toBe(60_000)
    expect(msUntilNextPhase(v, T0 + 31 * 60_000)).toBeNull()
    expect(msUntilNextPhase(undefined, T0)).toBeNull()
  })
})

describe('a live status update that opens the store', () => {
  const base = { before: 3 as const, after: 1 as const, statusChanged: false, changedBy: null, userId: 7 }

  it('is announced when it opens from another status and was not changed here by this user', () => {
    expect(announcesOpen(base)).toBe(true) // the busy timer ran out
    expect(announcesOpen({ ...base, before: 2 })).toBe(true)
    expect(announcesOpen({ ...base, changedBy: 9 })).toBe(true) // someone else
    expect(announcesOpen({ ...base, changedBy: 7 })).toBe(true) // this user, on another tablet (the flag is this device's)
    expect(announcesOpen({ ...base, statusChanged: true, changedBy: null })).toBe(true) // changed here earlier; now the timer
  })

  it('is not announced when this user changed it here, or when it was already open, or goes elsewhere', () => {
    expect(announcesOpen({ ...base, statusChanged: true, changedBy: 7 })).toBe(false)
    expect(announcesOpen({ ...base, before: 1 })).toBe(false)
    expect(announcesOpen({ ...base, after: 3 })).toBe(false)
    expect(announcesOpen({ ...base, before: null })).toBe(false)
  })

  it('knows when every collection method is unavailable', () => {
    expect(everyMethodUnavailable(makeCollection())).toBe(true)
    expect(everyMethodUnavailable(makeCollection({ dt_busy_mins: 15 }))).toBe(true)
    expect(everyMethodUnavailable(makeCollection({ hd_available: true }))).toBe(false)
  })
})

describe("'Open in {time}'", () => {
  const closed = (opens_at: string | null) => makeStore({ status: { id: 2, name: 'Closed' }, service_hours: { closed: true, opens_at } })
  const in10 = new Date(T0 + 10 * 60_000).toISOString()

  it('shows while closed by the service hours with an opening time ahead', () => {
    expect(opensLater(closed(in10), T0)).toBe(in10)
    expect(opensLater(closed(in10), T0 + 10 * 60_000)).toBeNull()
    expect(opensLater(closed(null), T0)).toBeNull()
    expect(opensLater(makeStore({ service_hours: { closed: false, opens_at: in10 } }), T0)).toBeNull()
    expect(opensLater(null, T0)).toBeNull()
  })

  it('does not show once the status is Open (opened early), whatever the service hours last said', () => {
    expect(opensLater({ ...closed(in10), status: { id: 1, name: 'Open' } }, T0)).toBeNull()
    expect(opensLater({ ...closed(in10), status: { id: 3, name: 'Busy' } }, T0)).toBe(in10)
  })

  it('counts down in m:ss, and h:mm:ss beyond an hour', () => {
    expect(openInText(in10, T0)).toBe('10:00')
    expect(openInText(in10, T0 + 9 * 60_000 + 55_000)).toBe('0:05')
    expect(openInText(new Date(T0 + 90 * 60_000).toISOString(), T0)).toBe('1:30:00')
    expect(openInText(in10, T0 + 11 * 60_000)).toBe('0:00')
  })
})
