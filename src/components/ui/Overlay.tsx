// A full-screen overlay that asks for one answer (SPEC section 2, Overlays): read from arm's length on a tablet,
// big touch targets, focus trapped inside and announced as a dialog (or an alert dialog). Its Headless UI dialog loads
// when one first opens (headless-dialogs.tsx), so the overlays cost the board's first paint nothing.
import { lazy, Suspense, type ComponentPropsWithoutRef } from 'react'
import type { OverlayProps } from './headless-dialogs'
import { cx, focusRing } from './cx'
import { useFocusReturn } from './use-focus-return'
import { useOpenedOnce } from './use-opened-once'

const View = lazy(() => import('./headless-dialogs').then((m) => ({ default: m.OverlayView })))

export function Overlay(props: OverlayProps) {
  const opened = useOpenedOnce(props.open)
  useFocusReturn(props.open)
  if (!opened) return null
  return (
    <Suspense fallback={null}>
      <View {...props} />
    </Suspense>
  )
}

export interface OverlayButtonProps extends Omit<ComponentPropsWithoutRef<'button'>, 'className'> {
  variant?: 'primary' | 'secondary'
  /** its call is on its way: unavailable (aria-disabled, presses ignored) but it keeps the focus */
  busy?: boolean
}

/** The overlay's big answer button: 56px tall, full width, readable from arm's length */
export function OverlayButton({ variant = 'primary', type = 'button', autoFocus, busy = false, onClick, ...rest }: OverlayButtonProps) {
  return (
    <button
      type={type}
      autoFocus={autoFocus}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={(e) => {
        if (!busy) onClick?.(e)
      }}
      // the overlay's focus trap starts on it, as it did on Headless UI's Button with autoFocus
      data-autofocus={autoFocus ? '' : undefined}
      className={cx(
        'inline-flex min-h-14 w-full items-center justify-center rounded-2xl px-6 text-xl font-bold transition-colors select-none',
        // aria-disabled: busy with its call, keeping the focus (disabled would drop it to the page)
        'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
        variant === 'primary' ? 'bg-brand-700 text-white shadow-sm hover:bg-brand-800' : 'border-2 border-line bg-white text-ink hover:bg-surface-muted',
        focusRing,
      )}
      {...rest}
    />
  )
}
