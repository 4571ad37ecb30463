// What calls for staff attention, in Chromium against the sandbox: the alarm every 2 s while an order is pending
// (observed on HTMLMediaElement.play) and its end after Confirm; 'Tap to enable sound' under the browser's default
// autoplay policy; no alarm for supermarkets; the idle prompt and the invisible overlay with the page's clock moved
// on; the busy notice and modal; 'Open in {time}' with Open Now; the sound queue of collection methods available
// again and 'Failed to load the sound'; the screen wake lock on /orders. Screenshots of every overlay.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { clockTime } from '../../src/domain/order-view'
import { overlaysAr } from '../../src/lib/i18n/overlays.ar'
import type { components } from '../../src/lib/api/schema.gen'
import { api, signIn } from '../support/sandbox'
import { DEMO, signedInContext, useHarness, type Harness } from './support/app'
import { AUDIO_NEEDS_GESTURE, launch, newContext, PHONE, screenshot, TABLET, type Problems } from './support/browser'
import { createOrder } from './support/orders-board'
import { nav, notice, row } from './support/page'

type Store = components['schemas']['Store']
type Play = { name: string; muted: boolean; at: number; result: string }
type LoggedRequest = { method: string; path: string; status: number }

// Sound plays without a gesture in this file's browser (the harness default, said here too); the blocked case
// launches its own browser with Chromium's default policy.
const h = useHarness({ browserArgs: ['--autoplay-policy=no-user-gesture-required'] })
const control = <T = unknown>(path: string, body?: unknown) => h.control<T>(path, body)

/**
 * Every HTMLMediaElement.play(): the sound's name, muted (the unlock plays are), when, and how it went. Reported
 * through the console, not read back with page.evaluate: an evaluate counts as a user gesture in Chromium, which
 * would lift the very autoplay block the 'Tap to enable sound' tests need.
 */
function recordPlays() {
  const original = HTMLMediaElement.prototype.play
  HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
    const entry: Play = { name: (this.currentSrc || this.src).replace(/^.*\/sounds\/|\.mp3.*$/g, ''), muted: this.muted, at: performance.now(), result: 'pending' }
    const report = (result: string) => console.debug(`__play ${JSON.stringify({ ...entry, result })}`)
    report('pending')
    const attempt = original.call(this)
    attempt.then(
      () => report('played'),
      (e: unknown) => report((e as Error).name),
    )
    return attempt
  }
}

/** Reports each alert dialog that appears, by its title, through the console (for the same reason as above) */
function reportDialogs() {
  new MutationObserver(() => {
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('[role="alertdialog"]:not([data-reported])'))) {
      el.dataset.reported = ''
      const title = el.getAttribute('aria-labelledby')?.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ')
      console.debug(`__dialog ${title ?? ''}`)
    }
  }).observe(document, { childList: true, subtree: true })
}

/**
 * Opens /orders under the browser's default autoplay policy and waits, touching nothing, until 'Tap to enable
 * sound' shows. Playwright's locators and evaluate calls run as user gestures in Chromium: one of them before the
 * app's start-up check would lift the block this test is about.
 */
async function untouchedUntilSoundOverlay(page: Page, url: string, title = 'Tap to enable sound') {
  await page.context().addInitScript(reportDialogs)
  const shown = page.waitForEvent('console', { predicate: (m) => m.text() === `__dialog ${title}`, timeout: 30_000 })
  await page.goto(url)
  await shown
}

