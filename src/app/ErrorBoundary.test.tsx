import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect } from 'react'
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { ext, HttpResponse } from '../../tests/mocks/api'
import { server } from '../../tests/mocks/server'
import { signInAs } from '../../tests/setup/session'
import { ApiError } from '../lib/api/client'
import { session } from '../stores/session'
import { setNavigator } from '../lib/navigation'
import { ErrorBoundary, RouteErrorBoundary, signOutAndLeave } from './ErrorBoundary'

function Boom({ error }: { error: unknown }): never {
  throw error
}

function captureReports() {
  const reports: Array<{ message: string; tags: Record<string, string> }> = []
  server.use(
    ext.errors(async ({ request }) => {
      const body = await request.json()
      reports.push({ message: body.message, tags: body.tags })
      return new HttpResponse(null, { status: 204 })
    }),
  )
  return reports
}

describe('error boundary (SPEC 2, 8)', () => {
  it('shows Oops!, Something Went Wrong, Try Again and Sign Out, and reports the error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const reports = captureReports()
    const onRetry = vi.fn()
    const onSignOut = vi.fn()
    render(
      <ErrorBoundary onRetry={onRetry} onSignOut={onSignOut}>
        <Boom error={new TypeError('Cannot read properties of undefined')} />
      </ErrorBoundary>,
    )
    expect(screen.getByRole('heading', { name: 'Oops!' })).toBeInTheDocument()
    expect(screen.getByText('Something Went Wrong')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(onRetry).toHaveBeenCalledOnce()
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }))
    expect(onSignOut).toHaveBeenCalledOnce()
    await waitFor(() => expect(reports).toEqual([{ message: 'Cannot read properties of undefined', tags: expect.objectContaining({ boundary: 'app' }) }]))
  })

  it("the app-wide Sign Out leaves for /login only once the user's data on this device is cleared", async () => {
    signInAs()
    let cleared = false
    vi.stubGlobal('caches', {
      delete: () =>
        new Promise<boolean>((resolve) =>
          setTimeout(() => {
            cleared = true
            resolve(true)
          }, 50),
        ),
    })
    const leftWhenCleared: boolean[] = []
    await signOutAndLeave((url) => leftWhenCleared.push(url === '/login' && cleared))
    expect(leftWhenCleared).toEqual([true])
    expect(session.token).toBeNull()
    vi.unstubAllGlobals()
  })

  it('does not report noisy errors', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    // no reporter handler override: a report would reach the default handler, so count the requests
    let reported = 0
    server.use(
      ext.errors(() => {
        reported++
        return new HttpResponse(null, { status: 204 })
      }),
    )
    render(
      <ErrorBoundary>
        <Boom error={new ApiError('Order already confirmed', { status: 400 })} />
      </ErrorBoundary>,
    )
    expect(screen.getByRole('heading', { name: 'Oops!' })).toBeInTheDocument()
    await new Promise((r) => setTimeout(r, 20))
    expect(reported).toBe(0)
  })

  it('a route that throws shows the fallback; Sign Out signs out and goes to /login, where the page shows again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    signInAs()
    const reports = captureReports()
    function Routed() {
      const navigate = useNavigate()
      useEffect(() => setNavigator((to, options) => void navigate(to, options)), [navigate])
      return (
        <RouteErrorBoundary location={useLocation().pathname}>
          <Routes>
            <Route path="/" element={<Boom error={new Error('render failed')} />} />
            <Route path="/login" element={<p>login page</p>} />
          </Routes>
        </RouteErrorBoundary>
      )
    }
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routed />
      </MemoryRouter>,
    )
    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeInTheDocument()
    await waitFor(() => expect(reports.map((r) => r.message)).toEqual(['render failed']))
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }))
    expect(await screen.findByText('login page')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Oops!' })).not.toBeInTheDocument()
    expect(session.token).toBeNull()
    expect(localStorage.getItem('authToken')).toBeNull()
  })
})
