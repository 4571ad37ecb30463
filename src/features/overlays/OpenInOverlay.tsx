// 'Open in {time}' with Open Now (SPEC section 2): the store is closed by its service hours until opens_at.
import { useSnapshot } from '../../lib/use-snapshot'
import { StoreIcon } from '../../components/ui/icons'
import { Overlay, OverlayButton } from '../../components/ui/Overlay'
import { openInText } from '../../domain/overlays'
import { clockTime } from '../../domain/order-view'
import { canOpenEarly } from '../../domain/permissions'
import { useI18n } from '../../lib/i18n/i18n'
import { useNow } from '../../lib/clock'
import { serverNow } from '../../lib/server-clock'
import { dismissOpenIn, openNow, overlays } from '../../stores/overlays'
import { storeState } from '../../stores/store'

/**
 * The title counts down each second: only this leaf listens to the clock. It counts on the server's clock, as the
 * overlay's end does (stores/overlays.ts): on a tablet whose clock is off, it reaches 0:00 when the store opens.
 */
function Countdown({ opensAt }: { opensAt: string }) {
  const { t } = useI18n()
  useNow()
  return <>{t('overlays.openInTitle', { time: openInText(opensAt, serverNow()) })}</>
}

export function OpenInOverlay({ open }: { open: boolean }) {
  const { t, locale } = useI18n()
  const { opensAt, openingNow } = useSnapshot(overlays)
  const { store } = useSnapshot(storeState)
  if (!opensAt || !store) return null
  const mayOpen = canOpenEarly(store)
  return (
    <Overlay
      open={open}
      icon={<StoreIcon className="size-11" />}
      title={<Countdown opensAt={opensAt} />}
      description={t('overlays.openInText', { at: clockTime(opensAt, store.timezone, locale) })}
      onDismiss={dismissOpenIn}
      testId="overlay-open-in"
      actions={
        <>
          {mayOpen ? (
            <OverlayButton autoFocus disabled={openingNow} onClick={() => void openNow()}>
              {openingNow ? t('overlays.working') : t('overlays.openNow')}
            </OverlayButton>
          ) : null}
          <OverlayButton autoFocus={!mayOpen} variant="secondary" onClick={dismissOpenIn}>
            {t('overlays.close')}
          </OverlayButton>
        </>
      }
    />
  )
}
