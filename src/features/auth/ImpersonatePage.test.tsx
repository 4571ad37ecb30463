import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makeAnalytics, makeNotifierConfig, makeStore, makeUser } from '../../../tests/factories/entities'
import { api, HttpResponse } from '../../../tests/mocks/api'
import { server } from '../../../tests/mocks/server'
import { renderApp } from '../../../tests/setup/render'
import { signInAs } from '../../../tests/setup/session'
import { getReporterUser } from '../../lib/error-reporter'
import { session } from '../../stores/session'

describe('impersonation (SPEC 6, 7)', () => {
  it('public login for the country, verify with the public token, then signed in', async () => {
    const calls: string[] = []
    server.use(
      api.post(
        '/api/v1/auth/login',
        async ({ request }) => {
          const body = await request.json()
          calls.push(`login ${body.username} ${body.password} ${body.app_id}`)
          return HttpResponse.json({ token: 'public-sa' })
        },
        'SA',
      ),
      api.post(
        '/api/v1/auth/impersonate/verify',
        async ({ request }) => {
          const body = await request.json()
          calls.push(`verify ${body.auth_request} ${request.headers.get('Authorization')}`)
          return HttpResponse.json({ token: 'store-201-token' })
        },
        'SA',
      ),
      api.get('/api/v1/user/store', () => HttpResponse.json({ user: makeUser({ id: 9, name: 'SA Manager', email: 'manager@sa.demo' }), store: { id: 201, name: 'Market' } }), 'SA'),
      api.get('/api/v1/store/{id}', ({ params }) => HttpResponse.json(makeStore({ id: Number(params.id), name: 'Market Olaya' })), 'SA'),
      api.get('/api/v1/store/analytics', () => HttpResponse.json(makeAnalytics()), 'SA'),
      api.get('/api/v1/discovery/store', () => HttpResponse.json(makeNotifierConfig({ impersonate: true })), 'SA'),
    )
    const app = renderApp('/impersonate/sa/req-77')
    // the signed-in layout and the board load lazily: on a cold module cache (a fresh clone) that takes seconds
    await waitFor(() => expect(app.path()).toBe('/orders'), { timeout: 10_000 })
    expect(calls).toEqual(['login public@sa.sandbox Public@1234 2', 'verify req-77 Bearer public-sa'])
    // stored as the public token (SPEC 7), with the auth state and not in local storage (SPEC 9's keys only)
    expect(session.publicToken).toBe('public-sa')
    expect(Object.values({ ...localStorage })).not.toContain('public-sa')
    expect(localStorage.getItem('authToken')).toBe('store-201-token')
    expect(localStorage.getItem('countryCode')).toBe('SA')
    expect(getReporterUser()?.segment).toBe('impersonate')
    expect(await screen.findByText('Market Olaya')).toBeInTheDocument()
    await waitFor(() => expect(getReporterUser()).toMatchObject({ id: '9', email: 'manager@sa.demo', segment: 'impersonate' }))
    // the whole board loads behind it: room for a busy machine
  }, 15_000)

  it('replaces whoever was signed in', async () => {
    signInAs({ token: 'someone-else', country: 'KW' })
    server.use(api.post('/api/v1/auth/impersonate/verify', () => HttpResponse.json({ token: 'imp-kw' })))
    const app = renderApp('/impersonate/KW/req-1')
    await waitFor(() => expect(app.path()).toBe('/orders'))
    expect(session.token).toBe('imp-kw')
  })

  it('a failed verification goes home, which is /login without a token', async () => {
    server.use(
      api.post('/api/v1/auth/impersonate/verify', () =>
        HttpResponse.json({ code: 404, message: 'Auth request not found' }, { status: 404, statusText: 'Not Found' }),
      ),
    )
    const app = renderApp('/impersonate/KW/expired')
    await waitFor(() => expect(app.path()).toBe('/login'))
    expect(session.token).toBeNull()
    expect(await screen.findByRole('alert')).toHaveTextContent('Auth request not found')
  })

  it('an unknown country goes home without any call', async () => {
    const app = renderApp('/impersonate/AE/req-1')
    await waitFor(() => expect(app.path()).toBe('/login'))
  })

  it('a bogus link signs nobody out: the link is verified before the current session ends', async () => {
    signInAs({ token: 'someone-else', country: 'KW' })
    server.use(
      api.post('/api/v1/auth/impersonate/verify', () =>
        HttpResponse.json({ code: 404, message: 'Auth request not found' }, { status: 404, statusText: 'Not Found' }),
      ),
    )
    renderApp('/impersonate/KW/bogus')
    expect(await screen.findByText('Auth request not found')).toBeInTheDocument()
    expect(session.token).toBe('someone-else')
    expect(localStorage.getItem('authToken') ?? sessionStorage.getItem('authToken')).toBe('someone-else')
  })

  it.each([
    ['verification', '/api/v1/auth/impersonate/verify', 'Invalid JWT Token'],
    ['public login', '/api/v1/auth/login', 'Invalid credentials.'],
  ] as const)('a link whose %s is answered 401 signs nobody out', async (_name, path, message) => {
    signInAs({ token: 'someone-else', country: 'KW' })
    server.use(api.post(path, () => HttpResponse.json({ code: 401, message }, { status: 401, statusText: 'Unauthorized' })))
    const app = renderApp('/impersonate/KW/used-link')
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    await waitFor(() => expect(app.path()).toBe('/orders'))
    expect(session.token).toBe('someone-else')
    expect(localStorage.getItem('authToken')).toBe('someone-else')
  })

  it('tells the other windows, which would go on as the replaced user', async () => {
    signInAs({ token: 'someone-else', country: 'KW' })
    server.use(api.post('/api/v1/auth/impersonate/verify', () => HttpResponse.json({ token: 'imp-kw' })))
    const otherWindow = new BroadcastChannel('store-dashboard-session')
    const heard: unknown[] = []
    otherWindow.addEventListener('message', (e) => heard.push(e.data))
    try {
      const app = renderApp('/impersonate/KW/req-1')
      await waitFor(() => expect(app.path()).toBe('/orders'))
      await waitFor(() => expect(heard).toEqual([{ type: 'replaced' }]))
    } finally {
      otherWindow.close()
    }
  })
})
