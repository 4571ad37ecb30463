// Maintenance: the maintenance file sends signed-in staff to /maintenance and back; the live warning strip.
import { afterEach, describe, expect, it } from 'vitest'
import { ar } from '../../src/lib/i18n/ar'
import { DEMO, useHarness } from './support/app'
import { nav } from './support/page'
import { atPath, path, ready, shell } from './support/shell'

const h = useHarness()
const { open } = shell(h)

afterEach(async () => {
  await h.control('/maintenance', { file: false, warning: { enabled: false, message_english: '', message_arabic: '' } })
})

describe('maintenance', () => {
  it('the maintenance file sends a signed-in user to /maintenance with its English text; once gone, home', async () => {
    await h.control('/maintenance', { file: true, warning: { enabled: false, message_english: 'We are upgrading the dashboard', message_arabic: 'نقوم بتحديث اللوحة' } })
    const { page } = await open(DEMO.kwManager, '/past-orders')
    await atPath(page, '/maintenance')
    await page.getByRole('heading', { name: 'Under maintenance' }).waitFor()
    await page.getByText('We are upgrading the dashboard', { exact: true }).waitFor()
    expect(await nav(page).count()).toBe(0)

    await h.control('/maintenance', { file: false })
    await page.reload()
    await atPath(page, '/orders')
    await ready(page, 'Salmiya')
  })

  it('the live warning strip shows the English message (Arabic in Arabic) and goes away when disabled', async () => {
    const { page } = await open(DEMO.kwManager)
    await ready(page, 'Salmiya')
    const strip = page.getByRole('status', { name: 'Maintenance notice' })
    expect(await strip.count()).toBe(0)
    await h.control('/maintenance', { warning: { enabled: true, message_english: 'Maintenance tonight at 2 am', message_arabic: 'صيانة الليلة الساعة 2 صباحًا' } })
    await strip.waitFor()
    expect(await strip.innerText()).toBe('Maintenance tonight at 2 am')
    expect(path(page)).toBe('/orders')

    // a dashboard opened later sees it at once, in Arabic when the language is Arabic
    const arabic = await open(DEMO.kwStaff, '/orders', { lang: 'ar' })
    const arabicStrip = arabic.page.getByRole('status', { name: ar['maintenance.warning'] })
    await arabicStrip.waitFor()
    expect(await arabicStrip.innerText()).toBe('صيانة الليلة الساعة 2 صباحًا')

    await h.control('/maintenance', { warning: { enabled: false } })
    await strip.waitFor({ state: 'detached' })
    await arabicStrip.waitFor({ state: 'detached' })
  })
})
