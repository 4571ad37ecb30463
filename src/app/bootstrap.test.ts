// Live data starts once someone is signed in to a store, from a module loaded then (not at /login), and never for
// a session that ended while that module was loading.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeStore } from '../../tests/factories/entities'
import { signInAs } from '../../tests/setup/session'
import { session, setNotifierConfig, signOut } from '../stores/session'
import { storeState } from '../stores/store'
import { startLiveData } from './bootstrap'

type Started = { storeId: number; customToken: string | null; storeUuid: string | null }
const live = vi.hoisted(() => ({ started: [] as Started[], stopped: 0 }))

vi.mock('./live/session', () => {
  return {
    startStoreLive: (params: Started) => {
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

  it('starts without the notifier config (the board and its polling need none), and anew with realtime once it comes', async () => {
    signInAs()
    storeState.store = makeStore({ id: 101 })
    await vi.waitFor(() => expect(live.started).toEqual([{ country: 'KW', storeId: 101, polling: false, customToken: null, storeUuid: null }]))
    setNotifierConfig({ token: 'custom-token', uuid: 'store-uuid', impersonate: false })
    await vi.waitFor(() => expect(live.started.at(-1)).toMatchObject({ customToken: 'custom-token', storeUuid: 'store-uuid' }))
    expect(live.stopped).toBe(1)
  })

  it('a Basic View store does not start anew when the notifier config comes: it has no realtime', async () => {
    signInAs()
    storeState.store = makeStore({ id: 102, polling: true })
    await vi.waitFor(() => expect(live.started).toHaveLength(1))
    setNotifierConfig({ token: 'custom-token', uuid: 'store-uuid', impersonate: false })
    await settle()
    expect(live.started).toHaveLength(1)
    expect(live.stopped).toBe(0)
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
