// The one module that touches localStorage and the browser-session cookie (keys in domain/storage-keys.ts).
//
// Remember me: with remember=true the token survives browser restarts; with remember=false it is dropped when a
// new browser session starts (detected by a session cookie, which every tab shares and the browser drops when it
// closes; a per-tab sessionStorage marker would sign every tab out whenever a print tab opens without an opener).
// userEmail is kept only with remember=true. countryCode is kept after every successful sign-in.
import { SESSION_COOKIE, STORAGE_KEYS } from '../domain/storage-keys'
import type { NotifierConfig } from '../domain/types'
import { isCountryCode, type CountryCode } from './config'
import { isLocale, type Locale } from './i18n/i18n'

function get(store: Storage, key: string): string | null {
  try {
    return store.getItem(key)
  } catch {
    return null
  }
}
function set(store: Storage, key: string, value: string): void {
  try {
    store.setItem(key, value)
  } catch {
    // storage full or unavailable (private mode): the app keeps working for this tab
  }
}
function remove(store: Storage, key: string): void {
  try {
    store.removeItem(key)
  } catch {
    // ignore
  }
}

export interface StoredAuth {
  token: string | null
  notifierConfig: NotifierConfig | null
  remember: boolean
  userEmail: string | null
  countryCode: CountryCode | null
}

function parseNotifierConfig(raw: string | null): NotifierConfig | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as unknown
    return typeof value === 'object' && value !== null && 'token' in value ? (value as NotifierConfig) : null
  } catch {
    return null
  }
}

function hasSessionCookie(): boolean {
  return document.cookie.split(';').some((c) => c.trim().startsWith(`${SESSION_COOKIE}=`))
}

/** No Max-Age: the cookie lives exactly as long as the browser session */
function markSession(): void {
  document.cookie = `${SESSION_COOKIE}=1; path=/; SameSite=Strict`
}

/**
 * Call once at boot, before reading the token: applies the remember=false rule to a new browser session. True when
 * it ended a sign-in that way (what the device keeps for that user must go too, as on sign-out).
 */
export function startBrowserSession(): boolean {
  const drops = !hasSessionCookie() && get(localStorage, STORAGE_KEYS.remember) !== 'true'
  const ended = drops && get(localStorage, STORAGE_KEYS.authToken) !== null
  if (drops) {
    remove(localStorage, STORAGE_KEYS.authToken)
    remove(localStorage, STORAGE_KEYS.notifierConfig)
  }
  markSession()
  return ended
}

export function readAuth(): StoredAuth {
  const country = get(localStorage, STORAGE_KEYS.countryCode)
  const remember = get(localStorage, STORAGE_KEYS.remember)
  return {
    token: get(localStorage, STORAGE_KEYS.authToken),
    notifierConfig: parseNotifierConfig(get(localStorage, STORAGE_KEYS.notifierConfig)),
    // remember defaults to on until the user turns it off once
    remember: remember === null ? true : remember === 'true',
    userEmail: get(localStorage, STORAGE_KEYS.userEmail),
    countryCode: isCountryCode(country) ? country : null,
  }
}

export function saveSignIn(values: { token: string; countryCode: CountryCode; remember: boolean; email: string | null }): void {
  set(localStorage, STORAGE_KEYS.authToken, values.token)
  set(localStorage, STORAGE_KEYS.countryCode, values.countryCode)
  set(localStorage, STORAGE_KEYS.remember, String(values.remember))
  if (values.remember && values.email) set(localStorage, STORAGE_KEYS.userEmail, values.email)
  else if (!values.remember) remove(localStorage, STORAGE_KEYS.userEmail)
  markSession()
}

export function saveNotifierConfig(value: NotifierConfig): void {
  set(localStorage, STORAGE_KEYS.notifierConfig, JSON.stringify(value))
}

export function clearNotifierConfig(): void {
  remove(localStorage, STORAGE_KEYS.notifierConfig)
}

/** Sign-out: the token and the notifier config go; country, remember and e-mail stay for the next sign-in */
export function clearSignIn(): void {
  remove(localStorage, STORAGE_KEYS.authToken)
  remove(localStorage, STORAGE_KEYS.notifierConfig)
}

export function readLocale(): Locale | null {
  const value = get(localStorage, STORAGE_KEYS.locale)
  return isLocale(value) ? value : null
}

