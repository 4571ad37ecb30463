// 'Are you still there?' and 'You are invisible' (SPEC section 2): both answered with GET /store/online.
import { useSnapshot } from '../../lib/use-snapshot'
import { EyeOffIcon, StoreIcon } from '../../components/ui/icons'
import { Overlay, OverlayButton } from '../../components/ui/Overlay'
import { useI18n } from '../../lib/i18n/i18n'
import { continueInvisible, keepStoreOnline, overlays } from '../../stores/overlays'

/** The idle prompt: no way around it but Yes (a person who is there answers in one tap) */
export function IdlePrompt({ open }: { open: boolean }) {
  const { t } = useI18n()
  const { goingLive, goLiveFailed } = useSnapshot(overlays)
  return (
    <Overlay
      open={open}
      role="alertdialog"
      tone="warn"
      icon={<StoreIcon className="size-11" />}
      title={t('overlays.idleTitle')}
      description={t('overlays.idleText')}
      testId="overlay-idle"
      actions={
        <OverlayButton autoFocus busy={goingLive} onClick={() => void keepStoreOnline()}>
          {goingLive ? t('overlays.working') : t('overlays.idleYes')}
        </OverlayButton>
      }
    >
      {goLiveFailed ? (
        <p role="alert" className="text-base font-semibold text-danger-800">
          {t('overlays.goLiveFailed')}
        </p>
      ) : null}
    </Overlay>
  )
}

/**
 * The store is invisible: Go Live. Should going live fail (no connection), staff may carry on with the orders they
 * have — customers already waiting must still be served.
 */
export function InvisibleOverlay({ open }: { open: boolean }) {
  const { t } = useI18n()
  const { goingLive, goLiveFailed } = useSnapshot(overlays)
  return (
    <Overlay
      open={open}
      role="alertdialog"
      tone="danger"
      icon={<EyeOffIcon className="size-11" />}
      title={t('overlays.invisibleTitle')}
      description={t('overlays.invisibleText')}
      testId="overlay-invisible"
      actions={
        <>
          <OverlayButton autoFocus busy={goingLive} onClick={() => void keepStoreOnline()}>
            {goingLive ? t('overlays.working') : t('overlays.goLive')}
          </OverlayButton>
          {goLiveFailed ? (
            <OverlayButton variant="secondary" onClick={continueInvisible}>
              {t('overlays.continueInvisible')}
            </OverlayButton>
          ) : null}
        </>
      }
    >
      {goLiveFailed ? (
        <p role="alert" className="text-base font-semibold text-danger-800">
          {t('overlays.goLiveFailed')}
        </p>
      ) : null}
    </Overlay>
  )
}
