import { describe, expect, it } from 'vitest'
import { arrivalView } from './order-view'
import {
  DEFAULT_VIEWPORT,
  destinationFor,
  plausibleLocation,
  directionsCoordinates,
  EARTH_RADIUS_KM,
  flipPair,
  formatKm,
  geofenceOf,
  haversineKm,
  insidePolygon,
  MAP_PADDING,
  mapFigures,
  mapView,
  mercator,
  metresPerUnit,
  movedEnough,
  parkingAt,
  pathKm,
  scaleBar,
  tilesFor,
  tileUrl,
  toScreen,
  travelProfile,
  wholeMinutes,
  ZOOM_TABLE,
  zoomForKm,
} from './map'

const salmiya = { latitude: 29.3339, longitude: 48.0761 }
/** a point `km` north of `p` (one degree of latitude is 2πR/360 km) */
const north = (p: { latitude: number; longitude: number }, km: number) => ({ latitude: p.latitude + (km / (2 * Math.PI * EARTH_RADIUS_KM)) * 360, longitude: p.longitude })
const east = (p: { latitude: number; longitude: number }, km: number) => ({
  latitude: p.latitude,
  longitude: p.longitude + ((km / (2 * Math.PI * EARTH_RADIUS_KM)) * 360) / Math.cos((p.latitude * Math.PI) / 180),
})

describe('distance (SPEC 9: earth radius 6371 km)', () => {
  it('haversine: one degree of latitude is 2πR/360 km; the same point is 0', () => {
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo((2 * Math.PI * 6371) / 360, 6)
    expect(haversineKm(salmiya, salmiya)).toBe(0)
    expect(haversineKm(salmiya, north(salmiya, 3))).toBeCloseTo(3, 6)
  })

  it('a path is the sum of its legs', () => {
    const a = salmiya
    const b = north(a, 1)
    const c = north(b, 2)
    expect(pathKm([a, b, c])).toBeCloseTo(3, 6)
    expect(pathKm([a])).toBe(0)
  })

  it('shows km with one decimal and minutes as whole numbers (at least 1 while on the way)', () => {
    expect(formatKm(3)).toBe('3.0')
    expect(formatKm(3.04)).toBe('3.0')
    expect(formatKm(3.05)).toBe('3.1')
    expect(formatKm(12.345)).toBe('12.3')
    expect(wholeMinutes(0)).toBe(0)
    expect(wholeMinutes(10)).toBe(1)
    expect(wholeMinutes(434)).toBe(7)
  })
})

describe('parkings and destination', () => {
  it('flips geofence [longitude, latitude] pairs to latitude/longitude', () => {
    expect(flipPair([48.0758, 29.3341])).toEqual({ latitude: 29.3341, longitude: 48.0758 })
    expect(geofenceOf({ geofence: [[48.1, 29.1], [48.2, 29.1], [48.2, 29.2]] })).toEqual([
      { latitude: 29.1, longitude: 48.1 },
      { latitude: 29.1, longitude: 48.2 },
      { latitude: 29.2, longitude: 48.2 },
    ])
  })

  it('routes to the nearest parking entry, or to the store address without parkings', () => {
    const near = { entry_coordinates: north(salmiya, 0.05) }
    const far = { entry_coordinates: north(salmiya, -0.2) }
    const customer = north(salmiya, 3)
    expect(destinationFor({ address: salmiya, parkings: [far, near] }, customer)).toEqual(near.entry_coordinates)
    expect(destinationFor({ address: salmiya, parkings: [] }, customer)).toEqual(salmiya)
  })

  it('drives for Drive-Thru, Send Hero and Home Delivery; walks for Dine-In, Walk-Thru and Office Delivery', () => {
    expect([1, 2, 3, 4, 5, 6].map(travelProfile)).toEqual(['driving', 'walking', 'walking', 'driving', 'walking', 'driving'])
  })

  it('writes the directions path customer first as lng,lat;lng,lat', () => {
    expect(directionsCoordinates({ latitude: 29.3, longitude: 48.07 }, { latitude: 29.33415, longitude: 48.07585 })).toBe('48.070000,29.300000;48.075850,29.334150')
  })

  it('fetches the route again only after the customer moved more than 50 m', () => {
    expect(movedEnough(salmiya, north(salmiya, 0.04))).toBe(false)
    expect(movedEnough(salmiya, north(salmiya, 0.06))).toBe(true)
  })
})

