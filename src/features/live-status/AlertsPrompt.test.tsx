import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../../tests/setup/render'
import { signInAs } from '../../../tests/setup/session'
import { alerts, ALERTS_DISMISSED_KEY } from '../../stores/alerts'
import { AlertsPrompt } from './AlertsPrompt'

describe('AlertsPrompt', () => {
  it("'Not now' hides it; alerts that were on and stopped bring it back", async () => {
    vi.stubGlobal('PushManager', class {})
    alerts.state = 'ask'
    render(<AlertsPrompt />)
    const title = 'Get new-order alerts when the screen is off'
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }))
    expect(screen.queryByText(title)).toBeNull()
    await act(async () => void (alerts.state = 'on'))
    // stores/alerts.ts watchAlerts: the drop takes the 'Not now' away
    sessionStorage.removeItem(ALERTS_DISMISSED_KEY)
    await act(async () => void (alerts.state = 'ask'))
    expect(screen.getByText(title)).toBeInTheDocument()
    vi.unstubAllGlobals()
  })

  it("shown above a work screen's title, it is a named region, not a heading before the page's h1", async () => {
    // a device that can take alerts and has none yet
    vi.stubGlobal('PushManager', class {})
    vi.stubGlobal('Notification', { permission: 'default' })
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: () => Promise.resolve(undefined) } })
    signInAs()
    renderApp('/orders')
    await screen.findByRole('heading', { level: 1, name: 'Orders' })
    expect(await screen.findByRole('region', { name: 'Get new-order alerts when the screen is off' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading')[0]).toHaveAccessibleName('Orders')
    Reflect.deleteProperty(navigator, 'serviceWorker')
    vi.unstubAllGlobals()
  })
})
