import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ext, HttpResponse } from '../../tests/mocks/api'
import { server } from '../../tests/mocks/server'
import { renderApp } from '../../tests/setup/render'
import { signInAs } from '../../tests/setup/session'
import { resetAllStores } from '../stores/reset'

describe('routes and guards (SPEC 2)', () => {
  it.each(['/', '/orders', '/past-orders', '/menu', '/reports', '/loyalty', '/report-print?date=2026-01-01', '/print-normal?id=1', '/print-thermal?id=1', '/maintenance'])(
    'signed out, %s goes to /login',
    async (path) => {
      const app = renderApp(path)
      expect(await screen.findByRole('heading', { name: 'Sign in to your store' })).toBeInTheDocument()
      expect(app.path()).toBe('/login')
    },
  )

  it.each(['/login', '/forgot-password', '/resetting/reset/abc', '/'])('signed in, %s goes to the default route /orders', async (path) => {
    signInAs()
    const app = renderApp(path)
    expect(await screen.findByRole('heading', { name: 'Orders', level: 1 })).toBeInTheDocument()
    expect(app.path()).toBe('/orders')
  })

  it.each(['/login', '/'])("signed in on a device set to open on the window, %s goes to /window", async (path) => {
    localStorage.setItem('deviceHome', 'window')
    resetAllStores()
    signInAs()
    const app = renderApp(path)
    expect(await screen.findByRole('heading', { name: 'Window', level: 1 })).toBeInTheDocument()
    expect(app.path()).toBe('/window')
  })

  it.each([
    ['/orders', 'Orders'],
    ['/kitchen', 'Kitchen'],
    ['/window', 'Window'],
    ['/past-orders', 'Past Orders'],
    ['/menu', 'Menu'],
    ['/reports', 'Reports'],
    ['/loyalty', 'Loyalty'],
  ])('signed in, %s renders its page inside the layout', async (path, title) => {
    signInAs()
    renderApp(path)
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument()
  })

  it.each([
    ['/report-print?date=2026-01-01&dscnt=true', 'Daily report'],
    ['/print-normal?id=1&locale=en', 'Order receipt'],
    ['/print-thermal?id=1&locale=ar', 'Order receipt (thermal)'],
  ])('signed in, %s renders without the app layout', async (path, title) => {
    signInAs()
    renderApp(path)
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument()
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
  })

  it.each([false, true])('an unknown path shows page not found (signed in: %s)', async (signedIn) => {
    if (signedIn) signInAs()
    const app = renderApp('/no/such/page')
    expect(await screen.findByRole('heading', { name: 'page not found' })).toBeInTheDocument()
    expect(app.path()).toBe('/no/such/page')
  })

  it('/maintenance shows the English maintenance text', async () => {
    signInAs()
    server.use(ext.maintenance(() => HttpResponse.json({ message_english: 'Back at 4 pm', message_arabic: 'نعود الساعة 4' })))
    renderApp('/maintenance')
    expect(await screen.findByText('Back at 4 pm')).toBeInTheDocument()
  })

  it('/maintenance keeps looking and goes back to the board by itself within 60 s of the file disappearing', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    try {
      signInAs()
      let present = true
      server.use(ext.maintenance(() => (present ? HttpResponse.json({ message_english: 'Back at 4 pm', message_arabic: 'نعود الساعة 4' }) : new HttpResponse(null, { status: 404 }))))
      const app = renderApp('/maintenance')
      expect(await screen.findByText('Back at 4 pm')).toBeInTheDocument()
      await act(async () => void vi.advanceTimersByTime(30_000))
      expect(app.path()).toBe('/maintenance')
      present = false
      await act(async () => void vi.advanceTimersByTime(60_000))
      await waitFor(() => expect(app.path()).toBe('/orders'))
    } finally {
      vi.useRealTimers()
    }
  })

  it('/maintenance goes home when there is no maintenance file', async () => {
    signInAs()
    const app = renderApp('/maintenance')
    await waitFor(() => expect(app.path()).toBe('/orders'))
  })
})

describe('page views (SPEC 2)', () => {
  it('sends past orders, menu and reports to analytics, not the orders page', async () => {
    signInAs()
    const paths: string[] = []
    server.use(
      ext.analytics(async ({ request }) => {
        const body = await request.json()
        paths.push(...body.events.map((e) => e.path))
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const app = renderApp('/orders')
    expect(await screen.findByText('Burger Bay Salmiya')).toBeInTheDocument()
    await app.navigate('/menu')
    await waitFor(() => expect(paths).toEqual(['/menu']))
    await app.navigate('/past-orders')
    await waitFor(() => expect(paths).toEqual(['/menu', '/past-orders']))
    await app.navigate('/reports')
    await waitFor(() => expect(paths).toEqual(['/menu', '/past-orders', '/reports']))
  })
})