describe('zoom table and projection (SPEC 9: zoom table, default viewport 325 by 619)', () => {
  it('picks zoom from the distance: closer is larger', () => {
    expect(zoomForKm(0)).toBe(18)
    expect(zoomForKm(0.1)).toBe(18)
    expect(zoomForKm(0.2)).toBe(17)
    expect(zoomForKm(3)).toBe(13)
    expect(zoomForKm(10)).toBe(11)
    expect(zoomForKm(500)).toBe(8)
    const zooms = ZOOM_TABLE.map((r) => r.zoom)
    expect(zooms).toEqual([...zooms].sort((a, b) => b - a))
  })

  it('every distance of the table fits across the 325-pixel width at its zoom (30°N)', () => {
    for (const { maxKm, zoom } of ZOOM_TABLE) {
      const view = mapView({ store: { latitude: 30, longitude: 47 }, customer: east({ latitude: 30, longitude: 47 }, maxKm) })
      expect(view.zoom, `${maxKm} km`).toBe(zoom)
    }
  })

  it('Web Mercator: zoom 0 is one 256-pixel tile with the origin at its centre; each zoom doubles', () => {
    expect(mercator({ latitude: 0, longitude: 0 }, 0)).toEqual({ x: 128, y: 128 })
    expect(mercator({ latitude: 0, longitude: 180 }, 1).x).toBe(512)
    const a = mercator(salmiya, 15)
    const b = mercator(salmiya, 16)
    expect(b.x).toBeCloseTo(a.x * 2, 6)
    expect(b.y).toBeCloseTo(a.y * 2, 6)
    // north is up
    expect(mercator(north(salmiya, 1), 15).y).toBeLessThan(a.y)
  })

  it('centres between the store and the customer in the default viewport; both inside the margin', () => {
    const customer = north(salmiya, 3)
    const view = mapView({ store: salmiya, customer })
    expect(view.width).toBe(DEFAULT_VIEWPORT.width)
    expect(view.height).toBe(DEFAULT_VIEWPORT.height)
    const s = toScreen(view, salmiya)
    const c = toScreen(view, customer)
    expect((s.x + c.x) / 2).toBeCloseTo(325 / 2, 0)
    expect((s.y + c.y) / 2).toBeCloseTo(619 / 2, 0)
    expect(c.y).toBeLessThan(s.y)
    for (const p of [s, c]) {
      expect(p.x).toBeGreaterThanOrEqual(MAP_PADDING)
      expect(p.y).toBeGreaterThanOrEqual(MAP_PADDING)
      expect(p.x).toBeLessThanOrEqual(325 - MAP_PADDING)
      expect(p.y).toBeLessThanOrEqual(619 - MAP_PADDING)
    }
  })

  it('steps the zoom down when a route corner would fall outside', () => {
    const customer = north(salmiya, 0.08)
    const plain = mapView({ store: salmiya, customer })
    const wide = mapView({ store: salmiya, customer, extra: [east(salmiya, 0.4)] })
    expect(plain.zoom).toBe(18)
    expect(wide.zoom).toBeLessThan(18)
    const corner = toScreen(wide, east(salmiya, 0.4))
    expect(corner.x).toBeLessThanOrEqual(325 - MAP_PADDING)
  })

  it('a shorter viewport (phones) keeps everything inside too', () => {
    const customer = north(salmiya, 1.5)
    const view = mapView({ store: salmiya, customer, viewport: { width: 325, height: 380 } })
    expect(view.height).toBe(380)
    expect(toScreen(view, customer).y).toBeGreaterThanOrEqual(MAP_PADDING)
    expect(toScreen(view, salmiya).y).toBeLessThanOrEqual(380 - MAP_PADDING)
  })

  it('covers the viewport with tiles and fills their URL template', () => {
    const view = mapView({ store: salmiya, customer: null })
    const tiles = tilesFor(view)
    expect(tiles.length).toBeGreaterThanOrEqual(4)
    expect(Math.min(...tiles.map((t) => t.left))).toBeLessThanOrEqual(0)
    expect(Math.min(...tiles.map((t) => t.top))).toBeLessThanOrEqual(0)
    expect(Math.max(...tiles.map((t) => t.left + 256))).toBeGreaterThanOrEqual(325)
    expect(Math.max(...tiles.map((t) => t.top + 256))).toBeGreaterThanOrEqual(619)
    expect(tileUrl('https://{s}.tiles.example/{z}/{x}/{y}.png', { z: 18, x: 1, y: 2 })).toBe('https://a.tiles.example/18/1/2.png')
  })
})

