// The service worker's push, notificationclick and message listeners, run in node (sw/worker-harness.ts).
import { describe, expect, it } from 'vitest'
import { overlaysAr } from '../src/lib/i18n/overlays.ar'
import { fakeWindow, loadWorker, ORIGIN } from './worker-harness'

const ORDER_PUSH = { type: 'new_order', title: 'You Have a New Order', body: '#100042 · Burger Hub', order_id: 42, url: '/orders' }
const SESSION = { type: 'SESSION', store: { country: 'KW', id: 101 } }

/** A worker told that someone is signed in, as the page tells it at sign-in */
async function signedIn() {
  const w = await loadWorker()
  await w.message(SESSION)
  return w
}

describe('a push with a broken or hostile payload', () => {
  it('still shows the alert: no data, text that is not JSON, JSON null, a bare string', async () => {
    const w = await signedIn()
    await w.push(undefined)
    await w.push('<img src=x onerror=alert(1)>', true)
    await w.push('null', true)
    await w.push('"just a string"', true)
    expect(w.visible().map((n) => n.title)).toEqual(Array(4).fill('You Have a New Order'))
    // the text that is not JSON is shown as plain text (a notification renders no markup)
    expect(w.visible()[1]!.options.body).toBe('<img src=x onerror=alert(1)>')
  })

  it('still shows the alert when Cache Storage fails, or throws at once', async () => {
    type Caches = Parameters<typeof loadWorker>[0]
    const failing = await loadWorker({ open: () => Promise.reject(new Error('quota')), delete: async () => true } as unknown as Caches)
    // what the page told this worker still holds while it runs
    await failing.message({ type: 'LOCALE', locale: 'ar' })
    await failing.push(ORDER_PUSH)
    const throwing = await loadWorker({
      open: () => {
        throw new TypeError('no caches')
      },
    } as unknown as Caches)
    await throwing.push(ORDER_PUSH)
    expect([...failing.visible(), ...throwing.visible()].map((n) => n.title)).toEqual(['لديك طلب جديد', 'You Have a New Order'])
  })

  it('opens /orders on the dashboard origin for a url elsewhere or of a page outside the app', async () => {
    const w = await signedIn()
    for (const url of ['https://evil.example/orders', '//evil.example/orders', 'javascript:alert(1)', '/login', '/impersonate/kw/x', '/print-thermal?id=1']) {
      w.opened.length = 0
      await w.push({ ...ORDER_PUSH, url, order_id: undefined })
      await w.click(w.visible().at(-1)!)
      expect([url, w.opened]).toEqual([url, [ORIGIN + '/orders']])
    }
  })

  it('shows no title or body sent as another type, an empty or blank body, and cuts a long one', async () => {
    const w = await signedIn()
    await w.push({ title: { en: 'New order' }, body: { code: '#1' }, order_id: 1 })
    await w.push({ title: '', body: '   ', order_id: 2 })
    await w.push({ body: `  ${'x'.repeat(400)}  `, order_id: 3 })
    const [a, b, c] = w.visible()
    expect([a!.title, a!.options.body, b!.title, b!.options.body]).toEqual(['You Have a New Order', undefined, 'You Have a New Order', undefined])
    expect(c!.options.body).toBe('x'.repeat(300))
  })

  it('takes an order id only as a positive integer, or one written as digits', async () => {
    const w = await signedIn()
    await w.push({ ...ORDER_PUSH, order_id: '77' })
    expect(w.visible().at(-1)!.tag).toBe('order-77')
    for (const id of [-1, 0, 1.5, '4x', '', { id: 4 }, Number.MAX_VALUE]) {
      await w.push({ ...ORDER_PUSH, order_id: id })
      expect([id, w.visible().at(-1)!.tag]).toEqual([id, expect.stringMatching(/^order-unknown-/)])
    }
  })
})

describe('two new orders', () => {
  it('whose pushes name no order both stay on screen, each with an alert of its own', async () => {
    const w = await signedIn()
    await w.push({ title: 'You Have a New Order', body: '#100050' })
    await w.push({ title: 'You Have a New Order', body: '#100051' })
    expect(w.visible().map((n) => n.options.body)).toEqual(['#100050', '#100051'])
    expect(new Set(w.visible().map((n) => n.tag)).size).toBe(2)
  })

  it('a push that replaces an alert on screen sounds again', async () => {
    const w = await signedIn()
    await w.push(ORDER_PUSH)
    await w.push(ORDER_PUSH)
    expect(w.visible()).toHaveLength(1)
    expect(w.visible()[0]!.options.renotify).toBe(true)
  })
})

describe("the alert's language", () => {
  it('is English, left to right, until the page says otherwise', async () => {
    const w = await signedIn()
    await w.push({ ...ORDER_PUSH, title: 'Something else' })
    const [n] = w.visible()
    expect([n!.title, n!.options.lang, n!.options.dir]).toEqual(['You Have a New Order', 'en', 'ltr'])
  })

  it("is the dashboard's: Arabic, right to left, with the order's code and store as sent", async () => {
    const w = await signedIn()
    await w.message({ type: 'LOCALE', locale: 'ar' })
    await w.push(ORDER_PUSH)
    const [n] = w.visible()
    expect([n!.title, n!.options.lang, n!.options.dir, n!.options.body]).toEqual([overlaysAr['overlays.reminderTitle'], 'ar', 'rtl', '#100042 · Burger Hub'])
  })

  it('holds after the browser stops the worker and a push starts it again; a language it does not know changes nothing', async () => {
    const first = await signedIn()
    await first.message({ type: 'LOCALE', locale: 'ar' })
    await first.message({ type: 'LOCALE', locale: 'fr' })
    const w = await loadWorker(first.caches)
    await w.push(ORDER_PUSH)
    expect(w.visible()[0]!.title).toBe('لديك طلب جديد')
    expect(w.visible()[0]!.options.body).toBe('#100042 · Burger Hub')
  })
})

