// The one place that owns the language: rosetta's locale, and dir/lang on <html>.
import rosetta from 'rosetta'
import { useCallback, useSyncExternalStore } from 'react'
import type { MessageKey } from './en'
import { shellEn } from './shell.en'

export type Locale = 'en' | 'ar'
export type TParams = Record<string, string | number>
export type Translate = (key: MessageKey, params?: TParams) => string

// Texts load in parts: the shell's English at once; the work screens' texts with those screens (loadWorkTexts), the
// other signed-in pages' with those pages (loadPageTexts), and Arabic when it is chosen (loadLocale): most devices
// never need Arabic, /login needs no page's texts, and the board paints before the texts of the pages it links to.
const i18n = rosetta<Record<string, string>>({ en: shellEn })
const loaded = new Set<Locale>(['en'])
let current: Locale = 'en'
i18n.locale(current)
const listeners = new Set<() => void>()
let arabicWanted = false
let workWanted = false
let pagesWanted = false

type Part = 'ar-shell' | 'en-work' | 'ar-work' | 'en-pages' | 'ar-pages'
const parts = new Map<Part, Promise<void>>()
const importers: Record<Part, () => Promise<[Locale, Record<string, string>]>> = {
  'ar-shell': () => import('./shell.ar').then((m) => ['ar', m.shellAr]),
  'en-work': () => import('./work.en').then((m) => ['en', m.workEn]),
  'ar-work': () => import('./work.ar').then((m) => ['ar', m.workAr]),
  'en-pages': () => import('./pages.en').then((m) => ['en', m.pagesEn]),
  'ar-pages': () => import('./pages.ar').then((m) => ['ar', m.pagesAr]),
}
/** Loads a part once (rosetta merges it into its language); a part that failed to load is tried again next time */
function part(name: Part): Promise<void> {
  let pending = parts.get(name)
  if (!pending) {
    pending = importers[name]().then(([locale, table]) => void i18n.set(locale, table))
    pending.catch(() => parts.delete(name))
    parts.set(name, pending)
  }
  return pending
}

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'ar'
}

export function dirOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr'
}

export function getLocale(): Locale {
  return current
}

/** Fetches a language's texts once (the work screens' and the pages' too once they are wanted); resolves when t() can use them */
export async function loadLocale(locale: Locale): Promise<void> {
  if (locale === 'en' || loaded.has(locale)) return
  arabicWanted = true
  await Promise.all([part('ar-shell'), ...(workWanted ? [part('ar-work')] : []), ...(pagesWanted ? [part('ar-pages')] : [])])
  loaded.add('ar')
}

/** Fetches the work screens' texts (in Arabic too once it is wanted); the layout and the live session wait for it */
export async function loadWorkTexts(): Promise<void> {
  workWanted = true
  await Promise.all([part('en-work'), ...(arabicWanted ? [part('ar-work')] : [])])
}

/** Fetches every signed-in page's texts, the work screens' included; the router waits for it before the other pages */
export async function loadPageTexts(): Promise<void> {
  pagesWanted = true
  await Promise.all([loadWorkTexts(), part('en-pages'), ...(arabicWanted ? [part('ar-pages')] : [])])
}

/** Switches the language (its dictionary loaded first, see loadLocale): rosetta, <html lang> and <html dir>, then re-renders readers */
export function setLocale(locale: Locale): void {
  current = locale
  i18n.locale(locale)
  // the build renders the sign-in page in Node (features/auth/prerender.tsx), where there is no <html>
  if (typeof document !== 'undefined') {
    const html = document.documentElement
    html.lang = locale
    html.dir = dirOf(locale)
  }
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

/** Calls listener after each switch of the language (outside React: the service worker's alerts follow it) */
export const onLocaleChange = (listener: () => void): (() => void) => {
  const stop = subscribe(listener)
  return () => void stop()
}

/** The current language and a translate function that re-renders the caller when the language changes */
export function useI18n(): { locale: Locale; dir: 'rtl' | 'ltr'; t: Translate } {
  const locale = useSyncExternalStore(subscribe, getLocale, getLocale)
  const translate = useCallback<Translate>((key, params) => t(key, params, locale), [locale])
  return { locale, dir: dirOf(locale), t: translate }
}
