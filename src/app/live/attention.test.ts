// What live events do for staff attention, through the live path's one map (events.ts): the store-status rule of SPEC 4, the busy
// notice, the sound queue of collection methods, and the sounds of new orders and messages.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeCollection, makeStore, makeUser } from '../../../tests/factories/entities'
import { makeOrder } from '../../../tests/factories/orders'
import { api, HttpResponse } from '../../../tests/mocks/api'
import { server } from '../../../tests/mocks/server'
import { fakeSound } from '../../../tests/mocks/sound'
import { signInAs } from '../../../tests/setup/session'
import { ordersState } from '../../stores/orders'
import { overlays } from '../../stores/overlays'
import { setUser } from '../../stores/session'
import { soundState } from '../../stores/sound'
import { changeStoreStatus, STATUS_ECHO_WAIT_MS, storeState } from '../../stores/store'
import { toasts } from '../../stores/toasts'
import { startAttention } from './attention'
import { handleEvent } from './events'

vi.mock('../../lib/audio/audio', () => import('../../../tests/mocks/sound'))

const ME = 7
let stop: () => void
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const titles = () => toasts.items.map((t) => t.title)
const status = (id: 1 | 2 | 3, changed_by: number | null = null, busy_timer_mins: 5 | null = null) =>
  handleEvent({
    event: 'store_status',
    payload: { status: { id, name: ['Available', 'Open', 'Closed', 'Busy'][id]! }, busy_timer_mins, busy_until: busy_timer_mins ? '2026-11-22T10:05:00+03:00' : null, changed_by },
  })

beforeEach(() => {
  fakeSound.reset()
  soundState.blocked = false
  signInAs()
  setUser(makeUser({ id: ME }))
  storeState.store = makeStore({ status: { id: 3, name: 'Busy' }, busy_timer_mins: 5 })
  stop = startAttention()
})

afterEach(() => stop())

describe('live store status (SPEC 4)', () => {
  it('announces an opening from busy (notice and sound) when this user did not change it here', () => {
    status(1)
    expect(storeState.store?.status.id).toBe(1)
    expect(titles()).toContainEqual({ key: 'overlays.storeOpen' })
    expect(fakeSound.names()).toEqual(['store-open'])
    // already open: nothing more
    status(1, 9)
    expect(fakeSound.names()).toEqual(['store-open'])
  })

  it('stays quiet when this user opened it here, and clears the status-changed flag on every update', async () => {
    await changeStoreStatus('open') // this device changed the status (the selector, Open Now); answered first here
    storeState.store!.status = { id: 3, name: 'Busy' } // as before the change: the echo is what opens it
    status(1, ME) // the update naming this user
    expect(fakeSound.names()).toEqual([])
    expect(storeState.statusChanged).toBe(false)
    status(3, ME, 5)
    status(1, null) // the busy timer ran out
    expect(fakeSound.names()).toEqual(['store-open'])
  })

  it('stays quiet when the echo of an opening made here arrives before the post is answered', async () => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    server.use(
      api.post('/api/v1/store/status', async () => {
        await gate
        return HttpResponse.json({ status: { id: 1, name: 'Open' }, busy_timer_mins: null, busy_until: null })
      }),
    )
    const change = changeStoreStatus('open')
    await settle()
    status(1, ME) // the server emits the event before it answers
    release()
    await change
    expect(titles()).not.toContainEqual({ key: 'overlays.storeOpen' })
    expect(fakeSound.names()).toEqual([])
    expect(storeState.statusChanged).toBe(false)
    // nothing left set: this user opening it again on another tablet is announced
    status(3, ME, 5)
    status(1, ME)
    expect(fakeSound.names()).toEqual(['store-open'])
  })

  it('announces an opening that is not the change made here: another status, another user, or an echo awaited too long', async () => {
    await changeStoreStatus('busy-30')
    storeState.store!.status = { id: 3, name: 'Busy' } // the mock answers Open to any change
    status(1, ME) // Open, while Busy was sent here
    expect(fakeSound.names()).toEqual(['store-open'])

    storeState.store!.status = { id: 3, name: 'Busy' }
    await changeStoreStatus('open')
    storeState.store!.status = { id: 3, name: 'Busy' }
    status(1, 99)
    expect(fakeSound.names()).toEqual(['store-open', 'store-open'])

    // the echo never came (realtime was down); the store went busy unseen, then this user opened it elsewhere
    await changeStoreStatus('open')
    storeState.store!.status = { id: 3, name: 'Busy' }
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + STATUS_ECHO_WAIT_MS + 1)
    status(1, ME)
    expect(fakeSound.names()).toEqual(['store-open', 'store-open', 'store-open'])
  })

  it('a failed change announces the next opening, by this user too', async () => {
    server.use(api.post('/api/v1/store/status', () => HttpResponse.json({ code: 403, message: 'Not allowed now' }, { status: 403, statusText: 'Forbidden' })))
    await expect(changeStoreStatus('open')).rejects.toThrow()
    expect(storeState.statusChanged).toBe(false)
    status(1, ME)
    expect(fakeSound.names()).toEqual(['store-open'])
  })

  it('refetches the store when it opens with every collection method unavailable', async () => {
    let fetched = 0
    server.use(
      api.get('/api/v1/store/{id}', () => {
        fetched++
        return HttpResponse.json(makeStore({ collection_method: makeCollection({ dt_available: true }) }))
      }),
    )
    storeState.store = makeStore({ status: { id: 3, name: 'Busy' }, collection_method: makeCollection() })
    status(1)
    await vi.waitFor(() => expect(fetched).toBe(1))
    await vi.waitFor(() => expect(storeState.store?.collection_method.dt_available).toBe(true))
    // with a method available, no refetch
    status(3, null, 5)
    status(1)
    await settle()
    expect(fetched).toBe(1)
  })

  it('shows the busy notice and the modal holding the expiry time; an update of the status closes it', () => {
    handleEvent({ event: 'busy_timer', payload: { in_minutes: 1, busy_until: '2026-11-22T10:05:00+03:00' } })
    expect(overlays.busyUntil).toBe('2026-11-22T10:05:00+03:00')
    expect(titles()).toContainEqual({ key: 'overlays.busyNotice', params: { time: '10:05 AM' } })
    status(1)
    expect(overlays.busyUntil).toBeNull()
    // only in_minutes 1 opens it
    handleEvent({ event: 'busy_timer', payload: { in_minutes: 5, busy_until: '2026-11-22T10:05:00+03:00' } })
    expect(overlays.busyUntil).toBeNull()
  })

  it('closes the busy modal when Open is chosen here', async () => {
    handleEvent({ event: 'busy_timer', payload: { in_minutes: 1, busy_until: '2026-11-22T10:05:00+03:00' } })
    await changeStoreStatus('open')
    await settle()
    expect(overlays.busyUntil).toBeNull()
  })
})

