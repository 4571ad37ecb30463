// The receipts waiting for this device's printer, oldest first; staff may dismiss one (printed some other way).
import { useEffect, useRef, type FocusEvent, type RefObject } from 'react'
import { useSnapshot } from '../../lib/use-snapshot'
import { Button } from '../../components/ui/Button'
import { cx, focusRing } from '../../components/ui/cx'
import { useI18n } from '../../lib/i18n/i18n'
import { deviceState, dismissPrintJob, type QueuedJob } from '../../stores/device'

export const TEST_PAGE_LABEL = 'test'

const jobOf = (element: EventTarget | null) => {
  const id = element instanceof Element ? element.closest('[data-job-id]')?.getAttribute('data-job-id') : null
  return id ? Number(id) : null
}

/** `heading`: the queue's heading, which takes the focus when the last receipt of the list goes */
export function PrintQueue({ heading }: { heading?: RefObject<HTMLElement | null> }) {
  const { t, locale } = useI18n()
  const { queue } = useSnapshot(deviceState)
  const list = useRef<HTMLUListElement>(null)
  const empty = useRef<HTMLParagraphElement>(null)
  /** The receipt whose Dismiss has the focus, and the list as last drawn */
  const focused = useRef<number | null>(null)
  const shown = useRef<readonly QueuedJob[]>(queue)

  // A receipt whose Dismiss had the focus left the list (dismissed, printed, or dismissed in another window), and the
  // focus went to the page with it: it goes to the next receipt's Dismiss, else to the queue's heading or empty text
  useEffect(() => {
    const before = shown.current
    shown.current = queue
    const gone = focused.current
    if (gone === null || queue.some((job) => job.id === gone)) return
    focused.current = null
    if (document.activeElement && document.activeElement !== document.body) return
    const next = before.slice(before.findIndex((job) => job.id === gone) + 1).find((job) => queue.some((j) => j.id === job.id))
    const button = next ? list.current?.querySelector<HTMLElement>(`[data-job-id="${next.id}"] button`) : null
    ;(button ?? (queue.length > 0 ? heading?.current : empty.current))?.focus()
  }, [queue, heading])

  if (queue.length === 0) {
    return (
      <p ref={empty} tabIndex={-1} className={cx('text-ink-soft', focusRing)}>
        {t('device.queue.empty')}
      </p>
    )
  }
  const nameOf = (job: QueuedJob) => (job.label === TEST_PAGE_LABEL ? t('device.queue.testPage') : t('device.queue.order', { code: job.label }))
  const time = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-u-nu-latn' : 'en-US', { hour: '2-digit', minute: '2-digit' })
  // a Dismiss taken away with the focus on it blurs to nothing: that one is still the receipt that had it
  const onBlur = (e: FocusEvent) => void (e.relatedTarget && (focused.current = null))
  return (
    <ul ref={list} aria-label={t('device.queue')} className="divide-y divide-line" onFocus={(e) => (focused.current = jobOf(e.target))} onBlur={onBlur}>
      {queue.map((job) => (
        <li key={job.id} className="flex items-center justify-between gap-3 py-2" data-print-job={job.label} data-job-id={job.id}>
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
