// An error boundary around what the orders draw: a board, a row, a kitchen tile, a window card. What cannot render
// shows its fallback in its place and the rest of the screen carries on. It tries again by itself when the orders
// change (the next event or fetch may bring what was missing), or only when its own order does, so a store's tablets
// never sit on an error until someone taps. The same error thrown again after a retry is reported once.
import { Component, type ReactNode } from 'react'
import { subscribe } from 'valtio'
import { reportError } from '../lib/error-reporter'
import { ordersState } from '../stores/orders'

type Props = {
  children: ReactNode
  fallback: (retry: () => void) => ReactNode
  /** the error report's boundary tag */
  tag: string
  /** retry when this order changes (a held order is replaced whole) or another takes its place, not at every change */
  orderId?: number
}
type State = { failed: boolean }

export class OrderBoundary extends Component<Props, State> {
  override state: State = { failed: false }
  private unsubscribe: (() => void) | null = null
  private lastReported = ''

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    const message = error instanceof Error ? error.message : String(error)
    if (message !== this.lastReported) {
      this.lastReported = message
      void reportError(error, { tags: { boundary: this.props.tag } })
    }
    const { orderId } = this.props
    const failedOn = orderId === undefined ? undefined : ordersState.byId[orderId]
    this.unsubscribe ??= subscribe(ordersState, () => {
      if (orderId === undefined || ordersState.byId[orderId] !== failedOn) this.retry()
    })
  }

  override componentDidUpdate(before: Props) {
    // another order in its place (the drawer opened on another order) may render: it tries again at once
    if (this.state.failed && before.orderId !== this.props.orderId) this.retry()
  }

  override componentWillUnmount() {
    this.unsubscribe?.()
  }

  retry = () => {
    this.unsubscribe?.()
    this.unsubscribe = null
    this.setState({ failed: false })
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children
  }
}
