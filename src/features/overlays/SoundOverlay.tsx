// 'Tap to enable sound': the browser refuses sound until the page is touched. The whole screen is the target;
// any tap or key anywhere also lifts the block (OverlayHost listens), so the alarm never stays silent unnoticed.
import { SpeakerIcon } from '../../components/ui/page-icons'
import { TapAnywhereOverlay } from '../../components/ui/TapAnywhereOverlay'
import { useI18n } from '../../lib/i18n/i18n'
import { enableSound } from '../../stores/sound'

export function SoundOverlay({ open }: { open: boolean }) {
  const { t } = useI18n()
  return (
    <TapAnywhereOverlay
      open={open}
      onTap={() => void enableSound()}
      icon={<SpeakerIcon className="size-20" />}
      title={t('overlays.soundTitle')}
      description={t('overlays.soundText')}
      button={t('overlays.soundButton')}
      testId="overlay-sound"
    />
  )
}
