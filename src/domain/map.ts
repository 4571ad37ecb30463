// The drawer's map widget (SPEC sections 3, 4 and 9): distances on the earth, parkings, the travel profile, the zoom
// table, a Web Mercator projection into the default 325 × 619 viewport, the optional tile grid and the figures the
// widget shows. Pure: no React, no I/O. The map is drawn from these coordinates alone; tiles are a background.
import { CAR_METHOD_IDS } from './collection-methods'

export type LatLng = { latitude: number; longitude: number }
export type Point = { x: number; y: number }

/** SPEC 9: distances use an earth radius of 6371 km */
export const EARTH_RADIUS_KM = 6371
/** SPEC 9: the default viewport of the map widget, in CSS pixels at scale 1 (the SVG's viewBox units) */
export const DEFAULT_VIEWPORT = { width: 325, height: 619 } as const
/** SPEC 9: route line width */
export const ROUTE_LINE_WIDTH = 3
/** The directions are fetched again only when the customer moved more than this (km) since the last fetch */
export const REFETCH_DISTANCE_KM = 0.05
/** Web Mercator tile size: one world is 256 × 2^zoom pixels wide */
export const TILE_SIZE = 256

export function haversineKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180
  const dLat = (b.latitude - a.latitude) * rad
  const dLng = (b.longitude - a.longitude) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** The length of a line through the points, in km */
export function pathKm(points: readonly LatLng[]): number {
  let km = 0
  for (let i = 1; i < points.length; i++) km += haversineKm(points[i - 1]!, points[i]!)
  return km
}

/** A [longitude, latitude] pair (parking geofences, GeoJSON) flipped to latitude/longitude */
export function flipPair(pair: readonly number[]): LatLng {
  return { latitude: pair[1] ?? 0, longitude: pair[0] ?? 0 }
}

export type ParkingLike = { id: number; name: string; entry_coordinates: LatLng; geofence: readonly (readonly number[])[] }

/** A parking's geofence as latitude/longitude points (the contract gives [longitude, latitude] pairs) */
export const geofenceOf = (parking: Pick<ParkingLike, 'geofence'>): LatLng[] => parking.geofence.map(flipPair)

/**
 * Where the customer is routed to: the nearest parking entry, or the store's address when it has no parkings.
 */
export function destinationFor(store: { address: LatLng; parkings: readonly Pick<ParkingLike, 'entry_coordinates'>[] }, from: LatLng): LatLng {
  let best: LatLng = { latitude: store.address.latitude, longitude: store.address.longitude }
  let bestKm = Infinity
  for (const p of store.parkings) {
    const km = haversineKm(from, p.entry_coordinates)
    if (km < bestKm) {
      bestKm = km
      best = { latitude: p.entry_coordinates.latitude, longitude: p.entry_coordinates.longitude }
    }
  }
  return best
}

export type TravelProfile = 'driving' | 'walking'

/** Driving for the methods that use the car (Drive-Thru, Send Hero, Home Delivery), walking for the others */
export const travelProfile = (collectionMethodId: number): TravelProfile => ((CAR_METHOD_IDS as readonly number[]).includes(collectionMethodId) ? 'driving' : 'walking')

/** The directions service's path parameter: 'lng,lat;lng,lat', customer first, six decimals (about 0.1 m) */
export function directionsCoordinates(from: LatLng, to: LatLng): string {
  const pair = (p: LatLng) => `${p.longitude.toFixed(6)},${p.latitude.toFixed(6)}`
  return `${pair(from)};${pair(to)}`
}

/** Whether a new customer position is far enough from the one the route was fetched for to fetch it again */
export const movedEnough = (from: LatLng, to: LatLng, thresholdKm = REFETCH_DISTANCE_KM) => haversineKm(from, to) > thresholdKm

/**
 * The zoom table (SPEC 9 says one is used but does not show it). Zoom is picked from the straight distance between
 * the store and the customer: the largest zoom at which that distance still fits across the 325-pixel width with a
 * margin, at the latitudes of Kuwait and Saudi Arabia (about 0.52 m per pixel at zoom 18 and 30°N, doubling per step
 * down). The widget then steps further down while anything drawn (route corners, parkings) would fall outside.
 */
