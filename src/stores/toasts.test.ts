import { describe, expect, it, vi } from 'vitest'
import { resetAllStores } from './reset'
import { holdToast, pushCatalogueToast, pushToast, toasts } from './toasts'

describe('toasts on sign-out', () => {
  it("clears the toasts that may name a customer and keeps the error catalogue's (the 401 stays readable on /login)", () => {
    pushToast({ kind: 'info', title: { text: 'Sara Al-Ali has arrived' } })
    pushToast({ kind: 'warning', title: { text: 'Your active order 100234 was processed by another agent' } })
    pushCatalogueToast({ kind: 'unauthorized', title: { text: 'Unauthorized' }, description: ['Token expired'], signOut: true })
    resetAllStores()
    expect(toasts.items.map((t) => t.title)).toEqual([{ text: 'Unauthorized' }])
  })
})

describe('a toast held by the focus or the pointer', () => {
  it('stays while held, and goes after a little more time once let go', () => {
    vi.useFakeTimers()
    try {
      const id = pushToast({ kind: 'error', title: { text: 'Saving failed' } })
      vi.advanceTimersByTime(7000)
      holdToast(id, 'focus', true)
      holdToast(id, 'pointer', true)
      vi.advanceTimersByTime(60_000)
      expect(toasts.items.map((t) => t.id)).toContain(id)
      holdToast(id, 'focus', false)
      vi.advanceTimersByTime(60_000)
      expect(toasts.items.map((t) => t.id)).toContain(id)
      holdToast(id, 'pointer', false)
      vi.advanceTimersByTime(1500)
      expect(toasts.items.map((t) => t.id)).toContain(id)
      vi.advanceTimersByTime(1000)
      expect(toasts.items.map((t) => t.id)).not.toContain(id)
    } finally {
      vi.useRealTimers()
    }
  })
})
