// What the menu page shows and says around the list: the sections' default (once per store), rows changed elsewhere
// in a filtered view, what a search finds (said to screen readers), the counts, the permission notices, and a stock
// edit left open when the store's permission goes.
import { act, configure, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makeCategory, makeChoice, makeModifier, makeProduct } from '../../../tests/factories/menu'
import { defaultUser } from '../../../tests/mocks/handlers'
import { menuWorld, type MenuWorld } from '../../../tests/mocks/menu'
import { openMenu, stockStore, stockWorld } from '../../../tests/setup/menu-page'
import { handleEvent } from '../../app/live/events'
import { refreshMenu } from '../../stores/menu'
import { storeState } from '../../stores/store'

configure({ asyncUtilTimeout: 4000 })



/** Other tablets' changes, as their realtime events arrive here */
const liveProducts = (products: MenuWorld['products']) =>
  act(async () => handleEvent({ event: 'menu_products', payload: { products: structuredClone(products) } }))
const liveProduct = (product: MenuWorld['products'][number]) =>
  act(async () => handleEvent({ event: 'menu_product', payload: { product: structuredClone(product) } }))

const toggle = (name: string) => screen.getByRole('switch', { name: `${name} in stock` })
const said = () => screen.getAllByRole('status').map((s) => s.textContent ?? '')

describe('the sections open by default, decided once for the store', () => {
  it('a 100-product menu stays open when a 101st product arrives', async () => {
    const categories = [makeCategory({ id: 1, name: 'Drinks' }), makeCategory({ id: 2, name: 'Snacks' })]
    const products = Array.from({ length: 100 }, (_, i) => makeProduct({ id: 5000 + i, name: `Item ${i}`, category: { id: i < 50 ? 1 : 2 } }))
    openMenu({ world: menuWorld({ categories, products }) })
    expect(await screen.findByText('Item 0')).toBeInTheDocument()
    await liveProducts([products[0]!, makeProduct({ id: 9999, name: 'New Juice', category: { id: 1 } })])
    expect(screen.getByText('Products: 101 · Sold out: 0')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^Drinks/ })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('Item 0')).toBeInTheDocument()
  })

  it('a 101-product menu stays closed when a quiet reload brings 100', async () => {
    const products = Array.from({ length: 101 }, (_, i) => makeProduct({ id: 5000 + i, name: `Item ${i}`, category: { id: 1 } }))
    const { world } = openMenu({ world: menuWorld({ categories: [makeCategory({ id: 1, name: 'Drinks' })], products }) })
    expect(await screen.findByText('Products: 101 · Sold out: 0')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^Drinks/ })).toHaveAttribute('aria-expanded', 'false')
    world.products.pop()
    await act(() => refreshMenu())
    expect(screen.getByText('Products: 100 · Sold out: 0')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^Drinks/ })).toHaveAttribute('aria-expanded', 'false')
  })
})

describe('a filtered view keeps the rows it shows when another device changes them', () => {
  it('a product sold out elsewhere stays in the In stock list, shown sold out, until the filter changes', async () => {
    const { user, world } = openMenu()
    await screen.findByText('Fries')
    await user.click(screen.getByRole('radio', { name: 'In stock' }))
    const fries = world.products.find((p) => p.id === 1005)!
    fries.in_stock = false
    await liveProduct(fries)
    expect(toggle('Fries')).not.toBeChecked()
    await user.click(screen.getByRole('radio', { name: 'Out of stock' }))
    await user.click(screen.getByRole('radio', { name: 'In stock' }))
    expect(screen.queryByText('Fries')).not.toBeInTheDocument()
  })
})

describe('what a search or the show filter finds is said (a polite status)', () => {
  it('the number of matching items after a search and after a filter, and none when nothing matches', async () => {
    const { user } = openMenu()
    await screen.findByText('Fries')
    expect(said()).not.toContain('Matching items: 4')
    const search = screen.getByRole('searchbox', { name: 'Search products' })
    await user.type(search, 'burger')
    await waitFor(() => expect(said()).toContain('Matching items: 4'))
    await user.clear(search)
    await user.type(search, 'zzz')
    await waitFor(() => expect(said()).toContain('Matching items: 0'))
    expect(screen.getByText('There are no products')).toBeInTheDocument()
    await user.clear(search)
    await waitFor(() => expect(said()).not.toContain('Matching items: 0'))
    await user.click(screen.getByRole('radio', { name: 'Out of stock' }))
    expect(said()).toContain('Matching items: 2')
  })
})

describe('counts read right for any number', () => {
  it('one product: "Items: 1", "Products: 1", "Products: 1 · Sold out: 0"', async () => {
    const world = menuWorld({
      categories: [makeCategory({ id: 1, name: 'Dairy' })],
      products: [makeProduct({ id: 7, name: 'Fresh Milk 1L', modifiers: [makeModifier({ id: 9, name: 'Size', choices: [makeChoice({ id: 90, name: 'Big' })] })] })],
    })
    openMenu({ world })
    await screen.findByText('Fresh Milk 1L')
    expect(screen.getByText('Products: 1 · Sold out: 0')).toBeInTheDocument()
    expect(screen.getAllByText('Items: 1')).toHaveLength(2) // Dairy and Choices
    expect(screen.getByText((_, el) => el?.tagName === 'SPAN' && el.textContent === 'Size · Products: 1')).toBeInTheDocument()
  })
})

describe('why a control is disabled', () => {
  it('staff on a store with stock editing are told that stock needs a manager too', async () => {
    openMenu({ world: stockWorld(), store: stockStore(), user: defaultUser })
    await screen.findByText('Stock: 12')
    expect(screen.getByRole('button', { name: 'Edit stock of Fresh Milk 1L' })).toBeDisabled()
    expect(screen.getByText('Changing what is sold out and editing stock need a store manager and the store’s permission.')).toBeInTheDocument()
  })

  it('a stock edit left open when the store withdraws the permission sends nothing, and says why', async () => {
    const world = stockWorld()
    const { user } = openMenu({ world, store: stockStore() })
    await screen.findByText('Stock: 12')
    await user.click(screen.getByRole('button', { name: 'Edit stock of Fresh Milk 1L' }))
    await user.keyboard('40')
    // a store refresh: stock changes are no longer allowed
    act(() => void (storeState.store = { ...storeState.store!, change_stock_allowed: false }))
    const input = screen.getByRole('textbox', { name: 'Stock of Fresh Milk 1L' })
    expect(await screen.findByRole('alert')).toHaveTextContent('Editing stock needs a store manager and the store’s permission.')
    expect(input).toHaveAccessibleDescription('Editing stock needs a store manager and the store’s permission.')
    expect(input).toHaveAttribute('readonly')
    expect(screen.getByRole('button', { name: 'Ok' })).toBeDisabled()
    await user.type(input, '{Enter}')
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)))
    expect(world.stockBodies).toEqual([])
    // what was typed is kept, and Cancel still closes it
    expect(input).toHaveValue('40')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.getByText('Stock: 12')).toBeInTheDocument()
  })
})
