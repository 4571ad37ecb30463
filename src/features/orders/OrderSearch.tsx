// Search by order ID or phone (SPEC 5): pattern characters are stripped, the search applies 500 ms after the last
// keystroke and only when the input is empty or has at least 3 characters; shorter input says so.
import { useEffect, useRef, useState } from 'react'
import { SearchField } from '../../components/ui/SearchField'
import { sanitizeSearch, SEARCH_DEBOUNCE_MS, searchError, shouldApplySearch } from '../../domain/search'
import { useI18n } from '../../lib/i18n/i18n'

export function OrderSearch({ onSearch }: { onSearch: (query: string) => void }) {
  const { t } = useI18n()
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
    <SearchField
      className="w-full"
      size="lg"
      label={t('orders.search.label')}
      value={value}
      onValueChange={setValue}
      inputMode="search"
      autoComplete="off"
      placeholder={t('orders.search.placeholder')}
      error={error}
      clearLabel={t('orders.search.clear')}
      onClear={clear}
    />
  )
}
