// Error boundaries of the board. A row that cannot render shows a short notice in its place and the rest of the
// board carries on; the board's own boundary shows a notice with Try Again instead of taking the page down. Both try
// again by themselves when the orders change (the next event or fetch may bring what was missing), so a store's
// tablets never sit on an error until someone taps.
import { Component, type ReactNode } from 'react'
import { subscribe } from 'valtio'
import { Button } from '../../components/ui/Button'
import { reportError } from '../../lib/error-reporter'
import { useI18n } from '../../lib/i18n/i18n'
import { ordersState } from '../../stores/orders'

type Props = { children: ReactNode; fallback: (retry: () => void) => ReactNode; tag: string }
type State = { failed: boolean }

class ResetOnOrdersChange extends Component<Props, State> {
  override state: State = { failed: false }
  private unsubscribe: (() => void) | null = null
  private lastReported = ''

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    // the same error thrown again after each reset is reported once
    const message = error instanceof Error ? error.message : String(error)
    if (message !== this.lastReported) {
      this.lastReported = message
      void reportError(error, { tags: { boundary: this.props.tag } })
    }
    this.unsubscribe ??= subscribe(ordersState, this.retry)
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

function RowFallback({ id }: { id: number }) {
  const { t } = useI18n()
  const code = (ordersState.byId[id] as { code?: unknown } | undefined)?.code
  return (
    <div role="row" className="border-b border-line border-s-[6px] border-s-danger-600 bg-danger-50 px-3 py-3 text-danger-800">
      <div role="cell">
        {t('orders.rowFailed', { code: typeof code === 'string' ? code : String(id) })}
      </div>
    </div>
  )
}

export function RowBoundary({ id, children }: { id: number; children: ReactNode }) {
  return (
    <ResetOnOrdersChange tag="order-row" fallback={() => <RowFallback id={id} />}>
      {children}
    </ResetOnOrdersChange>
  )
}

function BoardFallback({ retry }: { retry: () => void }) {
  const { t } = useI18n()
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-danger-600/40 bg-danger-50 px-4 py-3 text-danger-800">
      <span className="flex-1">{t('orders.boardFailed')}</span>
      <Button variant="secondary" onClick={retry}>
        {t('orders.retry')}
      </Button>
    </div>
  )
}

export function BoardBoundary({ children }: { children: ReactNode }) {
  return (
    <ResetOnOrdersChange tag="order-board" fallback={(retry) => <BoardFallback retry={retry} />}>
      {children}
    </ResetOnOrdersChange>
  )
}
