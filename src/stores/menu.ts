// The store's menu: categories and products (in the UI language), sold-out toggles, stock edits, and the entry
// point the realtime layer uses for menu product updates. The lists are immutable values held with ref():
// every change swaps in a new list whose untouched products are the same objects, so a 2,000-product menu is
// never deep-proxied and memoised rows re-render only when their product changed.
import { proxy, ref } from 'valtio'
import { useSnapshot } from '../lib/use-snapshot'
import type { MenuCategory, MenuProduct } from '../domain/menu'
import {
  withCategoriesFrom,
  withCategorySoldOut,
  withCategoryTreeInStock,
  withChoiceSoldOut,
  withChoiceStock,
  withProductSoldOut,
  withProductStock,
} from '../domain/menu-stock'
import { applyProducts } from '../domain/menu-updates'
import { savedCopyTime } from '../domain/saved-copy'
import { apiClient, unwrap } from '../lib/api/client'
import { getLocale, type Locale } from '../lib/i18n/i18n'
import { registerReset } from './reset'
import { currentCountry } from './session'
import { storeState } from './store'

export type MenuLoad = 'idle' | 'loading' | 'ready' | 'failed'
/** A change in flight: 'product:1', 'choice:2', 'category:3', 'stock:product:1', 'stock:choice:2' */
export type BusyKey = `${'product' | 'choice' | 'category' | 'stock:product' | 'stock:choice'}:${number}`

export interface MenuState {
  categories: readonly MenuCategory[]
  products: readonly MenuProduct[]
  load: MenuLoad
  /** Which store and language the lists were loaded for */
  loadedFor: string | null
  busy: Partial<Record<BusyKey, true>>
  /** The lists shown are the copy saved on this device (the network did not answer in time), saved then (epoch ms) */
  savedCopyAt: number | null
}

const initial = (): MenuState => ({
  categories: ref([]),
  products: ref([]),
  load: 'idle',
  loadedFor: null,
  busy: {},
  savedCopyAt: null,
})

export const menuState = proxy<MenuState>(initial())

/**
 * The menu for a component. The lists are ref() values, so the snapshot hands out the stored (frozen in
 * practice, never mutated) lists themselves: typed here as the domain types instead of valtio's deep readonly.
 */
export function useMenu() {
  const snap = useSnapshot(menuState)
  return {
    products: snap.products as readonly MenuProduct[],
    categories: snap.categories as readonly MenuCategory[],
    load: snap.load,
    loadedFor: snap.loadedFor,
    busy: snap.busy,
    savedCopyAt: snap.savedCopyAt,
  }
}

const api = () => apiClient(currentCountry())
/** Bumped by every load (a store or language change): only the newest load's answer is applied */
let generation = 0
/** Bumped by sign-out: a change's answer that comes after it is not the next user's. A reload in another language does
 * not bump it: the change still applies, and its control is freed. */
let session = 0
let loading: { key: string; job: Promise<void> } | null = null

function setProducts(products: readonly MenuProduct[]): void {
  menuState.products = ref(products.slice())
}

function setCategories(categories: readonly MenuCategory[]): void {
  menuState.categories = ref(categories.slice())
}

/**
 * GET the category tree and the products of the signed-in user's store, in the UI language. Loads once per
 * store and language; { force: true } reloads. A failure keeps what was shown and sets load 'failed'.
 */
export function loadMenu(options: { force?: boolean; locale?: Locale } = {}): Promise<void> {
  const storeId = storeState.store?.id
  if (storeId === undefined) return Promise.resolve()
  const locale = options.locale ?? getLocale()
  const key = `${storeId}:${locale}`
  if (loading?.key === key) return loading.job
  if (!options.force && menuState.loadedFor === key && menuState.load === 'ready') return Promise.resolve()
  const mine = ++generation
  const job = (async () => {
    menuState.load = 'loading'
    try {
      const params = { path: { id: storeId }, query: { _locale: locale } }
      const [categoryAnswer, productAnswer] = await Promise.all([api().GET('/api/v1/store/{id}/category', { params }), api().GET('/api/v1/store/{id}/product', { params })])
      const categories = await unwrap(Promise.resolve(categoryAnswer))
      const products = await unwrap(Promise.resolve(productAnswer))
      if (mine !== generation) return
      setCategories(categories)
      setProducts(products)
      const copies = [categoryAnswer, productAnswer].map((a) => savedCopyTime(a.response.headers)).filter((at) => at !== null)
      menuState.savedCopyAt = copies.length > 0 ? Math.min(...copies) : null
      menuState.loadedFor = key
      menuState.load = 'ready'
    } catch {
      if (mine === generation) menuState.load = 'failed'
    }
  })().finally(() => {
    if (loading?.job === job) loading = null
  })
  loading = { key, job }
  return job
}

