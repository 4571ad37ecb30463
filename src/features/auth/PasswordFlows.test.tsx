import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { api, ext, HttpResponse } from '../../../tests/mocks/api'
import { server } from '../../../tests/mocks/server'
import { renderApp } from '../../../tests/setup/render'
import { rememberCountry } from '../../../tests/setup/session'

describe('forgot password (SPEC 2)', () => {
  it('validates, requests the link and shows Request successful / Please check email', async () => {
    server.use(ext.ipLookup(() => HttpResponse.error()))
    let body: unknown = null
    server.use(
      api.post('/api/v1/auth/resetting/request', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ success: true })
      }),
    )
    const { user } = renderApp('/forgot-password')
    await user.click(await screen.findByRole('button', { name: 'Request reset link' }))
    expect(screen.getByText('Please input your email!')).toBeInTheDocument()
    expect(screen.getByText('Please select your country!')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Email'), 'staff@kw.demo')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'KW')
    await user.click(screen.getByRole('button', { name: 'Request reset link' }))
    expect(await screen.findByText('Request successful')).toBeInTheDocument()
    expect(screen.getByText('Please check email')).toBeInTheDocument()
    expect(body).toEqual({ email: 'staff@kw.demo' })
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login')
  })

  it('Back to login goes to /login', async () => {
    rememberCountry('KW')
    const app = renderApp('/forgot-password')
    await app.user.click(await screen.findByRole('link', { name: 'Back to login' }))
    await waitFor(() => expect(app.path()).toBe('/login'))
  })

  it('a failure shows the catalogue toast and keeps the form', async () => {
    rememberCountry('KW')
    server.use(
      api.post('/api/v1/auth/resetting/request', () =>
        HttpResponse.json({ code: 400, message: 'Email not found' }, { status: 400, statusText: 'Bad Request' }),
      ),
    )
    const { user } = renderApp('/forgot-password')
    await user.type(await screen.findByLabelText('Email'), 'nobody@kw.demo')
    await user.click(screen.getByRole('button', { name: 'Request reset link' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Email not found')
    expect(screen.queryByText('Request successful')).not.toBeInTheDocument()
  })
})

describe('reset password (SPEC 2, 5)', () => {
  const rule =
    'Password must contain 6 to 15 characters including at least 1 lowercase letter, 1 uppercase letter, 1 number and one of specials chars: @ * # _ -'

  it('shows the password rule and both confirmation messages', async () => {
    rememberCountry('KW')
    const { user } = renderApp('/resetting/reset/tok-1')
    await user.click(await screen.findByRole('button', { name: 'Reset Password' }))
    expect(screen.getByText('Please input your password!')).toBeInTheDocument()
    expect(screen.getByText('Please confirm your password!')).toBeInTheDocument()
    await user.type(screen.getByLabelText('New password'), 'weak')
    expect(screen.getByText(rule)).toBeInTheDocument()
    await user.type(screen.getByLabelText('Confirm password'), 'other')
    expect(screen.getByText('The two passwords that you entered do not match!')).toBeInTheDocument()
  })

  it('resets with the token of the link, shows Password reset successfully and goes to /login', async () => {
    rememberCountry('SA')
    let body: unknown = null
    server.use(
      api.post(
        '/api/v1/auth/resetting/reset',
        async ({ request }) => {
          body = await request.json()
          return HttpResponse.json({ success: true })
        },
        'SA',
      ),
    )
    const app = renderApp('/resetting/reset/tok-42')
    const { user } = app
    await user.type(await screen.findByLabelText('New password'), 'Fresh@123')
    await user.type(screen.getByLabelText('Confirm password'), 'Fresh@123')
    await user.click(screen.getByRole('button', { name: 'Reset Password' }))
    await waitFor(() => expect(app.path()).toBe('/login'))
    expect(body).toEqual({ token: 'tok-42', password: 'Fresh@123' })
    expect(await screen.findByText('Password reset successfully')).toBeInTheDocument()
  })
})
