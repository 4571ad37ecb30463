// UI state that is not data: the language and the Manage Availability panel.
import { proxy } from 'valtio'
import { getLocale, setLocale, type Locale } from '../lib/i18n/i18n'
import { readLocale, saveLocale } from '../lib/storage'
import { registerReset } from './reset'

export const ui = proxy({
  locale: getLocale() as Locale,
  availabilityPanelOpen: false,
})

/** At boot: the remembered language (English by default) */
export function initLanguage(): void {
  const locale = readLocale() ?? 'en'
  setLocale(locale)
  ui.locale = locale
}

/** Switches the language, sets dir/lang on <html> and remembers the choice */
export function changeLanguage(locale: Locale): void {
  setLocale(locale)
  saveLocale(locale)
  ui.locale = locale
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
