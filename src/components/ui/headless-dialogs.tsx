// The Headless UI side of the dialogs and overlays, in its own chunk: Dialog.tsx, Overlay.tsx and
// TapAnywhereOverlay.tsx load it when one first opens, so Headless UI is not fetched before the board paints.
import { Description, Dialog as HeadlessDialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { useEffect, type ReactNode } from 'react'
import { cx, focusRing } from './cx'
import { announceLayer } from './ToastRegion'

export interface DialogProps {
  open: boolean
  onClose: () => void
  title: ReactNode
  /** Controls placed before the title (e.g. a back button) */
  start?: ReactNode
  /** Controls placed after the title (e.g. a close button) */
  end?: ReactNode
  footer?: ReactNode
  /** 'side': a panel on the inline end edge (full screen on phones); 'center': a centred dialog */
  placement?: 'side' | 'center'
  children: ReactNode
}

export type OverlayTone = 'brand' | 'danger' | 'warn'

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

export interface TapAnywhereOverlayProps {
  open: boolean
  onTap: () => void
  icon: ReactNode
  title: ReactNode
  description: ReactNode
  button: ReactNode
  testId?: string
}

const TONE: Record<OverlayTone, { band: string; icon: string }> = {
  brand: { band: 'bg-brand-700', icon: 'bg-brand-50 text-brand-800' },
  danger: { band: 'bg-danger-700', icon: 'bg-danger-50 text-danger-800' },
  warn: { band: 'bg-warn-600', icon: 'bg-warn-50 text-warn-800' },
}

export function DialogView({ open, onClose, title, start, end, footer, placement = 'center', children }: DialogProps) {
  // the toasts keep clear of its header
  useEffect(() => {
    announceLayer()
    return announceLayer
  }, [open])
  return (
    // The dialog element itself covers the viewport, so it has a box (browser tests see it as visible)
    <HeadlessDialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <DialogBackdrop className="absolute inset-0 bg-ink/40" />
      <div
        className={cx(
          'absolute inset-0 flex',
          placement === 'side' ? 'justify-end' : 'items-center justify-center p-4',
        )}
      >
        <DialogPanel
          className={cx(
            'flex max-h-full w-full flex-col bg-white shadow-xl',
            placement === 'side' ? 'h-full sm:max-w-md' : 'max-w-md rounded-2xl',
          )}
        >
          <div data-layer-header="" className="flex items-center gap-2 border-b border-line px-3 py-2">
            {start}
            <DialogTitle as="h2" className="flex-1 px-1 text-lg font-semibold text-ink">
              {title}
            </DialogTitle>
            {end}
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-4">{children}</div>
          {footer ? <div className="border-t border-line px-4 py-3">{footer}</div> : null}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  )
}

export function OverlayView({ open, title, description, actions, icon, tone = 'brand', role = 'dialog', onDismiss, children, testId }: OverlayProps) {
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

export function TapAnywhereView({ open, onTap, icon, title, description, button, testId }: TapAnywhereOverlayProps) {
  return (
    <HeadlessDialog open={open} onClose={onTap} role="alertdialog" className="fixed inset-0 z-[60]" data-testid={testId}>
      <DialogPanel
        onClick={onTap}
        className="absolute inset-0 flex cursor-pointer flex-col items-center justify-center gap-6 overflow-y-auto bg-brand-900 p-6 text-center text-white"
      >
        <span aria-hidden="true" className="flex size-32 items-center justify-center rounded-full bg-white text-brand-900 motion-safe:animate-pulse">
          {icon}
        </span>
        <DialogTitle as="h2" className="text-4xl leading-tight font-bold sm:text-5xl">
          {title}
        </DialogTitle>
        <Description className="max-w-xl text-xl leading-relaxed sm:text-2xl">{description}</Description>
        <button
          type="button"
          autoFocus
          onClick={(e) => {
            e.stopPropagation()
            onTap()
          }}
          className={`min-h-16 rounded-2xl bg-white px-10 text-2xl font-bold text-brand-900 shadow-lg ${focusRing} focus-visible:outline-white`}
        >
          {button}
        </button>
      </DialogPanel>
    </HeadlessDialog>
  )
}
