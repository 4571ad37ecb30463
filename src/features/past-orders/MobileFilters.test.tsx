// The phone filters' two steps swap the dialog's contents: the focus goes with them, never to the page
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { DEFAULT_FILTERS } from '../../domain/past-orders'
import { MobileFilters } from './MobileFilters'

describe('MobileFilters', () => {
  it('moves the focus to Back on Select Period, and back to the period row once a period is chosen', async () => {
    const user = userEvent.setup()
    render(<MobileFilters open filters={DEFAULT_FILTERS} zone="Asia/Kuwait" nowMs={Date.UTC(2025, 0, 15, 9)} onApply={() => undefined} onClose={() => undefined} />)
    await user.click(await screen.findByRole('button', { name: /Select Period/ }))
    expect(await screen.findByRole('heading', { name: 'Select Period' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Yesterday' }))
    expect(await screen.findByRole('heading', { name: 'Filters' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Select Period/ })).toHaveFocus()
  })
})
