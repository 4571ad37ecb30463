// 'Dashboard is online', or 'Dashboard is offline' with a reload icon that clears the notifier config and reloads.
// Hidden in polling mode (Basic View has its own indicator).
import { useSnapshot } from '../../lib/use-snapshot'
import { cx, focusRing } from '../../components/ui/cx'
import { ReloadIcon } from '../../components/ui/page-icons'
import { useI18n } from '../../lib/i18n/i18n'
import { connection } from '../../stores/connection'
import { clearNotifierConfig } from '../../stores/session'

/** The page reload (an object so tests can watch it; jsdom cannot reload) */
export const page = { reload: () => window.location.reload() }

export function reloadDashboard(): void {
  clearNotifierConfig()
  page.reload()
}

export function ConnectionStatus() {
  const { t } = useI18n()
  const { realtime } = useSnapshot(connection)
  const tone =
    realtime === 'online'
      ? 'border-brand-100 bg-brand-50 text-brand-900'
      : realtime === 'offline'
        ? 'border-danger-600/40 bg-danger-50 text-danger-800'
        : 'border-line bg-white text-ink-soft'
  const dot = realtime === 'online' ? 'bg-brand-600' : realtime === 'offline' ? 'bg-danger-600' : 'bg-ink-soft/60 motion-safe:animate-pulse'
  return (
    <div role="status" className={cx('flex min-h-11 items-center gap-2 rounded-full border ps-3 text-sm font-semibold', realtime === 'offline' ? 'pe-1' : 'pe-4', tone)}>
      <span aria-hidden="true" className={cx('size-2.5 rounded-full', dot)} />
      <span>{realtime === 'online' ? t('orders.online') : realtime === 'offline' ? t('orders.offline') : t('orders.connecting')}</span>
      {realtime === 'offline' ? (
        <button
          type="button"
          onClick={reloadDashboard}
          aria-label={t('orders.reload')}
          title={t('orders.reload')}
          className={cx('grid size-9 place-items-center rounded-full text-danger-800 hover:bg-danger-600/10', focusRing)}
        >
          <ReloadIcon className="size-5" />
        </button>
      ) : null}
    </div>
  )
}
