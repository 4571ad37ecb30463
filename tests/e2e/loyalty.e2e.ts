// The loyalty page against the real sandbox: find a customer who has ordered, add punches and see the new count,
// the same receipt twice gives the field error, an unknown phone, and a phone that ordered but has no card yet.
// The main flow runs on a tablet, on a phone and in Arabic.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ar } from '../../src/lib/i18n/ar'
import { en } from '../../src/lib/i18n/en'
import type { components } from '../../src/lib/api/schema.gen'
import { api, loyaltyApi } from '../support/sandbox'
import { DEMO, signedInContext, useHarness } from './support/app'
import { PHONE, screenshot, TABLET } from './support/browser'

type Order = components['schemas']['Order']
type Lang = 'en' | 'ar'

const h = useHarness()

function text(lang: Lang, key: keyof typeof en, params: Record<string, string | number> = {}) {
  const dict: Record<string, string> = lang === 'ar' ? ar : en
  return dict[key]!.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]))
}

/** Phones of customers with delivered orders at store 101 (they have a loyalty card) */
async function cardHolders(token: string): Promise<string[]> {
  const { data } = await api(h.sb, 'kw', token).GET('/api/v1/search/order', { params: { query: { status_id: 5, limit: 100 } } })
  const orders = (data as { orders: Order[] }).orders
  return [...new Set(orders.map((o) => o.user.phone).filter((p) => p.startsWith('+965')))]
}

async function openLoyalty(page: Page, lang: Lang) {
  await page.goto(h.url('/loyalty'))
  await page.getByRole('heading', { level: 1, name: text(lang, 'page.loyalty') }).waitFor()
}

async function searchPhone(page: Page, lang: Lang, digits: string) {
  await page.getByRole('textbox', { name: text(lang, 'loyalty.phone') }).fill(digits)
  await page.getByRole('button', { name: text(lang, 'loyalty.search'), exact: true }).click()
}

const customer = (page: Page, lang: Lang) => page.getByRole('region', { name: text(lang, 'loyalty.customer.title'), exact: true })
const punchForm = (page: Page, lang: Lang) => page.getByRole('region', { name: text(lang, 'loyalty.form.title'), exact: true })

describe.each([
  { screen: 'tablet', lang: 'en' as Lang, options: TABLET, index: 0 },
  { screen: 'phone', lang: 'en' as Lang, options: PHONE, index: 1 },
  { screen: 'tablet', lang: 'ar' as Lang, options: TABLET, index: 2 },
])('loyalty on a $screen in $lang', ({ screen, lang, options, index }) => {
  it('finds a customer who has ordered, adds punches, sees the new count; the same receipt twice is refused by the field', async () => {
    const { page, token } = await signedInContext(h, DEMO.kwManager, { ...options, lang })
    const phone = (await cardHolders(token))[index]!
    const before = (await loyaltyApi(h.sb, 'kw', token).GET('/store/loyalty/search', { params: { query: { phone } } })).data!
    expect(before.customer?.created).toBeTruthy()
    const count = before.loyalty!.count_punches

    await openLoyalty(page, lang)
    const area = page.getByRole('combobox', { name: text(lang, 'loyalty.countryCode') })
    expect(await area.inputValue()).toBe('KW')
    const labels = await area.locator('option').allTextContents()
    expect(labels[0]).toContain('+965')
    expect(labels[1]).toContain('+966')
    await screenshot(page, `loyalty-${screen}-${lang}`)

    // too short: the message, and nothing sent
    await searchPhone(page, lang, '5000')
    await page.getByText(text(lang, 'loyalty.phoneMinLength')).waitFor()

    await searchPhone(page, lang, phone.slice(4))
    const card = customer(page, lang)
    await card.waitFor()
    await card.getByText(before.customer!.name!, { exact: true }).waitFor()
    await card.getByText(phone, { exact: true }).waitFor()
    await card.getByText(String(before.customer!.count_orders), { exact: true }).waitFor()
    const progress = (n: number) => card.getByRole('img', { name: text(lang, 'loyalty.card.progress', { filled: n % 10, max: 10 }) })
    await progress(count).waitFor()

    const form = punchForm(page, lang)
    const receipt = `E2E-${screen}-${lang}`
    await form.getByRole('textbox', { name: text(lang, 'loyalty.form.receipt') }).fill(receipt)
    await form.getByRole('textbox', { name: text(lang, 'loyalty.form.amount', { currency: 'KWD' }) }).fill('3.250')
    await form.getByRole('combobox', { name: text(lang, 'loyalty.form.quantity') }).selectOption('2')
    await form.getByRole('button', { name: text(lang, 'loyalty.form.submit') }).click()
    await form.getByText(text(lang, 'loyalty.added', { n: 2, count: count + 2 })).waitFor()
    await progress(count + 2).waitFor()
    await screenshot(page, `loyalty-card-${screen}-${lang}`)

    // the same receipt again: the server's field error by the receipt, the form kept
    await form.getByRole('textbox', { name: text(lang, 'loyalty.form.receipt') }).fill(receipt)
    await form.getByRole('button', { name: text(lang, 'loyalty.form.submit') }).click()
    await form.getByText('This receipt was already punched.').waitFor()
    expect(await form.getByRole('textbox', { name: text(lang, 'loyalty.form.receipt') }).getAttribute('aria-invalid')).toBe('true')
    await progress(count + 2).waitFor()

    const after = (await loyaltyApi(h.sb, 'kw', token).GET('/store/loyalty/search', { params: { query: { phone } } })).data!
    expect(after.loyalty?.count_punches).toBe(count + 2)
  })
})

describe('customers without a card', () => {
  it("an unknown phone (+96511112222) shows Sorry but we can't find this customer", async () => {
    const { page } = await signedInContext(h, DEMO.kwStaff, PHONE)
    await openLoyalty(page, 'en')
    await searchPhone(page, 'en', '11112222')
    await page.getByText("Sorry but we can't find this customer").waitFor()
    expect(await customer(page, 'en').count()).toBe(0)
    await screenshot(page, 'loyalty-not-found-phone-en')
  })

  it.each(['en', 'ar'] as Lang[])('a phone that ordered but has no card shows the New Customer defaults (%s; English on a tablet, Arabic on a phone)', async (lang) => {
    const phone = lang === 'en' ? '+96599990001' : '+96599990002'
    await h.control('/kw/stores/101/orders', { user: { phone } })
    const screen = lang === 'en' ? 'tablet' : 'phone'
    const { page } = await signedInContext(h, DEMO.kwStaff, { ...(lang === 'en' ? TABLET : PHONE), lang })
    await openLoyalty(page, lang)
    await searchPhone(page, lang, phone.slice(4))
    const card = customer(page, lang)
    await card.getByText(text(lang, 'loyalty.newCustomer'), { exact: true }).waitFor()
    expect(await card.getByText(text(lang, 'loyalty.none'), { exact: true }).count()).toBe(2)
    await card.getByText(phone, { exact: true }).waitFor()
    await screenshot(page, `loyalty-new-customer-${screen}-${lang}`)
  })
})
