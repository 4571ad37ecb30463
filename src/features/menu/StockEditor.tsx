// Stock of a product or choice: 'Stock: n' with Edit, then an input (digits only, no leading zero, empty is 0)
// with Ok and Cancel (SPEC 4, 5). Enter is Ok, Escape is Cancel.
import { useId, useState } from 'react'
import { Button } from '../../components/ui/Button'
import { cx, focusRing } from '../../components/ui/cx'
import { sanitizeStockInput, STOCK_MAX_DIGITS, stockValue } from '../../domain/menu-stock'
import { useI18n } from '../../lib/i18n/i18n'

export interface StockEditorProps {
  name: string
  current: number
  canEdit: boolean
  busy: boolean
  onSave: (current: number) => Promise<void>
}

export function StockEditor({ name, current, canEdit, busy, onSave }: StockEditorProps) {
  const { t } = useI18n()
  const [draft, setDraft] = useState<string | null>(null)
  const inputId = useId()

  const close = () => {
    setDraft(null)
    requestAnimationFrame(() => document.getElementById(`${inputId}-edit`)?.focus())
  }
  const save = async () => {
    if (draft === null) return
    try {
      await onSave(stockValue(draft))
      close()
    } catch {
      // the client showed why; the input stays open with what was typed
    }
  }

  if (draft === null) {
    return (
      <div className="flex min-h-11 items-center gap-2">
        <span className="text-sm font-medium text-ink tabular-nums">{t('menu.stock.value', { n: current })}</span>
        <Button
          id={`${inputId}-edit`}
          variant="secondary"
          className="min-h-9 px-3 py-1"
          disabled={!canEdit}
          aria-label={t('menu.stock.editLabel', { name })}
          onClick={() => setDraft(String(current))}
        >
          {t('menu.stock.edit')}
        </Button>
      </div>
    )
  }

  return (
    <form
      className="flex min-h-11 items-center gap-2"
      onSubmit={(e) => {
        e.preventDefault()
        void save()
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault()
          close()
        }
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {t('menu.stock.input', { name })}
      </label>
      <input
        id={inputId}
        autoFocus
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        maxLength={STOCK_MAX_DIGITS}
        value={draft}
        disabled={busy}
        onChange={(e) => setDraft(sanitizeStockInput(e.target.value))}
        className={cx('h-11 w-20 rounded-lg border border-line bg-white px-2 text-base tabular-nums', focusRing)}
      />
      <Button type="submit" className="min-h-11 px-3" disabled={busy}>
        {t('menu.stock.ok')}
      </Button>
      <Button variant="ghost" className="min-h-11 px-3" disabled={busy} onClick={close}>
        {t('menu.stock.cancel')}
      </Button>
    </form>
  )
}
