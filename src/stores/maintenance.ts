// Maintenance: the warning strip (live settings/maintenance) and the maintenance file check.
import { proxy } from 'valtio'
import type { MaintenanceFile, MaintenanceSettings } from '../domain/types'
import { fetchMaintenanceFile } from '../lib/api/external'
import { navigateTo } from '../lib/navigation'
import { registerReset } from './reset'

const initialWarning = (): MaintenanceSettings => ({ enabled: false, message_english: '', message_arabic: '' })

export const maintenance = proxy<{ warning: MaintenanceSettings; file: MaintenanceFile | null }>({
  warning: initialWarning(),
  file: null,
})

/** The realtime layer calls this with settings/maintenance (and the maintenance_warning event) */
export function setMaintenanceWarning(settings: MaintenanceSettings | null | undefined): void {
  maintenance.warning = settings
    ? { enabled: !!settings.enabled, message_english: settings.message_english ?? '', message_arabic: settings.message_arabic ?? '' }
    : initialWarning()
}

export type MaintenanceCheck = 'present' | 'absent' | 'unknown'

/**
 * Looks for the maintenance file: present (200) goes to /maintenance, absent (404) goes home when asked
 * (after a failed user fetch, or from the maintenance page). Anything else changes nothing, and so does an answer
 * that comes once the asker has stopped wanting it (`stillWanted`).
 */
export async function checkMaintenance(options: { goHomeWhenAbsent?: boolean; stillWanted?: () => boolean } = {}): Promise<MaintenanceCheck> {
  let file: MaintenanceFile | null
  try {
    file = await fetchMaintenanceFile()
  } catch {
    return 'unknown'
  }
  if (options.stillWanted && !options.stillWanted()) return file ? 'present' : 'absent'
  if (file) {
    maintenance.file = file
    navigateTo('/maintenance', { replace: true })
    return 'present'
  }
  maintenance.file = null
  if (options.goHomeWhenAbsent) navigateTo('/', { replace: true })
  return 'absent'
}

/** How often a tablet on /maintenance looks again, so it is back on the board within a minute of the file going */
export const MAINTENANCE_RECHECK_MS = 30_000

/**
 * While /maintenance is shown: checks now and every MAINTENANCE_RECHECK_MS, going home once the file is gone (a
 * failed check, 'unknown', just waits for the next one). Returns the stop function; a check still on its way when
 * the page goes (a sign-out) moves no one.
 */
export function watchMaintenanceFile(): () => void {
  let stopped = false
  const stillWanted = () => !stopped
  const check = () => {
    if (!stopped) void checkMaintenance({ goHomeWhenAbsent: true, stillWanted })
  }
  check()
  const timer = setInterval(check, MAINTENANCE_RECHECK_MS)
  return () => {
    stopped = true
    clearInterval(timer)
  }
}

registerReset(() => {
  maintenance.warning = initialWarning()
})
