// Error boundaries of the board. A row that cannot render shows a short notice in its place and the rest of the
// board carries on; the board's own boundary shows a notice with Try Again instead of taking the page down. Both try
// again by themselves when the orders change (the next event or fetch may bring what was missing), so a store's
// tablets never sit on an error until someone taps.
import type { ReactNode } from 'react'
import { OrderBoundary } from '../../components/OrderBoundary'
import { Button } from '../../components/ui/Button'
import { useI18n } from '../../lib/i18n/i18n'
import { ordersState } from '../../stores/orders'

function RowFallback({ id }: { id: number }) {
  const { t } = useI18n()
  const code = (ordersState.byId[id] as { code?: unknown } | undefined)?.code
  return (
    <div role="row" className="border-b border-line border-s-[6px] border-s-danger-600 bg-danger-50 px-3 py-3 text-danger-800">
      <div role="cell">
        {t('orders.rowFailed', { code: typeof code === 'string' ? code : String(id) })}
      </div>
    </div>
  )
}

export function RowBoundary({ id, children }: { id: number; children: ReactNode }) {
  return (
    <OrderBoundary tag="order-row" fallback={() => <RowFallback id={id} />}>
      {children}
    </OrderBoundary>
  )
}

function BoardFallback({ retry }: { retry: () => void }) {
  const { t } = useI18n()
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-danger-600/40 bg-danger-50 px-4 py-3 text-danger-800">
      <span className="flex-1">{t('orders.boardFailed')}</span>
      <Button variant="secondary" onClick={retry}>
        {t('orders.retry')}
      </Button>
    </div>
  )
}

export function BoardBoundary({ children }: { children: ReactNode }) {
  return (
    <OrderBoundary tag="order-board" fallback={(retry) => <BoardFallback retry={retry} />}>
      {children}
    </OrderBoundary>
  )
}
