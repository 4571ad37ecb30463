// The warning confirmation the spec asks for before Decline, No Show and a dispatch without an arrived customer
// ('Warning: Are you sure, you want to {action} this order?'). Shared by the drawer and the window's cards, which
// mount it only while it asks (closed, Headless UI's dialog still runs its hooks on every render of the card).
import { useEffect, useState, type ReactNode } from 'react'
import { useI18n } from '../../lib/i18n/i18n'
import type { MessageKey } from '../../lib/i18n/en'
import { Button } from './Button'
import { Dialog } from './Dialog'

export type WarnedAction = 'decline' | 'dispatch' | 'force_dispatch' | 'no_show'

const ACTION_TEXT: Record<WarnedAction, MessageKey> = {
  decline: 'orders.warningAction.decline',
  dispatch: 'orders.warningAction.dispatch',
  force_dispatch: 'orders.warningAction.forceDispatch',
  no_show: 'orders.warningAction.noShow',
}

export interface WarningDialogProps<A extends WarnedAction> {
  action: A
  onYes: (action: A) => void
  onClose: () => void
}

export function WarningDialog<A extends WarnedAction>({ action, onYes, onClose }: WarningDialogProps<A>) {
  const { t } = useI18n()
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('orders.warning.title')}
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('orders.warning.no')}
          </Button>
          {/* a dispatch is the expected way on (primary); a decline or a no-show is not (danger) */}
          <Button variant={action === 'dispatch' ? 'primary' : 'danger'} onClick={() => onYes(action)}>
            {t('orders.warning.yes')}
          </Button>
        </div>
      }
    >
      <p className="text-base text-ink">{t('orders.warning', { action: t(ACTION_TEXT[action]) })}</p>
    </Dialog>
  )
}

export interface WarningOptions<A extends WarnedAction, Why extends string> {
  /** Why the open warning no longer asks (null while it does): the order changed under it. It closes, and onLapse hears why. */
  lapse?: (action: A) => Why | null
  onLapse?: (why: Why) => void
  /** Where the question is held, for a warning that outlives its component (a window card drawn anew in another group) */
  state?: readonly [A | null, (action: A | null) => void]
}

/** The warning's state and its dialog: `ask(action)` shows it (render `dialog`); Yes closes it and runs the action */
export function useWarning<A extends WarnedAction, Why extends string = never>(
  run: (action: A) => void,
  { lapse, onLapse, state }: WarningOptions<A, Why> = {},
): { ask: (action: A) => void; dialog: ReactNode } {
  const own = useState<A | null>(null)
  const [asking, setAsking] = state ?? own
  const lapsed = asking === null || !lapse ? null : lapse(asking)
  // closed after the render that saw the change: a Yes must not send what the rules no longer allow
  useEffect(() => {
    if (lapsed === null) return
    setAsking(null)
    onLapse?.(lapsed)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per lapse; the setter and callback are this render's
  }, [lapsed])
  const yes = (action: A) => {
    setAsking(null)
    run(action)
  }
  // mounted only while it asks
  const dialog = asking === null || lapsed !== null ? null : <WarningDialog action={asking} onClose={() => setAsking(null)} onYes={yes} />
  return { ask: setAsking, dialog }
}
