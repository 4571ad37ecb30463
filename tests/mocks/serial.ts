// A fake Web Serial API for unit tests, as the platform behaves: getPorts() lists the granted ports that are on the
// host now (an unplugged or switched-off printer is not listed), a port's connect and disconnect events reach
// navigator.serial with the port as their target, and forget() drops the permission. Each port records the bytes
// written to it and can be lost part-way through a write.
//   const serial = installFakeSerial(); const printer = serial.makePort({ usbVendorId: 0x0416, usbProductId: 0x5011 })
// and serial.uninstall() after the test.
import type { PortInfo, SerialPortLike } from '../../src/lib/printer/serial'

export interface FakePort extends SerialPortLike {
  plugged: boolean
  /** every write the port took, whole or (when it was lost during it) the part before */
  writes: Uint8Array[]
  /** how many more bytes the device takes before it is lost in the middle of a write */
  lostAfter: number
  forget(): Promise<void>
}

export function installFakeSerial() {
  const granted: FakePort[] = []
  let nextChoice: FakePort | null = null
  const serial = new EventTarget() as EventTarget & { requestPort(): Promise<FakePort>; getPorts(): Promise<FakePort[]> }
  const lost = () => new DOMException('The device has been lost.', 'NetworkError')

  const makePort = (info: PortInfo = {}): FakePort => {
    let writable: WritableStream<Uint8Array> | null = null
    const port: FakePort = {
      plugged: true,
      writes: [],
      lostAfter: Infinity,
      get writable() {
        return writable
      },
      async open() {
        if (!port.plugged) throw lost()
        if (writable) throw new DOMException('The port is already open.', 'InvalidStateError')
        writable = new WritableStream<Uint8Array>({
          write(bytes) {
            if (!port.plugged) throw lost()
            if (bytes.length > port.lostAfter) {
              port.writes.push(bytes.slice(0, port.lostAfter))
              port.plugged = false
              throw lost()
            }
            port.lostAfter -= bytes.length
            port.writes.push(bytes.slice())
          },
        })
      },
      async close() {
        writable = null
      },
      getInfo: () => ({ ...info }),
      async forget() {
        const at = granted.indexOf(port)
        if (at >= 0) granted.splice(at, 1)
        writable = null
      },
    }
    return port
  }

  serial.requestPort = async () => {
    if (!nextChoice) throw new DOMException('No port selected by the user.', 'NotFoundError')
    if (!granted.includes(nextChoice)) granted.push(nextChoice)
    return nextChoice
  }
  serial.getPorts = async () => granted.filter((p) => p.plugged)
  Object.defineProperty(navigator, 'serial', { value: serial, configurable: true })

  const fire = (port: FakePort, type: 'connect' | 'disconnect') => {
    // only a granted port's events reach the page
    if (!granted.includes(port)) return
    const event = new Event(type)
    Object.defineProperty(event, 'target', { value: port })
    serial.dispatchEvent(event)
  }

  return {
    makePort,
    /** what the port picker returns next ('Connect printer') */
    choose(port: FakePort) {
      nextChoice = port
    },
    /** a permission granted earlier (another day, another build) */
    grant(port: FakePort) {
      if (!granted.includes(port)) granted.push(port)
    },
    granted: () => [...granted],
    unplug(port: FakePort) {
      port.plugged = false
      void port.close()
      fire(port, 'disconnect')
    },
    plug(port: FakePort) {
      port.plugged = true
      port.lostAfter = Infinity
      fire(port, 'connect')
    },
    uninstall() {
      delete (navigator as unknown as Record<string, unknown>).serial
    },
  }
}

/** An in-memory print queue with the contract of src/lib/db/db.ts's, for tests that replace that module */
export function memoryPrintQueue() {
  type Job = Awaited<ReturnType<typeof import('../../src/lib/db/db').listPrintJobs>>[number]
  let nextId = 1
  const jobs: Job[] = []
  return {
    jobs,
    addPrintJob: async (job: Omit<Job, 'id'>) => {
      const id = nextId++
      jobs.push({ ...job, id })
      return id
    },
    listPrintJobs: async () => jobs.map((j) => ({ ...j })),
    deletePrintJob: async (id: number) => {
      const at = jobs.findIndex((j) => j.id === id)
      if (at >= 0) jobs.splice(at, 1)
    },
  }
}