export function saveLocale(locale: Locale): void {
  set(localStorage, STORAGE_KEYS.locale, locale)
}

/** Impersonation: the token and its country only; the remember flag and the e-mail of the device stay */
export function saveImpersonation(values: { token: string; countryCode: CountryCode }): void {
  set(localStorage, STORAGE_KEYS.authToken, values.token)
  set(localStorage, STORAGE_KEYS.countryCode, values.countryCode)
  markSession()
}

/** The device's own settings, which another window of the dashboard may change */
export type DeviceKey = 'deviceSettings' | 'deviceHome' | 'waitThresholds'

/**
 * Calls `changed` when another window of this browser writes one of `keys` (or clears the storage): the browser's
 * storage event, which never fires in the window that wrote. Returns the unsubscribe.
 */
export function onStoredElsewhere(keys: readonly DeviceKey[], changed: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined
  const names = new Set<string>(keys.map((k) => STORAGE_KEYS[k]))
  const onStorage = (e: StorageEvent) => {
    if (e.storageArea === localStorage && (e.key === null || names.has(e.key))) changed()
  }
  window.addEventListener('storage', onStorage)
  return () => window.removeEventListener('storage', onStorage)
}

/** 'This device' settings as saved (parsed by domain/device.ts); kept on sign-out */
export function readDeviceSettingsRaw(): string | null {
  return get(localStorage, STORAGE_KEYS.deviceSettings)
}

export function saveDeviceSettingsRaw(value: string): void {
  set(localStorage, STORAGE_KEYS.deviceSettings, value)
}

/** The paired receipt printer as saved (parsed by domain/device.ts); kept on sign-out */
export function readPairedPrinterRaw(): string | null {
  return get(localStorage, STORAGE_KEYS.pairedPrinter)
}

export function savePairedPrinterRaw(value: string): void {
  set(localStorage, STORAGE_KEYS.pairedPrinter, value)
}

export function readPrintDialogNoticed(): boolean {
  return get(localStorage, STORAGE_KEYS.printDialogNoticed) === 'true'
}

export function savePrintDialogNoticed(): void {
  set(localStorage, STORAGE_KEYS.printDialogNoticed, 'true')
}

/** The page this device opens on; the device's, so sign-out keeps it */
export function readDeviceHome(): string | null {
  return get(localStorage, STORAGE_KEYS.deviceHome)
}

export function saveDeviceHome(home: string): void {
  set(localStorage, STORAGE_KEYS.deviceHome, home)
}

/** The window's wait colours of this device, as saved (validated by the caller) */
export function readWaitThresholds(): unknown {
  const raw = get(localStorage, STORAGE_KEYS.waitThresholds)
  if (!raw) return null
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return null
  }
}

export function saveWaitThresholds(value: { amberMin: number; redMin: number }): void {
  set(localStorage, STORAGE_KEYS.waitThresholds, JSON.stringify(value))
}

/** Whose alerts the device's push subscription carries */
export type PushOwner = { endpoint: string; country: CountryCode; userId: number }
/** A push subscription the device dropped without a valid token: the backend still holds it */
export type PushCleanup = { endpoint: string; auth: string; country: CountryCode }

function readJson(key: string): Record<string, unknown> | null {
  const raw = get(localStorage, key)
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as unknown
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}

export function readPushOwner(): PushOwner | null {
  const v = readJson(STORAGE_KEYS.pushOwner)
  return v && typeof v.endpoint === 'string' && isCountryCode(v.country) && typeof v.userId === 'number'
    ? { endpoint: v.endpoint, country: v.country, userId: v.userId }
    : null
}

export function savePushOwner(owner: PushOwner | null): void {
  if (owner) set(localStorage, STORAGE_KEYS.pushOwner, JSON.stringify(owner))
  else remove(localStorage, STORAGE_KEYS.pushOwner)
}

export function readPushCleanup(): PushCleanup | null {
  const v = readJson(STORAGE_KEYS.pushCleanup)
  return v && typeof v.endpoint === 'string' && typeof v.auth === 'string' && isCountryCode(v.country)
    ? { endpoint: v.endpoint, auth: v.auth, country: v.country }
    : null
}

export function savePushCleanup(cleanup: PushCleanup | null): void {
  if (cleanup) set(localStorage, STORAGE_KEYS.pushCleanup, JSON.stringify(cleanup))
  else remove(localStorage, STORAGE_KEYS.pushCleanup)
}
