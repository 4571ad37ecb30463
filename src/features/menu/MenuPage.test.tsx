import { act, configure, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makeBrand, makeManager, makeStore } from '../../../tests/factories/entities'
import { makeCategory, makeProduct } from '../../../tests/factories/menu'
import { api, HttpResponse } from '../../../tests/mocks/api'
import { defaultUser } from '../../../tests/mocks/handlers'
import { menuHandlers, menuWorld, RESTOCK_REFUSED, type MenuWorld } from '../../../tests/mocks/menu'
import { server } from '../../../tests/mocks/server'
import { renderApp } from '../../../tests/setup/render'
import { signInAs } from '../../../tests/setup/session'
import { openMenu, stockStore, stockWorld } from '../../../tests/setup/menu-page'
import { handleEvent } from '../../app/live/events'
import { changeLanguage } from '../../stores/ui'

// The machine is shared with other test runs: give the first render of the lazy route time
configure({ asyncUtilTimeout: 4000 })



/** Another tablet changes a product: the server has it, and its realtime event arrives here */
async function otherDeviceSets(world: MenuWorld, productId: number, change: Partial<MenuWorld['products'][number]>) {
  const product = world.products.find((p) => p.id === productId)!
  Object.assign(product, change)
  // async: the store tells the page a tick later
  await act(async () => handleEvent({ event: 'menu_product', payload: { product: structuredClone(product) } }))
}

