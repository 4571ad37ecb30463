// The store status: a selector when SPEC section 6 allows the change, read-only text otherwise.
import { useState } from 'react'
import { useSnapshot } from '../../lib/use-snapshot'
import { Select } from '../../components/ui/Select'
import { cx } from '../../components/ui/cx'
import { canChangeStoreStatus } from '../../domain/permissions'
import { labelOf, STORE_STATUS, STORE_STATUS_OPTIONS, statusLabelOf, valueOf, type StoreStatusValue } from '../../domain/store-status'
import { useI18n } from '../../lib/i18n/i18n'
import { changeStoreStatus, storeState } from '../../stores/store'
import { statusText } from './status-labels'

const DOT: Record<number, string> = {
  [STORE_STATUS.available]: 'bg-brand-600',
  [STORE_STATUS.open]: 'bg-brand-600',
  [STORE_STATUS.closed]: 'bg-danger-600',
  [STORE_STATUS.busy]: 'bg-warn-600',
}

export function StoreStatusControl() {
  const { t } = useI18n()
  const { store, savingStatus } = useSnapshot(storeState)
  // the choice being saved, shown until the answer (the store's status then says what holds)
  const [chosen, setChosen] = useState<StoreStatusValue | null>(null)
  if (!store) return null

  if (!canChangeStoreStatus(store)) {
    return (
      <p className="flex min-h-11 items-center gap-2 rounded-lg bg-surface-muted px-3 text-sm font-semibold text-ink" data-testid="store-status">
        <span className="sr-only">{t('status.label')}: </span>
        <span aria-hidden="true" className={cx('size-2.5 rounded-full', DOT[store.status.id])} />
        {statusText(t, statusLabelOf(store))}
      </p>
    )
  }

  const options = STORE_STATUS_OPTIONS.map((o) => ({ value: o.value, label: statusText(t, labelOf(o.value)), disabled: o.disabled }))
  return (
    <Select
      compact
      hideLabel
      label={t('status.label')}
      value={savingStatus && chosen !== null ? chosen : valueOf(store)}
      options={options}
      busy={savingStatus}
      keyboardHint={t('status.keyboardHint')}
      className="w-auto min-w-36 sm:min-w-44"
      onChange={(value) => {
        setChosen(value as StoreStatusValue)
        // a failure has shown its toast; the selector goes back to the stored status
        void changeStoreStatus(value as StoreStatusValue)
          .catch(() => undefined)
          .finally(() => setChosen(null))
      }}
    />
  )
}
