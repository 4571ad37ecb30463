// The rows of the menu accordion. Each row is memoised and gets plain props, so a change to one product
// re-renders that row only. Heights are fixed per kind and text size (the list is windowed): see rowHeight(). Names
// take up to two lines: long supermarket names end with the size, the part that tells two products apart.
import { Fragment, memo } from 'react'
import { Button } from '../../components/ui/Button'
import { cx, focusRing } from '../../components/ui/cx'
import { ChevronDownIcon } from '../../components/ui/page-icons'
import { Switch } from '../../components/ui/Switch'
import { choicesAllowStock, type MenuProduct } from '../../domain/menu'
import type { DistinctChoice } from '../../domain/menu-choices'
import type { MenuRow } from '../../domain/menu-rows'
import { formatMoney } from '../../domain/money'
import { mediaUrl } from '../../lib/config'
import { useI18n } from '../../lib/i18n/i18n'
import { currentCountry } from '../../stores/session'
import { StockEditor } from './StockEditor'
import { useStockDraft, type StockDraftKey } from './stock-drafts'

export const CATEGORY_ROW_HEIGHT = 76
/** On phones the category buttons go under the name */
export const CATEGORY_ROW_HEIGHT_NARROW = 112
/** Two lines of name and the price line */
export const ITEM_ROW_HEIGHT = 72
export const ITEM_WITH_STOCK_ROW_HEIGHT = 108
/** An item whose stock is being edited: the name, the editor, and two lines for the live count and a message */
export const ITEM_EDITING_STOCK_ROW_HEIGHT = 140
/** On phones the editor goes under the name and the switch, across the row, with three lines for the message */
export const ITEM_EDITING_STOCK_ROW_HEIGHT_NARROW = 164
export const EMPTY_ROW_HEIGHT = 52

/** The stock edit a row's item would have open */
export function rowDraftKey(row: MenuRow): StockDraftKey | null {
  if (row.kind === 'product') return `product:${row.product.id}`
  if (row.kind === 'choice') return `choice:${row.choice.id}`
  return null
}

/**
 * How much larger than the browser's usual 16 px the root font is (a larger default font size in its settings): the
 * rows' text and padding are in rem, so their heights grow by as much. Never below 1: borders do not shrink.
 */
export function textScale(): number {
  const size = parseFloat(getComputedStyle(document.documentElement).fontSize)
  return Number.isFinite(size) ? Math.max(1, size / 16) : 1
}

/** The height of a row at the given text scale; items with a stock count get a second line for it, more while edited */
export function rowHeight(row: MenuRow, stockEnabled: boolean, wide: boolean, editingStock = false, scale = 1): number {
  return Math.ceil(baseHeight(row, stockEnabled, wide, editingStock) * scale)
}

/** A row's height at the usual text size */
function baseHeight(row: MenuRow, stockEnabled: boolean, wide: boolean, editingStock: boolean): number {
  switch (row.kind) {
    case 'category':
      return wide || row.id === null ? CATEGORY_ROW_HEIGHT : CATEGORY_ROW_HEIGHT_NARROW
    case 'empty':
      return EMPTY_ROW_HEIGHT
    case 'product':
    case 'choice': {
      const stock = row.kind === 'product' ? row.product.stock : row.choice.stock
      if (!stockEnabled || !stock) return ITEM_ROW_HEIGHT
      if (!editingStock) return ITEM_WITH_STOCK_ROW_HEIGHT
      return wide ? ITEM_EDITING_STOCK_ROW_HEIGHT : ITEM_EDITING_STOCK_ROW_HEIGHT_NARROW
    }
  }
}

/** Start padding of a row at a depth of the tree (half as deep on phones) */
const indent = (depth: number) => ({ '--depth': depth }) as React.CSSProperties
const INDENT = 'ps-[calc(0.75rem+var(--depth)*0.5rem)] sm:ps-[calc(0.75rem+var(--depth)*1rem)]'

type CategoryRowData = Extract<MenuRow, { kind: 'category' }>

export interface CategoryRowProps {
  row: CategoryRowData
  canToggle: boolean
  busy: boolean
  onToggleOpen: (key: string) => void
  onSoldOut: (categoryId: number, soldOut: boolean) => void
}