/** The first menu load answers with the device's saved copy of an hour ago; the loads after it, 503 */
const savedCopyThenUnavailable = (world: MenuWorld, count: () => number) =>
  api.get('/api/v1/store/{id}/product', () =>
    count() === 1
      ? HttpResponse.json(world.products, { headers: { 'x-dashboard-saved-copy': String(Date.now() - 3_600_000) } })
      : HttpResponse.json({ code: 503, message: 'Service Unavailable' }, { status: 503 }),
  )

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
    // the modifier names are isolated in the sentence (<bdi>), so it is read across its elements
    const usedBy = (text: string) => (_: string, el: Element | null) => el?.tagName === 'SPAN' && el.textContent === text
    expect(within(list).getAllByText(usedBy('Sauce · Products: 4'))).toHaveLength(2) // Lab Sauce, Honey Mustard
    expect(screen.getByText('Products: 6 · Sold out: 1')).toBeInTheDocument()
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

  it("a failed 'Load the latest' keeps the lists and the saved copy's notice; the client's toast says why (SPEC 8)", async () => {
    const { user, world } = openMenu()
    let gets = 0
    server.use(savedCopyThenUnavailable(world, () => ++gets))
    expect(await screen.findByText(/^Showing the menu saved on this device/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Load the latest' }))
    expect(await screen.findByText('Internal Server Error')).toBeInTheDocument()
    expect(gets).toBe(2)
    expect(screen.getByText('Fries')).toBeInTheDocument()
    expect(screen.getByText(/^Showing the menu saved on this device/)).toBeInTheDocument()
    expect(screen.queryByText('The menu could not be loaded.')).not.toBeInTheDocument()
  })

  it("the saved copy's own retries are quiet: one that fails toasts nothing and leaves the screen as it was", async () => {
    const { world } = openMenu()
    let gets = 0
    server.use(savedCopyThenUnavailable(world, () => ++gets))
    expect(await screen.findByText(/^Showing the menu saved on this device/)).toBeInTheDocument()
    act(() => void window.dispatchEvent(new Event('online')))
    await waitFor(() => expect(gets).toBe(2))
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)))
    expect(screen.queryByText('Internal Server Error')).not.toBeInTheDocument()
    expect(screen.getByText('Fries')).toBeInTheDocument()
    expect(screen.getByText(/^Showing the menu saved on this device/)).toBeInTheDocument()
  })

  it('a language switch whose load fails keeps the menu on screen, and the toast says why', async () => {
    const { world } = openMenu()
    await screen.findByText('Fries')
    server.use(
      api.get('/api/v1/store/{id}/product', ({ request }) =>
        new URL(request.url).searchParams.get('_locale') === 'ar'
          ? HttpResponse.json({ code: 500, message: 'boom' }, { status: 500 })
          : HttpResponse.json(world.products),
      ),
    )
    await act(() => changeLanguage('ar'))
    await waitFor(() => expect(world.locales).toEqual(['en', 'ar']))
    expect(await screen.findByText('خطأ في الخادم')).toBeInTheDocument()
    expect(screen.getByText('Fries')).toBeInTheDocument()
    expect(screen.getByRole('switch', { name: 'Fries متوفر' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'إعادة المحاولة' })).not.toBeInTheDocument()
    await act(() => changeLanguage('en'))
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

  it('edits stock: the count opens selected, digits only, no leading zero, empty is 0, Ok sends a number, Cancel sends nothing', async () => {
    const world = stockWorld()
    const { user } = openMenu({ world, store: stockStore() })
    expect(await screen.findByText('Stock: 12')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Edit stock of Fresh Milk 1L' }))
    const input = screen.getByRole('textbox', { name: 'Stock of Fresh Milk 1L' })
    expect(input).toHaveValue('12')
    await user.clear(input)
    await user.type(input, '007')
    expect(input).toHaveValue('7')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.getByText('Stock: 12')).toBeInTheDocument()
    expect(world.stockBodies).toEqual([])

    // what is typed into the editor just opened replaces the count (12, then 125 typed, is 125: not 12125)
    await user.click(screen.getByRole('button', { name: 'Edit stock of Fresh Milk 1L' }))
    await user.keyboard('125')
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

  it('the stock editor opens with the count selected: 30 typed on 12 then Enter sends 30', async () => {
    const world = stockWorld()
    const { user } = openMenu({ world, store: stockStore() })
    await screen.findByText('Stock: 12')
    await user.click(screen.getByRole('button', { name: 'Edit stock of Fresh Milk 1L' }))
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Stock of Fresh Milk 1L' })
    expect(input).toHaveFocus()
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 2])
    await user.keyboard('30{Enter}')
    await waitFor(() => expect(world.stockBodies).toEqual([{ product_id: 7, current: 30 }]))
    expect(await screen.findByText('Stock: 30')).toBeInTheDocument()
  })

  it.each([
    ['2.5', 'a decimal'],
    ['-5', 'a negative'],
    ['٢٫٥', 'an Arabic decimal'],
    ['1e3', 'an exponent'],
    ['1,000,000', 'a grouped number'],
    ['twelve', 'a word'],
  ])('a stock of %s (%s) stays as typed, is marked with why, and is not sent', async (pasted) => {
    const world = stockWorld()
    const { user } = openMenu({ world, store: stockStore() })
    await screen.findByText('Stock: 12')
    await user.click(screen.getByRole('button', { name: 'Edit stock of Fresh Milk 1L' }))
    const input = screen.getByRole('textbox', { name: 'Stock of Fresh Milk 1L' })
    await user.clear(input)
    await user.paste(pasted)
    expect(input).toHaveValue(pasted)
    await user.click(screen.getByRole('button', { name: 'Ok' }))
    expect(input).toHaveValue(pasted)
    expect(input).toHaveAttribute('aria-invalid', 'true')
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Enter a whole number from 0 to 999999, digits only.')
    expect(input).toHaveAccessibleDescription('Enter a whole number from 0 to 999999, digits only.')
    expect(world.stockBodies).toEqual([])
    // corrected, it goes
    await user.clear(input)
    await user.type(input, '25')
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Ok' }))
    await waitFor(() => expect(world.stockBodies).toEqual([{ product_id: 7, current: 25 }]))
  })

  it("a stock over the contract's 999999 says the limit and is not sent (nor cut to 6 digits)", async () => {
    const world = stockWorld()
    const { user } = openMenu({ world, store: stockStore() })
    await screen.findByText('Stock: 12')
    await user.click(screen.getByRole('button', { name: 'Edit stock of Fresh Milk 1L' }))
    const input = screen.getByRole('textbox', { name: 'Stock of Fresh Milk 1L' })
    await user.clear(input)
    await user.paste('1000000')
    await user.keyboard('{Enter}')
    expect(input).toHaveValue('1000000')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('alert')).toHaveTextContent('Stock can be at most 999999.')
    expect(input).toHaveAccessibleDescription('Stock can be at most 999999.')
    expect(world.stockBodies).toEqual([])
  })

  it("a count another device set while the editor is open is shown, and the first Ok says so instead of saving over it", async () => {
    const world = stockWorld()
    const { user } = openMenu({ world, store: stockStore() })
    await screen.findByText('Stock: 12')
    await user.click(screen.getByRole('button', { name: 'Edit stock of Fresh Milk 1L' }))
    await user.keyboard('40')
    // another tablet sells 7 of them: the server has 5 and says so
    await otherDeviceSets(world, 7, { stock: { current: 5 } })
    expect(await screen.findByText('Stock: 5')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Ok' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Another device changed the count to 5. Press Ok again to save yours.')
    const input = screen.getByRole('textbox', { name: 'Stock of Fresh Milk 1L' })
    expect(input).toHaveValue('40')
    expect(input).toHaveAccessibleDescription('Another device changed the count to 5. Press Ok again to save yours.')
    expect(world.stockBodies).toEqual([])
    // the second Ok is a decision taken with the new count in view
    await user.click(screen.getByRole('button', { name: 'Ok' }))
    await waitFor(() => expect(world.stockBodies).toEqual([{ product_id: 7, current: 40 }]))
    expect(await screen.findByText('Stock: 40')).toBeInTheDocument()
  })

  it('an open stock edit comes back with what was typed when a filter hid its row and it shows again', async () => {
    const world = stockWorld()
    const { user } = openMenu({ world, store: stockStore() })
    await screen.findByText('Stock: 12')
    await user.click(screen.getByRole('radio', { name: 'In stock' }))
    await user.click(screen.getByRole('button', { name: 'Edit stock of Fresh Milk 1L' }))
    await user.keyboard('40')
    // another tablet sells it out: the row stays in the In stock list until the filter changes
    await otherDeviceSets(world, 7, { in_stock: false })
    await waitFor(() => expect(toggle('Fresh Milk 1L')).not.toBeChecked())
    await user.click(screen.getByRole('radio', { name: 'Out of stock' }))
    await user.click(screen.getByRole('radio', { name: 'In stock' }))
    expect(screen.queryByText('Fresh Milk 1L')).not.toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: 'All' }))
    expect(await screen.findByRole('textbox', { name: 'Stock of Fresh Milk 1L' })).toHaveValue('40')
    // Cancel ends it: the row shows the count again, and so it stays after the row is hidden and shown again
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await user.click(screen.getByRole('radio', { name: 'Out of stock' }))
    await user.click(screen.getByRole('radio', { name: 'All' }))
    expect(await screen.findByText('Stock: 12')).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'Stock of Fresh Milk 1L' })).not.toBeInTheDocument()
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
