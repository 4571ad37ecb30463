import { describe, expect, it } from 'vitest'
import { awaitingReply, becameArrived, isNewQuestion, WHERE_IS_REPLIES, whereIsState } from './customer'

const asked = { asked_at: '2026-11-22T10:00:00+03:00', expected_mins: null, replied_at: null }
const replied = { asked_at: '2026-11-22T10:00:00+03:00', expected_mins: 5 as const, replied_at: '2026-11-22T10:01:00+03:00' }

describe('customer arrival (SPEC 4: a notification fires when the status changes to Arrived)', () => {
  it('is news only on a change to Arrived from a known other status', () => {
    expect(becameArrived(1, 3)).toBe(true)
    expect(becameArrived(2, 3)).toBe(true)
    expect(becameArrived(3, 3)).toBe(false)
    expect(becameArrived(2, 2)).toBe(false)
    expect(becameArrived(3, 2)).toBe(false)
    // first sight of an order (a load): nothing to announce
    expect(becameArrived(undefined, 3)).toBe(false)
  })
})

describe('where-is chat (SPEC 4)', () => {
  it('replies 0 (Coming now), then 2, 5 and 10 more minutes', () => {
    expect(WHERE_IS_REPLIES).toEqual([0, 2, 5, 10])
  })

  it('none, asked (waiting for a reply) or replied', () => {
    expect(whereIsState(null)).toEqual({ kind: 'none' })
    expect(whereIsState(asked)).toEqual({ kind: 'asked', askedAt: asked.asked_at })
    expect(whereIsState(replied)).toEqual({ kind: 'replied', askedAt: replied.asked_at, minutes: 5, repliedAt: replied.replied_at })
    expect(whereIsState({ ...replied, expected_mins: 0 })).toMatchObject({ kind: 'replied', minutes: 0 })
    expect(awaitingReply(asked)).toBe(true)
    expect(awaitingReply(replied)).toBe(false)
    expect(awaitingReply(undefined)).toBe(false)
  })

  it('a question is new unless the same one is already held', () => {
    expect(isNewQuestion(null, asked)).toBe(true)
    expect(isNewQuestion(replied, { ...asked, asked_at: '2026-11-22T10:05:00+03:00' })).toBe(true)
    expect(isNewQuestion(asked, asked)).toBe(false)
    expect(isNewQuestion(asked, replied)).toBe(false)
  })
})
