// The one search field of the dashboard (orders, past orders, menu): a labelled search input with an optional
// magnifier, a clear button and the message of a search that cannot run yet.
import { useId, type ComponentPropsWithoutRef } from 'react'
import { cx, focusRing } from './cx'
import { CloseIcon } from './icons'
import { SearchIcon } from './page-icons'

export interface SearchFieldProps extends Omit<ComponentPropsWithoutRef<'input'>, 'id' | 'className' | 'type' | 'value' | 'onChange' | 'size'> {
  label: string
  /** the label above the field; without it only screen readers read the label */
  showLabel?: boolean
  value: string
  onValueChange: (value: string) => void
  error?: string | undefined
  /** announce the message as soon as it shows */
  alertError?: boolean
  /** a clear button at the end of a non-empty field, with this name */
  clearLabel?: string
  onClear?: () => void
  /** the magnifier at the start */
  icon?: boolean
  /** 'lg': 48px tall, for the board's toolbar */
  size?: 'md' | 'lg'
  className?: string
}

export function SearchField({ label, showLabel = false, value, onValueChange, error, alertError = false, clearLabel, onClear, icon = true, size = 'md', className, ...input }: SearchFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const clears = !!clearLabel && !!onClear
  return (
    <div className={cx('flex min-w-0 flex-col', showLabel ? 'gap-1.5' : 'gap-1', className)}>
      <label htmlFor={id} className={showLabel ? 'text-sm font-medium text-ink' : 'sr-only'}>
        {label}
      </label>
      <div className="relative">
        {icon ? <SearchIcon className="pointer-events-none absolute inset-y-0 start-3 my-auto size-5 text-ink-soft" /> : null}
        <input
          id={id}
          type="search"
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cx(
            'block w-full rounded-lg border bg-white text-base text-ink placeholder:text-ink-soft',
            size === 'lg' ? 'min-h-12' : 'min-h-11',
            icon ? 'ps-10' : 'ps-3.5',
            clears ? 'pe-12 [&::-webkit-search-cancel-button]:hidden' : icon ? 'pe-3' : 'pe-3.5',
            error ? 'border-danger-600' : 'border-line',
            focusRing,
          )}
          {...input}
        />
        {clears && value ? (
          <button
            type="button"
            onClick={onClear}
            aria-label={clearLabel}
            className={cx('absolute inset-y-0 end-0.5 my-auto grid size-11 place-items-center rounded-md text-ink-soft hover:text-ink', focusRing)}
          >
            <CloseIcon className="size-5" />
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} role={alertError ? 'alert' : undefined} className="text-sm break-words text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
