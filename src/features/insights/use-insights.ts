// The figures of the chosen range for the signed-in store: loaded when the page opens or the range changes, kept on
// screen while another range loads or when a load fails, and cancelled when the manager leaves the page.
import { useEffect, useRef, useState } from 'react'
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
  /** The range whose load failed (the one on screen stays, and the URL goes back to it) */
  failedRange: InsightRange | null
  progress: Progress | null
}

/**
 * `onFailed(range)`: a range change failed while another range is on screen; the caller puts its control (the URL)
 * back to that range, which is not loaded again for it (the failure stays on screen, with its Retry, which asks for
 * `failedRange` again)
 */
export function useInsights(range: InsightRange, onFailed: (shown: InsightRange) => void): InsightsState & { retry: () => void } {
  const { store } = useSnapshot(storeState)
  const { countryCode } = useSnapshot(session)
  const storeId = store?.id
  const zone = store?.timezone
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<InsightsState>({ shown: null, loading: true, failed: false, failedRange: null, progress: null })
  const shownRange = useRef<InsightRange | null>(null)
  /** The range put back after a failed change: already on screen */
  const putBack = useRef<InsightRange | null>(null)
  const failedRef = useRef(onFailed)
  failedRef.current = onFailed

  useEffect(() => {
    if (storeId === undefined || !zone || !countryCode) return
    if (putBack.current === range) {
      putBack.current = null
      return
    }
    putBack.current = null
    const controller = new AbortController()
    let current = true
    const todayDay = today(zone, Date.now())
    const days = rangeDays(range, todayDay)
    setState((s) => ({ ...s, loading: true, failed: false, failedRange: null, progress: null }))
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
        if (!current) return
        shownRange.current = range
        setState({ shown: { range, days, figures, arrivals }, loading: false, failed: false, failedRange: null, progress: null })
      })
      .catch(() => {
        if (!current) return
        // the other requests of this load stop too; what was on screen stays
        controller.abort()
        setState((s) => ({ ...s, loading: false, failed: true, failedRange: range, progress: null }))
        const shown = shownRange.current
        if (shown !== null && shown !== range) {
          putBack.current = shown
          failedRef.current(shown)
        }
      })
    return () => {
      current = false
      controller.abort()
    }
  }, [storeId, zone, countryCode, range, attempt])

  return { ...state, retry: () => setAttempt((n) => n + 1) }
}
