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
import { apiClient, quietRequest, unwrap } from '../lib/api/client'
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
/** Bumped by every load (a store or language change, a quiet reload): only the newest load's answer is applied */
let generation = 0
/** Bumped by sign-out: a change's answer that comes after it is not the next user's. A reload in another language does
 * not bump it: the change still applies, and its control is freed. */
let session = 0
let loading: { key: string; job: Promise<void> } | null = null
let quietJob: Promise<void> | null = null

/**
 * A quiet reload the network did not answer (an error, or the device's copy answering for it) is asked again after
 * MENU_RETRY_FIRST_MS, doubled each time up to MENU_RETRY_MAX_MS (the fallback's menu poll period): once realtime is
 * back no menu event brings what was missed meanwhile, so nothing else would ask again.
 */
export const MENU_RETRY_FIRST_MS = 5_000
export const MENU_RETRY_MAX_MS = 60_000
let retryTimer: ReturnType<typeof setTimeout> | undefined
let retryDelay = 0

/**
 * Live menu updates, counted, so that an answer asked for before one of them does not undo it (the rule of the orders
 * and the store status): the update that last changed each product id, and those received while a load is on its way,
 * applied again on top of its answer. A change is counted too when it is sent, and its answer marks the products it
 * changed with that count: an answer to a change sent earlier, arriving later, leaves them alone (the server applied
 * the changes in the order they were sent). A change's answer is kept for a load on its way (showChange).
 */
let liveUpdates = 0
const liveChanged = new Map<number, number>()
let loadsOnTheirWay = 0
type CategoriesChange = (tree: readonly MenuCategory[]) => readonly MenuCategory[]
let liveDuringLoads: { n: number; products: readonly MenuProduct[]; categories?: CategoriesChange }[] = []

function setProducts(products: readonly MenuProduct[]): void {
  menuState.products = ref(products.slice())
}

function setCategories(categories: readonly MenuCategory[]): void {
  menuState.categories = ref(categories.slice())
}

const keyOf = (storeId: number, locale: Locale) => `${storeId}:${locale}`
/** The store (its id as text) of a load's key, loadedFor: the same through a reload in another language */
export const storeOfLoad = (loadedFor: string | null) => (loadedFor === null ? null : loadedFor.slice(0, loadedFor.indexOf(':')))
/** The lists held are this store's (in whichever language) */
const holdsStore = (storeId: number) => menuState.loadedFor?.startsWith(`${storeId}:`) === true

interface MenuAnswer {
  categories: readonly MenuCategory[]
  products: readonly MenuProduct[]
  /** when the device's saved copy that answered was made, or null for the network's answer */
  savedCopyAt: number | null
}

/** The category tree and the products as the server has them now, and the live updates that come meanwhile */
async function fetchMenu(storeId: number, locale: Locale, quiet: boolean): Promise<MenuAnswer & { liveSeen: number }> {
  const liveSeen = liveUpdates
  const request = { params: { path: { id: storeId }, query: { _locale: locale } }, ...(quiet ? quietRequest : {}) }
  const [categoryAnswer, productAnswer] = await Promise.all([api().GET('/api/v1/store/{id}/category', request), api().GET('/api/v1/store/{id}/product', request)])
  const categories = await unwrap(Promise.resolve(categoryAnswer))
  const products = await unwrap(Promise.resolve(productAnswer))
  const copies = [categoryAnswer, productAnswer].map((a) => savedCopyTime(a.response.headers)).filter((at) => at !== null)
  return { categories, products, savedCopyAt: copies.length > 0 ? Math.min(...copies) : null, liveSeen }
}

/** A load's end, answered or not: the live updates are kept only while a load may still need them */
function loadEnded(): void {
  if (--loadsOnTheirWay === 0) liveDuringLoads = []
}

/** Shows a load's answer, with the live updates that came after it was asked for applied on top (they are newer) */
function showMenu(key: string, answer: MenuAnswer & { liveSeen: number }): void {
  let products = answer.products
  let categories = answer.categories
  for (const update of liveDuringLoads) {
    if (update.n <= answer.liveSeen) continue
    products = applyProducts(products, update.products)
    if (update.categories) categories = update.categories(categories)
  }
  setCategories(categories)
  setProducts(products)
  menuState.savedCopyAt = answer.savedCopyAt
  menuState.loadedFor = key
  menuState.load = 'ready'
}

