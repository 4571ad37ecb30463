import { afterEach, describe, expect, it, vi } from 'vitest'
import { answerGate } from '../../tests/mocks/answer-gate'
import { makeStore } from '../../tests/factories/entities'
import { burgerMenu, makeProduct, type MenuProduct } from '../../tests/factories/menu'
import { api, HttpResponse } from '../../tests/mocks/api'
import { menuHandlers, menuWorld, type MenuWorld } from '../../tests/mocks/menu'
import { server } from '../../tests/mocks/server'
import { signInAs } from '../../tests/setup/session'
import {
  applyMenuProducts,
  loadMenu,
  MENU_RETRY_FIRST_MS,
  MENU_RETRY_MAX_MS,
  menuState,
  refreshMenu,
  setCategorySoldOut,
  setChoiceSoldOut,
  setProductSoldOut,
  setProductStock,
} from './menu'
import { resetAllStores } from './reset'
import { storeState } from './store'
import { toasts } from './toasts'

async function loaded() {
  signInAs()
  storeState.store = makeStore()
  const world = menuWorld()
  server.use(...menuHandlers(world))
  await loadMenu({ locale: 'en' })
  return world
}

describe('menu store', () => {
  it('loads once per store and language', async () => {
    const world = await loaded()
    expect(menuState.load).toBe('ready')
    expect(menuState.products).toHaveLength(6)
    await loadMenu({ locale: 'en' })
    expect(world.locales).toEqual(['en'])
    await loadMenu({ locale: 'ar' })
    expect(world.locales).toEqual(['en', 'ar'])
  })

  it('applyMenuProducts: one product replaces the matching id, several merge by id (realtime entry point)', async () => {
    await loaded()
    const before = menuState.products
    const fries = before.find((p) => p.id === 1005)!
    applyMenuProducts([{ ...fries, in_stock: false }])
    expect(menuState.products.find((p) => p.id === 1005)?.in_stock).toBe(false)
    expect(menuState.products[0]).toBe(before[0])
    applyMenuProducts([{ ...fries, in_stock: true }, makeProduct({ id: 4242, name: 'Brand New', category: { id: 4 } })])
    expect(menuState.products.find((p) => p.id === 1005)?.in_stock).toBe(true)
    expect(menuState.products.at(-1)?.id).toBe(4242)
  })

  it('ignores live updates before the menu is loaded', () => {
    applyMenuProducts(burgerMenu().products)
    expect(menuState.products).toEqual([])
  })

  it('a failed toggle changes nothing and rethrows; sign-out resets', async () => {
    await loaded()
    await expect(setProductSoldOut(999, true)).rejects.toThrow()
    expect(menuState.busy).toEqual({})
    await setChoiceSoldOut(510, true)
    expect(menuState.products.find((p) => p.id === 1001)?.in_stock).toBe(false)
    resetAllStores()
    expect(menuState).toMatchObject({ load: 'idle', products: [], categories: [], loadedFor: null })
  })
})

const FRIES = 1005
const fries = () => menuState.products.find((p) => p.id === FRIES)
const friesOf = (world: MenuWorld) => world.products.find((p) => p.id === FRIES)!
/** What the server emits after a change: the product as it holds it now (in English) */
const liveUpdate = (product: MenuProduct) => applyMenuProducts([structuredClone(product)])

/** The server has answered (its answer is read), but the answer is held on its way until released */
function slowProducts(world: MenuWorld) {
  const gate = answerGate()
  server.use(
    api.get('/api/v1/store/{id}/product', async () => {
      const answer = structuredClone(world.products)
      gate.arrive()
      await gate.open
      return HttpResponse.json(answer)
    }),
  )
  return { read: gate.reached, release: gate.release }
}

