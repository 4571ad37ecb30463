// Stock of a product or choice: 'Stock: n' with Edit, then an input with Ok and Cancel (SPEC 4, 5). Enter is Ok,
// Escape is Cancel. The input opens with its count selected, so what is typed replaces it. Digits only: anything
// else stays as typed, marked, and is not sent. The live count stays beside the input; when another device changed it
// after the editor opened, the first Ok says so instead of saving over it, and the next Ok saves.
// The open edit lives in stock-drafts, so it outlives the row (a filter or the windowed list unmounts rows).
// While Ok's call is on its way the controls are aria-disabled, not disabled, which would drop the keyboard focus; an
// edit left open when the store's permission goes (a store refresh) stays on screen but sends nothing.
import { useEffect, useId, useRef } from 'react'
import { Button } from '../../components/ui/Button'
import { cx, focusRing } from '../../components/ui/cx'
import { parseStockInput, STOCK_MAX, stockInputText } from '../../domain/menu-stock'
import { useI18n } from '../../lib/i18n/i18n'
import { clearStockDraft, getStockDraft, setStockDraft, useStockDraft, type StockDraftKey } from './stock-drafts'

export interface StockEditorProps {
  /** Which item's open edit this is: 'product:7', 'choice:3' */
  draftKey: StockDraftKey
  name: string
  current: number
  canEdit: boolean
  busy: boolean
  onSave: (current: number) => Promise<void>
}

export function StockEditor({ draftKey, name, current, canEdit, busy, onSave }: StockEditorProps) {
  const { t } = useI18n()
  const draft = useStockDraft(draftKey)
  const inputId = useId()
  const messageId = `${inputId}-message`
  const input = useRef<HTMLInputElement>(null)
  // set by Edit only: an edit shown again when its row comes back does not take the focus from where it is
  const focusOnOpen = useRef(false)
  const editing = draft !== undefined

  useEffect(() => {
    if (!editing || !focusOnOpen.current) return
    focusOnOpen.current = false
    input.current?.focus()
    input.current?.select()
  }, [editing])

  const end = () => {
    clearStockDraft(draftKey)
    requestAnimationFrame(() => document.getElementById(`${inputId}-edit`)?.focus())
  }
  const close = () => {
    if (!busy) end()
  }
  const save = async () => {
    const open = getStockDraft(draftKey)
    if (!open || busy || !canEdit) return
    const parsed = parseStockInput(open.text)
    if (parsed.kind !== 'ok') {
      input.current?.focus()
      return
    }
    if (current !== open.seen) {
      setStockDraft(draftKey, { ...open, seen: current, changedTo: current })
      return
    }
    try {
      await onSave(parsed.value)
      end()
    } catch {
      // the client showed why; the input stays open with what was typed, and takes the focus to correct or send again
      input.current?.focus()
    }
  }

  if (!draft) {
    return (
      <div className="flex min-h-11 items-center gap-2">
        <span className="text-sm font-medium text-ink tabular-nums">{t('menu.stock.value', { n: current })}</span>
        <Button
          id={`${inputId}-edit`}
          variant="secondary"
          className="min-h-9 px-3 py-1"
          disabled={!canEdit}
          aria-label={t('menu.stock.editLabel', { name })}
          onClick={() => {
            focusOnOpen.current = true
            setStockDraft(draftKey, { text: String(current), seen: current, changedTo: null })
          }}
        >
          {t('menu.stock.edit')}
        </Button>
      </div>
    )
  }

  const parsed = parseStockInput(draft.text)
  const invalid = parsed.kind !== 'ok'
  const message = !canEdit
    ? t('menu.stockReadOnly')
    : parsed.kind === 'notWhole'
      ? t('menu.stock.notWhole', { max: STOCK_MAX })
      : parsed.kind === 'tooBig'
        ? t('menu.stock.tooBig', { max: STOCK_MAX })
        : draft.changedTo !== null
          ? t('menu.stock.changed', { n: draft.changedTo })
          : null

  return (
    <form
      // apart from the input's focus ring
      className="flex flex-col gap-1.5"
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
      <div className="flex min-h-11 items-center gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t('menu.stock.input', { name })}
        </label>
        <input
          id={inputId}
          ref={input}
          inputMode="numeric"
          autoComplete="off"
          value={draft.text}
          readOnly={busy || !canEdit}
          aria-disabled={busy || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={message ? messageId : undefined}
          onFocus={(e) => e.currentTarget.select()}
          onChange={(e) => setStockDraft(draftKey, { ...draft, text: stockInputText(e.target.value), changedTo: null })}
          className={cx(
            'h-11 w-20 shrink-0 rounded-lg border bg-white px-2 text-base tabular-nums',
            invalid ? 'border-danger-600' : 'border-line',
            focusRing,
          )}
        />
        <Button type="submit" className="min-h-11 shrink-0 px-3" disabled={!canEdit} aria-disabled={busy || undefined}>
          {t('menu.stock.ok')}
        </Button>
        <Button variant="ghost" className="min-h-11 shrink-0 px-3" aria-disabled={busy || undefined} onClick={close}>
          {t('menu.stock.cancel')}
        </Button>
      </div>
      {/* never cut short: the message says what the next tap does. The row is taller while it is edited (MenuRows'
          rowHeight) to hold it. */}
      <div className="text-xs">
        {/* the count as it is now, live: another device may change it while this one edits */}
        <span aria-live="polite" className={cx('me-2 tabular-nums', current !== draft.seen ? 'font-semibold text-warn-800' : 'text-ink-soft')}>
          {t('menu.stock.value', { n: current })}
        </span>
        {message ? (
          <span id={messageId} role="alert" className={invalid && canEdit ? 'text-danger-700' : 'text-warn-800'}>
            {message}
          </span>
        ) : null}
      </div>
    </form>
  )
}
