import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { asPhone } from '../../../tests/setup/page'
import { Dialog } from './Dialog'
import { Drawer } from './Drawer'

function Board({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false)
  const [nested, setNested] = useState(false)
  const [reminder, setReminder] = useState(false)
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
          <button type="button" onClick={() => setReminder(true)}>
            Remind me
          </button>
          <Dialog open={nested} onClose={() => setNested(false)} title="Car photo">
            <p>photo</p>
          </Dialog>
        </Drawer>
      ) : null}
      {/* an overlay of the app's own (the reminder), not the panel's: it can outlive the panel */}
      <Dialog open={reminder} onClose={() => setReminder(false)} title="Reminder">
        <button type="button" onClick={close}>
          Finish the order
        </button>
      </Dialog>
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

// jsdom has no `inert` property; browsers reflect it to the attribute, and Headless UI's dialogs set it that way
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'inert', {
    configurable: true,
    get(this: HTMLElement) {
      return this.hasAttribute('inert')
    },
    set(this: HTMLElement, value: boolean) {
      this.toggleAttribute('inert', value)
    },
  })
})
afterAll(() => {
  delete (HTMLElement.prototype as { inert?: boolean }).inert
})

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
    renderBoard()
    const board = () => screen.getByRole('button', { name: 'Another row', hidden: true })
    await userEvent.click(screen.getByRole('button', { name: 'Open order' }))
    expect(board().closest('[inert]')).not.toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(board().closest('[inert]')).toBeNull()
  })

  it('on a phone, the panel closing under an overlay leaves the app usable once the overlay closes too', async () => {
    asPhone()
    const root = renderBoard()
    await userEvent.click(screen.getByRole('button', { name: 'Open order' }))
    await userEvent.click(screen.getByRole('button', { name: 'Remind me' }))
    await screen.findByRole('dialog', { name: 'Reminder' })
    // the panel goes first (an action finished under the overlay), then the overlay
    await userEvent.click(screen.getByRole('button', { name: 'Finish the order' }))
    expect(screen.queryByRole('dialog', { name: 'Order 42' })).not.toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reminder' })).not.toBeInTheDocument())
    expect(root.closest('[inert]')).toBeNull()
    expect(root.querySelector('[inert]')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Open order' }))
    expect(screen.getByRole('dialog', { name: 'Order 42' })).toBeInTheDocument()
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
