// 'Tap to enable sound': the browser refuses sound until the page is touched. The whole screen is the target;
// any tap or key anywhere also lifts the block (OverlayHost listens), so the alarm never stays silent unnoticed.
import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { focusRing } from '../../components/ui/cx'
import { SpeakerIcon } from '../../components/ui/page-icons'
import { useI18n } from '../../lib/i18n/i18n'
import { enableSound } from '../../stores/sound'

export function SoundOverlay({ open }: { open: boolean }) {
  const { t } = useI18n()
  const enable = () => void enableSound()
  return (
    <Dialog open={open} onClose={enable} role="alertdialog" className="fixed inset-0 z-[60]" data-testid="overlay-sound">
      <DialogPanel
        onClick={enable}
        className="absolute inset-0 flex cursor-pointer flex-col items-center justify-center gap-6 overflow-y-auto bg-brand-900 p-6 text-center text-white"
      >
        <span aria-hidden="true" className="flex size-32 items-center justify-center rounded-full bg-white text-brand-900 motion-safe:animate-pulse">
          <SpeakerIcon className="size-20" />
        </span>
        <DialogTitle as="h2" className="text-4xl leading-tight font-bold sm:text-5xl">
          {t('overlays.soundTitle')}
        </DialogTitle>
        <Description className="max-w-xl text-xl leading-relaxed sm:text-2xl">{t('overlays.soundText')}</Description>
        <button
          type="button"
          autoFocus
          onClick={(e) => {
            e.stopPropagation()
            enable()
          }}
          className={`min-h-16 rounded-2xl bg-white px-10 text-2xl font-bold text-brand-900 shadow-lg ${focusRing} focus-visible:outline-white`}
        >
          {t('overlays.soundButton')}
        </button>
      </DialogPanel>
    </Dialog>
  )
}
