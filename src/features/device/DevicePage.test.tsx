// 'This device' for a screen-reader and keyboard user: the printer's status says what is wrong with a paired printer,
// each switch is described by its help text, and 'Forget printer' leaves the focus on the printer card.
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { makeBrand, makeStore } from '../../../tests/factories/entities'
import { installFakeSerial } from '../../../tests/mocks/serial'
import { setLocale } from '../../lib/i18n/i18n'
import { deviceState } from '../../stores/device'
import { storeState } from '../../stores/store'
import DevicePage from './DevicePage'

let serial: ReturnType<typeof installFakeSerial>
// the printer's status is the device's and no sign-out resets it: the next file in this worker starts without it
const before = deviceState.printer

beforeEach(() => {
  serial = installFakeSerial()
  storeState.store = makeStore()
})

afterEach(() => {
  deviceState.printer = before
  serial.uninstall()
})

describe("the printer's status", () => {
  it('a paired printer that is off is headed so, not "No printer"', () => {
    deviceState.printer = 'absent'
    render(<DevicePage />)
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent(/^Printer off or unplugged/)
    expect(status).not.toHaveTextContent('No printer')
    expect(status).toHaveTextContent('The paired printer is off or unplugged')
  })

  it('a printer on the host that does not take receipts is not responding, not off', () => {
    deviceState.printer = 'stalled'
    render(<DevicePage />)
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent(/^Printer not responding/)
    expect(status).toHaveTextContent('receipts wait in the queue and are tried again')
    expect(status).not.toHaveTextContent(/off or unplugged|No printer/)
    expect(screen.getByRole('button', { name: 'Forget printer' })).toBeInTheDocument()
  })

  it('in Arabic too', () => {
    setLocale('ar')
    deviceState.printer = 'absent'
    const { unmount } = render(<DevicePage />)
    expect(screen.getByRole('status')).toHaveTextContent(/^الطابعة مطفأة أو مفصولة/)
    unmount()
    deviceState.printer = 'stalled'
    render(<DevicePage />)
    expect(screen.getByRole('status')).toHaveTextContent(/^الطابعة لا تستجيب/)
  })

  it("'Forget printer' by keyboard leaves the focus on Connect printer, not on the page", async () => {
    localStorage.setItem('pairedPrinter', JSON.stringify({ usbVendorId: 0x0416, usbProductId: 0x5011 }))
    deviceState.printer = 'absent'
    const user = userEvent.setup()
    render(<DevicePage />)
    screen.getByRole('button', { name: 'Forget printer' }).focus()
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('button', { name: 'Forget printer' })).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent(/^No printer/)
    expect(screen.getByRole('button', { name: 'Connect printer' })).toHaveFocus()
  })
})

describe("the page's switches", () => {
  it("a supermarket's disabled auto-confirm says why: its help text is its description", () => {
    storeState.store = makeStore({ brand: makeBrand({ supermarket: true }) })
    render(<DevicePage />)
    const auto = screen.getByRole('switch', { name: 'Auto-confirm new orders' })
    expect(auto).toBeDisabled()
    expect(auto).toHaveAccessibleDescription('Not for supermarkets: replacements need a person.')
  })

  it('print on confirm is described by its help text', () => {
    render(<DevicePage />)
    expect(screen.getByRole('switch', { name: 'Print when an order is confirmed' })).toHaveAccessibleDescription('By hand or automatically.')
  })
})