describe('menu answers older than a live update (the late-answer rule of the orders and the store status)', () => {
  it('first load: an update that comes while the menu is asked for is applied on top of the answer', async () => {
    signInAs()
    storeState.store = makeStore()
    const world = menuWorld()
    server.use(...menuHandlers(world))
    const slow = slowProducts(world)
    const load = loadMenu({ locale: 'en' })
    await slow.read
    friesOf(world).in_stock = false
    liveUpdate(friesOf(world))
    slow.release()
    await load
    expect(menuState.load).toBe('ready')
    expect(fries()?.in_stock).toBe(false)
  })

  it('a reload (a language switch, Load the latest): an update during it stays, with the names of the new language', async () => {
    const world = await loaded()
    const slow = slowProducts(world)
    friesOf(world).name = 'بطاطس مقلية'
    const load = loadMenu({ locale: 'ar' })
    await slow.read
    // the update comes in English, as the backend sends it
    liveUpdate({ ...friesOf(world), name: 'Fries', in_stock: false })
    expect(fries()?.in_stock).toBe(false)
    slow.release()
    await load
    expect(fries()).toMatchObject({ in_stock: false, name: 'بطاطس مقلية' })
    // an update before the load was asked for is not applied again over a newer answer
    friesOf(world).in_stock = true
    await loadMenu({ force: true, locale: 'ar' })
    expect(fries()?.in_stock).toBe(true)
  })

  it("a sold-out answer older than another tablet's update leaves that product as the update did; the others apply", async () => {
    const world = await loaded()
    const gate = answerGate()
    server.use(
      api.post('/api/v1/store/soldout', async () => {
        // Lab Sauce out: the burgers that need it go out with it (min_choices)
        const changed = world.products.filter((p) => p.modifiers.some((m) => m.choices.some((c) => c.id === 510)))
        for (const p of changed) {
          for (const m of p.modifiers) for (const c of m.choices) if (c.id === 510) c.in_stock = false
          p.in_stock = false
        }
        const answer = { products: structuredClone(changed) }
        gate.arrive()
        await gate.open
        return HttpResponse.json(answer)
      }),
    )
    const change = setChoiceSoldOut(510, true)
    await gate.reached
    // meanwhile another tablet gives the Crispy Chicken Burger another sauce and puts it back in stock
    const chicken = world.products.find((p) => p.id === 1004)!
    chicken.in_stock = true
    chicken.modifiers = []
    liveUpdate(chicken)
    gate.release()
    await change
    expect(menuState.products.find((p) => p.id === 1004)).toMatchObject({ in_stock: true, modifiers: [] })
    expect(menuState.products.find((p) => p.id === 1001)?.in_stock).toBe(false)
  })

  it("a stock answer older than another tablet's update leaves the count the update brought", async () => {
    const world = await loaded()
    const gate = answerGate()
    server.use(
      api.post('/api/v1/store/product/stock', async ({ request }) => {
        const body = await request.json()
        friesOf(world).stock = { current: body.current }
        const answer = { products: [structuredClone(friesOf(world))] }
        gate.arrive()
        await gate.open
        return HttpResponse.json(answer)
      }),
    )
    const change = setProductStock(FRIES, 12)
    await gate.reached
    friesOf(world).stock = { current: 5 }
    liveUpdate(friesOf(world))
    gate.release()
    await change
    expect(fries()?.stock).toEqual({ current: 5 })
    // with no update meanwhile, the answer applies
    await setProductStock(FRIES, 30)
    expect(fries()?.stock).toEqual({ current: 30 })
  })

  it("a reload asked for before a sold-out answer does not undo it; a live update after the answer still wins", async () => {
    const world = await loaded()
    const slow = slowProducts(world)
    const refresh = refreshMenu()
    // the reload's products are read with Fries and Onion Rings in stock
    await slow.read
    await setProductSoldOut(FRIES, true)
    await setProductSoldOut(1006, true)
    expect(fries()?.in_stock).toBe(false)
    // then another tablet puts Onion Rings back
    world.products.find((p) => p.id === 1006)!.in_stock = true
    liveUpdate(world.products.find((p) => p.id === 1006)!)
    slow.release()
    await refresh
    expect(fries()?.in_stock).toBe(false)
    expect(menuState.products.find((p) => p.id === 1006)?.in_stock).toBe(true)
  })

  it('a language switch on its way keeps a category sold out and a stock count answered meanwhile, in the new language', async () => {
    const world = await loaded()
    const slow = slowProducts(world)
    friesOf(world).name = 'بطاطس مقلية'
    const load = loadMenu({ locale: 'ar' })
    await slow.read
    await setCategorySoldOut(4, true)
    await setProductStock(FRIES, 7)
    slow.release()
    await load
    expect(menuState.categories.find((c) => c.id === 4)?.in_stock).toBe(false)
    expect(menuState.products.filter((p) => p.category.id === 4).every((p) => !p.in_stock)).toBe(true)
    expect(fries()).toMatchObject({ stock: { current: 7 }, name: 'بطاطس مقلية' })
  })
})

