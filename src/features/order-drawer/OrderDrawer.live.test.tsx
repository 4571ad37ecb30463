// The drawer's live parts: the map (store, parkings, customer, route; distance and time or Arrived; a directions
// failure), the where-is chat and its badge on the row, and a supermarket's replacement controls.
import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeBrand, makeManager } from '../../../tests/factories/entities'
import { makeOrder, makeProduct, preparing, type Order } from '../../../tests/factories/orders'
import { directions, orderLiveWorld } from '../../../tests/mocks/order-live'
import { server } from '../../../tests/mocks/server'
import { api, HttpResponse } from '../../../tests/mocks/api'
import { bodyShown, renderOrders, type OrdersSetup } from '../../../tests/setup/orders'
import { EARTH_RADIUS_KM } from '../../domain/map'
import { config } from '../../lib/config'
import { setLocale } from '../../lib/i18n/i18n'
import { openOrderDrawer } from '../../stores/drawer'
import { applyCustomerStatus, ordersState, upsertOrder } from '../../stores/orders'
import { toasts } from '../../stores/toasts'

const storeAt = { latitude: 29.3339, longitude: 48.0761 }
const north = (p: { latitude: number; longitude: number }, km: number) => ({ latitude: p.latitude + (km / (2 * Math.PI * EARTH_RADIUS_KM)) * 360, longitude: p.longitude })
const ring = (lat: number, lng: number, half = 0.00025) => [
  [lng - half, lat - half],
  [lng + half, lat - half],
  [lng + half, lat + half],
  [lng - half, lat + half],
  [lng - half, lat - half],
]
const PARKINGS = [
  { id: 1, name: 'Front parking', entry_coordinates: { latitude: 29.33415, longitude: 48.07585 }, geofence: ring(29.33415, 48.07585) },
  { id: 2, name: 'Drive-thru lane', entry_coordinates: { latitude: 29.33362, longitude: 48.07648 }, geofence: ring(29.33362, 48.07648) },
]
const mapStore = { address: storeAt, parkings: PARKINGS }

const arriving = (minutes: number, km: number) => {
  const at = north(storeAt, km)
  return { status: { id: 2 as const }, location: { ...at, distance: km, duration: minutes, stores: [{ store_id: 101, distance: km, duration: minutes }] } }
}

async function openDrawer(order: Order, setup: OrdersSetup = {}) {
  const view = await renderOrders({ ...setup, orders: [order] })
  act(() => openOrderDrawer(order, 'current'))
  const dialog = await screen.findByRole('dialog', { name: new RegExp(`${order.code}`) })
  await bodyShown(dialog)
  return { ...view, dialog }
}

const mapOf = (dialog: HTMLElement) => within(dialog).getByRole('heading', { name: 'Customer location' }).closest('section')!

afterEach(() => {
  vi.useRealTimers()
  setLocale('en')
})