const recorded = new WeakMap<Page, Play[]>()
/** starts collecting the plays recordPlays reports; call before the page loads */
function watchPlays(page: Page) {
  const list: Play[] = []
  recorded.set(page, list)
  page.on('console', (m) => {
    const text = m.text()
    if (text.startsWith('__play ')) list.push(JSON.parse(text.slice(7)) as Play)
  })
}
const plays = async (page: Page) => {
  const list = recorded.get(page)
  if (!list) throw new Error('watchPlays(page) was not called')
  // each play is reported when tried and again when settled: keep the latest word on each
  const latest = new Map(list.map((p) => [`${p.name}@${p.at}`, p]))
  return [...latest.values()].sort((a, b) => a.at - b.at)
}
/** the sound's audible plays the browser accepted */
const heard = async (page: Page, name: string) => (await plays(page)).filter((p) => p.name === name && !p.muted && p.result === 'played')
const tried = async (page: Page, name: string) => (await plays(page)).filter((p) => p.name === name && !p.muted)
const requests = () => control<LoggedRequest[]>('/requests')
const onlineCalls = async () => (await requests()).filter((r) => r.method === 'GET' && r.path.endsWith('/api/v1/store/online')).length

/** Confirms every pending order of a store (the seed leaves some), so the alarm starts from silence */
async function clearPending(country: 'kw' | 'sa', storeId: number, email: string) {
  const token = await signIn(h.sb, email)
  const { data } = await api(h.sb, country, token).GET('/api/v1/store/{id}/order', { params: { path: { id: storeId }, query: { _locale: 'en' } } })
  for (const o of (data ?? []).filter((o) => o.status.id === 2)) await control(`/${country}/orders/${o.id}/status`, { status_id: 3 })
}

async function board(email: string = DEMO.kwManager, options: Parameters<typeof signedInContext>[2] = TABLET, before?: (page: Page) => Promise<unknown>) {
  const made = await signedInContext(h, email, options)
  await made.context.addInitScript(recordPlays)
  watchPlays(made.page)
  await before?.(made.page)
  await made.page.goto(h.url('/orders'))
  // the connection header, or Basic View's, in either language
  await made.page.getByText(/^(Dashboard is online|Basic View|لوحة التحكم متصلة|العرض الأساسي)$/).first().waitFor()
  return made
}

// ---- a browser with Chromium's default autoplay policy (no sound before a tap) ----------------------------------

let blocked: Browser | null = null
const blockedProblems: Problems[] = []
afterAll(async () => {
  await blocked?.close()
  expect(blockedProblems.flatMap((p) => p.pageErrors)).toEqual([])
  expect(blockedProblems.flatMap((p) => p.cspViolations)).toEqual([])
  expect(blockedProblems.flatMap((p) => p.consoleErrors).filter((m) => !/status of [45]\d\d|net::ERR/.test(m))).toEqual([])
})

/** The harness with its browser swapped for one that blocks sound until the page is touched */
async function blockedHarness(): Promise<Harness> {
  blocked ??= await launch([AUDIO_NEEDS_GESTURE])
  const browser = blocked
  return {
    ...h,
    browser,
    context: async (options: BrowserContextOptions = {}) => {
      const made = await newContext(browser, options)
      blockedProblems.push(made.problems)
      return { ...made, page: await made.context.newPage() }
    },
  }
}

async function blockedBoard(email: string = DEMO.kwManager, options: Parameters<typeof signedInContext>[2] = TABLET) {
  const made = await signedInContext(await blockedHarness(), email, options)
  await made.context.addInitScript(recordPlays)
  watchPlays(made.page)
  await untouchedUntilSoundOverlay(made.page, h.url('/orders'))
  return made
}

