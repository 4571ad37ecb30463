import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { asPhone } from '../../../tests/setup/page'
import { Dialog } from './Dialog'
import { Drawer } from './Drawer'

function Board({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false)
  const [nested, setNested] = useState(false)
  const close = () => {
    onClose()
    setOpen(false)
  }
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open order
      </button>
      <button type="button">Another row</button>
      {open ? (
        <Drawer title="Order 42" closeLabel="Close" onClose={close} footer={<button type="button">Confirm</button>}>
          <button type="button" onClick={() => setNested(true)}>
            View the car
          </button>
          <Dialog open={nested} onClose={() => setNested(false)} title="Car photo">
            <p>photo</p>
          </Dialog>
        </Drawer>
      ) : null}
    </>
  )
}

function renderBoard(onClose?: () => void) {
  const root = document.createElement('div')
  root.id = 'root'
  document.body.append(root)
  render(<Board onClose={onClose} />, { container: root })
  return root
}

afterEach(() => {
  document.getElementById('root')?.remove()
  vi.unstubAllGlobals()
})

describe('Drawer', () => {
  it('takes the focus, is named by its title, and gives the focus back to what opened it on Close', async () => {
    renderBoard()
    const opener = screen.getByRole('button', { name: 'Open order' })
    await userEvent.click(opener)
    const panel = screen.getByRole('dialog', { name: 'Order 42' })
    // after the first paint, so the tap that opened it does not pay for the focus's layout pass
    expect(panel).not.toHaveFocus()
    await waitFor(() => expect(panel).toHaveFocus())
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(opener).toHaveFocus()
  })

  it('leaves the board usable beside it on a tablet: not inert, other rows still take clicks', async () => {
    const root = renderBoard()
    await userEvent.click(screen.getByRole('button', { name: 'Open order' }))
    expect(root).not.toHaveAttribute('inert')
    expect(screen.getByRole('dialog', { name: 'Order 42' })).not.toHaveAttribute('aria-modal')
    await userEvent.click(screen.getByRole('button', { name: 'Another row' }))
    expect(screen.getByRole('button', { name: 'Another row' })).toHaveFocus()
  })

  it('covers a phone: the app behind is inert while it is open, and usable again once it closes', async () => {
    asPhone()
    const root = renderBoard()
    await userEvent.click(screen.getByRole('button', { name: 'Open order' }))
    expect(root).toHaveAttribute('inert')
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(root).not.toHaveAttribute('inert')
  })

  it('closes with Escape from anywhere, but a dialog opened over it answers its own Escape', async () => {
    const onClose = vi.fn()
    renderBoard(onClose)
    await userEvent.click(screen.getByRole('button', { name: 'Open order' }))
    await userEvent.click(screen.getByRole('button', { name: 'View the car' }))
    await screen.findByRole('dialog', { name: 'Car photo' })
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Car photo' })).not.toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Order 42' })).toBeInTheDocument()
    expect(onClose).not.toHaveBeenCalled()

    await userEvent.click(screen.getByRole('button', { name: 'Another row' }))
    await userEvent.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog', { name: 'Order 42' })).not.toBeInTheDocument()
  })
})
