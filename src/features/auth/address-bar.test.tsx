// Reset tokens and impersonation codes leave the address bar at once (history, screen, what is shared), while the
// page still works with them.
import { screen, waitFor } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { api } from '../../../tests/mocks/api'
import { server } from '../../../tests/mocks/server'
import { renderApp } from '../../../tests/setup/render'
import { rememberCountry } from '../../../tests/setup/session'

afterEach(() => window.history.replaceState(null, '', '/'))

describe('secrets in the address bar', () => {
  it('a reset token leaves it, and the page still resets with it, after a reload too', async () => {
    rememberCountry('KW')
    let body: unknown = null
    server.use(
      api.post('/api/v1/auth/resetting/reset', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ success: true })
      }),
    )
    window.history.replaceState(null, '', '/resetting/reset/tok-secret')
    const first = renderApp('/resetting/reset/tok-secret')
    await screen.findByLabelText('New password')
    await waitFor(() => expect(window.location.pathname).toBe('/resetting/reset'))
    expect(window.location.href).not.toContain('tok-secret')
    first.unmount()
    // a reload lands on the address now shown
    const app = renderApp('/resetting/reset')
    await app.user.type(await screen.findByLabelText('New password'), 'Fresh@123')
    await app.user.type(screen.getByLabelText('Confirm password'), 'Fresh@123')
    await app.user.click(screen.getByRole('button', { name: 'Reset Password' }))
    await waitFor(() => expect(app.path()).toBe('/login'))
    // the sign-in page's module loads here the first time: a test that ends with it loading leaves the next file a broken one
    await screen.findByRole('heading', { name: 'Sign in to your store' })
    expect(body).toEqual({ token: 'tok-secret', password: 'Fresh@123' })
    expect(sessionStorage.getItem('resetToken')).toBeNull()
  })

  it('an impersonation code leaves it before the sign-in completes', async () => {
    server.use(api.post('/api/v1/auth/impersonate/verify', () => HttpResponse.json({ code: 404, message: 'Auth request not found' }, { status: 404 })))
    window.history.replaceState(null, '', '/impersonate/KW/code-secret')
    renderApp('/impersonate/KW/code-secret')
    await waitFor(() => expect(window.location.pathname).toBe('/impersonate'))
    expect(window.location.href).not.toContain('code-secret')
    // the failed verification goes home: the test ends once that page is there, not while its module loads
    await screen.findByRole('heading', { name: 'Sign in to your store' })
  })
})
