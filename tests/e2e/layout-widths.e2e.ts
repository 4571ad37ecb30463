// The orders board fits every width from a phone to a desktop, in English and Arabic: every cell in its row, no
// squeezed customer name, no overlapping summary tiles, no sideways page.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ar } from '../../src/lib/i18n/ar'
import { DEMO, useHarness } from './support/app'
import { CAR, confirmAsAgent, createOrder, customer } from './support/orders-board'
import { shell } from './support/shell'

const h = useHarness()
const { open } = shell(h)

describe('the orders board at every width', () => {
  /** What does not fit: cells outside their row, cells or column headers on top of each other, a squeezed customer, summary tiles overlapping, the page scrolling sideways */
  const misfits = (page: Page, summary: string) =>
    page.evaluate((summary) => {
      const out: string[] = []
      const boxOf = (el: Element) => el.getBoundingClientRect()
      const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1
      const label = (el: Element) => (el as HTMLElement).innerText.trim().replace(/\s+/g, ' ').slice(0, 24)
      const check = (row: Element, what: string) => {
        const r = boxOf(row)
        const cells = [...row.querySelectorAll(':scope > [role="cell"], :scope > [role="columnheader"]')].filter((c) => boxOf(c).width > 0)
        cells.forEach((c, i) => {
          const b = boxOf(c)
          if (b.left < r.left - 1 || b.right > r.right + 1) out.push(`${what}: "${label(c)}" leaves its row`)
          for (const d of cells.slice(i + 1)) if (overlap(b, boxOf(d))) out.push(`${what}: "${label(c)}" over "${label(d)}"`)
        })
        for (const c of cells) {
          const b = boxOf(c)
          for (const el of c.querySelectorAll('*')) {
            const e = boxOf(el)
            if (e.width > 0 && (e.left < b.left - 1 || e.right > b.right + 1)) out.push(`${what}: "${label(el)}" leaves its cell`)
            // a box its own text runs out of (a cut-off text that says so with an ellipsis hides its overflow)
            const style = getComputedStyle(el)
            if (style.display !== 'inline' && style.overflowX === 'visible' && el.scrollWidth > el.clientWidth + 1) out.push(`${what}: "${label(el)}" runs out of its box`)
          }
        }
      }
      const rows = [...document.querySelectorAll('[role="row"][data-order-id]')]
      if (!rows.length) return ['no order row']
      for (const row of rows) {
        const code = row.querySelector('[role="cell"]')!.textContent!.trim()
        check(row, `row ${code}`)
        const name = row.querySelector('[role="cell"] p.font-semibold')
        if (!name || boxOf(name).width < 100) out.push(`row ${code}: customer name ${name ? Math.round(boxOf(name).width) : 0} px wide`)
      }
      // the column headers, where they show (on cards they are for screen readers only, visually hidden)
      for (const header of document.querySelectorAll('[role="rowgroup"] > [role="row"]:not([data-order-id])')) {
        if (getComputedStyle(header.parentElement!).position !== 'absolute') check(header, 'header')
      }
      const tiles = [...document.querySelectorAll(`section[aria-label="${summary}"] > [role="group"]`)]
      tiles.forEach((t, i) => {
        for (const u of tiles.slice(i + 1)) if (overlap(boxOf(t), boxOf(u))) out.push(`tile "${label(t)}" over "${label(u)}"`)
      })
      if (tiles.length === 0) out.push('no status summary')
      if (document.documentElement.scrollWidth > innerWidth + 1) out.push(`page ${document.documentElement.scrollWidth} px wide in ${innerWidth}`)
      return out
    }, summary)

  // Portrait tablets and a 1024 px landscape one are where a one-line table would squeeze the customer's column,
  // push Confirm out of the row and pile the summary's tiles on each other.
  it('fits phones, portrait and landscape tablets and desktops, in English and Arabic', async () => {
    // the widest cells: a customer some minutes away ('{n} min away'), one arrived who asks where the order is
    const arriving = await createOrder(h.control, { collectionMethod: { id: 3, name: 'Walk-Thru' }, delivery: null })
    await customer(h.control, arriving.id, 2, 16)
    const arrived = await createOrder(h.control, { collectionMethod: { id: 1, name: 'Drive-Thru' }, car: CAR })
    await confirmAsAgent(h.control, arrived.id, 10)
    await customer(h.control, arrived.id, 3)
    await h.control(`/kw/orders/${arrived.id}/where-is`, {})
    for (const lang of ['en', 'ar'] as const) {
      // one page per language, resized: the layout follows the width alone (media and container queries)
      const { page, context } = await open(DEMO.kwManager, '/orders', { viewport: { width: 390, height: 844 }, lang })
      await page.locator('[role="row"][data-order-id]').first().waitFor()
      const summary = lang === 'en' ? 'Store performance' : ar['orders.summary.label']
      await page.getByRole('region', { name: summary }).waitFor()
      for (const [width, height] of [
        [390, 844],
        [768, 1024],
        [820, 1180],
        [1024, 768],
        [1180, 820],
        [1280, 800],
        [1920, 1080],
      ] as const) {
        await page.setViewportSize({ width, height })
        expect(await misfits(page, summary), `${width}x${height} ${lang}`).toEqual([])
      }
      await context.close()
    }
  })
})

