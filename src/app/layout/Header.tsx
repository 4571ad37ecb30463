// Store name, status selector, collection-methods strip with Manage, and the user menu. A skeleton while the
// store loads. Sticky from tablet width only: on a phone it would take a third of the screen from the orders.
import { useSnapshot } from '../../lib/use-snapshot'
import { Button } from '../../components/ui/Button'
import { Skeleton } from '../../components/ui/Skeleton'
import { SavedOrdersNotice } from '../../features/live-status/SavedOrdersNotice'
import { CollectionStrip } from '../../features/store-status/CollectionStrip'
import { StoreStatusControl } from '../../features/store-status/StoreStatusControl'
import { useI18n } from '../../lib/i18n/i18n'
import { loadStore, storeState } from '../../stores/store'
import { UserMenu } from './UserMenu'

export function Header() {
  const { t } = useI18n()
  const { store, load } = useSnapshot(storeState)

  return (
    <header className="z-20 border-b border-line bg-white md:sticky md:top-0 print:hidden">
      <div className="flex items-center gap-3 px-4 py-2 md:px-6">
        <div className="min-w-0 flex-1">
          {store ? (
            <p className="line-clamp-2 text-base leading-tight font-semibold text-ink sm:truncate md:text-lg">{store.name}</p>
          ) : load === 'failed' ? (
            <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-danger-700">
              <span>{t('layout.storeFailed')}</span>
              <Button variant="secondary" onClick={() => void loadStore({ force: true })}>
                {t('layout.retry')}
              </Button>
            </div>
          ) : (
            <div role="status" aria-label={t('layout.storeLoading')}>
              <Skeleton className="h-6 w-40 max-w-full" />
            </div>
          )}
        </div>
        <SavedOrdersNotice place="header" />
        {store ? <StoreStatusControl /> : load !== 'failed' ? <Skeleton className="h-11 w-32" /> : null}
        <UserMenu />
      </div>
      {/* as tall as the loaded strip with its 44 px Manage button, so the page below does not move when the store arrives */}
      <div className="flex min-h-[57px] items-center gap-2 border-t border-line/70 px-4 py-1.5 md:px-6">
        {store ? (
          <CollectionStrip />
        ) : load !== 'failed' ? (
          <div className="flex gap-2">
            <Skeleton className="h-8 w-36" />
            <Skeleton className="h-8 w-36" />
          </div>
        ) : null}
      </div>
    </header>
  )
}
