// Order summary (products with their choices, replacements and comments) and totals; the order comment. Long
// comments open in the comment modal. On a pending supermarket order each product has its quantity controls and
// switch; once the order is no longer pending, switched-out products are listed under Canceled Items. A long basket
// (a supermarket's 150 products) mounts in slices after the drawer's first paint, so no task holds the page for it.
import { memo, useId } from 'react'
import { Button } from '../../components/ui/Button'
import { cx } from '../../components/ui/cx'
import { CommentIcon } from '../../components/ui/page-icons'
import { formatMoney } from '../../domain/money'
import { modifierText, paymentNameKey, totalLines, type TotalLine } from '../../domain/order-view'
import type { Order } from '../../domain/orders'
import { itemCount, productLists } from '../../domain/replacements'
import type { MessageKey } from '../../lib/i18n/en'
import { useI18n } from '../../lib/i18n/i18n'
import { useInSlices } from '../../lib/use-in-slices'
import type { Viewing } from './MediaDialogs'
import { ReplacementControls, shownQty, useWaitingQtys } from './ReplacementControls'
import { Section } from './Section'

const TOTAL_LABEL: Record<Exclude<TotalLine['key'], 'vat'>, MessageKey> = {
  subtotal: 'drawer.subtotal',
  discount: 'drawer.discount',
  fee: 'drawer.fee',
  tips: 'drawer.tips',
  total: 'drawer.total',
  paid: 'drawer.paid',
  remaining: 'drawer.remaining',
}

function Comment({ label, text, onRead }: { label: string; text: string; onRead: () => void }) {
  const { t } = useI18n()
  return (
    <div className="mt-2 flex items-start gap-2 rounded-lg bg-warn-50 px-3 py-2 text-sm text-warn-800">
      <CommentIcon className="mt-0.5 size-4 shrink-0" />
      <p className="line-clamp-2 min-w-0 flex-1 break-words">{text}</p>
      <Button variant="ghost" onClick={onRead} aria-label={`${t('drawer.readComment')}: ${label}`} className="-my-1.5 min-h-9 shrink-0 px-2 text-warn-800 underline">
        {t('drawer.readComment')}
      </Button>
    </div>
  )
}

type Product = Order['products'][number]

/** Products mounted with the section, and in each later slice: about a drawer's height of them */
const SLICE = 20

type ProductItemProps = {
  orderId: number
  product: Product
  /** the quantity chosen here while it waits to be sent */
  waiting: number | undefined
  /** set on a pending supermarket order of the board: the quantity controls show */
  canSwitch: boolean | null
  disabled: boolean
  hintId: string
  onView: (v: Viewing) => void
}

/**
 * One product: quantity, name, choices and price; on a pending supermarket order its controls. The quantity shown
 * is the one chosen here while it waits to be sent (struck through at once when switched out). Memoised: a change
 * to one product, or to the order's status, renders that product or the controls alone.
 */
const ProductItem = memo(function ProductItem({ orderId, product: p, waiting, canSwitch, disabled, hintId, onView }: ProductItemProps) {
  const { t } = useI18n()
  const { qty, saving } = shownQty(p, waiting)
  const switchedOut = qty === 0
  const reduced = qty > 0 && qty < p.qty
  const extras = modifierText(p.modifiers)
  // `relative` makes each product a paint layer of its own: when a long basket scrolls far enough for Chromium to
  // repaint the list, the products painted before are copied from its cache instead of painted again
  return (
    <li className="relative py-2.5 first:pt-0 last:pb-0">
      <div className="flex items-start gap-3">
        <span className={cx('min-w-8 rounded-md bg-surface-muted px-1.5 py-0.5 text-center font-bold tabular-nums text-ink', switchedOut && 'line-through opacity-60')}>{p.qty}×</span>
        <div className="min-w-0 flex-1">
          <p className={cx('font-semibold break-words text-ink', switchedOut && 'line-through opacity-60')}>{p.original.name}</p>
          {extras ? <p className="text-sm break-words text-ink-soft">{extras}</p> : null}
          {switchedOut ? <p className="text-sm font-semibold text-danger-700">{t('drawer.switchedOut')}</p> : null}
          {reduced ? <p className="text-sm font-semibold text-warn-800">{t('drawer.replacedQty', { n: qty, of: p.qty })}</p> : null}
        </div>
        <span className="shrink-0 text-sm font-semibold tabular-nums text-ink">{formatMoney(p.replacement ? p.replacement.total_price : p.total_price, p.currency.code)}</span>
      </div>
      {canSwitch !== null ? (
        <ReplacementControls orderId={orderId} product={p} qty={qty} saving={saving} canSwitch={canSwitch} disabled={disabled} hintId={hintId} />
      ) : null}
      {p.comments ? (
        <Comment
          label={t('drawer.productComment', { product: p.original.name })}
          text={p.comments}
          onRead={() => onView({ kind: 'comment', title: t('drawer.productComment', { product: p.original.name }), text: p.comments ?? '' })}
        />
      ) : null}
    </li>
  )
})

