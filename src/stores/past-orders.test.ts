// The past-orders store's calls on their own: answers that land out of order or after a sign-out, a decision sent
// twice, an export answered without its message. The page's tests cover the usual paths.
import { answerGate as gate } from '../../tests/mocks/answer-gate'
import { describe, expect, it } from 'vitest'
import { makePastOrder, makeRefund, pastOrdersWorld } from '../../tests/mocks/past-orders'
import { api, HttpResponse } from '../../tests/mocks/api'
import { server } from '../../tests/mocks/server'
import { captureDownloads } from '../../tests/setup/page'
import { signInAs } from '../../tests/setup/session'
import { DEFAULT_FILTERS } from '../domain/past-orders'
import { applyPastOrder, decideRefund, exportPastOrders, loadPastOrders, pastOrders } from './past-orders'
import { resetAllStores } from './reset'
import { toasts } from './toasts'


const titles = () => toasts.items.map((t) => t.title)
const awaiting = () => makePastOrder({ id: 601, code: '600601', refund: makeRefund({ status: 2 }) })
const decided = (order: ReturnType<typeof awaiting>) => ({ ...order, refund: { ...order.refund!, status: 3 as const } })

describe('a list answered after a row changed here', () => {
  it('keeps the row changed after the list was sent; a list sent after the change brings the server’s row', async () => {
    signInAs()
    const order = awaiting()
    const world = pastOrdersWorld({ orders: [order] })
    server.use(...world.handlers)
    await loadPastOrders(DEFAULT_FILTERS, 'en')
    const slow = gate()
    const snapshot = structuredClone(order)
    server.use(
      api.get('/api/v1/search/order', async () => {
        slow.arrive()
        await slow.open
        return HttpResponse.json({ orders: [snapshot], count: 1 })
      }),
    )
    const pending = loadPastOrders({ ...DEFAULT_FILTERS, dir: 'ASC' }, 'en')
    await slow.reached
    // a decision (or the drawer's Delivered) lands while that list is on its way
    applyPastOrder(decided(order))
    slow.release()
    expect(await pending).toBe('shown')
    expect(pastOrders.orders.map((o) => o.refund?.status)).toEqual([3])

    // the server's word once asked after the change
    server.use(api.get('/api/v1/search/order', () => HttpResponse.json({ orders: [{ ...order, refund: { ...order.refund!, status: 4 as const } }], count: 1 })))
    await loadPastOrders(DEFAULT_FILTERS, 'en')
    expect(pastOrders.orders.map((o) => o.refund?.status)).toEqual([4])
  })
})

describe('refund decision', () => {
  it('a second decision for the order while the first is on its way sends nothing and gets the first one’s answer', async () => {
    signInAs()
    const order = awaiting()
    const sent: unknown[] = []
    const slow = gate()
    server.use(
      api.post('/api/v1/order/refund/decide', async ({ request }) => {
        sent.push(await request.json())
        slow.arrive()
        await slow.open
        return HttpResponse.json(decided(order))
      }),
    )
    const first = decideRefund(order.id, 'accept', '')
    await slow.reached
    const second = decideRefund(order.id, 'reject', 'twice')
    slow.release()
    expect((await second).refund?.status).toBe(3)
    expect((await first).refund?.status).toBe(3)
    expect(sent).toEqual([{ order_id: order.id, decision: 'accept' }])
    expect(pastOrders.decidingId).toBeNull()
  })

  it('answered after a sign-out: no toast, no row changed, and the next user’s decision stays in progress', async () => {
    signInAs({ token: 'manager-1' })
    const order = awaiting()
    const slow = gate()
    server.use(
      api.post('/api/v1/order/refund/decide', async () => {
        slow.arrive()
        await slow.open
        return HttpResponse.json(decided(order))
      }),
    )
    const pending = decideRefund(order.id, 'accept', '')
    await slow.reached
    resetAllStores()
    signInAs({ token: 'next-user' })
    pastOrders.orders = [order]
    pastOrders.decidingId = 777
    slow.release()
    await pending
    expect(titles()).toEqual([])
    expect(pastOrders.orders[0]!.refund?.status).toBe(2)
    expect(pastOrders.decidingId).toBe(777)
  })
})

describe('export', () => {
  it('a file answered after a sign-out is not saved, and the next user’s export stays in progress', async () => {
    signInAs({ token: 'manager-1' })
    const files = captureDownloads()
    const slow = gate()
    server.use(
      api.get('/api/v1/search/order', async () => {
        slow.arrive()
        await slow.open
        return new HttpResponse('ID,Customer\r\n1,محمد\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } }) as never
      }),
    )
    const pending = exportPastOrders(DEFAULT_FILTERS)
    await slow.reached
    resetAllStores()
    signInAs({ token: 'next-user' })
    pastOrders.exporting = true
    slow.release()
    expect(await pending).toBe('failed')
    expect(files).toEqual([])
    expect(titles()).toEqual([])
    expect(pastOrders.exporting).toBe(true)
  })

  it('a mailed-export message answered after a sign-out is not shown to the next user', async () => {
    signInAs({ token: 'manager-1' })
    const slow = gate()
    server.use(
      api.get('/api/v1/search/order', async () => {
        slow.arrive()
        await slow.open
        return HttpResponse.json({ message: 'The export will be sent to manager@kw.demo' })
      }),
    )
    const pending = exportPastOrders(DEFAULT_FILTERS)
    await slow.reached
    resetAllStores()
    slow.release()
    await pending
    expect(titles()).toEqual([])
  })

  it("a JSON answer without a message is a failed call: the catalogue's Something went wrong, nothing saved", async () => {
    signInAs()
    const files = captureDownloads()
    server.use(api.get('/api/v1/search/order', () => HttpResponse.json({ orders: [], count: 0 })))
    expect(await exportPastOrders(DEFAULT_FILTERS)).toBe('failed')
    expect(files).toEqual([])
    expect(toasts.items.map((t) => [t.kind, t.title])).toEqual([['error', { key: 'error.somethingWentWrong' }]])
    expect(pastOrders.exporting).toBe(false)
  })
})
