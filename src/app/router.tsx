// Every route of SPEC section 2 with its access rule. Route modules load lazily so /login stays small.
import { createBrowserRouter, createMemoryRouter, Navigate, Outlet, type RouteObject } from 'react-router-dom'
import { setNavigator } from '../lib/navigation'
import { RouteErrorFallback } from './ErrorBoundary'
import { DEFAULT_ROUTE, PublicOnly, RequireAuth } from './guards'
import { NotFoundPage } from './pages/NotFoundPage'
import { RouteLoading } from './pages/RouteLoading'
import { Toaster } from './Toaster'

type PageModule = { default: React.ComponentType }
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default })

function Root() {
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  )
}

export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteErrorFallback />,
    hydrateFallbackElement: <RouteLoading />,
    children: [
      {
        element: <PublicOnly />,
        children: [
          { path: '/login', lazy: page(() => import('../features/auth/LoginPage')) },
          { path: '/forgot-password', lazy: page(() => import('../features/auth/ForgotPasswordPage')) },
          { path: '/resetting/reset/:resetToken', lazy: page(() => import('../features/auth/ResetPasswordPage')) },
        ],
      },
      // open to anyone: it replaces whoever is signed in
      { path: '/impersonate/:countryCode/:authRequest', lazy: page(() => import('../features/auth/ImpersonatePage')) },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: page(() => import('./layout/AppLayout')),
            children: [
              { path: '/', element: <Navigate to={DEFAULT_ROUTE} replace /> },
              { path: '/orders', lazy: page(() => import('../features/orders/OrdersPage')) },
              { path: '/past-orders', lazy: page(() => import('../features/past-orders/PastOrdersPage')) },
              { path: '/menu', lazy: page(() => import('../features/menu/MenuPage')) },
              { path: '/reports', lazy: page(() => import('../features/reports/ReportsPage')) },
              { path: '/loyalty', lazy: page(() => import('../features/loyalty/LoyaltyPage')) },
            ],
          },
          // without the app layout
          { path: '/report-print', lazy: page(() => import('../features/print/ReportPrintPage')) },
          { path: '/print-normal', lazy: page(() => import('../features/print/PrintNormalPage')) },
          { path: '/print-thermal', lazy: page(() => import('../features/print/PrintThermalPage')) },
          { path: '/maintenance', lazy: page(() => import('./pages/MaintenancePage')) },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]

type AppRouter = ReturnType<typeof createBrowserRouter>

function register(router: AppRouter): AppRouter {
  setNavigator((to, options) => void router.navigate(to, options))
  return router
}

export function createAppRouter(): AppRouter {
  return register(createBrowserRouter(routes))
}

/** The same routes in memory (component tests) */
export function createTestRouter(initialPath: string): AppRouter {
  return register(createMemoryRouter(routes, { initialEntries: [initialPath] }))
}
