// Stand-ins for the services outside the country backends: maintenance file, IP country, directions,
// analytics and error collectors.
import { ApiError, noContent, ok, type Result } from '../http'
import { query, type Handler } from './call'
import { collect } from '../world'

export const MAPS_TOKEN = 'sandbox-maps-token'
const EARTH_RADIUS_KM = 6371

export const getMaintenanceFile: Handler = (_c, { w }): Result =>
  w.maintenance.file
    ? ok({ message_english: w.maintenance.warning.message_english, message_arabic: w.maintenance.warning.message_arabic })
    : { status: 404, text: 'Not Found' }

export const lookupIpCountry: Handler = (_c, { w }) => {
  if (w.ip.fail) throw new ApiError(503, { message: 'Lookup service unavailable' })
  return ok({ country_code: w.ip.country ?? 'KW' })
}

type Point = [number, number] // [lng, lat]

function haversineMetres([lng1, lat1]: Point, [lng2, lat2]: Point): number {
  const rad = Math.PI / 180
  const dLat = (lat2 - lat1) * rad
  const dLng = (lng2 - lng1) * rad
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * 1000 * Math.asin(Math.sqrt(a))
}

/** A road-like route: along one axis, then the other, in a few steps, so the drawn line has corners. */
function route(points: Point[]): Point[] {
  const out: Point[] = [points[0]!]
  for (let i = 1; i < points.length; i++) {
    const [lng1, lat1] = points[i - 1]!
    const [lng2, lat2] = points[i]!
    out.push([lng1 + (lng2 - lng1) * 0.35, lat1], [lng1 + (lng2 - lng1) * 0.35, lat1 + (lat2 - lat1) * 0.7], [lng2, lat1 + (lat2 - lat1) * 0.7], [lng2, lat2])
  }
  return out.map(([lng, lat]) => [Math.round(lng * 1e6) / 1e6, Math.round(lat * 1e6) / 1e6])
}

export const getDirections: Handler = (c) => {
  if (query(c, 'access_token') !== MAPS_TOKEN) throw new ApiError(401, { message: 'Not Authorized - Invalid Token' })
  const points = String(c.request.params.coordinates)
    .split(';')
    .map((pair) => pair.split(',').map(Number) as Point)
  if (points.some(([lng, lat]) => !Number.isFinite(lng) || !Number.isFinite(lat) || Math.abs(lat) > 90 || Math.abs(lng) > 180)) {
    throw new ApiError(422, { message: 'Coordinate is invalid' })
  }
  const coordinates = route(points)
  let distance = 0
  for (let i = 1; i < coordinates.length; i++) distance += haversineMetres(coordinates[i - 1]!, coordinates[i]!)
  const speed = c.request.params.profile === 'walking' ? 1.4 : 8.3 // metres per second
  return ok({ code: 'Ok', routes: [{ distance: Math.round(distance * 10) / 10, duration: Math.round(distance / speed), geometry: { type: 'LineString', coordinates } }] })
}

export const collectAnalytics: Handler = (c, { w }) => {
  const { events } = c.request.requestBody as { events: unknown[] }
  collect(w.collected.analytics, ...events)
  return noContent()
}

export const reportError: Handler = (c, { w }) => {
  collect(w.collected.errors, { ...(c.request.requestBody as object), received: w.now() })
  return noContent()
}
