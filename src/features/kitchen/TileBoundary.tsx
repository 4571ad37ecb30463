// A tile that cannot render (an order the first list let through by its shape, say a product without modifiers) shows
// a short notice in its place and the rest of the kitchen carries on, as a row of the orders board does. It tries again
// when its order next changes (the next event or fetch may bring what was missing). Rendered inside the lane's memoised
// item: it renders only when its order does.
import type { ReactNode } from 'react'
import { OrderBoundary } from '../../components/OrderBoundary'
import type { Order } from '../../domain/orders'
import { useI18n } from '../../lib/i18n/i18n'

function TileFallback({ order }: { order: Order }) {
  const { t } = useI18n()
  const code = (order as { code?: unknown }).code
  return (
    <p className="rounded-xl border border-s-[6px] border-danger-600 bg-danger-50 p-3 text-lg text-danger-800">
      {t('orders.rowFailed', { code: typeof code === 'string' ? code : String(order.id) })}
    </p>
  )
}

export function TileBoundary({ order, children }: { order: Order; children: ReactNode }) {
  return (
    <OrderBoundary tag="kitchen-tile" orderId={order.id} fallback={() => <TileFallback order={order} />}>
      {children}
    </OrderBoundary>
  )
}
