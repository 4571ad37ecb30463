import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../../tests/setup/render'
import { signInAs } from '../../../tests/setup/session'
import { ar } from '../../lib/i18n/ar'
import { changeLanguage } from '../../stores/ui'

const said = () => document.querySelector('[aria-live="polite"].sr-only')?.textContent ?? ''

describe('page titles', () => {
  it("names the tab after the page's h1, in the language shown, and says a move to another page", async () => {
    signInAs()
    const app = renderApp('/orders')
    await screen.findByRole('heading', { level: 1, name: 'Orders' })
    await waitFor(() => expect(document.title).toBe('Orders · Store Dashboard'))
    // the page loaded is not said again
    expect(said()).toBe('')
    await app.user.click(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Menu' }))
    await screen.findByRole('heading', { level: 1, name: 'Menu' })
    await waitFor(() => expect(document.title).toBe('Menu · Store Dashboard'))
    expect(said()).toBe('Menu · Store Dashboard')
    changeLanguage('ar')
    const arabic = ar['app.pageTitle'].replace('{{page}}', ar['page.menu'])
    await waitFor(() => expect(document.title).toBe(arabic))
    // a change of language is not a move
    expect(said()).toBe('Menu · Store Dashboard')
  })

  it('names the page that is not found', async () => {
    renderApp('/no-such-page')
    await waitFor(() => expect(document.title).toBe('page not found · Store Dashboard'))
  })
})
