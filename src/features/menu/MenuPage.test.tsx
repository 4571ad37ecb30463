import { act, configure, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makeBrand, makeManager, makeStore, type Store, type User } from '../../../tests/factories/entities'
import { makeCategory, makeProduct } from '../../../tests/factories/menu'
import { api, HttpResponse } from '../../../tests/mocks/api'
import { defaultUser } from '../../../tests/mocks/handlers'
import { menuHandlers, menuWorld, RESTOCK_REFUSED, type MenuWorld } from '../../../tests/mocks/menu'
import { server } from '../../../tests/mocks/server'
import { renderApp } from '../../../tests/setup/render'
import { signInAs } from '../../../tests/setup/session'
import { changeLanguage } from '../../stores/ui'

// The machine is shared with other test runs: give the first render of the lazy route time
configure({ asyncUtilTimeout: 4000 })

function openMenu(options: { user?: User; store?: Store; world?: MenuWorld } = {}) {
  const world = options.world ?? menuWorld()
  const store = options.store ?? makeStore()
  const user = options.user ?? makeManager()
  signInAs()
  server.use(
    api.get('/api/v1/user/store', () => HttpResponse.json({ user, store: { id: store.id, name: store.name } })),
    api.get('/api/v1/store/{id}', () => HttpResponse.json(store)),
    ...menuHandlers(world),
  )
  return { ...renderApp('/menu'), world }
}

const toggle = (name: string) => screen.getByRole('switch', { name: `${name} in stock` })

