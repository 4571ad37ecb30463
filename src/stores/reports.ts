// The reports page: the page of report days, and the csv downloads of a day's reports. Managers only (the page
// asks permissions before calling these).
import { proxy } from 'valtio'
import { reportFileName, REPORTS_PAGE_SIZE, type ReportType } from '../domain/report-downloads'
import { apiClient, ApiError, unwrap } from '../lib/api/client'
import { saveBlob } from '../lib/download'
import { sessionEpoch } from '../lib/session-epoch'
import { registerReset } from './reset'
import { currentCountry } from './session'
import { pushToast } from './toasts'
import type { LoadOutcome } from './load-outcome'

export interface ReportsState {
  days: string[]
  count: number
  /** the offset whose answer is on screen (null before the first answer) */
  shownOffset: number | null
  loading: boolean
  failed: boolean
  /** downloads under way, by `${type}:${day}` */
  downloading: Record<string, boolean>
}

const initial = (): ReportsState => ({ days: [], count: 0, shownOffset: null, loading: false, failed: false, downloading: {} })

export const reports = proxy<ReportsState>(initial())

const api = () => apiClient(currentCountry())

let generation = 0


/** GET /report/store/dates for one page. A failure keeps the list on screen. */
export async function loadReportDays(offset: number): Promise<LoadOutcome> {
  const mine = ++generation
  reports.loading = true
  try {
    const data = await unwrap(api().GET('/api/v1/report/store/dates', { params: { query: { limit: REPORTS_PAGE_SIZE, offset } } }))
    if (mine !== generation) return 'superseded'
    reports.days = data.days
    reports.count = data.count
    reports.shownOffset = offset
    reports.failed = false
    return 'shown'
  } catch {
    if (mine !== generation) return 'superseded'
    reports.failed = true
    return 'failed'
  } finally {
    if (mine === generation) reports.loading = false
  }
}

export const downloadKey = (type: ReportType, day: string) => `${type}:${day}`

/**
 * Downloads a day's report as csv: the Daily Closing Report (GET /report/store/daily?format=csv) or the Items Daily
 * Sales Report (GET /report/store/products for that one day). Saved as e.g. daily-closing-report-2026-11-20.csv.
 */
export async function downloadReport(type: ReportType, day: string): Promise<boolean> {
  const key = downloadKey(type, day)
  if (reports.downloading[key]) return false
  const epoch = sessionEpoch()
  reports.downloading[key] = true
  try {
    const pending =
      type === 'daily'
        ? api().GET('/api/v1/report/store/daily', { params: { query: { date: day, format: 'csv' } }, parseAs: 'blob' })
        : api().GET('/api/v1/report/store/products', { params: { query: { from_date: day, to_date: day, format: 'csv' } }, parseAs: 'blob' })
    const blob = await unwrap(pending)
    // signed out meanwhile (a shared tablet): the last store's report is not saved for the next user
    if (sessionEpoch() !== epoch) return false
    await saveBlob(blob, reportFileName(type, day))
    return true
  } catch (error) {
    if (sessionEpoch() === epoch && !(error instanceof ApiError && error.notified)) pushToast({ kind: 'error', title: { key: 'error.somethingWentWrong' } })
    return false
  } finally {
    // after a sign-out the flags are the next user's
    if (sessionEpoch() === epoch) delete reports.downloading[key]
  }
}

registerReset(() => {
  generation++
  Object.assign(reports, initial())
})
