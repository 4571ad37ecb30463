// Render errors: the fallback is shown and the error goes to the error reporter (noisy ones are skipped there).
import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react'
import { useRouteError } from 'react-router-dom'
import { reportError } from '../lib/error-reporter'
import { signOut } from '../stores/session'
import { ErrorFallback } from './ErrorFallback'

const reload = () => window.location.reload()

/** Outside the router: after sign-out a full load of /login starts clean */
const signOutAndLeave = () => {
  signOut()
  window.location.assign('/login')
}

interface Props {
  children: ReactNode
  /** Try Again; reloads the page by default */
  onRetry?: () => void
  /** Sign Out; signs out and loads /login by default */
  onSignOut?: () => void
}

export class ErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null }

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown render error') }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    void reportError(error, { tags: { boundary: 'app', component: (info.componentStack ?? '').trim().split('\n')[0] ?? '' } })
  }

  override render() {
    if (this.state.error) return <ErrorFallback onRetry={this.props.onRetry ?? reload} onSignOut={this.props.onSignOut ?? signOutAndLeave} />
    return this.props.children
  }
}

/** The router's errorElement: a route that throws while rendering or loading */
export function RouteErrorFallback() {
  const error = useRouteError()
  useEffect(() => {
    void reportError(error, { tags: { boundary: 'route' } })
  }, [error])
  return <ErrorFallback onRetry={reload} onSignOut={() => signOut()} />
}