export const CategoryRow = memo(function CategoryRow({ row, canToggle, busy, onToggleOpen, onSoldOut }: CategoryRowProps) {
  const { t } = useI18n()
  const allOut = row.total > 0 && row.soldOut === row.total
  const id = row.id
  return (
    <div
      className={cx(
        'flex h-full flex-col justify-center gap-1 border-b border-line pe-3 sm:flex-row sm:items-center sm:justify-start sm:gap-2',
        INDENT,
        row.depth === 0 ? 'bg-surface-muted' : 'bg-white',
      )}
      style={indent(row.depth)}
    >
      {/* the accordion pattern: a heading that holds the button (a button's content is presentational) */}
      <div role="heading" aria-level={Math.min(6, row.depth + 2)} className="flex min-w-0 sm:flex-1">
        <button
          type="button"
          aria-expanded={row.expanded}
          onClick={() => onToggleOpen(row.key)}
          className={cx('flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-lg py-1 text-start', focusRing)}
        >
          <ChevronDownIcon className={cx('size-5 shrink-0 text-ink-soft transition-transform', !row.expanded && '-rotate-90 rtl:rotate-90')} />
          <span className="min-w-0">
            <span dir="auto" className={cx('block truncate text-ink', row.depth === 0 ? 'text-base font-bold' : 'text-sm font-semibold')}>
              {row.name}
            </span>
            <span className="block truncate text-xs text-ink-soft">
              {t('menu.category.count', { n: row.total })}
              {row.soldOut > 0 ? (
                <span className={cx('ms-1', allOut ? 'font-semibold text-danger-700' : undefined)}>· {t('menu.category.soldOutCount', { n: row.soldOut })}</span>
              ) : null}
            </span>
          </span>
        </button>
      </div>
      {id !== null ? (
        // while the change is on its way: aria-disabled, not disabled, which would drop the keyboard focus (Chromium)
        <div className="flex shrink-0 justify-end gap-1.5">
          <Button
            variant="secondary"
            className="min-h-11 px-2.5 text-xs sm:px-3 sm:text-sm"
            disabled={!canToggle}
            aria-disabled={busy || undefined}
            aria-label={t('menu.category.soldOutLabel', { name: row.name })}
            onClick={() => !busy && onSoldOut(id, true)}
          >
            {t('menu.category.soldOut')}
          </Button>
          <Button
            variant="secondary"
            className="min-h-11 px-2.5 text-xs sm:px-3 sm:text-sm"
            disabled={!canToggle}
            aria-disabled={busy || undefined}
            aria-label={t('menu.category.inStockLabel', { name: row.name })}
            onClick={() => !busy && onSoldOut(id, false)}
          >
            {t('menu.category.inStock')}
          </Button>
        </div>
      ) : null}
    </div>
  )
})

/**
 * A translated sentence with elements in its placeholders: the text is asked for with each placeholder as its own
 * '{{key}}', then split there. Names go in as <bdi>, so a name in the other script keeps its brackets and digits in
 * place inside the sentence.
 */
function withNodes(sentence: string, nodes: Record<string, React.ReactNode>): React.ReactNode[] {
  return sentence.split(/\{\{(\w+)\}\}/).map((part, i) => (i % 2 === 1 ? <Fragment key={i}>{nodes[part]}</Fragment> : part))
}

function StatusText({ inStock, text }: { inStock: boolean; text: string }) {
  return <span className={cx('hidden text-xs font-semibold sm:inline', inStock ? 'text-brand-800' : 'text-danger-700')}>{text}</span>
}

/**
 * An amount beside a sentence: isolated left to right, so its sign and digits stay with it in Arabic. Spacing goes on
 * the text beside it: a margin of the amount's own would follow its left-to-right direction.
 */
function Amount({ children }: { children: string }) {
  return (
    <bdi dir="ltr" className="tabular-nums">
      {children}
    </bdi>
  )
}

const nameClass = (inStock: boolean) =>
  cx('line-clamp-2 text-sm font-semibold break-words', inStock ? 'text-ink' : 'text-ink-soft line-through decoration-1')

/**
 * An item row as a grid: the name (with its price line) and, under it, the stock; the status and the switch at the
 * end. While the stock is edited on a phone the editor takes the whole width under the name and the switch, so its
 * buttons never reach the switch.
 */
const itemGrid = (photo: boolean) =>
  cx(
    'grid h-full content-center items-center gap-x-3 border-b border-line bg-white pe-2',
    photo ? 'grid-cols-[auto_minmax(0,1fr)_auto]' : 'grid-cols-[minmax(0,1fr)_auto]',
    INDENT,
  )
/** The cells beside the name (picture, switch): both lines, or the first only while a phone edits the stock */
const besideName = (editing: boolean) => cx('row-span-2 row-start-1', editing && 'max-sm:row-span-1')
/** The stock's cell: under the name, or across the whole row while a phone edits it */
const stockCell = (editing: boolean) => cx('row-start-2', editing ? 'max-sm:col-span-full max-sm:mt-1' : undefined)

export interface ItemRowCommon {
  currency: string
  canToggle: boolean
  canEditStock: boolean
  stockEnabled: boolean
  busy: boolean
  stockBusy: boolean
}

export interface ProductRowProps extends ItemRowCommon {
  product: MenuProduct
  depth: number
  onSoldOut: (productId: number, soldOut: boolean) => void
  onStock: (productId: number, current: number) => Promise<void>
}

