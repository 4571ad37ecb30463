// A signed-in start opens with the store this device saved for the same user before the server answers (the board
// paints its saved orders at once); the server's answers replace it, and an error answer takes it away.
import { HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { makeNotifierConfig, makeStore, makeUser } from '../../tests/factories/entities'
import { api } from '../../tests/mocks/api'
import { server } from '../../tests/mocks/server'
import { signInAs } from '../../tests/setup/session'
import { setNotifierConfig } from './session'
import { loadStore, storeState } from './store'

const saved = vi.hoisted(() => ({ value: null as unknown }))
vi.mock(import('../lib/db/db'), async (original) => ({
  ...(await original()),
  readLastStore: () => Promise.resolve(saved.value as never),
  saveLastStore: () => Promise.resolve(),
}))

const savedStore = makeStore({ id: 101, name: 'Saved on this device' })
const serverStore = makeStore({ id: 101, name: 'From the server' })

/** The user's store call waits until released */
function holdUserStore(answer: () => Response) {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  server.use(
    api.get('/api/v1/user/store', async () => {
      await held
      return answer()
    }),
    api.get('/api/v1/store/{id}', () => HttpResponse.json(serverStore)),
  )
  return release
}

beforeEach(() => {
  signInAs({ email: 'staff@kw.demo' })
  setNotifierConfig(makeNotifierConfig())
  saved.value = { key: 'last', country: 'KW', user: makeUser({ email: 'staff@kw.demo' }), store: savedStore, analytics: null, savedAt: Date.now() }
})

describe('a signed-in start', () => {
  it("opens with this user's saved store before the server answers, then takes the server's", async () => {
    const release = holdUserStore(() => HttpResponse.json({ user: makeUser({ email: 'staff@kw.demo' }), store: { id: 101, name: 'x' } }))
    const loading = loadStore()
    await vi.waitFor(() => expect(storeState.store?.name).toBe('Saved on this device'))
    expect(storeState.load).toBe('ready')
    release()
    await loading
    expect(storeState.store?.name).toBe('From the server')
    expect(storeState.fromDevice).toBe(false)
  })

  it("does not open with another user's saved store", async () => {
    saved.value = { ...(saved.value as object), user: makeUser({ email: 'someone.else@kw.demo' }) }
    const release = holdUserStore(() => HttpResponse.json({ user: makeUser({ email: 'staff@kw.demo' }), store: { id: 101, name: 'x' } }))
    const loading = loadStore()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(storeState.store).toBeNull()
    release()
    await loading
    expect(storeState.store?.name).toBe('From the server')
  })

  it('an error answer takes the saved store away: the layout shows the failure, as without it', async () => {
    const release = holdUserStore(() => HttpResponse.json({ code: 500, message: 'Internal Server Error' }, { status: 500 }))
    const loading = loadStore()
    await vi.waitFor(() => expect(storeState.store?.name).toBe('Saved on this device'))
    release()
    await loading
    expect(storeState.store).toBeNull()
    expect(storeState.load).toBe('failed')
  })
})
