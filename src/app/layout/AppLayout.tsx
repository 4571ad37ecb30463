// The signed-in shell: side navigation (a bottom bar on phones), the header with the store, its status and
// collection methods, the maintenance warning strip, and the page.
import { useEffect, useRef } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { subscribe } from 'valtio'
import { AlertsPrompt } from '../../features/live-status/AlertsPrompt'
import { LiveStatusStrips } from '../../features/live-status/LiveStatusStrips'
import { SavedOrdersNotice } from '../../features/live-status/SavedOrdersNotice'
import { OrderDrawerHost } from '../../features/order-drawer/OrderDrawerHost'
import { ManageAvailabilityPanel } from '../../features/store-status/ManageAvailabilityPanel'
import { isWorkScreen } from '../../domain/device-home'
import { isTrackedPath, trackPageView } from '../../lib/analytics'
import { useI18n } from '../../lib/i18n/i18n'
import { session } from '../../stores/session'
import { loadStore, storeState } from '../../stores/store'
import { RouteErrorBoundary } from '../ErrorBoundary'
import { Attention } from './Attention'
import { Header } from './Header'
import { MaintenanceStrip } from './MaintenanceStrip'
import { SideNav } from './SideNav'
import { useOrderParam } from './useOrderParam'
import { WorkScreenStatus } from './WorkScreenStatus'

/**
 * Page views of past orders, menu and reports go to analytics, once per visit, once the store has loaded (or failed
 * to), with the store when known. The store is read outside render: the layout does not render again as it loads.
 */
function usePageViews() {
  const location = useLocation()
  const sent = useRef<string | null>(null)
  useEffect(() => {
    if (!isTrackedPath(location.pathname)) return
    const send = () => {
      const settled = storeState.load === 'ready' || storeState.load === 'failed'
      if (!settled || sent.current === location.key) return
      sent.current = location.key
      void trackPageView(location.pathname, { storeId: storeState.store?.id, country: session.countryCode ?? undefined })
    }
    send()
    return subscribe(storeState, send)
  }, [location.key, location.pathname])
}

export default function AppLayout() {
  const location = useLocation()
  useEffect(() => {
    void loadStore()
  }, [])
  usePageViews()
  useOrderParam()
  // A page or a part of the shell that throws shows the error screen in its place, and the alarm, the sounds and the
  // overlays (Attention) stay on: pending orders still ring behind it.
  return (
    <>
      <RouteErrorBoundary location={location.pathname}>
        <Shell />
      </RouteErrorBoundary>
      <Attention />
    </>
  )
}

function Shell() {
  const { t } = useI18n()
  const location = useLocation()
  return (
    <div className="flex min-h-dvh flex-col md:flex-row">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 font-semibold focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:outline-solid focus:outline-3 focus:outline-focus"
      >
        {t('app.skipToContent')}
      </a>
      <SideNav />
      <div className="flex min-w-0 flex-1 flex-col">
        <MaintenanceStrip />
        <Header />
        <LiveStatusStrips />
        <main id="main" tabIndex={-1} className="flex-1 px-4 pt-4 pb-28 outline-hidden md:px-6 md:pb-6">
          {isWorkScreen(location.pathname) && <AlertsPrompt />}
          {location.pathname !== '/orders' && isWorkScreen(location.pathname) ? <WorkScreenStatus /> : null}
          <SavedOrdersNotice place="floating" />
          <RouteErrorBoundary location={location.pathname} inPage>
            <Outlet />
          </RouteErrorBoundary>
        </main>
      </div>
      <ManageAvailabilityPanel />
      <OrderDrawerHost />
    </div>
  )
}
