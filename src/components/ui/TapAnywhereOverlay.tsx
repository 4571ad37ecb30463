// A full-screen alert that any tap answers: the whole screen is the target, with one big button for the keyboard.
import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import type { ReactNode } from 'react'
import { focusRing } from './cx'

export interface TapAnywhereOverlayProps {
  open: boolean
  onTap: () => void
  icon: ReactNode
  title: ReactNode
  description: ReactNode
  button: ReactNode
  testId?: string
}

export function TapAnywhereOverlay({ open, onTap, icon, title, description, button, testId }: TapAnywhereOverlayProps) {
  return (
    <Dialog open={open} onClose={onTap} role="alertdialog" className="fixed inset-0 z-[60]" data-testid={testId}>
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
    </Dialog>
  )
}
