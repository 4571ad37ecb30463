// The menu page rendered against the mocked backend, signed in, with the menu of `world` (src/features/menu tests).
import { makeBrand, makeManager, makeStore, type Store, type User } from '../factories/entities'
import { makeCategory, makeProduct } from '../factories/menu'
import { api, HttpResponse } from '../mocks/api'
import { menuHandlers, menuWorld, type MenuWorld } from '../mocks/menu'
import { server } from '../mocks/server'
import { renderApp } from './render'
import { signInAs } from './session'

export function openMenu(options: { user?: User; store?: Store; world?: MenuWorld } = {}) {
  const world = options.world ?? menuWorld()
  const store = options.store ?? makeStore()
  const user = options.user ?? makeManager()
  signInAs()
  server.use(
    api.get('/api/v1/user/store', () => HttpResponse.json({ user, store: { id: store.id, name: store.name } })),
    api.get('/api/v1/store/{id}', () => HttpResponse.json(store)),
    ...menuHandlers(world),
  )
  return { ...renderApp('/menu'), world }
}

/** Two dairy products with stock counts */
export const stockWorld = () =>
  menuWorld({
    categories: [makeCategory({ id: 1, name: 'Dairy' })],
    products: [makeProduct({ id: 7, name: 'Fresh Milk 1L', stock: { current: 12 } }), makeProduct({ id: 8, name: 'Laban', stock: { current: 3 } })],
  })

/** A supermarket whose stock counts this user may change */
export const stockStore = () => makeStore({ stock_enabled: true, change_stock_allowed: true, brand: makeBrand({ supermarket: true }) })
