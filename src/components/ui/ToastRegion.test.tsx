import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ToastRegion, type ToastView } from './ToastRegion'

const toast = (id: number): ToastView => ({ id, kind: 'error', title: `Failure ${id}`, description: [] })
let set: (t: ToastView[]) => void = () => undefined

function Page({ onHold }: { onHold: (id: number, why: string, held: boolean) => void }) {
  const [toasts, setToasts] = useState([toast(1), toast(2)])
  set = setToasts
  return (
    <>
      <button type="button">Save</button>
      <ToastRegion toasts={toasts} onDismiss={(id) => setToasts((all) => all.filter((t) => t.id !== id))} onHold={onHold} label="Notifications" dismissLabel="Dismiss" />
    </>
  )
}

describe('ToastRegion', () => {
  it('holds a toast while it has the focus or the pointer', async () => {
    const onHold = vi.fn()
    render(<Page onHold={onHold} />)
    const first = screen.getAllByRole('alert')[0]!
    await userEvent.hover(first)
    expect(onHold).toHaveBeenLastCalledWith(1, 'pointer', true)
    await userEvent.unhover(first)
    expect(onHold).toHaveBeenLastCalledWith(1, 'pointer', false)
    await userEvent.tab()
    await userEvent.tab()
    expect(onHold).toHaveBeenLastCalledWith(1, 'focus', true)
  })

  it('gives the focus to the next toast when the focused one goes, and back where it came from after the last', async () => {
    render(<Page onHold={() => undefined} />)
    const save = screen.getByRole('button', { name: 'Save' })
    save.focus()
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    expect(screen.getAllByRole('alert')).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Dismiss' })).toHaveFocus()
    // gone on its timer while focused
    act(() => set([]))
    expect(save).toHaveFocus()
  })
})
