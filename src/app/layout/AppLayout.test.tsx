import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makeBrand, makeLoyaltySettings, makeManager, makeStore } from '../../../tests/factories/entities'
import { api, ext, HttpResponse } from '../../../tests/mocks/api'
import { defaultUser } from '../../../tests/mocks/handlers'
import { server } from '../../../tests/mocks/server'
import { renderApp } from '../../../tests/setup/render'
import { signInAs } from '../../../tests/setup/session'
import { ar } from '../../lib/i18n/ar'
import { setMaintenanceWarning } from '../../stores/maintenance'
import { session } from '../../stores/session'
import { changeLanguage } from '../../stores/ui'

const nav = () => screen.getByRole('navigation', { name: 'Main navigation' })

describe('layout', () => {
  it('loads user, store, analytics and notifier config after sign-in, with a skeleton meanwhile', async () => {
    signInAs()
    const seen: string[] = []
    server.events.on('request:start', ({ request }) => {
      seen.push(`${request.method} ${new URL(request.url).pathname}`)
    })
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    server.use(
      api.get('/api/v1/user/store', async () => {
        await held
        return HttpResponse.json({ user: defaultUser, store: { id: 101, name: 'Burger Bay Salmiya' } })
      }),
    )
    renderApp('/orders')
    expect(await screen.findByRole('status', { name: 'Loading store…' })).toBeInTheDocument()
    release()
    expect(await screen.findByText('Burger Bay Salmiya')).toBeInTheDocument()
    expect(screen.queryByRole('status', { name: 'Loading store…' })).not.toBeInTheDocument()
    expect(seen).toEqual(
      expect.arrayContaining(['GET /kw/api/v1/user/store', 'GET /kw/api/v1/store/101', 'GET /kw/api/v1/store/analytics', 'GET /kw/api/v1/discovery/store']),
    )
    expect(seen.indexOf('GET /kw/api/v1/user/store')).toBeLessThan(seen.indexOf('GET /kw/api/v1/store/101'))
    expect(JSON.parse(localStorage.getItem('notifierConfig') ?? 'null')).toEqual({ token: 'custom-token', uuid: 'store-101-uuid', impersonate: false })
    server.events.removeAllListeners()
  })

  it('shows Orders, Kitchen, Window, Completed Orders and Menu; Reports only for the store manager; Loyalty only with manual punches', async () => {
    signInAs()
    renderApp('/orders')
    await screen.findByText('Burger Bay Salmiya')
    const links = within(nav()).getAllByRole('link').map((a) => a.textContent)
    expect(links).toEqual(['Orders', 'Kitchen', 'Window', 'Completed Orders', 'Menu'])
  })

  it('a manager of a brand with manual punches sees Reports, Insights and Loyalty', async () => {
    signInAs()
    server.use(
      api.get('/api/v1/user/store', () => HttpResponse.json({ user: makeManager(), store: { id: 101, name: 'x' } })),
      api.get('/api/v1/store/{id}', () =>
        HttpResponse.json(makeStore({ brand: makeBrand({ loyalty: makeLoyaltySettings({ manual_punches_allowed: true }) }) })),
      ),
    )
    renderApp('/orders')
    await waitFor(() =>
      expect(within(nav()).getAllByRole('link').map((a) => a.textContent)).toEqual(['Orders', 'Kitchen', 'Window', 'Completed Orders', 'Menu', 'Reports', 'Insights', 'Loyalty']),
    )
  })

  it('the user menu shows avatar, name, e-mail, version 1.4.16, and signs out', async () => {
    signInAs()
    localStorage.setItem('userEmail', 'staff@kw.demo')
    const app = renderApp('/orders')
    await screen.findByText('Burger Bay Salmiya')
    await app.user.click(screen.getByRole('button', { name: 'User menu' }))
    const menu = await screen.findByRole('menu')
    expect(within(menu).getByText(defaultUser.name)).toBeInTheDocument()
    expect(within(menu).getByText(defaultUser.email)).toBeInTheDocument()
    expect(within(menu).getByText('Version 1.4.16')).toBeInTheDocument()
    await app.user.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }))
    await waitFor(() => expect(app.path()).toBe('/login'))
    expect(localStorage.getItem('authToken')).toBeNull()
    expect(localStorage.getItem('notifierConfig')).toBeNull()
    expect(localStorage.getItem('countryCode')).toBe('KW')
    expect(localStorage.getItem('userEmail')).toBe('staff@kw.demo')
    expect(session.user).toBeNull()
  })

  it('switches the language to Arabic from the user menu: dir="rtl", lang="ar", remembered', async () => {
    signInAs()
    const app = renderApp('/orders')
    await screen.findByText('Burger Bay Salmiya')
    await app.user.click(screen.getByRole('button', { name: 'User menu' }))
    await app.user.click(await screen.findByRole('menuitemradio', { name: 'العربية' }))
    expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    expect(document.documentElement).toHaveAttribute('lang', 'ar')
    expect(localStorage.getItem('locale')).toBe('ar')
    expect(screen.getByRole('navigation', { name: ar['nav.label'] })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: ar['page.orders'], level: 1 })).toBeInTheDocument()
  })

  it('uploads the chosen avatar as base64', async () => {
    signInAs()
    let avatar = ''
    server.use(
      api.post('/api/v1/user/avatar', async ({ request }) => {
        avatar = (await request.json()).avatar
        return HttpResponse.json({ ...defaultUser, avatar: { mini: '/media/avatars/new.png' } })
      }),
    )
    const app = renderApp('/orders')
    await screen.findByText('Burger Bay Salmiya')
    const file = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13])], 'me.png', { type: 'image/png' })
    await app.user.upload(screen.getByTestId('avatar-input'), file)
    await waitFor(() => expect(avatar).toBe('data:image/png;base64,iVBORw0KGgoAAAAN'))
    expect(await screen.findByText('Avatar updated')).toBeInTheDocument()
  })

  it('refuses a picture too large for the contract, before reading or sending it', async () => {
    signInAs()
    let sent = 0
    server.use(
      api.post('/api/v1/user/avatar', () => {
        sent += 1
        return HttpResponse.json(defaultUser)
      }),
    )
    const app = renderApp('/orders')
    await screen.findByText('Burger Bay Salmiya')
    const photo = new File([new Uint8Array(2_200_000)], 'camera.jpg', { type: 'image/jpeg' })
    await app.user.upload(screen.getByTestId('avatar-input'), photo)
    expect(await screen.findByText('The picture is too large: choose one under 2 MB')).toBeInTheDocument()
    expect(sent).toBe(0)
  })

  it('shows the maintenance warning strip from the live settings', async () => {
    signInAs()
    renderApp('/orders')
    await screen.findByText('Burger Bay Salmiya')
    expect(screen.queryByRole('status', { name: 'Maintenance notice' })).not.toBeInTheDocument()
    await act(async () => setMaintenanceWarning({ enabled: true, message_english: 'Maintenance tonight at 2 am', message_arabic: 'صيانة الليلة' }))
    expect(screen.getByRole('status', { name: 'Maintenance notice' })).toHaveTextContent('Maintenance tonight at 2 am')
    await act(async () => changeLanguage('ar'))
    expect(screen.getByRole('status', { name: ar['maintenance.warning'] })).toHaveTextContent('صيانة الليلة')
    await act(async () => setMaintenanceWarning({ enabled: false, message_english: 'Maintenance tonight at 2 am', message_arabic: '' }))
    expect(screen.queryByRole('status', { name: ar['maintenance.warning'] })).not.toBeInTheDocument()
  })

  it('a failed user fetch checks maintenance: present goes to /maintenance', async () => {
    signInAs()
    server.use(
      api.get('/api/v1/user/store', () => new HttpResponse(null, { status: 503 })),
      ext.maintenance(() => HttpResponse.json({ message_english: 'We are upgrading the dashboard', message_arabic: 'نقوم بالتحديث' })),
    )
    const app = renderApp('/orders')
    expect(await screen.findByText('We are upgrading the dashboard')).toBeInTheDocument()
    expect(app.path()).toBe('/maintenance')
  })

  it('a failed user fetch with no maintenance file goes home and offers a retry', async () => {
    signInAs()
    let checked = false
    server.use(
      api.get('/api/v1/user/store', () => HttpResponse.error()),
      ext.maintenance(() => {
        checked = true
        return new HttpResponse(null, { status: 404 })
      }),
    )
    const app = renderApp('/past-orders')
    await waitFor(() => expect(checked).toBe(true))
    await waitFor(() => expect(app.path()).toBe('/orders'))
    expect(await screen.findByText('The store could not be loaded.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  })
})
