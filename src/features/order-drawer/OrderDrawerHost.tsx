// The one order drawer of the signed-in layout. Pages open it through the drawer store: a current order is read live
// from the orders store (so realtime changes show), a past order from drawer.past. When another agent moves the open
// order off the board, the drawer keeps showing the last state it had, with the notice and its actions off.
// The drawer's code loads after the board has painted (in idle time once the board has orders), so a first tap on a
// row finds it in memory; its ask-first dialogs' Headless UI loads when a drawer first opens.
import { lazy, Suspense, useEffect, useRef } from 'react'
import { useSnapshot } from 'valtio'
import { preloadDialogs } from '../../components/ui/Dialog'
import type { Order } from '../../domain/orders'
import { whenIdle } from '../../lib/when-idle'
import { closeOrderDrawer, drawer } from '../../stores/drawer'
import { forgetClosedOrder, ordersState } from '../../stores/orders'

const loadDrawer = () => import('./OrderDrawer')
const OrderDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.OrderDrawer })))
/** the longest the drawer's code waits for idle time once the board is there */
const PRELOAD_IDLE_TIMEOUT_MS = 3000

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
    return whenIdle(() => void loadDrawer().catch(() => undefined), PRELOAD_IDLE_TIMEOUT_MS)
  }, [boardReady])
  const opened = order != null
  useEffect(() => {
    if (opened) preloadDialogs()
  }, [opened])

  if (!order || id == null) return null
  return (
    <Suspense fallback={null}>
      <OrderDrawer
        order={order}
        source={d.source ?? 'current'}
        flags={d.source === 'current' ? (orders.flags[id] ?? {}) : {}}
        acting={d.source === 'current' ? orders.acting[id] : undefined}
        onClose={closeOrderDrawer}
      />
    </Suspense>
  )
}