describe('menu page (SPEC 2, 4, 6)', () => {
  it('shows the accordion: categories, subcategories, products, then the Choices pseudo-category', async () => {
    const { world } = openMenu()
    expect(await screen.findByRole('heading', { name: 'Menu', level: 1 })).toBeInTheDocument()
    const list = await screen.findByRole('list', { name: 'Categories and products' })
    const headings = within(list).getAllByRole('heading').map((h) => h.querySelector('button span span')?.textContent)
    expect(headings).toEqual(['Burgers', 'Beef Burgers', 'Chicken Burgers', 'Sides', 'Drinks', 'Choices'])
    expect(within(list).getByRole('heading', { name: /^Beef Burgers/, level: 3 })).toBeInTheDocument()
    expect(within(list).getByText('Classic Burger')).toBeInTheDocument()
    expect(within(list).getByText('There are no products')).toBeInTheDocument() // Drinks is empty
    // each shared choice once
    expect(within(list).getAllByText('Lab Sauce')).toHaveLength(1)
    expect(within(list).getAllByText('Sauce · 4 products')).toHaveLength(2) // Lab Sauce, Honey Mustard
    expect(screen.getByText('6 products · 1 sold out')).toBeInTheDocument()
    expect(world.locales).toEqual(['en'])
  })

  it("says when the menu is the device's saved copy (the worker answered for a slow network), and loads the latest on request", async () => {
    const { user, world } = openMenu()
    // the worker marks its copy with when it was saved: 09:05 in Kuwait
    let fromCopy = true
    server.use(
      api.get('/api/v1/store/{id}/product', () => {
        const headers = fromCopy ? { 'x-dashboard-saved-copy': String(Date.UTC(2026, 10, 25, 6, 5)) } : undefined
        fromCopy = false
        return HttpResponse.json(world.products, { headers })
      }),
    )
    expect(await screen.findByText('Showing the menu saved on this device at 25/11/2026 09:05 AM: the latest changes may be missing.')).toBeInTheDocument()
    expect(screen.getByText('Fries')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Load the latest' }))
    await waitFor(() => expect(screen.queryByText(/^Showing the menu saved on this device/)).not.toBeInTheDocument())
    expect(screen.getByText('Fries')).toBeInTheDocument()
  })

  it('asks for the latest menu a moment after the browser is back online, and the copy\'s notice goes', async () => {
    const { world } = openMenu()
    let fromCopy = true
    server.use(
      api.get('/api/v1/store/{id}/product', () => {
        const headers = fromCopy ? { 'x-dashboard-saved-copy': String(Date.now() - 60_000) } : undefined
        return HttpResponse.json(world.products, { headers })
      }),
    )
    expect(await screen.findByText(/^Showing the menu saved on this device at/)).toBeInTheDocument()
    fromCopy = false
    act(() => void window.dispatchEvent(new Event('online')))
    await waitFor(() => expect(screen.queryByText(/^Showing the menu saved on this device at/)).not.toBeInTheDocument(), { timeout: 4000 })
  })

  it('is titled Products for a supermarket brand', async () => {
    openMenu({ store: makeStore({ brand: makeBrand({ supermarket: true }) }) })
    expect(await screen.findByRole('heading', { name: 'Products', level: 1 })).toBeInTheDocument()
  })

  it('a manager toggles a product sold out and back', async () => {
    const { user, world } = openMenu()
    await screen.findByText('Fries')
    expect(toggle('Fries')).toBeChecked()
    await user.click(toggle('Fries'))
    await waitFor(() => expect(toggle('Fries')).not.toBeChecked())
    expect(world.soldOutBodies).toEqual([{ product_id: 1005, sold_out: '1' }])
    await user.click(toggle('Fries'))
    await waitFor(() => expect(toggle('Fries')).toBeChecked())
    expect(world.soldOutBodies[1]).toEqual({ product_id: 1005, sold_out: '0' })
  })

  it('selling out the last in-stock sauce takes every burger with it; the refusal to restock one is shown', async () => {
    const { user, world } = openMenu()
    await screen.findByText('Classic Burger')
    await user.click(toggle('Lab Sauce'))
    await waitFor(() => expect(toggle('Classic Burger')).not.toBeChecked())
    expect(toggle('Crispy Chicken Burger')).not.toBeChecked()
    expect(toggle('Fries')).toBeChecked()
    expect(world.soldOutBodies).toEqual([{ choice_id: 510, sold_out: '1' }])
    expect(screen.getAllByText('Required choices are out of stock').length).toBeGreaterThan(0)

    await user.click(toggle('Classic Burger'))
    expect(await screen.findByRole('alert')).toHaveTextContent(RESTOCK_REFUSED)
    expect(toggle('Classic Burger')).not.toBeChecked()
  })

  it('sells out and restocks a whole category', async () => {
    const { user, world } = openMenu()
    await screen.findByText('Fries')
    await user.click(screen.getByRole('button', { name: 'Sold out: all of Sides' }))
    await waitFor(() => expect(toggle('Onion Rings')).not.toBeChecked())
    expect(toggle('Fries')).not.toBeChecked()
    await user.click(screen.getByRole('button', { name: 'In stock: all of Sides' }))
    await waitFor(() => expect(toggle('Fries')).toBeChecked())
    expect(world.soldOutBodies).toEqual([
      { category_id: 4, sold_out: '1' },
      { category_id: 4, sold_out: '0' },
    ])
  })

  it('staff see every toggle and category button disabled, and why', async () => {
    openMenu({ user: defaultUser })
    await screen.findByText('Fries')
    expect(screen.getAllByRole('switch').every((s) => s.hasAttribute('disabled'))).toBe(true)
    expect(screen.getByRole('button', { name: 'Sold out: all of Sides' })).toBeDisabled()
    expect(screen.getByText(/needs a store manager/)).toBeInTheDocument()
  })

  it('a manager of a store without soldout_allowed sees them disabled too', async () => {
    openMenu({ store: makeStore({ soldout_allowed: false }) })
    await screen.findByText('Fries')
    expect(toggle('Fries')).toBeDisabled()
  })

  it('searches the product name literally with the special characters stripped; a short one says so and keeps the list', async () => {
    const { user } = openMenu()
    await screen.findByText('Fries')
    const search = screen.getByRole('searchbox', { name: 'Search products' })
    await user.type(search, '^BURGER$')
    await waitFor(() => expect(screen.queryByText('Fries')).not.toBeInTheDocument())
    expect(screen.getByText('Classic Burger')).toBeInTheDocument()
    expect(screen.getByText('Truffle Mushroom Burger')).toBeInTheDocument()
    expect(screen.queryByText('Onion Rings')).not.toBeInTheDocument()

    await user.clear(search)
    await user.type(search, 'Onio[[n') // user-event's escape for '[': searches 'Onion', no pattern error
    await waitFor(() => expect(screen.queryByText('Classic Burger')).not.toBeInTheDocument())
    expect(screen.getByText('Onion Rings')).toBeInTheDocument()
    expect(screen.queryByText(/Invalid search pattern/)).not.toBeInTheDocument()

    await user.clear(search)
    await user.type(search, 'a[[')
    expect(await screen.findByText('Search key must contain at least 3 characters.')).toBeInTheDocument()
    expect(search).toHaveAttribute('aria-invalid', 'true')
    await user.clear(search)
    await waitFor(() => expect(screen.getByText('Fries')).toBeInTheDocument())
  })

  it('the show filter keeps in-stock or out-of-stock items; no match says there are no products', async () => {
    const { user } = openMenu()
    await screen.findByText('Fries')
    await user.click(screen.getByRole('radio', { name: 'Out of stock' }))
    expect(screen.queryByText('Fries')).not.toBeInTheDocument()
    expect(screen.getByText('Truffle Mushroom Burger')).toBeInTheDocument()
    expect(screen.getByText('Honey Mustard')).toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: 'In stock' }))
    expect(screen.queryByText('Truffle Mushroom Burger')).not.toBeInTheDocument()
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'zzz')
    expect(await screen.findByText('There are no products')).toBeInTheDocument()
  })

  it('collapses and expands sections', async () => {
    const { user } = openMenu()
    await screen.findByText('Fries')
    await user.click(screen.getByRole('button', { name: /^Sides/ }))
    expect(screen.queryByText('Fries')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Expand all' }))
    expect(screen.getByText('Fries')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Collapse all' }))
    expect(screen.queryByText('Classic Burger')).not.toBeInTheDocument()
  })

  it('edits stock: digits only, no leading zero, empty is 0, Ok sends a number, Cancel sends nothing', async () => {
    const world = menuWorld({
      categories: [makeCategory({ id: 1, name: 'Dairy' })],
      products: [makeProduct({ id: 7, name: 'Fresh Milk 1L', stock: { current: 12 } }), makeProduct({ id: 8, name: 'Laban', stock: { current: 3 } })],
    })
    const store = makeStore({ stock_enabled: true, change_stock_allowed: true, brand: makeBrand({ supermarket: true }) })
    const { user } = openMenu({ world, store })
    expect(await screen.findByText('Stock: 12')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Edit stock of Fresh Milk 1L' }))
    const input = screen.getByRole('textbox', { name: 'Stock of Fresh Milk 1L' })
    expect(input).toHaveValue('12')
    await user.clear(input)
    await user.type(input, '0a07')
    expect(input).toHaveValue('7')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.getByText('Stock: 12')).toBeInTheDocument()
    expect(world.stockBodies).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Edit stock of Fresh Milk 1L' }))
    await user.type(screen.getByRole('textbox', { name: 'Stock of Fresh Milk 1L' }), '5')
    await user.click(screen.getByRole('button', { name: 'Ok' }))
    expect(await screen.findByText('Stock: 125')).toBeInTheDocument()
    expect(world.stockBodies).toEqual([{ product_id: 7, current: 125 }])

    await user.click(screen.getByRole('button', { name: 'Edit stock of Laban' }))
    await user.clear(screen.getByRole('textbox', { name: 'Stock of Laban' }))
    await user.keyboard('{Enter}')
    expect(await screen.findByText('Stock: 0')).toBeInTheDocument()
    expect(world.stockBodies[1]).toEqual({ product_id: 8, current: 0 })
    expect(toggle('Laban')).not.toBeChecked()
  })

  it('stock editing needs the store permission: read-only count with Edit disabled', async () => {
    const world = menuWorld({ categories: [makeCategory({ id: 1, name: 'Dairy' })], products: [makeProduct({ id: 7, name: 'Fresh Milk 1L', stock: { current: 12 } })] })
    openMenu({ world, store: makeStore({ stock_enabled: true, change_stock_allowed: false }) })
    expect(await screen.findByText('Stock: 12')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Edit stock of Fresh Milk 1L' })).toBeDisabled()
  })

  it('both empty states', async () => {
    openMenu({ world: menuWorld({ categories: [], products: [] }) })
    expect(await screen.findByText('There are no products and categories')).toBeInTheDocument()
  })

  it('says there are no products when only categories exist', async () => {
    openMenu({ world: menuWorld({ categories: [makeCategory({ id: 1, name: 'Dairy' })], products: [] }) })
    expect(await screen.findByText('There are no products')).toBeInTheDocument()
  })

  it('reloads the names in Arabic and keeps them when a response comes back in English', async () => {
    const { user, world } = openMenu()
    await screen.findByText('Fries')
    world.products.find((p) => p.id === 1005)!.name = 'بطاطس مقلية'
    await act(() => changeLanguage('ar'))
    expect(await screen.findByText('بطاطس مقلية')).toBeInTheDocument()
    expect(world.locales).toEqual(['en', 'ar'])
    world.products.find((p) => p.id === 1005)!.name = 'Fries'
    await user.click(screen.getByRole('switch', { name: 'بطاطس مقلية متوفر' }))
    await waitFor(() => expect(screen.getByRole('switch', { name: 'بطاطس مقلية متوفر' })).not.toBeChecked())
  })

  it('a failed load offers a retry', async () => {
    signInAs()
    server.use(
      api.get('/api/v1/user/store', () => HttpResponse.json({ user: makeManager(), store: { id: 101, name: 'x' } })),
      api.get('/api/v1/store/{id}/category', () => HttpResponse.json({ code: 500, message: 'boom' }, { status: 500 })),
      api.get('/api/v1/store/{id}/product', () => HttpResponse.json([])),
    )
    const { user } = renderApp('/menu')
    const retry = await screen.findByRole('button', { name: 'Retry' })
    expect(screen.getByText('The menu could not be loaded.')).toBeInTheDocument()
    server.use(...menuHandlers(menuWorld()))
    await user.click(retry)
    expect(await screen.findByText('Fries')).toBeInTheDocument()
  })
})
