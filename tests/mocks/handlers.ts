// The default happy-path world of the unit tests: a staff user of store 101, the same on both country bases.
// Tests override with server.use(...) and the typed helpers of ./api.
import { makeAnalytics, makeNotifierConfig, makeStore, makeUser } from '../factories/entities'
import { api, ext, HttpResponse, type Country } from './api'
import { defaultMenuHandlers } from './menu'
import { pastOrdersHandlers } from './past-orders'
import { printHandlers } from './print'
import { reportsHandlers } from './reports'

export const defaultUser = makeUser({ id: 7, name: 'Sara Staff', email: 'staff@kw.demo' })
export const defaultStore = makeStore()

function countryHandlers(country: Country) {
  return [
    api.post('/api/v1/auth/login', () => HttpResponse.json({ token: country === 'KW' ? 'user-token' : 'user-token-sa' }), country),
    api.post('/api/v1/auth/resetting/request', () => HttpResponse.json({ success: true }), country),
    api.post('/api/v1/auth/resetting/reset', () => HttpResponse.json({ success: true }), country),
    api.get('/api/v1/user/store', () => HttpResponse.json({ user: defaultUser, store: { id: defaultStore.id, name: defaultStore.name } }), country),
    // before /store/{id}, which would otherwise answer /store/analytics with the store
    api.get('/api/v1/store/analytics', () => HttpResponse.json(makeAnalytics()), country),
    api.get('/api/v1/store/{id}', () => HttpResponse.json(defaultStore), country),
    api.get('/api/v1/discovery/store', () => HttpResponse.json(makeNotifierConfig()), country),
    api.post(
      '/api/v1/store/status',
      () => HttpResponse.json({ status: { id: 1, name: 'Open' }, busy_timer_mins: null, busy_until: null }),
      country,
    ),
    api.post('/api/v1/store/collection/availability', () => HttpResponse.json({ collection_method: defaultStore.collection_method }), country),
    api.post('/api/v1/user/avatar', () => HttpResponse.json({ ...defaultUser, avatar: { mini: '/media/avatars/7.png' } }), country),
    ...defaultMenuHandlers(country),
  ]
}

export function defaultHandlers() {
  return [
    ...countryHandlers('KW'),
    ...countryHandlers('SA'),
    ...printHandlers(),
    ...printHandlers({ country: 'SA' }),
    ...pastOrdersHandlers('KW'),
    ...pastOrdersHandlers('SA'),
    ...reportsHandlers('KW'),
    ...reportsHandlers('SA'),
    ext.maintenance(() => new HttpResponse(null, { status: 404 })),
    ext.ipLookup(() => HttpResponse.json({ country_code: 'KW' })),
    ext.analytics(() => new HttpResponse(null, { status: 204 })),
    ext.errors(() => new HttpResponse(null, { status: 204 })),
  ]
}
