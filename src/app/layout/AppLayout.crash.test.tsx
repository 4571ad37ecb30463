// A page that throws shows the error screen inside the shell: the navigation stays, and the alarm and the sounds of
// live events stay on (attentionOn), so pending orders still ring behind it.
import { render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { signInAs } from '../../../tests/setup/session'
import { attentionOn } from '../live/attention'
import AppLayout from './AppLayout'

function Broken(): never {
  throw new TypeError('a page bug')
}

describe('a page that throws', () => {
  it('shows the error screen in the shell, and attention stays on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    signInAs()
    render(
      <MemoryRouter initialEntries={['/orders']}>
        <Routes>
          <Route element={<AppLayout />}>
            <Route path="/orders" element={<Broken />} />
          </Route>
        </Routes>
      </MemoryRouter>,
    )
    expect(await screen.findByText('Something Went Wrong')).toBeInTheDocument()
    // in the shell's page area: one main landmark, the shell's
    expect(screen.getAllByRole('main')).toHaveLength(1)
    expect(screen.getAllByRole('link', { name: 'Kitchen' }).length).toBeGreaterThan(0)
    expect(attentionOn()).toBe(true)
  })
})
