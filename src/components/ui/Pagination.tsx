// Pagination of a list: an optional summary (e.g. 'Total orders: 40'), an optional page-size selector, and the
// previous / numbered / next page buttons (numbers hidden on phones, where 'Page x of y' is shown instead).
import { useId, type ReactNode } from 'react'
import { cx, focusRing } from './cx'
import { BackIcon, ChevronEndIcon } from './page-icons'
import { pageItems } from './pagination-items'

export interface PaginationLabels {
  nav: string
  previous: string
  next: string
  page: (n: number) => string
  status: (page: number, pages: number) => string
  pageSize?: string
}

export interface PaginationProps {
  total: number
  limit: number
  offset: number
  onOffset: (offset: number) => void
  pageSizes?: readonly number[]
  onLimit?: (limit: number) => void
  summary?: ReactNode
  labels: PaginationLabels
  disabled?: boolean
}

const pageButton = cx(
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-2 text-sm font-semibold',
  'disabled:cursor-not-allowed disabled:opacity-40',
  focusRing,
)

export function Pagination({ total, limit, offset, onOffset, pageSizes, onLimit, summary, labels, disabled }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / limit))
  const current = Math.min(pages, Math.floor(offset / limit) + 1)
  const go = (page: number) => onOffset((page - 1) * limit)
  const sizeId = useId()
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      {summary ? <p className="text-sm font-semibold text-ink">{summary}</p> : null}
      {pageSizes && onLimit && labels.pageSize ? (
        <div className="flex items-center gap-2">
          <label htmlFor={sizeId} className="text-sm text-ink-soft">
            {labels.pageSize}
          </label>
          <select
            id={sizeId}
            value={String(limit)}
            disabled={disabled}
            onChange={(e) => onLimit(Number(e.target.value))}
            className={cx('min-h-11 rounded-lg border border-line bg-white ps-3 pe-8 text-sm font-semibold text-ink', focusRing)}
          >
            {pageSizes.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <nav aria-label={labels.nav} className="ms-auto flex items-center gap-1">
        <button type="button" className={cx(pageButton, 'hover:bg-surface-muted')} aria-label={labels.previous} disabled={disabled || current <= 1} onClick={() => go(current - 1)}>
          <BackIcon />
        </button>
        <ul className="hidden items-center gap-1 sm:flex">
          {pageItems(current, pages).map((item, i) =>
            item === 'gap' ? (
              <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-ink-soft">
                …
              </li>
            ) : (
              <li key={item}>
                <button
                  type="button"
                  className={cx(pageButton, item === current ? 'bg-brand-700 text-white' : 'text-ink hover:bg-surface-muted')}
                  aria-label={labels.page(item)}
                  aria-current={item === current ? 'page' : undefined}
                  disabled={disabled}
                  onClick={() => item !== current && go(item)}
                >
                  {item}
                </button>
              </li>
            ),
          )}
        </ul>
        <p className="px-2 text-sm text-ink-soft sm:sr-only" aria-live="polite">
          {labels.status(current, pages)}
        </p>
        <button type="button" className={cx(pageButton, 'hover:bg-surface-muted')} aria-label={labels.next} disabled={disabled || current >= pages} onClick={() => go(current + 1)}>
          <ChevronEndIcon />
        </button>
      </nav>
    </div>
  )
}
