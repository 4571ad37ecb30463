// Print on confirm with a receipt printer paired: the receipt is made from two reads of the order and the print
// dictionary; a sign-out while it is being made ends it, with nothing more sent and nothing said on the sign-in screen.
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
