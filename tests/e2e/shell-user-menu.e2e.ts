// The user menu: the avatar, name, e-mail and version, sign-out that leaves nothing behind, and the avatar upload.
import { describe, expect, it } from 'vitest'
import { api } from '../support/sandbox'
import { DEMO, localStorageOf, signInThroughForm, useHarness } from './support/app'
import { errorToast, nav, successToast } from './support/page'
import { atPath, PNG, ready, shell } from './support/shell'

const h = useHarness()
const { open, requests } = shell(h)

describe('user menu and sign-out', () => {
  it('shows the avatar, name, e-mail and version 1.4.16', async () => {
    const { page } = await open(DEMO.kwManager)
    await ready(page, 'Salmiya')
    const trigger = page.getByRole('button', { name: 'User menu' })
    expect(await trigger.locator('img').getAttribute('src')).toContain('/media/fake-avatar/')
    await trigger.click()
    const menu = page.getByRole('menu')
    await menu.getByText('Jassim Al-Shatti', { exact: true }).waitFor()
    await menu.getByText(DEMO.kwManager, { exact: true }).waitFor()
    await menu.getByText('Version 1.4.16', { exact: true }).waitFor()
    expect((await menu.locator('[role^="menuitem"]').allInnerTexts()).map((t) => t.replace('✓', '').trim())).toEqual(['Change avatar', 'This device', 'English', 'العربية', 'Orders', 'Kitchen', 'Window', 'Sign Out'])
    expect((await menu.getByRole('menuitem').allInnerTexts()).map((t) => t.trim())).toEqual(['Change avatar', 'This device', 'Sign Out'])
    // the choices say which is chosen: the language, and the page this device opens on
    expect(await menu.getByRole('menuitemradio', { name: 'English' }).getAttribute('aria-checked')).toBe('true')
    expect(await menu.getByRole('menuitemradio', { name: 'العربية' }).getAttribute('aria-checked')).toBe('false')
    expect(await menu.getByRole('menuitemradio', { name: 'Orders' }).getAttribute('aria-checked')).toBe('true')
    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'hidden' })
  })

  it('sign-out clears the token and the notifier config, resets the state, and the next user starts clean', async () => {
    const { page } = await open(DEMO.kwManager)
    await ready(page, 'Salmiya')
    await nav(page).getByRole('link', { name: 'Reports' }).click()
    await atPath(page, '/reports')
    await expect.poll(async () => (await localStorageOf(page)).notifierConfig).toBeTruthy()

    await page.getByRole('button', { name: 'User menu' }).click()
    await page.getByRole('menuitem', { name: 'Sign Out' }).click()
    await atPath(page, '/login')
    const stored = await localStorageOf(page)
    expect(stored.authToken).toBeUndefined()
    expect(stored.notifierConfig).toBeUndefined()
    // the device keeps its country, remember flag, e-mail and language
    expect(stored.countryCode).toBe('KW')
    expect(stored.remember).toBe('true')
    expect(stored.userEmail).toBe(DEMO.kwManager)

    // going back does not reopen the dashboard
    await page.goBack()
    await atPath(page, '/login')
    await page.getByRole('button', { name: 'Sign in' }).waitFor()
    await page.goto(h.url('/reports'))
    await atPath(page, '/login')

    // another user in the same tab sees their own store and permissions, nothing of the previous one
    await signInThroughForm(page, h, DEMO.kwStaff, DEMO.password, { goto: false })
    await atPath(page, '/orders')
    await ready(page, 'Salmiya')
    await expect.poll(() => nav(page).getByRole('link').allInnerTexts()).toEqual(['Orders', 'Kitchen', 'Window', 'Completed Orders', 'Menu', 'Loyalty'])
    await page.getByRole('button', { name: 'User menu' }).click()
    await page.getByRole('menu').getByText(DEMO.kwStaff, { exact: true }).waitFor()
    expect(await page.getByRole('menu').getByText('Jassim Al-Shatti').count()).toBe(0)
  })

  it('uploads an avatar as base64: the sandbox stores the same bytes and the menu shows it', async () => {
    const { page, token } = await open(DEMO.kwStaff)
    await ready(page, 'Salmiya')
    const trigger = page.getByRole('button', { name: 'User menu' })

    // a file that is not an image: the backend's message, and the avatar stays
    await trigger.click()
    let chooser = page.waitForEvent('filechooser')
    await page.getByRole('menuitem', { name: 'Change avatar' }).click()
    await (await chooser).setFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') })
    const refused = errorToast(page, 'Validation Failed')
    await refused.waitFor()
    expect(await refused.innerText()).toContain('The file is not a png, jpeg, webp or gif image.')
    expect(await trigger.locator('img').getAttribute('src')).toContain('/media/fake-avatar/')

    await trigger.click()
    chooser = page.waitForEvent('filechooser')
    await page.getByRole('menuitem', { name: 'Change avatar' }).click()
    await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG })
    await successToast(page, 'Avatar updated').waitFor()
    await expect.poll(() => trigger.locator('img').getAttribute('src')).toMatch(/\/media\/avatar\/2\?v=\d+$/)
    await expect.poll(() => trigger.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1)

    const { data } = await api(h.sb, 'kw', token).GET('/api/v1/user/store')
    const mini = data?.user.avatar?.mini
    expect(mini).toMatch(/^\/media\/avatar\/2\?v=\d+$/)
    const served = Buffer.from(await (await fetch(h.url(mini!))).arrayBuffer())
    expect(served.equals(PNG)).toBe(true)
    const upload = (await requests()).filter((r) => r.method === 'POST' && r.path === '/kw/api/v1/user/avatar')
    expect(upload.map((r) => r.status)).toEqual([400, 200])

    // it stays after a reload
    await page.reload()
    await ready(page, 'Salmiya')
    expect(await trigger.locator('img').getAttribute('src')).toBe(await page.evaluate((m) => new URL(m, location.origin).href, mini!))
  })
})
