// The build's sign-in HTML and the inline script that picks it (domain/sign-in-boot.ts), run as index.html runs them
import { afterEach, describe, expect, it } from 'vitest'
import { PRERENDERED_ATTR, SIGN_IN_BOOT_SCRIPT } from '../../domain/sign-in-boot'
import { ar } from '../../lib/i18n/ar'
import { en } from '../../lib/i18n/en'
import { signInTemplates } from './prerender'

const templates = await signInTemplates()

/** A page as the built index.html starts: an empty #root, the templates, then the script */
function boot(path: string, storage: Record<string, string> = {}, cookie = '') {
  history.replaceState(null, '', path)
  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value)
  if (cookie) document.cookie = cookie
  document.body.innerHTML = `<div id="root"></div>${templates}`
  new Function(SIGN_IN_BOOT_SCRIPT)()
  const root = document.getElementById('root')!
  return { root, lang: document.documentElement.lang, dir: document.documentElement.dir }
}
const field = (root: HTMLElement, name: string) => root.querySelector<HTMLInputElement>(`[name="${name}"]`)

// the unit project shares its document between files: leave nothing of the page behind (another file's query for a
// 'Country' combobox would find this page's too)
afterEach(() => {
  document.cookie = 'dashboardSession=; max-age=0; path=/'
  history.replaceState(null, '', '/')
  document.body.innerHTML = ''
  localStorage.clear()
  document.documentElement.removeAttribute('lang')
  document.documentElement.removeAttribute('dir')
})

describe('the prerendered sign-in page', () => {
  it('holds both languages, with and without the country field, in the i18n tables\' texts', () => {
    for (const [id, texts, country] of [['sign-in-en-country', en, true], ['sign-in-en', en, false], ['sign-in-ar-country', ar, true], ['sign-in-ar', ar, false]] as const) {
      const html = templates.slice(templates.indexOf(`id="${id}"`)).split('</template>')[0]!
      for (const key of ['auth.banner.title', 'login.title', 'login.email', 'login.password', 'login.remember', 'login.submit', 'login.forgot'] as const) {
        expect(html, `${id} ${key}`).toContain(texts[key])
      }
      expect(html.includes(texts['login.country']), id).toBe(country)
    }
  })

  it('shows on /login in the saved language, sets lang and dir, and fills what the app would', () => {
    const english = boot('/login')
    expect([english.lang, english.dir, english.root.getAttribute(PRERENDERED_ATTR)]).toEqual(['en', 'ltr', 'en'])
    expect(english.root.querySelector('h1')?.textContent).toBe(en['login.title'])
    expect(field(english.root, 'country')).not.toBeNull()
    expect(field(english.root, 'remember')?.checked).toBe(true)

    const arabic = boot('/login', { locale: 'ar', countryCode: 'SA', userEmail: 'a@b.sa', remember: 'true' })
    expect([arabic.lang, arabic.dir, arabic.root.getAttribute(PRERENDERED_ATTR)]).toEqual(['ar', 'rtl', 'ar'])
    expect(arabic.root.querySelector('h1')?.textContent).toBe(ar['login.title'])
    expect(field(arabic.root, 'country')).toBeNull()
    expect(field(arabic.root, 'email')?.value).toBe('a@b.sa')
  })

  it('leaves the e-mail empty and Remember me off when remember is off', () => {
    const { root } = boot('/login', { userEmail: 'a@b.kw', remember: 'false' })
    expect(field(root, 'email')?.value).toBe('')
    expect(field(root, 'remember')?.checked).toBe(false)
  })

  it('shows nothing to a signed-in start, nor off /login, but still sets the language', () => {
    const kept = boot('/login', { authToken: 't', remember: 'true', locale: 'ar' })
    expect([kept.root.childElementCount, kept.root.hasAttribute(PRERENDERED_ATTR), kept.dir]).toEqual([0, false, 'rtl'])
    const sameSession = boot('/login', { authToken: 't', remember: 'false' }, 'dashboardSession=1; path=/')
    expect(sameSession.root.childElementCount).toBe(0)
    const orders = boot('/orders')
    expect(orders.root.childElementCount).toBe(0)
  })

  it('shows on /login when the saved token ends with the browser session (remember off, a new session)', () => {
    const { root } = boot('/login', { authToken: 't', remember: 'false' })
    expect(root.getAttribute(PRERENDERED_ATTR)).toBe('en')
  })

  it('keeps a submit before the app runs from leaving the page', () => {
    const { root } = boot('/login')
    const event = new Event('submit', { cancelable: true })
    root.querySelector('form')!.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
    expect(root.querySelector('form')!.hasAttribute('data-submitted')).toBe(true)
  })
})
