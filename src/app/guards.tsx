// Route guards (SPEC section 2): public-only routes send signed-in users to the device's home page; signed-in
// routes send users without a stored token to /login.
import { Navigate, Outlet } from 'react-router-dom'
import { useSnapshot } from '../lib/use-snapshot'
import { homePath } from '../domain/device-home'
import { devicePrefs } from '../stores/device-prefs'
import { session } from '../stores/session'

export const LOGIN_ROUTE = '/login'

export function RequireAuth() {
  const { token } = useSnapshot(session)
  return token ? <Outlet /> : <Navigate to={LOGIN_ROUTE} replace />
}

export function PublicOnly() {
  const { token } = useSnapshot(session)
  const { home } = useSnapshot(devicePrefs)
  return token ? <Navigate to={homePath(home)} replace /> : <Outlet />
}

/** The page this device opens on (the user menu's 'This device opens on'): after sign-in and at the app's start */
export function DeviceHome() {
  const { home } = useSnapshot(devicePrefs)
  return <Navigate to={homePath(home)} replace />
}
