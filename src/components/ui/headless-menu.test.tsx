// The dropdown menu's items: an item of a choice (the language, the page this device opens on) is a menuitemradio
// that says whether it is the chosen one; an action stays a menuitem.
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { DropdownMenuView } from './headless-menu'

const noop = () => undefined

describe('the dropdown menu', () => {
  it('exposes the chosen item of a choice as a checked menuitemradio, and its actions as menuitems', async () => {
    const choose = vi.fn()
    render(
      <DropdownMenuView
        label="User menu"
        trigger="Me"
        openOnMount
        groups={[
          [{ key: 'device', label: 'This device', onSelect: noop }],
          [
            { key: 'orders', label: 'Orders', checked: false, onSelect: choose },
            { key: 'window', label: 'Window', checked: true, onSelect: noop },
          ],
        ]}
        groupHeadings={{ 1: 'This device opens on' }}
      />,
    )
    const group = await screen.findByRole('group', { name: 'This device opens on' })
    expect(within(group).getByRole('menuitemradio', { name: 'Window', checked: true })).toBeInTheDocument()
    expect(within(group).getByRole('menuitemradio', { name: 'Orders', checked: false })).toBeInTheDocument()
    expect(within(group).queryByRole('menuitem')).toBeNull()
    expect(screen.getByRole('menuitem', { name: 'This device' })).not.toHaveAttribute('aria-checked')
    await userEvent.click(within(group).getByRole('menuitemradio', { name: 'Orders' }))
    expect(choose).toHaveBeenCalledOnce()
  })
})
