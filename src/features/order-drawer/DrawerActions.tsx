// The status buttons of the drawer (SPEC 4, drawer actions): Confirm with a preparation time, Decline, Dispatch,
// Force Dispatch, No Show and Notify for current orders; Delivered for a dispatched past order. Decline, No Show and
// a dispatch without an arrived customer ask first. A failed change leaves everything as it was (the catalogue toast
// is already shown) and the drawer usable.
import { useMemo, useState } from 'react'
import { useSnapshot } from '../../lib/use-snapshot'
import { Button, type ButtonProps } from '../../components/ui/Button'
import { cx, focusRing } from '../../components/ui/cx'
import { BellIcon, CheckIcon, ChevronEndIcon } from '../../components/ui/page-icons'
import { useWarning } from '../../components/ui/WarningDialog'
import { canMarkDelivered, notifyState } from '../../domain/order-view'
import {
  canConfirm,
  canDecline,
  canDispatch,
  canNoShow,
  forceDispatchFacts,
  needsWarning,
  PENDING,
  PREPARING,
  prepTimeOptions,
  warningLapse,
  type DrawerAction,
  type Order,
  type OrderFlags,
} from '../../domain/orders'
import { canForceDispatch } from '../../domain/permissions'
import type { Store } from '../../domain/types'
import { useI18n } from '../../lib/i18n/i18n'
import type { DrawerSource } from '../../stores/drawer'
import { changeOrderStatus, tellLapsedWarning } from '../../stores/order-status'
import { notifyReady, type Acting } from '../../stores/orders'
import { markPastOrderDelivered, pastOrderActions } from '../../stores/past-order-actions'
import { useWaitingQtys } from './ReplacementControls'

type Change = Exclude<DrawerAction, 'delivered'>
type Warned = Exclude<Change, 'confirm'>

function PrepTimePicker({ groups, value, onChange, disabled }: { groups: number[][]; value: number; onChange: (n: number) => void; disabled: boolean }) {
  const { t } = useI18n()
  const [page, setPage] = useState(() => Math.max(0, groups.findIndex((g) => g.includes(value))))
  const group = groups[page] ?? []
  const arrow = cx('grid size-11 shrink-0 place-items-center rounded-lg border border-line bg-white text-ink disabled:opacity-40', focusRing)
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="mb-1.5 text-sm font-semibold text-ink">{t('drawer.prepTime')}</legend>
      <div className="flex items-center gap-2">
        {groups.length > 1 ? (
          <button type="button" className={arrow} aria-label={t('drawer.shorterTimes')} disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
            <ChevronEndIcon className="size-5 rotate-180" />
          </button>
        ) : null}
        <div className="grid flex-1 grid-cols-3 gap-2">
          {group.map((n) => (
            <label key={n} className="relative">
              <input type="radio" name="prep-time" value={n} checked={n === value} onChange={() => onChange(n)} className="peer sr-only" />
              <span
                className={cx(
                  'flex min-h-11 cursor-pointer items-center justify-center rounded-lg border text-base font-semibold tabular-nums',
                  'border-line bg-white text-ink peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white',
                  'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus peer-focus-visible:outline-solid',
                )}
              >
                {t('drawer.minutes', { n })}
              </span>
            </label>
          ))}
        </div>
        {groups.length > 1 ? (
          <button type="button" className={arrow} aria-label={t('drawer.longerTimes')} disabled={page >= groups.length - 1} onClick={() => setPage((p) => p + 1)}>
            <ChevronEndIcon className="size-5" />
          </button>
        ) : null}
      </div>
    </fieldset>
  )
}

/**
 * A drawer action. While a change of the order is on its way it is unavailable with aria-disabled, not disabled:
 * disabled would drop the keyboard focus to the page (Chromium). Presses are ignored meanwhile.
 */
function Action({ busy, onClick, ...rest }: ButtonProps & { busy: boolean }) {
  return <Button aria-disabled={busy || undefined} onClick={(e) => !busy && onClick?.(e)} {...rest} />
}

function PastActions({ order }: { order: Order }) {
  const { t } = useI18n()
  const acting = useSnapshot(pastOrderActions).acting[order.id]
  if (!canMarkDelivered(order)) return null
  return (
    <Action size="lg" block busy={!!acting} aria-busy={acting ? true : undefined} onClick={() => void markPastOrderDelivered(order).catch(() => undefined)}>
      <CheckIcon className="size-5" />
      {t('orders.action.delivered')}
    </Action>
  )
}

export interface DrawerActionsProps {
  order: Order
  source: DrawerSource
  flags: OrderFlags
  acting: Acting | undefined
  store: Store
  user: { readonly roles: readonly string[] } | null
  /** Confirm is on its way (the focus goes to what says it succeeded); returns a cancel for a failure */
  onConfirming?: () => () => void
}