describe('with no one signed in', () => {
  it('before the page said who is, the alert shows its title alone', async () => {
    const w = await loadWorker()
    await w.push(ORDER_PUSH)
    expect(w.visible().map((n) => [n.title, n.options.body])).toEqual([['You Have a New Order', undefined]])
  })

  it("after a sign-out (CLEAR_USER_DATA), a push of the last store shows none of its orders, even once the worker starts again", async () => {
    const first = await signedIn()
    await first.message({ type: 'LOCALE', locale: 'ar' })
    await first.message({ type: 'CLEAR_USER_DATA' })
    await first.push(ORDER_PUSH)
    const w = await loadWorker(first.caches)
    await w.push({ ...ORDER_PUSH, order_id: 43 })
    for (const n of [...first.visible(), ...w.visible()]) expect([n.title, n.options.body]).toEqual(['لديك طلب جديد', undefined])
  })

  it('a session message without a valid store records none', async () => {
    const w = await loadWorker()
    for (const store of [null, { country: 'KW' }, { country: '', id: 1 }, { country: 'KW', id: -1 }, { country: 'KW', id: '101' }]) await w.message({ type: 'SESSION', store })
    await w.push(ORDER_PUSH)
    expect(w.visible()[0]!.options.body).toBeUndefined()
  })

  it('CLEAR_USER_DATA closes every alert on screen and drops the menu', async () => {
    const w = await signedIn()
    await (await w.caches.open('menu-v1')).put('https://dash.example/kw/api/v1/store/101/product', new Response('[]'))
    await w.push(ORDER_PUSH)
    await w.push({ ...ORDER_PUSH, order_id: 43 })
    await w.message({ type: 'CLEAR_USER_DATA' })
    expect(w.visible()).toEqual([])
    expect(w.caches.stores.has('menu-v1')).toBe(false)
  })
})

describe('a tap on a new-order alert', () => {
  it('keeps which order it is for, and a window opened for it shows that order', async () => {
    const w = await signedIn()
    await w.push(ORDER_PUSH)
    expect(w.visible()[0]!.options.data).toEqual({ url: '/orders', orderId: 42 })
    await w.click(w.visible()[0]!)
    expect(w.opened).toEqual([ORIGIN + '/orders?order=42'])
  })

  it('focuses the open board and asks it to show the order, rather than the window used last (the menu, a receipt)', async () => {
    for (const last of ['/menu', '/print-thermal?id=41&locale=en']) {
      const w = await signedIn()
      // Clients.matchAll lists the window focused last first
      const other = fakeWindow(last)
      const board = fakeWindow('/orders')
      w.windows.push(other, board)
      await w.push(ORDER_PUSH)
      await w.click(w.visible()[0]!)
      expect({ last, board: [board.focused, board.messages], other: [other.focused, other.messages, other.navigated], opened: w.opened }).toEqual({
        last,
        board: [true, [{ type: 'OPEN_ORDER', url: ORIGIN + '/orders', orderId: 42 }]],
        other: [false, [], []],
        opened: [],
      })
    }
  })

  it('with no window at the page, uses the one focused last, but never a print page, and never loads it again', async () => {
    const w = await signedIn()
    const print = fakeWindow('/print-normal?id=41')
    const menu = fakeWindow('/menu')
    const reports = fakeWindow('/reports')
    w.windows.push(print, menu, reports)
    await w.push({ ...ORDER_PUSH, url: '/kitchen' })
    await w.click(w.visible()[0]!)
    expect([print.messages, menu.messages, reports.messages]).toEqual([[], [{ type: 'OPEN_ORDER', url: ORIGIN + '/kitchen', orderId: 42 }], []])
    expect(menu.focused).toBe(true)
    expect([...w.windows.flatMap((x) => x.navigated), ...w.opened]).toEqual([])
  })

  it('opens a window when the only ones open are print pages or of another origin', async () => {
    const w = await signedIn()
    w.windows.push(fakeWindow('/report-print?date=2'), { ...fakeWindow('/orders'), url: 'https://other.example/orders' })
    await w.push({ ...ORDER_PUSH, order_id: undefined })
    await w.click(w.visible()[0]!)
    expect(w.opened).toEqual([ORIGIN + '/orders'])
    expect(w.windows.flatMap((x) => x.messages)).toEqual([])
  })

  it('reaches a window this worker does not control (one it could not navigate)', async () => {
    const w = await signedIn()
    const menu = fakeWindow('/menu', { controlled: false })
    w.windows.push(menu)
    await w.push(ORDER_PUSH)
    await w.click(w.visible()[0]!)
    expect([menu.focused, menu.messages]).toEqual([true, [{ type: 'OPEN_ORDER', url: ORIGIN + '/orders', orderId: 42 }]])
  })

  it('still asks the window when the browser refuses to focus it', async () => {
    const w = await signedIn()
    const board = fakeWindow('/orders')
    board.focus = () => Promise.reject(new Error('not allowed to focus'))
    w.windows.push(board)
    await w.push(ORDER_PUSH)
    await w.click(w.visible()[0]!)
    expect(board.messages).toHaveLength(1)
  })
})