describe('map widget', () => {
  it('draws the store, its parkings (flipped geofences), the customer by car and the route (width 3), with km and min', async () => {
    const maps = directions()
    server.use(maps.handler)
    const o = preparing({ collectionMethod: { id: 1, name: 'Drive-Thru' }, user: { ...makeOrder().user, ...arriving(6, 3) }, car: { make: { name: 'Toyota', icon: null }, type: { name: 'SUV', icon: null }, color: { name: 'White', hex: '#ffffff' }, photo: null, plate: '1' } })
    const { dialog } = await openDrawer(o, { store: mapStore })
    const section = mapOf(dialog)
    await waitFor(() => expect(section.querySelector('[data-route]')).not.toBeNull())
    const svg = within(section).getByRole('img', { name: /Map of the store and the customer/ })
    expect(svg).toHaveAccessibleName('Map of the store and the customer The store, 2 parking areas, the customer and the route.')
    expect(svg.getAttribute('viewBox')).toMatch(/^0 0 325 \d+$/)
    // no tile server configured (the sandbox has none): drawn from the coordinates alone
    expect(svg.querySelectorAll('image')).toHaveLength(0)
    expect(svg.querySelectorAll('polygon[data-parking]')).toHaveLength(2)
    expect(svg.querySelector('[data-route]')!.getAttribute('stroke-width')).toBe('3')
    expect(svg.querySelector('[data-marker="store"]')).not.toBeNull()
    expect(svg.querySelector('[data-marker="customer"]')).not.toBeNull()
    // the route line is the directions' (an L from the customer to the nearest parking entry), measured by haversine
    expect(maps.calls).toHaveLength(1)
    expect(maps.calls[0]!.profile).toBe('driving')
    expect(maps.calls[0]!.coordinates.split(';')[1]).toBe('48.075850,29.334150')
    const figures = within(section).getByTestId('map-figures')
    expect(figures).toHaveTextContent(/Distance\d+\.\d km/)
    expect(figures).toHaveTextContent('Time6 min')
    // the parking polygons: every corner inside the map
    for (const poly of svg.querySelectorAll('polygon')) {
      for (const pair of poly.getAttribute('points')!.split(' ')) {
        const [x, y] = pair.split(',').map(Number) as [number, number]
        expect(x).toBeGreaterThan(0)
        expect(x).toBeLessThan(325)
        expect(y).toBeGreaterThan(0)
      }
    }
  })

  it('walks for a Walk-Thru customer, and fetches again only after a move of more than 50 m', async () => {
    const maps = directions()
    server.use(maps.handler)
    const o = preparing({ collectionMethod: { id: 3, name: 'Walk-Thru' }, user: { ...makeOrder().user, ...arriving(6, 3) } })
    await openDrawer(o, { store: mapStore })
    await waitFor(() => expect(maps.calls).toHaveLength(1))
    expect(maps.calls[0]!.profile).toBe('walking')
    const loc = (km: number) => ({ ...arriving(5, km).location })
    act(() => applyCustomerStatus(o.id, 2, loc(2.98)))
    await new Promise((r) => setTimeout(r, 50))
    expect(maps.calls).toHaveLength(1)
    act(() => applyCustomerStatus(o.id, 2, loc(2.5)))
    await waitFor(() => expect(maps.calls).toHaveLength(2))
  })

  it('shows the Arrived label once the customer arrived, and asks for no route', async () => {
    const maps = directions()
    server.use(maps.handler)
    const parked = { ...PARKINGS[0]!.entry_coordinates, distance: 0, duration: 0, stores: [] }
    const o = preparing({ user: { ...makeOrder().user, status: { id: 3 }, location: parked } })
    const { dialog } = await openDrawer(o, { store: mapStore })
    const section = mapOf(dialog)
    expect(within(section).getByTestId('map-arrived')).toHaveTextContent('Arrived')
    expect(within(section).queryByTestId('map-figures')).not.toBeInTheDocument()
    expect(section.querySelector('[data-route]')).toBeNull()
    expect(maps.calls).toEqual([])
  })

  it('goes from the route to Arrived live', async () => {
    server.use(directions().handler)
    const o = preparing({ user: { ...makeOrder().user, ...arriving(6, 3) } })
    const { dialog } = await openDrawer(o, { store: mapStore })
    await within(mapOf(dialog)).findByText('6 min')
    act(() => applyCustomerStatus(o.id, 3, { ...PARKINGS[0]!.entry_coordinates, distance: 0, duration: 0, stores: [] }))
    expect(await within(mapOf(dialog)).findByTestId('map-arrived')).toHaveTextContent('Arrived')
    expect(mapOf(dialog).querySelector('[data-route]')).toBeNull()
  })

  it('says there is no location yet for an idle customer without one', async () => {
    const o = preparing()
    const { dialog } = await openDrawer(o, { store: mapStore })
    expect(within(mapOf(dialog)).getByText('The customer has not shared a location yet.')).toBeInTheDocument()
    expect(within(mapOf(dialog)).queryByRole('img')).not.toBeInTheDocument()
  })

  it('a directions failure shows an error notice with the server message in the map, not a toast', async () => {
    server.use(directions({ fail: { status: 422, message: 'Coordinate is invalid' } }).handler)
    const o = preparing({ user: { ...makeOrder().user, ...arriving(6, 3) } })
    const { dialog } = await openDrawer(o, { store: mapStore })
    const alert = await within(mapOf(dialog)).findByRole('alert')
    expect(alert).toHaveTextContent('The route could not be loaded: Coordinate is invalid')
    // the figures fall back to the straight distance and the customer's ETA; the markers stay
    expect(within(mapOf(dialog)).getByTestId('map-figures')).toHaveTextContent('Distance3.0 kmTime6 min')
    expect(toasts.items).toEqual([])
  })

  it('with VITE_MAP_TILES_URL, 256-pixel tiles of the zoom lie behind the drawing, with the attribution', async () => {
    server.use(directions().handler)
    const saved = { url: config.mapTilesUrl, attribution: config.mapTilesAttribution }
    config.mapTilesUrl = 'https://tiles.example/{z}/{x}/{y}.png'
    config.mapTilesAttribution = '© Example'
    try {
      const o = preparing({ user: { ...makeOrder().user, ...arriving(6, 3) } })
      const { dialog } = await openDrawer(o, { store: mapStore })
      const map = mapOf(dialog)
      const svg = within(map).getByRole('img')
      const tiles = [...svg.querySelectorAll('image')]
      expect(tiles.length).toBeGreaterThanOrEqual(2)
      for (const tile of tiles) {
        expect(tile.getAttribute('href')).toMatch(new RegExp(`^https://tiles\\.example/${svg.getAttribute('data-zoom')}/\\d+/\\d+\\.png$`))
        expect(tile.getAttribute('width')).toBe('256')
      }
      expect(within(map).getByText('© Example')).toBeInTheDocument()
    } finally {
      config.mapTilesUrl = saved.url
      config.mapTilesAttribution = saved.attribution
    }
  })

  it('reads in Arabic', async () => {
    server.use(directions().handler)
    setLocale('ar')
    const o = preparing({ user: { ...makeOrder().user, ...arriving(6, 3) } })
    await renderOrders({ orders: [o], store: mapStore })
    act(() => openOrderDrawer(o, 'current'))
    const dialog = await screen.findByRole('dialog')
    await bodyShown(dialog)
    const section = within(dialog).getByRole('heading', { name: 'موقع العميل' }).closest('section')!
    expect(await within(section).findByText('6 دقيقة')).toBeInTheDocument()
    expect(within(section).getByRole('img', { name: /خريطة المتجر والعميل/ })).toBeInTheDocument()
  })
})

