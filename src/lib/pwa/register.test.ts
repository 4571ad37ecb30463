// The update across windows, through vite-plugin-pwa's own register module and workbox-window (the unit config's
// stand-in for the virtual module would hide what they do): a fake service worker container plays the browser.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { registerServiceWorker } from './register'

// the real module in place of the unit config's stand-in (its workbox-window is inlined by the config to run in jsdom)
// @ts-expect-error -- the built module ships without types; its own are those of 'virtual:pwa-register'
vi.mock('virtual:pwa-register', () => import('vite-plugin-pwa/dist/client/build/register.js'))

class FakeWorker extends EventTarget {
  constructor(
    readonly scriptURL: string,
    public state: ServiceWorkerState,
  ) {
    super()
  }
  postMessage() {}
  go(state: ServiceWorkerState) {
    this.state = state
    this.dispatchEvent(new Event('statechange'))
  }
}

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** A page controlled by the current version, whose periodic check then finds a new one waiting */
async function pageWithWaitingVersion() {
  const url = new URL('__SW__', location.href).href
  const current = new FakeWorker(url, 'activated')
  const registration = Object.assign(new EventTarget(), {
    installing: null as FakeWorker | null,
    waiting: null as FakeWorker | null,
    active: current as FakeWorker | null,
    update: async () => undefined,
    scope: location.origin + '/',
  })
  const container = Object.assign(new EventTarget(), {
    controller: current as FakeWorker | null,
    register: async () => registration,
    ready: Promise.resolve(registration),
    getRegistration: async () => registration,
  })
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true })
  const reload = vi.fn()
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, href: location.href, reload } as unknown as Location)
  const prompts: Array<() => Promise<void>> = []
  await registerServiceWorker({ onUpdateReady: (apply) => prompts.push(apply), onOfflineReady: () => undefined })
  await settle(50)
  // found long after the page loaded: workbox-window takes it for another page's (an 'external' update)
  const now = performance.now.bind(performance)
  vi.spyOn(performance, 'now').mockImplementation(() => now() + 16 * 60_000)
  const next = new FakeWorker(url, 'installing')
  registration.installing = next
  registration.dispatchEvent(new Event('updatefound'))
  registration.installing = null
  registration.waiting = next
  next.go('installed')
  await settle(300) // workbox-window's wait before it reports 'waiting'
  /** Another window accepted: the new version activates and takes control of every window */
  const acceptedElsewhere = async () => {
    registration.waiting = null
    registration.active = next
    next.go('activating')
    container.controller = next
    container.dispatchEvent(new Event('controllerchange'))
    next.go('activated')
    await settle(20)
  }
  return { prompts, reload, acceptedElsewhere }
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

describe('a new version accepted in another window', () => {
  it('does not reload this window, which keeps its prompt and reloads once it accepts', async () => {
    const page = await pageWithWaitingVersion()
    expect(page.prompts.length).toBeGreaterThan(0)
    await page.acceptedElsewhere()
    expect(page.reload).not.toHaveBeenCalled()
    await page.prompts.at(-1)!()
    expect(page.reload).toHaveBeenCalledOnce()
  })
})