describe('figures (SPEC 4: distance and time, or an Arrived label)', () => {
  const customer = north(salmiya, 3)
  const route = { coordinates: [[customer.longitude, customer.latitude], [salmiya.longitude, customer.latitude], [salmiya.longitude, salmiya.latitude]], distanceM: 3000, durationS: 361 }

  it('Arrived wins over any figure', () => {
    expect(mapFigures({ customerStatus: 3, customer, destination: salmiya, route, etaMinutes: 6 })).toEqual({ kind: 'arrived' })
  })

  it("the route length by haversine; the customer's ETA, else the route's duration", () => {
    const f = mapFigures({ customerStatus: 2, customer, destination: salmiya, route, etaMinutes: 9 })
    expect(f).toMatchObject({ kind: 'travel', minutes: 9 })
    expect(f.kind === 'travel' && f.km).toBeCloseTo(3, 3)
    expect(mapFigures({ customerStatus: 2, customer, destination: salmiya, route, etaMinutes: null })).toMatchObject({ minutes: 6 })
  })

  it('an ETA under a minute reads as the Customer Status badge does: 1 min', () => {
    expect(mapFigures({ customerStatus: 2, customer, destination: salmiya, route, etaMinutes: 0.3 })).toMatchObject({ minutes: 1 })
    expect(arrivalView({ id: 2 }, { duration: 0.3 })).toEqual({ kind: 'arriving', minutes: 1 })
  })

  it('without a route: the straight distance and the customer ETA', () => {
    const f = mapFigures({ customerStatus: 2, customer, destination: salmiya, route: null, etaMinutes: 6 })
    expect(f).toMatchObject({ kind: 'travel', minutes: 6 })
    expect(f.kind === 'travel' && f.km).toBeCloseTo(3, 6)
  })

  it('nothing without a location', () => {
    expect(mapFigures({ customerStatus: 1, customer: null, destination: null, route: null, etaMinutes: null })).toEqual({ kind: 'none' })
  })
})

describe('parkings and scale', () => {
  const square = geofenceOf({ geofence: [[48.0756, 29.3339], [48.0761, 29.3339], [48.0761, 29.3344], [48.0756, 29.3344], [48.0756, 29.3339]] })

  it('finds the parking whose geofence holds a point', () => {
    expect(insidePolygon({ latitude: 29.33415, longitude: 48.07585 }, square)).toBe(true)
    expect(insidePolygon({ latitude: 29.335, longitude: 48.07585 }, square)).toBe(false)
    const parkings = [
      { name: 'Far', geofence: [[48.1, 29.1], [48.2, 29.1], [48.2, 29.2]] },
      { name: 'Front', geofence: [[48.0756, 29.3339], [48.0761, 29.3339], [48.0761, 29.3344], [48.0756, 29.3344]] },
    ]
    expect(parkingAt(parkings, { latitude: 29.33415, longitude: 48.07585 })?.name).toBe('Front')
    expect(parkingAt(parkings, salmiya)).toBeNull()
  })

  it('a scale bar of a round distance no longer than the room it has', () => {
    // zoom 13 at 29.3°N: about 16.6 m per unit
    expect(metresPerUnit(29.3339, 13)).toBeCloseTo(16.65, 1)
    expect(scaleBar({ zoom: 13 }, 29.3339, 90)).toMatchObject({ metres: 1000 })
    expect(scaleBar({ zoom: 13 }, 29.3339, 90).units).toBeCloseTo(1000 / 16.65, 0)
    expect(scaleBar({ zoom: 18 }, 29.3339, 90).metres).toBe(20)
  })
})

describe('plausibleLocation', () => {
  const store = { latitude: 29.3339, longitude: 48.0761 }
  it('keeps a customer within reach of the store, and drops a fix that cannot be one', () => {
    expect(plausibleLocation(store, { latitude: 29.3759, longitude: 47.9774 })).toEqual({ latitude: 29.3759, longitude: 47.9774 })
    expect(plausibleLocation(store, null)).toBeNull()
    expect(plausibleLocation(store, { latitude: 0, longitude: 0 })).toBeNull()
    expect(plausibleLocation(store, { latitude: 95, longitude: 48 })).toBeNull()
    expect(plausibleLocation(store, { latitude: 29, longitude: 200 })).toBeNull()
    expect(plausibleLocation(store, { latitude: Number.NaN, longitude: 48 })).toBeNull()
    // Riyadh from Kuwait City: about 540 km, farther than MAX_CUSTOMER_KM
    expect(plausibleLocation(store, { latitude: 24.7136, longitude: 46.6753 })).toBeNull()
  })
})
