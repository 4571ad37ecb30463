// The customer side of a live order (SPEC 4: customer arrival, where-is chat): when an arrival is news, and where
// the "Where is my order?" conversation stands. Pure: no React, no I/O.
import type { components } from '../lib/api/schema.gen'

type CustomerStatusId = components['schemas']['CustomerStatusId']
type WhereIs = components['schemas']['WhereIs']
export type WhereIsReply = components['schemas']['WhereIsReplyMinutes']

export const IDLE: CustomerStatusId = 1
export const ARRIVING: CustomerStatusId = 2
export const ARRIVED: CustomerStatusId = 3

/** An arrival is news when the customer was known before and was not Arrived yet (a first load announces nothing) */
export const becameArrived = (before: CustomerStatusId | undefined, after: CustomerStatusId) => before !== undefined && before !== ARRIVED && after === ARRIVED

/** SPEC 4: reply choices, 0 'Coming now', then 2, 5 and 10 more minutes */
export const WHERE_IS_REPLIES: readonly WhereIsReply[] = [0, 2, 5, 10]

export type WhereIsState = { kind: 'none' } | { kind: 'asked'; askedAt: string } | { kind: 'replied'; askedAt: string; minutes: WhereIsReply; repliedAt: string }

export function whereIsState(whereIs: WhereIs | null | undefined): WhereIsState {
  if (!whereIs) return { kind: 'none' }
  if (whereIs.replied_at == null || whereIs.expected_mins == null) return { kind: 'asked', askedAt: whereIs.asked_at }
  return { kind: 'replied', askedAt: whereIs.asked_at, minutes: whereIs.expected_mins, repliedAt: whereIs.replied_at }
}

/** The question waits for staff: asked and not answered */
export const awaitingReply = (whereIs: WhereIs | null | undefined) => whereIsState(whereIs).kind === 'asked'

/** A new question: unanswered, and not the one already held (a repeat of the same event is not news) */
export const isNewQuestion = (held: WhereIs | null | undefined, incoming: WhereIs | null | undefined) =>
  awaitingReply(incoming) && !(awaitingReply(held) && held?.asked_at === incoming?.asked_at)
