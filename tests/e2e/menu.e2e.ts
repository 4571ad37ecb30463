// The menu and stock page against the real sandbox: sold-out toggles of a product and of a shared choice that
// persist across a reload (checked in the sandbox too), the min_choices rule and the server's refusal to restock,
// stock editing on the supermarket, staff with every toggle disabled. Runs on a tablet, a phone and in Arabic.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { en } from '../../src/lib/i18n/en'
import { ar } from '../../src/lib/i18n/ar'
import type { components } from '../../src/lib/api/schema.gen'
import { api } from '../support/sandbox'
import { DEMO, signedInContext, useHarness } from './support/app'
import { PHONE, screenshot, TABLET } from './support/browser'

type Product = components['schemas']['MenuProduct']
type Lang = 'en' | 'ar'

const h = useHarness()

const RESTOCK_REFUSED = 'The product cannot be put back in stock while its modifier choices are out of stock'

/** A text of the dashboard in a language, with its {{placeholders}} filled */
function text(lang: Lang, key: keyof typeof en, params: Record<string, string | number> = {}) {
  const dict: Record<string, string> = lang === 'ar' ? ar : en
  return dict[key]!.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]))
}

async function products(country: 'kw' | 'sa', storeId: number, token: string, locale: Lang = 'en'): Promise<Product[]> {
  const { data } = await api(h.sb, country, token).GET('/api/v1/store/{id}/product', { params: { path: { id: storeId }, query: { _locale: locale } } })
  return data!
}

const choiceOf = (list: Product[], name: string) => list.flatMap((p) => p.modifiers.flatMap((m) => m.choices)).find((c) => c.name === name)!

async function openMenu(page: Page, lang: Lang = 'en') {
  await page.goto(h.url('/menu'))
  await page.getByRole('list', { name: text(lang, 'menu.list') }).waitFor()
}

/** Types a pattern into the search and waits until the debounced list shows only matches, `visibleName` among them */
/** Types a search and waits until the list shows only names holding it (special characters stripped, literal) */
async function search(page: Page, lang: Lang, query: string, visibleName: string) {
  await page.getByRole('searchbox', { name: text(lang, 'menu.search.label') }).fill(query)
  const suffix = text(lang, 'menu.toggleLabel', { name: '' })
  await page.waitForFunction(
    ({ query, suffix, wanted }) => {
      const strip = (t: string) => t.replace(/[?*^$[\]\\/(){}|]/g, '').trim().toLowerCase()
      const names = [...document.querySelectorAll('[role="switch"]')].map((s) => (s.getAttribute('aria-label') ?? '').replace(suffix, ''))
      return names.includes(wanted) && names.every((n) => strip(n).includes(strip(query)))
    },
    { query, suffix, wanted: visibleName },
  )
}

const toggle = (page: Page, lang: Lang, name: string) => page.getByRole('switch', { name: text(lang, 'menu.toggleLabel', { name }), exact: true })
const checked = async (page: Page, lang: Lang, name: string) => (await toggle(page, lang, name).getAttribute('aria-checked')) === 'true'

async function waitChecked(page: Page, lang: Lang, name: string, value: boolean) {
  await page.waitForFunction(
    ({ label, value }) => document.querySelector(`[role="switch"][aria-label="${label}"]`)?.getAttribute('aria-checked') === String(value),
    { label: text(lang, 'menu.toggleLabel', { name }), value },
  )
}

