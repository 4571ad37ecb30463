// A full-screen overlay that asks for one answer (SPEC section 2, Overlays): read from arm's length on a tablet,
// big touch targets, focus trapped inside and announced as a dialog (or an alert dialog).
import { Button, Description, Dialog as HeadlessDialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import { cx, focusRing } from './cx'

export type OverlayTone = 'brand' | 'danger' | 'warn'

const TONE: Record<OverlayTone, { band: string; icon: string }> = {
  brand: { band: 'bg-brand-700', icon: 'bg-brand-50 text-brand-800' },
  danger: { band: 'bg-danger-700', icon: 'bg-danger-50 text-danger-800' },
  warn: { band: 'bg-warn-600', icon: 'bg-warn-50 text-warn-800' },
}

export interface OverlayProps {
  open: boolean
  title: ReactNode
  /** what the overlay says under the title */
  description?: ReactNode
  /** the answer buttons (give the main one autoFocus) */
  actions: ReactNode
  icon?: ReactNode
  tone?: OverlayTone
  /** alertdialog for the ones that need an answer now (invisible, idle, reminder) */
  role?: 'dialog' | 'alertdialog'
  /** Escape and a tap outside; omitted, only the actions answer it */
  onDismiss?: () => void
  children?: ReactNode
  testId?: string
}

export function Overlay({ open, title, description, actions, icon, tone = 'brand', role = 'dialog', onDismiss, children, testId }: OverlayProps) {
  const colours = TONE[tone]
  return (
    <HeadlessDialog open={open} onClose={() => onDismiss?.()} role={role} className="fixed inset-0 z-[60]" data-testid={testId}>
      <DialogBackdrop className="absolute inset-0 bg-ink/85" />
      <div className="absolute inset-0 flex items-center justify-center overflow-y-auto p-3 sm:p-6">
        <DialogPanel className="relative w-full max-w-xl overflow-hidden rounded-3xl bg-white text-center shadow-2xl">
          <div aria-hidden="true" className={cx('h-3', colours.band)} />
          <div className="flex flex-col items-center gap-4 px-5 pt-7 pb-6 sm:px-10 sm:pt-9 sm:pb-8">
            {icon ? (
              <span aria-hidden="true" className={cx('flex size-20 items-center justify-center rounded-full', colours.icon)}>
                {icon}
              </span>
            ) : null}
            <DialogTitle as="h2" className="text-3xl leading-tight font-bold text-ink sm:text-4xl">
              {title}
            </DialogTitle>
            {description ? <Description className="max-w-prose text-lg leading-relaxed text-ink sm:text-xl">{description}</Description> : null}
            {children}
            <div className="mt-2 flex w-full flex-col gap-3">{actions}</div>
          </div>
        </DialogPanel>
      </div>
    </HeadlessDialog>
  )
}

export interface OverlayButtonProps extends Omit<ComponentPropsWithoutRef<'button'>, 'className'> {
  variant?: 'primary' | 'secondary'
}

/** The overlay's big answer button: 56px tall, full width, readable from arm's length */
export function OverlayButton({ variant = 'primary', type = 'button', ...rest }: OverlayButtonProps) {
  return (
    <Button
      type={type}
      className={cx(
        'inline-flex min-h-14 w-full items-center justify-center rounded-2xl px-6 text-xl font-bold transition-colors select-none',
        'disabled:cursor-not-allowed disabled:opacity-60 data-disabled:cursor-not-allowed data-disabled:opacity-60',
        variant === 'primary' ? 'bg-brand-700 text-white shadow-sm data-hover:bg-brand-800' : 'border-2 border-line bg-white text-ink data-hover:bg-surface-muted',
        focusRing,
      )}
      {...rest}
    />
  )
}
