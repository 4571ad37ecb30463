// The drawer's focus on a board: Tab stays inside it, and closing it over a row that moved or left gives the focus to
// the order's new row or the next one, never to the page
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { Drawer } from './Drawer'

type Groups = { pending: number[]; confirmed: number[] }
let setGroups: (g: Groups) => void = () => undefined
let setOpen: (open: boolean) => void = () => undefined

function Board() {
  const [groups, set] = useState<Groups>({ pending: [1, 2, 3], confirmed: [] })
  const [open, open_] = useState(false)
  setGroups = set
  setOpen = open_
  const rows = (ids: number[]) =>
    ids.map((id) => (
      <div key={id} role="row" tabIndex={0} aria-label={`Order ${id}`} data-order-id={id} onClick={() => open_(true)}>
        {id}
      </div>
    ))
  return (
    <main id="main" tabIndex={-1}>
      <section aria-label="Pending">
        <h2>
          <button type="button">Pending</button>
        </h2>
        {rows(groups.pending)}
      </section>
      <section aria-label="Confirmed">{rows(groups.confirmed)}</section>
      {open ? (
        <Drawer title="Order 2" closeLabel="Close" onClose={() => open_(false)} footer={<button type="button">Confirm</button>}>
          <button type="button">Call the customer</button>
        </Drawer>
      ) : null}
    </main>
  )
}

async function openFromRow2() {
  render(<Board />)
  await userEvent.click(screen.getByRole('row', { name: 'Order 2' }))
  const panel = screen.getByRole('dialog', { name: 'Order 2' })
  await waitFor(() => expect(panel).toHaveFocus())
  return panel
}

afterEach(() => {
  setGroups = () => undefined
})

describe('Drawer focus', () => {
  it('keeps Tab and Shift+Tab inside the panel while it has the focus', async () => {
    await openFromRow2()
    await userEvent.tab({ shift: true })
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus()
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()
    await userEvent.tab({ shift: true })
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus()
  })

  it("closed after its order's row was drawn anew in another group, gives the focus to the new row", async () => {
    await openFromRow2()
    act(() => setGroups({ pending: [1, 3], confirmed: [2] }))
    act(() => setOpen(false))
    expect(screen.getByRole('row', { name: 'Order 2' })).toHaveFocus()
  })

  it('closed after its order left the board, gives the focus to the next order, else the one before, else the group', async () => {
    await openFromRow2()
    act(() => setGroups({ pending: [1, 3], confirmed: [] }))
    act(() => setOpen(false))
    expect(screen.getByRole('row', { name: 'Order 3' })).toHaveFocus()

    await userEvent.click(screen.getByRole('row', { name: 'Order 3' }))
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveFocus())
    act(() => setGroups({ pending: [1], confirmed: [] }))
    act(() => setOpen(false))
    expect(screen.getByRole('row', { name: 'Order 1' })).toHaveFocus()

    await userEvent.click(screen.getByRole('row', { name: 'Order 1' }))
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveFocus())
    act(() => setGroups({ pending: [], confirmed: [] }))
    act(() => setOpen(false))
    expect(screen.getByRole('button', { name: 'Pending' })).toHaveFocus()
  })
})
