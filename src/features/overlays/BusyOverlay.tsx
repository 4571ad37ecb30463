// The busy-timer modal (SPEC section 4): opened by the live busy notice (in_minutes 1), holding the expiry time.
// Where the store may change its status it offers to stay busy longer; it closes when the busy period ends.
import { useSnapshot } from '../../lib/use-snapshot'
import { ClockIcon } from '../../components/ui/page-icons'
import { Overlay, OverlayButton } from '../../components/ui/Overlay'
import { clockTime } from '../../domain/order-view'
import { canChangeStoreStatus } from '../../domain/permissions'
import { labelOf, STORE_BUSY_MINUTES, type StoreStatusValue } from '../../domain/store-status'
import { useI18n, type Translate } from '../../lib/i18n/i18n'
import { closeBusyModal, extendBusy, overlays } from '../../stores/overlays'
import { storeState } from '../../stores/store'

/** 'Busy 5 min' … 'Busy 1 hr', as the status selector words them */
function busyLabel(t: Translate, value: StoreStatusValue): string {
  const label = labelOf(value)
  return label.key === 'status.busyMinutes' ? t(label.key, { n: label.n }) : t(label.key)
}

export function BusyOverlay({ open }: { open: boolean }) {
  const { t, locale } = useI18n()
  const { busyUntil } = useSnapshot(overlays)
  const { store, savingStatus } = useSnapshot(storeState)
  const time = busyUntil && store ? clockTime(busyUntil, store.timezone, locale) : ''
  const mayExtend = canChangeStoreStatus(store)
  return (
    <Overlay
      open={open}
      tone="warn"
      icon={<ClockIcon className="size-11" />}
      title={t('overlays.busyTitle', { time })}
      description={t('overlays.busyText')}
      onDismiss={closeBusyModal}
      testId="overlay-busy"
      actions={
        <OverlayButton autoFocus={!mayExtend} variant={mayExtend ? 'secondary' : 'primary'} onClick={closeBusyModal}>
          {t('overlays.busyLetOpen')}
        </OverlayButton>
      }
    >
      {mayExtend ? (
        <fieldset className="w-full">
          <legend className="mb-2 text-lg font-semibold text-ink">{t('overlays.busyKeep')}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {STORE_BUSY_MINUTES.map((m, i) => {
              const value: StoreStatusValue = `busy-${m}`
              return (
                <OverlayButton
                  key={m}
                  autoFocus={i === 0}
                  busy={savingStatus}
                  // a failure has shown its toast; the modal stays
                  onClick={() => void extendBusy(value).catch(() => undefined)}
                >
                  {busyLabel(t, value)}
                </OverlayButton>
              )
            })}
          </div>
        </fieldset>
      ) : null}
    </Overlay>
  )
}