export const ZOOM_TABLE: readonly { maxKm: number; zoom: number }[] = [
  { maxKm: 0.1, zoom: 18 },
  { maxKm: 0.25, zoom: 17 },
  { maxKm: 0.5, zoom: 16 },
  { maxKm: 1, zoom: 15 },
  { maxKm: 2, zoom: 14 },
  { maxKm: 4, zoom: 13 },
  { maxKm: 8, zoom: 12 },
  { maxKm: 16, zoom: 11 },
  { maxKm: 32, zoom: 10 },
  { maxKm: 64, zoom: 9 },
]
export const MIN_ZOOM = 5

export function zoomForKm(km: number): number {
  if (!Number.isFinite(km)) return MIN_ZOOM
  for (const row of ZOOM_TABLE) if (km <= row.maxKm) return row.zoom
  return 8
}

/** Web Mercator: world pixel coordinates at a zoom (256-pixel tiles) */
export function mercator(p: LatLng, zoom: number): Point {
  const size = TILE_SIZE * 2 ** zoom
  const lat = Math.max(-85.05112878, Math.min(85.05112878, p.latitude))
  const sin = Math.sin((lat * Math.PI) / 180)
  return {
    x: ((p.longitude + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  }
}

export type Viewport = { width: number; height: number }
/** A projection: zoom, the world pixel at the viewport's centre, and the viewport */
export type MapView = { zoom: number; center: Point; width: number; height: number }

/** Where a point lands in the viewport (0,0 top left) */
export function toScreen(view: MapView, p: LatLng): Point {
  const w = mercator(p, view.zoom)
  return { x: w.x - view.center.x + view.width / 2, y: w.y - view.center.y + view.height / 2 }
}

/** Farther than this from the store, a customer's reported location is taken as a wrong fix, not a customer on the way */
export const MAX_CUSTOMER_KM = 300

/**
 * A customer's reported location that can be drawn: real coordinates, not 0,0 (a phone with no GPS fix yet), and within
 * MAX_CUSTOMER_KM of the store. Otherwise the map shows the store alone, and no route is asked for.
 */
export function plausibleLocation(store: LatLng, at: LatLng | null): LatLng | null {
  if (!at) return null
  const { latitude, longitude } = at
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null
  if (latitude === 0 && longitude === 0) return null
  return haversineKm(store, at) <= MAX_CUSTOMER_KM ? at : null
}

/** The margin kept free around drawn points, so markers (about 40 px) stay whole */
export const MAP_PADDING = 28

/**
 * The map's projection: centred between the store and the customer (on the store alone when there is no customer),
 * at the zoom of the table for their distance, stepped down until every drawn point fits inside the margin.
 */
export function mapView(input: { store: LatLng; customer: LatLng | null; extra?: readonly LatLng[]; viewport?: Viewport }): MapView {
  const viewport = input.viewport ?? DEFAULT_VIEWPORT
  const { store, customer } = input
  const mid: LatLng = customer
    ? { latitude: (store.latitude + customer.latitude) / 2, longitude: (store.longitude + customer.longitude) / 2 }
    : store
  const points = [store, ...(customer ? [customer] : []), ...(input.extra ?? [])]
  let zoom = zoomForKm(customer ? haversineKm(store, customer) : 0)
  for (; ; zoom--) {
    const view: MapView = { zoom, center: mercator(mid, zoom), width: viewport.width, height: viewport.height }
    const pad = Math.min(MAP_PADDING, viewport.width / 4, viewport.height / 4)
    const fits = points.every((p) => {
      const s = toScreen(view, p)
      return s.x >= pad && s.x <= viewport.width - pad && s.y >= pad && s.y <= viewport.height - pad
    })
    if (fits || zoom <= MIN_ZOOM) return view
  }
}

export type Tile = { z: number; x: number; y: number; left: number; top: number }

/** The tiles that cover the viewport, with where each one's top-left corner lands */
export function tilesFor(view: MapView): Tile[] {
  const n = 2 ** view.zoom
  const originX = view.center.x - view.width / 2
  const originY = view.center.y - view.height / 2
  const tiles: Tile[] = []
  for (let ty = Math.floor(originY / TILE_SIZE); ty * TILE_SIZE < originY + view.height; ty++) {
    if (ty < 0 || ty >= n) continue
    for (let tx = Math.floor(originX / TILE_SIZE); tx * TILE_SIZE < originX + view.width; tx++) {
      tiles.push({ z: view.zoom, x: ((tx % n) + n) % n, y: ty, left: tx * TILE_SIZE - originX, top: ty * TILE_SIZE - originY })
    }
  }
  return tiles
}

/** A tile URL from a template with {z}, {x} and {y} (and an optional {s} subdomain, always 'a') */
export const tileUrl = (template: string, t: Pick<Tile, 'x' | 'y' | 'z'>) =>
  template.replace('{z}', String(t.z)).replace('{x}', String(t.x)).replace('{y}', String(t.y)).replace('{s}', 'a')

export type RouteLine = { coordinates: readonly (readonly number[])[]; distanceM: number; durationS: number }

export type MapFigures =
  | { kind: 'arrived' }
  | { kind: 'travel'; km: number | null; minutes: number | null }
  | { kind: 'none' }

/**
 * What the widget says: 'Arrived' once the customer arrived; otherwise the distance (km) and time (min).
 * The distance is the route line's length by the haversine formula (SPEC 9's earth radius); without a route it is
 * the straight distance to the destination. The time is the customer's own ETA (location.duration, the same
 * 'N min away' as the board and the customer card), else the directions' duration: one ETA on every screen.
 */
export function mapFigures(input: {
  customerStatus: 1 | 2 | 3
  customer: LatLng | null
  destination: LatLng | null
  route: RouteLine | null
  etaMinutes: number | null | undefined
}): MapFigures {
  if (input.customerStatus === 3) return { kind: 'arrived' }
  if (!input.customer) return { kind: 'none' }
  const line = input.route?.coordinates.map(flipPair)
  const km = line && line.length > 1 ? pathKm(line) : input.destination ? haversineKm(input.customer, input.destination) : null
  const eta = input.etaMinutes
  // the same minutes as the Customer Status badge (arrivalView): at least 1 while the customer is on the way
  const minutes = eta != null && Number.isFinite(eta) ? Math.max(1, Math.round(eta)) : input.route ? wholeMinutes(input.route.durationS) : null
  return { kind: 'travel', km, minutes }
}

/** Seconds to whole minutes for display: at least 1 while there is any way to go */
export const wholeMinutes = (seconds: number) => (seconds <= 0 ? 0 : Math.max(1, Math.round(seconds / 60)))

/** One decimal, as SPEC 9 asks for km */
export const formatKm = (km: number) => (Math.round(km * 10) / 10).toFixed(1)

/** Whether a point lies inside a polygon (ray casting on latitude/longitude; fine at parking scale) */
export function insidePolygon(p: LatLng, ring: readonly LatLng[]): boolean {
  let inside = false
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i]!
    const b = ring[j]!
    if (a.latitude > p.latitude !== b.latitude > p.latitude && p.longitude < ((b.longitude - a.longitude) * (p.latitude - a.latitude)) / (b.latitude - a.latitude) + a.longitude) {
      inside = !inside
    }
  }
  return inside
}

/** The parking whose geofence holds the point (where an arrived customer waits), or null */
export function parkingAt<P extends Pick<ParkingLike, 'geofence'>>(parkings: readonly P[], p: LatLng): P | null {
  return parkings.find((parking) => insidePolygon(p, geofenceOf(parking))) ?? null
}

/** Metres per viewport unit at a latitude and zoom (Web Mercator, 256-pixel tiles) */
export const metresPerUnit = (latitude: number, zoom: number) => (2 * Math.PI * EARTH_RADIUS_KM * 1000 * Math.cos((latitude * Math.PI) / 180)) / (TILE_SIZE * 2 ** zoom)

const SCALE_STEPS = [10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000]

/** The map's scale bar: the longest round distance that fits in `maxUnits`, and its length in viewport units */
export function scaleBar(view: Pick<MapView, 'zoom'>, latitude: number, maxUnits = 90): { metres: number; units: number } {
  const mpu = metresPerUnit(latitude, view.zoom)
  let metres = SCALE_STEPS[0]!
  for (const step of SCALE_STEPS) if (step / mpu <= maxUnits) metres = step
  return { metres, units: metres / mpu }
}
