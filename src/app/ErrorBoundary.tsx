// Render errors: the fallback is shown and the error goes to the error reporter (noisy ones are skipped there).
import { Component, type ErrorInfo, type ReactNode } from 'react'
import { reportError } from '../lib/error-reporter'
import { deviceDataCleared } from '../stores/device-data'
import { signOut } from '../stores/session'
import { ErrorFallback } from './ErrorFallback'

const reload = () => window.location.reload()

/** The longest the full load waits for sign-out's clearing of the device's data */
const CLEARING_WAIT_MS = 2000

/**
 * Outside the router: after sign-out a full load of /login starts clean, once the user's data on this device is gone
 * (the load would cut the clearing off, and the saved orders would stay for the next user)
 */
export async function signOutAndLeave(leave: (url: string) => void = (url) => window.location.assign(url)): Promise<void> {
  signOut()
  await Promise.race([deviceDataCleared(), new Promise((resolve) => setTimeout(resolve, CLEARING_WAIT_MS))])
  leave('/login')
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
    if (this.state.error) return <ErrorFallback onRetry={this.props.onRetry ?? reload} onSignOut={this.props.onSignOut ?? (() => void signOutAndLeave())} />
    return this.props.children
  }
}

/**
 * Around the routes: a page that throws while rendering, or whose code fails to load, shows the fallback inside the
 * router (Sign Out then goes to /login without a reload); going to another path tries again.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode; location: string; inPage?: boolean }, { error: unknown; location: string }> {
  override state = { error: null as unknown, location: this.props.location }

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown render error') }
  }

  static getDerivedStateFromProps(props: { location: string }, state: { error: unknown; location: string }) {
    return props.location === state.location ? null : { error: null, location: props.location }
  }

  override componentDidCatch(error: unknown) {
    void reportError(error, { tags: { boundary: 'route' } })
  }

  override render() {
    if (this.state.error) return <ErrorFallback onRetry={reload} onSignOut={() => signOut()} inPage={this.props.inPage} />
    return this.props.children
  }
}
