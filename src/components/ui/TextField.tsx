import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react'
import { cx, focusRing } from './cx'

export interface TextFieldProps extends Omit<ComponentPropsWithoutRef<'input'>, 'id' | 'className'> {
  label: string
  error?: string | undefined
  /** Something placed at the end of the input (e.g. a show-password button) */
  end?: ReactNode
}

export function TextField({ label, error, end, ...input }: TextFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {/* the end slot sits at the end of the input's own direction (a left-to-right password in Arabic) */}
      <div className="relative" dir={input.dir}>
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cx(
            'block min-h-12 w-full rounded-lg border bg-white px-3.5 text-base text-ink placeholder:text-ink-soft',
            end ? 'pe-12' : undefined,
            error ? 'border-danger-600' : 'border-line',
            focusRing,
          )}
          {...input}
        />
        {end ? <div className="absolute inset-y-0 end-0 flex items-center pe-0.5">{end}</div> : null}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
