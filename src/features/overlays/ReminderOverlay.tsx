// 'You Have a New Order' with OKAY: 60 s after pending orders began while the alarm sounds (src/stores/alarm.ts).
import { useSnapshot } from '../../lib/use-snapshot'
import { BellIcon } from '../../components/ui/page-icons'
import { Overlay, OverlayButton } from '../../components/ui/Overlay'
import { useOpenedOnce } from '../../components/ui/use-opened-once'
import { PENDING } from '../../domain/orders'
import { useI18n } from '../../lib/i18n/i18n'
import { acknowledgeReminder } from '../../stores/alarm'
import { ordersState } from '../../stores/orders'

function PendingReminder({ open }: { open: boolean }) {
  const { t } = useI18n()
  const { byId } = useSnapshot(ordersState)
  const pending = Object.values(byId).filter((o) => o.status.id === PENDING).length
  return (
    <Overlay
      open={open}
      role="alertdialog"
      tone="warn"
      icon={<BellIcon className="size-11" />}
      title={t('overlays.reminderTitle')}
      description={t('overlays.reminderText', { n: pending })}
      onDismiss={acknowledgeReminder}
      testId="overlay-reminder"
      actions={
        <OverlayButton autoFocus onClick={acknowledgeReminder}>
          {t('overlays.okay')}
        </OverlayButton>
      }
    />
  )
}

/**
 * Reads the orders only from its first opening on: each held order is replaced whole when it changes, so a reader of
 * the whole list would re-render on every order event of every screen (a customer arriving, on the kitchen screen)
 */
export function ReminderOverlay({ open }: { open: boolean }) {
  return useOpenedOnce(open) ? <PendingReminder open={open} /> : null
}
