// The keyboard focus on the menu page: a control whose call is on its way keeps it (aria-disabled, not disabled,
// which Chromium drops to the page), a stock save that fails gives it back to the input, and a change that takes an
// item out of the show filter leaves the row (and the focus in it) where it was until the filter changes.
import { configure, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { answerGate } from '../../../tests/mocks/answer-gate'
import { api, HttpResponse } from '../../../tests/mocks/api'
import { server } from '../../../tests/mocks/server'
import { openMenu, stockStore, stockWorld } from '../../../tests/setup/menu-page'

configure({ asyncUtilTimeout: 4000 })



const toggle = (name: string) => screen.getByRole('switch', { name: `${name} in stock` })

/** The answers of a path are held until release(); `calls` counts the calls */
function held(path: '/api/v1/store/soldout' | '/api/v1/store/product/stock', answer: () => Response = () => HttpResponse.json({ products: [] })) {
  const gate = { ...answerGate(), calls: 0 }
  server.use(
    api.post(path, async () => {
      gate.calls++
      gate.arrive()
      await gate.open
      return answer()
    }),
  )
  return gate
}

describe('a control whose call is on its way keeps the focus and ignores presses', () => {
  it('the category buttons', async () => {
    const { user } = openMenu()
    await screen.findByText('Fries')
    const gate = held('/api/v1/store/soldout')
    const soldOut = screen.getByRole('button', { name: 'Sold out: all of Sides' })
    soldOut.focus()
    await user.keyboard('{Enter}')
    await gate.reached
    expect(soldOut).toHaveAttribute('aria-disabled', 'true')
    expect(soldOut).not.toBeDisabled()
    expect(soldOut).toHaveFocus()
    await user.keyboard('{Enter}')
    await user.click(screen.getByRole('button', { name: 'In stock: all of Sides' }))
    gate.release()
    await waitFor(() => expect(soldOut).not.toHaveAttribute('aria-disabled'))
    expect(gate.calls).toBe(1)
  })

  it('the sold-out switch', async () => {
    const { user } = openMenu()
    await screen.findByText('Fries')
    const gate = held('/api/v1/store/soldout')
    toggle('Fries').focus()
    await user.keyboard(' ')
    await gate.reached
    expect(toggle('Fries')).toHaveAttribute('aria-disabled', 'true')
    expect(toggle('Fries')).not.toBeDisabled()
    expect(toggle('Fries')).toHaveFocus()
    await user.keyboard(' ')
    gate.release()
    await waitFor(() => expect(toggle('Fries')).not.toHaveAttribute('aria-disabled'))
    expect(gate.calls).toBe(1)
  })

  it('the stock editor; a save that fails gives the focus back to the input, with what was typed', async () => {
    const { user, world } = openMenu({ world: stockWorld(), store: stockStore() })
    await screen.findByText('Stock: 12')
    await user.click(screen.getByRole('button', { name: 'Edit stock of Fresh Milk 1L' }))
    await user.keyboard('40')
    const gate = held('/api/v1/store/product/stock', () => HttpResponse.json({ code: 503, message: 'Service Unavailable' }, { status: 503 }))
    await user.click(screen.getByRole('button', { name: 'Ok' }))
    await gate.reached
    const input = screen.getByRole('textbox', { name: 'Stock of Fresh Milk 1L' })
    for (const control of [input, screen.getByRole('button', { name: 'Ok' }), screen.getByRole('button', { name: 'Cancel' })]) {
      expect(control).toHaveAttribute('aria-disabled', 'true')
      expect(control).not.toBeDisabled()
    }
    expect(input).toHaveAttribute('readonly')
    expect(screen.getByRole('button', { name: 'Ok' })).toHaveFocus()
    // Cancel and Escape wait for the answer
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await user.keyboard('{Escape}')
    expect(input).toBeInTheDocument()
    gate.release()
    expect(await screen.findByText('Internal Server Error')).toBeInTheDocument()
    await waitFor(() => expect(input).toHaveFocus())
    expect(input).toHaveValue('40')
    expect(input).not.toHaveAttribute('readonly')
    expect(world.stockBodies).toEqual([])
  })
})

describe('a change that takes an item out of the show filter keeps its row, and the focus in it, until the filter changes', () => {
  it('a product sold out from the In stock list', async () => {
    const { user, world } = openMenu()
    await screen.findByText('Fries')
    await user.click(screen.getByRole('radio', { name: 'In stock' }))
    toggle('Fries').focus()
    await user.keyboard(' ')
    await waitFor(() => expect(world.soldOutBodies).toEqual([{ product_id: 1005, sold_out: '1' }]))
    await waitFor(() => expect(toggle('Fries')).not.toBeChecked())
    expect(toggle('Fries')).toHaveFocus()
    // a mistaken tap is undone where it was made
    await user.keyboard(' ')
    await waitFor(() => expect(toggle('Fries')).toBeChecked())
    expect(toggle('Fries')).toHaveFocus()
  })

  it('a category sold out from the In stock list', async () => {
    const { user } = openMenu()
    await screen.findByText('Fries')
    await user.click(screen.getByRole('radio', { name: 'In stock' }))
    const soldOut = screen.getByRole('button', { name: 'Sold out: all of Sides' })
    soldOut.focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(toggle('Fries')).not.toBeChecked())
    expect(toggle('Onion Rings')).not.toBeChecked()
    expect(soldOut).toHaveFocus()
    // the view changed: what no longer matches it goes
    await user.click(screen.getByRole('radio', { name: 'All' }))
    await user.click(screen.getByRole('radio', { name: 'In stock' }))
    expect(screen.queryByText('Fries')).not.toBeInTheDocument()
  })

  it('a stock of 0 saved from the In stock list: the focus goes back to its Edit button', async () => {
    const world = stockWorld()
    const { user } = openMenu({ world, store: stockStore() })
    await screen.findByText('Stock: 12')
    await user.click(screen.getByRole('radio', { name: 'In stock' }))
    await user.click(screen.getByRole('button', { name: 'Edit stock of Fresh Milk 1L' }))
    await user.keyboard('0{Enter}')
    await waitFor(() => expect(world.stockBodies).toEqual([{ product_id: 7, current: 0 }]))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit stock of Fresh Milk 1L' })).toHaveFocus())
    expect(toggle('Fresh Milk 1L')).not.toBeChecked()
  })
})
