import { delay } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { api, apiBase, HttpResponse } from '../../../tests/mocks/api'
import { server } from '../../../tests/mocks/server'
import { signInAs } from '../../../tests/setup/session'
import { session } from '../../stores/session'
import { toasts } from '../../stores/toasts'
import { setLocale } from '../i18n/i18n'
import { setNavigator } from '../navigation'
import { resetServerClock, serverNow } from '../server-clock'
import {
  apiClient,
  ApiError,
  backgroundRequest,
  changesInFlight,
  createApiClient,
  expectsOrderAlready,
  quietRequest,
  unwrap,
  withoutSession,
} from './client'

const titles = () => toasts.items.map((t) => ('text' in t.title ? t.title.text : t.title.key))

describe('API client middleware', () => {
  it("learns the server's clock from an answer's Date, but not from the service worker's saved copy", async () => {
    signInAs()
    const daysAgo = new Date(Date.now() - 3 * 24 * 3_600_000).toUTCString()
    const anHourAhead = new Date(Date.now() + 3_600_000).toUTCString()
    let headers: Record<string, string> = { Date: daysAgo, 'x-dashboard-saved-copy': String(Date.now() - 3 * 24 * 3_600_000) }
    server.use(api.get('/api/v1/store/{id}/product', () => HttpResponse.json([], { headers })))
    try {
      await unwrap(apiClient('KW').GET('/api/v1/store/{id}/product', { params: { path: { id: 101 } } }))
      expect(Math.abs(serverNow() - Date.now())).toBeLessThan(1000)
      headers = { Date: anHourAhead }
      await unwrap(apiClient('KW').GET('/api/v1/store/{id}/product', { params: { path: { id: 101 } } }))
      expect(serverNow() - Date.now()).toBeGreaterThan(3_590_000)
    } finally {
      resetServerClock()
    }
  })

  it('sends the bearer token on /api calls', async () => {
    signInAs({ token: 'tok-123' })
    let auth: string | null = null
    server.use(
      api.get('/api/v1/store/analytics', ({ request }) => {
        auth = request.headers.get('Authorization')
        return HttpResponse.json({
          todayRating: 5, weeklyRating: 5, lateOrders: 0, lateOrdersPercent: 0, forceDispatch: 0, forceDispatchPercent: 0,
          tips: { month_total: 0, currency: 'KWD', missed: { store_busy: 0, low_rating: 0, late_confirming: 0 } },
        })
      }),
    )
    await unwrap(apiClient('KW').GET('/api/v1/store/analytics'))
    expect(auth).toBe('Bearer tok-123')
  })

  it('leaves the impersonation verify URL to its public token', async () => {
    signInAs({ token: 'user-token' })
    let auth: string | null = null
    server.use(
      api.post('/api/v1/auth/impersonate/verify', ({ request }) => {
        auth = request.headers.get('Authorization')
        return HttpResponse.json({ token: 'impersonated' })
      }),
    )
    await unwrap(
      apiClient('KW').POST('/api/v1/auth/impersonate/verify', {
        body: { auth_request: 'req-1' },
        headers: { Authorization: 'Bearer public-token' },
      }),
    )
    expect(auth).toBe('Bearer public-token')
  })

  it('sends no Authorization header without a token, and no _locale where the contract has none', async () => {
    let auth: string | null = 'unset'
    let search = 'unset'
    server.use(
      api.post('/api/v1/auth/login', ({ request }) => {
        auth = request.headers.get('Authorization')
        search = new URL(request.url).search
        return HttpResponse.json({ token: 't' })
      }),
    )
    await unwrap(apiClient('KW').POST('/api/v1/auth/login', { body: { username: 'a@b.co', password: 'x', app_id: 2 } }))
    expect(auth).toBeNull()
    expect(search).toBe('')
  })

  it('adds _locale with the UI language where the contract takes it, and keeps an explicit one', async () => {
    signInAs()
    const seen: string[] = []
    server.use(
      api.get('/api/v1/store/{id}/order', ({ request }) => {
        seen.push(new URL(request.url).searchParams.getAll('_locale').join(','))
        return HttpResponse.json([])
      }),
    )
    await unwrap(apiClient('KW').GET('/api/v1/store/{id}/order', { params: { path: { id: 101 } } }))
    setLocale('ar')
    await unwrap(apiClient('KW').GET('/api/v1/store/{id}/order', { params: { path: { id: 101 } } }))
    await unwrap(apiClient('KW').GET('/api/v1/store/{id}/order', { params: { path: { id: 101 }, query: { _locale: 'en' } } }))
    expect(seen).toEqual(['en', 'ar', 'en'])
  })

  it('keeps the JSON body of a POST', async () => {
    signInAs()
    let body: unknown = null
    server.use(
      api.post('/api/v1/store/status', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ status: { id: 3, name: 'Busy' }, busy_timer_mins: 10, busy_until: null })
      }),
    )
    await unwrap(apiClient('KW').POST('/api/v1/store/status', { body: { status_id: 3, busy_timer_mins: 10 } }))
    expect(body).toEqual({ status_id: 3, busy_timer_mins: 10 })
  })

  it('times out and shows Something went wrong', async () => {
    signInAs()
    server.use(
      api.get('/api/v1/store/analytics', async () => {
        await delay(500)
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const client = createApiClient(apiBase('KW'), { timeoutMs: 30, bearer: 'api' })
    const error = await unwrap(client.GET('/api/v1/store/analytics')).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toBe('Timeout')
    expect(titles()).toEqual(['error.somethingWentWrong'])
  })

  it('a 2xx whose body is not JSON: Something went wrong and an ApiError the callers know was shown', async () => {
    signInAs()
    server.use(api.get('/api/v1/store/{id}/order', () => new Response('{"broken": ', { status: 200, headers: { 'Content-Type': 'application/json' } })))
    const error = await unwrap(apiClient('KW').GET('/api/v1/store/{id}/order', { params: { path: { id: 101 } } })).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ message: 'Malformed response', status: 200, notified: true })
    expect(titles()).toEqual(['error.somethingWentWrong'])
  })

  it('parses a 2xx JSON body once, keeping its status and headers', async () => {
    signInAs()
    const body = '{"todayRating": 4.5, "marker": "parse-me-once"}'
    server.use(api.get('/api/v1/store/analytics', () => new Response(body, { status: 200, headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'r-1' } })))
    const parse = vi.spyOn(JSON, 'parse')
    const { data, response } = await apiClient('KW').GET('/api/v1/store/analytics')
    expect(data).toEqual({ todayRating: 4.5, marker: 'parse-me-once' })
    expect(parse.mock.calls.filter(([text]) => typeof text === 'string' && text.includes('parse-me-once'))).toHaveLength(1)
    expect(response.status).toBe(200)
    expect(response.headers.get('X-Request-Id')).toBe('r-1')
    expect(titles()).toEqual([])
  })

  it('a broken 2xx body is shown for a background refresh too (only network failures are left to the offline banner)', async () => {
    signInAs()
    server.use(api.get('/api/v1/store/{id}/order', () => new Response('<html>', { status: 200, headers: { 'Content-Type': 'application/json' } })))
    await expect(unwrap(apiClient('KW').GET('/api/v1/store/{id}/order', { params: { path: { id: 101 } }, ...backgroundRequest }))).rejects.toMatchObject({ message: 'Malformed response' })
    expect(titles()).toEqual(['error.somethingWentWrong'])
  })

  it('a quiet request (a check the dashboard makes on its own) toasts neither HTTP errors nor network failures', async () => {
    signInAs()
    server.use(api.get('/api/v1/order/{id}', () => HttpResponse.json({ code: 404, message: 'Order not found' }, { status: 404 })))
    await expect(unwrap(apiClient('KW').GET('/api/v1/order/{id}', { params: { path: { id: 7 } }, ...quietRequest }))).rejects.toBeInstanceOf(ApiError)
    server.use(api.get('/api/v1/order/{id}', () => HttpResponse.error()))
    await expect(unwrap(apiClient('KW').GET('/api/v1/order/{id}', { params: { path: { id: 7 } }, ...quietRequest }))).rejects.toMatchObject({ message: 'Network Error' })
    expect(titles()).toEqual([])
  })

  it('a quiet request answered 401 still signs out and says so', async () => {
    signInAs()
    server.use(api.get('/api/v1/order/{id}', () => HttpResponse.json({ code: 401, message: 'Expired JWT Token' }, { status: 401 })))
    await expect(unwrap(apiClient('KW').GET('/api/v1/order/{id}', { params: { path: { id: 7 } }, ...quietRequest }))).rejects.toBeInstanceOf(ApiError)
    expect(titles()).toHaveLength(1)
    expect(session.token).toBeNull()
  })

  it('an empty or non-JSON 2xx the caller asked for as text or blob is left alone', async () => {
    signInAs()
    server.use(api.get('/api/v1/report/store/daily', () => new Response('a,b\n1,2', { status: 200, headers: { 'Content-Type': 'text/csv' } })))
    const blob = await unwrap(apiClient('KW').GET('/api/v1/report/store/daily', { params: { query: { date: '2025-06-15', format: 'csv' } }, parseAs: 'blob' }))
    expect(await (blob as unknown as Blob).text()).toBe('a,b\n1,2')
    expect(titles()).toEqual([])
  })

  it('uses 20000 ms by default', async () => {
    const { config } = await import('../config')
    expect(config.requestTimeoutMs).toBe(20000)
  })

  it('401: shows the toast, then signs out and goes to /login', async () => {
    signInAs({ token: 'expired' })
    localStorage.setItem('notifierConfig', JSON.stringify({ token: 'c', uuid: 'u', impersonate: false }))
    const navigate = vi.fn()
    setNavigator(navigate)
    server.use(
      api.get('/api/v1/user/store', () => HttpResponse.json({ code: 401, message: 'Expired JWT Token' }, { status: 401, statusText: 'Unauthorized' })),
    )
    const error = await unwrap(apiClient('KW').GET('/api/v1/user/store')).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(401)
    expect(toasts.items[0]).toMatchObject({ kind: 'error', title: { text: 'Unauthorized' }, description: ['Expired JWT Token'] })
    expect(session.token).toBeNull()
    expect(localStorage.getItem('authToken')).toBeNull()
    expect(localStorage.getItem('notifierConfig')).toBeNull()
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true })
  })

  it('401 on two calls sent with the same token: one toast and one sign-out', async () => {
    signInAs({ token: 'expired' })
    const navigate = vi.fn()
    setNavigator(navigate)
    server.use(
      api.get('/api/v1/user/store', async () => {
        await delay(20)
        return HttpResponse.json({ code: 401, message: 'Expired JWT Token' }, { status: 401, statusText: 'Unauthorized' })
      }),
    )
    const client = apiClient('KW')
    await Promise.all([unwrap(client.GET('/api/v1/user/store')).catch(() => undefined), unwrap(client.GET('/api/v1/user/store')).catch(() => undefined)])
    expect(toasts.items.filter((t) => 'text' in t.title && t.title.text === 'Unauthorized')).toHaveLength(1)
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(session.token).toBeNull()
  })

  it("401 to a call that carried no token (a wrong password): the toast, and the stored token other windows use stays", async () => {
    localStorage.setItem('authToken', 'other-window-token')
    const navigate = vi.fn()
    setNavigator(navigate)
    server.use(
      api.post('/api/v1/auth/login', () => HttpResponse.json({ code: 401, message: 'Invalid credentials.' }, { status: 401, statusText: 'Unauthorized' })),
    )
    await expect(unwrap(apiClient('KW').POST('/api/v1/auth/login', { body: { username: 'a@b.co', password: 'x', app_id: 2 } }))).rejects.toMatchObject({ status: 401 })
    expect(toasts.items[0]).toMatchObject({ kind: 'error', title: { text: 'Unauthorized' }, description: ['Invalid credentials.'] })
    expect(localStorage.getItem('authToken')).toBe('other-window-token')
    expect(navigate).not.toHaveBeenCalled()
  })

  it("a call marked withoutSession goes without the user's bearer, and its 401 signs nobody out", async () => {
    signInAs({ token: 'user-token' })
    let auth: string | null = 'unset'
    server.use(
      api.post('/api/v1/auth/login', ({ request }) => {
        auth = request.headers.get('Authorization')
        return HttpResponse.json({ code: 401, message: 'Invalid credentials.' }, { status: 401, statusText: 'Unauthorized' })
      }),
    )
    const login = apiClient('KW').POST('/api/v1/auth/login', { body: { username: 'public@kw.sandbox', password: 'x', app_id: 2 }, ...withoutSession })
    await expect(unwrap(login)).rejects.toMatchObject({ status: 401 })
    expect(auth).toBeNull()
    expect(titles()).toEqual(['Unauthorized'])
    expect(session.token).toBe('user-token')
    expect(localStorage.getItem('authToken')).toBe('user-token')
  })

  it('counts the changes (non-GET calls) on their way until each is answered or fails', async () => {
    signInAs()
    let answer = () => undefined as void
    const held = new Promise<void>((r) => (answer = r))
    server.use(
      api.post('/api/v1/store/status', async () => {
        await held
        return HttpResponse.json({ status: { id: 1, name: 'Open' }, busy_timer_mins: null, busy_until: null })
      }),
      api.get('/api/v1/store/analytics', () => HttpResponse.error()),
    )
    const saving = unwrap(apiClient('KW').POST('/api/v1/store/status', { body: { status_id: 1 } }))
    await expect.poll(() => changesInFlight()).toBe(1)
    // a read is no change
    await unwrap(apiClient('KW').GET('/api/v1/store/analytics', backgroundRequest)).catch(() => undefined)
    expect(changesInFlight()).toBe(1)
    answer()
    await saving
    expect(changesInFlight()).toBe(0)
    server.use(api.post('/api/v1/store/status', () => HttpResponse.error()))
    await expect(unwrap(apiClient('KW').POST('/api/v1/store/status', { body: { status_id: 1 } }))).rejects.toMatchObject({ message: 'Network Error' })
    expect(changesInFlight()).toBe(0)
  })

  it('other 4xx: title from the message and description from the field errors', async () => {
    signInAs()
    server.use(
      api.post('/api/v1/store/status', () =>
        HttpResponse.json(
          { code: 400, message: 'Validation Failed', errors: { children: { busy_timer_mins: { errors: ['This value is not valid.'] } } } },
          { status: 400, statusText: 'Bad Request' },
        ),
      ),
    )
    await expect(unwrap(apiClient('KW').POST('/api/v1/store/status', { body: { status_id: 3 } }))).rejects.toMatchObject({ status: 400 })
    expect(toasts.items[0]).toMatchObject({ title: { text: 'Validation Failed' }, description: ['busy_timer_mins: This value is not valid.'] })
    expect(session.token).toBe('user-token')
  })

  it("a request that expects 'Order already…' (auto-confirm) shows no toast for it, and the usual one for any other refusal", async () => {
    signInAs()
    const refuse = (message: string) =>
      server.use(api.patch('/api/v1/order/status', () => HttpResponse.json({ code: 400, message }, { status: 400, statusText: 'Bad Request' })))
    const confirm = () =>
      unwrap(apiClient('KW').PATCH('/api/v1/order/status', { body: { order_id: 1, customer_status: 1, status_id: 3, status_name: 'confirmed' }, ...expectsOrderAlready }))
    refuse('Order already confirmed')
    await expect(confirm()).rejects.toMatchObject({ status: 400, message: 'Order already confirmed' })
    expect(toasts.items).toEqual([])
    refuse('Order not found in this store')
    await expect(confirm()).rejects.toMatchObject({ status: 400 })
    expect(toasts.items[0]).toMatchObject({ title: { text: 'Order not found in this store' } })
  })

  it('5xx: Internal Server Error', async () => {
    signInAs()
    server.use(api.get('/api/v1/store/analytics', () => new HttpResponse(null, { status: 502, statusText: 'Bad Gateway' })))
    await expect(unwrap(apiClient('KW').GET('/api/v1/store/analytics'))).rejects.toMatchObject({ status: 502 })
    expect(titles()).toEqual(['error.internalServerError'])
  })

  it('network error: Something went wrong', async () => {
    signInAs()
    server.use(api.get('/api/v1/store/analytics', () => HttpResponse.error()))
    await expect(unwrap(apiClient('KW').GET('/api/v1/store/analytics'))).rejects.toMatchObject({ message: 'Network Error' })
    expect(titles()).toEqual(['error.somethingWentWrong'])
  })

  it('a call its caller cancels (leaving the page) rejects without a toast', async () => {
    signInAs()
    server.use(
      api.get('/api/v1/store/analytics', async () => {
        await delay(500)
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const controller = new AbortController()
    const pending = unwrap(apiClient('KW').GET('/api/v1/store/analytics', { signal: controller.signal })).catch((e: unknown) => e)
    await delay(20)
    controller.abort()
    expect(await pending).toBeInstanceOf(ApiError)
    expect(titles()).toEqual([])
  })

  it('talks to the chosen country base', async () => {
    server.use(api.post('/api/v1/auth/login', () => HttpResponse.json({ token: 'sa-token' }), 'SA'))
    const { token } = await unwrap(apiClient('SA').POST('/api/v1/auth/login', { body: { username: 'manager@sa.demo', password: 'x', app_id: 2 } }))
    expect(token).toBe('sa-token')
  })
})
