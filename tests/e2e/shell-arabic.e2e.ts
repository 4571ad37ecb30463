// Arabic: the signed-in layout and the sign-in screen mirror the English ones, and the language is remembered.
import { describe, expect, it } from 'vitest'
import { ar } from '../../src/lib/i18n/ar'
import { DEMO, useHarness } from './support/app'
import { TABLET } from './support/browser'
import { nav, signInAppReady } from './support/page'
import { box, ready, shell } from './support/shell'

const h = useHarness()
const { open, storeName } = shell(h)

describe('Arabic', () => {
  it('mirrors the layout: rtl, navigation on the right, user menu on the left, panel from the left, and remembers it', async () => {
    const en = await open(DEMO.kwManager)
    await ready(en.page, 'Salmiya')
    const width = TABLET.viewport.width
    const enNav = await box(nav(en.page))
    expect(enNav.x).toBe(0)
    const enMenu = await box(en.page.getByRole('button', { name: 'User menu' }))
    const enName = await box(en.page.getByRole('banner').getByText('Salmiya', { exact: true }))
    expect(enMenu.x).toBeGreaterThan(enName.x)
    await en.page.getByRole('button', { name: 'Manage', exact: true }).click()
    const enPanel = await box(en.page.getByRole('dialog', { name: 'Manage Availability' }).locator('[id^="headlessui-dialog-panel"]'))
    expect(enPanel.x + enPanel.width).toBeCloseTo(width, 0)

    const arabicName = await storeName(DEMO.kwManager, 'ar')
    expect(arabicName).not.toBe('Salmiya')
    const { page } = await open(DEMO.kwManager, '/orders', { lang: 'ar' })
    await ready(page, arabicName)
    expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual(['rtl', 'ar'])
    const arNav = nav(page, ar['nav.label'])
    expect(await arNav.getByRole('link').allInnerTexts()).toEqual([ar['nav.orders'], ar['nav.kitchen'], ar['nav.window'], ar['nav.pastOrders'], ar['nav.menu'], ar['nav.reports'], ar['nav.insights'], ar['nav.loyalty']])
    const navBox = await box(arNav)
    expect(navBox.x + navBox.width).toBeCloseTo(width, 0)
    const menu = await box(page.getByRole('button', { name: ar['user.menu'] }))
    const name = await box(page.getByRole('banner').getByText(arabicName, { exact: true }))
    expect(menu.x).toBeLessThan(name.x)
    await page.getByRole('button', { name: ar['collection.manage'], exact: true }).click()
    const panel = page.getByRole('dialog', { name: ar['availability.title'] })
    await panel.waitFor()
    const panelBox = await box(panel.locator('[id^="headlessui-dialog-panel"]'))
    expect(panelBox.x).toBe(0)
    expect(await panel.getByRole('button', { name: ar['availability.save'] }).isVisible()).toBe(true)
    await panel.getByRole('button', { name: ar['availability.close'], exact: true }).click()

    // switching back through the user menu, and the choice survives a reload
    await page.getByRole('button', { name: ar['user.menu'] }).click()
    await page.getByRole('menuitemradio', { name: 'English' }).click()
    await page.reload()
    await ready(page, 'Salmiya')
    expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual(['ltr', 'en'])
    await page.getByRole('button', { name: 'User menu' }).click()
    await page.getByRole('menuitemradio', { name: 'العربية' }).click()
    await page.reload()
    await ready(page, arabicName)
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl')
  })

  it('the language button of the sign-in screen switches to Arabic and back, and is remembered', async () => {
    const { page } = await h.context()
    await page.goto(h.url('/login'))
    await signInAppReady(page)
    await page.getByRole('button', { name: 'العربية' }).click()
    await page.getByRole('heading', { name: ar['login.title'] }).waitFor()
    expect(await page.evaluate(() => [document.documentElement.dir, localStorage.getItem('locale')])).toEqual(['rtl', 'ar'])
    await page.reload()
    await page.getByRole('heading', { name: ar['login.title'] }).waitFor()
    await signInAppReady(page)
    await page.getByRole('button', { name: 'English' }).click()
    await page.getByRole('heading', { name: 'Sign in to your store' }).waitFor()
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr')
  })

  it('mirrors the sign-in screen: the banner on the right, Arabic labels and messages', async () => {
    const made = await h.context()
    await made.context.addInitScript(() => localStorage.setItem('locale', 'ar'))
    const { page } = made
    await page.goto(h.url('/login'))
    await page.getByRole('heading', { name: ar['login.title'] }).waitFor()
    await signInAppReady(page)
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    const form = await box(page.getByRole('main'))
    const banner = await box(page.getByRole('complementary'))
    expect(banner.x).toBeGreaterThan(form.x)
    await page.getByRole('button', { name: ar['login.submit'] }).click()
    await page.getByText(ar['validation.emailRequired'], { exact: true }).waitFor()
    await page.getByText(ar['validation.passwordRequired'], { exact: true }).waitFor()
    expect(await page.getByLabel(ar['login.email'], { exact: true }).getAttribute('aria-invalid')).toBe('true')
  })
})
