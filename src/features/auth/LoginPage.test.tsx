import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { api, ext, HttpResponse } from '../../../tests/mocks/api'
import { server } from '../../../tests/mocks/server'
import { renderApp } from '../../../tests/setup/render'
import { rememberCountry } from '../../../tests/setup/session'
import { session } from '../../stores/session'
import { changeLanguage } from '../../stores/ui'

const countrySelect = () => screen.queryByRole('combobox', { name: 'Country' })

describe('login (SPEC 2, 5)', () => {
  it('shows email, password, country, remember me, Sign in, Forgot Password and the banner', async () => {
    renderApp('/login')
    expect(await screen.findByLabelText('Email')).toBeInTheDocument()
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password')
    expect(countrySelect()).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked()
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/forgot-password')
    expect(screen.getByText('Better experience for your customers')).toBeInTheDocument()
    // Kuwait and KSA
    expect(screen.getByRole('option', { name: 'Kuwait' })).toBeInTheDocument()
    expect(screen.getByRole('option', { name: 'KSA' })).toBeInTheDocument()
  })

  it('shows every required message verbatim', async () => {
    server.use(ext.ipLookup(() => HttpResponse.json({ country_code: 'US' })))
    const { user } = renderApp('/login')
    await user.click(await screen.findByRole('button', { name: 'Sign in' }))
    expect(screen.getByText('Please input your email!')).toBeInTheDocument()
    expect(screen.getByText('Please input your password!')).toBeInTheDocument()
    expect(screen.getByText('Please select your country!')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Email')).toHaveFocus()
  })

  it('rejects an invalid email', async () => {
    const { user } = renderApp('/login')
    await user.type(await screen.findByLabelText('Email'), 'staff@kw')
    await user.type(screen.getByLabelText('Password'), 'Demo@1234')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(screen.getByText('The input is not valid E-mail!')).toBeInTheDocument()
  })

  it('prefills the country from the IP lookup with KW or SA', async () => {
    server.use(ext.ipLookup(() => HttpResponse.json({ country_code: 'sa' })))
    renderApp('/login')
    await waitFor(() => expect(countrySelect()).toHaveValue('SA'))
  })

  it.each([
    ['another country', () => HttpResponse.json({ country_code: 'AE' })],
    ['a failed lookup', () => HttpResponse.json({ message: 'unavailable' }, { status: 503 })],
    ['a network error', () => HttpResponse.error()],
  ])('leaves the country empty for %s', async (_name, answer) => {
    let asked = false
    server.use(
      ext.ipLookup(() => {
        asked = true
        return answer()
      }),
    )
    renderApp('/login')
    await waitFor(() => expect(asked).toBe(true))
    await new Promise((r) => setTimeout(r, 20))
    expect(countrySelect()).toHaveValue('')
  })

  it('hides the country when one is remembered, and does no lookup', async () => {
    rememberCountry('SA')
    // no ip handler override needed: an unexpected lookup would still be answered, so assert it is not made
    let asked = false
    server.use(
      ext.ipLookup(() => {
        asked = true
        return HttpResponse.json({ country_code: 'KW' })
      }),
    )
    renderApp('/login')
    expect(await screen.findByLabelText('Email')).toBeInTheDocument()
    expect(countrySelect()).not.toBeInTheDocument()
    expect(asked).toBe(false)
  })

  it('signs in with remember: stores token, country, remember and e-mail, then goes home', async () => {
    let body: unknown = null
    server.use(
      api.post(
        '/api/v1/auth/login',
        async ({ request }) => {
          body = await request.json()
          return HttpResponse.json({ token: 'sa-token' })
        },
        'SA',
      ),
    )
    const app = renderApp('/login')
    const { user } = app
    await user.type(await screen.findByLabelText('Email'), 'manager@sa.demo')
    await user.type(screen.getByLabelText('Password'), 'Demo@1234')
    await user.selectOptions(countrySelect()!, 'SA')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(app.path()).toBe('/orders'))
    expect(body).toEqual({ username: 'manager@sa.demo', password: 'Demo@1234', app_id: 2 })
    expect(localStorage.getItem('authToken')).toBe('sa-token')
    expect(localStorage.getItem('countryCode')).toBe('SA')
    expect(localStorage.getItem('remember')).toBe('true')
    expect(localStorage.getItem('userEmail')).toBe('manager@sa.demo')
  })

  it('without remember me the e-mail is not kept', async () => {
    rememberCountry('KW')
    const app = renderApp('/login')
    const { user } = app
    await user.type(await screen.findByLabelText('Email'), 'staff@kw.demo')
    await user.type(screen.getByLabelText('Password'), 'Demo@1234')
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }))
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(app.path()).toBe('/orders'))
    expect(localStorage.getItem('remember')).toBe('false')
    expect(localStorage.getItem('userEmail')).toBeNull()
    expect(localStorage.getItem('authToken')).toBe('user-token')
  })

  it('prefills the remembered e-mail', async () => {
    localStorage.setItem('userEmail', 'manager@kw.demo')
    localStorage.setItem('remember', 'true')
    rememberCountry('KW')
    renderApp('/login')
    expect(await screen.findByLabelText('Email')).toHaveValue('manager@kw.demo')
  })

  it('wrong credentials: the 401 toast, and the user stays on /login', async () => {
    rememberCountry('KW')
    server.use(
      api.post('/api/v1/auth/login', () =>
        HttpResponse.json({ code: 401, message: 'Invalid credentials.' }, { status: 401, statusText: 'Unauthorized' }),
      ),
    )
    const app = renderApp('/login')
    const { user } = app
    await user.type(await screen.findByLabelText('Email'), 'staff@kw.demo')
    await user.type(screen.getByLabelText('Password'), 'wrong')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Unauthorized')
    expect(alert).toHaveTextContent('Invalid credentials.')
    expect(app.path()).toBe('/login')
    expect(session.token).toBeNull()
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled()
  })

  it("a wrong password here signs no other window out: their stored token stays and they hear nothing", async () => {
    rememberCountry('KW')
    server.use(
      api.post('/api/v1/auth/login', () =>
        HttpResponse.json({ code: 401, message: 'Invalid credentials.' }, { status: 401, statusText: 'Unauthorized' }),
      ),
    )
    const { user } = renderApp('/login')
    await screen.findByLabelText('Email')
    // another window of this device signs in after this one showed /login
    localStorage.setItem('authToken', 'other-window-token')
    const otherWindow = new BroadcastChannel('store-dashboard-session')
    const heard: unknown[] = []
    otherWindow.addEventListener('message', (e) => heard.push(e.data))
    try {
      await user.type(screen.getByLabelText('Email'), 'staff@kw.demo')
      await user.type(screen.getByLabelText('Password'), 'wrong')
      await user.click(screen.getByRole('button', { name: 'Sign in' }))
      expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials.')
      await new Promise((r) => setTimeout(r, 50))
      expect(heard).toEqual([])
      expect(localStorage.getItem('authToken')).toBe('other-window-token')
    } finally {
      otherWindow.close()
    }
  })

  it.each([
    ['a right-to-left mark', '\u200Fstaff@kw.demo'],
    ['a left-to-right mark at the end', 'staff@kw.demo\u200E'],
    ['a zero-width space', 'staff\u200B@kw.demo'],
    ['a byte order mark and an isolate', '\uFEFF\u2066staff@kw.demo\u2069'],
  ])('a pasted e-mail with %s is sent without it', async (_name, pasted) => {
    rememberCountry('KW')
    let sent: string | null = null
    server.use(
      api.post('/api/v1/auth/login', async ({ request }) => {
        sent = (await request.json()).username
        return HttpResponse.json({ token: 'user-token' })
      }),
    )
    const { user } = renderApp('/login')
    await user.click(await screen.findByLabelText('Email'))
    await user.paste(pasted)
    await user.type(screen.getByLabelText('Password'), 'Demo@1234')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(sent).toBe('staff@kw.demo'))
    expect(localStorage.getItem('userEmail')).toBe('staff@kw.demo')
  })

  it("an e-mail longer than the contract's 180 characters gets its own message, and nothing is sent", async () => {
    rememberCountry('KW')
    let sent = false
    server.use(
      api.post('/api/v1/auth/login', () => {
        sent = true
        return HttpResponse.json({ token: 'user-token' })
      }),
    )
    const { user } = renderApp('/login')
    await user.click(await screen.findByLabelText('Email'))
    await user.paste('a'.repeat(173) + '@kw.demo')
    await user.type(screen.getByLabelText('Password'), 'Demo@1234')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('The e-mail is too long: at most 180 characters.')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveFocus()
    expect(sent).toBe(false)
  })

  it('in Arabic the e-mail and the password are laid out left to right', async () => {
    rememberCountry('KW')
    await act(() => changeLanguage('ar'))
    renderApp('/login')
    const email = await screen.findByLabelText('البريد الإلكتروني')
    expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    expect(email).toHaveAttribute('dir', 'ltr')
    expect(document.querySelector('input[name="password"]')).toHaveAttribute('dir', 'ltr')
  })

  it('too many failed attempts (429): says how long to wait, in the form, and the user stays on /login', async () => {
    rememberCountry('KW')
    server.use(
      api.post('/api/v1/auth/login', () =>
        HttpResponse.json(
          { code: 429, message: 'Too many failed sign-in attempts. Try again in 60 seconds.' },
          { status: 429, statusText: 'Too Many Requests', headers: { 'Retry-After': '60' } },
        ),
      ),
    )
    const app = renderApp('/login')
    const { user } = app
    await user.type(await screen.findByLabelText('Email'), 'staff@kw.demo')
    await user.type(screen.getByLabelText('Password'), 'wrong')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Too many failed sign-in attempts for this account. Wait 60 seconds, then try again.')).toBeInTheDocument()
    expect(app.path()).toBe('/login')
    expect(session.token).toBeNull()
  })
})
