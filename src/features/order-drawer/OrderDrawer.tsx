// The order drawer: code, time and due countdown; the notices (processed by another agent, confirmed); customer,
// car and driver; the map; the where-is chat; products (with supermarket replacements), comments and totals;
// delivery address; history; print and status buttons.
import { useCallback, useState } from 'react'
import { useSnapshot } from '../../lib/use-snapshot'
import { Badge, type BadgeTone } from '../../components/ui/Badge'
import { Drawer } from '../../components/ui/Drawer'
import { DueCountdown } from '../../components/ui/DueCountdown'
import { WarningIcon } from '../../components/ui/icons'
import { CheckIcon } from '../../components/ui/page-icons'
import { ORDER_STATUS_LABELS } from '../../domain/labels'
import { dateTime, methodNameKey } from '../../domain/order-view'
import { PENDING, PREPARING, type Order, type OrderFlags } from '../../domain/orders'
import { canSeeDiscount, canSwitchReplacement } from '../../domain/permissions'
import { editsReplacements } from '../../domain/replacements'
import type { Store } from '../../domain/types'
import { useI18n } from '../../lib/i18n/i18n'
import { useAfterFirstPaint } from '../../lib/use-after-first-paint'
import { useFocusAfter } from '../../lib/use-focus-after'
import type { DrawerSource } from '../../stores/drawer'
import type { Acting } from '../../stores/orders'
import { currentCountry, session } from '../../stores/session'
import { storeState } from '../../stores/store'
import { CustomerSection } from './CustomerSection'
import { ChatSection } from './ChatSection'
import { AddressSection, HistorySection } from './DetailsSections'
import { DrawerActions } from './DrawerActions'
import { ItemsSection } from './ItemsSection'
import { MapSection } from './MapSection'
import { MediaDialog, type Viewing } from './MediaDialogs'
import { PrintButtons } from './PrintButtons'

const STATUS_TONE: Record<number, BadgeTone> = { 2: 'warn', 3: 'info', 4: 'success', 5: 'success', 6: 'danger', 7: 'danger', 8: 'danger' }

export interface OrderDrawerProps {
  order: Order
  source: DrawerSource
  flags: OrderFlags
  acting: Acting | undefined
  onClose: () => void
}

export function OrderDrawer({ order, source, flags, acting, onClose }: OrderDrawerProps) {
  const { t, locale } = useI18n()
  const { store } = useSnapshot(storeState)
  const { user } = useSnapshot(session)
  const [viewing, setViewing] = useState<Viewing>(null)
  // the body (customer, map, chat, products, history) is most of the drawer's render: it follows the first paint
  const bodyShown = useAfterFirstPaint()
  const formatDue = useCallback((c: { late: boolean; text: string }) => t(c.late ? 'orders.late' : 'orders.due', { x: c.text }), [t])
  // Confirm's buttons go when it succeeds: the banner saying so takes the focus
  const confirmed = useFocusAfter<HTMLDivElement>(!!flags.confirmed && source === 'current')
  if (!store) return null
  const s = store as Store
  const live = source === 'current' && (order.status.id === PENDING || order.status.id === PREPARING)
  const method = methodNameKey(order.collectionMethod.id)
  const elsewhere = source === 'current' && !!(flags.notActual || flags.isPassed) && !acting
  const off = !!(flags.notActual || flags.isPassed)
  // the customer's whereabouts matter while the order is on the board and the customer comes to the store
  const showsMap = live && (!order.delivery || order.user.location != null)
  const replacements =
    live && editsReplacements(order, s.brand.supermarket) && !flags.confirmed ? { canSwitch: canSwitchReplacement(user), disabled: off || !!acting } : null

  const banner = elsewhere ? (
    <div role="alert" className="flex items-center gap-2 border-b border-warn-600/40 bg-warn-50 px-4 py-3 font-semibold text-warn-800">
      <WarningIcon className="size-5 shrink-0" />
      {t('orders.processedElsewhereDrawer')}
    </div>
  ) : flags.confirmed && source === 'current' ? (
    <div ref={confirmed.target} tabIndex={-1} role="status" className="flex items-center gap-2 border-b border-brand-600/40 bg-brand-50 px-4 py-3 font-semibold text-brand-900 outline-none">
      <CheckIcon className="size-5 shrink-0" />
      {order.preparationTime != null ? t('drawer.confirmedBanner', { n: order.preparationTime }) : t('drawer.confirmedBannerNoTime')}
    </div>
  ) : null

  const footer = (
    <DrawerActions key={order.id} order={order} source={source} flags={flags} acting={acting} store={s} user={user} onConfirming={confirmed.mark} />
  )

  return (
    <Drawer
      onClose={onClose}
      closeLabel={t('drawer.close')}
      title={<span className="tabular-nums">{t('drawer.title', { code: order.code })}</span>}
      subtitle={
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-soft">
          <Badge tone={STATUS_TONE[order.status.id] ?? 'neutral'}>{t(ORDER_STATUS_LABELS[order.status.id])}</Badge>
          <span className="font-semibold text-ink">{method ? t(method) : order.collectionMethod.name}</span>
          <span>{t('drawer.orderedAt', { time: dateTime(order.timing.created, s.timezone, locale) })}</span>
          {live ? <DueCountdown due={order.timing.due} format={formatDue} className="font-bold text-ink" lateClassName="text-danger-700" /> : null}
        </div>
      }
      banner={banner}
      footer={footer}
    >
      <div className="flex flex-col gap-3" aria-busy={!bodyShown}>
        <PrintButtons order={order} store={s} />
        {bodyShown ? (
          <>
            <CustomerSection order={order} country={currentCountry()} onView={setViewing} />
            {showsMap ? <MapSection order={order} store={s} /> : null}
            <ChatSection order={order} timeZone={s.timezone} canReply={live} disabled={off} busy={!!acting} />
            <ItemsSection order={order} showDiscount={canSeeDiscount(s)} onView={setViewing} replacements={replacements} />
            {order.delivery ? <AddressSection delivery={order.delivery} /> : null}
            <HistorySection order={order} timeZone={s.timezone} />
          </>
        ) : null}
      </div>
      {/* mounted only while it shows something: closed, Headless UI's dialog still ran its hooks as the drawer opened */}
      {viewing ? <MediaDialog viewing={viewing} onClose={() => setViewing(null)} /> : null}
    </Drawer>
  )
}
