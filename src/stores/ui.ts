// UI state that is not data: the Manage Availability panel, and the language actions (the current language
// itself lives in src/lib/i18n/i18n.ts, which owns rosetta and <html dir/lang>; read it with useI18n()).
import { proxy } from 'valtio'
import { loadLocale, setLocale, type Locale } from '../lib/i18n/i18n'
import { readLocale, saveLocale } from '../lib/storage'
import { registerReset } from './reset'
import { pushToast } from './toasts'

export const ui = proxy({
  availabilityPanelOpen: false,
})

/** At boot, before the first render: the remembered language (English by default, and when Arabic cannot load) */
export async function initLanguage(): Promise<void> {
  const locale = readLocale() ?? 'en'
  try {
    await loadLocale(locale)
    setLocale(locale)
  } catch {
    setLocale('en')
  }
}

/**
 * Switches the language, sets dir/lang on <html> and remembers the choice. When its dictionary cannot be fetched
 * the page stays as it is and says so.
 */
export async function changeLanguage(locale: Locale): Promise<void> {
  try {
    await loadLocale(locale)
  } catch {
    pushToast({ kind: 'error', title: { key: 'error.somethingWentWrong' } })
    return
  }
  setLocale(locale)
  saveLocale(locale)
}

export function openAvailabilityPanel(): void {
  ui.availabilityPanelOpen = true
}

export function closeAvailabilityPanel(): void {
  ui.availabilityPanelOpen = false
}

// The language is the device's choice, so sign-out keeps it.
registerReset(() => {
  ui.availabilityPanelOpen = false
})