/**
 * Menu product live updates (SPEC 4), also used for the products the sold-out and stock calls answer with:
 * one product replaces the one with the same id, several are merged by id. Ignored until the menu is loaded
 * (the load fetches the current menu anyway).
 */
export function applyMenuProducts(products: readonly MenuProduct[]): void {
  if (menuState.load !== 'ready' && menuState.products.length === 0) return
  setProducts(applyProducts(menuState.products, products))
}

async function withBusy(key: BusyKey, run: () => Promise<void>): Promise<void> {
  if (menuState.busy[key]) return
  menuState.busy[key] = true
  const mine = session
  try {
    await run()
  } finally {
    if (mine === session) delete menuState.busy[key]
  }
}

type SoldOutTarget = { product_id: number } | { choice_id: number } | { category_id: number }

async function postSoldOut(target: SoldOutTarget, soldOut: boolean) {
  return unwrap(api().POST('/api/v1/store/soldout', { body: { ...target, sold_out: soldOut ? '1' : '0' } }))
}

/**
 * Sold-out toggles (SPEC 4): after success in_stock flips here (with the min_choices rule for choices), then the
 * changed products of the response are applied by id. A failure changes nothing and rethrows; the client has
 * already shown the error (for instance the refusal to restock a product whose choices are out).
 */
export function setProductSoldOut(productId: number, soldOut: boolean): Promise<void> {
  return withBusy(`product:${productId}`, async () => {
    const mine = session
    const result = await postSoldOut({ product_id: productId }, soldOut)
    if (mine !== session) return
    setProducts(applyProducts(withProductSoldOut(menuState.products, productId, soldOut), result.products))
  })
}

export function setChoiceSoldOut(choiceId: number, soldOut: boolean): Promise<void> {
  return withBusy(`choice:${choiceId}`, async () => {
    const mine = session
    const result = await postSoldOut({ choice_id: choiceId }, soldOut)
    if (mine !== session) return
    setProducts(applyProducts(withChoiceSoldOut(menuState.products, choiceId, soldOut), result.products))
  })
}

export function setCategorySoldOut(categoryId: number, soldOut: boolean): Promise<void> {
  return withBusy(`category:${categoryId}`, async () => {
    const mine = session
    const result = await postSoldOut({ category_id: categoryId }, soldOut)
    if (mine !== session) return
    const local = withCategorySoldOut(menuState.products, menuState.categories, categoryId, soldOut)
    setProducts(applyProducts(local, result.products))
    let tree = withCategoryTreeInStock(menuState.categories, categoryId, !soldOut)
    if (result.categories?.length) tree = withCategoriesFrom(tree, result.categories)
    setCategories(tree)
  })
}

/** Stock edit Ok (SPEC 4, 5): the count is sent as a number; 0 sells the product (or choice) out */
export function setProductStock(productId: number, current: number): Promise<void> {
  return withBusy(`stock:product:${productId}`, async () => {
    const mine = session
    const result = await unwrap(api().POST('/api/v1/store/product/stock', { body: { product_id: productId, current } }))
    if (mine !== session) return
    setProducts(applyProducts(withProductStock(menuState.products, productId, current), result.products))
  })
}

export function setChoiceStock(choiceId: number, current: number): Promise<void> {
  return withBusy(`stock:choice:${choiceId}`, async () => {
    const mine = session
    const result = await unwrap(api().POST('/api/v1/store/product/stock', { body: { choice_id: choiceId, current } }))
    if (mine !== session) return
    setProducts(applyProducts(withChoiceStock(menuState.products, choiceId, current), result.products))
  })
}

registerReset(() => {
  generation++
  session++
  loading = null
  Object.assign(menuState, initial())
})
