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
      {/* the label is the touch target (44px tall), the box alone is too small for a finger */}
      <label htmlFor={id} className="flex min-h-11 items-center text-sm text-ink">
        {label}
      </label>
    </div>
  )
}
