// Strips under the header that no one should miss: live updates lost (the fallback), Basic View's refresh failing,
// and a new version waiting.
// The orders shown from this device's copy are told by SavedOrdersNotice, which does not push the board down.
import { useSnapshot } from '../../lib/use-snapshot'
import { Button } from '../../components/ui/Button'
import { useI18n } from '../../lib/i18n/i18n'
import { connection } from '../../stores/connection'
import { acceptUpdate, pwa } from '../../stores/pwa'

export function LiveStatusStrips() {
  const { t } = useI18n()
  const { mode, pollFailed } = useSnapshot(connection)
  const { updateReady, applying } = useSnapshot(pwa)
  return (
    <>
      {mode === 'fallback' && <DangerStrip testId="offline-banner" title={t('live.fallbackTitle')} text={t('live.fallbackText')} />}
      {mode === 'basic' && pollFailed && <DangerStrip testId="basic-failed-banner" title={t('live.basicFailedTitle')} text={t('live.basicFailedText')} />}
      {updateReady && (
        <div role="status" className="flex flex-wrap items-center gap-3 border-b border-brand-100 bg-brand-50 px-4 py-2 text-sm text-brand-900 md:px-6">
          <p>
            {t('live.updateReady')} {t('live.updateWaiting')}
          </p>
          <Button variant="secondary" onClick={() => void acceptUpdate()} disabled={applying}>
            {t('live.updateNow')}
          </Button>
        </div>
      )}
    </>
  )
}

function DangerStrip({ testId, title, text }: { testId: string; title: string; text: string }) {
  return (
    <div role="alert" data-testid={testId} className="flex items-start gap-3 border-b border-danger-600 bg-danger-50 px-4 py-3 text-danger-800 md:px-6">
      <span aria-hidden="true" className="mt-1 size-3 shrink-0 rounded-full bg-danger-700 motion-safe:animate-pulse" />
      <p className="text-sm">
        <strong className="font-semibold">{title}.</strong> {text}
      </p>
    </div>
  )
}
