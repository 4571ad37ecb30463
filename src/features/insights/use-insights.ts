// The figures of the chosen range for the signed-in store: loaded when the page opens or the range changes, kept on
// screen while another range loads or when a load fails, and cancelled when the manager leaves the page.
import { useEffect, useState } from 'react'
import { useSnapshot } from '../../lib/use-snapshot'
import { rangeDays, type ArrivalRecord, type DayFigures, type InsightRange } from '../../domain/insights'
import { today, type Day } from '../../domain/periods'
import { session } from '../../stores/session'
import { storeState } from '../../stores/store'
import { loadFigures, readArrivalRecords, type Progress } from './insights-data'

export interface Shown {
  range: InsightRange
  days: Day[]
  figures: DayFigures[]
  arrivals: { recorded: boolean; records: ArrivalRecord[] }
}

export interface InsightsState {
  shown: Shown | null
  loading: boolean
  failed: boolean
  progress: Progress | null
}

export function useInsights(range: InsightRange): InsightsState & { retry: () => void } {
  const { store } = useSnapshot(storeState)
  const { countryCode } = useSnapshot(session)
  const storeId = store?.id
  const zone = store?.timezone
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<InsightsState>({ shown: null, loading: true, failed: false, progress: null })

  useEffect(() => {
    if (storeId === undefined || !zone || !countryCode) return
    const controller = new AbortController()
    let current = true
    const todayDay = today(zone, Date.now())
    const days = rangeDays(range, todayDay)
    setState((s) => ({ ...s, loading: true, failed: false, progress: null }))
    Promise.all([
      loadFigures({
        country: countryCode,
        storeId,
        zone,
        days,
        today: todayDay,
        signal: controller.signal,
        onProgress: (progress) => {
          if (current) setState((s) => ({ ...s, progress }))
        },
      }),
      readArrivalRecords(countryCode, storeId),
    ])
      .then(([figures, arrivals]) => {
        if (current) setState({ shown: { range, days, figures, arrivals }, loading: false, failed: false, progress: null })
      })
      .catch(() => {
        if (!current) return
        // the other requests of this load stop too; what was on screen stays
        controller.abort()
        setState((s) => ({ ...s, loading: false, failed: true, progress: null }))
      })
    return () => {
      current = false
      controller.abort()
    }
  }, [storeId, zone, countryCode, range, attempt])

  return { ...state, retry: () => setAttempt((n) => n + 1) }
}