// Tiles and cards out of view skip their rendering and stand in at a guessed height: a guessed width as well would
// make the kitchen's and the window's one-column grid as wide as the guess on a phone, and the page scroll sideways.
describe('the kitchen and the window on a phone', () => {
  it('fit 390 px in English and Arabic, with tiles and cards out of view, and 320 px once narrowed', async () => {
    for (let i = 0; i < 6; i++) {
      const o = await createOrder(h.control, { collectionMethod: { id: 1, name: 'Drive-Thru' }, car: CAR })
      await confirmAsAgent(h.control, o.id, 10 + i)
      await customer(h.control, o.id, 3)
    }
    for (const lang of ['en', 'ar'] as const) {
      const { page, context } = await open(DEMO.kwManager, '/kitchen', { viewport: { width: 390, height: 844 }, lang })
      for (const route of ['/kitchen', '/window']) {
        await page.goto(h.url(route))
        await page.locator('main article[data-order-id]').nth(5).waitFor()
        const skipped = await page.locator('main article[data-order-id]').evaluateAll((all) => all.filter((a) => a.getBoundingClientRect().top > innerHeight).length)
        expect(skipped, `${route} ${lang}: tiles out of view`).toBeGreaterThan(0)
        const wide = await page.evaluate(() => document.documentElement.scrollWidth)
        expect(wide, `${route} ${lang}`).toBeLessThanOrEqual(390)
        // narrowed after they were drawn: a tile remembers its last width (content-visibility: auto), and a grid
        // column sized by its tiles stayed 360 px's on a 320 px screen
        for (const width of [360, 320]) {
          await page.setViewportSize({ width, height: 844 })
          await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${route} ${lang} at ${width}` }).toBeLessThanOrEqual(width)
        }
        await page.setViewportSize({ width: 390, height: 844 })
      }
      await context.close()
    }
  })
})

// The plate is what staff match a car by: beside Arabic's longer label, on a phone, it was cut to '12 / 345…'.
describe("the order drawer's car on a phone", () => {
  it('shows the whole plate at 390 and 320 px, in English and Arabic', async () => {
    const o = await createOrder(h.control, { collectionMethod: { id: 1, name: 'Drive-Thru' }, car: CAR })
    for (const lang of ['en', 'ar'] as const) {
      const { page, context } = await open(DEMO.kwManager, '/orders', { viewport: { width: 390, height: 844 }, lang })
      await page.locator(`[role="row"][data-order-id="${o.id}"]`).click()
      const plate = page.getByRole('dialog').getByText(CAR.plate, { exact: true })
      await plate.waitFor()
      for (const width of [390, 320]) {
        await page.setViewportSize({ width, height: 844 })
        const cut = () => plate.evaluate((el) => el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > innerWidth || el.getBoundingClientRect().left < 0)
        await expect.poll(cut, { message: `${width} ${lang}` }).toBe(false)
      }
      await context.close()
    }
  })
})

// A manager's phone bar holds seven items (the kitchen stays off it); 'Completed Orders' broke as 'Complete / d' at
// 390 px when every item had the same width.
describe("the phone's bottom bar", () => {
  it('breaks no label inside a word at 320–414 px, in English and Arabic', async () => {
    for (const lang of ['en', 'ar'] as const) {
      const { page, context } = await open(DEMO.kwManager, '/window', { viewport: { width: 390, height: 844 }, lang })
      const nav = page.getByRole('navigation').first()
      await nav.getByRole('link').first().waitFor()
      for (const width of [414, 390, 360, 320]) {
        await page.setViewportSize({ width, height: 844 })
        const measure = () =>
          page.evaluate(() => {
            const labels = [...document.querySelectorAll('nav li')].filter((li) => li.getBoundingClientRect().width > 0).map((li) => li.querySelector('a span')!)
            const broken: string[] = []
            for (const label of labels) {
              const text = label.firstChild as Text
              let at = 0
              for (const word of text.data.split(' ')) {
                // a word on two lines has client rects on two lines
                const range = document.createRange()
                range.setStart(text, at)
                range.setEnd(text, at + word.length)
                if (new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1) broken.push(word)
                at += word.length + 1
              }
            }
            return { shown: labels.length, broken, wide: document.documentElement.scrollWidth > innerWidth }
          })
        // the page settles after the resize (observers of sizes re-render), more slowly on a loaded machine
        await expect.poll(measure, { message: `${width} ${lang}`, timeout: 5000 }).toEqual({ shown: 7, broken: [], wide: false })
      }
      await context.close()
    }
  })
})