describe('where-is chat', () => {
  const asked = { asked_at: '2026-11-22T10:00:00+03:00', expected_mins: null, replied_at: null }

  it('shows the question with the four replies; a reply is sent as expected minutes and then shown', async () => {
    const o = preparing({ code: '100555', whereIs: asked })
    const world = orderLiveWorld([o])
    server.use(...world.handlers)
    const { dialog, user } = await openDrawer(o)
    const chat = within(dialog).getByRole('heading', { name: 'Chat' }).closest('section')!
    expect(within(chat).getByText('Where is my order?')).toBeInTheDocument()
    expect(within(chat).getByText('Waiting for your reply')).toBeInTheDocument()
    const replies = within(chat).getByRole('group', { name: 'Reply to the customer' })
    expect(within(replies).getAllByRole('button').map((b) => b.textContent)).toEqual(['Coming now', '2 more minutes', '5 more minutes', '10 more minutes'])
    // the row says a question is waiting
    const row = screen.getByRole('row', { name: /^Order 100555,/ })
    expect(within(row).getByText('Where is my order?')).toBeInTheDocument()

    await user.click(within(replies).getByRole('button', { name: '5 more minutes' }))
    expect(await within(chat).findByText('You replied: 5 more minutes')).toBeInTheDocument()
    expect(world.replyCalls).toEqual([{ order_id: o.id, expected_mins: 5 }])
    expect(within(chat).queryByRole('group', { name: 'Reply to the customer' })).not.toBeInTheDocument()
    expect(within(row).queryByText('Where is my order?')).not.toBeInTheDocument()
  })

  it("'Coming now' sends 0", async () => {
    const o = preparing({ whereIs: asked })
    const world = orderLiveWorld([o])
    server.use(...world.handlers)
    const { dialog, user } = await openDrawer(o)
    await user.click(within(dialog).getByRole('button', { name: 'Coming now' }))
    expect(await within(dialog).findByText('You replied: Coming now')).toBeInTheDocument()
    expect(world.replyCalls).toEqual([{ order_id: o.id, expected_mins: 0 }])
  })

  it('a reply sent from the keyboard leaves the focus on the reply, not on the page', async () => {
    const o = preparing({ whereIs: asked })
    server.use(...orderLiveWorld([o]).handlers)
    const { dialog, user } = await openDrawer(o)
    within(dialog).getByRole('button', { name: '2 more minutes' }).focus()
    await user.keyboard('{Enter}')
    const reply = await within(dialog).findByText('You replied: 2 more minutes')
    await waitFor(() => expect(document.activeElement).toBe(reply))
  })

  it('no chat before the customer asks; the replies are off once another agent processed the order', async () => {
    const o = makeOrder({ whereIs: null })
    const { dialog } = await openDrawer(o)
    expect(within(dialog).queryByRole('heading', { name: 'Chat' })).not.toBeInTheDocument()
    act(() => upsertOrder({ ...o, whereIs: asked }))
    expect(await within(dialog).findByRole('button', { name: 'Coming now' })).toBeEnabled()
    act(() => upsertOrder({ ...o, whereIs: asked, status: { id: 3, name: 'Preparing' } }))
    await within(dialog).findByText('This order was processed by another agent')
    expect(within(dialog).getByRole('button', { name: 'Coming now' })).toBeDisabled()
  })

  it('another agent dispatching the order while a reply is on its way is another agent, and the replies go off', async () => {
    const o = preparing({ code: '100601', whereIs: asked })
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    server.use(
      api.post('/api/v1/order/where/reply', async () => {
        await held
        const whereIs = { ...asked, expected_mins: 5 as const, replied_at: '2026-11-22T10:03:00+03:00' }
        return HttpResponse.json({ order_id: o.id, timing: { ...o.timing, where_is_reply: whereIs.replied_at }, whereIs })
      }),
    )
    const { dialog, user } = await openDrawer(o)
    await user.click(within(dialog).getByRole('button', { name: '5 more minutes' }))
    act(() => void upsertOrder({ ...o, status: { id: 4, name: 'Dispatched' } }))
    // the replies go off at once; the banner comes once the reply's answer is in
    expect(within(dialog).getByRole('button', { name: '5 more minutes' })).toBeDisabled()
    await act(async () => release())
    await within(dialog).findByText('This order was processed by another agent')
  })
})

