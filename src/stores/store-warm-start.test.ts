// A signed-in start opens with the store this device saved for the same user before the server answers (the board
// paints its saved orders at once); the server's answers replace it, and an error answer takes it away. A store that
// breaks what the screens read is neither shown nor saved, and a saved one is not opened.
import { HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { makeNotifierConfig, makeStore, makeUser } from '../../tests/factories/entities'
import { api, ext } from '../../tests/mocks/api'
import { server } from '../../tests/mocks/server'
import { signInAs } from '../../tests/setup/session'
import { clearNotifierConfig, setNotifierConfig } from './session'
import { loadStore, refetchStore, storeState } from './store'
import { toasts } from './toasts'

const saved = vi.hoisted(() => ({ value: null as unknown, writes: [] as unknown[] }))
vi.mock(import('../lib/db/db'), async (original) => ({
  ...(await original()),
  readLastStore: () => Promise.resolve(saved.value as never),
  saveLastStore: (value) => {
    saved.writes.push(value)
    return Promise.resolve()
  },
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
  saved.writes = []
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

  it("offline, opens the saved store without the notifier config ('Dashboard is offline''s reload icon clears it)", async () => {
    clearNotifierConfig()
    server.use(api.get('/api/v1/user/store', () => HttpResponse.error()))
    await loadStore()
    expect(storeState.load).toBe('ready')
    expect(storeState.store?.name).toBe('Saved on this device')
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

type Report = { message: string; level: string; tags: Record<string, string> }

/** The error reports sent */
function reportsSent(): Report[] {
  const reports: Report[] = []
  server.use(
    ext.errors(async ({ request }) => {
      reports.push((await request.json()) as Report)
      return new HttpResponse(null, { status: 204 })
    }),
  )
  return reports
}

const malformed: [string, unknown][] = [
  ['status null', { ...serverStore, status: null }],
  ['brand null', { ...serverStore, brand: null }],
  ['an array', []],
  ['an unknown time zone', { ...serverStore, timezone: 'Mars/Olympus' }],
]

describe('a malformed store answer', () => {
  it.each(malformed)('with %s is a failed call: not shown, not saved, the user is told and it is reported', async (_, answer) => {
    saved.value = null
    const reports = reportsSent()
    server.use(api.get('/api/v1/store/{id}', () => HttpResponse.json(answer as never)))
    await loadStore()
    expect(storeState.store).toBeNull()
    expect(storeState.load).toBe('failed')
    expect(toasts.items.at(-1)?.title).toEqual({ key: 'error.somethingWentWrong' })
    await vi.waitFor(() => expect(reports).toHaveLength(1))
    expect(reports[0]).toMatchObject({ level: 'warning', tags: { rest_call: 'GET /store/{id}' } })
    expect(saved.writes).toEqual([])
  })

  it('takes away the saved store shown meanwhile, as an error answer does', async () => {
    reportsSent()
    const release = holdUserStore(() => HttpResponse.json({ user: makeUser({ email: 'staff@kw.demo' }), store: { id: 101, name: 'x' } }))
    server.use(api.get('/api/v1/store/{id}', () => HttpResponse.json({ ...serverStore, status: null } as never)))
    const loading = loadStore()
    await vi.waitFor(() => expect(storeState.store?.name).toBe('Saved on this device'))
    release()
    await loading
    expect(storeState.store).toBeNull()
    expect(storeState.load).toBe('failed')
    expect(saved.writes).toEqual([])
  })

  it('a sound answer is saved for the next start', async () => {
    saved.value = null
    server.use(api.get('/api/v1/store/{id}', () => HttpResponse.json(serverStore)))
    await loadStore()
    expect(storeState.store?.name).toBe('From the server')
    await vi.waitFor(() => expect(saved.writes).toMatchObject([{ store: { name: 'From the server' } }]))
  })

  it('a refetch keeps the store as it was, tells the user and throws, and reports the same fault once a session', async () => {
    const reports = reportsSent()
    server.use(api.get('/api/v1/store/{id}', () => HttpResponse.json(serverStore)))
    await loadStore()
    const before = storeState.store
    server.use(api.get('/api/v1/store/{id}', () => HttpResponse.json({ ...serverStore, name: 'Changed', status: null } as never)))
    await expect(refetchStore({ background: true })).rejects.toThrow('Malformed response')
    await expect(refetchStore({ background: true })).rejects.toThrow('Malformed response')
    expect(storeState.store).toBe(before)
    expect(storeState.store?.name).toBe('From the server')
    expect(toasts.items.at(-1)?.title).toEqual({ key: 'error.somethingWentWrong' })
    await vi.waitFor(() => expect(reports).toHaveLength(1))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(reports).toHaveLength(1)
  })
})

describe('a saved store that fails the same check', () => {
  it('is not opened at a warm start; the server answer is', async () => {
    saved.value = { ...(saved.value as object), store: { ...savedStore, status: null } }
    const release = holdUserStore(() => HttpResponse.json({ user: makeUser({ email: 'staff@kw.demo' }), store: { id: 101, name: 'x' } }))
    const loading = loadStore()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(storeState.store).toBeNull()
    expect(storeState.load).toBe('loading')
    release()
    await loading
    expect(storeState.store?.name).toBe('From the server')
  })

  it('is not opened without a network either: the layout shows the failure', async () => {
    saved.value = { ...(saved.value as object), store: { ...savedStore, brand: null } }
    server.use(api.get('/api/v1/user/store', () => HttpResponse.error()))
    await loadStore()
    expect(storeState.store).toBeNull()
    expect(storeState.load).toBe('failed')
  })
})
