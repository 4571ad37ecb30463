// A side drawer (Headless UI dialog) on the inline end edge: full screen on phones, a wide panel from sm up. The
// header and the footer stay put while the body scrolls, so the actions are always within reach.
import { Dialog as HeadlessDialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import type { ReactNode } from 'react'
import { cx, focusRing } from './cx'
import { CloseIcon } from './icons'

export interface DrawerProps {
  open: boolean
  onClose: () => void
  title: ReactNode
  /** under the title (e.g. the time and a countdown) */
  subtitle?: ReactNode
  closeLabel: string
  /** a strip between the header and the body (e.g. a notice) */
  banner?: ReactNode
  footer?: ReactNode
  children: ReactNode
}

export function Drawer({ open, onClose, title, subtitle, closeLabel, banner, footer, children }: DrawerProps) {
  return (
    <HeadlessDialog open={open} onClose={onClose} className="fixed inset-0 z-40">
      <DialogBackdrop transition className="absolute inset-0 bg-ink/40 transition-opacity duration-150 data-closed:opacity-0" />
      <div className="absolute inset-0 flex justify-end">
        <DialogPanel
          transition
          className={cx(
            'flex h-full w-full flex-col bg-surface shadow-2xl sm:max-w-xl',
            'transition-transform duration-150 ease-out data-closed:translate-x-8 rtl:data-closed:-translate-x-8',
          )}
        >
          <div className="flex items-start gap-3 border-b border-line bg-white px-4 py-3">
            <div className="min-w-0 flex-1">
              <DialogTitle as="h2" className="text-xl font-bold text-ink">
                {title}
              </DialogTitle>
              {subtitle ? <div className="mt-1">{subtitle}</div> : null}
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label={closeLabel}
              className={cx('-me-1 grid size-11 shrink-0 place-items-center rounded-lg text-ink-soft hover:bg-surface-muted', focusRing)}
            >
              <CloseIcon className="size-6" />
            </button>
          </div>
          {banner}
          <div className="flex-1 overflow-y-auto overscroll-contain px-4 py-4">{children}</div>
          {footer ? <div className="border-t border-line bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">{footer}</div> : null}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  )
}
