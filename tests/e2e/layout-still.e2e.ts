// The board holds still while it loads: from the first byte of a reload with the latest orders held back, the top
// of <main>, the page's heading and the first row do not move (1280 and 1024 px tablets and a phone), so a tap
// lands on the row it was aimed at.
import { describe, expect, it } from 'vitest'
import { DEMO, useHarness } from './support/app'
import { PHONE, TABLET } from './support/browser'
import { deviceData } from './support/device-data'
import { createOrder } from './support/orders-board'
import { ready, shell, strip } from './support/shell'

const h = useHarness()
const { open } = shell(h)

describe('a board that holds still', () => {
  // A row that moves under a finger on its way down takes the tap meant for its neighbour. What could move it: the
  // sticky header growing when the store arrives (the collection methods wrapping) and a strip shown above the board
  // while the saved orders are on screen.
  it('on tablets and a phone, nothing above the rows moves while the store, then the latest orders replace the skeleton and the saved ones', async () => {
    const order = await createOrder(h.control)
    for (const [screen, size] of [
      [TABLET, 'tablet'],
      [{ viewport: { width: 1024, height: 768 } }, 'tablet'], // the board in rows of two lines, the summary scrolling
      [PHONE, 'phone'],
    ] as const) {
      const { page, context } = await open(DEMO.kwManager, '/orders', screen)
      await page.locator(`[role="row"][data-order-id="${order.id}"]`).waitFor()
      await expect.poll(async () => (await deviceData(page)).orders).toBeGreaterThan(0)
      // the case that wrapped: more methods than one line of a 1280 px header holds
      expect((await strip(page)).length).toBeGreaterThanOrEqual(5)

      // the top of <main>, of the page's heading and of the first row, after every change to the DOM from the first byte
      await page.addInitScript(() => {
        const seen: Record<string, number[]> = { main: [], heading: [], row: [] }
        ;(window as unknown as { __tops: typeof seen }).__tops = seen
        const note = (key: string, el: Element | null) => {
          if (!el) return
          const y = Math.round(el.getBoundingClientRect().top)
          if (seen[key]!.at(-1) !== y) seen[key]!.push(y)
        }
        new MutationObserver(() => {
          note('main', document.querySelector('main'))
          note('heading', document.querySelector('main h1'))
          note('row', document.querySelector('[role="row"][data-order-id]'))
        }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
      })
      // the latest orders take 2.5 s, so the saved ones are on screen long enough for their notice
      let held = 0
      await page.route(
        (url) => /\/api\/v1\/store\/\d+\/order$/.test(url.pathname),
        async (route) => {
          held++
          await new Promise((resolve) => setTimeout(resolve, 2500))
          await route.continue()
        },
      )
      await page.reload()
      // in the header's top line on a tablet, floating above the bottom navigation on a phone
      const notice = (size === 'tablet' ? page.getByRole('banner') : page.getByRole('main')).getByRole('status').filter({ hasText: 'Showing the orders saved on this device' })
      await notice.waitFor()
      expect(await notice.innerText()).toMatch(/^Showing the orders saved on this device at \d\d:\d\d [AP]M until the latest arrive\.$/)
      await expect.poll(() => notice.evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
      await notice.waitFor({ state: 'detached', timeout: 20_000 })
      expect(held).toBeGreaterThan(0)
      await ready(page, 'Salmiya')

      const tops = await page.evaluate(() => (window as unknown as { __tops: Record<string, number[]> }).__tops)
      const at = `${size} ${screen.viewport.width} px`
      expect(tops.main, `${at}: main`).toHaveLength(1)
      expect(tops.heading, `${at}: the page heading`).toHaveLength(1)
      expect(tops.row, `${at}: the first row`).toHaveLength(1)
      await context.close()
    }
  })

  // Rows skip rendering out of view and stand in at a guessed height until drawn; one arriving in view must not be
  // laid out at the guess first: the rows under it would jump twice, and a tap hit-tested in between lands off them.
  it('lays a new order out at its own height before its first frame, on tablets and a phone', async () => {
    for (const screen of [TABLET, { viewport: { width: 1024, height: 768 } }, PHONE]) {
      const { page, context } = await open(DEMO.kwManager, '/orders', screen)
      await ready(page, 'Salmiya')
      await page.getByText('Dashboard is online', { exact: true }).waitFor()
      type Watched = { __heights: Promise<number[]> }
      await page.evaluate(() => {
        const rows = () => [...document.querySelectorAll<HTMLElement>('#main [role="row"][data-order-id]')]
        const shown = new Set(rows().map((r) => r.dataset.orderId))
        ;(window as unknown as Watched).__heights = new Promise<number[]>((resolve) => {
          const watch = new MutationObserver(() => {
            const row = rows().find((r) => !shown.has(r.dataset.orderId))
            if (!row) return
            watch.disconnect()
            // before the frame that draws it, then once drawn
            requestAnimationFrame(() => {
              const first = row.getBoundingClientRect().height
              setTimeout(() => resolve([first, row.getBoundingClientRect().height]), 300)
            })
          })
          watch.observe(document.body, { childList: true, subtree: true })
        })
      })
      await createOrder(h.control)
      const [first, drawn] = await page.evaluate(() => (window as unknown as Watched).__heights)
      expect(first, `${screen.viewport.width} px: the new row's height before its first frame`).toBe(drawn)
      await context.close()
    }
  })
})
