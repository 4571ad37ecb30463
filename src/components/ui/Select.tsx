import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { cx, focusRing } from './cx'

export interface SelectOption {
  value: string
  label: string
  disabled?: boolean
}

export interface SelectProps {
  label: string
  /** Keep the label for screen readers only */
  hideLabel?: boolean
  value: string
  options: readonly SelectOption[]
  onChange: (value: string) => void
  placeholder?: string
  disabled?: boolean
  /**
   * Unavailable while its change saves: aria-disabled, not disabled, as a disabled select loses the keyboard focus
   * (to the page). A choice meanwhile is ignored.
   */
  busy?: boolean
  error?: string | undefined
  name?: string
  className?: string
  compact?: boolean
  /**
   * For a select whose change acts at once (a call): a choice made with the keyboard is held, shown, until Enter, and
   * Escape or leaving the field drops it. A closed select changes on every arrow key, so arrowing from Open to Busy
   * 30 min would otherwise send each status on the way. This text says so to the keyboard user. A choice made in the
   * option list (a tap, a click, Enter in the open list) acts at once.
   */
  keyboardHint?: string
}

/** Keys that are the select's own: they apply, drop or leave; any other key may move the choice */
const NOT_CHOOSING = new Set(['Enter', 'Escape', 'Tab', 'Shift', 'Control', 'Alt', 'Meta'])

/**
 * A native select (best on phones and tablets), styled, with its label and error message wired by id. Plain
 * elements: the sign-in page shows one, and Headless UI's Field would bring react-aria to the first screen.
 */
export function Select({ label, hideLabel, value, options, onChange, placeholder, disabled, busy, error, name, className, compact, keyboardHint }: SelectProps) {
  const id = useId()
  const [held, setHeld] = useState<string | null>(null)
  // set while a key's own change may follow: the browser fires it in the same task as the keydown
  const keyed = useRef(false)
  const holds = keyboardHint !== undefined
  const onKeyDown = (e: KeyboardEvent<HTMLSelectElement>) => {
    if (!holds) return
    if (e.key === 'Enter' && held !== null) {
      e.preventDefault()
      setHeld(null)
      if (!busy) onChange(held)
    } else if (e.key === 'Escape' && held !== null) {
      e.preventDefault()
      e.stopPropagation()
      setHeld(null)
    } else if (!NOT_CHOOSING.has(e.key)) {
      keyed.current = true
      setTimeout(() => (keyed.current = false))
    }
  }
  const describedBy = [error ? `${id}-error` : null, holds ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm font-medium text-ink'}>
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          name={name}
          value={held ?? value}
          disabled={disabled}
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onKeyDown={onKeyDown}
          onBlur={() => setHeld(null)}
          onChange={(e) => {
            if (busy) return
            if (holds && keyed.current) return setHeld(e.target.value === value ? null : e.target.value)
            setHeld(null)
            onChange(e.target.value)
          }}
          className={cx(
            'block w-full appearance-none rounded-lg border bg-white text-ink',
            compact ? 'min-h-11 ps-3 pe-9 text-sm font-semibold' : 'min-h-12 ps-3.5 pe-10 text-base',
            'disabled:cursor-not-allowed disabled:bg-surface-muted disabled:opacity-70',
            'aria-disabled:cursor-not-allowed aria-disabled:bg-surface-muted aria-disabled:opacity-70',
            error ? 'border-danger-600' : 'border-line',
            focusRing,
          )}
        >
          {placeholder !== undefined ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="pointer-events-none absolute inset-y-0 end-3 my-auto size-4 fill-ink-soft"
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
        {holds ? (
          <p id={`${id}-hint`} className={held === null ? 'sr-only' : 'absolute end-0 top-full z-10 mt-1 w-max max-w-64 rounded-md bg-ink px-2 py-1 text-xs text-white shadow'}>
            {keyboardHint}
          </p>
        ) : null}
      </div>
      {error ? (
        // shown when a choice is refused: said at once, as the focus stays where it was
        <p id={`${id}-error`} role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