export function DrawerActions(props: DrawerActionsProps) {
  if (props.source === 'past') return <PastActions order={props.order} />
  return <CurrentActions {...props} />
}

function CurrentActions({ order, flags, acting, store, user, onConfirming }: DrawerActionsProps) {
  const { t } = useI18n()
  const options = useMemo(() => prepTimeOptions(store), [store])
  const [prep, setPrep] = useState(options.initial)
  // a warning the order changed under (another agent processed it, the customer arrived under Force Dispatch) closes
  const warning = useWarning((action: Warned) => void exec(action), {
    lapse: (action) => warningLapse(action, order, flags),
    onLapse: (why) => tellLapsedWarning(why, order.code),
  })

  const off = !!(flags.notActual || flags.isPassed)
  const busy = !!acting
  const waiting = useWaitingQtys(order.id)

  const exec = async (action: Change) => {
    const focusCancel = action === 'confirm' ? onConfirming?.() : undefined
    try {
      await changeOrderStatus(order.id, action, action === 'confirm' ? { preparationTime: prep } : {})
    } catch {
      // the catalogue toast is shown and nothing changed: the drawer stays as it was
      focusCancel?.()
    }
  }
  const run = (action: Change) => {
    if (action !== 'confirm' && needsWarning(action, order)) warning.ask(action)
    else void exec(action)
  }

  const status = order.status.id
  const pendingButtons = status === PENDING && !flags.confirmed
  const preparingButtons = status === PREPARING
  const notify = notifyState(order)
  const dispatchable = canDispatch(order)
  const force = canForceDispatch(user, forceDispatchFacts(order, flags))
  if (!pendingButtons && !preparingButtons) return null

  return (
    <div className="flex flex-col gap-3" aria-label={t('drawer.actions')} role="group">
      {pendingButtons ? (
        <>
          <PrepTimePicker groups={options.groups} value={prep} onChange={setPrep} disabled={off || busy} />
          {!canConfirm(order, flags, waiting) && !off ? <p className="text-sm text-danger-700">{t('orders.confirmDisabledHint')}</p> : null}
          <div className="grid grid-cols-2 gap-2">
            <Action size="lg" className="col-span-2" busy={busy} disabled={off || !canConfirm(order, flags, waiting)} aria-busy={acting === 'confirm' || undefined} onClick={() => run('confirm')}>
              {t('orders.action.confirm')}
            </Action>
            <Action variant="secondary" className="text-danger-700!" busy={busy} disabled={!canDecline(order, flags)} onClick={() => run('decline')}>
              {t('orders.action.decline')}
            </Action>
            <Action variant="secondary" busy={busy} disabled={!canNoShow(order, flags)} onClick={() => run('no_show')}>
              {t('orders.action.noShow')}
            </Action>
          </div>
        </>
      ) : null}
      {preparingButtons ? (
        <>
          {notify !== 'hidden' ? (
            <Action
              variant="secondary"
              busy={busy}
              disabled={notify === 'sent' || off}
              aria-busy={acting === 'notify' || undefined}
              onClick={() => void notifyReady(order.id).catch(() => undefined)}
            >
              {notify === 'sent' ? <CheckIcon className="size-5" /> : <BellIcon className="size-5" />}
              {notify === 'sent' ? t('orders.action.notificationSent') : t('orders.action.notify')}
            </Action>
          ) : null}
          <Action size="lg" block busy={busy} disabled={off || !dispatchable} aria-busy={acting === 'dispatch' || undefined} onClick={() => run('dispatch')}>
            {t('orders.action.dispatch')}
          </Action>
          {!dispatchable && !off ? <p className="-mt-1 text-center text-sm text-ink-soft">{t('orders.dispatchHint')}</p> : null}
          {force || !flags.confirmed ? (
            <div className="grid grid-cols-2 gap-2">
              {force ? (
                <Action variant="secondary" className="text-danger-700!" busy={busy} disabled={off} onClick={() => run('force_dispatch')}>
                  {t('orders.action.forceDispatch')}
                </Action>
              ) : null}
              {!flags.confirmed ? (
                <Action variant="secondary" className={force ? '' : 'col-span-2'} busy={busy} disabled={!canNoShow(order, flags)} onClick={() => run('no_show')}>
                  {t('orders.action.noShow')}
                </Action>
              ) : null}
            </div>
          ) : null}
        </>
      ) : null}

      {/* mounted only while it asks: closed, Headless UI's dialog still ran its hooks in every Confirm tap's render */}
      {warning.dialog}
    </div>
  )
}
