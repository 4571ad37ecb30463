import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Switch } from './Switch'

describe('Switch', () => {
  it('is described by the help text it is given the id of', () => {
    render(
      <>
        <p id="auto-help">Not for supermarkets: replacements need a person.</p>
        <Switch label="Auto-confirm new orders" description="auto-help" checked={false} disabled onChange={() => undefined} />
      </>,
    )
    const auto = screen.getByRole('switch', { name: 'Auto-confirm new orders' })
    expect(auto).toHaveAccessibleDescription('Not for supermarkets: replacements need a person.')
  })

  it('has no description without one', () => {
    render(<Switch label="Sound" checked onChange={() => undefined} />)
    expect(screen.getByRole('switch', { name: 'Sound' })).not.toHaveAttribute('aria-describedby')
  })
})
