// Basic View (store polling): a refresh that does not bring the orders is said, not passed off as a fresh board.
import { HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeStore } from '../../../tests/factories/entities'
import { api } from '../../../tests/mocks/api'
import { server } from '../../../tests/mocks/server'
import { signInAs } from '../../../tests/setup/session'
import { menuHandlers, menuWorld } from '../../../tests/mocks/menu'
import { connection } from '../../stores/connection'
import { loadMenu, menuState } from '../../stores/menu'
import { storeState } from '../../stores/store'
import { BASIC_VIEW_INTERVAL_MS, MENU_POLL_MS, startStoreLive } from './session'

afterEach(() => vi.useRealTimers())

function basicView() {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] })
  signInAs()
  storeState.store = makeStore({ id: 101, polling: true })
  const answer = { fails: false }
  server.use(
    api.get('/api/v1/store/{id}/order', () => (answer.fails ? HttpResponse.json({ code: 502, message: 'Bad Gateway' }, { status: 502 }) : HttpResponse.json([]))),
  )
  const stop = startStoreLive({ country: 'KW', storeId: 101, polling: true, customToken: 'token', storeUuid: 'store-uuid' })
  return { answer, stop }
}

describe('Basic View refreshes', () => {
  it("a refresh without the orders says so and keeps the last good one's time; the next good one clears it", async () => {
    const { answer, stop } = basicView()
    await vi.waitFor(() => expect(connection.lastPolledAt).not.toBeNull())
    const first = connection.lastPolledAt
    expect(connection.pollFailed).toBe(false)

    answer.fails = true
    await vi.advanceTimersByTimeAsync(BASIC_VIEW_INTERVAL_MS)
    await vi.waitFor(() => expect(connection.pollFailed).toBe(true))
    expect(connection.lastPolledAt).toBe(first)

    answer.fails = false
    await vi.advanceTimersByTimeAsync(BASIC_VIEW_INTERVAL_MS)
    await vi.waitFor(() => expect(connection.pollFailed).toBe(false))
    expect(connection.lastPolledAt).not.toBe(first)
    stop()
  })

  it('the network going away is said at once, and its return refreshes at once', async () => {
    const { stop } = basicView()
    await vi.waitFor(() => expect(connection.lastPolledAt).not.toBeNull())
    const first = connection.lastPolledAt
    window.dispatchEvent(new Event('offline'))
    expect(connection.pollFailed).toBe(true)
    await vi.advanceTimersByTimeAsync(5_000)
    window.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(connection.pollFailed).toBe(false))
    expect(connection.lastPolledAt).not.toBe(first)
    stop()
  })

  it('a menu held is fetched again quietly each minute (no menu update comes live in Basic View)', async () => {
    expect(MENU_POLL_MS).toBe(BASIC_VIEW_INTERVAL_MS)
    const { stop } = basicView()
    const world = menuWorld()
    server.use(...menuHandlers(world))
    await loadMenu({ locale: 'en' })
    world.products.find((p) => p.id === 1005)!.in_stock = false
    await vi.advanceTimersByTimeAsync(BASIC_VIEW_INTERVAL_MS)
    await vi.waitFor(() => expect(world.locales).toEqual(['en', 'en']))
    await vi.waitFor(() => expect(menuState.products.find((p) => p.id === 1005)?.in_stock).toBe(false))
    expect(menuState.load).toBe('ready')
    stop()
  })
})
