import { describe, expect, it } from 'vitest'
import { resetAllStores } from './reset'
import { pushCatalogueToast, pushToast, toasts } from './toasts'

describe('toasts on sign-out', () => {
  it("clears the toasts that may name a customer and keeps the error catalogue's (the 401 stays readable on /login)", () => {
    pushToast({ kind: 'info', title: { text: 'Sara Al-Ali has arrived' } })
    pushToast({ kind: 'warning', title: { text: 'Your active order 100234 was processed by another agent' } })
    pushCatalogueToast({ kind: 'unauthorized', title: { text: 'Unauthorized' }, description: ['Token expired'], signOut: true })
    resetAllStores()
    expect(toasts.items.map((t) => t.title)).toEqual([{ text: 'Unauthorized' }])
  })
})
