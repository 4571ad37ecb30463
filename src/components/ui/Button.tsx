import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import { cx, focusRing } from './cx'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 shadow-sm',
  secondary: 'bg-white text-ink border border-line hover:bg-surface-muted shadow-xs',
  ghost: 'bg-transparent text-ink hover:bg-surface-muted',
  danger: 'bg-danger-700 text-white hover:bg-danger-800',
}

export interface ButtonProps extends Omit<ComponentPropsWithoutRef<'button'>, 'className'> {
  variant?: ButtonVariant
  size?: 'md' | 'lg' | 'icon'
  block?: boolean
  className?: string
  children?: ReactNode
}

/**
 * A plain <button>: :hover, :focus-visible and :disabled style it, so the sign-in page loads no Headless UI (its
 * Button brings react-aria's hover and focus tracking, about 6 KB gzip, to the first screen).
 */
export function Button({ variant = 'primary', size = 'md', block = false, className, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(
        'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors select-none',
        // aria-disabled: unavailable while its call is on its way, keeping the keyboard focus (disabled would drop it)
        'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
        size === 'md' && 'min-h-11 px-4 text-sm',
        size === 'lg' && 'min-h-12 px-5 text-base',
        size === 'icon' && 'size-11 shrink-0',
        block && 'w-full',
        VARIANTS[variant],
        focusRing,
        className,
      )}
      {...rest}
    />
  )
}
