// Live data starts once someone is signed in to a store, from a module loaded then (not at /login), and never for
// a session that ended while that module was loading.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeStore } from '../../tests/factories/entities'
import { signInAs } from '../../tests/setup/session'
import { session, setNotifierConfig, signOut } from '../stores/session'
import { storeState } from '../stores/store'
import { startLiveData } from './bootstrap'

const live = vi.hoisted(() => ({ started: [] as { storeId: number }[], stopped: 0 }))

vi.mock('./live/session', () => {
  return {
    startStoreLive: (params: { storeId: number }) => {
      live.started.push(params)
      return () => void live.stopped++
    },
  }
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
let stop: () => void

function signedInTo(storeId: number) {
  signInAs()
  setNotifierConfig({ token: 'custom-token', uuid: 'store-uuid', impersonate: false })
  storeState.store = makeStore({ id: storeId })
}

beforeEach(() => {
  live.started = []
  live.stopped = 0
  stop = startLiveData()
})
afterEach(() => stop())

describe('live data', () => {
  it('starts for the signed-in store, restarts for another store and stops on sign-out', async () => {
    await settle()
    expect(live.started).toEqual([])
    signedInTo(101)
    await vi.waitFor(() => expect(live.started.map((p) => p.storeId)).toEqual([101]))
    storeState.store = makeStore({ id: 102 })
    await vi.waitFor(() => expect(live.started.map((p) => p.storeId)).toEqual([101, 102]))
    expect(live.stopped).toBe(1)
    signOut()
    await settle()
    expect(live.stopped).toBe(2)
    expect(session.token).toBeNull()
  })

  it('never starts for a session that ended while the live module loaded', async () => {
    signedInTo(101)
    signOut()
    await settle()
    await settle()
    expect(live.started).toEqual([])
    expect(live.stopped).toBe(0)
  })
})
