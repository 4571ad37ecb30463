// What a sign-out leaves behind on a shared tablet: an answer to a request sent before it fills nothing.
import { answerGate as gate } from '../../tests/mocks/answer-gate'
import { HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { makeStore, makeUser } from '../../tests/factories/entities'
import { makeOrder } from '../../tests/factories/orders'
import { api } from '../../tests/mocks/api'
import { server } from '../../tests/mocks/server'
import { signInAs } from '../../tests/setup/session'
import { changeOrderStatus } from './order-status'
import { fetchCurrentOrders, ordersState, setCurrentOrders } from './orders'
import { resetAllStores } from './reset'
import { session, setUser, signOut, uploadAvatar } from './session'
import { refetchStore, storeState } from './store'
import { toasts } from './toasts'

function withStore(token = 'first-user') {
  signInAs({ token })
  storeState.store = makeStore({ id: 101, name: 'First' })
}

describe('after a sign-out', () => {
  it("a current-orders answer to a request sent before cannot fill the next user's board, and the next user's own fetch goes out", async () => {
    withStore()
    const old = makeOrder({ code: '100001' })
    const first = gate()
    server.use(
      api.get('/api/v1/store/{id}/order', async () => {
        first.arrive()
        await first.open
        return HttpResponse.json([old])
      }),
    )
    const pending = fetchCurrentOrders()
    await first.reached
    resetAllStores()
    withStore('next-user')
    const mine = makeOrder({ code: '100002' })
    server.use(api.get('/api/v1/store/{id}/order', () => HttpResponse.json([mine])))
    await fetchCurrentOrders()
    first.release()
    await pending
    expect(Object.values(ordersState.byId).map((o) => o.code)).toEqual(['100002'])
  })

  it("a store answer to a request sent before does not become the next user's store", async () => {
    withStore()
    const first = gate()
    server.use(
      api.get('/api/v1/store/{id}', async () => {
        first.arrive()
        await first.open
        return HttpResponse.json(makeStore({ id: 101, name: 'Last user store' }))
      }),
    )
    const pending = refetchStore()
    await first.reached
    resetAllStores()
    storeState.store = makeStore({ id: 101, name: 'Next user store' })
    first.release()
    await pending
    expect(storeState.store?.name).toBe('Next user store')
  })

  it("a status change answered after a sign-out puts nothing on the next user's board and says nothing", async () => {
    withStore()
    const order = makeOrder({ code: '100003' })
    setCurrentOrders([order], { announce: false })
    ordersState.load = 'ready'
    const first = gate()
    server.use(
      api.patch('/api/v1/order/status', async () => {
        first.arrive()
        await first.open
        const status = { id: 3 as const, name: 'Preparing' }
        return HttpResponse.json({ order: { ...order, status }, status })
      }),
    )
    const pending = changeOrderStatus(order.id, 'confirm', { preparationTime: 10 })
    await first.reached
    resetAllStores()
    withStore('next-user')
    first.release()
    await pending
    expect(ordersState.byId).toEqual({})
    expect(ordersState.flags).toEqual({})
    expect(toasts.items).toEqual([])
  })

  it("an avatar answered after a sign-out does not become the next user, and says nothing", async () => {
    withStore()
    setUser(makeUser({ id: 1, name: 'First User', email: 'first@kw.demo' }))
    const first = gate()
    server.use(
      api.post('/api/v1/user/avatar', async () => {
        first.arrive()
        await first.open
        return HttpResponse.json(makeUser({ id: 1, name: 'First User', email: 'first@kw.demo', avatar: { mini: '/media/1.png' } }))
      }),
    )
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], { type: 'image/png' })
    const pending = uploadAvatar(png)
    await first.reached
    signOut()
    withStore('next-user')
    setUser(makeUser({ id: 2, name: 'Second User', email: 'second@kw.demo' }))
    first.release()
    await pending
    expect(session.user?.email).toBe('second@kw.demo')
    expect(toasts.items).toEqual([])
  })
})