describe("a change's answer that comes late", () => {
  it('a sold-out answer slower than a later stock change of the same product does not undo it (the server ends sold out, 0)', async () => {
    const world = await loaded()
    const gate = answerGate()
    server.use(
      // the restock is applied first on the server; its answer is the slow one
      api.post('/api/v1/store/soldout', async () => {
        friesOf(world).in_stock = true
        const answer = { products: [structuredClone(friesOf(world))] }
        gate.arrive()
        await gate.open
        return HttpResponse.json(answer)
      }),
    )
    friesOf(world).in_stock = false
    liveUpdate(friesOf(world))
    const restock = setProductSoldOut(FRIES, false)
    await gate.reached
    // then a count of 0, applied after it on the server (sold out), answered at once
    await setProductStock(FRIES, 0)
    expect(friesOf(world)).toMatchObject({ in_stock: false, stock: { current: 0 } })
    gate.release()
    await restock
    expect(fries()).toMatchObject({ in_stock: false, stock: { current: 0 } })
    // a change sent after both applies as usual
    await setProductSoldOut(FRIES, false)
    expect(fries()?.in_stock).toBe(true)
  })

  it("an answer that comes after the store on screen changed is not applied to the other store's menu", async () => {
    signInAs()
    const a = burgerMenu()
    const b = { categories: [], products: [makeProduct({ id: 7, name: 'Fresh Milk 1L', category: { id: 90 } })] }
    const gate = answerGate()
    server.use(
      api.get('/api/v1/store/{id}/category', ({ params }) => HttpResponse.json(Number(params.id) === 101 ? a.categories : b.categories)),
      api.get('/api/v1/store/{id}/product', ({ params }) => HttpResponse.json(Number(params.id) === 101 ? a.products : b.products)),
      api.post('/api/v1/store/soldout', async () => {
        gate.arrive()
        await gate.open
        // Lab Sauce out in store A: its four burgers
        return HttpResponse.json({ products: a.products.filter((p) => p.id <= 1004) })
      }),
    )
    storeState.store = makeStore({ id: 101 })
    await loadMenu({ locale: 'en' })
    const change = setChoiceSoldOut(510, true)
    await gate.reached
    // a warm start's saved store A, then the server's store B for this user
    storeState.store = makeStore({ id: 202, uuid: 'store-202-uuid', name: 'Other' })
    await loadMenu({ locale: 'en' })
    gate.release()
    await change
    expect(menuState.products.map((p) => p.name)).toEqual(['Fresh Milk 1L'])
    expect(menuState.busy).toEqual({})
  })
})

