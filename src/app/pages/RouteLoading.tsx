import { useI18n } from '../../lib/i18n/i18n'

export function RouteLoading() {
  const { t } = useI18n()
  return (
    <div role="status" className="grid min-h-dvh place-items-center text-ink-soft">
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-line border-t-brand-700" />
        {t('app.loading')}
      </div>
    </div>
  )
}