describe('the alarm', () => {
  it('sounds every 2 s while an order is pending, with the new-order sound and notice; Confirm stops it', async () => {
    await clearPending('kw', 101, DEMO.kwManager)
    const { page, context } = await board()
    await page.waitForTimeout(2_500)
    expect(await tried(page, 'alarm')).toHaveLength(0)

    const order = await createOrder(control)
    await notice(page, 'You have a new pending order').waitFor()
    await expect.poll(async () => (await heard(page, 'alarm')).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(4)
    const alarm = await heard(page, 'alarm')
    const gaps = alarm.slice(1).map((p, i) => p.at - alarm[i]!.at)
    for (const gap of gaps) {
      expect(gap).toBeGreaterThanOrEqual(1_800)
      expect(gap).toBeLessThanOrEqual(2_400)
    }
    expect(await heard(page, 'new-order')).toHaveLength(1)

    await row(page, order.code).click()
    const drawer = page.getByRole('dialog', { name: `Order ${order.code}` })
    await drawer.getByRole('button', { name: 'Confirm', exact: true }).click()
    await notice(page, 'Order has been confirmed').waitFor()
    const rung = (await tried(page, 'alarm')).length
    await page.waitForTimeout(5_000)
    expect((await tried(page, 'alarm')).length).toBe(rung)
    await context.close()
  })

  it("under the browser's default policy 'Tap to enable sound' shows at start on /orders; a tap lets the alarm sound", async () => {
    await clearPending('kw', 101, DEMO.kwManager)
    const { page, context } = await blockedBoard()
    const order = await createOrder(control)
    // the alarm tries and is refused (watched through the console only, so nothing here counts as a tap)
    await expect.poll(async () => (await tried(page, 'alarm')).map((p) => p.result), { timeout: 15_000 }).toContain('NotAllowedError')
    expect(await heard(page, 'alarm')).toHaveLength(0)
    // the overlay stays: nothing fails silently
    const overlay = page.getByRole('alertdialog', { name: 'Tap to enable sound' })
    expect(await overlay.isVisible()).toBe(true)

    await overlay.getByRole('button', { name: 'Enable sound' }).click()
    await overlay.waitFor({ state: 'hidden' })
    await expect.poll(async () => (await heard(page, 'alarm')).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2)
    await control(`/kw/orders/${order.id}/status`, { status_id: 3 })
    await context.close()
  })

  it('never sounds for a supermarket brand (the new-order sound and notice still come)', async () => {
    const { page, context } = await board(DEMO.saManager)
    await createOrder(control, {}, 'sa/stores/201')
    await notice(page, 'You have a new pending order').waitFor()
    await page.waitForTimeout(5_000)
    expect(await tried(page, 'alarm')).toHaveLength(0)
    expect(await heard(page, 'new-order')).toHaveLength(1)
    await context.close()
  })
})

describe('visibility', () => {
  it("'Are you still there?' 2 min before visible_until, Yes keeps the store online; unanswered, 'You are invisible' until Go Live", async () => {
    await clearPending('kw', 101, DEMO.kwManager)
    // The overlays read visible_until on the server's clock (src/lib/server-clock.ts), which moving the page's clock
    // on does not move: the store's visible time is set short instead, and the page waits for it.
    await control('/kw/stores/101/visibility', { minutes: 2 + 10 / 60 })
    const { page, context } = await board(DEMO.kwStaff, TABLET)
    const prompt = page.getByRole('alertdialog', { name: 'Are you still there?' })
    expect(await prompt.count()).toBe(0)

    await prompt.waitFor()
    await prompt.getByText('Without your confirmation within 2 min, the store goes invisible and gets no new orders.').waitFor()
    const calls = await onlineCalls()
    await prompt.getByRole('button', { name: 'Yes' }).click()
    await prompt.waitFor({ state: 'hidden' })
    expect(await onlineCalls()).toBe(calls + 1)
    expect((await control<Store>('/kw/stores/101')).visibility?.visible).toBe(true)

    // Nobody answers this time: the prompt, then the store is invisible at visible_until.
    await control('/kw/stores/101/visibility', { minutes: 8 / 60 })
    await page.reload()
    await prompt.waitFor()
    const invisible = page.getByRole('alertdialog', { name: 'You are invisible' })
    await invisible.waitFor()
    await invisible.getByText('Customers cannot see the store and no orders arrive until it is live again.').waitFor()
    await invisible.getByRole('button', { name: 'Go Live' }).click()
    await invisible.waitFor({ state: 'hidden' })
    expect(await onlineCalls()).toBe(calls + 2)
    expect(await page.getByRole('alertdialog').count()).toBe(0)
    await context.close()
  })

  it("when one tablet answers 'Go Live', the store's other tablets drop 'You are invisible' within 10 s", async () => {
    await control('/kw/stores/101/visibility', { minutes: 0 })
    const one = await board(DEMO.kwStaff)
    const two = await board(DEMO.kwManager)
    const invisibleOn = (page: Page) => page.getByRole('alertdialog', { name: 'You are invisible' })
    await invisibleOn(one.page).waitFor()
    await invisibleOn(two.page).waitFor()
    await invisibleOn(one.page).getByRole('button', { name: 'Go Live' }).click()
    await invisibleOn(one.page).waitFor({ state: 'hidden' })
    await invisibleOn(two.page).waitFor({ state: 'hidden', timeout: 10_000 })
    expect(await two.page.getByRole('alertdialog').count()).toBe(0)
    await one.context.close()
    await two.context.close()
  })

  it("a store that loads invisible shows 'You are invisible' at once", async () => {
    await control('/kw/stores/101/visibility', { minutes: 0 })
    const { page, context } = await board(DEMO.kwStaff)
    const invisible = page.getByRole('alertdialog', { name: 'You are invisible' })
    await invisible.waitFor()
    // focus is trapped in the overlay, on Go Live
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Go Live')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Go Live')
    await page.keyboard.press('Enter')
    await invisible.waitFor({ state: 'hidden' })
    await context.close()
  })
})

