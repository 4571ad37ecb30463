// The print queue on 'This device': a receipt that leaves the list with the keyboard on its Dismiss leaves the focus
// in the queue, and a Dismiss the device's database refuses says so. jsdom has no IndexedDB: the list is the store's
// state, a Dismiss empties it (the database lists nothing), and a database that refuses is an `indexedDB` that does
// not open.
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeStore } from '../../../tests/factories/entities'
import { deviceState, type QueuedJob } from '../../stores/device'
import { storeState } from '../../stores/store'
import { toasts } from '../../stores/toasts'
import DevicePage from './DevicePage'

/** Node's process (the tests run in Node; the app's types know only the browser) */
type NodeProcess = { on(e: string, f: (r: unknown) => void): void; off(e: string, f: (r: unknown) => void): void }
const node = (globalThis as unknown as { process: NodeProcess }).process

const waiting = (...codes: string[]): QueuedJob[] => codes.map((code) => ({ id: Number(code), label: code, createdAt: Date.now() }))

beforeEach(() => {
  storeState.store = makeStore()
})

/** 'This device' with these receipts waiting, and the keyboard on the Dismiss of `focused` */
function queueOf(codes: string[], focused: string) {
  deviceState.queue = waiting(...codes)
  const user = userEvent.setup()
  render(<DevicePage />)
  const list = screen.getByRole('list', { name: 'Print queue' })
  act(() => within(list).getByRole('button', { name: `Dismiss Order ${focused}` }).focus())
  return { user, list }
}

describe('a receipt leaving the list with the focus on its Dismiss', () => {
  it("leaves the focus on the next receipt's Dismiss (printed, or dismissed in another window)", async () => {
    const { list } = queueOf(['1041', '1042', '1043'], '1042')
    await act(async () => void (deviceState.queue = waiting('1041', '1043')))
    expect(within(list).getByRole('button', { name: 'Dismiss Order 1043' })).toHaveFocus()
  })

  it("the last in the list leaves it on the queue's heading", async () => {
    queueOf(['1041', '1042'], '1042')
    await act(async () => void (deviceState.queue = waiting('1041')))
    expect(screen.getByRole('heading', { name: 'Print queue' })).toHaveFocus()
  })

  it('a Dismiss by keyboard that empties the queue leaves it on "Nothing is waiting to print."', async () => {
    const { user } = queueOf(['1041'], '1041')
    await user.keyboard('{Enter}')
    await screen.findByText('Nothing is waiting to print.')
    expect(screen.getByText('Nothing is waiting to print.')).toHaveFocus()
  })

  it('leaves it alone when the keyboard has gone elsewhere meanwhile', async () => {
    queueOf(['1041', '1042'], '1041')
    const elsewhere = screen.getByRole('switch', { name: 'Print when an order is confirmed' })
    act(() => elsewhere.focus())
    await act(async () => void (deviceState.queue = waiting('1042')))
    expect(elsewhere).toHaveFocus()
  })
})

describe('a Dismiss the database refuses', () => {
  // a database another tab holds open gives up; here it does not open at all
  beforeEach(() => {
    Object.defineProperty(globalThis, 'indexedDB', {
      value: {
        open: () => {
          throw new Error('IndexedDB is held open by another tab')
        },
      },
      configurable: true,
    })
  })
  afterEach(() => {
    delete (globalThis as { indexedDB?: unknown }).indexedDB
  })

  it('says so (an error toast), the receipt stays with the focus on it, and no error goes unhandled', async () => {
    const unhandled: unknown[] = []
    const onRejection = (reason: unknown) => unhandled.push(reason)
    node.on('unhandledRejection', onRejection)
    try {
      const { user, list } = queueOf(['1041', '1042'], '1041')
      await user.keyboard('{Enter}')
      await vi.waitFor(() => expect(toasts.items.map((t) => [t.kind, t.title])).toEqual([['error', { key: 'device.queue.dismissFailed' }]]))
      await new Promise((r) => setTimeout(r, 20))
      expect(within(list).getAllByRole('listitem')).toHaveLength(2)
      expect(within(list).getByRole('button', { name: 'Dismiss Order 1041' })).toHaveFocus()
      expect(unhandled).toEqual([])
    } finally {
      node.off('unhandledRejection', onRejection)
    }
  })
})
