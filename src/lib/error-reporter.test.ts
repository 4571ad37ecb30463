import { describe, expect, it } from 'vitest'
import { ext, HttpResponse } from '../../tests/mocks/api'
import { server } from '../../tests/mocks/server'
import { reportError, setReporterUser } from './error-reporter'
import { ApiError } from './api/client'

describe('error reporter', () => {
  it('sends message, stack, release, environment, url and user', async () => {
    const received: unknown[] = []
    server.use(
      ext.errors(async ({ request }) => {
        received.push(await request.json())
        return new HttpResponse(null, { status: 204 })
      }),
    )
    setReporterUser({ id: '7', email: 'staff@kw.demo', segment: 'impersonate' })
    // another test of this worker may have left the page elsewhere
    window.history.replaceState(null, '', '/')
    expect(await reportError(new TypeError('x is undefined'), { tags: { boundary: 'app' } })).toBe(true)
    expect(received[0]).toMatchObject({
      message: 'x is undefined',
      level: 'error',
      release: '1.4.16',
      environment: 'production',
      url: `${window.location.origin}${'/'}`,
      user: { id: '7', email: 'staff@kw.demo', segment: 'impersonate' },
      tags: { boundary: 'app' },
    })
    expect((received[0] as { stack?: string }).stack).toContain('TypeError')
    setReporterUser(null)
  })

  it('reports the route pattern, never a reset token or an impersonation code in the path', async () => {
    const received: { url?: string }[] = []
    server.use(
      ext.errors(async ({ request }) => {
        received.push((await request.json()) as { url?: string })
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const before = window.location.pathname
    for (const path of ['/resetting/reset/secret-reset-token', '/impersonate/KW/secret-code', '/orders', '/no/such/secret']) {
      window.history.replaceState(null, '', path)
      await reportError(new Error('boom'))
    }
    window.history.replaceState(null, '', before)
    const origin = window.location.origin
    expect(received.map((r) => r.url)).toEqual([`${origin}/resetting/reset/:resetToken`, `${origin}/impersonate/:countryCode/:authRequest`, `${origin}/orders`, `${origin}/*`])
  })

  it('skips the noisy errors', async () => {
    // no handler is used: an unexpected request would fail the test
    expect(await reportError(new ApiError('Bad', { status: 400 }))).toBe(false)
    expect(await reportError(new ApiError('Expired', { status: 401 }))).toBe(false)
    expect(await reportError(new Error('Network Error'))).toBe(false)
    expect(await reportError(new ApiError('slow down', { status: 429 }))).toBe(false)
    expect(await reportError(new Error('Order already dispatched'))).toBe(false)
  })
})