describe('store status', () => {
  it('the busy notice opens the modal holding the expiry time; the store opening closes it with the notice and sound', async () => {
    const { page, context } = await board(DEMO.kwManager)
    await control('/kw/stores/101/status', { status_id: 3, busy_timer_mins: 5 })
    await expect.poll(() => page.getByTestId('store-status').textContent()).toContain('Busy 5 min')
    const store = await control<Store>('/kw/stores/101')
    const expiry = clockTime(store.busy_until!, store.timezone)
    await control('/kw/stores/101/busy-notice', {})
    await notice(page, `Busy ends in 1 min: the store opens at ${expiry}`).waitFor()
    const modal = page.getByRole('dialog', { name: `Busy ends at ${expiry}` })
    await modal.getByText('The store opens again in 1 min.', { exact: false }).waitFor()
    // store 101 cannot change its status (collection control): the modal only informs
    expect(await modal.getByRole('button', { name: 'Busy 15 min' }).count()).toBe(0)

    await control('/kw/stores/101/status', { status_id: 1 })
    await modal.waitFor({ state: 'hidden' })
    await notice(page, 'The store is open').waitFor()
    await expect.poll(async () => (await heard(page, 'store-open')).length).toBe(1)
    await context.close()
  })

  it("'Open in {time}' counts down to the opening with its sound; Open Now opens the store", async () => {
    const opensAt = new Date(Date.now() + 10 * 60_000).toISOString()
    await control('/kw/stores/102/settings', { service_hours: { closed: true, opens_at: opensAt } })
    await control('/kw/stores/102/status', { status_id: 2 })
    const { page, context } = await board(DEMO.kwPolling)
    const overlay = page.getByRole('dialog', { name: /^Open in (10:00|9:\d\d)$/ })
    await overlay.waitFor()
    await overlay.getByText(`The store is closed by its service hours and opens at ${clockTime(opensAt, 'Asia/Kuwait')}.`).waitFor()
    await expect.poll(async () => (await heard(page, 'store-will-open')).length).toBe(1)
    await overlay.getByRole('button', { name: 'Open Now' }).click()
    await overlay.waitFor({ state: 'hidden' })
    const store = await control<Store>('/kw/stores/102')
    expect(store).toMatchObject({ status: { id: 1 }, service_hours: { closed: false, opens_at: null } })
    // the header's selector is editable again
    await page.getByRole('combobox', { name: 'Store status' }).waitFor()
    await context.close()
  })
})