describe.each([
  { screen: 'tablet', lang: 'en' as Lang, options: TABLET, product: 'Fries', choice: 'Ketchup' },
  { screen: 'phone', lang: 'en' as Lang, options: PHONE, product: 'Onion Rings', choice: 'Ranch' },
  { screen: 'tablet', lang: 'ar' as Lang, options: TABLET, product: 'Cheese Fries', choice: 'Cheese Sauce' },
])('sold-out toggles on a $screen in $lang', ({ screen, lang, options, product, choice }) => {
  it('a manager sells out a product and a shared choice; both persist after a reload and in the sandbox', async () => {
    const { page, token } = await signedInContext(h, DEMO.kwManager, { ...options, lang })
    const local = await products('kw', 101, token, lang)
    const english = await products('kw', 101, token)
    const productId = english.find((p) => p.name === product)!.id
    const choiceId = choiceOf(english, choice).id
    const productName = local.find((p) => p.id === productId)!.name
    const choiceName = local.flatMap((p) => p.modifiers.flatMap((m) => m.choices)).find((c) => c.id === choiceId)!.name

    await openMenu(page, lang)
    await page.getByRole('heading', { level: 1, name: text(lang, 'page.menu') }).waitFor()
    await screenshot(page, `menu-${screen}-${lang}`)

    await search(page, lang, productName, productName)
    expect(await checked(page, lang, productName)).toBe(true)
    await toggle(page, lang, productName).click()
    await waitChecked(page, lang, productName, false)

    await search(page, lang, choiceName, choiceName)
    expect(await checked(page, lang, choiceName)).toBe(true)
    await toggle(page, lang, choiceName).click()
    await waitChecked(page, lang, choiceName, false)
    if (lang === 'en' && screen === 'tablet') await screenshot(page, `menu-search-${screen}-${lang}`)

    await page.reload()
    await openMenu(page, lang)
    await search(page, lang, productName, productName)
    expect(await checked(page, lang, productName)).toBe(false)
    await search(page, lang, choiceName, choiceName)
    expect(await checked(page, lang, choiceName)).toBe(false)

    const after = await products('kw', 101, token)
    expect(after.find((p) => p.id === productId)?.in_stock).toBe(false)
    const copies = after.flatMap((p) => p.modifiers.flatMap((m) => m.choices)).filter((c) => c.id === choiceId)
    expect(copies.length).toBeGreaterThan(1) // a shared choice
    expect(copies.every((c) => !c.in_stock)).toBe(true)

    // back as it was for the other runs
    await toggle(page, lang, choiceName).click()
    await waitChecked(page, lang, choiceName, true)
    await search(page, lang, productName, productName)
    await toggle(page, lang, productName).click()
    await waitChecked(page, lang, productName, true)
  })
})

describe('min_choices and the restock refusal', () => {
  it('selling out every size takes the burgers out of stock, and restocking one shows the server’s refusal', async () => {
    const { page, token } = await signedInContext(h, DEMO.kwManager)
    await openMenu(page)
    await search(page, 'en', '^Single$', 'Single')
    await toggle(page, 'en', 'Single').click()
    await waitChecked(page, 'en', 'Single', false)
    await search(page, 'en', '^Double$', 'Double')
    await toggle(page, 'en', 'Double').click()
    await waitChecked(page, 'en', 'Double', false)

    await search(page, 'en', '^Classic Burger$', 'Classic Burger')
    expect(await checked(page, 'en', 'Classic Burger')).toBe(false)
    await page.getByText('Required choices are out of stock').first().waitFor()
    await toggle(page, 'en', 'Classic Burger').click()
    const alert = page.getByRole('region', { name: 'Notifications' }).getByRole('alert').filter({ hasText: RESTOCK_REFUSED })
    await alert.waitFor()
    expect(await checked(page, 'en', 'Classic Burger')).toBe(false)
    await screenshot(page, 'menu-restock-refused-tablet-en')
    expect((await products('kw', 101, token)).find((p) => p.name === 'Classic Burger')?.in_stock).toBe(false)

    // the special characters are stripped, the rest is literal: 'a[' is a short search, not a pattern error
    await page.getByRole('searchbox', { name: 'Search products' }).fill('a[')
    await page.getByText('Search key must contain at least 3 characters.').waitFor()
    expect(await page.getByText(/Invalid search pattern/).count()).toBe(0)

    // sizes back, then the burger can be restocked
    await search(page, 'en', 'Single', 'Single')
    await toggle(page, 'en', 'Single').click()
    await waitChecked(page, 'en', 'Single', true)
    await search(page, 'en', 'Double', 'Double')
    await toggle(page, 'en', 'Double').click()
    await waitChecked(page, 'en', 'Double', true)
    await search(page, 'en', '^Classic Burger$', 'Classic Burger')
    await toggle(page, 'en', 'Classic Burger').click()
    await waitChecked(page, 'en', 'Classic Burger', true)
  })
})

