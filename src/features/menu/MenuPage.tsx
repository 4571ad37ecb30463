// Menu and stock (/menu): the category accordion (subcategories, then products, then the Choices
// pseudo-category), a pattern search by name, the show filter, sold-out toggles per category, product and
// choice, and stock editing. The accordion is one windowed list, so 2,000 products stay fast.
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useSnapshot } from '../../lib/use-snapshot'
import { Button } from '../../components/ui/Button'
import { cx } from '../../components/ui/cx'
import { SearchField } from '../../components/ui/SearchField'
import { PageHeader } from '../../components/ui/PageHeader'
import { Skeleton } from '../../components/ui/Skeleton'
import { VirtualList } from '../../components/ui/VirtualList'
import { distinctChoices } from '../../domain/menu-choices'
import { allSectionKeys, keptItems, menuRows, type MenuRow } from '../../domain/menu-rows'
import { parseMenuSearch, SHOW_FILTERS, type ShowFilter } from '../../domain/menu-search'
import { savedAtText } from '../../domain/order-view'
import { deviceTimeZone } from '../../domain/zoned'
import { useZonedDay } from '../../lib/use-zoned-day'
import { canEditStock, canToggleSoldOut } from '../../domain/permissions'
import { SEARCH_DEBOUNCE_MS } from '../../domain/search'
import type { MessageKey } from '../../lib/i18n/en'
import { useI18n } from '../../lib/i18n/i18n'
import {
  loadMenu,
  refreshMenu,
  setCategorySoldOut,
  setChoiceSoldOut,
  setChoiceStock,
  setProductSoldOut,
  setProductStock,
  storeOfLoad,
  useMenu,
} from '../../stores/menu'
import { session } from '../../stores/session'
import { storeState } from '../../stores/store'
import { CategoryRow, ChoiceRow, EmptyRow, ProductRow, rowDraftKey, rowHeight, textScale } from './MenuRows'
import { useOpenStockDrafts } from './stock-drafts'
import { useDebouncedValue } from './useDebouncedValue'
import { useWideScreen } from './useWideScreen'

/** Menus up to this size open with every section expanded; bigger ones start closed (decided once per store) */
const OPEN_BY_DEFAULT_MAX_PRODUCTS = 100
const NO_KEYS: ReadonlySet<string> = new Set()

const SHOW_LABEL: Record<ShowFilter, MessageKey> = {
  all: 'menu.show.all',
  inStock: 'menu.show.inStock',
  outOfStock: 'menu.show.outOfStock',
}

// A failed change leaves the menu as it was; the API client has already shown why.
const ignore = () => undefined
const onProductSoldOut = (id: number, soldOut: boolean) => void setProductSoldOut(id, soldOut).catch(ignore)
const onChoiceSoldOut = (id: number, soldOut: boolean) => void setChoiceSoldOut(id, soldOut).catch(ignore)
const onCategorySoldOut = (id: number, soldOut: boolean) => void setCategorySoldOut(id, soldOut).catch(ignore)

function useMenuSearch() {
  const [input, setInput] = useState('')
  const settled = useDebouncedValue(input, SEARCH_DEBOUNCE_MS)
  const parsed = useMemo(() => parseMenuSearch(settled), [settled])
  // A short or invalid pattern keeps the list as it was
  const [applied, setApplied] = useState<{ for: typeof parsed; pattern: RegExp | null }>({ for: parsed, pattern: null })
  if (applied.for !== parsed) {
    if (parsed.kind === 'pattern') setApplied({ for: parsed, pattern: parsed.pattern })
    else if (parsed.kind === 'none') setApplied({ for: parsed, pattern: null })
    else setApplied({ for: parsed, pattern: applied.pattern })
  }
  return { input, setInput, parsed, pattern: applied.pattern }
}

/** While the menu shown is the device's copy, the latest is asked for this often */
const SAVED_COPY_RETRY_MS = 30_000
/** After the browser's online event, the latest is asked for after this pause */
const BACK_ONLINE_SETTLE_MS = 1_000

/**
 * The lists are the copy this device saved (the network did not answer in time): say so and since when, offer the
 * latest, and fetch it once the browser is back online, and now and then while the copy shows. Those fetches are
 * quiet (the notice already says the menu may be behind); the button's is the user's, and a failure of it is toasted.
 */
function SavedCopyNotice({ at, timeZone, onLoad }: { at: number; timeZone: string | undefined; onLoad: () => void }) {
  const { t, locale } = useI18n()
  useEffect(() => {
    // the browser says it is back online a moment before requests get through: the first load after it may still
    // be answered from the copy, so the latest is also asked for every SAVED_COPY_RETRY_MS while the copy shows
    let settle: ReturnType<typeof setTimeout> | undefined
    const refresh = () => void refreshMenu()
    const online = () => {
      clearTimeout(settle)
      settle = setTimeout(refresh, BACK_ONLINE_SETTLE_MS)
    }
    window.addEventListener('online', online)
    const retry = setInterval(refresh, SAVED_COPY_RETRY_MS)
    return () => {
      window.removeEventListener('online', online)
      clearTimeout(settle)
      clearInterval(retry)
    }
  }, [])
  const zone = timeZone ?? deviceTimeZone()
  const time = savedAtText(at, useZonedDay(zone), zone, locale)
  return (
    <div role="status" className="mb-3 flex flex-wrap items-center gap-3 rounded-xl border border-warn-100 bg-warn-50 p-3 text-sm text-warn-800">
      <span className="min-w-0 flex-1">{t('menu.savedCopy', { time })}</span>
      <Button variant="secondary" onClick={onLoad}>
        {t('menu.loadLatest')}
      </Button>
    </div>
  )
}

