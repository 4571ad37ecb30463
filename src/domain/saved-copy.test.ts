import { describe, expect, it } from 'vitest'
import { markSavedCopy, SAVED_COPY_HEADER, savedCopyTime, stampSavedAt } from './saved-copy'

const SAVED = Date.parse('2026-11-27T06:00:00Z')

describe("the menu's saved copy", () => {
  it('says when this device saved it, though the API hid its Date header from the worker (a cross-origin answer)', async () => {
    const kept = await stampSavedAt(new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } }), SAVED)
    const copy = markSavedCopy(kept)
    expect(savedCopyTime(copy.headers)).toBe(SAVED)
    expect(copy.headers.get('content-type')).toBe('application/json')
    expect(await copy.text()).toBe('[]')
  })

  it("a copy kept before the save time was recorded goes by its server's Date", () => {
    const copy = markSavedCopy(new Response('[]', { headers: { date: new Date(SAVED).toUTCString() } }))
    expect(copy.headers.get(SAVED_COPY_HEADER)).toBe(String(SAVED))
  })

  it('an answer from the network is not a saved copy', () => {
    expect(savedCopyTime(new Headers({ 'content-type': 'application/json' }))).toBeNull()
  })
})
