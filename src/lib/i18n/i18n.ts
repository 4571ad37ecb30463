// The one place that owns the language: rosetta's locale, and dir/lang on <html>.
import rosetta from 'rosetta'
import { useCallback, useSyncExternalStore } from 'react'
import { en, type Dictionary, type MessageKey } from './en'

export type Locale = 'en' | 'ar'
export const LOCALES: readonly Locale[] = ['en', 'ar']
export type TParams = Record<string, string | number>
export type Translate = (key: MessageKey, params?: TParams) => string

// Arabic is fetched when it is chosen (loadLocale): most devices never need it, and it weighed on every first load.
const i18n = rosetta<Dictionary>({ en })
const loaded = new Set<Locale>(['en'])
let current: Locale = 'en'
i18n.locale(current)
const listeners = new Set<() => void>()

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'ar'
}

export function dirOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr'
}

export function getLocale(): Locale {
  return current
}

/** Fetches a language's dictionary once; resolves when t() can use it */
export async function loadLocale(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return
  const { ar } = await import('./ar')
  i18n.set('ar', ar)
  loaded.add('ar')
}

/** Switches the language (its dictionary loaded first, see loadLocale): rosetta, <html lang> and <html dir>, then re-renders readers */
export function setLocale(locale: Locale): void {
  current = locale
  i18n.locale(locale)
  const html = document.documentElement
  html.lang = locale
  html.dir = dirOf(locale)
  for (const listener of listeners) listener()
}

/** Text of a key in the current (or given) language. Keys are flat, so they are passed as one path segment. */
export function t(key: MessageKey, params?: TParams, locale: Locale = current): string {
  return loaded.has(locale) ? i18n.t([key], params, locale) : i18n.t([key], params, 'en')
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The current language and a translate function that re-renders the caller when the language changes */
export function useI18n(): { locale: Locale; dir: 'rtl' | 'ltr'; t: Translate } {
  const locale = useSyncExternalStore(subscribe, getLocale, getLocale)
  const translate = useCallback<Translate>((key, params) => t(key, params, locale), [locale])
  return { locale, dir: dirOf(locale), t: translate }
}
