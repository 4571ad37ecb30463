// A supermarket product's controls on a pending order (SPEC 4 and 5): − and + between 1 and the ordered quantity,
// the switch out (store manager; others see it disabled) or, once switched out, the way back. The chosen quantity
// shows at once with 'Saving…' until the server has it (sent after a 1-second pause by the orders store).
import { useSnapshot } from '../../lib/use-snapshot'
import { cx, focusRing } from '../../components/ui/cx'
import { currentQty, quantityControls } from '../../domain/replacements'
import type { Order } from '../../domain/orders'
import { useI18n } from '../../lib/i18n/i18n'
import { setReplacement } from '../../stores/order-replacements'
import { ordersState } from '../../stores/orders'

type Product = Order['products'][number]

const stepButton = cx(
  'grid size-11 shrink-0 place-items-center rounded-lg border border-line bg-white text-xl leading-none font-bold text-ink',
  'hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-40',
  focusRing,
)
const textButton = cx(
  'inline-flex min-h-11 items-center rounded-lg border px-3 text-sm font-semibold',
  'disabled:cursor-not-allowed disabled:opacity-50',
  focusRing,
)

/**
 * The quantities of this order's products waiting to be sent, by order product id. Read once for the list: a
 * subscription per product fired for every change of every order on the board (a 150-product basket, an order a
 * second).
 */
export function useWaitingQtys(orderId: number): Readonly<Record<number, number>> | undefined {
  return useSnapshot(ordersState).replacing[orderId]
}

/** The quantity a product shows: the one waiting to be sent, else the server's */
export function shownQty(product: Product, waiting: number | undefined): { qty: number; saving: boolean } {
  return waiting === undefined ? { qty: currentQty(product), saving: false } : { qty: waiting, saving: true }
}

export interface ReplacementControlsProps {
  orderId: number
  product: Product
  /** the quantity shown (useShownQty) and whether it waits to be saved */
  qty: number
  saving: boolean
  canSwitch: boolean
  disabled: boolean
  /** the id of the visible note saying only a manager can switch products out (when canSwitch is false) */
  hintId?: string
}

export function ReplacementControls({ orderId, product, qty, saving, canSwitch, disabled, hintId }: ReplacementControlsProps) {
  const { t } = useI18n()
  const name = product.original.name
  const { canDecrease, canIncrease } = quantityControls(qty, product.qty)
  const set = (n: number) => setReplacement(orderId, product.order_product_id, n)

  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      {qty === 0 ? (
        <button
          type="button"
          className={cx(textButton, 'border-brand-700 bg-white text-brand-800 hover:bg-brand-50')}
          disabled={disabled || !canSwitch}
          aria-label={t('drawer.bringBackLabel', { product: name })}
          aria-describedby={canSwitch ? undefined : hintId}
          onClick={() => set(product.qty)}
        >
          {t('drawer.bringBack')}
        </button>
      ) : (
        <>
          <div role="group" aria-label={t('drawer.quantity', { product: name })} className="flex items-center gap-1.5">
            <button type="button" className={stepButton} disabled={disabled || !canDecrease} aria-label={t('drawer.decrease', { product: name })} onClick={() => set(qty - 1)}>
              <span aria-hidden="true">−</span>
            </button>
            <output aria-live="polite" className="min-w-16 text-center text-sm font-semibold text-ink tabular-nums">
              {t('drawer.qtyOf', { n: qty, of: product.qty })}
            </output>
            <button type="button" className={stepButton} disabled={disabled || !canIncrease} aria-label={t('drawer.increase', { product: name })} onClick={() => set(qty + 1)}>
              <span aria-hidden="true">+</span>
            </button>
          </div>
          <button
            type="button"
            className={cx(textButton, 'border-danger-600/40 bg-white text-danger-700 hover:bg-danger-50')}
            disabled={disabled || !canSwitch}
            aria-label={t('drawer.switchOutLabel', { product: name })}
            aria-describedby={canSwitch ? undefined : hintId}
            onClick={() => set(0)}
          >
            {t('drawer.switchOut')}
          </button>
        </>
      )}
      {saving ? (
        <span role="status" className="text-sm text-ink-soft">
          {t('drawer.saving')}
        </span>
      ) : null}
    </div>
  )
}
