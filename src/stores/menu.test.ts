import { describe, expect, it } from 'vitest'
import { makeStore } from '../../tests/factories/entities'
import { burgerMenu, makeProduct } from '../../tests/factories/menu'
import { menuHandlers, menuWorld } from '../../tests/mocks/menu'
import { server } from '../../tests/mocks/server'
import { signInAs } from '../../tests/setup/session'
import { applyMenuProducts, loadMenu, menuState, setChoiceSoldOut, setProductSoldOut } from './menu'
import { resetAllStores } from './reset'
import { storeState } from './store'

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
