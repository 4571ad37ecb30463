// The default happy-path world of the unit tests: a KW staff user of store 101. Tests override with
// server.use(...) and the typed helpers of ./api.
import { makeAnalytics, makeNotifierConfig, makeStore, makeUser } from '../factories/entities'
import { api, ext, HttpResponse } from './api'

export const defaultUser = makeUser({ id: 7, name: 'Sara Staff', email: 'staff@kw.demo' })
export const defaultStore = makeStore()

export function defaultHandlers() {
  return [
    api.post('/api/v1/auth/login', () => HttpResponse.json({ token: 'user-token' })),
    api.post('/api/v1/auth/login', () => HttpResponse.json({ token: 'user-token-sa' }), 'SA'),
    api.post('/api/v1/auth/resetting/request', () => HttpResponse.json({ success: true })),
    api.post('/api/v1/auth/resetting/reset', () => HttpResponse.json({ success: true })),
    api.get('/api/v1/user/store', () => HttpResponse.json({ user: defaultUser, store: { id: defaultStore.id, name: defaultStore.name } })),
    api.get('/api/v1/store/{id}', () => HttpResponse.json(defaultStore)),
    api.get('/api/v1/store/analytics', () => HttpResponse.json(makeAnalytics())),
    api.get('/api/v1/discovery/store', () => HttpResponse.json(makeNotifierConfig())),
    api.post('/api/v1/store/status', () =>
      HttpResponse.json({ status: { id: 1, name: 'Open' }, busy_timer_mins: null, busy_until: null }),
    ),
    api.post('/api/v1/store/collection/availability', () => HttpResponse.json({ collection_method: defaultStore.collection_method })),
    api.post('/api/v1/user/avatar', () => HttpResponse.json({ ...defaultUser, avatar: { mini: '/media/avatars/7.png' } })),
    ext.maintenance(() => new HttpResponse(null, { status: 404 })),
    ext.ipLookup(() => HttpResponse.json({ country_code: 'KW' })),
    ext.analytics(() => new HttpResponse(null, { status: 204 })),
    ext.errors(() => new HttpResponse(null, { status: 204 })),
  ]
}
