import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { makeOrder, preparing } from '../../../tests/factories/orders'
import { directions } from '../../../tests/mocks/order-live'
import { server } from '../../../tests/mocks/server'
import { MapSection } from './MapSection'

const store = { address: { latitude: 29.3339, longitude: 48.0761 }, parkings: [] }

/** The drawer's map of a drive-thru customer on the way who reported `location` */
function mapWith(location: { latitude: number; longitude: number }) {
  const maps = directions()
  server.use(maps.handler)
  const user = { ...makeOrder().user, status: { id: 2 as const, name: 'Arriving' }, location: { ...location, distance: 2, duration: 6, stores: [] } }
  render(<MapSection order={preparing({ collectionMethod: { id: 1, name: 'Drive-Thru' }, user })} store={store} />)
  const svg = screen.getByRole('img')
  const [, , w, h] = svg.getAttribute('viewBox')!.split(' ').map(Number)
  const inView = (kind: string) => {
    const marker = svg.querySelector(`[data-marker="${kind}"]`)
    if (!marker) return null
    const [x, y] = marker.getAttribute('transform')!.replace(/translate\(|\)/g, '').split(' ').map(Number)
    return x! >= 0 && x! <= w! && y! >= 0 && y! <= h!
  }
  return { maps, inView }
}

describe("the drawer's map with a location that cannot be the customer's", () => {
  it.each([
    ['0,0 (a phone with no GPS fix yet)', { latitude: 0, longitude: 0 }],
    ['out of range', { latitude: 95, longitude: 200 }],
    ['another continent', { latitude: 51.5, longitude: -0.12 }],
  ])('%s: shows the store, no customer marker, no figures, and asks for no route', async (_name, location) => {
    const { maps, inView } = mapWith(location)
    expect(inView('store')).toBe(true)
    expect(inView('customer')).toBeNull()
    expect(screen.queryByTestId('map-figures')).toBeNull()
    await new Promise((r) => setTimeout(r, 50))
    expect(maps.calls).toEqual([])
  })

  it('a customer across the city is drawn, with the route asked for', async () => {
    const { maps, inView } = mapWith({ latitude: 29.3759, longitude: 47.9774 })
    expect(inView('store')).toBe(true)
    expect(inView('customer')).toBe(true)
    await vi.waitFor(() => expect(maps.calls).toHaveLength(1))
  })
})