describe('supermarket replacements', () => {
  const supermarket = { brand: makeBrand({ supermarket: true, name: 'Fresh Mart' }), currency: { code: 'SAR' } }
  const products = () => [
    makeProduct({ order_product_id: 61, qty: 3, price: 2, total_price: 6, currency: { code: 'SAR' }, original: { id: 601, name: 'Milk 1L', photo: null, loyalty: false, nutritional: null } }),
    makeProduct({ order_product_id: 62, qty: 1, price: 4.5, total_price: 4.5, currency: { code: 'SAR' }, original: { id: 602, name: 'Bread', photo: null, loyalty: false, nutritional: null } }),
  ]
  const order = () => makeOrder({ products: products(), financial: { ...makeOrder().financial, currency: { code: 'SAR' }, products_price: 10.5, total_price: 10.5, total_paid: 10.5 } })

  it('− and + stay between 1 and the ordered quantity; a burst sends one request after the pause; totals come from the server', async () => {
    const o = order()
    const world = orderLiveWorld([o])
    server.use(...world.handlers)
    const { dialog, user } = await openDrawer(o, { store: supermarket, manager: true })
    const milk = within(dialog).getByRole('group', { name: 'Quantity of Milk 1L' })
    const bread = within(dialog).getByRole('group', { name: 'Quantity of Bread' })
    expect(within(milk).getByText('3 of 3')).toBeInTheDocument()
    expect(within(milk).getByRole('button', { name: 'Increase Milk 1L' })).toBeDisabled()
    expect(within(bread).getByRole('button', { name: 'Decrease Bread' })).toBeDisabled()
    expect(within(bread).getByRole('button', { name: 'Increase Bread' })).toBeDisabled()

    await user.click(within(milk).getByRole('button', { name: 'Decrease Milk 1L' }))
    // taken before the click: its handler (which starts the pause) runs after, however long the click takes to return
    const lastClick = Date.now()
    await user.click(within(milk).getByRole('button', { name: 'Decrease Milk 1L' }))
    expect(within(milk).getByText('1 of 3')).toBeInTheDocument()
    expect(within(milk).getByRole('button', { name: 'Decrease Milk 1L' })).toBeDisabled()
    expect(within(dialog).getByText('Saving…')).toBeInTheDocument()
    await new Promise((r) => setTimeout(r, 700))
    expect(world.replacementCalls).toEqual([])
    await waitFor(() => expect(within(dialog).queryByText('Saving…')).not.toBeInTheDocument(), { timeout: 3000 })
    expect(world.replacementTimes[0]! - lastClick).toBeGreaterThanOrEqual(990)
    expect(world.replacementCalls).toEqual([{ order_id: String(o.id), order_product_id: '61', replacement_product_id: '601', qty: '1' }])
    const summary = within(dialog).getByRole('heading', { name: 'Order summary' }).closest('section')!
    expect(summary).toHaveTextContent('Replaced: 1 of 3')
    expect(summary).toHaveTextContent('TotalSAR 6.50')
    expect(summary).toHaveTextContent('2 items')
  })

  it('a basket of 150 products mounts a slice with the body and the rest after, each with its controls; a change shows on its own product', async () => {
    const many = Array.from({ length: 150 }, (_, i) =>
      makeProduct({ order_product_id: 1000 + i, qty: 2, currency: { code: 'SAR' }, original: { id: 3000 + i, name: `Item ${i + 1}`, photo: null, loyalty: false, nutritional: null } }),
    )
    const o = makeOrder({ products: many, financial: { ...makeOrder().financial, currency: { code: 'SAR' } } })
    const world = orderLiveWorld([o])
    server.use(...world.handlers)
    const { dialog, user } = await openDrawer(o, { store: supermarket, manager: true })
    const summary = within(dialog).getByRole('heading', { name: 'Order summary' }).closest('section')!
    expect(summary).toHaveTextContent('300 items')
    // role queries over 150 products are slow in jsdom: the groups by their label
    const group = (n: number) => summary.querySelector<HTMLElement>(`[role="group"][aria-label="Quantity of Item ${n}"]`)
    const shown = () => summary.querySelectorAll('[role="group"][aria-label^="Quantity of Item "]').length
    expect(shown()).toBeLessThan(150)
    await waitFor(() => expect(shown()).toBe(150), { timeout: 8000 })
    const last = group(150)!
    await user.click(within(last).getByRole('button', { name: 'Decrease Item 150' }))
    expect(within(last).getByText('1 of 2')).toBeInTheDocument()
    expect(within(group(149)!).getByText('2 of 2')).toBeInTheDocument()
    expect(within(dialog).getAllByText('Saving…')).toHaveLength(1)
  }, 20_000)

  it('a staff member sees the switch disabled, with the reason', async () => {
    const o = order()
    const { dialog } = await openDrawer(o, { store: supermarket })
    const switchOut = within(dialog).getByRole('button', { name: 'Switch out Milk 1L' })
    expect(switchOut).toBeDisabled()
    expect(switchOut).toHaveAccessibleDescription('Only a store manager can switch products out')
    expect(within(dialog).getByRole('button', { name: 'Decrease Milk 1L' })).toBeEnabled()
  })

  it('a manager switches a product out and can bring it back; Canceled Items once the order is no longer pending', async () => {
    const o = order()
    const world = orderLiveWorld([o])
    server.use(...world.handlers)
    const { dialog, user } = await openDrawer(o, { store: supermarket, user: makeManager() })
    await user.click(within(dialog).getByRole('button', { name: 'Switch out Bread' }))
    await waitFor(() => expect(world.replacementCalls.map((c) => c.qty)).toEqual(['0']))
    const summary = within(dialog).getByRole('heading', { name: 'Order summary' }).closest('section')!
    await within(summary).findByText('Switched out')
    expect(within(summary).getByRole('button', { name: 'Bring back Bread' })).toBeEnabled()
    expect(within(summary).queryByText('Canceled Items')).not.toBeInTheDocument()

    // confirmed elsewhere or here: the switched-out product moves under Canceled Items, the controls go
    act(() => upsertOrder({ ...ordersState.byId[o.id]!, status: { id: 3, name: 'Preparing' } }))
    const canceled = await within(summary).findByText('Canceled Items')
    expect(canceled.parentElement).toHaveTextContent('1×BreadSAR 4.50')
    expect(within(summary).queryByRole('group', { name: /Quantity of/ })).not.toBeInTheDocument()
  })

  it('no controls for a restaurant order', async () => {
    const { dialog } = await openDrawer(makeOrder({ products: products() }), { manager: true })
    expect(within(dialog).queryByRole('group', { name: /Quantity of/ })).not.toBeInTheDocument()
  })
})
