import { Dialog as HeadlessDialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import type { ReactNode } from 'react'
import { cx } from './cx'

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

export function Dialog({ open, onClose, title, start, end, footer, placement = 'center', children }: DialogProps) {
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
          <div className="flex items-center gap-2 border-b border-line px-3 py-2">
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
