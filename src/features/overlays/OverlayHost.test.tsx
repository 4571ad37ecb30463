import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { makeStore } from '../../../tests/factories/entities'
import { makeOrder } from '../../../tests/factories/orders'
import { api, HttpResponse } from '../../../tests/mocks/api'
import { server } from '../../../tests/mocks/server'
import { fakeSound } from '../../../tests/mocks/sound'
import { signInAs } from '../../../tests/setup/session'
import { setLocale } from '../../lib/i18n/i18n'
import { resetServerClock, setRealtimeServerOffset } from '../../lib/server-clock'
import { alarmState } from '../../stores/alarm'
import { setCurrentOrders } from '../../stores/orders'
import { overlays, startOverlays } from '../../stores/overlays'
import { soundState, startSound } from '../../stores/sound'
import { storeState } from '../../stores/store'
import { OverlayHost } from './OverlayHost'

vi.mock('../../lib/audio/audio', () => import('../../../tests/mocks/sound'))

const inMinutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString()

function show(path = '/orders') {
  const stop = startOverlays()
  const user = userEvent.setup()
  const utils = render(
    <MemoryRouter initialEntries={[path]}>
      <OverlayHost />
    </MemoryRouter>,
  )
  return { user, stop, ...utils }
}

beforeEach(() => {
  resetServerClock()
  fakeSound.reset()
  soundState.blocked = false
  startSound()
  signInAs()
  storeState.store = makeStore({ visibility: { visible: true, visible_until: inMinutes(30) } })
})

describe('the overlays', () => {
  it("'Are you still there?' takes the focus, and Yes keeps the store online", async () => {
    let calls = 0
    server.use(
      api.get('/api/v1/store/online', () => {
        calls++
        return HttpResponse.json({ visible: true, visible_until: inMinutes(30) })
      }),
    )
    storeState.store = makeStore({ visibility: { visible: true, visible_until: inMinutes(1) } })
    const { user } = show()
    const prompt = await screen.findByRole('alertdialog', { name: 'Are you still there?' })
    expect(prompt).toHaveTextContent('Without your confirmation within 2 min, the store goes invisible and gets no new orders.')
    const yes = screen.getByRole('button', { name: 'Yes' })
    await waitFor(() => expect(yes).toHaveFocus())
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(calls).toBe(1)
  })

  it("'You are invisible' with Go Live; after a failed Go Live staff may carry on", async () => {
    server.use(api.get('/api/v1/store/online', () => HttpResponse.json({ code: 500, message: 'down' }, { status: 500 })))
    storeState.store = makeStore({ visibility: { visible: false, visible_until: inMinutes(-1) } })
    const { user } = show('/menu')
    const overlay = await screen.findByRole('alertdialog', { name: 'You are invisible' })
    expect(overlay).toHaveTextContent('Customers cannot see the store and no orders arrive until it is live again.')
    expect(screen.queryByRole('button', { name: 'Continue without going live' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Go Live' }))
    await user.click(await screen.findByRole('button', { name: 'Continue without going live' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  })

  it("'Tap to enable sound' when sound is blocked: one tap anywhere lifts it", async () => {
    fakeSound.autoplay = 'blocked'
    const { user } = show('/orders')
    const overlay = await screen.findByRole('alertdialog', { name: 'Tap to enable sound' })
    await user.click(overlay.querySelector('h2')!)
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(fakeSound.unlocks).toBeGreaterThan(0)
  })

  it("'You Have a New Order' with OKAY", async () => {
    setCurrentOrders([makeOrder(), makeOrder()])
    alarmState.ringing = true
    alarmState.reminder = true
    const { user } = show('/past-orders')
    const reminder = await screen.findByRole('alertdialog', { name: 'You Have a New Order' })
    expect(reminder).toHaveTextContent('Pending orders waiting for you: 2.')
    await user.click(screen.getByRole('button', { name: 'OKAY' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(alarmState.reminder).toBe(false)
  })

  it('the busy-timer modal holds the expiry time and offers to stay busy where the status may change', async () => {
    const posted: unknown[] = []
    server.use(
      api.post('/api/v1/store/status', async ({ request }) => {
        posted.push(await request.json())
        return HttpResponse.json({ status: { id: 3, name: 'Busy' }, busy_timer_mins: 15, busy_until: inMinutes(15) })
      }),
    )
    storeState.store = makeStore({ status: { id: 3, name: 'Busy' }, busy_timer_mins: 5 })
    overlays.busyUntil = '2026-11-22T10:45:00+03:00'
    const { user } = show()
    const modal = await screen.findByRole('dialog', { name: 'Busy ends at 10:45 AM' })
    expect(modal).toHaveTextContent('The store opens again in 1 min.')
    await user.click(screen.getByRole('button', { name: 'Busy 15 min' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(posted).toEqual([{ status_id: 3, busy_timer_mins: 15 }])
  })

  it('the busy-timer modal only informs where the status is read-only', async () => {
    storeState.store = makeStore({ status: { id: 3, name: 'Busy' }, change_collection_allowed: true })
    overlays.busyUntil = '2026-11-22T10:45:00+03:00'
    const { user } = show()
    await screen.findByRole('dialog', { name: 'Busy ends at 10:45 AM' })
    expect(screen.queryByRole('button', { name: 'Busy 15 min' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Let it open' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it("'Open in {time}' counts down, with Open Now where the status may change", async () => {
    storeState.store = makeStore({ status: { id: 2, name: 'Closed' }, service_hours: { closed: true, opens_at: inMinutes(10) }, visibility: { visible: true, visible_until: inMinutes(30) } })
    const { user } = show()
    const overlay = await screen.findByRole('dialog', { name: /^Open in (10:00|9:5\d)$/ })
    expect(overlay).toHaveTextContent(/The store is closed by its service hours and opens at \d\d:\d\d [AP]M\./)
    expect(screen.getByRole('button', { name: 'Open Now' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(fakeSound.names()).toEqual(['store-will-open'])
  })

  it("'Open in {time}' counts on the server's clock, as its end does", async () => {
    // this tablet's clock runs three minutes behind the server's: the store opens in 7 minutes of server time
    setRealtimeServerOffset(3 * 60_000)
    storeState.store = makeStore({ status: { id: 2, name: 'Closed' }, service_hours: { closed: true, opens_at: inMinutes(10) }, visibility: { visible: true, visible_until: inMinutes(30) } })
    show()
    await screen.findByRole('dialog', { name: /^Open in (7:00|6:5\d)$/ })
  })

  it('reads in Arabic', async () => {
    setLocale('ar')
    storeState.store = makeStore({ visibility: { visible: false, visible_until: inMinutes(-1) } })
    show()
    await screen.findByRole('alertdialog', { name: 'أنت غير مرئي' })
    expect(screen.getByRole('button', { name: 'الظهور الآن' })).toBeInTheDocument()
  })
})
