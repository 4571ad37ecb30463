// Opening the device's database never leaves the page without it for good: a database a newer build left (a deploy
// rolled back) is made again, a failed open is tried again at the next call, a tab that holds the open up makes the
// calls fail rather than wait forever, and a connection the browser closed is opened again. jsdom has no IndexedDB:
// idb's openDB and deleteDB stand in, each open answering as the test says.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

type Callbacks = { blocked?: () => void; blocking?: () => void; terminated?: () => void }
type FakeDb = { rows: Map<string, unknown>; closed: boolean; get(store: string, key: unknown): Promise<unknown>; put(store: string, value: { key?: unknown }): Promise<void>; close(): void }

const idb = vi.hoisted(() => ({
  /** how each open answers, in turn; the callbacks of each open are kept */
  opens: [] as ((on: Callbacks) => Promise<unknown>)[],
  callbacks: [] as Callbacks[],
  deletes: [] as string[],
}))
vi.mock('idb', () => ({
  openDB: (_name: string, _version: number, on: Callbacks) => {
    idb.callbacks.push(on)
    const next = idb.opens.shift()
    return next ? next(on) : Promise.reject(new Error('no open expected'))
  },
  deleteDB: (name: string) => {
    idb.deletes.push(name)
    return Promise.resolve()
  },
}))

/** The module afresh: it keeps its connection for the page's life */
const fresh = async () => {
  vi.resetModules()
  return import('./db')
}
function fakeDb(): FakeDb {
  const rows = new Map<string, unknown>()
  return {
    rows,
    closed: false,
    get: (store, key) => Promise.resolve(rows.get(`${store}:${String(key)}`)),
    put: (store, value) => Promise.resolve(void rows.set(`${store}:${String(value.key)}`, value)),
    close() {
      this.closed = true
    },
  }
}
const opensWith = (d: FakeDb) => () => Promise.resolve(d)
const failsWith = (name: string) => () => Promise.reject(new DOMException(`${name} from the browser`, name))
const last = { country: 'KW', user: { email: 'a@b.c' }, store: { id: 101 }, analytics: null } as never

beforeAll(() => vi.stubGlobal('indexedDB', {}))
afterAll(() => vi.unstubAllGlobals())
afterEach(() => {
  vi.useRealTimers()
  idb.opens.length = 0
  idb.callbacks.length = 0
  idb.deletes.length = 0
})

describe('opening the device database', () => {
  it('one a newer build left (VersionError) is deleted and made again: saves and reads work', async () => {
    const { readLastStore, saveLastStore } = await fresh()
    idb.opens.push(failsWith('VersionError'), opensWith(fakeDb()))
    await saveLastStore(last)
    expect(idb.deletes).toEqual(['store-dashboard'])
    expect(await readLastStore()).toMatchObject({ key: 'last', country: 'KW' })
  })

  it('a failed open is not kept: the next call opens again', async () => {
    const { readLastStore, saveLastStore } = await fresh()
    idb.opens.push(failsWith('UnknownError'), opensWith(fakeDb()))
    await expect(readLastStore()).rejects.toThrow('UnknownError')
    await saveLastStore(last)
    expect(await readLastStore()).toMatchObject({ key: 'last' })
    expect(idb.deletes).toEqual([])
  })

  it('held up by another tab, calls fail after a while instead of waiting for ever; the open serves the calls once it is let go', async () => {
    const { BLOCKED_WAIT_MS, readLastStore, saveLastStore } = await fresh()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const d = fakeDb()
    let letGo!: () => void
    idb.opens.push((on) => {
      queueMicrotask(() => on.blocked?.())
      return new Promise((resolve) => (letGo = () => resolve(d)))
    })
    const first = readLastStore().then(
      () => 'read',
      (e: Error) => `failed: ${e.message}`,
    )
    await vi.advanceTimersByTimeAsync(BLOCKED_WAIT_MS)
    expect(await first).toMatch(/failed: .*another tab/)
    // later calls fail at once while the other tab holds on, and no second open queues behind the first
    await expect(readLastStore()).rejects.toThrow(/another tab/)
    letGo()
    await vi.advanceTimersByTimeAsync(0)
    await saveLastStore(last)
    expect(d.rows.size).toBe(1)
    expect(idb.callbacks).toHaveLength(1)
  })

  it('a connection the browser closed, or one closed for a newer tab, is opened again at the next call', async () => {
    const { readLastStore, saveLastStore } = await fresh()
    const [a, b, c] = [fakeDb(), fakeDb(), fakeDb()]
    idb.opens.push(opensWith(a), opensWith(b), opensWith(c))
    await saveLastStore(last)
    expect(a.rows.size).toBe(1)
    idb.callbacks.at(-1)!.terminated!()
    await saveLastStore(last)
    expect(b.rows.size).toBe(1)
    // a newer tab wants to upgrade: this one lets go of its connection, and opens again when it next needs it
    idb.callbacks.at(-1)!.blocking!()
    expect(b.closed).toBe(true)
    expect(await readLastStore()).toBeNull()
    expect(idb.callbacks).toHaveLength(3)
  })
})
