import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../../tests/setup/render'
import { signInAs } from '../../../tests/setup/session'

describe('user menu', () => {
  it("marks each language's name with its language, so a screen reader reads it in that voice", async () => {
    signInAs()
    const app = renderApp('/orders')
    await screen.findByText('Burger Bay Salmiya')
    await app.user.click(screen.getByRole('button', { name: 'User menu' }))
    const menu = await screen.findByRole('menu')
    expect(within(menu).getByText('English')).toHaveAttribute('lang', 'en')
    expect(within(menu).getByText('العربية')).toHaveAttribute('lang', 'ar')
    expect(within(menu).getByText('Sign Out')).not.toHaveAttribute('lang')
  })
})
