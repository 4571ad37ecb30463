// Search by order ID or phone (SPEC 5): pattern characters are stripped, the search applies 500 ms after the last
// keystroke and only when the input is empty or has at least 3 characters; shorter input says so.
import { useEffect, useId, useRef, useState } from 'react'
import { cx, focusRing } from '../../components/ui/cx'
import { CloseIcon } from '../../components/ui/icons'
import { SearchIcon } from '../../components/ui/page-icons'
import { sanitizeSearch, SEARCH_DEBOUNCE_MS, searchError, shouldApplySearch } from '../../domain/search'
import { useI18n } from '../../lib/i18n/i18n'

export function OrderSearch({ onSearch }: { onSearch: (query: string) => void }) {
  const { t } = useI18n()
  const id = useId()
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | undefined>(undefined)
  const latest = useRef(onSearch)
  latest.current = onSearch

  useEffect(() => {
    const timer = setTimeout(() => {
      const problem = searchError(value)
      setError(problem ? t(problem) : undefined)
      if (shouldApplySearch(value)) latest.current(sanitizeSearch(value).trim())
    }, SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [value, t])

  const clear = () => {
    setValue('')
    setError(undefined)
    latest.current('')
  }

  return (
    <div className="flex w-full flex-col gap-1">
      <label htmlFor={id} className="sr-only">
        {t('orders.search.label')}
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute inset-y-0 start-3 my-auto size-5 text-ink-soft" />
        <input
          id={id}
          type="search"
          inputMode="search"
          autoComplete="off"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          placeholder={t('orders.search.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cx(
            'block min-h-12 w-full rounded-lg border bg-white ps-10 pe-12 text-base text-ink placeholder:text-ink-soft [&::-webkit-search-cancel-button]:hidden',
            error ? 'border-danger-600' : 'border-line',
            focusRing,
          )}
        />
        {value ? (
          <button
            type="button"
            onClick={clear}
            aria-label={t('orders.search.clear')}
            className={cx('absolute inset-y-0 end-0.5 my-auto grid size-11 place-items-center rounded-md text-ink-soft hover:text-ink', focusRing)}
          >
            <CloseIcon className="size-5" />
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