describe('stock on the supermarket', () => {
  it.each([
    { screen: 'tablet', lang: 'en' as Lang, options: TABLET },
    { screen: 'phone', lang: 'ar' as Lang, options: PHONE },
  ])('manager@sa.demo edits stock on a $screen in $lang (digits only; 0 sells out) and sees it after a reload', async ({ screen, lang, options }) => {
    const { page, token } = await signedInContext(h, DEMO.saManager, { ...options, lang })
    const english = await products('sa', 201, token)
    const local = await products('sa', 201, token, lang)
    const target = english.find((p) => p.name === (lang === 'en' ? 'Bananas 1 kg' : 'Tomatoes 1 kg'))!
    const name = local.find((p) => p.id === target.id)!.name

    await openMenu(page, lang)
    await page.getByRole('heading', { level: 1, name: text(lang, 'page.products') }).waitFor()
    await screenshot(page, `products-${screen}-${lang}`)
    await search(page, lang, name, name)

    await page.getByRole('button', { name: text(lang, 'menu.stock.editLabel', { name }) }).click()
    const input = page.getByRole('textbox', { name: text(lang, 'menu.stock.input', { name }) })
    // the editor opens with the count selected: what is typed replaces it; anything but digits stays as typed, is
    // marked with why and is not sent
    await input.pressSequentially('1-2')
    expect(await input.inputValue()).toBe('1-2')
    await page.getByRole('button', { name: text(lang, 'menu.stock.ok') }).click()
    await page.getByRole('alert').filter({ hasText: text(lang, 'menu.stock.notWhole', { max: 999999 }) }).waitFor()
    if (screen === 'phone') await screenshot(page, `products-stock-refused-${screen}-${lang}`)
    await input.fill('012')
    await page.getByRole('button', { name: text(lang, 'menu.stock.ok') }).click()
    await page.getByText(text(lang, 'menu.stock.value', { n: 12 }), { exact: true }).waitFor()

    await page.reload()
    await openMenu(page, lang)
    await search(page, lang, name, name)
    await page.getByText(text(lang, 'menu.stock.value', { n: 12 }), { exact: true }).waitFor()

    await page.getByRole('button', { name: text(lang, 'menu.stock.editLabel', { name }) }).click()
    await page.getByRole('textbox', { name: text(lang, 'menu.stock.input', { name }) }).fill('')
    await page.getByRole('button', { name: text(lang, 'menu.stock.ok') }).click()
    await page.getByText(text(lang, 'menu.stock.value', { n: 0 }), { exact: true }).waitFor()
    await waitChecked(page, lang, name, false)
    if (screen === 'phone') await screenshot(page, `products-stock-${screen}-${lang}`)

    await page.reload()
    await openMenu(page, lang)
    await search(page, lang, name, name)
    await page.getByText(text(lang, 'menu.stock.value', { n: 0 }), { exact: true }).waitFor()
    expect(await checked(page, lang, name)).toBe(false)
    expect((await products('sa', 201, token)).find((p) => p.id === target.id)).toMatchObject({ stock: { current: 0 }, in_stock: false })
  })
})

describe('staff', () => {
  it('staff@kw.demo sees every sold-out toggle and category button disabled (phone)', async () => {
    const { page } = await signedInContext(h, DEMO.kwStaff, PHONE)
    await openMenu(page)
    await page.getByText('Changing what is sold out needs a store manager and the store’s permission.').waitFor()
    const switches = page.getByRole('switch')
    expect(await switches.count()).toBeGreaterThan(3)
    for (const s of await switches.all()) expect(await s.isDisabled()).toBe(true)
    expect(await page.getByRole('button', { name: 'Sold out: all of Burgers' }).isDisabled()).toBe(true)
    await screenshot(page, 'menu-staff-phone-en')
  })
})

