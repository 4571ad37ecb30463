import { describe, expect, it } from 'vitest'
import { SESSION_COOKIE, STORAGE_KEYS } from '../domain/storage-keys'
import { clearSignIn, readAuth, readLocale, saveImpersonation, saveLocale, saveNotifierConfig, saveSignIn, startBrowserSession } from './storage'

/** What closing the browser does: session cookies go */
const endBrowserSession = () => {
  document.cookie = `${SESSION_COOKIE}=; max-age=0; path=/`
}

describe('storage keys (SPEC 9)', () => {
  it("uses the five keys of the spec plus the language, the device's settings, printer, home page and wait colours, and the push subscription's owner and cleanup", () => {
    expect(Object.values(STORAGE_KEYS)).toEqual(['authToken', 'notifierConfig', 'remember', 'userEmail', 'countryCode', 'locale', 'deviceSettings', 'pairedPrinter', 'printDialogNoticed', 'deviceHome', 'waitThresholds', 'pushOwner', 'pushCleanup'])
  })

  it('a sign-in with remember stores token, country, remember and e-mail', () => {
    saveSignIn({ token: 't1', countryCode: 'SA', remember: true, email: 'manager@sa.demo' })
    expect(localStorage.getItem('authToken')).toBe('t1')
    expect(localStorage.getItem('countryCode')).toBe('SA')
    expect(localStorage.getItem('remember')).toBe('true')
    expect(localStorage.getItem('userEmail')).toBe('manager@sa.demo')
    expect(readAuth()).toMatchObject({ token: 't1', countryCode: 'SA', remember: true, userEmail: 'manager@sa.demo' })
  })

  it('a sign-in without remember forgets the e-mail', () => {
    localStorage.setItem('userEmail', 'old@kw.demo')
    saveSignIn({ token: 't2', countryCode: 'KW', remember: false, email: 'staff@kw.demo' })
    expect(localStorage.getItem('remember')).toBe('false')
    expect(localStorage.getItem('userEmail')).toBeNull()
  })

  it('remember=true keeps the token across a browser restart', () => {
    saveSignIn({ token: 't3', countryCode: 'KW', remember: true, email: 'staff@kw.demo' })
    saveNotifierConfig({ token: 'c', uuid: 'u', impersonate: false })
    endBrowserSession() // the browser was closed
    startBrowserSession()
    expect(readAuth().token).toBe('t3')
    expect(readAuth().notifierConfig).toEqual({ token: 'c', uuid: 'u', impersonate: false })
  })

  it('remember=false drops the token (and notifier config) when a new browser session starts', () => {
    saveSignIn({ token: 't4', countryCode: 'KW', remember: false, email: null })
    saveNotifierConfig({ token: 'c', uuid: 'u', impersonate: false })
    expect(startBrowserSession()).toBe(false) // a reload in the same session keeps it
    expect(readAuth().token).toBe('t4')
    endBrowserSession() // the browser was closed
    expect(startBrowserSession()).toBe(true) // the sign-in ended: the caller clears the device's user data
    expect(readAuth().token).toBeNull()
    expect(readAuth().notifierConfig).toBeNull()
    expect(readAuth().countryCode).toBe('KW')
    expect(document.cookie).toContain(`${SESSION_COOKIE}=1`)
  })

  it('sign-out clears the token and the notifier config only', () => {
    saveSignIn({ token: 't5', countryCode: 'SA', remember: true, email: 'manager@sa.demo' })
    saveNotifierConfig({ token: 'c', uuid: 'u', impersonate: false })
    clearSignIn()
    expect(localStorage.getItem('authToken')).toBeNull()
    expect(localStorage.getItem('notifierConfig')).toBeNull()
    expect(readAuth()).toMatchObject({ countryCode: 'SA', remember: true, userEmail: 'manager@sa.demo' })
  })

  it('impersonation stores the token and country and leaves the device settings', () => {
    localStorage.setItem('remember', 'true')
    localStorage.setItem('userEmail', 'manager@kw.demo')
    saveImpersonation({ token: 'imp', countryCode: 'SA' })
    expect(readAuth()).toMatchObject({ token: 'imp', countryCode: 'SA', remember: true, userEmail: 'manager@kw.demo' })
  })

  it('ignores unknown countries and broken notifier configs', () => {
    localStorage.setItem('countryCode', 'US')
    localStorage.setItem('notifierConfig', '{broken')
    expect(readAuth()).toMatchObject({ countryCode: null, notifierConfig: null, remember: true })
  })

  it('remembers the language', () => {
    expect(readLocale()).toBeNull()
    saveLocale('ar')
    expect(localStorage.getItem('locale')).toBe('ar')
    expect(readLocale()).toBe('ar')
  })
})
