// A button that opens a panel beside it (the past orders' period on tablets and desktops).
import { Popover, PopoverButton as HeadlessPopoverButton, PopoverPanel } from '@headlessui/react'
import type { ReactElement, ReactNode } from 'react'
import { cx, focusRing } from './cx'

export interface PopoverButtonProps {
  /** what the button shows */
  children: ReactNode
  ariaLabel: string
  icon?: ReactNode
  /** the panel's content; `close` closes it */
  panel: (close: () => void) => ReactElement
}

export function PopoverButton({ children, ariaLabel, icon, panel }: PopoverButtonProps) {
  return (
    <Popover className="relative">
      <HeadlessPopoverButton
        aria-label={ariaLabel}
        className={cx(
          'flex min-h-11 items-center gap-2 rounded-lg border border-line bg-white px-3 text-sm font-semibold whitespace-nowrap text-ink',
          'hover:bg-surface-muted data-open:bg-surface-muted',
          focusRing,
        )}
      >
        {icon}
        {children}
      </HeadlessPopoverButton>
      {/* Placed under the button in the page, not anchored into a portal: a portalled panel falls outside the page's
          landmarks and brings Headless UI's aria-hidden focus guards (buttons that take the focus) with it. */}
      <PopoverPanel className="absolute start-0 top-full z-40 mt-2 w-80 max-w-[calc(100vw-1.5rem)] rounded-xl border border-line bg-white p-3 shadow-xl">
        {({ close }) => panel(close)}
      </PopoverPanel>
    </Popover>
  )
}
