// Search by ID, name or phone (SPEC 5): the special characters are stripped, a non-empty text needs 3 characters,
// and the search applies after a 500 ms pause.
import { useEffect, useId, useRef, useState } from 'react'
import { cx, focusRing } from '../../components/ui/cx'
import { SearchIcon } from '../../components/ui/page-icons'
import { appliedSearch } from '../../domain/past-orders'
import { SEARCH_DEBOUNCE_MS, searchError } from '../../domain/search'
import { useI18n } from '../../lib/i18n/i18n'

export function SearchBox({ value, onApply }: { value: string; onApply: (q: string) => void }) {
  const { t } = useI18n()
  const id = useId()
  const [input, setInput] = useState(value)
  /** the text as it was when typing paused (the length message shows only then) */
  const [settled, setSettled] = useState(value)
  const applyRef = useRef(onApply)
  applyRef.current = onApply

  // The applied search changed elsewhere (back button, a link): show it
  useEffect(() => {
    setInput((current) => (appliedSearch(current) === value ? current : value))
    setSettled((current) => (appliedSearch(current) === value ? current : value))
  }, [value])

  useEffect(() => {
    const timer = setTimeout(() => {
      setSettled(input)
      const next = appliedSearch(input)
      if (next !== null && next !== value) applyRef.current(next)
    }, SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [input, value])

  const error = input === settled ? searchError(settled) : undefined
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="sr-only">
        {t('pastOrders.search.label')}
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute inset-y-0 start-3 my-auto size-5 text-ink-soft" />
        <input
          id={id}
          type="search"
          value={input}
          onChange={(e) => setInput(e.target.value)}
          placeholder={t('pastOrders.search.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          maxLength={100}
          className={cx(
            'block min-h-11 w-full rounded-lg border bg-white ps-10 pe-3 text-base text-ink placeholder:text-ink-soft',
            error ? 'border-danger-600' : 'border-line',
            focusRing,
          )}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger-700">
          {t(error)}
        </p>
      ) : null}
    </div>
  )
}