export default function MenuPage() {
  const { t, locale } = useI18n()
  const { store } = useSnapshot(storeState)
  const { user } = useSnapshot(session)
  const menu = useMenu()
  const { products, categories, load, busy } = menu

  const storeId = store?.id
  useEffect(() => {
    if (storeId !== undefined) void loadMenu({ locale })
  }, [storeId, locale])

  const canToggle = canToggleSoldOut(user, store)
  const canStock = canEditStock(user, store)
  const stockEnabled = !!store?.stock_enabled
  const currency = store?.currency.code ?? ''

  const search = useMenuSearch()
  const [show, setShow] = useState<ShowFilter>('all')
  const [expanded, setExpanded] = useState<ReadonlySet<string> | null>(null)
  // whether the sections start open is decided by the size of the store's menu when it first shows, not by the count
  // of the moment: a product added live would otherwise close (or open) every section under the user
  const shownStore = storeOfLoad(menu.loadedFor)
  const [openByDefault, setOpenByDefault] = useState<{ store: string; open: boolean } | null>(null)
  if (shownStore !== null && openByDefault?.store !== shownStore) {
    setOpenByDefault({ store: shownStore, open: products.length <= OPEN_BY_DEFAULT_MAX_PRODUCTS })
    setExpanded(null)
  }
  const sectionKeys = useMemo(() => allSectionKeys(categories), [categories])
  const defaultOpen = openByDefault?.open ?? false
  const open = useMemo(() => expanded ?? (defaultOpen ? new Set(sectionKeys) : NO_KEYS), [expanded, defaultOpen, sectionKeys])
  const choices = useMemo(() => distinctChoices(products), [products])
  const names = useMemo(() => ({ choices: t('menu.choices'), other: t('menu.other') }), [t])
  const filtering = search.pattern !== null || show !== 'all'
  // The view (search and show filter) as one value: what it has shown stays in it until it changes (keptItems)
  const view = useMemo(() => ({ pattern: search.pattern, show }), [search.pattern, show])
  const [kept, setKept] = useState({ view, items: NO_KEYS })
  const keep = kept.view === view ? kept.items : NO_KEYS
  const rows = useMemo(
    () => menuRows(categories, products, choices, { pattern: search.pattern, show, expanded: open, names, keep }),
    [categories, products, choices, search.pattern, show, open, names, keep],
  )
  const nextKept = useMemo(() => (show === 'all' ? keep : keptItems(keep, rows)), [show, keep, rows])
  if (kept.view !== view || nextKept !== kept.items) setKept({ view, items: nextKept })
  // what a view finds is said to screen readers when the view changes, not at each live change
  const [found, setFound] = useState<{ view: typeof view; n: number | null }>({ view, n: null })
  if (found.view !== view) setFound({ view, n: filtering ? rows.filter((r) => r.kind === 'product' || r.kind === 'choice').length : null })
  const soldOutCount = useMemo(() => products.reduce((n, p) => (p.in_stock ? n : n + 1), 0), [products])

  const toggleOpen = useCallback(
    (key: string) =>
      setExpanded((current) => {
        const next = new Set(current ?? open)
        if (next.has(key)) next.delete(key)
        else next.add(key)
        return next
      }),
    [open],
  )
  const allOpen = !filtering && sectionKeys.every((k) => open.has(k))

  const wide = useWideScreen()
  // a row whose stock is being edited is taller: the heights follow the edits that are open
  const openEdits = useOpenStockDrafts()
  // read once per visit, not at each of the many rows' heights
  const [scale] = useState(textScale)
  const itemHeight = useCallback(
    (row: MenuRow) => {
      const key = rowDraftKey(row)
      return rowHeight(row, stockEnabled, wide, key !== null && openEdits.has(key), scale)
    },
    [stockEnabled, wide, openEdits, scale],
  )
  const renderRow = useCallback(
    (row: MenuRow) => {
      switch (row.kind) {
        case 'category':
          return (
            <CategoryRow
              row={row}
              canToggle={canToggle}
              busy={row.id !== null && !!busy[`category:${row.id}`]}
              onToggleOpen={toggleOpen}
              onSoldOut={onCategorySoldOut}
            />
          )
        case 'product':
          return (
            <ProductRow
              product={row.product}
              depth={row.depth}
              currency={currency}
              canToggle={canToggle}
              canEditStock={canStock}
              stockEnabled={stockEnabled}
              busy={!!busy[`product:${row.product.id}`]}
              stockBusy={!!busy[`stock:product:${row.product.id}`]}
              onSoldOut={onProductSoldOut}
              onStock={setProductStock}
            />
          )
        case 'choice':
          return (
            <ChoiceRow
              choice={row.choice}
              currency={currency}
              canToggle={canToggle}
              canEditStock={canStock}
              stockEnabled={stockEnabled}
              busy={!!busy[`choice:${row.choice.id}`]}
              stockBusy={!!busy[`stock:choice:${row.choice.id}`]}
              onSoldOut={onChoiceSoldOut}
              onStock={setChoiceStock}
            />
          )
        case 'empty':
          return <EmptyRow depth={row.depth} />
      }
    },
    [busy, canToggle, canStock, stockEnabled, currency, toggleOpen],
  )

  const loadLatest = useCallback(() => void loadMenu({ force: true, locale }), [locale])
  const stockLocked = stockEnabled && !canStock
  const readOnlyNotice: MessageKey | null = !canToggle ? (stockLocked ? 'menu.allReadOnly' : 'menu.readOnly') : stockLocked ? 'menu.stockReadOnly' : null
  const title = store?.brand.supermarket ? t('page.products') : t('page.menu')
  // Lists once loaded stay through a reload, and through one that failed (SPEC 8: the screen stays as it was, the
  // client's toast says why, as on the orders board); the error box is for a menu never loaded.
  const loaded = menu.loadedFor !== null

  return (
    <div>
      <PageHeader title={title} />

      {loaded && menu.savedCopyAt !== null ? <SavedCopyNotice at={menu.savedCopyAt} timeZone={store?.timezone} onLoad={loadLatest} /> : null}

      {load === 'failed' && !loaded ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-danger-600 bg-danger-50 p-4 text-sm text-danger-800">
          <span>{t('menu.failed')}</span>
          <Button variant="secondary" onClick={() => void loadMenu({ force: true, locale })}>
            {t('menu.retry')}
          </Button>
        </div>
      ) : !loaded ? (
        <div role="status" aria-label={t('menu.loading')} className="flex flex-col gap-2">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      ) : products.length === 0 ? (
        <p className="rounded-xl border border-line bg-white p-6 text-center text-ink-soft">
          {categories.length === 0 ? t('menu.empty.all') : t('menu.empty.products')}
        </p>
      ) : (
        <>
          <div className="mb-3 flex flex-col gap-3 rounded-xl border border-line bg-white p-3 md:flex-row md:items-start">
            <SearchField
              className="flex-1"
              showLabel
              icon={false}
              label={t('menu.search.label')}
              value={search.input}
              onValueChange={search.setInput}
              placeholder={t('menu.search.placeholder')}
              autoComplete="off"
              spellCheck={false}
              alertError
              error={
                search.parsed.kind === 'invalid'
                  ? t('menu.search.invalid', { message: search.parsed.message })
                  : search.parsed.kind === 'tooShort'
                    ? t('search.minLength')
                    : undefined
              }
            />
            <fieldset className="flex flex-col gap-1.5">
              <legend className="mb-1.5 text-sm font-medium text-ink">{t('menu.show.label')}</legend>
              <div className="flex rounded-lg border border-line bg-surface-muted p-0.5">
                {SHOW_FILTERS.map((value) => (
                  <label
                    key={value}
                    className={cx(
                      'relative flex min-h-10 flex-1 cursor-pointer items-center justify-center rounded-md px-3 text-sm font-medium whitespace-nowrap',
                      'has-focus-visible:outline-3 has-focus-visible:outline-focus has-focus-visible:outline-solid',
                      show === value ? 'bg-white text-brand-800 shadow-sm' : 'text-ink-soft hover:text-ink',
                    )}
                  >
                    <input
                      type="radio"
                      name="menu-show"
                      value={value}
                      checked={show === value}
                      onChange={() => setShow(value)}
                      className="sr-only"
                    />
                    {t(SHOW_LABEL[value])}
                  </label>
                ))}
              </div>
            </fieldset>
          </div>

          {readOnlyNotice ? <p className="mb-2 rounded-lg bg-warn-50 px-3 py-2 text-sm text-warn-800">{t(readOnlyNotice)}</p> : null}

          <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-ink-soft">{t('menu.summary', { total: products.length, soldOut: soldOutCount })}</p>
            <p role="status" className="sr-only">
              {found.n === null ? '' : t('menu.matches', { n: found.n })}
            </p>
            <Button
              variant="ghost"
              className="min-h-11"
              disabled={filtering}
              onClick={() => setExpanded(allOpen ? new Set() : new Set(sectionKeys))}
            >
              {allOpen ? t('menu.collapseAll') : t('menu.expandAll')}
            </Button>
          </div>
          {rows.length === 0 ? (
            <p className="rounded-xl border border-line bg-white p-6 text-center text-ink-soft">{t('menu.empty.products')}</p>
          ) : (
            <div className="overflow-hidden rounded-xl border border-line bg-white">
              <VirtualList items={rows} itemKey={rowKey} itemHeight={itemHeight} renderItem={renderRow} label={t('menu.list')} />
            </div>
          )}
        </>
      )}
    </div>
  )
}

const rowKey = (row: MenuRow) => row.key
