// UI state that is not data: the Manage Availability panel, and the language actions (the current language
// itself lives in src/lib/i18n/i18n.ts, which owns rosetta and <html dir/lang>; read it with useI18n()).
import { proxy } from 'valtio'
import { setLocale, type Locale } from '../lib/i18n/i18n'
import { readLocale, saveLocale } from '../lib/storage'
import { registerReset } from './reset'

export const ui = proxy({
  availabilityPanelOpen: false,
})

/** At boot: the remembered language (English by default) */
export function initLanguage(): void {
  const locale = readLocale() ?? 'en'
  setLocale(locale)
}

/** Switches the language, sets dir/lang on <html> and remembers the choice */
export function changeLanguage(locale: Locale): void {
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
