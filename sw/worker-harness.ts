// Runs sw/sw.ts in node with a stand-in for its global scope (workbox stubbed out), so tests can drive its push,
// notificationclick and message listeners. Cache Storage is kept between loads when passed on: a worker the browser
// stopped and started again.
import { vi } from 'vitest'

export const ORIGIN = 'https://dash.example'

export type Shown = { title: string; options: NotificationOptions & { renotify?: boolean }; closed: boolean; tag: string; close: () => void }

export type FakeWindow = {
  url: string
  focused: boolean
  controlled: boolean
  navigated: string[]
  messages: unknown[]
  focus: () => Promise<FakeWindow>
  navigate: (url: string) => Promise<FakeWindow | null>
  postMessage: (message: unknown) => void
}

export function fakeWindow(path: string, options: { controlled?: boolean } = {}): FakeWindow {
  const w: FakeWindow = {
    url: ORIGIN + path,
    focused: false,
    controlled: options.controlled ?? true,
    navigated: [],
    messages: [],
    focus: async () => {
      w.focused = true
      return w
    },
    // as WindowClient.navigate: it rejects for a window this worker does not control
    navigate: async (url: string) => {
      if (!w.controlled) throw new TypeError('not controlled')
      w.navigated.push(url)
      w.url = url
      return w
    },
    postMessage: (message) => void w.messages.push(message),
  }
  return w
}

/** Cache Storage in memory: a cache is a map of URL to body */
export function fakeCaches() {
  const stores = new Map<string, Map<string, string>>()
  return {
    stores,
    open: async (name: string) => {
      const store = stores.get(name) ?? new Map<string, string>()
      stores.set(name, store)
      return {
        match: async (url: string) => (store.has(url) ? new Response(store.get(url)) : undefined),
        put: async (url: string, response: Response) => void store.set(url, await response.text()),
      }
    },
    delete: async (name: string) => stores.delete(name),
  }
}

export async function loadWorker(caches = fakeCaches()) {
  vi.resetModules()
  vi.doMock('workbox-core', () => ({ clientsClaim: () => undefined }))
  vi.doMock('workbox-precaching', () => ({ cleanupOutdatedCaches: () => undefined, createHandlerBoundToURL: () => () => undefined, precacheAndRoute: () => undefined }))
  vi.doMock('workbox-routing', () => ({ NavigationRoute: class {}, registerRoute: () => undefined }))
  vi.doMock('workbox-strategies', () => ({ NetworkFirst: class {} }))
  const listeners = new Map<string, ((event: unknown) => void)[]>()
  const shown: Shown[] = []
  const windows: FakeWindow[] = []
  const opened: string[] = []
  const scope = {
    __WB_MANIFEST: [],
    location: new URL(ORIGIN + '/sw.js'),
    addEventListener: (type: string, fn: (event: unknown) => void) => listeners.set(type, [...(listeners.get(type) ?? []), fn]),
    skipWaiting: async () => undefined,
    registration: {
      showNotification: async (title: string, options: Shown['options']) => {
        // a notification with the tag of one on screen replaces it
        const tag = options.tag ?? ''
        for (const n of shown) if (tag && n.tag === tag) n.closed = true
        const n: Shown = { title, options, closed: false, tag, close: () => void (n.closed = true) }
        shown.push(n)
      },
      getNotifications: async () => shown.filter((n) => !n.closed),
    },
    clients: {
      matchAll: async () => windows,
      openWindow: async (url: string) => {
        opened.push(url)
        return null
      },
    },
  }
  vi.stubGlobal('self', scope)
  vi.stubGlobal('caches', caches)
  await import('./sw')
  const fire = async (type: string, event: Record<string, unknown>) => {
    const waits: Promise<unknown>[] = []
    const e = { ...event, waitUntil: (p: Promise<unknown>) => void waits.push(p) }
    for (const fn of listeners.get(type) ?? []) fn(e)
    await Promise.all(waits)
  }
  /** A push: a JSON payload (or, with raw, the text as sent), or none */
  const push = (payload: unknown, raw = false) =>
    fire('push', {
      data:
        payload === undefined
          ? null
          : {
              json: () => (raw ? JSON.parse(payload as string) : structuredClone(payload)),
              text: () => (raw ? (payload as string) : JSON.stringify(payload)),
            },
    })
  const click = (n: Shown) => fire('notificationclick', { notification: { data: n.options.data, tag: n.tag, close: n.close }, action: '' })
  const message = (data: unknown) => fire('message', { data })
  const visible = () => shown.filter((n) => !n.closed)
  return { caches, listeners, visible, windows, opened, push, click, message }
}
