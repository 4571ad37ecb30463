// A fake Web Serial API injected into every page of a context before the app loads: one receipt printer port that
// records every byte written to it. Its state (permission granted, plugged in) lives in localStorage, so it
// survives a reload as a real paired printer does; `unplug()` and `plug()` fire the disconnect / connect events.
// As the platform does, getPorts() lists a granted port only while it is plugged in (switched on), and the events
// are the port's: their target is the port (a SerialPort's events bubble up to navigator.serial).
import type { BrowserContext, Page } from 'playwright-core'

export async function installFakeSerial(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    if (location.protocol === 'about:') return
    const KEY = 'e2e-fake-serial'
    const state = JSON.parse(localStorage.getItem(KEY) ?? '{"granted":false,"plugged":true}') as { granted: boolean; plugged: boolean }
    const save = () => localStorage.setItem(KEY, JSON.stringify(state))
    const writes: Uint8Array[] = []
    const serial = new EventTarget() as EventTarget & { requestPort: () => Promise<unknown>; getPorts: () => Promise<unknown[]> }
    const lost = () => new DOMException('The device has been lost.', 'NetworkError')
    const port = {
      writable: null as WritableStream<Uint8Array> | null,
      getInfo: () => ({ usbVendorId: 0x0416, usbProductId: 0x5011 }),
      async open() {
        if (!state.plugged) throw lost()
        if (port.writable) throw new DOMException('The port is already open.', 'InvalidStateError')
        port.writable = new WritableStream<Uint8Array>({
          write(chunk) {
            if (!state.plugged) throw lost()
            writes.push(new Uint8Array(chunk))
          },
        })
      },
      async close() {
        port.writable = null
      },
      async forget() {
        state.granted = false
        save()
      },
    }
    serial.requestPort = async () => {
      state.granted = true
      save()
      return port
    }
    serial.getPorts = async () => (state.granted && state.plugged ? [port] : [])
    const fire = (type: 'connect' | 'disconnect') => {
      const event = new Event(type)
      Object.defineProperty(event, 'target', { value: port })
      serial.dispatchEvent(event)
    }
    Object.defineProperty(navigator, 'serial', { value: serial, configurable: true })
    Object.defineProperty(window, '__fakeSerial', {
      value: {
        unplug() {
          state.plugged = false
          save()
          // only a granted port's coming and going reaches the page
          if (state.granted) fire('disconnect')
        },
        plug() {
          state.plugged = true
          save()
          if (state.granted) fire('connect')
        },
        /** every byte written so far in this page, base64 */
        written() {
          const all = new Uint8Array(writes.reduce((n, w) => n + w.length, 0))
          let at = 0
          for (const w of writes) {
            all.set(w, at)
            at += w.length
          }
          let text = ''
          for (let i = 0; i < all.length; i += 0x8000) text += String.fromCharCode(...all.subarray(i, i + 0x8000))
          return btoa(text)
        },
      },
    })
  })
}

type FakeSerial = { unplug(): void; plug(): void; written(): string }
const fake = (page: Page) => page.evaluateHandle(() => (window as unknown as { __fakeSerial: FakeSerial }).__fakeSerial)

export async function writtenBytes(page: Page): Promise<Uint8Array> {
  const base64 = await page.evaluate(() => (window as unknown as { __fakeSerial: FakeSerial }).__fakeSerial.written())
  return new Uint8Array(Buffer.from(base64, 'base64'))
}

export async function unplugPrinter(page: Page): Promise<void> {
  await (await fake(page)).evaluate((f) => f.unplug())
}

export async function plugPrinter(page: Page): Promise<void> {
  await (await fake(page)).evaluate((f) => f.plug())
}
