// Print on confirm with a receipt printer paired: the receipt is made from two reads of the order and the print
// dictionary; a sign-out while it is being made ends it, with nothing more sent and nothing said on the sign-in screen.
// A brand logo whose host does not answer is given up on after a few seconds, and the receipt is drawn without it.
import { http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeStore } from '../../../tests/factories/entities'
import { api, HttpResponse } from '../../../tests/mocks/api'
import { makePrintOrder, printDictionaries } from '../../../tests/mocks/print'
import { installFakeSerial } from '../../../tests/mocks/serial'
import { server } from '../../../tests/mocks/server'
import { signInAs } from '../../../tests/setup/session'
import { deviceState, updateDeviceSettings } from '../../stores/device'
import { session, signOut } from '../../stores/session'
import { storeState } from '../../stores/store'
import { toasts } from '../../stores/toasts'
import { printConfirmedOrder } from './print-receipt'

let serial: ReturnType<typeof installFakeSerial>
const before = deviceState.printer

beforeEach(() => {
  serial = installFakeSerial()
  signInAs()
  storeState.store = makeStore()
  updateDeviceSettings({ printOnConfirm: true })
  // paired, switched off: the receipt goes to the queue, not to the browser's dialog
  deviceState.printer = 'absent'
})

// the device's settings and printer are not reset by a sign-out; the next file in this worker starts without them
afterEach(() => {
  vi.useRealTimers()
  delete (document as { fonts?: unknown }).fonts
  updateDeviceSettings({ printOnConfirm: false })
  deviceState.printer = before
  serial.uninstall()
})

describe('a sign-out while a receipt is being made', () => {
  it('stops it: the next read is not sent, and the sign-in screen shows nothing of it', async () => {
    const order = makePrintOrder()
    let answer = () => undefined as void
    const held = new Promise<void>((resolve) => (answer = resolve))
    const reads: (string | null)[] = []
    server.use(
      api.get('/api/v1/order/{id}', async ({ request }) => {
        reads.push(request.headers.get('authorization'))
        await held
        if (!request.headers.get('authorization')) return HttpResponse.json({ code: 401, message: 'JWT Token not found' }, { status: 401 })
        return HttpResponse.json(order)
      }),
      api.get('/api/v1/dictionary/{storeId}/{locale}', () => HttpResponse.json(printDictionaries.en)),
    )
    const open = vi.spyOn(window, 'open')
    const printing = printConfirmedOrder({ id: order.id, code: order.code })
    await vi.waitFor(() => expect(reads).toHaveLength(1))
    signOut()
    expect(session.token).toBeNull()
    answer()
    await printing
    await new Promise((r) => setTimeout(r, 50))
    expect(reads).toEqual(['Bearer user-token'])
    expect(toasts.items).toEqual([])
    expect(session.token).toBeNull()
    expect(open).not.toHaveBeenCalled()
  })
})

/** The receipt being drawn off screen (in its shadow root), if one is */
const receiptBeingDrawn = () => [...document.body.children].find((e) => e.shadowRoot)?.shadowRoot?.querySelector('article') ?? null

describe('a brand logo whose host never answers', () => {
  it('is given up after a few seconds, and the receipt is drawn without it', async () => {
    const order = makePrintOrder({ store: { id: 101, name: 'Salmiya', brand: { name: 'Patty Lab', photo: '/media/brands/patty.svg', supermarket: false } } })
    let logo: Request | null = null
    server.use(
      api.get('/api/v1/order/{id}', () => HttpResponse.json(order)),
      api.get('/api/v1/dictionary/{storeId}/{locale}', () => HttpResponse.json(printDictionaries.en)),
      http.get(/\/media\/brands\/patty\.svg$/, ({ request }) => {
        logo = request
        return new Promise<never>(() => undefined)
      }),
    )
    // jsdom loads no fonts, and draws nothing: the drawing waits here, with the receipt rendered
    let fontsReady!: () => void
    Object.defineProperty(document, 'fonts', { value: { ready: new Promise<void>((r) => (fontsReady = r)) }, configurable: true })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const printing = printConfirmedOrder({ id: order.id, code: order.code })
    await vi.waitFor(() => expect(logo).not.toBeNull())
    await vi.advanceTimersByTimeAsync(4900)
    expect(receiptBeingDrawn()).toBeNull()

    await vi.advanceTimersByTimeAsync(100)
    expect(logo!.signal.aborted).toBe(true)
    await vi.waitFor(() => expect(receiptBeingDrawn()).not.toBeNull())
    expect(receiptBeingDrawn()).toHaveTextContent(order.code)
    // (jsdom cannot draw it: the bytes a receipt gives are the printer's tests', tests/e2e/printer.e2e.ts)
    fontsReady()
    await printing
  })
})