describe.each([{ lang: 'en' as Lang }, { lang: 'ar' as Lang }])('the stock editor on a phone in $lang', ({ lang }) => {
  it("shows another device's count and its message whole, and keeps Ok and Cancel clear of the switch", async () => {
    const { page, token } = await signedInContext(h, DEMO.saManager, { ...PHONE, lang })
    const target = (await products('sa', 201, token)).find((p) => p.name === 'Fresh Milk Full Fat 1 L')!
    const name = (await products('sa', 201, token, lang)).find((p) => p.id === target.id)!.name
    await openMenu(page, lang)
    await search(page, lang, name, name)
    await page.getByRole('button', { name: text(lang, 'menu.stock.editLabel', { name }) }).click()
    await page.keyboard.type('40')
    // another tablet changes the count meanwhile: the first Ok says so, and the next tap decides
    const other = (target.stock?.current ?? 0) + 7
    await api(h.sb, 'sa', token).POST('/api/v1/store/product/stock', { body: { product_id: target.id, current: other } })
    await page.getByText(text(lang, 'menu.stock.value', { n: other }), { exact: true }).waitFor()
    await page.getByRole('button', { name: text(lang, 'menu.stock.ok') }).click()
    await page.getByRole('alert').filter({ hasText: text(lang, 'menu.stock.changed', { n: other }) }).waitFor()
    await screenshot(page, `products-stock-changed-phone-${lang}`)
    const layout = await page.evaluate((message) => {
      const alert = [...document.querySelectorAll('[role="alert"]')].find((a) => a.textContent === message)!
      const row = alert.closest('[role="listitem"]')!
      const box = (el: Element) => el.getBoundingClientRect()
      const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
      const buttons = [...alert.closest('form')!.querySelectorAll('button')]
      const toggle = box(row.querySelector('[role="switch"]')!)
      const cancel = box(buttons.at(-1)!)
      // a tap on the end of Cancel nearest the switch
      const x = document.documentElement.dir === 'rtl' ? cancel.left + 3 : cancel.right - 3
      return {
        messageWhole: alert.parentElement!.scrollHeight <= alert.parentElement!.clientHeight + 1 && box(alert).bottom <= box(row).bottom,
        buttonsInRow: buttons.every((b) => box(b).left >= box(row).left && box(b).right <= box(row).right),
        buttonsClearOfSwitch: buttons.every((b) => !overlap(box(b), toggle)),
        tapAtCancelEnd: document.elementFromPoint(x, cancel.top + cancel.height / 2)?.closest('button')?.textContent,
        sideways: document.documentElement.scrollWidth > window.innerWidth,
      }
    }, text(lang, 'menu.stock.changed', { n: other }))
    expect(layout).toEqual({ messageWhole: true, buttonsInRow: true, buttonsClearOfSwitch: true, tapAtCancelEnd: text(lang, 'menu.stock.cancel'), sideways: false })
  })
})

describe('long names on a phone', () => {
  it('two products whose names differ only at their end are both shown whole', async () => {
    const { page } = await signedInContext(h, DEMO.saManager, PHONE)
    // the catalogue as a supermarket names it: brand, product, fat, size
    const long = ['Almarai Fresh Milk Full Fat Long Life 1 Liter', 'Almarai Fresh Milk Full Fat Long Life 2 Liters']
    await page.route('**/api/v1/store/201/product?**', async (route) => {
      const response = await route.fetch()
      const list = (await response.json()) as Product[]
      list.find((p) => p.name.startsWith('Fresh Milk'))!.name = long[0]!
      list.find((p) => p.name.startsWith('Greek Yoghurt'))!.name = long[1]!
      await route.fulfill({ response, json: list })
    })
    await openMenu(page)
    await search(page, 'en', 'Almarai', long[1]!)
    await screenshot(page, 'products-long-names-phone-en')
    const shown = await page.evaluate(() =>
      [...document.querySelectorAll('[role="listitem"] p[dir="auto"]')]
        .filter((p) => p.textContent?.startsWith('Almarai'))
        .map((p) => p.scrollWidth <= p.clientWidth && p.scrollHeight <= p.clientHeight + 1),
    )
    expect(shown).toEqual([true, true])
  })
})

