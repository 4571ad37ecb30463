// Test helpers that put the app in a signed-in or signed-out state through local storage, as a reload would.
import { STORAGE_KEYS } from '../../src/domain/storage-keys'
import { initSession } from '../../src/stores/session'

export function signInAs(options: { token?: string; country?: 'KW' | 'SA'; remember?: boolean; email?: string } = {}): void {
  localStorage.setItem(STORAGE_KEYS.authToken, options.token ?? 'user-token')
  localStorage.setItem(STORAGE_KEYS.countryCode, options.country ?? 'KW')
  localStorage.setItem(STORAGE_KEYS.remember, String(options.remember ?? true))
  if (options.email) localStorage.setItem(STORAGE_KEYS.userEmail, options.email)
  initSession()
}

export function rememberCountry(country: 'KW' | 'SA'): void {
  localStorage.setItem(STORAGE_KEYS.countryCode, country)
  initSession()
}
