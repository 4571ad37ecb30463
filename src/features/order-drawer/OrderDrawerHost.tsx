// The one order drawer of the signed-in layout. Pages open it through the drawer store: a current order is read live
// from the orders store (so realtime changes show), a past order from drawer.past. When another agent moves the open
// order off the board, the drawer keeps showing the last state it had, with the notice and its actions off.
// The drawer's code is not fetched before the board paints: it loads at the first touch, key or focus once the board
// has its orders (a tap's pointerdown comes well before its click), and its ask-first dialogs' Headless UI when a
// drawer first opens. A drawer that cannot render (an order off the contract, its code not loaded) says so in its
// place: the host sits outside the page's error boundary, and the rest of the app carries on.
import { lazy, Suspense, useEffect, useRef } from 'react'
import { useSnapshot } from '../../lib/use-snapshot'
import { OrderBoundary } from '../../components/OrderBoundary'
import { preloadDialogs } from '../../components/ui/Dialog'
import { Drawer } from '../../components/ui/Drawer'
import type { Order } from '../../domain/orders'
import { useI18n } from '../../lib/i18n/i18n'
import { closeOrderDrawer, drawer } from '../../stores/drawer'
import { forgetClosedOrder, ordersState } from '../../stores/orders'

const loadDrawer = () => import('./OrderDrawer')
const OrderDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.OrderDrawer })))
const FIRST_USE = ['pointerdown', 'keydown', 'focusin'] as const

/** Fetches the drawer's code at the first sign of use of the page; returns the cancel */
function preloadOnFirstUse(): () => void {
  const preload = () => {
    cancel()
    void loadDrawer().catch(() => undefined)
  }
  const cancel = () => FIRST_USE.forEach((type) => document.removeEventListener(type, preload, { capture: true }))
  FIRST_USE.forEach((type) => document.addEventListener(type, preload, { capture: true, passive: true }))
  return cancel
}

function DrawerFallback({ order }: { order: Order }) {
  const { t } = useI18n()
  const code = (order as { code?: unknown }).code
  return (
    <Drawer onClose={closeOrderDrawer} closeLabel={t('drawer.close')} title={t('drawer.title', { code: typeof code === 'string' ? code : String(order.id) })}>
      <p role="alert" className="text-danger-800">
        {t('drawer.failed')}
      </p>
    </Drawer>
  )
}

export function OrderDrawerHost() {
  const d = useSnapshot(drawer)
  const orders = useSnapshot(ordersState)
  const last = useRef<Order | null>(null)

  const id = d.orderId
  const live = d.source === 'current' && id != null ? (orders.byId[id] as Order | undefined) : undefined
  if (live) last.current = live
  const order: Order | null =
    d.source === 'past' ? (d.past as Order | null) : (live ?? (id != null && last.current?.id === id ? last.current : null))

  // The flags of a current order belong to this opening of the drawer: forget them when it closes or shows another.
  useEffect(() => {
    if (id == null || d.source !== 'current') return
    return () => forgetClosedOrder(id)
  }, [id, d.source])

  const boardReady = orders.load === 'ready'
  useEffect(() => {
    if (!boardReady) return
    return preloadOnFirstUse()
  }, [boardReady])
  const opened = order != null
  useEffect(() => {
    if (opened) preloadDialogs()
  }, [opened])

  if (!order || id == null) return null
  // tries again when the order next changes, or when another order opens
  return (
    <OrderBoundary tag="order-drawer" orderId={id} fallback={() => <DrawerFallback order={order} />}>
      <Suspense fallback={null}>
        <OrderDrawer
          order={order}
          source={d.source ?? 'current'}
          flags={d.source === 'current' ? (orders.flags[id] ?? {}) : {}}
          acting={d.source === 'current' ? orders.acting[id] : undefined}
          onClose={closeOrderDrawer}
        />
      </Suspense>
    </OrderBoundary>
  )
}