describe('the sound queue of collection methods available again', () => {
  it('plays the method\'s sound when its busy minutes run out while the store is open, not while busy', async () => {
    const { page, context } = await board(DEMO.kwManager)
    await control('/kw/stores/101/availability', { dt_available: false, dt_busy_mins: 5 })
    await control('/kw/stores/101/expire', { method: 'dt' })
    await expect.poll(async () => (await heard(page, 'available-drive-thru')).length).toBe(1)

    await control('/kw/stores/101/status', { status_id: 3, busy_timer_mins: 5 })
    await expect.poll(() => page.getByTestId('store-status').textContent()).toContain('Busy 5 min')
    await control('/kw/stores/101/availability', { dt_available: false, dt_busy_mins: 5 })
    await control('/kw/stores/101/expire', { method: 'dt' })
    await page.waitForTimeout(2_000)
    expect(await tried(page, 'available-drive-thru')).toHaveLength(1)
    await control('/kw/stores/101/status', { status_id: 1 })
    await context.close()
  })

  it("a sound that cannot load shows 'Failed to load the sound'", async () => {
    // no service worker: its precache would answer for the file the test takes away
    const { page, context } = await board(DEMO.kwManager, { ...TABLET, serviceWorkers: 'block' }, (p) =>
      p.route('**/sounds/available-walk-thru.mp3', (route) => route.fulfill({ status: 404, body: 'missing' })),
    )
    await control('/kw/stores/101/availability', { wt_available: false, wt_busy_mins: 5 })
    await control('/kw/stores/101/expire', { method: 'wt' })
    await page.getByRole('region', { name: 'Notifications' }).getByText('Failed to load the sound', { exact: true }).waitFor()
    expect(await heard(page, 'available-walk-thru')).toHaveLength(0)
    await context.close()
  })
})

describe('the screen wake lock', () => {
  /** A stand-in navigator.wakeLock that records requests and releases, and a page visibility the test can switch */
  function fakeWakeLock() {
    const w = window as unknown as { __wake: string[]; __setVisibility: (v: DocumentVisibilityState) => void }
    w.__wake = []
    let visibility: DocumentVisibilityState = 'visible'
    let current: { release: () => Promise<void> } | null = null
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: async (type: string) => {
          w.__wake.push(`request:${type}`)
          const listeners: (() => void)[] = []
          let released = false
          const sentinel = {
            addEventListener: (_: string, l: () => void) => void listeners.push(l),
            release: async () => {
              if (released) return
              released = true
              w.__wake.push('release')
              listeners.forEach((l) => l())
            },
          }
          current = sentinel
          return sentinel
        },
      },
    })
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility })
    w.__setVisibility = (v) => {
      visibility = v
      // the browser lets go of the lock when the page is hidden
      if (v === 'hidden') void current?.release()
      document.dispatchEvent(new Event('visibilitychange'))
    }
  }
  const wake = (page: Page) => page.evaluate(() => (window as unknown as { __wake: string[] }).__wake)

  it('is held on /orders, let go elsewhere, asked again when the page is visible again, and let go on sign-out', async () => {
    const { page, context } = await board(DEMO.kwStaff, TABLET, (p) => p.addInitScript(fakeWakeLock))
    await expect.poll(() => wake(page)).toEqual(['request:screen'])
    await nav(page).getByRole('link', { name: 'Menu', exact: true }).click()
    await expect.poll(() => wake(page)).toEqual(['request:screen', 'release'])
    await nav(page).getByRole('link', { name: 'Orders', exact: true }).click()
    await expect.poll(() => wake(page)).toEqual(['request:screen', 'release', 'request:screen'])
    await page.evaluate(() => (window as unknown as { __setVisibility: (v: string) => void }).__setVisibility('hidden'))
    await page.evaluate(() => (window as unknown as { __setVisibility: (v: string) => void }).__setVisibility('visible'))
    await expect.poll(() => wake(page)).toEqual(['request:screen', 'release', 'request:screen', 'release', 'request:screen'])
    await page.getByRole('button', { name: 'User menu' }).click()
    await page.getByRole('menuitem', { name: 'Sign Out' }).click()
    await page.waitForURL(/\/login$/)
    await expect.poll(async () => (await wake(page)).at(-1)).toBe('release')
    await context.close()
  })

  it("uses the browser's own Wake Lock API without errors", async () => {
    const { page, context } = await board(DEMO.kwStaff)
    expect(await page.evaluate(() => 'wakeLock' in navigator)).toBe(true)
    await page.waitForTimeout(1_000)
    await context.close()
  })
})

