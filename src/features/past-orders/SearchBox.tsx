// Search by ID, name or phone (SPEC 5): the special characters are stripped, a non-empty text needs 3 characters,
// and the search applies after a 500 ms pause.
import { useEffect, useRef, useState } from 'react'
import { SearchField } from '../../components/ui/SearchField'
import { appliedSearch, ORDER_SEARCH_MAX_LENGTH } from '../../domain/past-orders'
import { SEARCH_DEBOUNCE_MS, searchError } from '../../domain/search'
import { useI18n } from '../../lib/i18n/i18n'

export function SearchBox({ value, onApply }: { value: string; onApply: (q: string) => void }) {
  const { t } = useI18n()
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
    <SearchField
      label={t('pastOrders.search.label')}
      value={input}
      onValueChange={setInput}
      placeholder={t('pastOrders.search.placeholder')}
      maxLength={ORDER_SEARCH_MAX_LENGTH}
      error={error ? t(error) : undefined}
    />
  )
}
