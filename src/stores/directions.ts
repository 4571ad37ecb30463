// The route of each open map (the drawer's map widget): fetched from the directions service when the map opens and
// again only when the customer moved more than 50 m or the destination or profile changed; a newer request cancels
// the one still running. A failure keeps the service's message for the map's error notice (no toast).
import { proxy } from 'valtio'
import { directionsCoordinates, movedEnough, type LatLng, type RouteLine, type TravelProfile } from '../domain/map'
import { DirectionsError, fetchDirections } from '../lib/api/external'
import { registerReset } from './reset'

export type RouteState =
  | { status: 'loading'; route: RouteLine | null }
  | { status: 'ready'; route: RouteLine }
  | { status: 'failed'; route: null; message: string }

type Asked = { profile: TravelProfile; from: LatLng; to: LatLng }

export const directionsState = proxy<{ byOrder: Record<number, RouteState> }>({ byOrder: {} })

const asked = new Map<number, Asked>()
const running = new Map<number, AbortController>()

const samePlace = (a: LatLng, b: LatLng) => a.latitude === b.latitude && a.longitude === b.longitude

/**
 * The route from the customer (`from`) to the destination for an order's map. Nothing is sent when the last request
 * was for the same profile and destination from less than 50 m away (whatever its outcome: a failure is retried once
 * the customer has moved on).
 */
export function requestRoute(orderId: number, next: Asked): void {
  const last = asked.get(orderId)
  if (last && last.profile === next.profile && samePlace(last.to, next.to) && !movedEnough(last.from, next.from)) return
  running.get(orderId)?.abort()
  const controller = new AbortController()
  running.set(orderId, controller)
  asked.set(orderId, { profile: next.profile, from: { ...next.from }, to: { ...next.to } })
  const held = directionsState.byOrder[orderId]
  directionsState.byOrder[orderId] = { status: 'loading', route: held?.route ?? null }
  fetchDirections(next.profile, directionsCoordinates(next.from, next.to), controller.signal).then(
    (route) => {
      if (controller.signal.aborted) return
      running.delete(orderId)
      directionsState.byOrder[orderId] = { status: 'ready', route }
    },
    (e: unknown) => {
      if (controller.signal.aborted) return
      running.delete(orderId)
      const message = e instanceof DirectionsError ? e.message : e instanceof Error ? e.message : String(e)
      directionsState.byOrder[orderId] = { status: 'failed', route: null, message }
    },
  )
}

/** The map closed: cancel its request and forget its route (the next opening fetches it fresh) */
export function releaseRoute(orderId: number): void {
  running.get(orderId)?.abort()
  running.delete(orderId)
  asked.delete(orderId)
  delete directionsState.byOrder[orderId]
}

registerReset(() => {
  for (const c of running.values()) c.abort()
  running.clear()
  asked.clear()
  directionsState.byOrder = {}
})
