// Customer-typed text is text: an XSS corpus (script, img onerror, svg onload, a javascript: URL, an attribute
// break-out with an iframe, bidi controls mixed with Latin and Arabic, a 10,000-character word) in every text field the
// sandbox lets a customer (or the delivery company) fill: name, first and last name, note, order and product comments,
// coupon, car make / type / colour / plate, every address field, address note and delivery notes, driver, delivery
// company, refund note; the javascript: URL also as tracking link, selfie and avatar. In Chromium: the board on a
// tablet with the arrival and where-is notices, every order's drawer and its comment dialog, both print pages of every
// order, past orders and the refund dialog; on a phone the board, past orders and the drawers of the long word.
// Nothing runs (window.__xss stays unset, no dialog, one frame, no element, handler or javascript: URL made from the
// text), the text shows exactly as often as the fields that hold it, a direction override in a name does not reverse
// the order code of a notice, and the long word wraps or truncates instead of pushing the page or a panel sideways.
// (The where-is message is not free text: the sandbox's customer can only ask the fixed 'Where is my order?'.)
import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { components } from '../../src/lib/api/schema.gen'
import { DEMO, signedInContext, useHarness } from './support/app'
import { PHONE, PHONE_UA, screenshot, settled, TABLET } from './support/browser'
import { CAR, confirmAsAgent, createOrder, customer } from './support/orders-board'
import { drawerOf, rowById } from './support/page'

type Order = components['schemas']['Order']

/** The corpus: every entry goes into every customer-controlled field of its own orders */
export const XSS_CORPUS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload=window.__xss=1>',
  'javascript:window.__xss=1',
  '"><iframe srcdoc="<script>parent.__xss=1</script>">',
  // right-to-left override left open, isolates (LRI, RLI, FSI … PDI), Latin and Arabic
  'Ali\u202Eexe.gnp\u2066Latin\u2069 \u2067محمد abc\u2069 \u2068طلب 12\u2069 \u202Eend',
  `LONG${'W'.repeat(9_992)}END!`,
] as const
const LONG = XSS_CORPUS[6]
const JS_URL = XSS_CORPUS[3]
const BIDI = XSS_CORPUS[5]

const h = useHarness()
const control = <T = unknown>(path: string, body?: unknown) => h.control<T>(path, body)

type Made = { payload: string; order: Order; kind: 'car' | 'delivery'; type?: 1 | 2 | 3 }
const made: Made[] = []
const isLong = (m: Made) => m.payload === LONG
const label = (m: Made) => `${m.order.code} (${m.kind}${m.type ? ` type ${m.type}` : ''}) ${m.payload.slice(0, 30)}`

/** Drive-thru: name, note, comments, product comments, coupon, the car, selfie and avatar, a refund note */
function carOrder(p: string, template: Order): Record<string, unknown> {
  return {
    collectionMethod: { id: 1, name: 'Drive-Thru' },
    delivery: null,
    user: {
      name: p,
      descr: p,
      // a URL the customer's app sent: only the javascript: entry is used as one
      avatar: p === JS_URL ? { mini: p, big: p } : null,
    },
    car: { ...CAR, make: { ...CAR.make, name: p }, type: { ...CAR.type, name: p }, color: { name: p, hex: '#F2F2EE' }, plate: p },
    selfie: p === JS_URL ? { mini: p, big: p } : { mini: '/media/selfie/1003.svg', big: '/media/selfie/1003.svg' },
    comments: p,
    coupon: { code: p },
    products: template.products.map((line) => ({ ...line, comments: p })),
    financial: template.financial,
    refund: {
      status: 2,
      created: template.timing.created,
      payment_status: 3,
      code: 'RF1001',
      amount: 1,
      currency: template.financial.currency.code,
      description: p,
      products: [],
    },
  }
}

