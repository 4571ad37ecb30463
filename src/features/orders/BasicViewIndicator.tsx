// Basic View (store polling): the indicator and a bar that fills up to the next refresh, scaled to 60 s.
import { useSnapshot } from '../../lib/use-snapshot'
import { useI18n } from '../../lib/i18n/i18n'
import { useNow } from '../../lib/clock'
import { connection } from '../../stores/connection'

const SCALE_MS = 60_000

export function BasicViewIndicator() {
  const { t } = useI18n()
  const { nextPollAt, lastPolledAt } = useSnapshot(connection)
  const now = useNow()
  const remaining = nextPollAt === null ? SCALE_MS : Math.max(0, nextPollAt - now)
  const progress = Math.min(100, Math.max(0, Math.round(((SCALE_MS - remaining) / SCALE_MS) * 100)))
  return (
    <div className="flex min-w-56 flex-col gap-1" data-testid="basic-view">
      <div className="flex items-center gap-2 text-sm font-semibold text-ink">
        <span aria-hidden="true" className="size-2.5 rounded-full bg-warn-600" />
        <span>{t('live.basicView')}</span>
        <span className="font-normal text-ink-soft">· {t('live.basicViewHint')}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('live.nextRefresh')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-1.5 w-full overflow-hidden rounded-full bg-surface-muted"
      >
        <div className="h-full bg-warn-600 transition-[width] duration-1000 ease-linear" style={{ width: `${progress}%` }} />
      </div>
      {lastPolledAt && <p className="text-xs text-ink-soft">{t('live.lastRefresh', { time: lastPolledAt.slice(11) })}</p>}
    </div>
  )
}
