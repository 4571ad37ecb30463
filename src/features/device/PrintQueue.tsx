// The receipts waiting for this device's printer, oldest first; staff may dismiss one (printed some other way).
import { useSnapshot } from '../../lib/use-snapshot'
import { Button } from '../../components/ui/Button'
import { useI18n } from '../../lib/i18n/i18n'
import { deviceState, dismissPrintJob, type QueuedJob } from '../../stores/device'

export const TEST_PAGE_LABEL = 'test'

export function PrintQueue() {
  const { t, locale } = useI18n()
  const { queue } = useSnapshot(deviceState)
  if (queue.length === 0) return <p className="text-ink-soft">{t('device.queue.empty')}</p>
  const nameOf = (job: QueuedJob) => (job.label === TEST_PAGE_LABEL ? t('device.queue.testPage') : t('device.queue.order', { code: job.label }))
  const time = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-u-nu-latn' : 'en-US', { hour: '2-digit', minute: '2-digit' })
  return (
    <ul aria-label={t('device.queue')} className="divide-y divide-line">
      {queue.map((job) => (
        <li key={job.id} className="flex items-center justify-between gap-3 py-2" data-print-job={job.label}>
          <span className="min-w-0">
            <span className="font-medium text-ink">{nameOf(job)}</span>
            <span className="ms-2 text-sm text-ink-soft">{time.format(job.createdAt)}</span>
          </span>
          <Button variant="secondary" aria-label={t('device.queue.dismissLabel', { label: nameOf(job) })} onClick={() => void dismissPrintJob(job.id)}>
            {t('device.queue.dismiss')}
          </Button>
        </li>
      ))}
    </ul>
  )
}