/** Supermarket replacements on a pending order: whether they can be changed here and by whom */
export type ReplacementEditing = { canSwitch: boolean; disabled: boolean }

export interface ItemsSectionProps {
  order: Order
  showDiscount: boolean
  onView: (v: Viewing) => void
  /** set on a pending supermarket order of the board: the quantity controls show */
  replacements?: ReplacementEditing | null
}

export function ItemsSection({ order, showDiscount, onView, replacements }: ItemsSectionProps) {
  const { t } = useI18n()
  const hintId = useId()
  const currency = order.financial.currency.code
  const { items, canceled } = productLists(order)
  const count = itemCount(items)
  const waiting = useWaitingQtys(order.id)
  const mounted = useInSlices(items.length, SLICE, SLICE)
  const payment = paymentNameKey(order.payment.method.id)
  return (
    <Section title={t('drawer.summary')} end={<span className="text-sm text-ink-soft">{t('drawer.items', { n: count })}</span>}>
      {order.comments ? (
        <div className="mb-3">
          <p className="text-xs font-semibold text-ink-soft">{t('drawer.orderComment')}</p>
          <Comment label={t('drawer.orderComment')} text={order.comments} onRead={() => onView({ kind: 'comment', title: t('drawer.orderComment'), text: order.comments ?? '' })} />
        </div>
      ) : null}
      {replacements && !replacements.canSwitch ? (
        <p id={hintId} className="mb-2 text-sm text-ink-soft">
          {t('drawer.switchManagerOnly')}
        </p>
      ) : null}
      <ul className="divide-y divide-line">
        {items.slice(0, mounted).map((p) => (
          <ProductItem
            key={p.order_product_id}
            orderId={order.id}
            product={p}
            waiting={waiting?.[p.order_product_id]}
            canSwitch={replacements ? replacements.canSwitch : null}
            disabled={!!replacements?.disabled}
            hintId={hintId}
            onView={onView}
          />
        ))}
      </ul>
      {canceled.length ? (
        <div className="mt-3 border-t border-line pt-3">
          <h4 className="mb-1.5 text-sm font-bold text-danger-700">{t('drawer.canceledItems')}</h4>
          <ul className="flex flex-col gap-1">
            {canceled.map((p) => (
              <li key={p.order_product_id} className="flex items-start gap-3 text-sm text-ink-soft">
                <span className="min-w-8 text-center tabular-nums line-through">{p.qty}×</span>
                <span className="min-w-0 flex-1 break-words line-through">{p.original.name}</span>
                <span className="shrink-0 tabular-nums line-through">{formatMoney(p.total_price, p.currency.code)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-line pt-3 text-sm">
        {totalLines(order.financial, showDiscount).map((line) => (
          <div key={line.key} className={cx('contents', line.key === 'total' && 'text-base font-bold', line.key === 'remaining' && 'font-bold text-warn-800')}>
            <dt className={line.key === 'total' || line.key === 'remaining' ? '' : 'text-ink-soft'}>
              {line.key === 'vat' ? t('drawer.vat', { n: order.financial.vat_percent }) : t(TOTAL_LABEL[line.key])}
            </dt>
            <dd className="text-end tabular-nums">{formatMoney(line.amount, currency)}</dd>
          </div>
        ))}
        <dt className="text-ink-soft">{t('drawer.paymentMethod')}</dt>
        <dd className="text-end font-semibold">{payment ? t(payment) : order.payment.method_name}</dd>
        {order.coupon ? (
          <>
            <dt className="text-ink-soft">{t('drawer.coupon')}</dt>
            <dd className="min-w-0 text-end font-mono font-semibold wrap-anywhere">{order.coupon.code}</dd>
          </>
        ) : null}
      </dl>
    </Section>
  )
}
