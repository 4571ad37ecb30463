// A browser with Web Push for unit tests (jsdom has none): one service worker registration whose push manager holds
// at most one subscription, notifications on screen, and the backend's push routes recording what they received.
import { HttpResponse } from 'msw'
import { api } from './api'
import { server } from './server'

type Json = { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } }

export type FakePush = {
  /** the device's subscription now, as the contract takes it */
  current: () => Json | null
  /** puts a subscription on the device, as a previous session left it */
  leave: (id: string) => Json
  unsubscribed: string[]
  closed: string[]
  show: (...titles: string[]) => void
  /** what the backend received: POSTs and DELETEs with their bearer */
  saved: { body: unknown; bearer: string | null }[]
  deleted: { body: unknown; bearer: string | null }[]
  uninstall: () => void
}

const json = (id: string): Json => ({ endpoint: `https://push.example.com/send/${id}`, expirationTime: null, keys: { p256dh: `p256dh-${id}`, auth: `auth-${id}` } })

export function installFakePush(options: { permission?: NotificationPermission; saveStatus?: number } = {}): FakePush {
  let sub: Json | null = null
  let made = 0
  let shown: { title: string; close: () => void }[] = []
  const fake: FakePush = {
    current: () => sub,
    leave: (id) => (sub = json(id)),
    unsubscribed: [],
    closed: [],
    show: (...titles) => {
      for (const title of titles) shown.push({ title, close: () => (fake.closed.push(title), (shown = shown.filter((n) => n.title !== title))) })
    },
    saved: [],
    deleted: [],
    uninstall: () => undefined,
  }
  const asSubscription = (s: Json) => ({
    endpoint: s.endpoint,
    toJSON: () => s,
    unsubscribe: async () => {
      fake.unsubscribed.push(s.endpoint)
      if (sub?.endpoint === s.endpoint) sub = null
      return true
    },
  })
  const registration = {
    pushManager: {
      getSubscription: async () => (sub ? asSubscription(sub) : null),
      subscribe: async () => asSubscription((sub = json(`made-${++made}`))),
    },
    getNotifications: async () => [...shown],
  }
  const notification = { permission: options.permission ?? 'granted', requestPermission: async () => options.permission ?? 'granted' }
  Object.defineProperty(window, 'PushManager', { value: function PushManager() {}, configurable: true })
  Object.defineProperty(window, 'Notification', { value: notification, configurable: true })
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration, controller: null },
    configurable: true,
  })
  const bearer = (request: Request) => request.headers.get('authorization')?.replace(/^Bearer /, '') ?? null
  server.use(
    api.get('/api/v1/push/key', () => HttpResponse.json({ public_key: 'BPublicKey' })),
    api.post('/api/v1/push/subscription', async ({ request }) => {
      fake.saved.push({ body: await request.json(), bearer: bearer(request) })
      const status = options.saveStatus ?? 200
      return status === 200 ? HttpResponse.json({ success: true }) : HttpResponse.json({ code: status, message: 'Refused' }, { status })
    }),
    api.delete('/api/v1/push/subscription', async ({ request }) => {
      fake.deleted.push({ body: await request.json(), bearer: bearer(request) })
      return HttpResponse.json({ success: true })
    }),
  )
  fake.uninstall = () => {
    for (const [target, key] of [[window, 'PushManager'], [window, 'Notification'], [navigator, 'serviceWorker']] as const) delete (target as unknown as Record<string, unknown>)[key]
  }
  return fake
}