/**
 * GET the category tree and the products of the signed-in user's store, in the UI language. Loads once per
 * store and language; { force: true } reloads. A failure keeps what was shown and sets load 'failed' (the client has
 * toasted why); the page shows its error only when it has no lists of this store to keep.
 */
export function loadMenu(options: { force?: boolean; locale?: Locale } = {}): Promise<void> {
  const storeId = storeState.store?.id
  if (storeId === undefined) return Promise.resolve()
  const locale = options.locale ?? getLocale()
  const key = keyOf(storeId, locale)
  if (loading?.key === key) return loading.job
  if (!options.force && menuState.loadedFor === key && menuState.load === 'ready') return Promise.resolve()
  const mine = ++generation
  stopRetry()
  retryDelay = 0
  // another store's lists are not this store's menu, not even while its own loads
  if (menuState.loadedFor !== null && !holdsStore(storeId)) Object.assign(menuState, { categories: ref([]), products: ref([]), loadedFor: null, savedCopyAt: null })
  const job = (async () => {
    menuState.load = 'loading'
    loadsOnTheirWay++
    try {
      const answer = await fetchMenu(storeId, locale, false)
      if (mine === generation) showMenu(key, answer)
    } catch {
      if (mine === generation) menuState.load = 'failed'
    } finally {
      loadEnded()
    }
  })().finally(() => {
    if (loading?.job === job) loading = null
  })
  loading = { key, job }
  return job
}

function stopRetry(): void {
  clearTimeout(retryTimer)
  retryTimer = undefined
}

/** The quiet reload is asked again, less often each time the network does not answer it */
function retryLater(): void {
  retryDelay = Math.min(retryDelay === 0 ? MENU_RETRY_FIRST_MS : retryDelay * 2, MENU_RETRY_MAX_MS)
  retryTimer = setTimeout(() => {
    retryTimer = undefined
    void refreshMenu()
  }, retryDelay)
}

/**
 * Fetches the menu held again without a word: after realtime was down, and now and then in Basic View and in the
 * fallback, when no menu update comes live (../app/live/session.ts), and while the device's saved copy shows. No
 * spinner, the lists stay as they are until the answer; a failure changes nothing and toasts nothing, and so does the
 * device's saved copy answering instead of the network unless it is newer than the saved copy shown. Either is asked
 * again later (retryLater) until the network answers. Nothing is asked while no menu of this store is held, or while a
 * load is on its way.
 */
export function refreshMenu(): Promise<void> {
  const storeId = storeState.store?.id
  if (storeId === undefined || !holdsStore(storeId)) return Promise.resolve()
  if (loading) return loading.job
  if (quietJob) return quietJob
  const mine = ++generation
  stopRetry()
  const locale = getLocale()
  const key = keyOf(storeId, locale)
  const job = (async () => {
    loadsOnTheirWay++
    try {
      const answer = await fetchMenu(storeId, locale, true)
      if (mine !== generation) return
      const shownCopy = menuState.savedCopyAt
      const older = answer.savedCopyAt !== null && (shownCopy === null || answer.savedCopyAt <= shownCopy)
      if (!older) showMenu(key, answer)
      // the device's copy, even a newer one, is not the menu now
      if (answer.savedCopyAt === null) retryDelay = 0
      else retryLater()
    } catch {
      // quiet: nothing is said, and it is asked again later
      if (mine === generation) retryLater()
    } finally {
      loadEnded()
    }
  })().finally(() => {
    if (quietJob === job) quietJob = null
  })
  quietJob = job
  return job
}

/**
 * Menu product live updates (SPEC 4): one product replaces the one with the same id, several are merged by id. Before
 * the menu is loaded they are kept for the load on its way (its answer may be older), or ignored when none is (the
 * load fetches the current menu anyway).
 */
export function applyMenuProducts(products: readonly MenuProduct[]): void {
  const n = ++liveUpdates
  for (const p of products) liveChanged.set(p.id, n)
  if (loadsOnTheirWay > 0) liveDuringLoads.push({ n, products })
  if (menuState.load !== 'ready' && menuState.products.length === 0) return
  setProducts(applyProducts(menuState.products, products))
}

/**
 * A change's answer (and what it flips here) as the list to show: a product a live update changed after the change
 * was sent stays as that update left it, since the answer was read before it.
 */
