// The drawer's map widget (SPEC 2, 4 and 9): the store, its parkings, the customer and the route from the directions
// service, drawn as SVG straight from the coordinates (no map library, no tile server needed; tiles are an optional
// background), with the distance and the time, or the Arrived label. The figures are HTML text beside the picture.
import { useEffect, useId, useLayoutEffect, useMemo, useState, type ReactNode } from 'react'
import { useSnapshot } from '../../lib/use-snapshot'
import { WarningIcon } from '../../components/ui/icons'
import { ARRIVED, IDLE } from '../../domain/customer'
import { showsCar } from '../../domain/order-view'
import type { Order } from '../../domain/orders'
import {
  DEFAULT_VIEWPORT,
  destinationFor,
  flipPair,
  formatKm,
  geofenceOf,
  mapFigures,
  mapView,
  parkingAt,
  plausibleLocation,
  ROUTE_LINE_WIDTH,
  scaleBar,
  tilesFor,
  tileUrl,
  toScreen,
  travelProfile,
  type LatLng,
  type MapView,
  type ParkingLike,
} from '../../domain/map'
import { config } from '../../lib/config'
import { useI18n } from '../../lib/i18n/i18n'
import { directionsState, releaseRoute, requestRoute } from '../../stores/directions'
import { Section } from './Section'

export interface MapStore {
  address: LatLng
  parkings: readonly ParkingLike[]
}

/** The map keeps the default 325-unit width, scaled to the section; its height is 619 units unless that would be
 *  taller than this share of the window (phones, and tablets in landscape), so the drawer's actions stay in reach */
const MAX_HEIGHT_SHARE = 0.55
const MIN_HEIGHT_PX = 240

/**
 * The height of the map in viewBox units for the width the section gives it. A callback ref: the box appears only
 * once there is something to draw (a drawer opened before the customer shared a location gets it later).
 */
function useViewport(): [(el: HTMLDivElement | null) => void, { width: number; height: number }] {
  const [box, setBox] = useState<HTMLDivElement | null>(null)
  const [height, setHeight] = useState<number>(DEFAULT_VIEWPORT.height)
  useLayoutEffect(() => {
    if (!box) return
    const measure = () => {
      const widthPx = box.clientWidth
      if (!widthPx) return
      const scale = widthPx / DEFAULT_VIEWPORT.width
      const maxPx = Math.max(MIN_HEIGHT_PX, window.innerHeight * MAX_HEIGHT_SHARE)
      setHeight(Math.round(Math.min(DEFAULT_VIEWPORT.height, maxPx / scale)))
    }
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(box)
    window.addEventListener('resize', measure)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', measure)
    }
  }, [box])
  const viewport = useMemo(() => ({ width: DEFAULT_VIEWPORT.width, height }), [height])
  return [setBox, viewport]
}

const points = (view: MapView, list: readonly LatLng[]) =>
  list
    .map((p) => toScreen(view, p))
    .map((s) => `${s.x.toFixed(1)},${s.y.toFixed(1)}`)
    .join(' ')

/** Text with a white halo, readable on any background */
function Label({ x, y, children, anchor = 'middle' }: { x: number; y: number; children: ReactNode; anchor?: 'start' | 'middle' }) {
  return (
    <text x={x} y={y} textAnchor={anchor} fontSize="12" fontWeight="700" fill="#14212b" stroke="#fff" strokeWidth="3.5" strokeLinejoin="round" paintOrder="stroke">
      {children}
    </text>
  )
}

/** A round marker with a 24-unit glyph inside, and its name under (or over) it */
function Marker({ at, fill, children, kind, name, above }: { at: { x: number; y: number }; fill: string; children: ReactNode; kind: string; name: string; above?: boolean }) {
  return (
    <g transform={`translate(${at.x.toFixed(1)} ${at.y.toFixed(1)})`} data-marker={kind}>
      <circle r="16" fill={fill} stroke="#fff" strokeWidth="3" />
      <g transform="translate(-10 -10) scale(0.8333)" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
        {children}
      </g>
      <Label x={0} y={above ? -24 : 33}>
        {name}
      </Label>
    </g>
  )
}

// Glyphs on the 24-unit grid of ui/icons (StoreIcon, CarIcon), and a person for walking customers
const STORE_GLYPH = <path d="M3 9l1.5-5h15L21 9M3 9h18v1.5a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0V9ZM5 13v7h14v-7M10 20v-4h4v4" />
const CAR_GLYPH = (
  <>
    <path d="M3.5 16.5V12l2-5h13l2 5v4.5M3.5 12h17" />
    <circle cx="7.5" cy="16.5" r="1.8" />
    <circle cx="16.5" cy="16.5" r="1.8" />
  </>
)
const PERSON_GLYPH = (
  <>
    <circle cx="12" cy="6.5" r="3" />
    <path d="M6 21v-4.5a6 6 0 0 1 12 0V21" />
  </>
)