describe('refreshMenu: the quiet reload of the menu held', () => {
  afterEach(() => vi.useRealTimers())

  it('asks nothing while no menu of this store is held', async () => {
    signInAs()
    storeState.store = makeStore()
    const world = menuWorld()
    server.use(...menuHandlers(world))
    await refreshMenu()
    expect(world.locales).toEqual([])
  })

  it('keeps the lists on screen while it asks (no loading state), then shows the answer in the UI language', async () => {
    const world = await loaded()
    const slow = slowProducts(world)
    friesOf(world).in_stock = false
    const refresh = refreshMenu()
    await slow.read
    expect(menuState.load).toBe('ready')
    expect(fries()?.in_stock).toBe(true)
    slow.release()
    await refresh
    expect(fries()?.in_stock).toBe(false)
    expect(world.locales).toEqual(['en', 'en'])
  })

  it('a failure changes nothing and toasts nothing; nor does the saved copy answering for the network', async () => {
    const world = await loaded()
    const before = menuState.products
    server.use(api.get('/api/v1/store/{id}/product', () => HttpResponse.json({ code: 503, message: 'Service Unavailable' }, { status: 503 })))
    await refreshMenu()
    server.use(api.get('/api/v1/store/{id}/product', () => HttpResponse.error()))
    await refreshMenu()
    server.use(
      api.get('/api/v1/store/{id}/product', () =>
        HttpResponse.json(world.products.map((p) => ({ ...p, in_stock: false })), { headers: { 'x-dashboard-saved-copy': String(Date.now() - 3_600_000) } }),
      ),
    )
    await refreshMenu()
    expect(menuState).toMatchObject({ load: 'ready', savedCopyAt: null, loadedFor: `${storeState.store!.id}:en` })
    expect(menuState.products).toBe(before)
    expect(toasts.items).toEqual([])
  })

  it('one the network does not answer (realtime back, the API not yet) is asked again, less often, until it does', async () => {
    const world = await loaded()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    // a 503, then the device's copy answering for the network, then the menu now
    let asked = 0
    server.use(
      api.get('/api/v1/store/{id}/product', () => {
        if (++asked === 1) return HttpResponse.json({ code: 503, message: 'Service Unavailable' }, { status: 503 })
        const savedCopy = asked === 2 ? { 'x-dashboard-saved-copy': String(Date.now() - 3_600_000) } : undefined
        return HttpResponse.json(structuredClone(world.products), { headers: savedCopy })
      }),
    )
    friesOf(world).in_stock = false
    await refreshMenu()
    expect(asked).toBe(1)
    await vi.advanceTimersByTimeAsync(MENU_RETRY_FIRST_MS)
    await vi.waitFor(() => expect(asked).toBe(2))
    // its answer handled, the next is asked twice as late
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1))
    expect(fries()?.in_stock).toBe(true)
    await vi.advanceTimersByTimeAsync(MENU_RETRY_FIRST_MS)
    expect(asked).toBe(2)
    await vi.advanceTimersByTimeAsync(MENU_RETRY_FIRST_MS)
    await vi.waitFor(() => expect(fries()?.in_stock).toBe(false))
    expect(asked).toBe(3)
    // answered: no more
    await vi.advanceTimersByTimeAsync(3 * MENU_RETRY_MAX_MS)
    expect(asked).toBe(3)
    expect(menuState).toMatchObject({ load: 'ready', savedCopyAt: null })
    expect(toasts.items).toEqual([])
  })

  it('its retries stop when a newer load starts, and at sign-out', async () => {
    const world = await loaded()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    let down = true
    server.use(
      api.get('/api/v1/store/{id}/product', () =>
        down ? HttpResponse.json({ code: 503, message: 'Service Unavailable' }, { status: 503 }) : HttpResponse.json(structuredClone(world.products)),
      ),
    )
    await refreshMenu()
    expect(vi.getTimerCount()).toBe(1)
    down = false
    await loadMenu({ force: true, locale: 'en' })
    expect(vi.getTimerCount()).toBe(0)
    await vi.advanceTimersByTimeAsync(3 * MENU_RETRY_MAX_MS)
    expect(world.locales).toEqual(['en', 'en', 'en'])
    down = true
    await refreshMenu()
    expect(vi.getTimerCount()).toBe(1)
    resetAllStores()
    expect(vi.getTimerCount()).toBe(0)
  })
})
