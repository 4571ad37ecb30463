// Distances and travel times between a customer (or driver) and the store, in the units the contract uses
// (km with one decimal, whole minutes). The server's arrival simulator can reuse these for moving customers.
import type { CustomerLocation } from '../contract-types'
import type { Rng } from './rng'

type Point = { latitude: number; longitude: number }

/** SPEC section 9: distances use an earth radius of 6371 km */
const EARTH_RADIUS_KM = 6371
/** Average city driving speed used to turn km into minutes */
const KM_PER_MINUTE = 0.6

export function haversineKm(a: Point, b: Point): number {
  const rad = Math.PI / 180
  const dLat = (b.latitude - a.latitude) * rad
  const dLng = (b.longitude - a.longitude) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h))
}

/** A point `km` away from `from` in a random direction */
export function pointNear(from: Point, km: number, rng: Rng): Point {
  const bearing = rng.next() * 2 * Math.PI
  const dLat = (km / 111.32) * Math.cos(bearing)
  const dLng = (km / (111.32 * Math.cos((from.latitude * Math.PI) / 180))) * Math.sin(bearing)
  return { latitude: Number((from.latitude + dLat).toFixed(6)), longitude: Number((from.longitude + dLng).toFixed(6)) }
}

/** The contract's CustomerLocation of `at` relative to one store */
export function locationFor(storeId: number, store: Point, at: Point): CustomerLocation {
  const km = haversineKm(at, store)
  const distance = Number(km.toFixed(1))
  const duration = km < 0.05 ? 0 : Math.max(1, Math.round(km / KM_PER_MINUTE))
  return {
    latitude: at.latitude,
    longitude: at.longitude,
    distance,
    duration,
    stores: [{ store_id: storeId, distance, duration }],
  }
}
