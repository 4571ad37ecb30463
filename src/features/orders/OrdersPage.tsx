// Current orders (/orders): the title with the connection state and the search, the status summary and Tip Box,
// and the board. The order drawer is rendered once by the signed-in layout; rows open it through the drawer store.
import { useEffect, useMemo, useState } from 'react'
import { useSnapshot } from '../../lib/use-snapshot'
import { cx } from '../../components/ui/cx'
import { isPhoneDevice } from '../../domain/orders'
import { useI18n } from '../../lib/i18n/i18n'
import { startTapGuard } from '../../lib/tap-guard'
import { storeState } from '../../stores/store'
import { BasicViewIndicator } from './BasicViewIndicator'
import { BoardBoundary } from './BoardBoundaries'
import { ConnectionStatus } from './ConnectionStatus'
import { OrderBoard } from './OrderBoard'
import { OrderSearch } from './OrderSearch'
import { StatusSummary } from './StatusSummary'

export default function OrdersPage() {
  const { t } = useI18n()
  const { store } = useSnapshot(storeState)
  const [query, setQuery] = useState('')
  // the board and the summary lay out by this width (board-* variants); a phone keeps its cards even sideways,
  // where the rows' action column would not hold its Details button
  const phone = useMemo(isPhoneDevice, [])
  useEffect(startTapGuard, [])
  return (
    <div className={cx('mx-auto flex max-w-7xl flex-col gap-3', !phone && '@container/board')}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        {/* as tall as the connection status beside it, which appears only once the store is known */}
        <h1 className="flex min-h-11 items-center text-2xl font-bold text-ink">{t('page.orders')}</h1>
        {store && !store.polling ? <ConnectionStatus /> : null}
        {store?.polling ? <BasicViewIndicator /> : null}
        <div className="w-full md:ms-auto md:w-80 lg:w-96">
          <OrderSearch onSearch={setQuery} />
        </div>
      </div>
      <StatusSummary />
      <BoardBoundary>
        <OrderBoard query={query} />
      </BoardBoundary>
    </div>
  )
}
