import { afterEach, describe, expect, it, vi } from 'vitest'
import { EARTH_RADIUS_KM } from '../domain/map'
import { directions } from '../../tests/mocks/order-live'
import { server } from '../../tests/mocks/server'
import { toasts } from './toasts'
import { directionsState, releaseRoute, requestRoute } from './directions'

const parking = { latitude: 29.33415, longitude: 48.07585 }
const start = { latitude: 29.36, longitude: 48.07585 }
const north = (p: { latitude: number; longitude: number }, km: number) => ({ latitude: p.latitude + (km / (2 * Math.PI * EARTH_RADIUS_KM)) * 360, longitude: p.longitude })

afterEach(() => {
  releaseRoute(1)
  vi.useRealTimers()
})

describe('directions (the map widget route)', () => {
  it('asks the maps host for the profile, customer first, GeoJSON and the token; keeps the route', async () => {
    const maps = directions()
    server.use(maps.handler)
    requestRoute(1, { profile: 'driving', from: start, to: parking })
    expect(directionsState.byOrder[1]).toEqual({ status: 'loading', route: null })
    await vi.waitFor(() => expect(directionsState.byOrder[1]?.status).toBe('ready'))
    expect(maps.calls).toEqual([{ profile: 'driving', coordinates: '48.075850,29.360000;48.075850,29.334150', token: 'sandbox-maps-token', geometries: 'geojson' }])
    expect(directionsState.byOrder[1]).toMatchObject({ status: 'ready', route: { distanceM: 3000, durationS: 361 } })
  })

  it('does not ask again until the customer moved more than 50 m, or the profile or destination changed', async () => {
    const maps = directions()
    server.use(maps.handler)
    requestRoute(1, { profile: 'driving', from: start, to: parking })
    await vi.waitFor(() => expect(directionsState.byOrder[1]?.status).toBe('ready'))
    requestRoute(1, { profile: 'driving', from: north(start, -0.03), to: parking })
    requestRoute(1, { profile: 'driving', from: north(start, -0.045), to: parking })
    expect(maps.calls).toHaveLength(1)
    requestRoute(1, { profile: 'driving', from: north(start, -0.2), to: parking })
    await vi.waitFor(() => expect(maps.calls).toHaveLength(2))
    requestRoute(1, { profile: 'walking', from: north(start, -0.2), to: parking })
    await vi.waitFor(() => expect(maps.calls).toHaveLength(3))
    expect(maps.calls[2]!.profile).toBe('walking')
  })

  it('a newer request cancels the one still running: only the newest answer counts', async () => {
    const maps = directions({ delayMs: 50 })
    server.use(maps.handler)
    requestRoute(1, { profile: 'driving', from: start, to: parking })
    requestRoute(1, { profile: 'driving', from: north(start, -1), to: parking })
    await vi.waitFor(() => expect(directionsState.byOrder[1]?.status).toBe('ready'))
    const route = directionsState.byOrder[1]!.route!
    expect(route.coordinates[0]![1]).toBeCloseTo(north(start, -1).latitude, 6)
  })

  it('a failure keeps the server message for the map, and shows no toast', async () => {
    server.use(directions({ fail: { status: 422, message: 'Unprocessable Entity' } }).handler)
    requestRoute(1, { profile: 'driving', from: start, to: parking })
    await vi.waitFor(() => expect(directionsState.byOrder[1]?.status).toBe('failed'))
    expect(directionsState.byOrder[1]).toEqual({ status: 'failed', route: null, message: 'Unprocessable Entity' })
    expect(toasts.items).toEqual([])
  })

  it('closing the map forgets the route, so the next opening asks again', async () => {
    const maps = directions()
    server.use(maps.handler)
    requestRoute(1, { profile: 'driving', from: start, to: parking })
    await vi.waitFor(() => expect(directionsState.byOrder[1]?.status).toBe('ready'))
    releaseRoute(1)
    expect(directionsState.byOrder[1]).toBeUndefined()
    requestRoute(1, { profile: 'driving', from: start, to: parking })
    await vi.waitFor(() => expect(maps.calls).toHaveLength(2))
  })
})