/** Home delivery to an address kind (1 House, 2 Apartment, 3 Office): first and last name, every address field, notes, driver */
function deliveryOrder(p: string, type: 1 | 2 | 3, template: Order): Record<string, unknown> {
  return {
    collectionMethod: { id: 6, name: 'Home Delivery' },
    car: null,
    selfie: null,
    user: { name: null, firstname: p, lastname: p, descr: p },
    comments: p,
    products: template.products.map((line) => ({ ...line, comments: p })),
    financial: template.financial,
    delivery: {
      type: 2,
      method: 1,
      driver: { id: 901, user: { name: p, phone: '+96550000000' }, status: { id: 1 }, location: null },
      tracking_link: p === JS_URL ? p : 'https://track.hero.example/o/1',
      delivery_company: { name: p },
      comments: p,
      floor: { name: p, building: p },
      office: type === 3 ? { company_name: p, building_name: p, floor: p, number: p } : null,
      home: { type, area: { name: p }, block: p, street: p, avenue: p, number: p, apartment: p, building_name: p, floor: p, company_name: p, note: p },
    },
  }
}

beforeAll(async () => {
  // products (and the figures that go with them) to copy: a product's comment can only be set with the whole list
  const template = await createOrder(control, { collectionMethod: { id: 1, name: 'Drive-Thru' }, car: CAR })
  await control(`/kw/orders/${template.id}/status`, { status_id: 7 })
  for (const [i, p] of XSS_CORPUS.entries()) {
    made.push({ payload: p, kind: 'car', order: await createOrder(control, carOrder(p, template)) })
    // the address fields shown depend on the delivery type: it rotates, and the long word gets all three
    const types: (1 | 2 | 3)[] = p === LONG ? [1, 2, 3] : [((i % 3) + 1) as 1 | 2 | 3]
    for (const type of types) made.push({ payload: p, kind: 'delivery', type, order: await createOrder(control, deliveryOrder(p, type, template)) })
  }
})

/** How many times the text occurs in the element's text */
const occurrences = (root: Locator, text: string) => root.evaluate((el, text) => (el.textContent ?? '').split(text).length - 1, text)

