// A tile that cannot render (an order the first list let through by its shape, say a product without modifiers) shows
// a short notice in its place and the rest of the kitchen carries on, as a row of the orders board does. It tries again
// when its order next changes (the next event or fetch may bring what was missing). Rendered inside the lane's memoised
// item: it renders only when its order does.
import { Component, type ReactNode } from 'react'
import type { Order } from '../../domain/orders'
import { reportError } from '../../lib/error-reporter'
import { useI18n } from '../../lib/i18n/i18n'

type Props = { order: Order; children: ReactNode }
type State = { failed: boolean; order: Order }

function TileFallback({ order }: { order: Order }) {
  const { t } = useI18n()
  const code = (order as { code?: unknown }).code
  return (
    <p className="rounded-xl border border-s-[6px] border-danger-600 bg-danger-50 p-3 text-lg text-danger-800">
      {t('orders.rowFailed', { code: typeof code === 'string' ? code : String(order.id) })}
    </p>
  )
}

export class TileBoundary extends Component<Props, State> {
  override state: State = { failed: false, order: this.props.order }
  private lastReported = ''

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.order === state.order ? null : { failed: false, order: props.order }
  }

  override componentDidCatch(error: unknown) {
    // the same error thrown again by the order's next change is reported once
    const message = error instanceof Error ? error.message : String(error)
    if (message !== this.lastReported) {
      this.lastReported = message
      void reportError(error, { tags: { boundary: 'kitchen-tile' } })
    }
  }

  override render() {
    return this.state.failed ? <TileFallback order={this.props.order} /> : this.props.children
  }
}