describe('the keyboard focus while a change is on its way (Chromium drops it from a disabled control)', () => {
  it('a sold-out switch pressed with Space keeps it while busy and after, so a second Space puts it back', async () => {
    const { page } = await signedInContext(h, DEMO.kwManager, TABLET)
    await openMenu(page)
    await search(page, 'en', 'Onion Rings', 'Onion Rings')
    const onion = toggle(page, 'en', 'Onion Rings')
    await h.control('/faults', { latency_ms: 1500 })
    await onion.focus()
    await page.keyboard.press('Space')
    await expect.poll(() => onion.getAttribute('aria-busy')).toBe('true')
    expect(await onion.evaluate((el) => el === document.activeElement)).toBe(true)
    await waitChecked(page, 'en', 'Onion Rings', false)
    await h.control('/faults', { clear: true })
    await expect.poll(() => onion.getAttribute('aria-busy')).toBe(null)
    expect(await onion.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('Space')
    await waitChecked(page, 'en', 'Onion Rings', true)
  })

  it('a stock save that fails gives it back to the input, with what was typed', async () => {
    const { page } = await signedInContext(h, DEMO.saManager, TABLET)
    await openMenu(page)
    const name = 'Greek Yoghurt 500 g'
    await search(page, 'en', name, name)
    await page.getByRole('button', { name: text('en', 'menu.stock.editLabel', { name }) }).click()
    await page.keyboard.type('40')
    await h.control('/faults', { latency_ms: 800, fail_next: { path: '/store/product/stock', status: 503 } })
    await page.getByRole('button', { name: 'Ok' }).click()
    await page.getByRole('region', { name: 'Notifications' }).getByRole('alert').first().waitFor()
    const input = page.getByRole('textbox', { name: text('en', 'menu.stock.input', { name }) })
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await input.inputValue()).toBe('40')
  })
})

// Last in the file: it replaces store 101's menu with 2,000 products
describe('a 2,000-product menu on a tablet', () => {
  /** The switch under a finger held over the list, and where it is */
  const underFinger = (page: Page, y: number) =>
    page.evaluate((y) => {
      const s = document.elementFromPoint(900, y)?.closest('[role="listitem"]')?.querySelector('[role="switch"]')
      return s ? { label: s.getAttribute('aria-label'), top: Math.round(s.getBoundingClientRect().top) } : null
    }, y)

  it('in the In stock list, products that other tablets sell out or restock above the screen do not move the rows on it', async () => {
    await h.control('/kw/stores/101/large-menu', { products: 2000 })
    const { page, token } = await signedInContext(h, DEMO.kwManager, TABLET)
    const list = await products('kw', 101, token)
    const idOf = (label: string) => list.find((p) => `${p.name} in stock` === label)!.id
    const soldOut = (id: number, out: boolean) => api(h.sb, 'kw', token).POST('/api/v1/store/soldout', { body: { product_id: id, sold_out: out ? '1' : '0' } })
    await openMenu(page)
    await page.getByRole('radio', { name: 'In stock' }).check({ force: true })
    const [first, second] = await page.locator('[role="switch"]').evaluateAll((s) => s.slice(0, 2).map((el) => el.getAttribute('aria-label')!))
    const summary = page.getByText(/^Products: \d+ · Sold out: \d+$/)
    // the first product is out of stock when the worker opens the In stock list
    let counted = await summary.textContent()
    await soldOut(idOf(first!), true)
    await expect.poll(() => summary.textContent()).not.toBe(counted)
    await page.getByRole('radio', { name: 'All' }).check({ force: true })
    await page.getByRole('radio', { name: 'In stock' }).check({ force: true })
    await expect.poll(() => page.locator('[role="switch"]').first().getAttribute('aria-label')).toBe(second)
    await page.evaluate(() => window.scrollTo(0, 40_000))
    const y = 400
    await expect.poll(() => underFinger(page, y)).not.toBe(null)
    const before = (await underFinger(page, y))!

    // back in stock elsewhere: it comes into the list above the screen
    counted = await summary.textContent()
    await soldOut(idOf(first!), false)
    await expect.poll(() => summary.textContent()).not.toBe(counted)
    expect(await underFinger(page, y)).toEqual(before)

    // sold out elsewhere: it stays in the list, shown sold out
    counted = await summary.textContent()
    await soldOut(idOf(second!), true)
    await expect.poll(() => summary.textContent()).not.toBe(counted)
    expect(await underFinger(page, y)).toEqual(before)
    await screenshot(page, 'menu-large-in-stock-tablet-en')
  })
})
