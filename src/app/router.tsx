// Every route of SPEC section 2 with its access rule. Declarative routes (the data router's loaders and actions
// are unused here, and cost /login about 18 KB of gzip); page modules load lazily so /login stays small.
import { lazy, Suspense, useEffect } from 'react'
import { BrowserRouter, Outlet, Route, Routes, useLocation, useNavigate } from 'react-router-dom'
import { loadPageTexts, loadWorkTexts } from '../lib/i18n/i18n'
import { setNavigator } from '../lib/navigation'
import { readyLazy } from '../lib/ready-lazy'
import { RouteErrorBoundary } from './ErrorBoundary'
import { DeviceHome, PublicOnly, RequireAuth } from './guards'
import { NotFoundPage } from './pages/NotFoundPage'
import { HOME_PAGES, homePath, type HomePage } from '../domain/device-home'
import { RESET_TOKEN_KEY } from '../domain/storage-keys'
import { RouteLoading } from './pages/RouteLoading'
import { PageTitle } from './layout/PageTitle'
import { Toaster } from './Toaster'

/** A module, once the texts it shows are in too (they are not loaded at /login) */
const withTexts =
  <T,>(load: () => Promise<T>, texts: () => Promise<void> = loadPageTexts) =>
  () =>
    Promise.all([load(), texts()]).then(([module]) => module)

// Preloaded before the first render, so its first commit over the prerendered sign-in page is the page itself
const signIn = readyLazy(() => import('../features/auth/LoginPage'))
const LoginPage = signIn.Component
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage'))
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'))
const ImpersonatePage = lazy(() => import('../features/auth/ImpersonatePage'))
// The layout and the work screens need only the work screens' texts; the other pages inside the layout wait for theirs
// A signed-in start preloads its work screen, so the first commit is the screen, never the loading fallback
const appLayout = readyLazy(withTexts(() => import('./layout/AppLayout'), loadWorkTexts))
const ordersPage = readyLazy(() => import('../features/orders/OrdersPage'))
const kitchenPage = readyLazy(() => import('../features/kitchen/KitchenPage'))
const windowPage = readyLazy(() => import('../features/window/WindowPage'))
const AppLayout = appLayout.Component
const OrdersPage = ordersPage.Component
const PastOrdersPage = lazy(withTexts(() => import('../features/past-orders/PastOrdersPage')))
const MenuPage = lazy(withTexts(() => import('../features/menu/MenuPage')))
const ReportsPage = lazy(withTexts(() => import('../features/reports/ReportsPage')))
const LoyaltyPage = lazy(withTexts(() => import('../features/loyalty/LoyaltyPage')))
const DevicePage = lazy(withTexts(() => import('../features/device/DevicePage')))
const InsightsPage = lazy(withTexts(() => import('../features/insights/InsightsPage')))
const KitchenPage = kitchenPage.Component
const WindowPage = windowPage.Component
const ReportPrintPage = lazy(withTexts(() => import('../features/print/ReportPrintPage')))
const PrintNormalPage = lazy(withTexts(() => import('../features/print/PrintNormalPage')))
const PrintThermalPage = lazy(withTexts(() => import('../features/print/PrintThermalPage')))
const MaintenancePage = lazy(withTexts(() => import('./pages/MaintenancePage')))

const WORK_SCREENS: Record<HomePage, () => Promise<unknown>> = { orders: ordersPage.preload, kitchen: kitchenPage.preload, window: windowPage.preload }

/** The work screen a signed-in start opens at this path ('/' opens the device's home page), or null */
export function workScreenAt(pathname: string, home: HomePage): HomePage | null {
  return pathname === '/' ? home : (HOME_PAGES.find((h) => homePath(h) === pathname) ?? null)
}

/**
 * A signed-in start on a work screen: its layout, page and texts, fetched side by side (the router alone would ask
 * for the page only once the layout has rendered). Resolves when all are in; rejects when one failed.
 */
export function preloadWorkScreen(page: HomePage): Promise<unknown> {
  return Promise.all([appLayout.preload(), WORK_SCREENS[page]()])
}

/** The sign-in page's module, fetched before the first render when the build's HTML already shows that page */
export function preloadSignIn(): Promise<unknown> {
  return signIn.preload()
}

/** Lets actions outside React move the user (sign-out, maintenance) through this router */
function RegisterNavigator() {
  const navigate = useNavigate()
  useEffect(() => {
    setNavigator((to, options) => void navigate(to, options))
    return () => setNavigator(null)
  }, [navigate])
  return null
}

/** Pages that name the tab themselves: the title is the saved PDF's name */
const OWN_TITLE = new Set(['/report-print', '/print-normal', '/print-thermal'])

function Root() {
  // a page that fails (its chunk or its render) shows the fallback until the user goes elsewhere
  const { pathname } = useLocation()
  return (
    <>
      <RegisterNavigator />
      {OWN_TITLE.has(pathname) ? null : <PageTitle />}
      <RouteErrorBoundary location={pathname}>
        <Suspense fallback={<RouteLoading />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      <Toaster />
    </>
  )
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Root />}>
        <Route element={<PublicOnly />}>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/resetting/reset/:resetToken" element={<ResetPasswordPage />} />
          {/* the same page once its token has left the address bar (a reload lands here) */}
          <Route path="/resetting/reset" element={<TokenlessReset />} />
        </Route>
        {/* open to anyone: it replaces whoever is signed in */}
        <Route path="/impersonate/:countryCode/:authRequest" element={<ImpersonatePage />} />
        <Route element={<RequireAuth />}>
          <Route element={<AppLayout />}>
            <Route path="/" element={<DeviceHome />} />
            <Route path="/orders" element={<OrdersPage />} />
            <Route path="/past-orders" element={<PastOrdersPage />} />
            <Route path="/menu" element={<MenuPage />} />
            <Route path="/reports" element={<ReportsPage />} />
            <Route path="/loyalty" element={<LoyaltyPage />} />
            <Route path="/device" element={<DevicePage />} />
            <Route path="/insights" element={<InsightsPage />} />
            <Route path="/kitchen" element={<KitchenPage />} />
            <Route path="/window" element={<WindowPage />} />
          </Route>
          {/* without the app layout */}
          <Route path="/report-print" element={<ReportPrintPage />} />
          <Route path="/print-normal" element={<PrintNormalPage />} />
          <Route path="/print-thermal" element={<PrintThermalPage />} />
          <Route path="/maintenance" element={<MaintenancePage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  )
}

/** /resetting/reset is the reset page once its token waits in this tab (it left the address bar); else nothing is here */
function TokenlessReset() {
  return sessionStorage.getItem(RESET_TOKEN_KEY) ? <ResetPasswordPage /> : <NotFoundPage />
}

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  )
}
