// The answers of the status and availability posts against what arrived live meanwhile, and across a sign-out.
import { describe, expect, it } from 'vitest'
import { makeCollection, makeStore } from '../../tests/factories/entities'
import { api, HttpResponse } from '../../tests/mocks/api'
import { server } from '../../tests/mocks/server'
import { signInAs } from '../../tests/setup/session'
import type { CollectionAvailability, StoreStatusState } from '../domain/types'
import { signOut } from './session'
import { applyCollectionAvailability, applyStoreStatus, changeStoreStatus, refetchStore, saveCollectionAvailability, storeState } from './store'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A post answered only when the returned release is called */
function held(path: '/api/v1/store/status' | '/api/v1/store/collection/availability', answer: object): () => void {
  let release!: () => void
  const gate = new Promise<void>((resolve) => (release = resolve))
  server.use(
    api.post(path, async () => {
      await gate
      return HttpResponse.json(answer)
    }),
  )
  return () => release()
}

const open: StoreStatusState = { status: { id: 1, name: 'Open' }, busy_timer_mins: null, busy_until: null }
const busy30: StoreStatusState = { status: { id: 3, name: 'Busy' }, busy_timer_mins: 30, busy_until: '2026-11-22T10:30:00+03:00' }

describe('a status answer', () => {
  it('is stored when nothing arrived live meanwhile (realtime down)', async () => {
    signInAs()
    storeState.store = makeStore({ status: { id: 1, name: 'Open' } })
    const release = held('/api/v1/store/status', busy30)
    const change = changeStoreStatus('busy-30')
    await settle()
    release()
    await change
    expect(storeState.store?.status.id).toBe(3)
    expect(storeState.store?.busy_timer_mins).toBe(30)
  })

  it('arriving after a newer live status leaves that status (another tablet opened the store meanwhile)', async () => {
    signInAs()
    storeState.store = makeStore({ status: { id: 1, name: 'Open' } })
    const release = held('/api/v1/store/status', busy30)
    const change = changeStoreStatus('busy-30')
    await settle()
    applyStoreStatus({ ...busy30, changed_by: 7 }) // the echo
    applyStoreStatus({ ...open, changed_by: 99 }) // another tablet chose Open
    release()
    await change
    expect(storeState.store?.status.id).toBe(1)
    expect(storeState.store?.busy_timer_mins).toBeNull()
  })

  it('arriving after a sign-out writes nothing for the next user', async () => {
    signInAs()
    storeState.store = makeStore({ status: { id: 3, name: 'Busy' }, busy_timer_mins: 5 })
    const release = held('/api/v1/store/status', open)
    const change = changeStoreStatus('open')
    await settle()
    signOut()
    signInAs({ token: 'next-user' })
    storeState.store = makeStore({ status: { id: 3, name: 'Busy' }, busy_timer_mins: 15 })
    storeState.savingStatus = true // the next user's own change is being saved
    release()
    await change
    expect(storeState.store?.status.id).toBe(3)
    expect(storeState.store?.busy_timer_mins).toBe(15)
    expect(storeState.statusChanged).toBe(false)
    expect(storeState.savingStatus).toBe(true)
  })
})

describe('an availability answer', () => {
  const mine: CollectionAvailability = makeCollection({ dt_available: false, dt_busy_mins: 10, wt_available: true })

  it('is stored when nothing arrived live meanwhile', async () => {
    signInAs()
    storeState.store = makeStore({ collection_method: makeCollection({ dt_available: true, wt_available: true }) })
    const release = held('/api/v1/store/collection/availability', { collection_method: mine })
    const save = saveCollectionAvailability({ dt_available: false, dt_busy_mins: 10 })
    await settle()
    release()
    await save
    expect(storeState.store?.collection_method.dt_busy_mins).toBe(10)
  })

  it('arriving after a newer live availability leaves it (another tablet set Walk-Thru busy meanwhile)', async () => {
    signInAs()
    storeState.store = makeStore({ collection_method: makeCollection({ dt_available: true, wt_available: true }) })
    const release = held('/api/v1/store/collection/availability', { collection_method: mine })
    const save = saveCollectionAvailability({ dt_available: false, dt_busy_mins: 10 })
    await settle()
    applyCollectionAvailability(mine) // the echo
    applyCollectionAvailability({ ...mine, wt_available: false, wt_busy_mins: 30 })
    release()
    await save
    expect(storeState.store?.collection_method.wt_available).toBe(false)
    expect(storeState.store?.collection_method.wt_busy_mins).toBe(30)
    expect(storeState.savingAvailability).toBe(false)
  })
})

describe('a store fetched again', () => {
  it('keeps the status and the availability that arrived live while it was asked for', async () => {
    signInAs()
    storeState.store = makeStore({ id: 101, status: { id: 3, name: 'Busy' }, busy_timer_mins: 5, collection_method: makeCollection({ dt_available: true }) })
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    // the answer as the server had it when asked: still busy, drive-thru available, a new name
    const asked = makeStore({ id: 101, name: 'Renamed', status: { id: 3, name: 'Busy' }, busy_timer_mins: 5, collection_method: makeCollection({ dt_available: true }) })
    server.use(
      api.get('/api/v1/store/{id}', async () => {
        await gate
        return HttpResponse.json(asked)
      }),
    )
    const fetching = refetchStore()
    await settle()
    applyStoreStatus({ ...open, changed_by: 99 })
    const drivethruBusy: CollectionAvailability = { ...asked.collection_method, dt_available: false }
    applyCollectionAvailability(drivethruBusy)
    release()
    await fetching
    expect(storeState.store?.name).toBe('Renamed')
    expect(storeState.store?.status.id).toBe(1)
    expect(storeState.store?.busy_timer_mins).toBeNull()
    expect(storeState.store?.collection_method.dt_available).toBe(false)
  })
})
