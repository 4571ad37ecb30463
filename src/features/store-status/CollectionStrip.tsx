// Collection methods listed when available or busy, by precedence, each Available or 'Busy N min';
// Manage opens the Manage Availability panel when the store may change collection availability. The methods stay
// on one line at every width and scroll sideways when they do not fit (a tab stop then, to scroll with the keys):
// the header keeps the height of its skeleton, so the board below does not move when the store arrives and a tap
// in flight lands on the row it was aimed at. Wrapping made a tablet's sticky header 24 px taller for five methods.
import { useSnapshot } from '../../lib/use-snapshot'
import { Button } from '../../components/ui/Button'
import { cx, focusRingUnplaced } from '../../components/ui/cx'
import { listedMethods } from '../../domain/collection-methods'
import { canManageAvailability } from '../../domain/permissions'
import { useI18n } from '../../lib/i18n/i18n'
import { useScrollsSideways } from '../../lib/use-scrolls-sideways'
import { storeState } from '../../stores/store'
import { openAvailabilityPanel } from '../../stores/ui'

export function CollectionStrip() {
  const { t } = useI18n()
  const { store } = useSnapshot(storeState)
  const [listRef, scrolls] = useScrollsSideways<HTMLUListElement>()
  if (!store) return null
  const methods = listedMethods(store.collection_method)

  return (
    <div className="flex w-full min-w-0 items-center gap-2">
      {methods.length ? (
        <ul
          ref={listRef}
          aria-label={t('collection.label')}
          tabIndex={scrolls ? 0 : undefined}
          className={cx('-my-1 flex min-w-0 flex-1 flex-nowrap gap-2 overflow-x-auto py-1', scrolls && focusRingUnplaced, scrolls && 'rounded-lg focus-visible:-outline-offset-2')}
        >
          {methods.map(({ method, available, busyMins }) => (
            <li
              key={method.prefix}
              className={cx(
                'flex shrink-0 items-center gap-2 rounded-full border px-3 py-1 text-sm whitespace-nowrap',
                available ? 'border-brand-100 bg-brand-50 text-brand-900' : 'border-warn-100 bg-warn-50 text-warn-800',
              )}
            >
              <span className="font-semibold">{t(method.nameKey)}</span>
              <span aria-hidden="true">·</span>
              <span>{available ? t('collection.available') : t('collection.busyMinutes', { n: busyMins ?? 0 })}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="flex-1 text-sm text-ink-soft">{t('collection.none')}</p>
      )}
      {canManageAvailability(store) ? (
        <Button variant="secondary" className="shrink-0" onClick={openAvailabilityPanel}>
          {t('collection.manage')}
        </Button>
      ) : null}
    </div>
  )
}
