// Orders, the kitchen and the window, completed (past) orders, menu, reports and insights (store manager only) and
// loyalty (brand allows manual punches).
// One <nav>: a side column from md up, a bottom tab bar on phones.
import { NavLink } from 'react-router-dom'
import { useSnapshot } from '../../lib/use-snapshot'
import { cx, focusRing } from '../../components/ui/cx'
import { StoreIcon } from '../../components/ui/icons'
import { CarIcon, HistoryIcon, InsightsIcon, KitchenIcon, LoyaltyIcon, MenuBookIcon, OrdersIcon, ReportsIcon } from '../../components/ui/page-icons'
import { canSeeInsights, canSeeLoyalty, canSeeReports } from '../../domain/permissions'
import type { MessageKey } from '../../lib/i18n/en'
import { useI18n } from '../../lib/i18n/i18n'
import { session } from '../../stores/session'
import { storeState } from '../../stores/store'

interface NavItem {
  /** not in the phone's bottom bar (the kitchen is a tablet's screen; seven items do not fit a phone's width) */
  tabletOnly?: boolean
  to: string
  label: MessageKey
  icon: (p: { className?: string }) => React.ReactNode
}

export function SideNav() {
  const { t } = useI18n()
  const { user } = useSnapshot(session)
  const { store } = useSnapshot(storeState)
  const items: NavItem[] = [
    { to: '/orders', label: 'nav.orders', icon: OrdersIcon },
    { to: '/kitchen', label: 'nav.kitchen', icon: KitchenIcon, tabletOnly: true },
    { to: '/window', label: 'nav.window', icon: CarIcon },
    { to: '/past-orders', label: 'nav.pastOrders', icon: HistoryIcon },
    { to: '/menu', label: 'nav.menu', icon: MenuBookIcon },
  ]
  if (canSeeReports(user)) items.push({ to: '/reports', label: 'nav.reports', icon: ReportsIcon })
  if (canSeeInsights(user)) items.push({ to: '/insights', label: 'nav.insights', icon: InsightsIcon })
  if (canSeeLoyalty(store)) items.push({ to: '/loyalty', label: 'nav.loyalty', icon: LoyaltyIcon })

  return (
    <nav
      aria-label={t('nav.label')}
      className={cx(
        'fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white pb-[env(safe-area-inset-bottom)] print:hidden',
        'md:sticky md:top-0 md:z-auto md:h-dvh md:w-24 md:shrink-0 md:border-t-0 md:border-e md:pb-0 lg:w-60',
      )}
    >
      <div className="hidden items-center gap-2 px-4 py-5 text-brand-800 md:flex md:justify-center lg:justify-start">
        <StoreIcon className="size-7" />
        <span className="hidden text-base font-bold whitespace-nowrap lg:inline">{t('app.name')}</span>
      </div>
      <ul className="flex md:flex-col md:gap-1 md:px-2">
        {items.map(({ to, label, icon: Icon, tabletOnly }) => (
          // on a phone each item is at least as wide as its longest word: seven items share 390 px, and the wider labels
          // take room from the short ones instead of breaking mid-word
          <li key={to} className={cx('min-w-min flex-1 md:min-w-0 md:flex-none', tabletOnly && 'max-md:hidden')}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                cx(
                  'flex min-h-14 flex-col items-center justify-center gap-1 rounded-lg px-0.5 py-1 text-[10px] font-medium min-[420px]:px-1 min-[420px]:text-[11px] sm:text-xs',
                  'md:min-h-16 lg:min-h-12 lg:flex-row lg:justify-start lg:gap-3 lg:px-3 lg:text-sm',
                  isActive ? 'text-brand-800 md:bg-brand-50' : 'text-ink-soft hover:bg-surface-muted hover:text-ink',
                  focusRing,
                )
              }
            >
              <Icon className="size-6 shrink-0" />
              <span className="max-w-full text-center leading-tight break-words lg:text-start">{t(label)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