const COLORS = { store: '#0d6b59', customer: '#1d4ed8', route: '#1d4ed8', parking: '#13836d' }

export function MapSection({ order, store }: { order: Order; store: MapStore }) {
  const { t } = useI18n()
  const titleId = useId()
  const descId = useId()
  const [boxRef, viewport] = useViewport()
  const location = order.user.location
  const status = order.user.status.id
  const latitude = location?.latitude
  const longitude = location?.longitude
  const customer = useMemo<LatLng | null>(
    () => plausibleLocation(store.address, latitude !== undefined && longitude !== undefined ? { latitude, longitude } : null),
    [store.address, latitude, longitude],
  )
  const destination = useMemo(() => (customer ? destinationFor(store, customer) : null), [store, customer])
  const profile = travelProfile(order.collectionMethod.id)
  const arrived = status === ARRIVED
  const wantsRoute = !arrived && !!customer && !!destination

  // the route: on opening, then only when the customer moved more than 50 m (the store decides)
  useEffect(() => {
    if (wantsRoute) requestRoute(order.id, { profile, from: customer!, to: destination! })
  }, [order.id, wantsRoute, profile, customer, destination])
  useEffect(() => () => releaseRoute(order.id), [order.id])

  const routeState = useSnapshot(directionsState).byOrder[order.id]
  const route = wantsRoute && routeState?.route ? routeState.route : null
  const figures = mapFigures({ customerStatus: status, customer, destination, route, etaMinutes: location?.duration })

  const parkings = useMemo(() => store.parkings.map((p) => ({ id: p.id, name: p.name, ring: geofenceOf(p) })), [store.parkings])
  // the parking the customer stands in (an arrived drive-thru customer): named beside Arrived and highlighted
  const inParking = customer ? parkingAt(store.parkings, customer) : null
  const line = useMemo(() => (route ? route.coordinates.map(flipPair) : []), [route])
  const view = useMemo(
    () => mapView({ store: store.address, customer, extra: [...line, ...parkings.flatMap((p) => p.ring)], viewport }),
    [store.address, customer, line, parkings, viewport],
  )

  if (!customer && status === IDLE) {
    return (
      <Section title={t('map.title')}>
        <p className="text-sm text-ink-soft">{t('map.noLocation')}</p>
      </Section>
    )
  }

  const storeAt = toScreen(view, store.address)
  const customerAt = customer ? toScreen(view, customer) : null
  const tiles = config.mapTilesUrl ? tilesFor(view) : []
  const failed = wantsRoute && routeState?.status === 'failed' ? routeState.message : null
  const loading = wantsRoute && routeState?.status === 'loading' && !route
  const scale = scaleBar(view, store.address.latitude, Math.min(110, view.width / 3))

  return (
    <Section title={t('map.title')}>
      {figures.kind === 'arrived' ? (
        <p className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1">
          <span data-testid="map-arrived" className="inline-flex items-center rounded-lg bg-brand-700 px-3 py-1.5 text-lg font-bold text-white">
            {t('enum.customer.arrived')}
          </span>
          {inParking ? <span className="text-base font-semibold text-ink">{t('map.inParking', { parking: inParking.name })}</span> : null}
        </p>
      ) : figures.kind === 'travel' ? (
        <dl data-testid="map-figures" className="mb-3 flex flex-wrap gap-x-6 gap-y-1">
          {figures.km != null ? (
            <div>
              <dt className="text-xs font-semibold text-ink-soft">{t('map.distance')}</dt>
              <dd className="text-xl font-bold text-ink tabular-nums">{t('map.km', { km: formatKm(figures.km) })}</dd>
            </div>
          ) : null}
          {figures.minutes != null ? (
            <div>
              <dt className="text-xs font-semibold text-ink-soft">{t('map.duration')}</dt>
              <dd className="text-xl font-bold text-ink tabular-nums">{t('map.min', { n: figures.minutes })}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}

      {failed != null ? (
        <div role="alert" className="mb-3 flex items-start gap-2 rounded-lg border border-danger-600/40 bg-danger-50 px-3 py-2 text-sm text-danger-800">
          <WarningIcon className="mt-0.5 size-4 shrink-0" />
          <p>
            <span className="font-semibold">{t('map.routeFailed')}</span>: {failed}
          </p>
        </div>
      ) : null}

      <div ref={boxRef} className="relative overflow-hidden rounded-lg border border-line bg-[#eef2ef]" dir="ltr">
        <svg
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
          viewBox={`0 0 ${view.width} ${view.height}`}
          className="block h-auto w-full"
          data-zoom={view.zoom}
        >
          <title id={titleId}>{t('map.svgTitle')}</title>
          <desc id={descId}>{t(route ? 'map.svgDesc' : 'map.svgDescNoRoute', { parkings: parkings.length })}</desc>
          <defs>
            <pattern id={`${titleId}-grid`} width="40" height="40" patternUnits="userSpaceOnUse">
              <path d="M40 0H0V40" fill="none" stroke="#d9e1dc" strokeWidth="1" />
            </pattern>
          </defs>
          <rect width={view.width} height={view.height} fill={`url(#${titleId}-grid)`} />
          {tiles.map((tile) => (
            <image key={`${tile.x}/${tile.y}`} href={tileUrl(config.mapTilesUrl!, tile)} x={tile.left} y={tile.top} width="256" height="256" preserveAspectRatio="none" />
          ))}
          {parkings.map((p) => {
            const here = inParking?.id === p.id
            const corners = p.ring.map((c) => toScreen(view, c))
            const xs = corners.map((c) => c.x)
            const ys = corners.map((c) => c.y)
            const wide = Math.max(...xs) - Math.min(...xs) > 18 && Math.max(...ys) - Math.min(...ys) > 18
            return (
              <g key={p.id}>
                <polygon
                  data-parking={p.name}
                  points={points(view, p.ring)}
                  fill={COLORS.parking}
                  fillOpacity={here ? 0.35 : 0.16}
                  stroke={COLORS.parking}
                  strokeWidth={here ? 2.5 : 1.5}
                  vectorEffect="non-scaling-stroke"
                />
                {wide && !here ? (
                  <text x={(Math.max(...xs) + Math.min(...xs)) / 2} y={(Math.max(...ys) + Math.min(...ys)) / 2 + 5} textAnchor="middle" fontSize="14" fontWeight="700" fill={COLORS.parking}>
                    P
                  </text>
                ) : null}
              </g>
            )
          })}
          {customerAt && destination && !route && !arrived ? (
            <line
              x1={customerAt.x}
              y1={customerAt.y}
              x2={toScreen(view, destination).x}
              y2={toScreen(view, destination).y}
              stroke={COLORS.route}
              strokeOpacity="0.5"
              strokeWidth="2"
              strokeDasharray="6 6"
              vectorEffect="non-scaling-stroke"
            />
          ) : null}
          {route ? (
            <polyline
              data-route=""
              points={points(view, line)}
              fill="none"
              stroke={COLORS.route}
              strokeWidth={ROUTE_LINE_WIDTH}
              strokeLinecap="round"
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
            />
          ) : null}
          <Marker at={storeAt} fill={COLORS.store} kind="store" name={t('map.store')} above={!!customerAt && customerAt.y > storeAt.y}>
            {STORE_GLYPH}
          </Marker>
          {customerAt ? (
            <Marker at={customerAt} fill={COLORS.customer} kind="customer" name={t('map.customer')} above={customerAt.y <= storeAt.y}>
              {showsCar(order) ? CAR_GLYPH : PERSON_GLYPH}
            </Marker>
          ) : null}
          <g data-scale="" transform={`translate(12 ${view.height - 14})`}>
            <path d={`M0 -6V0H${scale.units.toFixed(1)}V-6`} fill="none" stroke="#fff" strokeWidth="4" strokeLinejoin="round" />
            <path d={`M0 -6V0H${scale.units.toFixed(1)}V-6`} fill="none" stroke="#14212b" strokeWidth="1.5" />
            <Label x={0} y={-10} anchor="start">
              {scale.metres >= 1000 ? t('map.km', { km: scale.metres / 1000 }) : t('map.metres', { n: scale.metres })}
            </Label>
          </g>
        </svg>
        {loading ? (
          <p role="status" className="absolute inset-x-0 bottom-0 bg-white/85 px-3 py-1 text-center text-sm text-ink-soft">
            {t('map.loadingRoute')}
          </p>
        ) : null}
        {tiles.length && config.mapTilesAttribution ? (
          <p className="absolute end-0 bottom-0 bg-white/80 px-1 text-[10px] text-ink-soft">{config.mapTilesAttribution}</p>
        ) : null}
      </div>

    </Section>
  )
}
