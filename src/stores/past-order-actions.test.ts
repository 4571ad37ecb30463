// A past order's Delivered (the drawer's action on a dispatched past order): answers that are not what the contract
// says, and answers that land after a sign-out. The drawer's own tests cover the usual path.
import { describe, expect, it } from 'vitest'
import { makeStore } from '../../tests/factories/entities'
import { makeOrder } from '../../tests/factories/orders'
import { api, HttpResponse } from '../../tests/mocks/api'
import { server } from '../../tests/mocks/server'
import { signInAs } from '../../tests/setup/session'
import { drawer, onPastOrderChanged, openOrderDrawer } from './drawer'
import { markPastOrderDelivered, pastOrderActions } from './past-order-actions'
import { resetAllStores } from './reset'
import { storeState } from './store'
import { toasts } from './toasts'

function withStore(token = 'first-user') {
  signInAs({ token })
  storeState.store = makeStore({ id: 101 })
}

const titles = () => toasts.items.map((t) => t.title)
const dispatched = () => makeOrder({ code: '100921', status: { id: 4, name: 'Dispatched' } })

describe('Delivered on a past order', () => {
  it("an answer without the order ({}) is a failed call: the catalogue's Something went wrong, the drawer and the list as they were", async () => {
    withStore()
    const past = dispatched()
    server.use(api.patch('/api/v1/order/status', () => HttpResponse.json({} as never)))
    openOrderDrawer(past, 'past')
    const heard: number[] = []
    const off = onPastOrderChanged((o) => heard.push(o.id))
    await expect(markPastOrderDelivered(past)).rejects.toThrow('Malformed response')
    off()
    expect(drawer.past).toEqual(past)
    expect(heard).toEqual([])
    expect(titles()).toEqual([{ key: 'error.somethingWentWrong' }])
    expect(pastOrderActions.acting[past.id]).toBeUndefined()
  })

  it("an answer landing after a sign-out tells the next user nothing and leaves their past orders alone", async () => {
    withStore()
    const past = dispatched()
    let arrive = () => undefined as void
    let release = () => undefined as void
    const reached = new Promise<void>((r) => (arrive = r))
    const open = new Promise<void>((r) => (release = r))
    server.use(
      api.patch('/api/v1/order/status', async () => {
        arrive()
        await open
        const status = { id: 5 as const, name: 'Delivered' }
        return HttpResponse.json({ order: { ...past, status }, status })
      }),
    )
    openOrderDrawer(past, 'past')
    const pending = markPastOrderDelivered(past)
    await reached
    resetAllStores()
    withStore('next-user')
    const heard: number[] = []
    const off = onPastOrderChanged((o) => heard.push(o.id))
    release()
    await pending
    off()
    expect(heard).toEqual([])
    expect(titles()).toEqual([])
  })
})