describe('screenshots of every overlay', () => {
  const screens = [
    ['phone', PHONE],
    ['tablet', TABLET],
  ] as const

  for (const lang of ['en', 'ar'] as const) {
    for (const [screenName, screen] of screens) {
      it(`${screenName}, ${lang}`, async () => {
        const name = (overlay: string) => `attention-${overlay}-${screenName}-${lang}`
        const settle = (page: Page) => page.waitForTimeout(400)

        // 101: invisible, the idle prompt, the reminder, the busy modal
        await control('/kw/stores/101/visibility', { minutes: 0 })
        const { page, context } = await board(DEMO.kwManager, { ...screen, lang }, (p) => p.clock.install())
        const dialog = page.getByRole('alertdialog')
        await dialog.waitFor()
        await settle(page)
        await screenshot(page, name('invisible'))

        await control('/kw/stores/101/visibility', { minutes: 1.5 })
        await page.reload()
        await dialog.waitFor()
        await settle(page)
        await screenshot(page, name('idle'))
        await dialog.getByRole('button').first().click()
        await dialog.waitFor({ state: 'hidden' })

        const pending = await createOrder(control)
        // the reminder counts from when the page saw the order: moving the clock before that would move nothing
        await page.locator(`[data-order-id="${pending.id}"]`).first().waitFor()
        await page.clock.fastForward('01:05')
        await dialog.waitFor()
        await settle(page)
        await screenshot(page, name('reminder'))
        await dialog.getByRole('button').first().click()
        await dialog.waitFor({ state: 'hidden' })
        await clearPending('kw', 101, DEMO.kwManager)

        await control('/kw/stores/101/status', { status_id: 3, busy_timer_mins: 5 })
        await control('/kw/stores/101/busy-notice', {})
        await page.getByRole('dialog').last().waitFor()
        await settle(page)
        await screenshot(page, name('busy'))
        await control('/kw/stores/101/status', { status_id: 1 })
        await context.close()

        // 102, closed by its service hours: Open in, with Open Now
        await control('/kw/stores/102/settings', { service_hours: { closed: true, opens_at: new Date(Date.now() + 42 * 60_000).toISOString() } })
        await control('/kw/stores/102/status', { status_id: 2 })
        const closed = await board(DEMO.kwPolling, { ...screen, lang })
        await closed.page.getByRole('dialog').last().waitFor()
        await settle(closed.page)
        await screenshot(closed.page, name('open-in'))
        await control('/kw/stores/102/settings', { service_hours: { closed: false, opens_at: null } })
        await control('/kw/stores/102/status', { status_id: 1 })
        await closed.context.close()

        // sound blocked
        const quiet = await signedInContext(await blockedHarness(), DEMO.kwManager, { ...screen, lang })
        await untouchedUntilSoundOverlay(quiet.page, h.url('/orders'), lang === 'en' ? 'Tap to enable sound' : overlaysAr['overlays.soundTitle'])
        await settle(quiet.page)
        await screenshot(quiet.page, name('sound'))
        await quiet.context.close()
      })
    }
  }
})
