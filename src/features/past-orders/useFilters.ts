// The filters of the past orders page live in its URL (react-router search params): a reload or a shared link
// shows the same list, and the browser's back button steps back through filter changes.
import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useSnapshot } from '../../lib/use-snapshot'
import { changeFilters, filtersToParams, parseFilters, type PastOrderFilters } from '../../domain/past-orders'
import { COUNTRY_TIMEZONES } from '../../domain/zoned'
import { session } from '../../stores/session'
import { storeState } from '../../stores/store'

export type UpdateFilters = (change: Partial<PastOrderFilters>, options?: { replace?: boolean }) => void

export function usePastOrderFilters(): { filters: PastOrderFilters; update: UpdateFilters } {
  const [params, setParams] = useSearchParams()
  const filters = useMemo(() => parseFilters(params), [params])
  const update = useCallback<UpdateFilters>(
    (change, options) => {
      setParams((current) => filtersToParams(changeFilters(parseFilters(current), change)), { replace: options?.replace ?? false })
    },
    [setParams],
  )
  return { filters, update }
}

/** The store's timezone (the country's until the store has loaded) */
export function useStoreZone(): string {
  const { store } = useSnapshot(storeState)
  const { countryCode } = useSnapshot(session)
  return store?.timezone ?? COUNTRY_TIMEZONES[countryCode ?? 'KW']
}
