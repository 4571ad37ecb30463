import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Dialog } from '../components/ui/Dialog'
import { Overlay, OverlayButton } from '../components/ui/Overlay'
import { closeOrderDrawer, openOrderDrawer } from '../stores/drawer'
import { pushToast } from '../stores/toasts'
import { makeOrder } from '../../tests/factories/orders'
import { Toaster } from './Toaster'

describe('Toaster', () => {
  it('stays announced and dismissible while a dialog makes the rest of the app inert', async () => {
    render(
      <>
        <Dialog open onClose={() => undefined} title="Manage Availability">
          <p>panel</p>
        </Dialog>
        <Toaster />
      </>,
    )
    await screen.findByRole('dialog', { name: 'Manage Availability' })
    await act(async () => {
      pushToast({ kind: 'error', title: { key: 'error.internalServerError' } })
    })
    const region = screen.getByRole('region', { name: 'Notifications' })
    const alert = within(region).getByRole('alert')
    expect(alert).toHaveTextContent('Internal Server Error')
    expect(region.closest('[inert], [aria-hidden="true"]')).toBeNull()
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }))
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Manage Availability' })).toBeInTheDocument()
  })

  it('is painted above a full-screen overlay opened after it (a failure inside the busy modal is told by its toast)', async () => {
    render(
      <>
        <Toaster />
        <Overlay open title="Busy ends at 12:30" actions={<OverlayButton>Busy 15 min</OverlayButton>} testId="overlay-busy" />
      </>,
    )
    await screen.findByRole('dialog', { name: 'Busy ends at 12:30' })
    await act(async () => {
      pushToast({ kind: 'error', title: { key: 'error.internalServerError' } })
    })
    const region = screen.getByRole('region', { name: 'Notifications' })
    expect(within(region).getByRole('alert')).toHaveTextContent('Internal Server Error')
    // a Tailwind z-[n] class of an element, the fixed layer that stacks it
    const z = (el: Element) => Number(/\bz-\[(\d+)\]/.exec(el.getAttribute('class') ?? '')?.[1] ?? 0)
    const layers = [...document.body.children]
    const overlay = screen.getByTestId('overlay-busy')
    const overlayRoot = layers.find((c) => c.contains(overlay))!
    const above = z(region) > z(overlay) || (z(region) === z(overlay) && layers.indexOf(region) > layers.indexOf(overlayRoot))
    expect(above).toBe(true)
  })

  it('moves to the start corner while the order drawer is open, and back when it closes', async () => {
    render(<Toaster />)
    const region = screen.getByRole('region', { name: 'Notifications' })
    expect(region).toHaveAttribute('data-side', 'end')
    await act(async () => openOrderDrawer(makeOrder({ id: 7 }), 'current'))
    expect(region).toHaveAttribute('data-side', 'start')
    await act(async () => closeOrderDrawer())
    expect(region).toHaveAttribute('data-side', 'end')
  })
})
