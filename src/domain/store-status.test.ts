import { describe, expect, it } from 'vitest'
import { labelOf, requestFor, STORE_STATUS_OPTIONS, statusLabelOf, valueOf } from './store-status'

describe('store status options (SPEC 3, 4)', () => {
  it('offers Open, Closed (disabled), Busy and Busy 5/10/15/20/30/60', () => {
    expect(STORE_STATUS_OPTIONS.map((o) => [o.value, o.disabled])).toEqual([
      ['open', false], ['closed', true], ['busy', false],
      ['busy-5', false], ['busy-10', false], ['busy-15', false], ['busy-20', false], ['busy-30', false], ['busy-60', false],
    ])
  })

  it('sends the status id, and the busy id with minutes for busy values', () => {
    expect(requestFor('open')).toEqual({ status_id: 1 })
    expect(requestFor('closed')).toEqual({ status_id: 2 })
    expect(requestFor('busy')).toEqual({ status_id: 3 })
    expect(requestFor('busy-15')).toEqual({ status_id: 3, busy_timer_mins: 15 })
    expect(requestFor('busy-60')).toEqual({ status_id: 3, busy_timer_mins: 60 })
  })

  it('reads the current value from the store', () => {
    expect(valueOf({ status: { id: 1, name: 'Open' }, busy_timer_mins: null })).toBe('open')
    expect(valueOf({ status: { id: 2, name: 'Closed' }, busy_timer_mins: null })).toBe('closed')
    expect(valueOf({ status: { id: 3, name: 'Busy' }, busy_timer_mins: null })).toBe('busy')
    expect(valueOf({ status: { id: 3, name: 'Busy' }, busy_timer_mins: 20 })).toBe('busy-20')
  })

  it('words 60 minutes as Busy 1 hr and the others as Busy N min', () => {
    expect(labelOf('busy-60')).toEqual({ key: 'status.busyOneHour' })
    expect(labelOf('busy-15')).toEqual({ key: 'status.busyMinutes', n: 15 })
    expect(statusLabelOf({ status: { id: 0, name: 'Available' }, busy_timer_mins: null })).toEqual({ key: 'status.available' })
  })
})
