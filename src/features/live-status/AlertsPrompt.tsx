// The in-app prompt for push alerts: permission is asked only when staff press the button, never at load.
import { useState } from 'react'
import { useSnapshot } from '../../lib/use-snapshot'
import { Button } from '../../components/ui/Button'
import { useI18n } from '../../lib/i18n/i18n'
import { ALERTS_DISMISSED_KEY as DISMISS_KEY, alerts as alertsState, enableAlerts } from '../../stores/alerts'

export function AlertsPrompt() {
  const { t } = useI18n()
  const { state: alerts } = useSnapshot(alertsState)
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISS_KEY) === '1')
  // read again when the state moves: alerts that stopped by themselves take the 'Not now' away (stores/alerts.ts)
  const [seen, setSeen] = useState(alerts)
  if (seen !== alerts) {
    setSeen(alerts)
    setDismissed(sessionStorage.getItem(DISMISS_KEY) === '1')
  }
  if (alerts === 'unsupported' || alerts === 'checking' || alerts === 'on' || dismissed) return null
  const dismiss = () => {
    sessionStorage.setItem(DISMISS_KEY, '1')
    setDismissed(true)
  }
  return (
    <section aria-labelledby="alerts-title" className="mb-4 flex flex-wrap items-center gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4">
      <div className="min-w-60 flex-1">
        {/* not a heading: the layout shows it above the page's h1; the region is named by it */}
        <p id="alerts-title" className="font-semibold text-ink">
          {t('live.alertsTitle')}
        </p>
        <p className="text-sm text-ink-soft">
          {alerts === 'blocked' ? t('live.alertsBlocked') : alerts === 'failed' ? t('live.alertsFailed') : t('live.alertsText')}
        </p>
      </div>
      {alerts !== 'blocked' && (
        <Button onClick={() => void enableAlerts()} disabled={alerts === 'asking'}>
          {t('live.alertsOn')}
        </Button>
      )}
      <Button variant="ghost" onClick={dismiss}>
        {t('live.alertsLater')}
      </Button>
    </section>
  )
}