function withoutOlder(next: readonly MenuProduct[], liveSeen: number): readonly MenuProduct[] {
  if (liveUpdates === liveSeen) return next
  const held = new Map(menuState.products.map((p) => [p.id, p]))
  return next.map((p) => ((liveChanged.get(p.id) ?? 0) > liveSeen ? (held.get(p.id) ?? p) : p))
}

/**
 * Shows the answer of the change counted `sent` (next, as withoutOlder left it; categories, what it does to the
 * category tree). A load on its way that was asked for before it may answer the menu as it was before the change: what
 * the change changed is kept for it, as a live update is, and applied again on top of its answer (a live update after
 * it still wins).
 */
function showChange(sent: number, next: readonly MenuProduct[], categories?: CategoriesChange): void {
  const held = new Set(menuState.products)
  const changed = next.filter((p) => !held.has(p))
  for (const p of changed) liveChanged.set(p.id, Math.max(liveChanged.get(p.id) ?? 0, sent))
  if (loadsOnTheirWay > 0) liveDuringLoads.push({ n: ++liveUpdates, products: changed, categories })
  setProducts(next)
  if (categories) setCategories(categories(menuState.categories))
}

/**
 * Sends a change of this store's menu and shows its answer (what `answer` makes of the lists), unless the user signed
 * out or the store on screen changed meanwhile: the answer is another store's then, and its products are not this
 * menu's. `sent` counts the change among the live updates (withoutOlder).
 */
async function change<T>(send: () => Promise<T>, answer: (result: T, sent: number) => void): Promise<void> {
  const mine = session
  const storeId = storeState.store?.id
  const sent = ++liveUpdates
  const result = await send()
  if (mine !== session || storeState.store?.id !== storeId) return
  answer(result, sent)
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
 * changed products of the response are applied by id, but for those a live update changed after the call went out
 * (withoutOlder). A failure changes nothing and rethrows; the client has already shown the error (for instance the
 * refusal to restock a product whose choices are out).
 */
export function setProductSoldOut(productId: number, soldOut: boolean): Promise<void> {
  return withBusy(`product:${productId}`, () =>
    change(
      () => postSoldOut({ product_id: productId }, soldOut),
      (result, sent) => showChange(sent, withoutOlder(applyProducts(withProductSoldOut(menuState.products, productId, soldOut), result.products), sent)),
    ),
  )
}

export function setChoiceSoldOut(choiceId: number, soldOut: boolean): Promise<void> {
  return withBusy(`choice:${choiceId}`, () =>
    change(
      () => postSoldOut({ choice_id: choiceId }, soldOut),
      (result, sent) => showChange(sent, withoutOlder(applyProducts(withChoiceSoldOut(menuState.products, choiceId, soldOut), result.products), sent)),
    ),
  )
}

export function setCategorySoldOut(categoryId: number, soldOut: boolean): Promise<void> {
  return withBusy(`category:${categoryId}`, () =>
    change(
      () => postSoldOut({ category_id: categoryId }, soldOut),
      (result, sent) => {
        const local = withCategorySoldOut(menuState.products, menuState.categories, categoryId, soldOut)
        showChange(sent, withoutOlder(applyProducts(local, result.products), sent), (categories) => {
          const tree = withCategoryTreeInStock(categories, categoryId, !soldOut)
          return result.categories?.length ? withCategoriesFrom(tree, result.categories) : tree
        })
      },
    ),
  )
}

/** Stock edit Ok (SPEC 4, 5): the count is sent as a number; 0 sells the product (or choice) out */
export function setProductStock(productId: number, current: number): Promise<void> {
  return withBusy(`stock:product:${productId}`, () =>
    change(
      () => unwrap(api().POST('/api/v1/store/product/stock', { body: { product_id: productId, current } })),
      (result, sent) => showChange(sent, withoutOlder(applyProducts(withProductStock(menuState.products, productId, current), result.products), sent)),
    ),
  )
}

export function setChoiceStock(choiceId: number, current: number): Promise<void> {
  return withBusy(`stock:choice:${choiceId}`, () =>
    change(
      () => unwrap(api().POST('/api/v1/store/product/stock', { body: { choice_id: choiceId, current } })),
      (result, sent) => showChange(sent, withoutOlder(applyProducts(withChoiceStock(menuState.products, choiceId, current), result.products), sent)),
    ),
  )
}

registerReset(() => {
  generation++
  session++
  loading = null
  quietJob = null
  stopRetry()
  retryDelay = 0
  liveChanged.clear()
  liveDuringLoads = []
  Object.assign(menuState, initial())
})