export const ProductRow = memo(function ProductRow(props: ProductRowProps) {
  const { product, depth, currency, canToggle, canEditStock, stockEnabled, busy, stockBusy, onSoldOut, onStock } = props
  const { t } = useI18n()
  // root-relative paths load from the API's origin, and a scheme other than http(s) not at all
  const photo = mediaUrl(product.photo?.mini ?? product.photo?.small, currentCountry())
  const blocked = !product.in_stock && !choicesAllowStock(product)
  const draftKey = `product:${product.id}` as const
  // while the stock is edited the row is taller (rowHeight) and the editor takes the place of the price line and the
  // status text, which the switch still shows
  const editing = useStockDraft(draftKey) !== undefined && stockEnabled && !!product.stock
  const picture = cx('col-start-1 size-10 rounded-lg bg-surface-muted', besideName(editing))
  return (
    <div className={itemGrid(true)} style={indent(depth)}>
      {photo ? (
        <img src={photo} alt="" width={40} height={40} loading="lazy" decoding="async" className={cx(picture, 'object-cover')} />
      ) : (
        <span aria-hidden="true" className={picture} />
      )}
      <div className="col-start-2 row-start-1 min-w-0">
        <p dir="auto" className={nameClass(product.in_stock)}>
          {product.name}
        </p>
        {editing ? null : (
          <p className="truncate text-xs text-ink-soft">
            {product.price !== undefined ? <Amount>{formatMoney(product.price, currency)}</Amount> : null}
            {blocked ? <span className="ms-2 font-medium text-danger-700">{t('menu.product.choicesOut')}</span> : null}
          </p>
        )}
      </div>
      {stockEnabled && product.stock ? (
        <div className={cx('col-start-2 min-w-0', stockCell(editing))}>
          <StockEditor
            draftKey={draftKey}
            name={product.name}
            current={product.stock.current}
            canEdit={canEditStock}
            busy={stockBusy}
            onSave={(n) => onStock(product.id, n)}
          />
        </div>
      ) : null}
      <div className={cx('col-start-3 flex items-center gap-3', besideName(editing))}>
        {editing ? null : <StatusText inStock={product.in_stock} text={product.in_stock ? t('menu.status.inStock') : t('menu.status.soldOut')} />}
        <Switch
          checked={product.in_stock}
          onChange={(inStock) => onSoldOut(product.id, !inStock)}
          label={t('menu.toggleLabel', { name: product.name })}
          disabled={!canToggle}
          busy={busy}
        />
      </div>
    </div>
  )
})

export interface ChoiceRowProps extends ItemRowCommon {
  choice: DistinctChoice
  onSoldOut: (choiceId: number, soldOut: boolean) => void
  onStock: (choiceId: number, current: number) => Promise<void>
}

export const ChoiceRow = memo(function ChoiceRow(props: ChoiceRowProps) {
  const { choice, currency, canToggle, canEditStock, stockEnabled, busy, stockBusy, onSoldOut, onStock } = props
  const { t } = useI18n()
  const draftKey = `choice:${choice.id}` as const
  const editing = useStockDraft(draftKey) !== undefined && stockEnabled && !!choice.stock
  return (
    <div className={itemGrid(false)} style={indent(1)}>
      <div className="col-start-1 row-start-1 min-w-0">
        <p dir="auto" className={nameClass(choice.in_stock)}>
          {choice.name}
        </p>
        {editing ? null : (
          <p className="truncate text-xs text-ink-soft">
            {choice.price ? <Amount>{`+${formatMoney(choice.price, currency)}`}</Amount> : null}
            <span className={choice.price ? 'ms-2' : undefined}>
              {withNodes(t('menu.choice.usedBy', { modifiers: '{{modifiers}}', n: choice.productCount }), {
                modifiers: choice.modifiers.map((m, i) => (
                  <Fragment key={i}>
                    {i > 0 ? ', ' : null}
                    <bdi>{m}</bdi>
                  </Fragment>
                )),
              })}
            </span>
          </p>
        )}
      </div>
      {stockEnabled && choice.stock ? (
        <div className={cx('col-start-1 min-w-0', stockCell(editing))}>
          <StockEditor
            draftKey={draftKey}
            name={choice.name}
            current={choice.stock.current}
            canEdit={canEditStock}
            busy={stockBusy}
            onSave={(n) => onStock(choice.id, n)}
          />
        </div>
      ) : null}
      <div className={cx('col-start-2 flex items-center gap-3', besideName(editing))}>
        {editing ? null : <StatusText inStock={choice.in_stock} text={choice.in_stock ? t('menu.status.inStock') : t('menu.status.soldOut')} />}
        <Switch
          checked={choice.in_stock}
          onChange={(inStock) => onSoldOut(choice.id, !inStock)}
          label={t('menu.toggleLabel', { name: choice.name })}
          disabled={!canToggle}
          busy={busy}
        />
      </div>
    </div>
  )
})

export const EmptyRow = memo(function EmptyRow({ depth }: { depth: number }) {
  const { t } = useI18n()
  return (
    <div className={cx('flex h-full items-center border-b border-line bg-white text-sm text-ink-soft italic', INDENT)} style={indent(depth)}>
      {t('menu.empty.products')}
    </div>
  )
})
