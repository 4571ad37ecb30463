import { useId, type ComponentPropsWithoutRef } from 'react'
import { cx, focusRing } from './cx'

export interface CheckboxProps extends Omit<ComponentPropsWithoutRef<'input'>, 'id' | 'type' | 'className'> {
  label: string
}

export function Checkbox({ label, ...input }: CheckboxProps) {
  const id = useId()
  return (
    <div className="flex min-h-11 items-center gap-3">
      <input
        id={id}
        type="checkbox"
        className={cx('size-5 shrink-0 rounded border-line accent-brand-700', focusRing)}
        {...input}
      />
      <label htmlFor={id} className="text-sm text-ink">
        {label}
      </label>
    </div>
  )
}
