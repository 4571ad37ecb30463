// Print buttons: the normal and thermal receipt pages in a new tab; hidden for pending orders when the brand has an
// invoice print limit (SPEC 6).
import { Button } from '../../components/ui/Button'
import { PrintIcon } from '../../components/ui/page-icons'
import { printPath, type PrintKind } from '../../domain/order-view'
import { PENDING, type Order } from '../../domain/orders'
import { canPrintOrder } from '../../domain/permissions'
import type { Store } from '../../domain/types'
import { useI18n } from '../../lib/i18n/i18n'

export function PrintButtons({ order, store }: { order: Order; store: Store }) {
  const { t } = useI18n()
  if (!canPrintOrder(store, order.status.id === PENDING)) return null
  const open = (kind: PrintKind) => window.open(printPath(kind, order.id, store), '_blank', 'noopener')
  return (
    <div role="group" aria-label={t('drawer.print')} className="flex flex-wrap gap-2">
      <Button variant="secondary" onClick={() => open('normal')} className="flex-1">
        <PrintIcon className="size-5" />
        {t('drawer.printNormal')}
      </Button>
      <Button variant="secondary" onClick={() => open('thermal')} className="flex-1">
        <PrintIcon className="size-5" />
        {t('drawer.printThermal')}
      </Button>
    </div>
  )
}