describe('the sound queue of collection methods available again', () => {
  const expired = (method: 'dt' | 'wt' | 'hd' | 'od' | 'di' | 'sh') =>
    handleEvent({ event: 'collection_availability_expired', payload: { method, collection_method: makeCollection({ [`${method}_available`]: true }) } })

  it('queues one sound per method, only while the store is open; Dine-In and Send Hero have none', async () => {
    expired('dt') // busy store: no sound
    expect(soundState.queue).toEqual([])
    storeState.store!.status = { id: 1, name: 'Open' }
    expired('dt')
    expired('wt')
    expired('di')
    expired('sh')
    expired('hd')
    expired('od')
    expect(soundState.queue).toEqual(['available-drive-thru', 'available-walk-thru', 'available-home-delivery', 'available-office-delivery'])
    await settle()
    expect(fakeSound.playing()).toEqual(['available-drive-thru'])
  })
})

describe('new orders and messages', () => {
  it("plays new-order and says 'You have a new pending order' for a new pending order", () => {
    handleEvent({ event: 'order_new', payload: { order: makeOrder() } })
    expect(fakeSound.names()).toContain('new-order')
    expect(titles()).toContainEqual({ key: 'orders.newPending' })
  })

  it('plays new-message when a customer asks about an order on the board', () => {
    const order = makeOrder({ status: { id: 3, name: 'Preparing' } })
    handleEvent({ event: 'order_new', payload: { order } })
    handleEvent({ event: 'customer_message', payload: { order: { ...order, whereIs: { asked_at: '2026-11-22T10:00:00+03:00', expected_mins: null, replied_at: null } } } })
    expect(fakeSound.names()).toEqual(['new-message'])
    handleEvent({ event: 'customer_message', payload: { order: makeOrder({ id: 999_999 }) } })
    expect(fakeSound.names()).toEqual(['new-message'])
    expect(ordersState.byId[999_999]).toBeUndefined()
  })

  it('says nothing once the shell is gone (signed out, a print tab)', () => {
    stop()
    handleEvent({ event: 'order_new', payload: { order: makeOrder() } })
    expect(fakeSound.names()).toEqual([])
    stop = startAttention()
  })
})
