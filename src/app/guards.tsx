// Route guards (SPEC section 2): public-only routes send signed-in users to the default route; signed-in
// routes send users without a stored token to /login.
import { Navigate, Outlet } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { session } from '../stores/session'

export const DEFAULT_ROUTE = '/orders'
export const LOGIN_ROUTE = '/login'

export function RequireAuth() {
  const { token } = useSnapshot(session)
  return token ? <Outlet /> : <Navigate to={LOGIN_ROUTE} replace />
}

export function PublicOnly() {
  const { token } = useSnapshot(session)
  return token ? <Navigate to={DEFAULT_ROUTE} replace /> : <Outlet />
}