/** A page that records dialogs (alert, confirm, prompt, beforeunload) and keeps print and close from doing anything */
async function open(options: Parameters<typeof signedInContext>[2] = TABLET) {
  const ctx = await signedInContext(h, DEMO.kwManager, options)
  await ctx.context.addInitScript(() => {
    window.print = () => undefined
    window.close = () => undefined
  })
  const dialogs: string[] = []
  ctx.page.on('dialog', (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`)
    void d.dismiss()
  })
  return { ...ctx, dialogs }
}

/** Nothing of the corpus became markup or ran */
async function expectInert(page: Page, dialogs: string[], where: string) {
  const state = await page.evaluate(async () => {
    // the build's own inline scripts (the loader, the sign-in page's boot; allowed by their hashes) are index.html's
    const html = await (await fetch('/index.html', { cache: 'no-store' })).text()
    const own = new Set([...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]))
    const foreign = (e: Element) => !(e instanceof HTMLScriptElement && !e.src && own.has(e.textContent))
    return {
      xss: (window as unknown as { __xss?: unknown }).__xss ?? null,
      made: [...document.querySelectorAll('iframe, frame, object, embed, [srcdoc], [onerror], [onload], img[src="x"], body script')]
        .filter(foreign)
        .map((e) => e.outerHTML.slice(0, 80)),
      inlineScripts: [...document.scripts].filter((s) => !s.src && foreign(s)).length,
      jsLinks: [...document.querySelectorAll('[href], [src], [action]')]
        .map((e) => e.getAttribute('href') ?? e.getAttribute('src') ?? e.getAttribute('action') ?? '')
        // eslint-disable-next-line no-control-regex -- a browser skips leading control characters before the scheme
        .filter((u) => /^[\s\0-\x1f]*javascript:/i.test(u)),
    }
  })
  expect(state, where).toEqual({ xss: null, made: [], inlineScripts: 0, jsLinks: [] })
  expect(page.frames().length, `${where}: frames`).toBe(1)
  expect(dialogs, `${where}: dialogs`).toEqual([])
}

/** Whether the order code in the element is drawn left to right as it is written (true), reversed (false), or absent (null) */
function codeReadsInOrder(root: Locator, code: string): Promise<boolean | null> {
  return root.evaluate((el, code) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const i = (node.textContent ?? '').indexOf(code)
      if (i < 0) continue
      const left = (k: number) => {
        const range = document.createRange()
        range.setStart(node, k)
        range.setEnd(node, k + 1)
        return range.getBoundingClientRect().left
      }
      return left(i) < left(i + code.length - 1)
    }
    return null
  }, code)
}

/**
 * What the long word pushes out of shape inside `scope`: the page wider than the window, a box that now scrolls
 * sideways, or a box whose content spills out of it (a truncated or clipped box is fine).
 */
function spills(page: Page, scope: string, marker = LONG.slice(0, 40)): Promise<string[]> {
  return page.evaluate(
    ({ scope, marker }) => {
      const out: string[] = []
      const doc = document.documentElement
      if (doc.scrollWidth > innerWidth + 1) out.push(`page ${doc.scrollWidth} wide in a ${innerWidth} window`)
      for (const root of document.querySelectorAll<HTMLElement>(scope)) {
        for (const el of [root, ...root.querySelectorAll<HTMLElement>('*')]) {
          if (!(el.textContent ?? '').includes(marker)) continue
          const s = getComputedStyle(el)
          if (s.display === 'inline' || s.display === 'contents' || s.overflowX === 'hidden' || s.overflowX === 'clip') continue
          if (el.scrollWidth <= el.clientWidth + 1) continue
          // the box whose own text is the long word, or one where that text sticks out: other wide content (a strip
          // or a table that scrolls sideways by design) is not this test's business
          const box = el.getBoundingClientRect()
          const ownText = (e: Element) => [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').includes(marker))
          const ownLine = ownText(el)
          const sticksOut = [...el.querySelectorAll<HTMLElement>('*')].some((d) => {
            if (!ownText(d)) return false
            const r = d.getBoundingClientRect()
            return r.right > box.right + 1 || r.left < box.left - 1
          })
          if (ownLine || sticksOut) out.push(`${el.tagName.toLowerCase()}.${String(el.className).slice(0, 90)} ${s.overflowX === 'visible' ? 'spills' : 'scrolls'} ${el.scrollWidth}/${el.clientWidth}`)
        }
      }
      return out
    },
    { scope, marker },
  )
}

const DRAWER = '[role="dialog"]'
const THERMAL_VIEWPORT = { width: 302, height: 900 } // 80 mm at 96 px per inch

async function board(options: Parameters<typeof signedInContext>[2]) {
  const ctx = await open(options)
  await ctx.page.goto(h.url('/orders'))
  await ctx.page.getByText('Dashboard is online', { exact: true }).waitFor()
  for (const m of made) await rowById(ctx.page, m.order.id).waitFor()
  return ctx
}

/** The customer-typed values the drawer shows for this order */
function drawerFields(m: Made): number {
  const products = m.order.products.length
  if (m.kind === 'car') return 1 + 1 + 4 + 1 + products + 1 // name, note, make/type/colour/plate, comment, products, coupon
  // first + last name, note, driver, delivery company, comment, products, area/block/street/avenue, the type's fields, address note and delivery notes
  const typeFields = { 1: 1, 2: 3, 3: 4 }[m.type!]
  return 2 + 1 + 1 + 1 + 1 + products + 4 + typeFields + 2
}

/** The customer-typed values a receipt shows for this order */
function receiptFields(m: Made): number {
  const products = m.order.products.length
  // name, make · type · colour, plate, comment, products, coupon
  if (m.kind === 'car') return 1 + 3 + 1 + 1 + products + 1
  // first + last name, driver, delivery company, company, area/block/street/avenue, house or office number (an
  // apartment's building line is 'building, number'), building, floor, apartment, address note, delivery notes,
  // comment, products
  return 2 + 1 + 1 + 1 + 4 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + products
}

async function openDrawer(page: Page, m: Made, phone: boolean) {
  const row = rowById(page, m.order.id)
  if (phone) await row.getByRole('button', { name: 'Details' }).click()
  else await row.click()
  const drawer = drawerOf(page, m.order.code)
  await drawer.waitFor()
  await settled(drawer)
  return drawer
}

async function closeDrawer(page: Page, drawer: Locator) {
  await page.keyboard.press('Escape')
  await drawer.waitFor({ state: 'detached' })
}

describe('the board and the order drawer', () => {
  it('tablet: rows, toasts, every drawer and the comment dialog show the corpus as text, run nothing and keep their width', async () => {
    const { page, dialogs } = await board(TABLET)
    // the arrival and where-is notices name the customer
    const notices = page.getByRole('region', { name: 'Notifications' })
    for (const m of made.filter((m) => m.kind === 'car')) {
      const where = `notices of ${m.order.code} ${m.payload.slice(0, 30)}`
      await confirmAsAgent(control, m.order.id, 10)
      await customer(control, m.order.id, 3)
      await notices.getByText(`has arrived (order ${m.order.code})`, { exact: false }).waitFor()
      await control(`/kw/orders/${m.order.id}/where-is`, {})
      await notices.getByText(`(order ${m.order.code}): Where is my order?`, { exact: false }).waitFor()
      expect(await occurrences(notices, m.payload), where).toBe(2)
      // a direction override in the name must not reverse the rest of the notice: the order code reads as it is
      const shown = await notices.getByRole('status').all()
      expect(shown).toHaveLength(2)
      for (const notice of shown) expect(await codeReadsInOrder(notice, m.order.code), `${where}: ${await notice.textContent()}`).toBe(true)
      await expectInert(page, dialogs, where)
      if (isLong(m)) await screenshot(page, 'xss-notices-tablet')
      if (m.payload === BIDI) await screenshot(page, 'xss-notices-tablet-bidi')
      expect(await spills(page, 'section[aria-label="Notifications"]'), where).toEqual([])
      const dismiss = notices.getByRole('button', { name: 'Dismiss' })
      while ((await dismiss.count()) > 0) await dismiss.first().click()
    }

    for (const m of made) expect(await occurrences(rowById(page, m.order.id), m.payload), `row ${m.order.code}`).toBe(m.kind === 'car' ? 1 : 2)
    expect(await spills(page, 'main'), 'board').toEqual([])
    await screenshot(page, 'xss-board-tablet')

    for (const m of made) {
      const where = `drawer ${label(m)}`
      const drawer = await openDrawer(page, m, false)
      expect(await occurrences(drawer, m.payload), where).toBe(drawerFields(m))
      await expectInert(page, dialogs, where)
      expect(await spills(page, DRAWER), where).toEqual([])
      if (m.kind === 'delivery') {
        // a tracking link that is no web address is not offered (React would turn it into a link that throws)
        const track = drawer.getByRole('link', { name: 'Track the delivery' })
        expect(await track.count(), `${where}: tracking link`).toBe(m.payload === JS_URL ? 0 : 1)
        if (m.payload !== JS_URL) expect(await track.getAttribute('href')).toBe('https://track.hero.example/o/1')
      }
      if (isLong(m)) {
        await screenshot(page, `xss-drawer-tablet-${m.kind}${m.type ?? ''}`)
        // the car or the address, and the totals with the coupon
        await drawer.getByRole('heading', { name: m.kind === 'car' ? 'Customer' : 'Delivery address', exact: true }).evaluate((e) => e.closest('section')!.scrollIntoView({ block: 'end' }))
        await screenshot(page, `xss-drawer-tablet-${m.kind}${m.type ?? ''}-details`)
      }
      // the order comment in the comment dialog
      await drawer.getByRole('button', { name: 'Read: Order comment' }).click()
      const comment = page.getByRole('dialog', { name: 'Order comment' })
      await comment.waitFor()
      expect(await occurrences(comment, m.payload), `${where}: comment dialog`).toBe(1)
      expect(await spills(page, DRAWER), `${where}: comment dialog`).toEqual([])
      await expectInert(page, dialogs, `${where}: comment dialog`)
      await page.keyboard.press('Escape')
      await comment.waitFor({ state: 'detached' })
      await closeDrawer(page, drawer)
    }
  })

  it('phone: the board and the drawers of the long word keep the window width', async () => {
    const { page, dialogs } = await board({ ...PHONE, userAgent: PHONE_UA })
    await screenshot(page, 'xss-board-phone')
    expect(await spills(page, 'main'), 'board').toEqual([])
    await expectInert(page, dialogs, 'phone board')
    // the same drawer as on the tablet, narrower: the long word's orders
    for (const m of made.filter(isLong)) {
      const where = `phone drawer ${label(m)}`
      const drawer = await openDrawer(page, m, true)
      expect(await occurrences(drawer, m.payload), where).toBe(drawerFields(m))
      await expectInert(page, dialogs, where)
      expect(await spills(page, DRAWER), where).toEqual([])
      if (isLong(m)) await screenshot(page, `xss-drawer-phone-${m.kind}${m.type ?? ''}`)
      await closeDrawer(page, drawer)
    }
  })
})

describe('print pages', () => {
  it('/print-normal and /print-thermal print the corpus as text, run nothing and keep the long word on the page', async () => {
    const normal = await open(TABLET)
    const thermal = await open({ viewport: THERMAL_VIEWPORT })
    const check = async ({ page, dialogs }: typeof normal, layout: 'normal' | 'thermal') => {
      for (const m of made) {
        const where = `print-${layout} ${label(m)}`
        await page.goto(h.url(`/print-${layout}?id=${m.order.id}&locale=en&dscnt=true`))
        const receipt = page.locator('[data-receipt]')
        await receipt.waitFor()
        expect(await occurrences(receipt, m.payload), where).toBe(receiptFields(m))
        await expectInert(page, dialogs, where)
        expect(await spills(page, '[data-receipt]'), where).toEqual([])
        if (isLong(m) && layout === 'thermal') await screenshot(page, `xss-print-thermal-${m.kind}${m.type ?? ''}`)
      }
    }
    await Promise.all([check(normal, 'normal'), check(thermal, 'thermal')])
  })
})

describe('past orders', () => {
  it('the list (tablet and phone), the refund dialog and the drawers of the long word show the corpus as text and keep their width', async () => {
    for (const m of made) {
      const now = await control<Order>(`/kw/orders/${m.order.id}`)
      if (now.status.id === 2) await confirmAsAgent(control, m.order.id, 10)
      await control(`/kw/orders/${m.order.id}/status`, { status_id: 4 })
    }
    const { page, dialogs } = await open(TABLET)
    await page.goto(h.url('/past-orders'))
    const openButton = (m: Made) => page.getByRole('button', { name: `Open order ${m.order.code}`, exact: true })
    for (const m of made) await openButton(m).waitFor()
    for (const m of made) expect(await occurrences(page.locator('tr').filter({ has: openButton(m) }), m.payload), `row ${m.order.code}`).toBe(m.kind === 'car' ? 1 : 2)
    await expectInert(page, dialogs, 'past orders')
    await screenshot(page, 'xss-past-orders-tablet')
    expect(await spills(page, 'main'), 'past orders').toEqual([])

    // the drawer as a past order (no actions, no map): the long word's orders
    for (const m of made.filter(isLong)) {
      const where = `past drawer ${label(m)}`
      await openButton(m).click()
      const drawer = drawerOf(page, m.order.code)
      await drawer.waitFor()
      await settled(drawer)
      expect(await occurrences(drawer, m.payload), where).toBe(drawerFields(m))
      await expectInert(page, dialogs, where)
      expect(await spills(page, DRAWER), where).toEqual([])
      await closeDrawer(page, drawer)
    }

    // the customer's refund note
    await page.goto(h.url('/past-orders?refunds=1'))
    for (const m of made.filter((m) => m.kind === 'car')) await page.getByRole('button', { name: `Decide ${m.order.code}`, exact: true }).waitFor()
    await screenshot(page, 'xss-refunds-tablet')
    expect(await spills(page, 'main'), 'refund requests').toEqual([])
    for (const m of made.filter((m) => m.kind === 'car')) {
      const where = `refund of ${m.order.code} ${m.payload.slice(0, 30)}`
      await page.getByRole('button', { name: `Decide ${m.order.code}`, exact: true }).click()
      const dialog = page.getByRole('dialog', { name: `Refund request for order ${m.order.code}` })
      await dialog.waitFor()
      await settled(dialog)
      expect(await occurrences(dialog, m.payload), where).toBe(2) // the customer and the note
      await expectInert(page, dialogs, where)
      expect(await spills(page, DRAWER), where).toEqual([])
      if (isLong(m)) await screenshot(page, 'xss-refund-dialog')
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      await dialog.waitFor({ state: 'detached' })
    }

    const phone = await open({ ...PHONE, userAgent: PHONE_UA })
    await phone.page.goto(h.url('/past-orders'))
    for (const m of made) await phone.page.getByRole('button', { name: `Open order ${m.order.code}`, exact: true }).waitFor()
    await expectInert(phone.page, phone.dialogs, 'past orders on a phone')
    await screenshot(phone.page, 'xss-past-orders-phone')
    expect(await spills(phone.page, 'main'), 'past orders on a phone').toEqual([])
  })
})
